import Foundation

/// What a DSL relation resolves to: an item (with the attributes named on it, if any) or a constant.
/// Made by the conforming types; not made directly.
public struct ConstraintTarget {
    enum Kind {
        /// A view or layout guide; `attributes` is `.none` when the target names no attribute (`equalTo(view)`).
        case item(UIConstrainable, attributes: ConstraintAttributes)
        /// A number, size, point or insets.
        case constant(ConstraintConstant)
    }
    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }
}

/// Anything `equalTo(_:)` and the other relations accept: a view, a layout guide, an attribute of one
/// (`other.snp.top`), an anchor, or a constant (number, `CGSize`, `CGPoint`, insets). Each conforming type
/// says what it is, so the DSL needs no chain of casts. Not for conformance outside Trellis.
public protocol ConstraintRelatableTarget {
    /// What the value relates to.
    var constraintTarget: ConstraintTarget { get }
}

extension UIView: ConstraintRelatableTarget {
    /// The view, with the maker's own attributes.
    public var constraintTarget: ConstraintTarget { ConstraintTarget(.item(self, attributes: .none)) }
}

extension UILayoutGuide: ConstraintRelatableTarget {
    /// The guide, with the maker's own attributes.
    public var constraintTarget: ConstraintTarget { ConstraintTarget(.item(self, attributes: .none)) }
}

extension NSLayoutAnchor: ConstraintRelatableTarget {
    /// The anchor's item and attribute.
    public var constraintTarget: ConstraintTarget {
        guard let constrainable = item as? UIConstrainable else {
            preconditionFailure("\(self) belongs to neither a view nor a layout guide.")
        }
        return ConstraintTarget(.item(constrainable, attributes: ConstraintAttributes(attribute)))
    }
}

extension ConstraintAttributes {
    /// The set holding one Auto Layout attribute (empty for `.notAnAttribute`).
    init(_ attribute: NSLayoutConstraint.Attribute) {
        self = Self.table.first { $0.1 == attribute }?.0 ?? []
    }
}
