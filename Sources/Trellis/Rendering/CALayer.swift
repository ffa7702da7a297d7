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
    open var cornerRadius: CGFloat = 0
    /// The width of the border, drawn inside the bounds, above the content and the sublayers.
    open var borderWidth: CGFloat = 0
    /// The color of the border (Core Animation's default: opaque black).
    open var borderColor: CGColor? = CGColor.black
    /// Whether the content and sublayers are clipped to the bounds (with rounded corners).
    open var masksToBounds = false
    /// The opacity, 0 to 1: the view's ``UIView/alpha`` for a view's layer, as in UIKit. The layer and its
    /// sublayers are composited as one group with it.
    open var opacity: Float {
        get { delegate.map { Float($0.alpha) } ?? storedOpacity }
        set {
            if let view = delegate { view.alpha = CGFloat(newValue) } else { storedOpacity = newValue }
        }
    }
    private var storedOpacity: Float = 1

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

    /// Draws background, then `content` (clipped when ``masksToBounds``), then the border, for a layer of `size`.
    func drawAppearance(in context: CGContext, size: CGSize, background: CGColor?, content: () -> Void) {
        let rect = CGRect(origin: .zero, size: size)
        let radius = cornerRadius
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
