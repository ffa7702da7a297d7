import Foundation

/// Attributes of a view or layout guide used as the target of a DSL relation: `other.snp.top`,
/// `other.snp.edges` (SnapKit's `ConstraintItem`).
public struct ConstraintItem: ConstraintRelatableTarget {
    /// The view or layout guide.
    public let target: UIConstrainable
    /// The attributes named.
    public let attributes: ConstraintAttributes

    init(target: UIConstrainable, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }

    /// The item with its attributes.
    public var constraintTarget: ConstraintTarget { ConstraintTarget(.item(target, attributes: attributes)) }
}
