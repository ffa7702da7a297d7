import Foundation
import Testing

@testable import Trellis

/// What a constraint says, for comparing the DSLs with anchor code: items, attributes, relation, multiplier,
/// constant, priority.
struct ConstraintSignature: Equatable, CustomStringConvertible {
    let first: ObjectIdentifier?, firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let second: ObjectIdentifier?, secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat, constant: CGFloat, priority: UILayoutPriority

    init(
        first: ObjectIdentifier?, firstAttribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation,
        second: ObjectIdentifier?, secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat,
        constant: CGFloat,
        priority: UILayoutPriority
    ) {
        (self.first, self.firstAttribute, self.relation) = (first, firstAttribute, relation)
        (self.second, self.secondAttribute) = (second, secondAttribute)
        (self.multiplier, self.constant, self.priority) = (multiplier, constant, priority)
    }

    init(_ c: NSLayoutConstraint) {
        first = c.firstItem.map(ObjectIdentifier.init)
        firstAttribute = c.firstAttribute
        relation = c.relation
        second = c.secondItem.map(ObjectIdentifier.init)
        secondAttribute = c.secondAttribute
        multiplier = c.multiplier
        constant = c.constant
        priority = c.priority
    }

    var description: String {
        "\(firstAttribute) \(relation) \(multiplier)*\(second == nil ? "nil" : "item").\(secondAttribute) + \(constant) @\(priority)"
    }
}

func signatures(_ constraints: [NSLayoutConstraint]) -> [ConstraintSignature] {
    constraints.map(ConstraintSignature.init)
}
