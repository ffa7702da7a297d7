import Foundation
import Testing
import Trellis
import TrellisTestSupport

@testable import TrellisSDL

/// An animated modal presentation in a window, as the user sees it: the host's clock drives the slide, and the
/// pixels read back from the window show the sheet's top edge where the curve puts it.
@Suite struct SDLPresentationTests {
    final class Colored: UIViewController {
        let color: UIColor
        init(_ color: UIColor) {
            self.color = color
            super.init(nibName: nil, bundle: nil)
        }
        override func viewDidLoad() { view.backgroundColor = color }
    }

    /// The first row (points, from the top) in column `x` whose pixel is red.
    func firstRedRow(_ bitmap: RGBABitmap, x: Int) -> Int? {
        (0..<bitmap.height).first { pixel(bitmap, x, $0) == [255, 0, 0, 255] }
    }

    @Test func sheetSlidesUpAndDownOnTheHostsClock() throws {
        try withOffscreenHost(scale: 1) { host, clock in
            let root = Colored(UIColor(red: 1, green: 1, blue: 1, alpha: 1))
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
            window.rootViewController = root
            window.makeKeyAndVisible()
            let native = try #require(host.nativeWindow(for: window))
            try host.step(timeout: 0)
            let sheet = Colored(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            root.present(sheet, animated: true)
            try host.step(timeout: 0)  // t = 0: one window height below, nothing of it shows
            #expect(firstRedRow(try native.readPixels(), x: 50) == nil)
            // Halfway (0.25 s of 0.5 s, ease in-out: exactly half the way): the top half is the root's.
            clock.now = 0.25
            try host.step(timeout: 0)
            #expect(firstRedRow(try native.readPixels(), x: 50) == 100)
            clock.now = 0.5
            try host.step(timeout: 0)
            #expect(firstRedRow(try native.readPixels(), x: 50) == 0)
            // The dismissal slides it back down: a quarter of a second in, its top edge is halfway down again.
            clock.now = 1
            try host.step(timeout: 0)
            sheet.dismiss(animated: true)
            clock.now = 1.25
            try host.step(timeout: 0)
            #expect(firstRedRow(try native.readPixels(), x: 50) == 100)
            clock.now = 1.5
            try host.step(timeout: 0)
            #expect(firstRedRow(try native.readPixels(), x: 50) == nil)
            #expect(root.presentedViewController == nil)
        }
    }
}
