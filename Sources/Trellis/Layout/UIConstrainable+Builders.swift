import Foundation

// The seed's constrainable-level builders: several constraints at once between a view or layout guide and
// another one (or its superview). Like the anchor builders, each returns inactive constraints, turns off
// `translatesAutoresizingMaskIntoConstraints` on `self` when it is a view (never on the target), and names
// the constraints after the caller's source location.

extension UIConstrainable {
    // MARK: Aspect ratio

    /// Makes `width relation ratio · height` at `priority`: a ratio of 2 makes the constrainable twice as wide
    /// as it is high (the seed's `MakeAspectRatioConstraint`).
    ///
    /// - Parameters:
    ///   - ratio: Width divided by height.
    ///   - relation: `==`, `>=` or `<=`.
    ///   - priority: The constraint's priority (default required).
    ///   - file: The caller's file, for the constraint's ``NSLayoutConstraint/identifier``.
    ///   - line: The caller's line, for the constraint's ``NSLayoutConstraint/identifier``.
    /// - Returns: The inactive constraint.
    public func makeAspectRatioConstraint(
        _ ratio: CGFloat, relation: NSLayoutConstraint.Relation = .equal, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        widthAnchor.makeConstraint(
            to: heightAnchor, multiplier: ratio, relation: relation, priority: priority, file: file, line: line)
    }

    // MARK: Edges

    /// Makes `[left ? target.left + insets, right ? target.right − insets]` at `priority`, where `?` is `==`,
    /// or for ``UIEdgeRelation/inside`` `>=` and `<=`, for ``UIEdgeRelation/outside`` `<=` and `>=` (the
    /// seed's `MakeHorizontalEdgeConstraintsTo`).
    ///
    /// - Parameters:
    ///   - target: The view or layout guide to align with.
    ///   - insets: How far each edge is moved inward from the target's edge.
    ///   - relation: Whether the edges lie on, inside or outside the target's inset edges.
    ///   - priority: The constraints' priority (default required).
    ///   - file: The caller's file, for the constraints' ``NSLayoutConstraint/identifier``.
    ///   - line: The caller's line, for the constraints' ``NSLayoutConstraint/identifier``.
    /// - Returns: The inactive constraints, left then right.
    public func makeHorizontalEdgeConstraints(
        to target: UIConstrainable, insets: CGFloat = 0, relation: UIEdgeRelation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        horizontalEdgeConstraints(
            to: target, left: insets, right: insets, relation: relation, priority: priority, file: file, line: line)
    }

    /// Makes `[top ? target.top + insets, bottom ? target.bottom − insets]` at `priority`, where `?` is `==`,
    /// or for ``UIEdgeRelation/inside`` `>=` and `<=`, for ``UIEdgeRelation/outside`` `<=` and `>=` (the
    /// seed's `MakeVerticalEdgeConstraintsTo`).
    ///
    /// - Parameters:
    ///   - target: The view or layout guide to align with.
    ///   - insets: How far each edge is moved inward from the target's edge.
    ///   - relation: Whether the edges lie on, inside or outside the target's inset edges.
    ///   - priority: The constraints' priority (default required).
    ///   - file: The caller's file, for the constraints' ``NSLayoutConstraint/identifier``.
    ///   - line: The caller's line, for the constraints' ``NSLayoutConstraint/identifier``.
    /// - Returns: The inactive constraints, top then bottom.
    public func makeVerticalEdgeConstraints(
        to target: UIConstrainable, insets: CGFloat = 0, relation: UIEdgeRelation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        verticalEdgeConstraints(
            to: target, top: insets, bottom: insets, relation: relation, priority: priority, file: file, line: line)
    }

    /// Makes `[left ? target.left + insets.left, right ? target.right − insets.right,
    /// top ? target.top + insets.top, bottom ? target.bottom − insets.bottom]` at `priority`, where `?` is
    /// `==`, or for ``UIEdgeRelation/inside`` `>=` (left, top) and `<=` (right, bottom), for
    /// ``UIEdgeRelation/outside`` the reverse (the seed's `MakeEdgeConstraintsTo`).
    ///
    /// - Parameters:
    ///   - target: The view or layout guide to align with.
    ///   - insets: How far each edge is moved inward from the target's edge.
    ///   - relation: Whether the edges lie on, inside or outside the target's inset edges.
    ///   - priority: The constraints' priority (default required).
    ///   - file: The caller's file, for the constraints' ``NSLayoutConstraint/identifier``.
    ///   - line: The caller's line, for the constraints' ``NSLayoutConstraint/identifier``.
    /// - Returns: The inactive constraints: left, right, top, bottom.
    public func makeEdgeConstraints(
        to target: UIConstrainable, insets: UIEdgeInsets = .zero, relation: UIEdgeRelation = .equal,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        horizontalEdgeConstraints(
            to: target, left: insets.left, right: insets.right, relation: relation, priority: priority, file: file,
            line: line)
            + verticalEdgeConstraints(
                to: target, top: insets.top, bottom: insets.bottom, relation: relation, priority: priority,
                file: file, line: line)
    }

    // MARK: Center

