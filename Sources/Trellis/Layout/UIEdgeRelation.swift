import Foundation

/// How edge constraints relate a constrainable's edges to a target's inset edges (the seed's edge-constraint
/// relation), for ``UIConstrainable/makeEdgeConstraints(to:insets:relation:priority:file:line:)`` and its
/// horizontal, vertical and superview forms.
///
/// With insets `i`, each edge is compared with the target's edge moved inward by its inset:
/// `left ? target.left + i.left`, `right ? target.right − i.right`, `top ? target.top + i.top`,
/// `bottom ? target.bottom − i.bottom`, where `?` is:
///
/// | relation   | left, top | right, bottom |
/// |------------|-----------|---------------|
/// | `equal`    | `==`      | `==`          |
/// | `inside`   | `>=`      | `<=`          |
/// | `outside`  | `<=`      | `>=`          |
public enum UIEdgeRelation: Sendable, Hashable, CaseIterable {
    /// Every edge lies on the target's inset edge.
    case equal
    /// The constrainable stays within the target's inset edges (it may be smaller).
    case inside
    /// The constrainable covers the target's inset edges (it may be larger).
    case outside

    /// The relation for a minimum edge (left, top): `edge ? target.edge + inset`.
    var minimumEdgeRelation: NSLayoutConstraint.Relation {
        switch self {
        case .equal: return .equal
        case .inside: return .greaterThanOrEqual
        case .outside: return .lessThanOrEqual
        }
    }

    /// The relation for a maximum edge (right, bottom): `edge ? target.edge − inset`.
    var maximumEdgeRelation: NSLayoutConstraint.Relation {
        switch self {
        case .equal: return .equal
        case .inside: return .lessThanOrEqual
        case .outside: return .greaterThanOrEqual
        }
    }
}
