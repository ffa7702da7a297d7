import Foundation

/// A length for one axis of an optimal-size calculation (the seed's `UIOptimalSideLength`).
public enum UIOptimalSideLength: Hashable, Sendable {
    /// As small as the content allows.
    case compressed
    /// As large as the content allows.
    case expanded
    /// Exactly this length (a required wish).
    case ofLength(CGFloat)
}

extension UIView {
    /// The target for the smallest fitting size (UIKit's `layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target for the largest fitting size (UIKit's `layoutFittingExpandedSize`).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The seed's optimal size (`GetOptimalSize`), taking into account all of the view's current constraints:
    /// each axis compressed, expanded or a fixed length, wished at `priority` (fixed lengths are required);
    /// optionally ignoring the view's own intrinsic size on an axis (to ask, say, for the height of wrapped text
    /// at a given width). In a laid-out hierarchy it is computed incrementally in the hierarchy's solver (edit
    /// variables), so constraints to the outside take part; a view with no superview (the top of its hierarchy,
    /// whose size is given) is measured on its own content. Frames and the layout are left as they are.
    public func optimalSize(
        width: UIOptimalSideLength, height: UIOptimalSideLength, priority: UILayoutPriority = .optimalCalculations,
        ignoringIntrinsicWidth: Bool = false, ignoringIntrinsicHeight: Bool = false
    ) -> CGSize {
        func wish(_ length: UIOptimalSideLength, ignoring: Bool) -> FittingSize.Wish {
            switch length {
            case .compressed: return .init(length: 0, priority: priority, ignoresIntrinsicSize: ignoring)
            case .expanded:
                return .init(
                    length: UIView.layoutFittingExpandedSize.width, priority: priority, ignoresIntrinsicSize: ignoring)
            case let .ofLength(x): return .init(length: x, priority: .required, ignoresIntrinsicSize: ignoring)
            }
        }
        let w = wish(width, ignoring: ignoringIntrinsicWidth), h = wish(height, ignoring: ignoringIntrinsicHeight)
        if superview != nil, let engine = layout.engine, let size = engine.optimalSize(of: self, width: w, height: h) {
            return size
        }
        return FittingSize.size(of: self, width: w, height: h)
    }

    /// The size closest to `targetSize` that the view's constraints allow, each axis at the fitting-size level.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that the view's constraints allow, with a priority per axis
    /// (`.required` fixes that axis to the target).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
        verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize {
        FittingSize.size(
            of: self, width: .init(length: targetSize.width, priority: horizontal),
            height: .init(length: targetSize.height, priority: vertical))
    }
}
