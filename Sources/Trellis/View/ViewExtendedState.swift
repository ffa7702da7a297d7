import Foundation

/// The state of a view that most views never set — tint, appearance override, accessibility, autoresizing,
/// margin preservation — kept out of line so that every view stays small (one pointer, allocated on the first
/// write).
final class ViewExtendedState {
    var tintColor: UIColor?
    var tintAdjustmentMode = UIView.TintAdjustmentMode.automatic
    var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// A root view's host traits (nil: the default).
    var hostTraitCollection: UITraitCollection?
    var isAccessibilityElement = false
    var accessibilityLabel: String?
    var accessibilityHint: String?
    var accessibilityValue: String?
    var accessibilityTraits = UIAccessibilityTraits.none
    var accessibilityElementsHidden = false
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    /// Whether some subview has an autoresizing mask (the bounds' size changes then resize subviews).
    var hasAutoresizingSubviews = false
    var preservesSuperviewLayoutMargins = false
    /// The effective margins last applied to the margins guide and reported by `layoutMarginsDidChange`.
    var appliedLayoutMargins: UIEdgeInsets?
    /// The guides `anchorWithOffset(to:)` made in this view, by the anchors they span.
    var offsetGuides: [(key: OffsetGuideKey, guide: UILayoutGuide)] = []
    /// The controller whose view this is (Sources/Trellis/App).
    weak var viewController: UIViewController?
    /// The cursor a host shows over the view (nil: the superview's).
    var pointerCursor: UIPointerCursor?
}

extension UIView {
    /// The view's extended state, made on first need.
    func makeExtendedState() -> ViewExtendedState {
        if let state = extendedState { return state }
        let state = ViewExtendedState()
        extendedState = state
        return state
    }
}
