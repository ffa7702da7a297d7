import Foundation

/// A bar that shows how far a task has come (UIKit's `UIProgressView`): 4 points tall, as wide as the layout
/// makes it.
open class UIProgressView: UIView {
    /// The look (UIKit's `UIProgressView.Style`).
    public enum Style: Int, Sendable {
        /// A rounded bar on a gray track.
        case `default`
        /// A square-ended bar with no track color of its own (for toolbars).
        case bar
    }

    /// The style.
    open var progressViewStyle: Style = .default { didSet { setNeedsDisplay() } }
    /// The fraction done, 0 … 1 (values outside are clamped; NaN is ignored).
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0
    /// The filled part's color (nil: the tint).
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track's color (nil: light gray; clear for the bar style).
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// A progress view with the given frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A progress view of `style`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the progress, clamped to 0 … 1 (`animated` waits for the animation clock).
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else { return }
        let clamped = min(max(progress, 0), 1)
        guard clamped != storedProgress else { return }
        storedProgress = clamped
        setNeedsDisplay()
    }

    /// No intrinsic width; 4 points tall (2.5 for the bar style).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }

    /// The track across the bounds and the done part from the leading edge, `progress` of the width.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let radius = progressViewStyle == .bar ? 0 : bounds.height / 2
        if let track = trackTintColor ?? (progressViewStyle == .bar ? nil : .systemGray5) {
            context.setFillColor(track.cgColor)
            context.addPath(UIBezierPath(roundedRect: bounds, cornerRadius: radius))
            context.fillPath()
        }
        let width = bounds.width * CGFloat(storedProgress)
        guard width > 0 else { return }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let done = CGRect(
            x: rtl ? bounds.maxX - width : bounds.minX, y: bounds.minY, width: width, height: bounds.height)
        context.setFillColor((progressTintColor ?? tintColor).cgColor)
        context.addPath(UIBezierPath(roundedRect: done, cornerRadius: min(radius, width / 2)))
        context.fillPath()
    }
}
