import Foundation

/// A spinner that shows work in progress (UIKit's `UIActivityIndicatorView`): eight spokes fading around a
/// circle, 20 points (medium) or 37 points (large) across.
///
/// From ``startAnimating()`` the brightest spoke steps clockwise, one spoke every ``stepDuration`` (a turn a
/// second), on the clock of the root view it is under (time passed in: a window host's frames, or
/// ``UIRootView/advanceTime(by:)`` in tests); while it spins the root has running animations. Stopped with
/// ``hidesWhenStopped`` (the default), it is hidden; stopped and shown, it rests with the brightest spoke up.
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
    /// Whether the view hides itself when stopped (turned off while stopped, the view shows, at rest).
    open var hidesWhenStopped = true {
        didSet { if oldValue != hidesWhenStopped && !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether it is spinning.
    public private(set) var isAnimating = false
    /// How long the brightest spoke stays at one place (an eighth of a turn; a turn takes a second).
    public static let stepDuration: TimeInterval = 1.0 / 8
    /// When the spinning started on the root's clock (nil: not spinning, or not yet under a root).
    private var spinStart: TimeInterval?
    /// The step last drawn (to redraw only when it changes).
    private var drawnStep = 0
    /// The per-frame work while spinning (made on first start).
    private var spinTicker: ViewClockTicker?

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

    /// Starts spinning (and shows the view): step 0 now, on the clock of the root the view is under (or, when
    /// under none, from the time it is added to one).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        spinStart = root?.currentTime
        updateHidden()
        let ticker =
            spinTicker ?? ViewClockTicker(view: self) { [unowned(unsafe) self] time in self.spinTick(at: time) }
        spinTicker = ticker
        ticker.isActive = true
        setNeedsDisplay()
    }

    /// Stops spinning (and hides the view when ``hidesWhenStopped``).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spinStart = nil
        spinTicker?.isActive = false
        updateHidden()
        drawnStep = 0
        setNeedsDisplay()
    }

    /// The spoke that is brightest now, 0 (12 o'clock) to 7 clockwise: the whole ``stepDuration``s since
    /// spinning started, modulo 8 (0 while stopped).
    public var currentStep: Int { step(at: root?.currentTime) }

    private func step(at time: TimeInterval?) -> Int {
        guard isAnimating, let start = spinStart, let time else { return 0 }
        // (A tiny tolerance: 0.375 s is three steps even when the clock's sum rounds just under it.)
        let steps = ((time - start) / Self.stepDuration + 1e-9).rounded(.down)
        return Int(steps.truncatingRemainder(dividingBy: 8))
    }

    /// One frame while spinning: starts the count when first under a root; redraws when the step changed.
    private func spinTick(at time: TimeInterval) {
        if spinStart == nil { spinStart = time }
        let step = step(at: time)
        guard step != drawnStep else { return }
        drawnStep = step
        setNeedsDisplay()
    }

    private func updateHidden() { if hidesWhenStopped { isHidden = !isAnimating } }

    /// The side of the square the spinner draws in.
    var side: CGFloat { style == .large ? 37 : 20 }

    open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Eight round-capped spokes from 0.45 to 0.95 of the radius: the one at ``currentStep`` (clockwise from 12
    /// o'clock) opaque, and each next one behind it (counter-clockwise: the tail of a clockwise turn) fainter
    /// by 1/8.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY), r = side / 2
        let width = side / 10
        let head = currentStep
        for k in 0..<8 {
            context.saveGState()
            context.translateBy(x: center.x, y: center.y)
            context.rotate(by: CGFloat((head - k + 8) % 8) * .pi / 4)
            let spoke = CGRect(x: -width / 2, y: -r * 0.95, width: width, height: r * 0.5)
            context.setFillColor(color.withAlphaComponent(1 - CGFloat(k) / 8).cgColor)
            context.addPath(UIBezierPath(roundedRect: spoke, cornerRadius: width / 2))
            context.fillPath()
            context.restoreGState()
        }
    }
}
