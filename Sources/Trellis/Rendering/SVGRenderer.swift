import Foundation

/// Renders drawing code or a view tree to an SVG document, in pure Swift (UIKit's `UIGraphicsImageRenderer`,
/// for vector output).
///
/// ```swift
/// root.layoutIfNeeded()
/// let svg = SVGRenderer.svgString(for: root)        // the whole tree, as on screen
/// let badge = SVGRenderer(size: CGSize(width: 20, height: 20)).svgString { context in
///     context.setFillColor(UIColor.red.cgColor)
///     context.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
/// }
/// ```
/// The document's `width` and `height` are the size times ``scale``; its `viewBox` is the size in points.
/// Output is deterministic: the same drawing gives the same bytes.
public struct SVGRenderer: Sendable {
    /// The size of the drawing area, in points.
    public var size: CGSize
    /// Pixels per point of the document's nominal size (1, 2, 3…).
    public var scale: CGFloat

    /// Makes a renderer for an area of `size` points.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
    }

    /// Runs `actions` with a context (also the current context: ``UIGraphicsGetCurrentContext()``) and returns
    /// the SVG document.
    public func svgString(_ actions: (CGContext) -> Void) -> String {
        let svg = SVGContext()
        let context = CGContext(svg)
        UIGraphicsPushContext(context)
        actions(context)
        UIGraphicsPopContext()
        let (w, h) = (SVGNumber.format(size.width), SVGNumber.format(size.height))
        var document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        document += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGNumber.format(size.width * scale))\""
        document += " height=\"\(SVGNumber.format(size.height * scale))\" viewBox=\"0 0 \(w) \(h)\">\n"
        for line in svg.finish() { document += line + "\n" }
        return document + "</svg>\n"
    }

    /// The SVG document as UTF-8 data.
    public func svgData(_ actions: (CGContext) -> Void) -> Data { Data(svgString(actions).utf8) }

    /// Lays out the view's hierarchy and renders the view and its visible subtree, with the view's top-left
    /// corner at the document's origin, and the debug overlay's layers over it when `overlay` is given (its
    /// legend in a band below the view: the document grows by ``DebugOverlay/legendHeight(width:)``).
    public static func svgString(for view: UIView, scale: CGFloat = 1, overlay: DebugOverlay.Options? = nil) -> String {
        view.layoutIfNeeded()
        let debug = overlay.map { options -> DebugOverlay in
            var options = options
            options.scale = scale
            return DebugOverlay(options: options)
        }
        return SVGRenderer(size: debug?.pictureSize(for: view) ?? view.bounds.size, scale: scale).svgString { context in
            view.layer.render(in: context)
            debug?.draw(over: view, in: context)
        }
    }
}