    /// Makes `[centerX == target.centerX + offset.x, centerY == target.centerY + offset.y]` at `priority` (the
    /// seed's `MakeCenterConstraintsTo`).
    ///
    /// - Parameters:
    ///   - target: The view or layout guide to center on.
    ///   - offset: How far the center lies right of and below the target's center.
    ///   - priority: The constraints' priority (default required).
    ///   - file: The caller's file, for the constraints' ``NSLayoutConstraint/identifier``.
    ///   - line: The caller's line, for the constraints' ``NSLayoutConstraint/identifier``.
    /// - Returns: The inactive constraints, centerX then centerY.
    public func makeCenterConstraints(
        to target: UIConstrainable, offset: CGPoint = .zero, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        [
            centerXAnchor.makeConstraint(
                to: target.centerXAnchor, constant: offset.x, priority: priority, file: file, line: line),
            centerYAnchor.makeConstraint(
                to: target.centerYAnchor, constant: offset.y, priority: priority, file: file, line: line),
        ]
    }

    // MARK: To the superview

    /// ``makeHorizontalEdgeConstraints(to:insets:relation:priority:file:line:)`` to the superview: the view
    /// `self` sits in (a view's superview, a layout guide's owning view). The seed's
    /// `MakeHorizontalEdgeConstraintsToSuperview`.
    ///
    /// - Precondition: `self` has a superview (or, for a layout guide, an owning view).
    /// - Returns: The inactive constraints, left then right.
    public func makeHorizontalEdgeConstraintsToSuperview(
        insets: CGFloat = 0, relation: UIEdgeRelation = .equal, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        makeHorizontalEdgeConstraints(
            to: requireContainingView(#function), insets: insets, relation: relation, priority: priority,
            file: file, line: line)
    }

    /// ``makeVerticalEdgeConstraints(to:insets:relation:priority:file:line:)`` to the superview: the view
    /// `self` sits in (a view's superview, a layout guide's owning view). The seed's
    /// `MakeVerticalEdgeConstraintsToSuperview`.
    ///
    /// - Precondition: `self` has a superview (or, for a layout guide, an owning view).
    /// - Returns: The inactive constraints, top then bottom.
    public func makeVerticalEdgeConstraintsToSuperview(
        insets: CGFloat = 0, relation: UIEdgeRelation = .equal, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        makeVerticalEdgeConstraints(
            to: requireContainingView(#function), insets: insets, relation: relation, priority: priority,
            file: file, line: line)
    }

    /// ``makeEdgeConstraints(to:insets:relation:priority:file:line:)`` to the superview: the view `self` sits
    /// in (a view's superview, a layout guide's owning view). The seed's `MakeEdgeConstraintsToSuperview`.
    ///
    /// - Precondition: `self` has a superview (or, for a layout guide, an owning view).
    /// - Returns: The inactive constraints: left, right, top, bottom.
    public func makeEdgeConstraintsToSuperview(
        insets: UIEdgeInsets = .zero, relation: UIEdgeRelation = .equal, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        makeEdgeConstraints(
            to: requireContainingView(#function), insets: insets, relation: relation, priority: priority,
            file: file, line: line)
    }

    /// ``makeCenterConstraints(to:offset:priority:file:line:)`` to the superview: the view `self` sits in (a
    /// view's superview, a layout guide's owning view). The seed's `MakeCenterConstraintsToSuperview`.
    ///
    /// - Precondition: `self` has a superview (or, for a layout guide, an owning view).
    /// - Returns: The inactive constraints, centerX then centerY.
    public func makeCenterConstraintsToSuperview(
        offset: CGPoint = .zero, priority: UILayoutPriority = .required, file: StaticString = #fileID,
        line: UInt = #line
    ) -> [NSLayoutConstraint] {
        makeCenterConstraints(
            to: requireContainingView(#function), offset: offset, priority: priority, file: file, line: line)
    }

    // MARK: Internals

    /// The view this constrainable sits in, which the `…ToSuperview` builders relate to: a view's superview, or
    /// a layout guide's owning view (a guide's frame is in its owning view's space, as a subview's is in its
    /// superview's). Nil when there is none.
    var containingView: UIView? {
        guard let owner = owningView else { return nil }
        return owner === self ? owner.superview : owner
    }

    /// ``containingView``, or a precondition failure that names `function`.
    func requireContainingView(_ function: StaticString) -> UIView {
        guard let view = containingView else {
            preconditionFailure(
                "\(function): \(self) has no superview. Add it to a view (a layout guide: to its owning view) "
                    + "before making constraints to its superview.")
        }
        return view
    }

    /// `[left ? target.left + left, right ? target.right − right]`.
    private func horizontalEdgeConstraints(
        to target: UIConstrainable, left: CGFloat, right: CGFloat, relation: UIEdgeRelation,
        priority: UILayoutPriority, file: StaticString, line: UInt
    ) -> [NSLayoutConstraint] {
        [
            leftAnchor.makeConstraint(
                to: target.leftAnchor, relation: relation.minimumEdgeRelation, constant: left, priority: priority,
                file: file, line: line),
            rightAnchor.makeConstraint(
                to: target.rightAnchor, relation: relation.maximumEdgeRelation, constant: -right, priority: priority,
                file: file, line: line),
        ]
    }

    /// `[top ? target.top + top, bottom ? target.bottom − bottom]`.
    private func verticalEdgeConstraints(
        to target: UIConstrainable, top: CGFloat, bottom: CGFloat, relation: UIEdgeRelation,
        priority: UILayoutPriority, file: StaticString, line: UInt
    ) -> [NSLayoutConstraint] {
        [
            topAnchor.makeConstraint(
                to: target.topAnchor, relation: relation.minimumEdgeRelation, constant: top, priority: priority,
                file: file, line: line),
            bottomAnchor.makeConstraint(
                to: target.bottomAnchor, relation: relation.maximumEdgeRelation, constant: -bottom,
                priority: priority, file: file, line: line),
        ]
    }
}
