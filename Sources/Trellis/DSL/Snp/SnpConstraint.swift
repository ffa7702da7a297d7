import Foundation

/// The constraints one `make.…` chain made (SnapKit's `Constraint`; named apart from the solver's
/// `Constraint`): keep it from `.constraint` to change its constant or priority later, or to switch it on and
/// off.
///
/// ```swift
/// var top: SnpConstraint?
/// view.snp.makeConstraints { make in top = make.top.equalToSuperview().offset(16).constraint }
/// top?.update(offset: 40)   // an in-place change of the constant
/// ```
public final class SnpConstraint {
    /// The constraints, one per attribute of the chain (`make.edges` → left, top, right, bottom).
    public let layoutConstraints: [NSLayoutConstraint]
    let item: SnpConstrainable

    init(item: SnpConstrainable, layoutConstraints: [NSLayoutConstraint]) {
        self.item = item
        self.layoutConstraints = layoutConstraints
    }

    /// Whether the constraints are active.
    public var isActive: Bool { layoutConstraints.contains { $0.isActive } }

    /// Activates the constraints (again) and records them with the view's made constraints.
    public func activate() {
        (item as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(layoutConstraints)
        item.snpConstraints.add(layoutConstraints)
    }

    /// Deactivates the constraints; `remakeConstraints` and `updateConstraints` no longer see them.
    public func deactivate() {
        NSLayoutConstraint.deactivate(layoutConstraints)
        item.snpConstraints.remove(layoutConstraints)
    }

    /// Sets each constraint's constant to `amount` for its attribute (a number for every attribute, a size per
    /// dimension, a point per axis), in place.
    @discardableResult
    public func update(offset amount: ConstraintOffsetTarget) -> SnpConstraint {
        setConstants(amount.constraintConstant)
    }

    /// Sets each constraint's constant to inset its attribute by `amount` (right, bottom, trailing negated;
    /// sizes shrink by both insets), in place.
    @discardableResult
    public func update(inset amount: ConstraintInsetTarget) -> SnpConstraint {
        setConstants(amount.constraintConstant.asInsets)
    }

    /// Sets every constraint's priority.
    @discardableResult
    public func update(priority: UILayoutPriority) -> SnpConstraint {
        for c in layoutConstraints { c.priority = priority }
        return self
    }
    /// Sets every constraint's priority.
    @discardableResult
    public func update(priority: Int) -> SnpConstraint { update(priority: UILayoutPriority(Float(priority))) }
    /// Sets every constraint's priority.
    @discardableResult
    public func update(priority: Float) -> SnpConstraint { update(priority: UILayoutPriority(priority)) }
    /// Sets every constraint's priority.
    @discardableResult
    public func update(priority: Double) -> SnpConstraint { update(priority: UILayoutPriority(Float(priority))) }

    private func setConstants(_ constant: ConstraintConstant) -> SnpConstraint {
        for c in layoutConstraints { c.constant = constant.value(for: c.firstAttribute) }
        return self
    }
}
