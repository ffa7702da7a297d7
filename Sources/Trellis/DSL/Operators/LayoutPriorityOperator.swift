import Foundation

/// Binds looser than `+` and `*` and tighter than `==`, so `a == b + 8 ~ .high` reads
/// `a == ((b + 8) ~ .high)`.
precedencegroup LayoutPriorityPrecedence {
    associativity: left
    higherThan: ComparisonPrecedence
    lowerThan: AdditionPrecedence
}

/// Sets the priority of an operator equation's right side: `b.widthAnchor <= 200 ~ .high`, `… ~ 751`.
infix operator ~ : LayoutPriorityPrecedence

/// `expression` at `priority`.
public func ~ <T>(expression: LayoutExpression<T>, priority: UILayoutPriority) -> LayoutExpression<T> {
    var e = expression
    e.priority = priority
    return e
}
/// `anchor` at `priority`.
public func ~ <T>(anchor: NSLayoutAnchor<T>, priority: UILayoutPriority) -> LayoutExpression<T> {
    LayoutExpression(anchor: anchor) ~ priority
}
/// The size `constant` at `priority`: `b.widthAnchor <= 200 ~ .high`.
public func ~ (constant: CGFloat, priority: UILayoutPriority) -> LayoutExpression<NSLayoutDimension> {
    LayoutExpression(anchor: nil, constant: constant) ~ priority
}
