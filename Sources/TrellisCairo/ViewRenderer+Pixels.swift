import CCairo
import Foundation
import Trellis

extension ViewRenderer {
    /// Draws the view (and the overlay, without its legend band) into pixels the caller owns — a window's
    /// streaming texture — at `scale` pixels per point: 32-bit premultiplied ARGB words in native byte order
    /// (Cairo's ARGB32, SDL's ARGB8888), `bytesPerRow` apart. The buffer is first filled with `background`
    /// (opaque), then the view is drawn over it with its top-left corner at the buffer's origin. Lays the
    /// view out first.
    ///
    /// - Throws: ``CairoError`` when Cairo cannot use the buffer (a stride it does not accept) or fails.
    public func draw(
        intoPixels pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, scale: CGFloat,
        background: CGColor
    ) throws {
        view.layoutIfNeeded()
        let surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
            Int32(bytesPerRow))
        guard let surface else { throw CairoError.cairo("no surface for the pixel buffer") }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CairoError.cairo(String(cString: cairo_status_to_string(status)))
        }
        let cairo = CairoContext(surface: surface)
        cairo_set_operator(cairo.cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cairo.cr, Double(background.red), Double(background.green), Double(background.blue), 1)
        cairo_paint(cairo.cr)
        cairo_set_operator(cairo.cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cairo.cr, Double(scale), Double(scale))
        let context = CGContext(cairo)
        UIGraphicsPushContext(context)
        view.layer.render(in: context)
        if var options = overlay {
            options.scale = scale
            DebugOverlay(options: options).draw(over: view, in: context)
        }
        UIGraphicsPopContext()
        cairo_surface_flush(surface)
        if let failure = cairo.failure { throw CairoError.cairo(failure) }
    }
}
