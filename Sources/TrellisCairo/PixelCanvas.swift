import CCairo
import Foundation
import Trellis

/// Pixels that persist between frames, for a window host that redraws only what changed: a buffer of 32-bit
/// premultiplied ARGB words in native byte order (Cairo's ARGB32, SDL's ARGB8888) with one Cairo surface over
/// it, both kept across frames and across resizes that fit (the buffer grows with headroom and never shrinks,
/// so a window dragged one point per frame allocates nothing).
///
/// ```swift
/// let canvas = PixelCanvas()
/// canvas.resize(width: 750, height: 1334)
/// let drawn = try canvas.draw(window, scale: 2, background: .white, damage: window.takeDamagedRect())
/// // upload `drawn` from canvas.pixels (canvas.bytesPerRow apart)
/// ```
public final class PixelCanvas {
    /// The picture's width in pixels.
    public private(set) var width = 0
    /// The picture's height in pixels.
    public private(set) var height = 0
    /// The distance between rows in bytes (at least `width` × 4; it stays when the canvas shrinks).
    public private(set) var bytesPerRow = 0
    /// The first pixel (top-left).
    public var pixels: UnsafeMutableRawPointer { buffer }
    /// How many times the buffer was allocated (a resize that fits reuses it).
    public private(set) var allocations = 0

    private var buffer: UnsafeMutableRawPointer
    private var capacity = (width: 0, height: 0)
    private var surface: OpaquePointer?

    /// An empty canvas (0 × 0).
    public init() {
        buffer = UnsafeMutableRawPointer.allocate(byteCount: 4, alignment: 16)
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
        buffer.deallocate()
    }

    /// Makes the picture `width` × `height` pixels. Returns whether the size changed: the pixels are then
    /// undefined and the next ``draw(_:scale:background:overlay:damage:)`` must draw everything.
    @discardableResult
    public func resize(width: Int, height: Int) -> Bool {
        let (width, height) = (max(1, width), max(1, height))
        guard width != self.width || height != self.height else { return false }
        if width > capacity.width || height > capacity.height {
            // Headroom of a quarter, in 64-pixel steps: a growing drag reallocates every few dozen frames.
            let w = max(width, capacity.width + capacity.width / 4),
                h = max(height, capacity.height + capacity.height / 4)
            capacity = ((w + 63) / 64 * 64, (h + 63) / 64 * 64)
            buffer.deallocate()
            buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity.width * capacity.height * 4, alignment: 16)
            allocations += 1
        }
        self.width = width
        self.height = height
        bytesPerRow = capacity.width * 4
        if let surface { cairo_surface_destroy(surface) }
        surface = cairo_image_surface_create_for_data(
            buffer.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
            Int32(bytesPerRow))
        return true
    }

    /// A rectangle of pixels.
    public struct PixelRect: Equatable, Sendable {
        /// The left column.
        public var x: Int
        /// The top row.
        public var y: Int
        /// The width in pixels.
        public var width: Int
        /// The height in pixels.
        public var height: Int

        /// The rectangle from (`x`, `y`), `width` × `height` pixels.
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The pixels covering `rect` (points at `scale`), outward to whole pixels, within the canvas.
    public func pixelRect(covering rect: CGRect, scale: CGFloat) -> PixelRect {
        let x0 = max(0, Int((rect.minX * scale).rounded(.down))), y0 = max(0, Int((rect.minY * scale).rounded(.down)))
        let x1 = min(width, Int((rect.maxX * scale).rounded(.up))),
            y1 = min(height, Int((rect.maxY * scale).rounded(.up)))
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Draws `view` (laid out first) over `background` (opaque) with its top-left corner at the canvas's, at
    /// `scale` pixels per point, into `damage` only (points; nil: everything) — clipped to it, and skipping the
    /// views outside it — leaving the other pixels as the last frames drew them. With `overlay`, the debug
    /// overlay is drawn over the views (its legend band is not). Returns the pixels drawn.
    ///
    /// - Throws: ``CairoError`` when Cairo fails (the canvas was never sized, or drawing failed).
    @discardableResult
    public func draw(
        _ view: UIView, scale: CGFloat, background: CGColor, overlay: DebugOverlay.Options? = nil, damage: CGRect?
    ) throws -> PixelRect {
        view.layoutIfNeeded()
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw CairoError.cairo("the canvas has no surface (resize it first)")
        }
        let area =
            damage.map { pixelRect(covering: $0, scale: scale) } ?? PixelRect(x: 0, y: 0, width: width, height: height)
        guard area.width > 0, area.height > 0 else { return area }
        let cairo = CairoContext(surface: surface)
        let cr = cairo.cr
        cairo_rectangle(cr, Double(area.x), Double(area.y), Double(area.width), Double(area.height))
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, Double(background.red), Double(background.green), Double(background.blue), 1)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, Double(scale), Double(scale))
        let context = CGContext(cairo)
        if damage != nil {
            // The same clip, known to the context too: views outside it are skipped.
            context.clip(
                to: CGRect(
                    x: CGFloat(area.x) / scale, y: CGFloat(area.y) / scale, width: CGFloat(area.width) / scale,
                    height: CGFloat(area.height) / scale))
        }
        UIGraphicsPushContext(context)
        view.layer.render(in: context)
        if var options = overlay {
            options.scale = scale
            DebugOverlay(options: options).draw(over: view, in: context)
        }
        UIGraphicsPopContext()
        cairo_surface_flush(surface)
        if let failure = cairo.failure { throw CairoError.cairo(failure) }
        return area
    }
}
