import Foundation

/// Core Graphics' drawing context: the state UIKit drawing code expects (fill and stroke colors, line width,
/// alpha, a current path, the transform) on top of a ``GraphicsContext`` backend.
///
/// ``UIGraphicsGetCurrentContext()`` returns one inside ``UIView/draw(_:)``:
/// ```swift
/// override func draw(_ rect: CGRect) {
///     let context = UIGraphicsGetCurrentContext()!
///     context.setFillColor(UIColor.red.cgColor)
///     context.fill(rect.insetBy(dx: 4, dy: 4))
/// }
/// ```
public final class CGContext {
    /// How a path's inside is decided when filling or clipping (Core Graphics' `CGPathFillRule`).
    public enum FillRule: Sendable {
        /// Non-zero winding number.
        case winding
        /// Even-odd crossing count.
        case evenOdd
    }

    struct State {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var lineWidth: CGFloat = 1
        var alpha: CGFloat = 1
        var ctm = CGAffineTransform.identity
        /// The clip's bounding box in the context's base space (before ``ctm``); infinite: no clip.
        var baseClip = CGRect.infinite
    }

    /// The backend that draws.
    public let backend: any GraphicsContext
    private var state = State()
    private var stack: [State] = []
    private var path = UIBezierPath()

    /// Makes a context that draws into `backend`, whose current user space becomes this context's.
    public init(_ backend: any GraphicsContext) { self.backend = backend }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() {
        stack.append(state)
        backend.saveGState()
    }

    /// Pops the graphics state (does nothing without a matching ``saveGState()``).
    public func restoreGState() {
        guard let saved = stack.popLast() else { return }
        state = saved
        backend.restoreGState()
    }

    /// Sets the color ``fillPath(using:)`` and ``fill(_:)`` use.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the color ``strokePath()`` and ``stroke(_:)`` use.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the stroke width.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// Sets the opacity applied to everything drawn afterwards (multiplying the colors' alpha).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(1, max(0, alpha)) }

    /// The alpha applied to what is drawn (``setAlpha(_:)``).
    var currentAlpha: CGFloat { state.alpha }

    /// The current transform from user space to the backend's initial space (Core Graphics' `ctm`).
    public var ctm: CGAffineTransform { state.ctm }

