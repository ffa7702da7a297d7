import Foundation
import Trellis

/// A view with a fixed intrinsic size, standing in for a label or an image: optionally with text-like
/// baselines, the first `ascent` below its top and the last `descent` above its bottom. It uses constraints
/// (autoresizing translation off). Change ``size`` and call `invalidateIntrinsicContentSize()`, as a label does
/// when its text changes; a new ``ascent`` moves the baselines in the next layout pass.
public final class FixedSizeView: UIView {
    public var size: CGSize
    public var ascent: CGFloat? { didSet { invalidateBaselineOffsets() } }
    public var descent: CGFloat?

    /// A `width` × `height` view (either may be `UIView.noIntrinsicMetric`), with baselines if given.
    public init(
        _ width: CGFloat, _ height: CGFloat = UIView.noIntrinsicMetric, ascent: CGFloat? = nil, descent: CGFloat? = nil
    ) {
        size = CGSize(width: width, height: height)
        self.ascent = ascent
        self.descent = descent
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// A view with baselines and no intrinsic size.
    public convenience init(ascent: CGFloat, descent: CGFloat) {
        self.init(UIView.noIntrinsicMetric, UIView.noIntrinsicMetric, ascent: ascent, descent: descent)
    }

    public required init?(coder: NSCoder) { fatalError("not used in tests") }

    public override var intrinsicContentSize: CGSize { size }
    public override var firstBaselineOffsetFromTop: CGFloat? { ascent }
    public override var lastBaselineOffsetFromBottom: CGFloat? { descent }
}
