import CSDL2
import Foundation
import Trellis
import TrellisCairo

/// One native SDL window showing a ``UIWindow``: it keeps the window's size in points in step with the
/// native window, draws what changed of the window's views with the Cairo backend into a kept pixel buffer,
/// and presents that rectangle (``SDLHost/Presentation``).
///
/// The host makes one for every shown `UIWindow` (``SDLHost``); read it back with ``SDLHost/nativeWindow(for:)``.
public final class SDLWindow {
    /// The Trellis window shown.
    public let window: UIWindow
    /// Window coordinates per point: the host's scale on systems whose window coordinates are pixels (X11),
    /// 1 where SDL's coordinates are already points (Wayland and macOS with HiDPI).
    public let windowScale: CGFloat
    /// Pixels per point: what the views are drawn at (2 on a HiDPI display: crisp text).
    public private(set) var renderScale: CGFloat = 1
    /// The frames drawn and presented so far.
    public private(set) var framesRendered = 0
    /// The time the last frame took to lay out, draw and present (seconds, from the host's clock).
    public private(set) var lastFrameDuration: TimeInterval = 0
    /// The pixels the last frame drew and uploaded (the damaged rectangle, or the whole window).
    public private(set) var lastDrawnRect = PixelCanvas.PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// Draws the whole window in every frame instead of only what changed (the damaged rectangle, see
    /// `UIRootView.takeDamagedRect()`): for comparison, and for custom views that change how they draw
    /// without calling `setNeedsDisplay()`.
    public var redrawsEverything = false
    /// How many times the window's pixel buffer was allocated (it grows with headroom and is kept).
    public var canvasAllocations: Int { canvas.allocations }
    /// Draws the debug overlay (frames, constraints, conflicts) over the views.
    public var showsDebugOverlay = false {
        didSet { if oldValue != showsDebugOverlay { window.setNeedsFrame() } }
    }
    /// The debug overlay's options when it is shown (its scale follows ``renderScale``).
    public var debugOverlayOptions: DebugOverlay.Options = {
        var options = DebugOverlay.Options()
        options.showsLegend = false  // the legend is a band below the picture: not in a window
        return options
    }()
    {
        didSet { if showsDebugOverlay && oldValue != debugOverlayOptions { window.setNeedsFrame() } }
    }

    /// How the window shows its pixels.
    public let presentation: SDLHost.Presentation
    /// SDL's id of the native window (events carry it).
    public let id: UInt32
    let handle: OpaquePointer
    /// The renderer (``SDLHost/Presentation/renderer`` only).
    let renderer: OpaquePointer?
    var texture: OpaquePointer?
    var textureSize = (width: 0, height: 0)
    /// The window's pixels, kept between frames: only damaged rectangles are drawn into it and presented.
    let canvas = PixelCanvas()
    /// Whether the texture or window surface holds the canvas's pixels (false after it was made again).
    var targetIsCurrent = false
    private var shownTitle: String?
    private let defaultTitle: String
    private let clock: () -> TimeInterval
    /// Set when the UIWindow was hidden: the native window is destroyed at the end of the host's step.
    var isClosing = false

    /// Opens a native window for `window` (its frame's size in points) with `options`.
    init(window: UIWindow, options: SDLHost.Options, clock: @escaping () -> TimeInterval) throws {
        self.window = window
        self.windowScale = options.scale ?? 1
        self.clock = clock
        defaultTitle = options.title ?? "Trellis"
        let size = window.bounds.size
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        if options.isResizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let undefinedPosition = Int32(0x1FFF_0000)  // SDL_WINDOWPOS_UNDEFINED (a macro Swift does not import)
        guard
            let handle = SDL_CreateWindow(
                window.windowTitle ?? defaultTitle, undefinedPosition, undefinedPosition,
                Int32((max(1, size.width) * windowScale).rounded()),
                Int32((max(1, size.height) * windowScale).rounded()),
                flags)
        else { throw SDLHost.error("SDL_CreateWindow") }
        self.handle = handle
        presentation = options.presentation
        if presentation == .renderer {
            guard
                let renderer = SDL_CreateRenderer(handle, -1, 0)
                    ?? SDL_CreateRenderer(handle, -1, SDL_RENDERER_SOFTWARE.rawValue)
            else {
                SDL_DestroyWindow(handle)
                throw SDLHost.error("SDL_CreateRenderer")
            }
            self.renderer = renderer
        } else {
            renderer = nil
        }
        id = SDL_GetWindowID(handle)
        if let minimum = options.minimumSize {
            SDL_SetWindowMinimumSize(
                handle, Int32((minimum.width * windowScale).rounded()), Int32((minimum.height * windowScale).rounded()))
        }
        syncScreen()
        syncSize()
        window.setNeedsFrame()
    }