    /// Applies `transform` to the user space.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
        backend.concatenate(transform)
    }

    /// Moves the origin of the user space.
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Scales the user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Rotates the user space by `angle` radians (clockwise on screen).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Starts a group composited as one image with the current alpha at ``endTransparencyLayer()``; inside
    /// the group the alpha starts at 1.
    public func beginTransparencyLayer() {
        saveGState()
        backend.beginTransparencyLayer(alpha: state.alpha)
        state.alpha = 1
    }

    /// Composites the group started by ``beginTransparencyLayer()``.
    public func endTransparencyLayer() {
        backend.endTransparencyLayer()
        restoreGState()
    }

    /// Starts a group whose colors are multiplied by `color` at ``endTintLayer()`` (its alpha and the current
    /// alpha multiply the group's opacity); inside the group the alpha starts at 1.
    public func beginTintLayer(color: CGColor) {
        saveGState()
        backend.beginTintLayer(color: color.multiplyingAlpha(by: state.alpha))
        state.alpha = 1
    }

    /// Composites the group started by ``beginTintLayer(color:)``.
    public func endTintLayer() {
        backend.endTintLayer()
        restoreGState()
    }

    /// Starts a group that casts `shadow` (its color's alpha multiplied by the current alpha) at
    /// ``endShadowLayer()``; `extent` (user space) bounds what is drawn inside. Inside, the alpha starts at 1.
    func beginShadowLayer(_ shadow: GraphicsShadow, extent: CGRect) {
        saveGState()
        var shadow = shadow
        shadow.color = shadow.color.multiplyingAlpha(by: state.alpha)
        backend.beginShadowLayer(shadow, extent: extent)
        state.alpha = 1
    }

    /// Composites the group started by ``beginShadowLayer(_:extent:)``.
    func endShadowLayer() {
        backend.endShadowLayer()
        restoreGState()
    }

    /// Paints the shadow of `path` filled, with the current alpha.
    func drawShadow(of path: UIBezierPath, _ shadow: GraphicsShadow) {
        var shadow = shadow
        shadow.color = shadow.color.multiplyingAlpha(by: state.alpha)
        backend.drawShadow(of: path, shadow)
    }

    // MARK: The current path

    /// Empties the current path.
    public func beginPath() { path = UIBezierPath() }
    /// Starts a new subpath.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a straight segment.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic Bézier segment.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, controlPoint1: control1, controlPoint2: control2)
    }
    /// Adds a quadratic Bézier segment.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, controlPoint: control) }
    /// Adds an arc (see ``UIBezierPath/addArc(withCenter:radius:startAngle:endAngle:clockwise:)``).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(
            withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Closes the current subpath.
    public func closePath() { path.close() }
    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) { addPath(UIBezierPath(rect: rect)) }
    /// Adds an ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { addPath(UIBezierPath(ovalIn: rect)) }
    /// Adds the elements of `path` (its simple shape is kept when the current path was empty).
    public func addPath(_ path: UIBezierPath) {
        if self.path.isEmpty {
            self.path = path.copy()
        } else {
            self.path.append(path)
        }
    }

    /// Fills the current path with the fill color, then empties it.
    public func fillPath(using rule: FillRule = .winding) {
        let filled = takePath()
        filled.usesEvenOddFillRule = rule == .evenOdd
        backend.fillPath(filled, color: state.fillColor.multiplyingAlpha(by: state.alpha))
    }

    /// Strokes the current path with the stroke color and line width, then empties it.
    public func strokePath() {
        backend.strokePath(
            takePath(), color: state.strokeColor.multiplyingAlpha(by: state.alpha), lineWidth: state.lineWidth)
    }

    /// Intersects the clip with the current path, then empties it.
    public func clip(using rule: FillRule = .winding) {
        let clipped = takePath()
        clipped.usesEvenOddFillRule = rule == .evenOdd
        state.baseClip = state.baseClip.intersection(clipped.bounds.applying(state.ctm))
        backend.clip(to: clipped)
    }

    /// The bounding box of the clip in user space (CoreGraphics' `boundingBoxOfClipPath`); infinite while
    /// nothing was clipped through this context.
    public var boundingBoxOfClipPath: CGRect {
        guard !state.baseClip.isInfinite else { return .infinite }
        return state.baseClip.applying(state.ctm.inverted())
    }

    /// The clip's bounding box in the context's base space (infinite: none); see ``boundingBoxOfClipPath``.
    var baseClipBox: CGRect { state.baseClip }

    private func takePath() -> UIBezierPath {
        defer { path = UIBezierPath() }
        return path
    }

    // MARK: Shapes

    /// Fills a rectangle with the fill color.
    public func fill(_ rect: CGRect) {
        addRect(rect)
        fillPath()
    }
    /// Strokes a rectangle with the stroke color and line width.
    public func stroke(_ rect: CGRect) {
        addRect(rect)
        strokePath()
    }
    /// Strokes a rectangle with the stroke color and the given width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
    /// Fills an ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        addEllipse(in: rect)
        fillPath()
    }
    /// Strokes an ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        addEllipse(in: rect)
        strokePath()
    }
    /// Strokes line segments between consecutive pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        for i in stride(from: 0, to: points.count - 1, by: 2) {
            move(to: points[i])
            addLine(to: points[i + 1])
        }
        strokePath()
    }
    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) {
        addRect(rect)
        clip()
    }

    // MARK: Text and images

    /// Draws a run of glyphs (its color's alpha multiplied by the current alpha).
    public func showGlyphs(_ run: GlyphRun) {
        var run = run
        run.color = run.color.multiplyingAlpha(by: state.alpha)
        backend.drawGlyphs(run)
    }

    /// Draws an image scaled to fill `rect`, with the current alpha.
    public func draw(_ image: GraphicsImage, in rect: CGRect) {
        guard state.alpha < 1 else { return backend.drawImage(image, in: rect) }
        beginTransparencyLayer()
        backend.drawImage(image, in: rect)
        endTransparencyLayer()
    }

    /// Draws the part `sourceRect` (image pixels) of an image scaled to fill `rect`, with the current alpha.
    public func draw(_ image: GraphicsImage, sourceRect: CGRect, in rect: CGRect) {
        guard state.alpha < 1 else { return backend.drawImage(image, sourceRect: sourceRect, in: rect) }
        beginTransparencyLayer()
        backend.drawImage(image, sourceRect: sourceRect, in: rect)
        endTransparencyLayer()
    }

    /// Fills `rect` with tiles of the part `sourceRect` (image pixels) of an image, each `tileSize`, with the
    /// current alpha (see ``GraphicsContext/drawTiledImage(_:sourceRect:tileSize:in:)``).
    public func drawTiled(_ image: GraphicsImage, sourceRect: CGRect, tileSize: CGSize, in rect: CGRect) {
        guard state.alpha < 1 else {
            return backend.drawTiledImage(image, sourceRect: sourceRect, tileSize: tileSize, in: rect)
        }
        beginTransparencyLayer()
        backend.drawTiledImage(image, sourceRect: sourceRect, tileSize: tileSize, in: rect)
        endTransparencyLayer()
    }
}
