import Foundation

/// A spinner that shows work in progress (UIKit's `UIActivityIndicatorView`): eight spokes fading around a
/// circle, 20 points (medium) or 37 points (large) across.
///
/// Trellis has no animation clock yet, so the spinner draws one still frame while animating; stopped with
/// ``hidesWhenStopped`` (the default), it is hidden.
open class UIActivityIndicatorView: UIView {
    /// The size (UIKit's `UIActivityIndicatorView.Style`).
    public enum Style: Int, Sendable {
        /// 20 points across.
        case medium
        /// 37 points across.
        case large
    }

    /// The size.
    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The spokes' color (nil: the secondary label color).
    open var color: UIColor! {
        get { storedColor ?? .secondaryLabel }
        set {
            storedColor = newValue
            setNeedsDisplay()
        }
    }
    private var storedColor: UIColor?
    /// Whether the view hides itself when stopped.
    open var hidesWhenStopped = true { didSet { updateHidden() } }
    /// Whether it is spinning.
    public private(set) var isAnimating = false

    /// A spinner of `style` (stopped, so hidden).
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        updateHidden()
    }

    /// A medium spinner with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        updateHidden()
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Starts spinning (and shows the view).
    open func startAnimating() {
        isAnimating = true
        updateHidden()
    }

    /// Stops spinning (and hides the view when ``hidesWhenStopped``).
    open func stopAnimating() {
        isAnimating = false
        updateHidden()
    }

    private func updateHidden() { if hidesWhenStopped { isHidden = !isAnimating } }

    /// The side of the square the spinner draws in.
    var side: CGFloat { style == .large ? 37 : 20 }

    open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Eight round-capped spokes from 0.45 to 0.95 of the radius, the first (at 12 o'clock) opaque and each
    /// next clockwise fainter by 1/8.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY), r = side / 2
        let width = side / 10
        for k in 0..<8 {
            context.saveGState()
            context.translateBy(x: center.x, y: center.y)
            context.rotate(by: CGFloat(k) * .pi / 4)
            let spoke = CGRect(x: -width / 2, y: -r * 0.95, width: width, height: r * 0.5)
            context.setFillColor(color.withAlphaComponent(1 - CGFloat(k) / 8).cgColor)
            context.addPath(UIBezierPath(roundedRect: spoke, cornerRadius: width / 2))
            context.fillPath()
            context.restoreGState()
        }
    }
}
