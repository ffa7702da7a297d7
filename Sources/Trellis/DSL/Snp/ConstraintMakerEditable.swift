import Foundation

/// A number usable as a multiplier or divisor: `Int`, `UInt`, `Float`, `Double`, `CGFloat`.
public protocol ConstraintMultiplierTarget {
    /// The number.
    var constraintMultiplierValue: CGFloat { get }
}
extension Int: ConstraintMultiplierTarget {
    /// The number.
    public var constraintMultiplierValue: CGFloat { CGFloat(self) }
}
extension UInt: ConstraintMultiplierTarget {
    /// The number.
    public var constraintMultiplierValue: CGFloat { CGFloat(self) }
}
extension Float: ConstraintMultiplierTarget {
    /// The number.
    public var constraintMultiplierValue: CGFloat { CGFloat(self) }
}
extension Double: ConstraintMultiplierTarget {
    /// The number.
    public var constraintMultiplierValue: CGFloat { CGFloat(self) }
}
extension CGFloat: ConstraintMultiplierTarget {
    /// The number.
    public var constraintMultiplierValue: CGFloat { self }
}

/// A chain with its relation: set the constant (`offset`, `inset`) and the multiplier (`multipliedBy`,
/// `dividedBy`), then the priority and label.
public final class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// Sets the constant to `amount` for each attribute (a size per dimension, a point per axis).
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = amount.constraintConstant
        return self
    }

    /// Sets the constant to move each edge inwards by `amount` (a number on every edge, or insets): positive
    /// for left/top/leading, negated for right/bottom/trailing, a size shrinks by both insets.
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        description.constant = amount.constraintConstant.asInsets
        return self
    }

    /// Sets the multiplier: `first == amount · second + constant`.
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = amount.constraintMultiplierValue
        return self
    }

    /// Sets the multiplier to `1 / amount`.
    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = 1 / amount.constraintMultiplierValue
        return self
    }
}

/// A chain ready for its priority.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// Sets the priority (`.required`, `.high` 750, `.medium` 500, `.low` 250, or any `UILayoutPriority`).
    @discardableResult
    public func priority(_ priority: UILayoutPriority) -> ConstraintMakerFinalizable {
        description.priority = priority
        return self
    }
    /// Sets the priority from a number such as `751`.
    @discardableResult
    public func priority(_ amount: Int) -> ConstraintMakerFinalizable { priority(UILayoutPriority(Float(amount))) }
    /// Sets the priority from a number.
    @discardableResult
    public func priority(_ amount: Float) -> ConstraintMakerFinalizable { priority(UILayoutPriority(amount)) }
    /// Sets the priority from a number such as `999.5`.
    @discardableResult
    public func priority(_ amount: Double) -> ConstraintMakerFinalizable { priority(UILayoutPriority(Float(amount))) }
}

/// A complete chain: label it, or take its result.
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// Sets the constraints' ``NSLayoutConstraint/identifier`` (for logs).
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The constraints this chain makes, to keep for `update(offset:)`, `deactivate()` and so on. Before the
    /// block ends they are not active yet. Empty when the chain's superview is missing (the block reports it).
    public var constraint: SnpConstraint {
        switch description.built {
        case let .success(constraint): return constraint
        case .failure: return SnpConstraint(item: description.item, layoutConstraints: [])
        }
    }
}
