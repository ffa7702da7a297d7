import CSDL2
import Foundation
import Trellis
import TrellisCairo

/// One native SDL window showing a ``UIWindow``: it keeps the window's size in points in step with the
/// native window, draws the window's views with the Cairo backend into a streaming texture when something
/// changed, and presents it.
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

    /// SDL's id of the native window (events carry it).
    public let id: UInt32
    private let handle: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    /// The window's pixels, kept between frames: only damaged rectangles are drawn into it and uploaded.
    private let canvas = PixelCanvas()
    /// Whether the texture holds the canvas's pixels (false after it was made again).
    private var textureIsCurrent = false
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
        guard
            let renderer = SDL_CreateRenderer(handle, -1, 0)
                ?? SDL_CreateRenderer(handle, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            SDL_DestroyWindow(handle)
            throw SDLHost.error("SDL_CreateRenderer")
        }
        self.renderer = renderer
        id = SDL_GetWindowID(handle)
        if let minimum = options.minimumSize {
            SDL_SetWindowMinimumSize(
                handle, Int32((minimum.width * windowScale).rounded()), Int32((minimum.height * windowScale).rounded()))
        }
        window.screen = UIScreen(bounds: UIScreen.main.bounds, scale: windowScale)
        syncSize()
        window.setNeedsFrame()
    }

    deinit { destroy() }

    /// Destroys the native window (idempotent).
    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
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

    /// The window's size in points and its scale, for event translation.
    var geometry: (scale: CGFloat, size: CGSize) { (windowScale, window.bounds.size) }

    /// Makes the UIWindow's size (points) follow the native window's, and the render scale its pixel density.
    func syncSize() {
        let (w, h) = nativeSize
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        let density = w > 0 ? CGFloat(pw) / CGFloat(w) : 1
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
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        let resized = canvas.resize(width: Int(pw), height: Int(ph))
        try makeTexture()
        var damage = window.takeDamagedRect()
        window.frameWasDrawn()
        if resized || !textureIsCurrent || redrawsEverything || showsDebugOverlay {
            damage = CGRect(origin: .zero, size: window.bounds.size)
        }
        guard let damage else { return false }
        let background = (window.backgroundColor ?? .systemBackground).resolvedColor(with: window.traitCollection)
            .cgColor
        let area = try canvas.draw(
            window, scale: renderScale, background: background, overlay: showsDebugOverlay ? debugOverlayOptions : nil,
            damage: damage)
        upload(area)
        present()
        lastDrawnRect = area
        framesRendered += 1
        updateTitle()
        lastFrameDuration = clock() - start
        return true
    }

    /// Makes the streaming texture when there is none or the canvas outgrew it; it is kept at least as large
    /// as the canvas (a shrinking window keeps it, so a drag does not make one per frame).
    private func makeTexture() throws {
        let (width, height) = (canvas.width, canvas.height)
        guard texture == nil || width > textureSize.width || height > textureSize.height else { return }
        if let texture { SDL_DestroyTexture(texture) }
        let w = max(width, textureSize.width + textureSize.width / 4), h = max(height, textureSize.height + textureSize.height / 4)
        texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(w), Int32(h))
        guard texture != nil else { throw SDLHost.error("SDL_CreateTexture") }
        textureSize = (w, h)
        textureIsCurrent = false
    }

    /// Copies `area` of the canvas into the texture.
    private func upload(_ area: PixelCanvas.PixelRect) {
        guard area.width > 0, area.height > 0 else { return }
        var rect = SDL_Rect(x: Int32(area.x), y: Int32(area.y), w: Int32(area.width), h: Int32(area.height))
        let first = canvas.pixels + area.y * canvas.bytesPerRow + area.x * 4
        SDL_UpdateTexture(texture, &rect, first, Int32(canvas.bytesPerRow))
        textureIsCurrent = true
    }

    /// Shows the canvas's part of the texture in the window.
    private func present() {
        var source = SDL_Rect(x: 0, y: 0, w: Int32(canvas.width), h: Int32(canvas.height))
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, &source, nil)
        SDL_RenderPresent(renderer)
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

    /// The last frame as PNG data (``readPixels()`` encoded).
    public func screenshotPNG() throws -> Data { PNGEncoder.encode(try readPixels()) }

    /// The pixels last drawn, as the renderer shows them (read back from SDL's renderer: the texture upload
    /// and the copy are part of what is checked).
    public func readPixels() throws -> RGBABitmap {
        let (width, height) = (canvas.width, canvas.height)
        guard let texture, width > 0 else { return RGBABitmap(width: 0, height: 0) }
        var source = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, &source, nil)
        var argb = [UInt32](repeating: 0, count: width * height)
        let status = argb.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(width * 4))
        }
        guard status == 0 else { throw SDLHost.error("SDL_RenderReadPixels") }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for (i, word) in argb.enumerated() {
            rgba[i * 4] = UInt8(word >> 16 & 0xFF)
            rgba[i * 4 + 1] = UInt8(word >> 8 & 0xFF)
            rgba[i * 4 + 2] = UInt8(word & 0xFF)
            rgba[i * 4 + 3] = 255
        }
        return RGBABitmap(width: width, height: height, pixels: rgba)
    }
}
