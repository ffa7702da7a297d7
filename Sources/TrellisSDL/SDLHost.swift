import CSDL2
import Foundation
import Trellis

/// The SDL2 window host: one native window per shown ``UIWindow``, SDL's events translated into each
/// window's input entry point (`send(_:at:)`), its clock advanced every step (`advance(to:)`), and frames
/// drawn only when something changed — an idle window sleeps in `SDL_WaitEvent` and draws nothing.
///
/// ```swift
/// let host = try SDLHost()
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
/// window.rootViewController = LoginViewController()
/// window.makeKeyAndVisible()   // the host opens a native window
/// try host.run()               // until the last window closes
/// ```
/// Most apps call ``UIApplication/run(options:_:)`` instead. One host at a time per process (SDL is global).
public final class SDLHost {
    /// How the host opens windows.
    public struct Options {
        /// SDL's video driver ("x11", "wayland", "offscreen", "dummy"; nil: SDL's choice or `SDL_VIDEODRIVER`).
        public var videoDriver: String?
        /// Window coordinates per point where window coordinates are pixels (X11): 2 on a HiDPI display.
        /// nil: found by ``DisplayScale`` (`TRELLIS_SCALE`, the X server's `Xft.dpi`, `GDK_SCALE`, else 1).
        /// Wayland and macOS report HiDPI themselves. After the host starts, ``SDLHost/options`` holds the scale
        /// it found.
        public var scale: CGFloat?
        /// The native window's title when the root view controller has none (default "Trellis").
        public var title: String?
        /// The smallest size the user can drag the window to, in points.
        public var minimumSize: CGSize?
        /// Whether the user can resize the window.
        public var isResizable = true
        /// How windows show their pixels (default: SDL's window surface, presenting only the damaged area).
        public var presentation = Presentation.windowSurface
        /// SDL's render driver ("software", "opengl", "opengles2"). With ``Presentation/renderer``: the
        /// renderer's driver (nil: SDL's choice or `SDL_RENDER_DRIVER`; without a GPU SDL's choice is often
        /// OpenGL on Mesa's software rasterizer). With ``Presentation/windowSurface``: nil keeps the video
        /// driver's own framebuffer (X11 shared memory), a name makes SDL put the window surface on a texture of
        /// that driver (`SDL_HINT_FRAMEBUFFER_ACCELERATION`; `SDL_FRAMEBUFFER_ACCELERATION` in the environment
        /// wins).
        public var renderDriver: String?
        /// Whether `UIPasteboard.general` uses the system clipboard while the host runs.
        public var connectsClipboard = true
        /// Whether SIGINT and SIGTERM ask the loop to quit (an app's host: ``UIApplication/run(options:_:)``
        /// sets it). SDL's own handlers only set a flag that a loop asleep in `SDL_WaitEvent` may not see
        /// until the next event; these push a quit event, which wakes it.
        public var handlesTerminationSignals = false

        /// The defaults.
        public init(
            videoDriver: String? = nil, scale: CGFloat? = nil, title: String? = nil, minimumSize: CGSize? = nil,
            isResizable: Bool = true
        ) {
            self.videoDriver = videoDriver
            self.scale = scale
            self.title = title
            self.minimumSize = minimumSize
            self.isResizable = isResizable
        }
    }

    /// The options windows are opened with.
    public let options: Options
    /// The native windows, in the order they were opened.
    public private(set) var nativeWindows: [SDLWindow] = []
    /// Whether the app was asked to quit (SDL_QUIT): ``run()`` returns.
    public private(set) var quitRequested = false
    /// Called for every input event a window's root did not take (a game draws Trellis over its scene and
    /// handles these itself).
    public var unhandledInput: ((UIInputEvent, UIWindow) -> Void)?

    /// The host's clock: seconds, never going back (the given clock, else SDL's performance counter).
    public let clock: () -> TimeInterval
    private var windowsSubscription: UIViewEventSubscription?
    private var controllers: [OpaquePointer] = []
    private var cursors: [UIPointerCursor: OpaquePointer] = [:]
    private var shownCursor = UIPointerCursor.arrow
    private var hoveredView: [UInt32: ObjectIdentifier] = [:]
    private var buttonsDown = 0
    private var animating: Set<UInt32> = []
    private var lastTime: TimeInterval = 0
    private var isShutDown = false
    private var signalSources: [DispatchSourceSignal] = []

