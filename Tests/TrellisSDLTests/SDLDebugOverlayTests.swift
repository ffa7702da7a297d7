import CSDL2
import Foundation
import Testing
import Trellis
import TrellisTestSupport

@testable import TrellisSDL

/// The debug overlay in a live window: a highlighted view (the gallery's view under the pointer) is drawn at once,
/// its frame in the highlight colour, and only while the overlay is shown.
@Suite struct SDLDebugOverlayTests {
    /// How many pixels of column `x`, rows `ys`, show `color` (RGB, each channel within 1: Cairo rounds
    /// 0.95 × 255 = 242.25 up).
    func count(_ bitmap: RGBABitmap, x: Int, ys: Range<Int>, _ color: [UInt8]) -> Int {
        ys.filter { y in
            zip(pixel(bitmap, x, y).prefix(3), color).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
        }.count
    }

    @Test func highlightingAViewDrawsAFrame() throws {
        // Palette.highlight (0.95, 0.7, 0) in bytes.
        let highlight: [UInt8] = [242, 179, 0]
        try withOffscreenHost { host, clock in
            let (window, form) = showForm(width: 200, height: 160)
            let native = try #require(host.nativeWindow(for: window))
            try host.step(timeout: 0)
            // Without the overlay a highlight asks for nothing.
            native.debugOverlayOptions.highlightedView = ObjectIdentifier(form.box)
            try host.step(timeout: 0)
            #expect(native.framesRendered == 1)
            native.showsDebugOverlay = true
            try host.step(timeout: 0)
            #expect(native.framesRendered == 2)
            // The box (20 … 80 × 20 … 60) outlined 2 points wide: its left edge's columns 20 and 21 are the
            // highlight along most of its height (constraint marks may cross it), and the field's are not.
            var bitmap = try native.readPixels()
            #expect(count(bitmap, x: 20, ys: 20..<60, highlight) >= 30)
            #expect(count(bitmap, x: 21, ys: 20..<60, highlight) >= 30)
            #expect(count(bitmap, x: 20, ys: 80..<140, highlight) == 0)
            // Another view highlighted: a frame at once, the box no longer outlined, the field is.
            native.debugOverlayOptions.highlightedView = ObjectIdentifier(form.field)
            try host.step(timeout: 0)
            #expect(native.framesRendered == 3)
            bitmap = try native.readPixels()
            #expect(count(bitmap, x: 20, ys: 20..<60, highlight) == 0)
            #expect(count(bitmap, x: 20, ys: 80..<140, highlight) >= 45)
        }
    }
}
