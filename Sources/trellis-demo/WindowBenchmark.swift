import CCairo
import CSDL2
import Foundation
import Trellis
import TrellisCairo
import TrellisSDL

/// `trellis-demo --window-benchmark` (release build): frame times of the feed scene in an SDL window at 375 × 667
/// @2x (SDL's offscreen video driver unless `SDL_VIDEODRIVER` says otherwise: "x11" under Xvfb), once for each
/// ``SDLHost/Presentation`` — while the window is resized one point per frame, when one label's text changes, a
/// switch toggles or a caret blinks, and when nothing changes — against two hand-written baselines measured
/// interleaved in the same run: a plain Cairo fill of the whole 750 × 1334 pixels uploaded to an SDL texture and
/// presented with SDL's renderer (no views), and the same fill copied into a window surface and presented whole.
/// The label frames are also run drawing the whole window every frame (damage tracking off), and the frames an
/// idle window draws are counted.
enum WindowBenchmark {
    static func run() throws {
        let presentations: [SDLHost.Presentation]
        switch ProcessInfo.processInfo.environment["TRELLIS_PRESENTATION"] {
        case "renderer": presentations = [.renderer]
        case "windowSurface": presentations = [.windowSurface]
        default: presentations = [.windowSurface, .renderer]
        }
        for presentation in presentations { try measure(presentation) }
    }

