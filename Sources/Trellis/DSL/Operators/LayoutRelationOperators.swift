import Foundation

// Operator equations: `b.topAnchor == a.topAnchor + 16`, `b.widthAnchor >= 40`, `b.widthAnchor <= 200 ~ .high`.
// Each makes one constraint exactly as the anchor factory would, turns off the first view's autoresizing
// translation (as the seed builders do), and activates it, unless inside `NSLayoutConstraint.collect { … }`,
// which gathers them inactive. The result is discardable. The constraints have no identifier (operators take
// no source location).
//
// Anchors are `NSObject`s, whose `==` (`isEqual`) stays what it was: these overloads return a constraint, so
// the compiler picks them only where a `Bool` is not expected. `if a.topAnchor == b.topAnchor`, `Equatable`
// code (`contains`, `firstIndex(of:)`) and `isEqual` still compare anchors and make nothing. A statement
// `x == y` or `let c = x == y` makes a constraint. For that, anchor-to-anchor relations are declared for each
// concrete anchor class (non-generic and more specific than `NSObject`'s `==`, so they win wherever both fit;
// a generic overload would lose to `NSObject`'s and silently compare instead).

/// `lhs == rhs`.
@discardableResult
public func == (lhs: NSLayoutXAxisAnchor, rhs: NSLayoutXAxisAnchor) -> NSLayoutConstraint {
    LayoutEquation.make(lhs, .equal, LayoutExpression(anchor: rhs))
}
/// `lhs >= rhs`.
@discardableResult
public func >= (lhs: NSLayoutXAxisAnchor, rhs: NSLayoutXAxisAnchor) -> NSLayoutConstraint {
    LayoutEquation.make(lhs, .greaterThanOrEqual, LayoutExpression(anchor: rhs))
}
/// `lhs <= rhs`.
@discardableResult
public func <= (lhs: NSLayoutXAxisAnchor, rhs: NSLayoutXAxisAnchor) -> NSLayoutConstraint {
    LayoutEquation.make(lhs, .lessThanOrEqual, LayoutExpression(anchor: rhs))
}
/// `lhs == rhs`.
@discardableResult
public func == (lhs: NSLayoutYAxisAnchor, rhs: NSLayoutYAxisAnchor) -> NSLayoutConstraint {
    LayoutEquation.make(lhs, .equal, LayoutExpression(anchor: rhs))
}
/// `lhs >= rhs`.
@discardableResult
public func >= (lhs: NSLayoutYAxisAnchor, rhs: NSLayoutYAxisAnchor) -> NSLayoutConstraint {
    LayoutEquation.make(lhs, .greaterThanOrEqual, LayoutExpression(anchor: rhs))
}
/// `lhs <= rhs`.
@discardableResult
public func <= (lhs: NSLayoutYAxisAnchor, rhs: NSLayoutYAxisAnchor) -> NSLayoutConstraint {
    LayoutEquation.make(lhs, .lessThanOrEqual, LayoutExpression(anchor: rhs))
}
/// `lhs == rhs`.
@discardableResult
public func == (lhs: NSLayoutDimension, rhs: NSLayoutDimension) -> NSLayoutConstraint {
    LayoutEquation.make(lhs, .equal, LayoutExpression(anchor: rhs))
}
/// `lhs >= rhs`.
@discardableResult
public func >= (lhs: NSLayoutDimension, rhs: NSLayoutDimension) -> NSLayoutConstraint {
    LayoutEquation.make(lhs, .greaterThanOrEqual, LayoutExpression(anchor: rhs))
}
/// `lhs <= rhs`.
@discardableResult
public func <= (lhs: NSLayoutDimension, rhs: NSLayoutDimension) -> NSLayoutConstraint {
    LayoutEquation.make(lhs, .lessThanOrEqual, LayoutExpression(anchor: rhs))
}

/// `lhs == multiplier · anchor + constant` at the expression's priority.
@discardableResult
public func == <T>(lhs: NSLayoutAnchor<T>, rhs: LayoutExpression<T>) -> NSLayoutConstraint {
    LayoutEquation.make(lhs, .equal, rhs)
}
/// `dimension == constant`.
@discardableResult
public func == (lhs: NSLayoutDimension, rhs: CGFloat) -> NSLayoutConstraint {
    LayoutEquation.make(lhs, .equal, LayoutExpression(anchor: nil, constant: rhs))
}

/// `lhs >= multiplier · anchor + constant` at the expression's priority.
@discardableResult
public func >= <T>(lhs: NSLayoutAnchor<T>, rhs: LayoutExpression<T>) -> NSLayoutConstraint {
    LayoutEquation.make(lhs, .greaterThanOrEqual, rhs)
}
/// `dimension >= constant`.
@discardableResult
public func >= (lhs: NSLayoutDimension, rhs: CGFloat) -> NSLayoutConstraint {
    LayoutEquation.make(lhs, .greaterThanOrEqual, LayoutExpression(anchor: nil, constant: rhs))
}

/// `lhs <= multiplier · anchor + constant` at the expression's priority.
@discardableResult
public func <= <T>(lhs: NSLayoutAnchor<T>, rhs: LayoutExpression<T>) -> NSLayoutConstraint {
    LayoutEquation.make(lhs, .lessThanOrEqual, rhs)
}
/// `dimension <= constant`.
@discardableResult
public func <= (lhs: NSLayoutDimension, rhs: CGFloat) -> NSLayoutConstraint {
    LayoutEquation.make(lhs, .lessThanOrEqual, LayoutExpression(anchor: nil, constant: rhs))
}

/// The one place operator equations become constraints.
enum LayoutEquation {
    /// Gathers the constraints of one `NSLayoutConstraint.collect` (used only by the task that made it).
    final class Collector: @unchecked Sendable {
        var constraints: [NSLayoutConstraint] = []
    }

    /// The innermost `collect` of the current task (or thread), if any: a task-local, so equations made
    /// elsewhere at the same time are never gathered into it.
    @TaskLocal static var collector: Collector?

    static func make<T>(
        _ lhs: NSLayoutAnchor<T>, _ relation: NSLayoutConstraint.Relation, _ rhs: LayoutExpression<T>
    ) -> NSLayoutConstraint {
        let c = lhs.build(
            relation, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant, priority: rhs.priority,
            file: #fileID, line: #line)
        c.identifier = nil
        if let collector { collector.constraints.append(c) } else { c.isActive = true }
        return c
    }
}

extension NSLayoutConstraint {
    /// The constraints the operator equations in `body` make, in order and inactive, for activating in one
    /// batch: `NSLayoutConstraint.activate(NSLayoutConstraint.collect { b.topAnchor == a.topAnchor + 8 })`.
    ///
    /// - Parameter body: Operator equations; equations inside a nested `collect` go to that one only.
    /// - Returns: The inactive constraints.
    public static func collect(_ body: () throws -> Void) rethrows -> [NSLayoutConstraint] {
        let collector = LayoutEquation.Collector()
        try LayoutEquation.$collector.withValue(collector) { try body() }
        return collector.constraints
    }
}