    /// Starts SDL (video, game controllers) and opens windows for the UIWindows already shown; later shown
    /// windows open as they are shown, hidden ones close.
    ///
    /// - Parameter clock: seconds on a clock that never goes back (tests pass their own; default: SDL's
    ///   performance counter from now).
    /// - Throws: ``SDLHostError`` when SDL cannot start (no display for the driver).
    public init(options: Options = Options(), clock: (() -> TimeInterval)? = nil) throws {
        if let driver = options.videoDriver { SDL_SetHint(SDL_HINT_VIDEODRIVER, driver) }
        if let driver = options.renderDriver { SDL_SetHint(SDL_HINT_RENDER_DRIVER, driver) }
        // SDL would otherwise put a window surface on an accelerated renderer's texture where it can (OpenGL on
        // Mesa's software rasterizer without a GPU) and present the whole texture for any rectangle.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, options.renderDriver ?? "0")
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        SDL_SetHint(SDL_HINT_IME_SHOW_UI, "1")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER | SDL_INIT_EVENTS) == 0 else {
            throw SDLHost.error("SDL_Init")
        }
        var options = options
        options.scale = DisplayScale.resolve(
            option: options.scale, environment: ProcessInfo.processInfo.environment,
            videoDriver: SDL_GetCurrentVideoDriver().map { String(cString: $0) })
        self.options = options
        if let clock {
            self.clock = clock
        } else {
            let start = SDL_GetPerformanceCounter()
            let frequency = Double(SDL_GetPerformanceFrequency())
            self.clock = { Double(SDL_GetPerformanceCounter() &- start) / frequency }
        }
        SDL_StartTextInput()
        if options.handlesTerminationSignals { signalSources = Self.quitOnTerminationSignals() }
        if options.connectsClipboard { UIPasteboard.general.host = SDLClipboard.shared }
        windowsSubscription = UIApplication.shared.windowsChanged.subscribe { [weak self] window in
            self?.windowVisibilityChanged(window)
        }
        for window in UIApplication.shared.windows { try open(window) }
    }

    deinit { shutDown() }

    /// Closes every native window and stops SDL (idempotent; the UIWindows stay as they are).
    public func shutDown() {
        guard !isShutDown else { return }
        isShutDown = true
        windowsSubscription?.cancel()
        for w in nativeWindows { w.destroy() }
        nativeWindows.removeAll()
        for c in controllers { SDL_GameControllerClose(c) }
        for (_, cursor) in cursors { SDL_FreeCursor(cursor) }
        if options.connectsClipboard { UIPasteboard.general.host = nil }
        for source in signalSources { source.cancel() }
        for sig in [SIGINT, SIGTERM] where !signalSources.isEmpty { signal(sig, SIG_DFL) }
        SDL_StopTextInput()
        SDL_Quit()
    }

    /// The native window showing `window`, if it is shown.
    public func nativeWindow(for window: UIWindow) -> SDLWindow? {
        nativeWindows.first { $0.window === window && !$0.isClosing }
    }

    // MARK: Windows

    /// A UIWindow was shown or hidden: open its native window, or close it at the end of the step (it may be
    /// hidden in the middle of its own layout pass).
    private func windowVisibilityChanged(_ window: UIWindow) {
        if window.isHidden {
            for w in nativeWindows where w.window === window { w.isClosing = true }
        } else if nativeWindow(for: window) == nil {
            do { try open(window) } catch { FileHandle.standardError.write(Data("TrellisSDL: \(error)\n".utf8)) }
        }
    }

    private func open(_ window: UIWindow) throws {
        nativeWindows.append(try SDLWindow(window: window, options: options, clock: clock))
    }

    /// Destroys the native windows whose UIWindows were hidden.
    private func closeHiddenWindows() {
        for w in nativeWindows where w.isClosing { w.destroy() }
        nativeWindows.removeAll { $0.isClosing }
    }

    // MARK: The loop

    /// Runs until the app is asked to quit or its last window closes.
    public func run() throws {
        while !quitRequested && !nativeWindows.isEmpty { try step(timeout: nil) }
    }

    /// One turn of the loop: waits for events (at most `timeout` seconds; nil: until an event, a scheduled
    /// action or an animation frame is due — an idle window waits forever), hands them to the windows,
    /// advances every window's clock, and draws the windows that changed.
    public func step(timeout: TimeInterval?) throws {
        var event = SDL_Event()
        let wait = waitMilliseconds(timeout: timeout)
        var got =
            wait == 0 ? SDL_PollEvent(&event) : wait < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, wait)
        while got != 0 {
            handle(event)
            got = SDL_PollEvent(&event)
        }
        advanceClocks()
        for w in nativeWindows where !w.isClosing {
            try w.renderIfNeeded()
            if w.window.isKeyWindow { w.updateTextInputRect() }
        }
        closeHiddenWindows()
    }

    /// The current time on the host's clock, never before the last one used.
    private func now() -> TimeInterval {
        lastTime = max(lastTime, clock())
        return lastTime
    }

    /// How long to wait for the first event: 0 when a frame is due, until the next scheduled action or
    /// animation frame (at the rate of the animating window's display, `UIScreen.maximumFramesPerSecond`), else
    /// `timeout` (−1: forever).
    func waitMilliseconds(timeout: TimeInterval?) -> Int32 {
        if nativeWindows.contains(where: { $0.window.needsFrame || $0.isClosing }) { return 0 }
        let t = now()
        var until = timeout.map { t + $0 }
        for w in nativeWindows {
            if animating.contains(w.id) {
                until = min(until ?? .infinity, t + 1 / Double(w.window.screen.maximumFramesPerSecond))
            }
            if let due = w.window.nextScheduledTime { until = min(until ?? .infinity, due) }
        }
        guard let until else { return -1 }
        return Int32(max(0, min(Double(Int32.max), ((until - t) * 1000).rounded(.up))))
    }

    /// Moves every window's clock to now: due actions run (they may change anything: a frame), and a window
    /// that asked for a frame while its clock moved is animating (it gets the next frame without an event).
    private func advanceClocks() {
        let t = now()
        for w in nativeWindows where !w.isClosing {
            let root = w.window
            let due = (root.nextScheduledTime ?? .infinity) <= t
            let before = root.needsFrame
            do { try root.advance(to: t) } catch { report(error) }
            // What due actions change, the views mark (setNeedsDisplay, layout); running animations are found
            // by the root's damage walk.
            if due || root.hasRunningAnimations { root.setNeedsFrame(in: .zero) }
            if root.needsFrame && !before && !due {
                animating.insert(w.id)
            } else if !root.needsFrame {
                // The last animation frame was drawn at a time before the end: the end state is drawn whole.
                if animating.remove(w.id) != nil { root.setNeedsFrame() }
            }
        }
    }

    // MARK: Events

    /// Hands one SDL event to the window it concerns.
    func handle(_ event: SDL_Event) {
        let actions = SDLEventTranslation.actions(for: event) { [weak self] id in
            self?.nativeWindows.first { $0.id == id }?.geometry
        }
        for action in actions { perform(action) }
    }

    private func perform(_ action: SDLHostAction) {
        switch action {
        case .input(let input, let id):
            guard let w = id == 0 ? keyNativeWindow : nativeWindows.first(where: { $0.id == id }), !w.isClosing else {
                return
            }
            deliver(input, to: w)
        case .resized(let id, _, _):
            nativeWindows.first { $0.id == id }?.syncSize()
        case .close(let id):
            // The UIWindow is hidden (its controllers disappear); the native window closes at the end of the step.
            nativeWindows.first { $0.id == id }?.window.isHidden = true
        case .focusGained(let id):
            nativeWindows.first { $0.id == id }?.window.makeKey()
        case .exposed(let id):
            guard let w = nativeWindows.first(where: { $0.id == id }) else { return }
            w.syncScreen()  // shown, or moved to another display
            w.window.setNeedsFrame()
        case .controllerAdded(let device):
            if let controller = SDL_GameControllerOpen(device) { controllers.append(controller) }
        case .quit:
            quitRequested = true
        }
    }

    /// The native window of the key UIWindow.
    private var keyNativeWindow: SDLWindow? {
        nativeWindows.first { $0.window.isKeyWindow } ?? nativeWindows.first
    }

    /// Sends `input` to the window's root at the current time. A frame follows, unless it was a pointer move
    /// with no button held that left the pointer over the same view: hover only changes when the view under
    /// the pointer does (a view that draws the pointer's position itself calls `setNeedsDisplay`).
    private func deliver(_ input: UIInputEvent, to w: SDLWindow) {
        let root = w.window
        var taken = false
        do { taken = try root.send(input, at: now()) } catch { report(error) }
        if !taken { unhandledInput?(input, root) }
        switch input {
        case .pointerMoved(let point, _):
            let hit = root.hitTest(point, with: nil)
            let id = hit.map(ObjectIdentifier.init)
            if buttonsDown > 0 || id != hoveredView[w.id] { root.setNeedsFrame(in: .zero) }
            hoveredView[w.id] = id
            setCursor(hit?.effectivePointerCursor ?? .arrow)
            return
        case .pointerButtonDown: buttonsDown += 1
        case .pointerButtonUp: buttonsDown = max(0, buttonsDown - 1)
        case .pointerLeft: hoveredView[w.id] = nil
        default: break
        }
        root.setNeedsFrame(in: .zero)  // the views mark what the event changed (setNeedsDisplay, layout)
    }

    /// Input errors SDL can cause legitimately (a button released that went down outside the window) are
    /// dropped; others go to standard error.
    private func report(_ error: UIInputError) {
        switch error {
        case .buttonNotDown, .unknownTouch, .buttonAlreadyDown, .touchAlreadyDown: return
        default: FileHandle.standardError.write(Data("TrellisSDL: \(error)\n".utf8))
        }
    }

    // MARK: Cursor and clipboard

    /// The cursor shown over the windows.
    public var cursor: UIPointerCursor { shownCursor }

    private func setCursor(_ cursor: UIPointerCursor) {
        guard cursor != shownCursor else { return }
        shownCursor = cursor
        let system: SDL_SystemCursor
        switch cursor {
        case .arrow: system = SDL_SYSTEM_CURSOR_ARROW
        case .iBeam: system = SDL_SYSTEM_CURSOR_IBEAM
        case .pointingHand: system = SDL_SYSTEM_CURSOR_HAND
        case .crosshair: system = SDL_SYSTEM_CURSOR_CROSSHAIR
        case .resizeLeftRight: system = SDL_SYSTEM_CURSOR_SIZEWE
        case .resizeUpDown: system = SDL_SYSTEM_CURSOR_SIZENS
        case .notAllowed: system = SDL_SYSTEM_CURSOR_NO
        }
        if cursors[cursor] == nil { cursors[cursor] = SDL_CreateSystemCursor(system) }
        if let c = cursors[cursor] { SDL_SetCursor(c) }
    }

    /// SIGINT and SIGTERM push SDL_QUIT (from a dispatch queue: `SDL_PushEvent` is thread-safe and wakes a
    /// loop waiting in `SDL_WaitEvent`).
    private static func quitOnTerminationSignals() -> [DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { sig in
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler {
                var event = SDL_Event()
                event.type = SDL_QUIT.rawValue
                SDL_PushEvent(&event)
            }
            source.resume()
            return source
        }
    }

    /// An error with SDL's message.
    static func error(_ operation: String) -> SDLHostError {
        SDLHostError(operation: operation, message: String(cString: SDL_GetError()))
    }
}

/// SDL's clipboard as the host behind `UIPasteboard.general`.
final class SDLClipboard: UIPasteboardHost, Sendable {
    static let shared = SDLClipboard()

    func readString() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(text) }
        return String(cString: text)
    }

    func writeString(_ string: String?) { SDL_SetClipboardText(string ?? "") }
}
