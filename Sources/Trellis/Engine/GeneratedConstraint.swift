import Foundation

/// A constraint the engine makes from a view property rather than the app: a frame kept by autoresizing, an
/// intrinsic size held by hugging and compression resistance, a system guide inset from its view, a scroll
/// view's content area. Described by value and named by its ``Role``, so that:
///
/// - the engine keeps the real constraint in step with the property by name (a new frame or intrinsic size
///   changes constants in place; a role no longer wanted is deactivated), never by position;
/// - fitting-size calculations, which run on a scratch solver, use the very same description.
///
/// Each rule that makes them is one function (`GeneratedConstraint+Rules.swift`).
struct GeneratedConstraint {
    /// What a generated constraint does for its item: its name among the item's generated constraints.
    enum Role: UInt8, CaseIterable {
        case autoresizingLeft, autoresizingTop, autoresizingWidth, autoresizingHeight
        case horizontalHugging, horizontalCompressionResistance, verticalHugging, verticalCompressionResistance
        case guideLeft, guideTop, guideRight, guideBottom, guideWidth, guideHeight

        /// The roles one rule makes (the engine reconciles a group at a time).
        enum Group: Equatable {
            case autoresizing
            case contentSize(NSLayoutConstraint.Axis)
            case systemGuide
        }

        var group: Group {
            switch self {
            case .autoresizingLeft, .autoresizingTop, .autoresizingWidth, .autoresizingHeight: return .autoresizing
            case .horizontalHugging, .horizontalCompressionResistance: return .contentSize(.horizontal)
            case .verticalHugging, .verticalCompressionResistance: return .contentSize(.vertical)
            case .guideLeft, .guideTop, .guideRight, .guideBottom, .guideWidth, .guideHeight: return .systemGuide
            }
        }
    }

    let role: Role
    /// The constraint, as the engine reads it.
    let equation: ConstraintEquation

    /// A generated constraint `first.attribute relation second.attribute + constant` at `priority`
    /// (multiplier 1; `second` nil for a size).
    init(
        _ role: Role, _ first: LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation = .equal, _ second: LayoutItem? = nil, constant: CGFloat,
        priority: UILayoutPriority = .required
    ) {
        self.role = role
        equation = ConstraintEquation(
            first: first, firstAttribute: attribute, relation: relation, second: second,
            secondAttribute: second == nil ? .notAnAttribute : attribute, multiplier: 1, constant: constant,
            priority: priority)
    }

    /// A new inactive constraint of the class UIKit uses for the role, named as UIKit's logs name it.
    func makeConstraint() -> NSLayoutConstraint {
        let e = equation
        let c: NSLayoutConstraint
        switch role.group {
        case .autoresizing:
            c = NSAutoresizingMaskLayoutConstraint(
                object: e.first, attribute: e.firstAttribute, relatedBy: e.relation, toObject: e.second,
                attribute: e.secondAttribute, multiplier: 1, constant: e.constant, file: #fileID, line: #line)
            c.identifier = "autoresizing"
        case .contentSize:
            c = NSContentSizeLayoutConstraint(
                object: e.first, attribute: e.firstAttribute, relatedBy: e.relation, toObject: e.second,
                attribute: e.secondAttribute, multiplier: 1, constant: e.constant, file: #fileID, line: #line)
            c.identifier = e.relation == .lessThanOrEqual ? "hugging" : "compression-resistance"
        case .systemGuide:
            c = UISystemGuideConstraint(
                object: e.first, attribute: e.firstAttribute, relatedBy: e.relation, toObject: e.second,
                attribute: e.secondAttribute, multiplier: 1, constant: e.constant, file: #fileID, line: #line)
            c.identifier = "\((e.first as? UILayoutGuide)?.identifier ?? "guide")-\(e.firstAttribute)"
        }
        c.priority = e.priority
        return c
    }
}
