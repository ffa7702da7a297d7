import Foundation

/// How a ``UIGraphicsImageRenderer`` makes its images: pixels per point and whether they are opaque (UIKit's
/// `UIGraphicsImageRendererFormat`).
public final class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point of the images (default 1: Trellis has no screen; set 2 or 3 for a Retina-like image).
    public var scale: CGFloat = 1
    /// Whether the images have no transparency: the area starts black instead of clear (default false).
    public var opaque = false

    /// The default format: scale 1, not opaque.
    public override init() { super.init() }

    /// The default format (UIKit's `default()`).
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The preferred format (the same as ``default()`` in Trellis).
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a ``UIGraphicsImageRenderer`` hands to its drawing actions (UIKit's
/// `UIGraphicsImageRendererContext`): Core Graphics' context and a few shortcuts.
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context to draw with (also ``UIGraphicsGetCurrentContext()`` during the actions).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    private let recording: RecordedDrawing?
    private let bounds: CGRect

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, bounds: CGRect, recording: RecordedDrawing?) {
        self.cgContext = cgContext
        self.format = format
        self.bounds = bounds
        self.recording = recording
    }

    /// Fills `rect` with the context's fill color (``UIColor/setFill()``).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes `rect` with the context's stroke color and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    /// What has been drawn so far, as an image (a vector image when the renderer records; nil-free: an empty
    /// image of the renderer's size when it rasterises, whose pixels Trellis does not read back).
    public var currentImage: UIImage {
        let snapshot = RecordedDrawing()
        recording?.replay(into: snapshot)
        return UIImage(content: .drawing(snapshot), size: bounds.size, scale: format.scale)
    }
}

/// Draws images with drawing code (UIKit's `UIGraphicsImageRenderer`).
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
/// let dot = renderer.image { context in
///     UIColor.systemRed.setFill()
///     context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
/// }
/// ```
/// ``image(actions:)`` records the drawing as vectors (pure Swift; any backend draws it sharp at any scale).
/// Encoded output — `pngData(actions:)`, `jpegData(withCompressionQuality:actions:)` — needs a rasterizing
/// backend: `import TrellisCairo`.
open class UIGraphicsImageRenderer: @unchecked Sendable {
    /// The format: scale and opacity.
    public let format: UIGraphicsImageRendererFormat
    /// The drawing area, in points; its origin is where drawing coordinates start.
    public let bounds: CGRect

    /// A renderer for an area of `bounds`, drawing in its coordinates (UIKit's `init(bounds:format:)`).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds.standardized
        self.format = format
    }

    /// A renderer for an area of `bounds` with the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// A renderer for an area of `size` points (UIKit's `init(size:format:)`).
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for an area of `size` points with the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    /// A renderer for an area of `size` points at `scale` pixels per point (Trellis's shorthand for a format).
    public convenience init(size: CGSize, scale: CGFloat) {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        self.init(size: size, format: format)
    }

    /// The drawing as an image of the renderer's size (points) and scale: recorded vectors, drawn sharp by
    /// every backend.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let recording = RecordedDrawing()
        run(on: recording, recording: recording, actions)
        return UIImage(content: .drawing(recording), size: bounds.size, scale: format.scale)
    }

    /// Runs the actions on a backend whose user space is the renderer's area in points (origin at
    /// ``bounds``' origin): an opaque format starts with black; the context is current meanwhile.
    /// For rasterizing backends (TrellisCairo's `pngData`).
    public func run(on backend: any GraphicsContext, _ actions: (UIGraphicsImageRendererContext) -> Void) {
        run(on: backend, recording: nil, actions)
    }

    private func run(
        on backend: any GraphicsContext, recording: RecordedDrawing?,
        _ actions: (UIGraphicsImageRendererContext) -> Void
    ) {
        let context = CGContext(backend)
        if format.opaque {
            context.setFillColor(CGColor.black)
            context.fill(CGRect(origin: .zero, size: bounds.size))
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(
            cgContext: context, format: format, bounds: bounds, recording: recording)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
    }
}
