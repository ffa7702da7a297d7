import Foundation
import Trellis

/// Renders a view and its visible subtree to PNG, PDF or SVG through Cairo, at any scale.
///
/// ```swift
/// let renderer = ViewRenderer(view: root)
/// try renderer.write(to: URL(fileURLWithPath: "screen@2x.png"), scale: 2)
/// let pdf = try renderer.pdfData()
/// ```
/// Each call lays out the view's hierarchy first (``UIView/layoutIfNeeded()``), then draws it with its
/// top-left corner at the origin; the output is the view's bounds size times the scale. With `overlay`, the
/// debug overlay (frames, constraints, conflicts, ambiguity, legend) is drawn over it.
public struct ViewRenderer {
    /// The view drawn, with its subtree.
    public let view: UIView
    /// The debug overlay's layers drawn over the view (nil: none).
    public var overlay: DebugOverlay.Options?

    /// Makes a renderer for `view`, with the debug overlay when `overlay` is given.
    public init(view: UIView, overlay: DebugOverlay.Options? = nil) {
        self.view = view
        self.overlay = overlay
    }

    /// Draws the view and the overlay.
    private func draw(in context: CGContext) {
        view.layer.render(in: context)
        if let overlay { DebugOverlay(options: overlay).draw(over: view, in: context) }
    }

    /// The view as PNG data.
    public func pngData(scale: CGFloat = 1) throws -> Data { try data(.png, scale: scale) }

    /// The view as a one-page PDF.
    public func pdfData(scale: CGFloat = 1) throws -> Data { try data(.pdf, scale: scale) }

    /// The view as an SVG document written by Cairo (see also Trellis's pure-Swift ``SVGRenderer``).
    public func svgData(scale: CGFloat = 1) throws -> Data { try data(.svg, scale: scale) }

    /// The view's pixels.
    public func bitmap(scale: CGFloat = 1) throws -> RGBABitmap {
        view.layoutIfNeeded()
        return try CairoSurface.bitmap(size: view.bounds.size, scale: scale) { draw(in: $0) }
    }

    /// The view in `format`.
    public func data(_ format: RenderFormat, scale: CGFloat = 1) throws -> Data {
        view.layoutIfNeeded()
        return try CairoSurface.render(format, size: view.bounds.size, scale: scale) { draw(in: $0) }
    }

    /// Writes the view to a file in the format its extension names (png, pdf, svg).
    public func write(to url: URL, scale: CGFloat = 1) throws {
        guard let format = RenderFormat(pathExtension: url.pathExtension) else {
            throw CairoError.unknownFormat(url.pathExtension)
        }
        try data(format, scale: scale).write(to: url)
    }
}
