import Foundation

/// The rules that turn a view property into constraints, one function each. The layout engine installs what
/// they describe (keeping it in step by role); fitting-size calculations add the same descriptions to their
/// scratch solver. Where a rule applies is the caller's business (the root keeps no autoresizing constraints,
/// a fitting question leaves out the measured view's own).
extension GeneratedConstraint {
    /// A view placed by its frame (``UIView/translatesAutoresizingMaskIntoConstraints``): four required
    /// equalities, left and top from the superview's, width and height fixed; none without a superview or
    /// with the flag off.
    static func autoresizing(of view: UIView) -> [GeneratedConstraint] {
        guard view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else { return [] }
        let f = view.storedFrame
        return [
            GeneratedConstraint(.autoresizingLeft, view, .left, .equal, superview, constant: f.minX),
            GeneratedConstraint(.autoresizingTop, view, .top, .equal, superview, constant: f.minY),
            GeneratedConstraint(.autoresizingWidth, view, .width, constant: f.width),
            GeneratedConstraint(.autoresizingHeight, view, .height, constant: f.height),
        ]
    }

    /// A view's intrinsic `length` along `axis`: `size ≤ length` at its hugging priority and `size ≥ length` at
    /// its compression-resistance priority; none for ``UIView/noIntrinsicMetric``.
    static func contentSize(of view: UIView, _ axis: NSLayoutConstraint.Axis, length: CGFloat) -> [GeneratedConstraint]
    {
        guard length != UIView.noIntrinsicMetric else { return [] }
        let horizontal = axis == .horizontal
        let attribute: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        return [
            GeneratedConstraint(
                horizontal ? .horizontalHugging : .verticalHugging, view, attribute, .lessThanOrEqual, constant: length,
                priority: view.contentHuggingPriority(for: axis)),
            GeneratedConstraint(
                horizontal ? .horizontalCompressionResistance : .verticalCompressionResistance, view, attribute,
                .greaterThanOrEqual, constant: length, priority: view.contentCompressionResistancePriority(for: axis)),
        ]
    }

    /// A guide inset from its owning view's edges by `insets` (the margins, the safe area, a scroll view's frame
    /// guide): four required equalities.
    static func insetGuide(_ guide: UILayoutGuide, in owner: UIView, by insets: UIEdgeInsets) -> [GeneratedConstraint] {
        [
            GeneratedConstraint(.guideLeft, guide, .left, .equal, owner, constant: insets.left),
            GeneratedConstraint(.guideTop, guide, .top, .equal, owner, constant: insets.top),
            GeneratedConstraint(.guideRight, guide, .right, .equal, owner, constant: -insets.right),
            GeneratedConstraint(.guideBottom, guide, .bottom, .equal, owner, constant: -insets.bottom),
        ]
    }

    /// A scroll view's content area: its origin is the scroll view's bounds origin (content coordinates, so
    /// scrolling moves nothing in the solver); its size is what the content's constraints make it, else `size`
    /// (the content size set by hand), wished at priority 1.
    static func contentArea(_ guide: UILayoutGuide, of scrollView: UIView, size: CGSize) -> [GeneratedConstraint] {
        [
            GeneratedConstraint(.guideLeft, guide, .left, .equal, scrollView, constant: 0),
            GeneratedConstraint(.guideTop, guide, .top, .equal, scrollView, constant: 0),
            GeneratedConstraint(.guideWidth, guide, .width, constant: size.width, priority: UILayoutPriority(1)),
            GeneratedConstraint(.guideHeight, guide, .height, constant: size.height, priority: UILayoutPriority(1)),
        ]
    }
}
