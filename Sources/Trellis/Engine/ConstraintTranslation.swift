import Foundation
import TrellisSolver

/// Turns layout constraints into solver constraints.
///
/// A constraint is written in the coordinate space of its holder (the closest common ancestor of its items):
/// an item's left edge there is the sum of the `x` variables on the path from the item up to the holder (the
/// holder's own bounds origin is 0), its right edge adds its width, its center half of it.
enum ConstraintTranslation {
    /// `first − multiplier · second − constant  relation  0`, in the holder's coordinate space.
    static func constraint(
        for e: ConstraintEquation, in holder: UIView, variables: (LayoutItem) -> Variables
    ) -> Constraint {
        var expression = LinearExpression()
        let first = contentItem(e.first, e.firstAttribute, other: e.second, in: holder)
        let second = e.second.map { contentItem($0, e.secondAttribute, other: e.first, in: holder) }
        // Exactly the terms needed (most constraints have 2 or 3): the solver keeps the expression for as long
        // as the constraint is installed, so spare capacity would be kept per constraint.
        let firstCount = termCount(of: first, e.firstAttribute, in: holder)
        expression.terms.reserveCapacity(
            firstCount + (second.map { termCount(of: $0, e.secondAttribute, in: holder) } ?? 0))
        addTerms(of: first, e.firstAttribute, in: holder, times: 1, to: &expression, variables)
        if let second {
            addTerms(
                of: second, e.secondAttribute, in: holder, times: -Double(e.multiplier), to: &expression, variables)
        }
        expression.constant = solverConstant(of: e)
        let relation: Relation
        switch e.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(expression, relation, priority: e.priority.solverPriority)
    }

    /// What an edge of the holder means to an item inside it (``UIView/contentEdgeItem(for:)``: the holder
    /// itself, or for a scroll view its content area). Only a constraint between the holder and something
    /// inside it is concerned; the holder's own guides are not inside its content.
    private static func contentItem(
        _ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, other: LayoutItem?, in holder: UIView
    ) -> LayoutItem {
        guard item === holder, let other, other.hierarchyView !== holder else { return item }
        return holder.contentEdgeItem(for: attribute)
    }

    /// The expression's constant: `−constant`, plus the baseline offsets of baseline attributes (a view's
    /// first baseline is its top plus a fixed offset when its content says where the text sits).
    static func solverConstant(of e: ConstraintEquation) -> Double {
        var k = -Double(e.constant)
        k += baselineOffset(of: e.first, e.firstAttribute)
        if let second = e.second { k -= Double(e.multiplier) * baselineOffset(of: second, e.secondAttribute) }
        return k
    }

    /// The fixed part of a baseline attribute: the first baseline's offset from the top, or minus the last
    /// baseline's offset from the bottom; 0 for every other attribute and for views without text.
    private static func baselineOffset(of item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> Double {
        guard let view = item as? UIView else { return 0 }
        switch attribute {
        case .firstBaseline: return view.firstBaselineOffsetFromTop.map(Double.init) ?? 0
        case .lastBaseline: return view.lastBaselineOffsetFromBottom.map { -Double($0) } ?? 0
        default: return 0
        }
    }

    /// How `item.attribute` reads in `ancestor`'s coordinate space: the attribute without margins (margin
    /// attributes are measured on the margins guide, the item), whether it measures leftwards (leading and
    /// trailing in a right-to-left holder), and the share of the item's size it adds to its origin.
    private static func reading(
        of item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView
    ) -> (attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool, size: Double) {
        let attribute = attribute.withoutMargins
        // In a right-to-left layout leading and trailing measure leftwards from the right (UIKit's flipped
        // coordinates): `a.leading == b.leading + 10` puts `a` 10 points in from `b`'s right edge. The direction
        // is the holder's (the items' closest common ancestor), one for the whole constraint: a right-to-left
        // view pinned by its leading edge into a left-to-right superview sits by the superview's left edge, and
        // its own subviews flip inside it.
        let isDirectional = attribute == .leading || attribute == .trailing
        let rightToLeft = isDirectional && ancestor.isRightToLeft
        let size: Double
        switch attribute.resolved(rightToLeft: rightToLeft) {
        case .left, .top: size = 0
        case .right, .bottom, .width, .height, .lastBaseline: size = 1
        case .firstBaseline: size = (item as? UIView)?.firstBaselineOffsetFromTop == nil ? 1 : 0
        case .centerX, .centerY: size = 0.5
        default: size = 0
        }
        return (attribute, rightToLeft, size)
    }

    /// How many terms ``addTerms(of:_:in:times:to:_:)`` adds for `item.attribute`: one per step from the item up
    /// to `ancestor` for a position, and one for the size if the attribute adds a share of it.
    private static func termCount(
        of item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView
    ) -> Int {
        let r = reading(of: item, attribute, in: ancestor)
        var count = r.size != 0 ? 1 : 0
        if !r.attribute.isDimension {
            var current: LayoutItem = item
            while current !== ancestor {
                count += 1
                current = current.layoutParent!
            }
        }
        return count
    }

    /// Adds `factor · item.attribute` (in `ancestor`'s coordinate space) to `expression`.
    private static func addTerms(
        of item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView, times factor: Double,
        to expression: inout LinearExpression, _ variables: (LayoutItem) -> Variables
    ) {
        let r = reading(of: item, attribute, in: ancestor)
        let horizontal = r.attribute.axis == .horizontal
        let factor = r.rightToLeft ? -factor : factor
        if !r.attribute.isDimension {
            var current: LayoutItem = item
            while current !== ancestor {
                let v = variables(current)
                expression.terms.append(Term(horizontal ? v.x : v.y, factor))
                current = current.layoutParent!
            }
        }
        if r.size != 0 {
            let v = variables(item)
            expression.terms.append(Term(horizontal ? v.width : v.height, factor * r.size))
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Leading and trailing as left or right for the given direction.
    func resolved(rightToLeft: Bool) -> NSLayoutConstraint.Attribute {
        switch self {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return self
        }
    }
}
