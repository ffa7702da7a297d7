import CCairo
import Foundation
import Trellis

/// One drawing pass on a Cairo surface of a given format: makes the surface, runs the drawing with a
/// ``CGContext`` (current during the drawing), and finishes it into bytes or pixels.
enum CairoSurface {
    /// Collects what a stream surface writes.
    private final class Sink {
        var data = Data()
    }

    private static let write: cairo_write_func_t = { closure, bytes, length in
        let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
        if let bytes { sink.data.append(bytes, count: Int(length)) }
        return CAIRO_STATUS_SUCCESS
    }

    /// Draws an area of `size` points at `scale` and returns the file's bytes.
    static func render(_ format: RenderFormat, size: CGSize, scale: CGFloat, _ actions: (CGContext) -> Void) throws
        -> Data
    {
        let sink = Sink()
        return try withExtendedLifetime(sink) {
            let closure = Unmanaged.passUnretained(sink).toOpaque()
            let (w, h) = (Double(size.width * scale), Double(size.height * scale))
            let surface: OpaquePointer?
            switch format {
            case .png: surface = imageSurface(size: size, scale: scale)
            case .pdf: surface = cairo_pdf_surface_create_for_stream(write, closure, w, h)
            case .svg: surface = cairo_svg_surface_create_for_stream(write, closure, w, h)
            }
            guard let surface else { throw CairoError.cairo("no surface") }
            defer { cairo_surface_destroy(surface) }
            try draw(on: surface, scale: scale, actions)
            if format == .png {
                try check(cairo_surface_write_to_png_stream(surface, write, closure))
            }
            cairo_surface_finish(surface)
            try check(cairo_surface_status(surface))
            return sink.data
        }
    }

    /// Draws an area of `size` points at `scale` into pixels.
    static func bitmap(size: CGSize, scale: CGFloat, _ actions: (CGContext) -> Void) throws -> RGBABitmap {
        let surface = imageSurface(size: size, scale: scale)
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        try draw(on: surface, scale: scale, actions)
        return CairoImage.bitmap(of: surface)
    }

    /// A transparent ARGB32 surface of the size in pixels (rounded up).
    private static func imageSurface(size: CGSize, scale: CGFloat) -> OpaquePointer {
        let width = Int32(max(1, (size.width * scale).rounded(.up)))
        let height = Int32(max(1, (size.height * scale).rounded(.up)))
        return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    }

    private static func draw(on surface: OpaquePointer, scale: CGFloat, _ actions: (CGContext) -> Void) throws {
        let cairo = CairoContext(surface: surface)
        cairo_scale(cairo.cr, Double(scale), Double(scale))
        let context = CGContext(cairo)
        UIGraphicsPushContext(context)
        actions(context)
        UIGraphicsPopContext()
        if let failure = cairo.failure { throw CairoError.cairo(failure) }
    }

    private static func check(_ status: cairo_status_t) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CairoError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }
}
