import Foundation
import Trellis

/// Renders a view and its visible subtree to PNG, PDF or SVG through Cairo, at any scale.
///
/// ```swift
/// let renderer = ViewRenderer(view: root)
/// try renderer.write(to: URL(fileURLWithPath: "screen@2x.png"), scale: 2)
/// let pdf = try renderer.pdfData()
/// ```
/// Each call lays out the view's hierarchy first (`UIView.layoutIfNeeded()`), then draws it with its
/// top-left corner at the origin; the output is the view's bounds size times the scale. With `overlay`, the
/// debug overlay (frames, constraints, conflicts, ambiguity) is drawn over it, sharper at higher scales, and
/// its legend in a band below (the picture grows by `DebugOverlay.legendHeight(width:)`).
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

    /// The overlay drawn at `scale` (its marks keep their pixel size), or nil.
    private func overlay(at scale: CGFloat) -> DebugOverlay? {
        guard var options = overlay else { return nil }
        options.scale = scale
        return DebugOverlay(options: options)
    }

    /// The picture's size in points: the view's, and the overlay's legend band below it.
    private func pictureSize(scale: CGFloat) -> CGSize {
        overlay(at: scale)?.pictureSize(for: view) ?? view.bounds.size
    }

    /// Draws the view and the overlay.
    private func draw(in context: CGContext, scale: CGFloat) {
        view.layer.render(in: context)
        overlay(at: scale)?.draw(over: view, in: context)
    }

    /// The view as PNG data.
    public func pngData(scale: CGFloat = 1) throws -> Data { try data(.png, scale: scale) }

    /// The view as a one-page PDF.
    public func pdfData(scale: CGFloat = 1) throws -> Data { try data(.pdf, scale: scale) }

    /// The view as an SVG document written by Cairo (see also Trellis's pure-Swift `SVGRenderer`).
    public func svgData(scale: CGFloat = 1) throws -> Data { try data(.svg, scale: scale) }

    /// The view's pixels.
    public func bitmap(scale: CGFloat = 1) throws -> RGBABitmap {
        view.layoutIfNeeded()
        return try CairoSurface.bitmap(size: pictureSize(scale: scale), scale: scale) { draw(in: $0, scale: scale) }
    }

    /// The view in `format`.
    public func data(_ format: RenderFormat, scale: CGFloat = 1) throws -> Data {
        view.layoutIfNeeded()
        return try CairoSurface.render(format, size: pictureSize(scale: scale), scale: scale) {
            draw(in: $0, scale: scale)
        }
    }

    /// Writes the view to a file in the format its extension names (png, pdf, svg).
    public func write(to url: URL, scale: CGFloat = 1) throws {
        guard let format = RenderFormat(pathExtension: url.pathExtension) else {
            throw CairoError.unknownFormat(url.pathExtension)
        }
        try data(format, scale: scale).write(to: url)
    }
}