    deinit { destroy() }

    /// Destroys the native window (idempotent).
    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        SDL_DestroyWindow(handle)
    }
    private var isDestroyed = false

    // MARK: Size

    /// The native window's size in window coordinates.
    var nativeSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(handle, &w, &h)
        return (Int(w), Int(h))
    }

    /// Makes the UIWindow's screen describe the display the native window is on: its bounds in points, the
    /// window's scale, and its refresh rate as `maximumFramesPerSecond` (60 where SDL cannot tell). A new
    /// `UIScreen` only when one of them changed.
    func syncScreen() {
        let index = SDL_GetWindowDisplayIndex(handle)
        var mode = SDL_DisplayMode()
        var rect = SDL_Rect()
        let rate = index >= 0 && SDL_GetCurrentDisplayMode(index, &mode) == 0 ? Int(mode.refresh_rate) : 0
        let bounds =
            index >= 0 && SDL_GetDisplayBounds(index, &rect) == 0
            ? CGRect(
                x: CGFloat(rect.x) / windowScale, y: CGFloat(rect.y) / windowScale,
                width: CGFloat(rect.w) / windowScale,
                height: CGFloat(rect.h) / windowScale)
            : UIScreen.main.bounds
        let screen = UIScreen(bounds: bounds, scale: windowScale, maximumFramesPerSecond: rate)
        let shown = window.screen
        if shown.bounds != screen.bounds || shown.scale != screen.scale
            || shown.maximumFramesPerSecond != screen.maximumFramesPerSecond
        {
            window.screen = screen
        }
    }

    /// The window's size in points and its scale, for event translation.
    var geometry: (scale: CGFloat, size: CGSize) { (windowScale, window.bounds.size) }

    /// Makes the UIWindow's size (points) follow the native window's, and the render scale its pixel density.
    func syncSize() {
        let (w, h) = nativeSize
        let density = w > 0 ? CGFloat(pixelSize.width) / CGFloat(w) : 1
        renderScale = windowScale * max(1, density)
        let size = CGSize(width: CGFloat(w) / windowScale, height: CGFloat(h) / windowScale)
        if window.frame.size != size { window.frame = CGRect(origin: .zero, size: size) }
        window.setNeedsFrame()
    }

    /// Resizes the native window to `size` points (as a user dragging its edge would).
    public func resize(to size: CGSize) {
        SDL_SetWindowSize(
            handle, Int32((size.width * windowScale).rounded()), Int32((size.height * windowScale).rounded()))
    }

    // MARK: Drawing

    /// Lays the window out and, when it needs a frame, draws what changed into the canvas, uploads it to the
    /// texture and presents. Returns whether a frame was presented (a frame was asked for, but nothing visible
    /// changed: none is).
    @discardableResult
    func renderIfNeeded() throws -> Bool {
        window.layoutIfNeeded()  // a controller may hide the window here: it then draws nothing
        guard window.needsFrame, !isClosing, !window.isHidden else { return false }
        let start = clock()
        let resized = canvas.resize(width: pixelSize.width, height: pixelSize.height)
        if presentation == .renderer { try makeTexture() }
        var damage = window.takeDamagedRect()
        window.frameWasDrawn()
        if resized || !targetIsCurrent || redrawsEverything || showsDebugOverlay {
            damage = CGRect(origin: .zero, size: window.bounds.size)
        }
        guard let damage else { return false }
        let background = (window.backgroundColor ?? .systemBackground).resolvedColor(with: window.traitCollection)
            .cgColor
        let area = try canvas.draw(
            window, scale: renderScale, background: background, overlay: showsDebugOverlay ? debugOverlayOptions : nil,
            damage: damage)
        try present(area)
        lastDrawnRect = area
        framesRendered += 1
        updateTitle()
        lastFrameDuration = clock() - start
        return true
    }

    /// Shows the root controller's title (when it changed).
    private func updateTitle() {
        let title = window.windowTitle ?? defaultTitle
        guard title != shownTitle else { return }
        shownTitle = title
        SDL_SetWindowTitle(handle, title)
    }

    /// The title the native window shows.
    public var title: String { String(cString: SDL_GetWindowTitle(handle)) }

    /// Where the input method shows its candidates: below the first responder (window coordinates).
    func updateTextInputRect() {
        guard let view = window.firstResponder as? UIView else { return }
        let f = view.convert(view.bounds, to: window)
        var rect = SDL_Rect(
            x: Int32(f.minX * windowScale), y: Int32(f.minY * windowScale), w: Int32(f.width * windowScale),
            h: Int32(f.height * windowScale))
        SDL_SetTextInputRect(&rect)
    }
}
