import Foundation

/// A parsed visual format: its orientation and a row of elements (views and the superview bars) with the
/// connection between each two neighbours (`connections[i]` joins `elements[i]` and `elements[i + 1]`).
struct VisualFormat {
    /// One element of the row.
    enum Element {
        /// `|`, at `position` in the format.
        case superview(position: Int)
        /// `[name(predicates)]`.
        case view(UIView, predicates: [Predicate])
    }

    /// What joins two neighbours.
    enum Connection {
        /// Nothing: the two touch (`[a][b]`).
        case flush
        /// `-`: the standard space (8 between views, 20 to the superview).
        case standard
        /// `-n-`, `-(>=n@p)-`, …: one constraint per predicate.
        case predicates([Predicate])
    }

    /// `(relation)?(constant | view)(@priority)?`.
    struct Predicate {
        enum Object {
            case constant(CGFloat)
            case view(UIView)
        }
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: UILayoutPriority
    }

    var axis: NSLayoutConstraint.Axis
    var elements: [Element]
    var connections: [Connection]

    /// The views, in the order they appear.
    var views: [UIView] {
        elements.compactMap { if case let .view(view, _) = $0 { return view } else { return nil } }
    }
}
