import Foundation

/// The appearance of a view beyond its background color: corner radius, border, clipping and opacity
/// (Core Animation's `CALayer`, the subset a renderer draws). Every view has one: ``UIView/layer``.
open class CALayer: NSObject {
    /// The view this layer belongs to (nil for a standalone layer).
    public private(set) weak var delegate: UIView?
    private var storedBackgroundColor: CGColor?

    /// Makes a standalone layer.
    public override init() { super.init() }

    init(view: UIView) {
        delegate = view
        super.init()
    }

    /// The radius of the rounded corners of the background and border (and of the clip when
    /// ``masksToBounds`` is on); clamped to half the shorter side when drawn.
    open var cornerRadius: CGFloat = 0 {
        didSet {
            if oldValue != cornerRadius { delegate?.animatableChanged(.cornerRadius, from: AnimationVector(oldValue)) }
        }
    }
    /// The width of the border, drawn inside the bounds, above the content and the sublayers.
    open var borderWidth: CGFloat = 0 {
        didSet {
            if oldValue != borderWidth { delegate?.animatableChanged(.borderWidth, from: AnimationVector(oldValue)) }
        }
    }
    /// The color of the border (Core Animation's default: opaque black).
    open var borderColor: CGColor? = CGColor.black {
        didSet {
            if oldValue != borderColor { delegate?.animatableChanged(.borderColor, from: AnimationVector(oldValue)) }
        }
    }
    /// Whether the content and sublayers are clipped to the bounds (with rounded corners).
    open var masksToBounds = false {
        didSet { if oldValue != masksToBounds { delegate?.setNeedsDisplayOfDrawnExtent() } }
    }
    /// The opacity, 0 to 1: the view's ``UIView/alpha`` for a view's layer, as in UIKit. The layer and its
    /// sublayers are composited as one group with it.
    open var opacity: Float {
        get { delegate.map { Float($0.alpha) } ?? storedOpacity }
        set {
            if let view = delegate { view.alpha = CGFloat(newValue) } else { storedOpacity = newValue }
        }
    }
    private var storedOpacity: Float = 1

    /// The shadow's color (Core Animation's default: opaque black). Like every `CGColor`, it is fixed: a
    /// dynamic `UIColor` is resolved when its ``UIColor/cgColor`` is taken.
    open var shadowColor: CGColor? = CGColor.black {
        didSet { delegate?.setNeedsDisplayOfDrawnExtent() }
    }
    /// The shadow's opacity, 0 to 1 (default 0: no shadow).
    open var shadowOpacity: Float = 0 {
        didSet { delegate?.setNeedsDisplayOfDrawnExtent() }
    }
    /// The shadow's blur: the standard deviation of its Gaussian, in points (default 3).
    open var shadowRadius: CGFloat = 3 {
        didSet { delegate?.setNeedsDisplayOfDrawnExtent() }
    }
    /// How far the shadow is moved (default `(0, −3)`: up, as on iOS).
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { delegate?.setNeedsDisplayOfDrawnExtent() }
    }
    /// The shadow's shape (nil: the shape of what the layer draws — its background, border, content and
    /// sublayers — which costs an offscreen pass; a path is cheaper and exact).
    open var shadowPath: CGPath? {
        didSet { delegate?.setNeedsDisplayOfDrawnExtent() }
    }

    /// Whether Core Animation caches the layer as a bitmap. Trellis draws every frame from the model, so this
    /// changes nothing visible; it is kept for code that sets it (often with shadows).
    open var shouldRasterize = false
    /// The scale a rasterized layer is cached at (kept, no effect in Trellis; see ``shouldRasterize``).
    open var rasterizationScale: CGFloat = 1

    /// The part of the layer marked for redrawing since it was last drawn (nil: none).
    public private(set) var invalidatedRect: CGRect?

    /// The background color: the view's ``UIView/backgroundColor`` for a view's layer.
    open var backgroundColor: CGColor? {
        get { delegate.map { $0.backgroundColor?.cgColor } ?? storedBackgroundColor }
        set {
            if let view = delegate {
                view.backgroundColor = newValue.map(UIColor.init(cgColor:))
            } else {
                storedBackgroundColor = newValue
            }
        }
    }

    /// Draws the layer and its sublayers (a view's layer: the view and its visible subviews) into `context`,
    /// with the top-left corner of the bounds at the context's origin. Lays nothing out: call
    /// ``UIView/layoutIfNeeded()`` first. A standalone layer has no geometry in Trellis and draws nothing.
    open func render(in context: CGContext) {
        delegate?.renderHierarchy(in: context, at: .zero)
    }

    /// Marks the whole layer as needing to be drawn again (Core Animation's `setNeedsDisplay()`).
    open func setNeedsDisplay() { setNeedsDisplay(.infinite) }

    /// Marks `rect` (the layer's coordinates) as needing to be drawn again; rectangles accumulate until the layer
    /// is drawn.
    open func setNeedsDisplay(_ rect: CGRect) {
        guard !rect.isEmpty else { return }
        invalidatedRect = invalidatedRect.map { $0.union(rect) } ?? rect
        if let view = delegate { view.root?.setNeedsFrame(in: view, rect) }
    }

    /// Whether the layer was marked for drawing and has not been drawn since.
    open func needsDisplay() -> Bool { invalidatedRect != nil }

    /// The layer was drawn: nothing is marked any more.
    func didDisplay() { invalidatedRect = nil }

    /// The shadow as a backend draws it, or nil when there is none to draw.
    var graphicsShadow: GraphicsShadow? {
        guard shadowOpacity > 0, let color = shadowColor, color.alpha > 0 else { return nil }
        return GraphicsShadow(
            color: color.multiplyingAlpha(by: CGFloat(min(1, shadowOpacity))), offset: shadowOffset,
            blurRadius: shadowRadius)
    }

    /// Draws background, then `content` (clipped when ``masksToBounds``), then the border, for a layer of `size`.
    func drawAppearance(in context: CGContext, size: CGSize, background: CGColor?, content: () -> Void) {
        let rect = CGRect(origin: .zero, size: size)
        var radius = cornerRadius, borderWidth = self.borderWidth, borderColor = self.borderColor
        if let view = delegate, let state = view.animationState, state.animatedMask != 0 {
            if state.isAnimating(.cornerRadius) { radius = view.presentationVector(.cornerRadius).scalar }
            if state.isAnimating(.borderWidth) { borderWidth = view.presentationVector(.borderWidth).scalar }
            if state.isAnimating(.borderColor) { borderColor = view.presentationVector(.borderColor).color }
        }
        if let background, background.alpha > 0 {
            context.setFillColor(background)
            context.addPath(UIBezierPath(roundedRect: rect, cornerRadius: radius))
            context.fillPath()
        }
        context.saveGState()
        if masksToBounds {
            context.addPath(UIBezierPath(roundedRect: rect, cornerRadius: radius))
            context.clip()
        }
        content()
        context.restoreGState()
        if borderWidth > 0, let borderColor, borderColor.alpha > 0 {
            let inset = min(borderWidth, size.width / 2, size.height / 2) / 2
            context.saveGState()
            context.setStrokeColor(borderColor)
            context.setLineWidth(inset * 2)
            context.addPath(
                UIBezierPath(roundedRect: rect.insetBy(dx: inset, dy: inset), cornerRadius: max(0, radius - inset)))
            context.strokePath()
            context.restoreGState()
        }
    }
}
