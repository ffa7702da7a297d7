import Foundation

/// A view that lays out a row or a column of views with constraints it makes and keeps up to date itself
/// (UIKit's `UIStackView`).
///
/// The views in ``arrangedSubviews`` are placed along ``axis`` in order, according to ``distribution``,
/// ``alignment`` and ``spacing``. A stack view has no intrinsic size: its size comes from its arranged views
/// through its constraints (identified `UISV-…`, as UIKit's). The stack plans those constraints from its
/// configuration (`StackPlan`, a pure function) and applies the difference, so they change incrementally: a
/// new spacing changes constants in place, adding, removing or hiding one view touches only the constraints
/// around it, and a new alignment (or distribution) replaces only the constraints it changes.
/// As in UIKit, changes to the arranged views and to the properties reach the constraints in the next
/// ``updateConstraints()`` (which every layout pass and fitting-size calculation runs first), so that a batch
/// of changes is one update; an update after views joined, left, or were hidden or shown plans only those views
/// and their neighbours (`UIStackView+PartialUpdate.swift`). Hidden arranged views stay in the chain, as
/// UIKit's: they collapse to zero length along the axis (`UISV-hiding`), keep their alignment across it, and the
/// spacing next to them collapses to 0 in place, so that hiding or showing a view restructures nothing — the last
/// view stays pinned to the canvas's trailing edge even when hidden. (In the equal-gap distributions they leave
/// the chain instead and park at the canvas's leading edge.)
open class UIStackView: UIView {
    /// The arranged views, what the stack knows about them, and the constraints and guides it maintains.
    let arrangement = StackArrangement()

    /// Makes an empty horizontal stack.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setNeedsArrangement()
    }

    /// Makes a horizontal stack arranging `views` (which become its subviews).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setNeedsArrangement()
    }

    // MARK: Configuration

    /// The direction of the row (horizontal) or column (vertical). Changing it remakes the arrangement.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if oldValue != axis { setNeedsArrangement() } }
    }

    /// How the views share the space along the axis. Changing it replaces only the constraints it changes.
    open var distribution: Distribution = .fill {
        didSet { if oldValue != distribution { setNeedsArrangement() } }
    }

    /// How the views line up across the axis. Changing it replaces only the constraints it changes.
    open var alignment: Alignment = .fill {
        didSet { if oldValue != alignment { setNeedsArrangement() } }
    }

    /// The space between adjacent views: exact for the fill distributions, a minimum for equalSpacing and
    /// equalCentering. ``spacingUseSystem`` asks for the standard spacing. Changing it changes the spacing
    /// constraints' constants in place (in the next update).
    open var spacing: CGFloat = 0 {
        didSet { if oldValue != spacing { setNeedsArrangement() } }
    }

    /// In a vertical stack, whether spacing runs from one view's last baseline to the next one's first
    /// baseline. Ignored by horizontal stacks (use ``alignment`` there).
    open var isBaselineRelativeArrangement = false {
        didSet { if oldValue != isBaselineRelativeArrangement { setNeedsArrangement() } }
    }

    /// Whether the arrangement is pinned to the stack's ``UIView/layoutMarginsGuide`` rather than its edges.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if oldValue != isLayoutMarginsRelativeArrangement { setNeedsArrangement() } }
    }

    /// Sets the space after `arrangedSubview` (taking precedence over ``spacing``); ``spacingUseDefault`` goes
    /// back to ``spacing``, ``spacingUseSystem`` asks for the standard spacing. Ignored for a view that is not
    /// arranged. The value follows the view when it moves in the stack and is forgotten when it leaves.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangement.isArranged(arrangedSubview) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        if spacing == UIStackView.spacingUseDefault {
            arrangement.customSpacing[key] = nil
        } else {
            arrangement.customSpacing[key] = spacing
        }
        setNeedsArrangement(of: arrangedSubview)
    }

    /// The custom space after `arrangedSubview`, or ``spacingUseDefault`` when it follows ``spacing``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        arrangement.customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The space after `view` in points: its custom spacing, or the stack's, with the system token resolved.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = arrangement.customSpacing[ObjectIdentifier(view)] ?? spacing
        return value == UIStackView.spacingUseSystem ? UIStackView.systemSpacing : value
    }

    // MARK: Arranged subviews

    /// The views the stack arranges, in order (a subset of its subviews, hidden ones included).
    open var arrangedSubviews: [UIView] { arrangement.arranged }

    /// Adds `view` at the end of ``arrangedSubviews`` (and as the top subview if it is not a subview yet).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangement.arranged.count)
    }

    /// Inserts `view` into ``arrangedSubviews`` at `stackIndex`, making it a subview if it is not one; a view
    /// already arranged moves to that index (its subview order is unchanged).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        precondition(view !== self, "a stack view cannot arrange itself")
        if let from = arrangement.arrangedIndex(of: view) {
            arrangement.arranged.remove(at: from)
            arrangement.orderWeights[ObjectIdentifier(view)] = nil  // a new weight at its new place
            arrangement.needsOrderWeights = true
            arrangement.arranged.insert(
                view,
                at: min(
                    max(0, from < stackIndex ? stackIndex - 1 : stackIndex),
                    arrangement.arranged.count))
            setNeedsArrangement()
            return
        }
        // Off before the view joins: its autoresizing constraints are never made (UIKit's order of effects is
        // the same; made first, they would be installed, conflict with constraints already on the view, be
        // logged as broken and then removed).
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangement.arranged.insert(view, at: min(max(0, stackIndex), arrangement.arranged.count))
        arrangement.joined.insert(ObjectIdentifier(view))
        arrangement.needsOrderWeights = true
        arrangement.arrangedIDs.insert(ObjectIdentifier(view))
        setNeedsArrangement(of: view)
    }

    /// Takes `view` out of ``arrangedSubviews``; it stays a subview (remove it from its superview to remove it).
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangement.arrangedIndex(of: view) else { return }
        forgetOwnConstraints(of: view)
        noteLeaving(view, at: index)
        arrangement.arranged.remove(at: index)
        let key = ObjectIdentifier(view)
        arrangement.arrangedIDs.remove(key)
        arrangement.customSpacing[key] = nil
        arrangement.orderWeights[key] = nil
        arrangement.joined.remove(key)
        setNeedsUpdateConstraints()
    }

    // MARK: Hooks

    /// A subview leaving the stack leaves the arrangement first (UIKit's rule), and its chain constraints go at
    /// once (``forgetChainConstraints(of:)``).
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        let wasArranged = arrangement.isArranged(subview)
        removeArrangedSubview(subview)
        if wasArranged { forgetChainConstraints(of: subview) }
    }

    /// A hidden arranged view collapses in its place; shown again, it expands there.
    override func subviewVisibilityDidChange(_ subview: UIView) {
        super.subviewVisibilityDidChange(subview)
        if arrangement.isArranged(subview) { setNeedsArrangement(of: subview) }
    }

    /// An arranged view's intrinsic size changed: fillProportionally's proportions follow (its constraint is
    /// remade with the new multiplier in the next update); the other distributions do not depend on it.
    override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
        super.subviewIntrinsicContentSizeDidChange(subview)
        if distribution == .fillProportionally && arrangement.isArranged(subview) { setNeedsArrangement(of: subview) }
    }

    /// Brings the stack's constraints up to date with its arranged views and properties, then calls `super`.
    open override func updateConstraints() {
        updateArrangement()
        super.updateConstraints()
    }
}
