import CCairo
import CSDL2
import Foundation
import Trellis
import TrellisCairo
import TrellisSDL

/// `trellis-demo --window-benchmark` (release build): frame times of the feed scene in an SDL window (offscreen
/// driver) at 375 × 667 @2x — while the window is resized one point per frame, when one label's text changes per
/// frame, and when nothing changes — each against a hand-written baseline measured in the same run: a plain
/// Cairo fill of the whole 750 × 1334 pixels uploaded to an SDL texture and presented (no views). The label and
/// idle frames are also run with the host drawing the whole window every frame (damage tracking off), and the
/// frames an idle window draws are counted.
enum WindowBenchmark {
    static func run() throws {
        var clockNow = 0.0
        var options = SDLHost.Options(videoDriver: "offscreen", scale: 2)
        options.renderDriver = ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"]
        let host = try SDLHost(options: options, clock: { clockNow })
        defer { host.shutDown() }
        let window = UIWindow(frame: CGRect(origin: .zero, size: Device.phone.size))
        let controller = UIViewController()
        window.rootViewController = controller
        controller.view.backgroundColor = .systemBackground
        Scene.feedItem.build(controller.view, "")
        window.makeKeyAndVisible()
        guard let native = host.nativeWindow(for: window) else { throw WriteFailure(message: "no window") }
        try host.step(timeout: 0)
        let baseline = try PlainFillBaseline(width: 750, height: 1334)
        defer { baseline.close() }

        func time(_ body: () throws -> Void) rethrows -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        func step() throws {
            clockNow += 1.0 / 60
            try host.step(timeout: 0)
        }

        // 1. Resize by one point per frame: narrower for 100 frames, then wider again (heights follow too).
        var resize: [Double] = [], resizeBaseline: [Double] = []
        for i in 1...400 {
            let d = CGFloat(i % 200 < 100 ? i % 100 : 100 - i % 100)
            native.resize(to: CGSize(width: 375 - d, height: 667 - d))
            resize.append(try time(step))
            resizeBaseline.append(time(baseline.frame))
        }
        native.resize(to: Device.phone.size)
        try step()

        // 2. One label's text changes every frame (alternating between two names of different widths).
        guard let label = firstLabel(in: controller.view) else { throw WriteFailure(message: "no label") }
        let names = [label.text ?? "", (label.text ?? "") + " ✓"]
        var labelFrames: [Double] = [], labelFull: [Double] = [], labelBaseline: [Double] = []
        var drawnPixels: [Double] = []
        for i in 0..<400 {
            native.redrawsEverything = i % 2 == 1
            label.text = names[i % 2]  // a change every frame, for both kinds of frame
            let t = try time(step)
            if native.redrawsEverything { labelFull.append(t) } else {
                labelFrames.append(t)
                drawnPixels.append(Double(native.lastDrawnRect.width * native.lastDrawnRect.height))
            }
            if i % 2 == 0 { labelBaseline.append(time(baseline.frame)) }
        }
        native.redrawsEverything = false

        // 3. Idle: steps with nothing changed (10 simulated seconds at 60 Hz), then frames asked for with nothing
        // visible changed (a pointer move into another view does that), and forced whole frames.
        let before = native.framesRendered
        var idle: [Double] = []
        for _ in 0..<600 { idle.append(try time(step)) }
        let idleFrames = native.framesRendered - before
        var asked: [Double] = [], forced: [Double] = []
        for _ in 0..<100 {
            window.setNeedsFrame(in: .zero)
            asked.append(try time(step))
            window.setNeedsFrame()
            forced.append(try time(step))
        }

        func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
        func stats(_ xs: [Double]) -> String {
            let s = xs.sorted()
            return String(format: "median %7.3f ms  p95 %7.3f ms  worst %7.3f ms", s[s.count / 2], s[s.count * 95 / 100], s[s.count - 1])
        }
        func row(_ name: String, _ xs: [Double], _ base: [Double]) {
            print(String(format: "  %-44@ %@   / baseline %.2fx", name as NSString, stats(xs) as NSString, median(xs) / median(base)))
        }
        print("feed at 375 × 667 @2x (750 × 1334 pixels), SDL render driver \(options.renderDriver ?? "default")")
        print("baseline: plain Cairo fill + texture upload + present of the whole window")
        print("  baseline                                     \(stats(resizeBaseline + labelBaseline))")
        row("resize 1 pt per frame (400 frames)", resize, resizeBaseline)
        row("one label's text changed (damage tracked)", labelFrames, labelBaseline)
        row("one label's text changed (whole window)", labelFull, labelBaseline)
        row("frame asked for, nothing changed", asked, labelBaseline)
        row("whole frame forced, nothing changed", forced, labelBaseline)
        row("idle step", idle, labelBaseline)
        let pixels = median(drawnPixels)
        print("  label-change redraw, median: \(Int(pixels)) pixels (\(String(format: "%.1f", pixels / 10_005)) % of the window)")
        print("idle window: \(idleFrames) frames drawn in 600 steps (10 s at 60 Hz)")
        print("canvas allocations over the whole run: \(native.canvasAllocations)")
    }

    /// The first label in `view`'s subtree, depth first.
    static func firstLabel(in view: UIView) -> UILabel? {
        if let label = view as? UILabel, label.text?.isEmpty == false { return label }
        for subview in view.subviews { if let label = firstLabel(in: subview) { return label } }
        return nil
    }
}

/// The hand-written baseline: a window-sized pixel buffer filled by Cairo, uploaded to an SDL streaming texture,
/// copied and presented, on a second offscreen SDL window (the same driver and renderer as the host's).
final class PlainFillBaseline {
    let width: Int, height: Int
    private let window: OpaquePointer, renderer: OpaquePointer, texture: OpaquePointer
    private let buffer: UnsafeMutableRawPointer
    private let surface: OpaquePointer
    private var shade = 0.0

    init(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        guard let window = SDL_CreateWindow("baseline", 0, 0, Int32(width), Int32(height), SDL_WINDOW_HIDDEN.rawValue),
            let renderer = SDL_CreateRenderer(window, -1, 0),
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width),
                Int32(height))
        else { throw WriteFailure(message: "baseline window: \(String(cString: SDL_GetError()))") }
        self.window = window
        self.renderer = renderer
        self.texture = texture
        buffer = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 16)
        surface = cairo_image_surface_create_for_data(
            buffer.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
    }

    /// One frame: fill, upload, present.
    func frame() {
        shade = shade == 0 ? 0.5 : 0
        let cr = cairo_create(surface)
        cairo_set_source_rgb(cr, 1, 1, shade)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        SDL_UpdateTexture(texture, nil, buffer, Int32(width * 4))
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    func close() {
        cairo_surface_destroy(surface)
        buffer.deallocate()
        SDL_DestroyTexture(texture)
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }
}