    /// One host with `presentation`: every workload, printed.
    static func measure(_ presentation: SDLHost.Presentation) throws {
        var clockNow = 0.0
        let environment = ProcessInfo.processInfo.environment
        var options = SDLHost.Options(videoDriver: environment["SDL_VIDEODRIVER"] ?? "offscreen", scale: 2)
        options.renderDriver = environment["SDL_RENDER_DRIVER"]
        options.presentation = presentation
        options.connectsClipboard = false
        let host = try SDLHost(options: options, clock: { clockNow })
        defer { host.shutDown() }
        let window = UIWindow(frame: CGRect(origin: .zero, size: Device.phone.size))
        // Hidden before the host shuts down (defers run last first): a window left shown would be opened again by
        // the next presentation's host, whose clock starts over.
        defer { window.isHidden = true }
        let controller = UIViewController()
        window.rootViewController = controller
        controller.view.backgroundColor = .systemBackground
        Scene.feedItem.build(controller.view, "")
        // A switch and a text field over the feed's top right corner (the small changes: a toggle, a caret blink).
        let toggle = UISwitch(frame: CGRect(x: 300, y: 600, width: 51, height: 31))
        let field = UITextField(frame: CGRect(x: 20, y: 600, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.text = "Reply"
        for v in [toggle, field] as [UIView] { controller.view.addSubview(v) }
        window.makeKeyAndVisible()
        guard let native = host.nativeWindow(for: window) else { throw WriteFailure(message: "no window") }
        try host.step(timeout: 0)
        let baseline = try PlainFillBaseline(width: 750, height: 1334)
        defer { baseline.close() }
        let surfaceBaseline = try PlainSurfaceBaseline(width: 750, height: 1334)
        defer { surfaceBaseline.close() }

        func time(_ body: () throws -> Void) rethrows -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        var frameStep = 1.0 / 60
        func step() throws {
            clockNow += frameStep
            try host.step(timeout: 0)
        }
        var base: [Double] = [], surfaceBase: [Double] = []
        /// The one timing loop of every workload: `count` host steps, each after `change(i)` and followed by
        /// `after(i)`, timed (milliseconds); the two baselines are timed after every `baselineEvery`-th step
        /// (0: never), interleaved so that both sides see the same load.
        func frames(
            _ count: Int, baselineEvery: Int = 1, _ change: (Int) throws -> Void = { _ in },
            after: (Int) -> Void = { _ in }
        ) throws -> [Double] {
            var times: [Double] = []
            times.reserveCapacity(count)
            for i in 0..<count {
                try change(i)
                times.append(try time(step))
                after(i)
                if baselineEvery > 0 && i % baselineEvery == 0 {
                    base.append(time(baseline.frame))
                    surfaceBase.append(time(surfaceBaseline.frame))
                }
            }
            return times
        }
        /// Every other entry of `xs`, from `first`.
        func alternate(_ xs: [Double], from first: Int) -> [Double] {
            stride(from: first, to: xs.count, by: 2).map { xs[$0] }
        }

        // 1. Resize by one point per frame: narrower for 100 frames, then wider again (heights follow too).
        let resize = try frames(400) { i in
            let d = CGFloat((i + 1) % 200 < 100 ? (i + 1) % 100 : 100 - (i + 1) % 100)
            native.resize(to: CGSize(width: 375 - d, height: 667 - d))
        }
        native.resize(to: Device.phone.size)
        try step()

        // 2. One label's text changes every frame (alternating between two names of different widths), drawn
        // with damage tracking on even frames and whole on odd ones.
        guard let label = firstLabel(in: controller.view) else { throw WriteFailure(message: "no label") }
        let names = [label.text ?? "", (label.text ?? "") + " ✓"]
        var drawnPixels: [Double] = []
        let labelBoth = try frames(400, baselineEvery: 2) { i in
            native.redrawsEverything = i % 2 == 1
            label.text = names[i % 2]  // a change every frame, for both kinds of frame
        } after: { i in
            if i % 2 == 0 { drawnPixels.append(Double(native.lastDrawnRect.width * native.lastDrawnRect.height)) }
        }
        let labelFrames = alternate(labelBoth, from: 0), labelFull = alternate(labelBoth, from: 1)
        native.redrawsEverything = false

        // 3. A switch toggles every frame (without its animation: one frame per state).
        let toggles = try frames(200) { _ in toggle.setOn(!toggle.isOn, animated: false) }

        // 4. A caret blinks: the field edits, and every step is half a second (each frame shows or hides it).
        // The clock restarts on a whole second so that half-second steps land exactly on the blink's toggles.
        clockNow = clockNow.rounded(.up) - frameStep
        try step()
        field.becomeFirstResponder()
        frameStep = 0.5
        var blinkPixels: [Double] = []
        let blinkStart = native.framesRendered
        let blinks = try frames(
            200,
            after: { _ in
                blinkPixels.append(Double(native.lastDrawnRect.width * native.lastDrawnRect.height))
            })
        let blinkFrames = native.framesRendered - blinkStart
        field.resignFirstResponder()
        frameStep = 1.0 / 60
        try step()

        // 5. Idle: steps with nothing changed (10 simulated seconds at 60 Hz), then frames asked for with nothing
        // visible changed (a pointer move into another view does that), alternating with forced whole frames.
        let before = native.framesRendered
        let idle = try frames(600, baselineEvery: 0)
        let idleFrames = native.framesRendered - before
        let askedAndForced = try frames(200, baselineEvery: 0) { i in
            if i % 2 == 0 { window.setNeedsFrame(in: .zero) } else { window.setNeedsFrame() }
        }
        let asked = alternate(askedAndForced, from: 0), forced = alternate(askedAndForced, from: 1)

        func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
        func stats(_ xs: [Double]) -> String {
            let s = xs.sorted()
            return String(
                format: "median %7.3f ms  p95 %7.3f ms  worst %7.3f ms", s[s.count / 2], s[s.count * 95 / 100],
                s[s.count - 1])
        }
        func row(_ name: String, _ xs: [Double]) {
            print(
                String(
                    format: "  %-44@ %@   / baseline %.2fx  / surface baseline %.2fx", name as NSString,
                    stats(xs) as NSString, median(xs) / median(base), median(xs) / median(surfaceBase)))
        }
        let driver =
            presentation == .renderer ? "renderer \(options.renderDriver ?? "(SDL's choice)")" : "window surface"
        print(
            "feed at 375 × 667 @2x (750 × 1334 pixels), video driver \(options.videoDriver ?? "default"), presented with the \(driver)"
        )
        print("  baseline (Cairo fill + texture upload + renderer present)  \(stats(base))")
        print("  surface baseline (Cairo fill + copy + window surface present) \(stats(surfaceBase))")
        row("resize 1 pt per frame (400 frames)", resize)
        row("one label's text changed (damage tracked)", labelFrames)
        row("one label's text changed (whole window)", labelFull)
        row("a switch toggled (200 frames)", toggles)
        row("a caret blink (200 frames)", blinks)
        row("frame asked for, nothing changed", asked)
        row("whole frame forced, nothing changed", forced)
        row("idle step", idle)
        let pixels = median(drawnPixels)
        print(
            "  label-change redraw, median: \(Int(pixels)) pixels (\(String(format: "%.1f", pixels / 10_005)) % of the window); "
                + "caret blink: \(blinkFrames) frames of \(Int(median(blinkPixels))) pixels")
        print("  idle window: \(idleFrames) frames drawn in 600 steps (10 s at 60 Hz)")
        print("  canvas allocations over the whole run: \(native.canvasAllocations)")
    }

    /// The first label in `view`'s subtree, depth first.
    static func firstLabel(in view: UIView) -> UILabel? {
        if let label = view as? UILabel, label.text?.isEmpty == false { return label }
        for subview in view.subviews { if let label = firstLabel(in: subview) { return label } }
        return nil
    }
}

/// The second hand-written baseline: a window-sized pixel buffer filled by Cairo, copied into a hidden SDL
/// window's surface and presented whole (`SDL_UpdateWindowSurface`): the least a whole-window frame costs with
/// ``SDLHost/Presentation/windowSurface``.
final class PlainSurfaceBaseline {
    let width: Int, height: Int
    private let window: OpaquePointer
    private let fill: BaselineFill

    init(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        guard
            let window = SDL_CreateWindow(
                "surface baseline", 0, 0, Int32(width), Int32(height), SDL_WINDOW_HIDDEN.rawValue),
            SDL_GetWindowSurface(window) != nil
        else { throw WriteFailure(message: "surface baseline window: \(String(cString: SDL_GetError()))") }
        self.window = window
        fill = BaselineFill(width: width, height: height)
    }

    /// One frame: fill, copy into the window surface, present it whole.
    func frame() {
        fill.paint()
        guard let target = SDL_GetWindowSurface(window), let format = target.pointee.format else { return }
        SDL_LockSurface(target)
        SDL_ConvertPixels(
            Int32(min(width, Int(target.pointee.w))), Int32(min(height, Int(target.pointee.h))),
            SDL_PIXELFORMAT_ARGB8888.rawValue, fill.buffer, Int32(width * 4), format.pointee.format,
            target.pointee.pixels, target.pointee.pitch)
        SDL_UnlockSurface(target)
        SDL_UpdateWindowSurface(window)
    }

    func close() {
        fill.close()
        SDL_DestroyWindow(window)
    }
}

/// The baselines' window-sized ARGB buffer, painted whole by Cairo each frame in a colour that alternates (so that
/// no frame repeats the last).
final class BaselineFill {
    let buffer: UnsafeMutableRawPointer
    private let surface: OpaquePointer
    private var shade = 0.0

    init(width: Int, height: Int) {
        buffer = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 16)
        surface = cairo_image_surface_create_for_data(
            buffer.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
            Int32(width * 4))
    }

    /// Paints the whole buffer in the next colour and flushes it.
    func paint() {
        shade = shade == 0 ? 0.5 : 0
        let cr = cairo_create(surface)
        cairo_set_source_rgb(cr, 1, 1, shade)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    func close() {
        cairo_surface_destroy(surface)
        buffer.deallocate()
    }
}

/// The hand-written baseline: a window-sized pixel buffer filled by Cairo, uploaded to an SDL streaming texture,
/// copied and presented, on a second offscreen SDL window (the same driver and renderer as the host's).
final class PlainFillBaseline {
    let width: Int, height: Int
    private let window: OpaquePointer, renderer: OpaquePointer, texture: OpaquePointer
    private let fill: BaselineFill

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
        fill = BaselineFill(width: width, height: height)
    }

    /// One frame: fill, upload, present.
    func frame() {
        fill.paint()
        SDL_UpdateTexture(texture, nil, fill.buffer, Int32(width * 4))
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    func close() {
        fill.close()
        SDL_DestroyTexture(texture)
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }
}
