import Foundation
import Trellis

/// Renders drawing code to images and documents through Cairo (UIKit's `UIGraphicsImageRenderer`).
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), scale: 2)
/// let png = try renderer.pngData { context in
///     context.setFillColor(UIColor.red.cgColor)
///     context.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
/// }   // 80 × 80 pixels
/// ```
/// During the actions the context is also ``UIGraphicsGetCurrentContext()``. The area starts transparent.
public struct UIGraphicsImageRenderer: Sendable {
    /// The drawing area, in points.
    public var size: CGSize
    /// Pixels per point (1, 2, 3…); vector formats scale their page by it.
    public var scale: CGFloat

    /// Makes a renderer for an area of `size` points at `scale` pixels per point.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
    }

    /// The drawing as PNG data, `size × scale` pixels (rounded up).
    public func pngData(actions: (CGContext) -> Void) throws -> Data {
        try CairoSurface.render(.png, size: size, scale: scale, actions)
    }

    /// The drawing as a one-page PDF of `size × scale` points.
    public func pdfData(actions: (CGContext) -> Void) throws -> Data {
        try CairoSurface.render(.pdf, size: size, scale: scale, actions)
    }

    /// The drawing as an SVG document written by Cairo (text as glyph outlines).
    public func svgData(actions: (CGContext) -> Void) throws -> Data {
        try CairoSurface.render(.svg, size: size, scale: scale, actions)
    }

    /// The drawing's pixels, `size × scale` (rounded up), straight alpha.
    public func bitmap(actions: (CGContext) -> Void) throws -> RGBABitmap {
        try CairoSurface.bitmap(size: size, scale: scale, actions)
    }
}
