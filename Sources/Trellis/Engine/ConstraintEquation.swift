import Foundation

/// What the engine reads of a constraint: `first.firstAttribute  relation  multiplier · second.secondAttribute +
/// constant`, held at `priority` — of an ``NSLayoutConstraint`` the app made, or of a ``GeneratedConstraint``
/// description before (or without) any constraint object exists. ``ConstraintTranslation`` turns it into solver
/// terms, so layout and fitting-size calculations read every constraint the same way.
///
/// The items are unretained: an equation lives no longer than the call that reads it, while the hierarchy (or
/// the constraint) keeps its items alive.
struct ConstraintEquation {
    unowned(unsafe) let first: LayoutItem
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    unowned(unsafe) let second: LayoutItem?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: UILayoutPriority

    /// The view that holds the constraint: the closest common ancestor of its items' views (the item's own view
    /// when there is one item); nil when the items are in different hierarchies or not in one at all.
    var holder: UIView? {
        guard let firstView = first.hierarchyView else { return nil }
        guard let second else { return firstView }
        guard let secondView = second.hierarchyView else { return nil }
        return firstView.closestCommonAncestor(with: secondView)
    }
}

extension NSLayoutConstraint {
    /// The constraint as the engine reads it (its items resolved to layout items: a margin attribute's item is
    /// the view's margins guide).
    var equation: ConstraintEquation {
        let items = layoutItems
        return ConstraintEquation(
            first: items.first!, firstAttribute: firstAttribute, relation: relation, second: items.second,
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority)
    }
}
