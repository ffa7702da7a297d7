import CCairo
import Foundation
import Trellis

// Encoded output of a UIGraphicsImageRenderer, rasterised by Cairo: PNG and JPEG as UIKit has them, and
// Trellis's PDF, SVG and pixel outputs.
extension UIGraphicsImageRenderer {
    /// The drawing as PNG data, `size × scale` pixels (rounded up) (UIKit's `pngData(actions:)`). Empty data
    /// if Cairo fails (it runs out of memory).
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        (try? CairoSurface.render(.png, size: bounds.size, scale: format.scale) { run(on: $0.backend, actions) })
            ?? Data()
    }

    /// The drawing as JPEG data at a quality of 0 to 1 (UIKit's `jpegData(withCompressionQuality:actions:)`),
    /// encoded by libjpeg-turbo over white where the drawing is transparent (JPEG has no alpha). Empty data if
    /// encoding fails.
    public func jpegData(withCompressionQuality quality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void)
        -> Data
    {
        guard let pixels = try? bitmap(actions: actions) else { return Data() }
        return JPEGEncoder.encode(pixels, quality: quality) ?? Data()
    }

    /// The drawing as a one-page PDF of `size × scale` points.
    public func pdfData(actions: (UIGraphicsImageRendererContext) -> Void) throws -> Data {
        try CairoSurface.render(.pdf, size: bounds.size, scale: format.scale) { run(on: $0.backend, actions) }
    }

    /// The drawing as an SVG document written by Cairo (text as glyph outlines).
    public func svgData(actions: (UIGraphicsImageRendererContext) -> Void) throws -> Data {
        try CairoSurface.render(.svg, size: bounds.size, scale: format.scale) { run(on: $0.backend, actions) }
    }

    /// The drawing's pixels, `size × scale` (rounded up), straight alpha.
    public func bitmap(actions: (UIGraphicsImageRendererContext) -> Void) throws -> RGBABitmap {
        try CairoSurface.bitmap(size: bounds.size, scale: format.scale) { run(on: $0.backend, actions) }
    }
}
