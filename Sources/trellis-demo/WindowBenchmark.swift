import Foundation
import Trellis
import TrellisCairo
import TrellisSDL

/// `trellis-demo --window-benchmark` (release build): frame times of the feed scene in an SDL window
/// (offscreen driver) at 375 × 667 @2x while the window is resized one point per frame — SDL's resize
/// event, layout, drawing with Cairo into the texture, present — against the same scene drawn to pixels
/// offscreen (Cairo alone, no window) at the same size, and the frames an idle window draws.
enum WindowBenchmark {
    static func run() throws {
        var clockNow = 0.0
        let host = try SDLHost(options: SDLHost.Options(videoDriver: "offscreen", scale: 2), clock: { clockNow })
        defer { host.shutDown() }
        let window = UIWindow(frame: CGRect(origin: .zero, size: Device.phone.size))
        let controller = UIViewController()
        window.rootViewController = controller
        controller.view.backgroundColor = .systemBackground
        Scene.feedItem.build(controller.view, "")
        window.makeKeyAndVisible()
        guard let native = host.nativeWindow(for: window) else { throw WriteFailure(message: "no window") }
        try host.step(timeout: 0)

        // Resize by one point per frame: narrower for 100 frames, then wider again (heights follow too).
        var frameTimes: [Double] = []
        for i in 1...400 {
            let d = CGFloat(i % 200 < 100 ? i % 100 : 100 - i % 100)
            native.resize(to: CGSize(width: 375 - d, height: 667 - d))
            let start = DispatchTime.now().uptimeNanoseconds
            clockNow += 1.0 / 60
            try host.step(timeout: 0)
            frameTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        let rendered = native.framesRendered
        // The baseline: the same tree resized, laid out and drawn by Cairo into a plain pixel buffer of the
        // same size (no SDL: no event, texture or present), at each of the same sizes.
        var offscreen: [Double] = []
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 750 * 1334 * 4, alignment: 16)
        defer { buffer.deallocate() }
        for i in 1...400 {
            let d = CGFloat(i % 200 < 100 ? i % 100 : 100 - i % 100)
            let start = DispatchTime.now().uptimeNanoseconds
            window.frame = CGRect(x: 0, y: 0, width: 375 - d, height: 667 - d)
            let (w, h) = (Int((375 - d) * 2), Int((667 - d) * 2))
            try ViewRenderer(view: window).draw(
                intoPixels: buffer, width: w, height: h, bytesPerRow: w * 4, scale: 2, background: CGColor.white)
            offscreen.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        native.resize(to: Device.phone.size)
        try host.step(timeout: 0)
        // Idle: 10 simulated seconds of steps at 60 Hz without an event.
        let before = native.framesRendered
        for _ in 0..<600 {
            clockNow += 1.0 / 60
            try host.step(timeout: 0)
        }
        let idleFrames = native.framesRendered - before

        func stats(_ xs: [Double]) -> String {
            let s = xs.sorted()
            return String(
                format: "median %.2f ms, p95 %.2f ms, worst %.2f ms", s[s.count / 2], s[s.count * 95 / 100],
                s[s.count - 1])
        }
        let ratio = frameTimes.sorted()[frameTimes.count / 2] / offscreen.sorted()[offscreen.count / 2]
        print("feed at 375 × 667 @2x, resized 1 pt per frame, 400 frames (\(rendered - 1) drawn):")
        print("  window frame (event + layout + draw + present): \(stats(frameTimes))")
        print("  baseline, no window (resize + layout + Cairo into a buffer): \(stats(offscreen))")
        print(String(format: "  window / baseline (medians): %.2fx", ratio))
        print("idle window: \(idleFrames) frames drawn in 600 steps (10 s at 60 Hz)")
    }
}
