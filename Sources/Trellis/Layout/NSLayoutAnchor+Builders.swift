import Foundation

// The seed's `MakeConstraint*` family on anchors. Every builder returns an inactive constraint (activate it
// with `isActive = true`, or a sequence of them with `activate()`), turns off
// `translatesAutoresizingMaskIntoConstraints` on the anchor's view (never on the target), and names the
// constraint after the caller's source location.

extension NSLayoutAnchor {
    /// Makes `self relation anchor + constant` at `priority` (the seed's `MakeConstraintTo(IUIAnchor, …)`).
    ///
    /// - Parameters:
    ///   - anchor: The anchor to relate to; only an anchor of the same kind (x axis, y axis, dimension) fits.
    ///   - relation: `==`, `>=` or `<=`.
    ///   - constant: Added to `anchor`.
    ///   - priority: The constraint's priority (default required).
    ///   - file: The caller's file, for the constraint's ``NSLayoutConstraint/identifier``.
    ///   - line: The caller's line, for the constraint's ``NSLayoutConstraint/identifier``.
    /// - Returns: The inactive constraint.
    public func makeConstraint(
        to anchor: NSLayoutAnchor<AnchorType>, relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat = 0,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        build(relation, anchor, multiplier: 1, constant: constant, priority: priority, file: file, line: line)
    }

    /// Makes `self relation constrainable.sameAnchor + constant` at `priority`, e.g.
    /// `a.topAnchor.makeConstraint(to: b)` is `a.top == b.top` (the seed's `MakeConstraintTo(IConstrainable, …)`).
    ///
    /// - Parameters:
    ///   - constrainable: The view or layout guide whose anchor of the same attribute to relate to.
    ///   - relation: `==`, `>=` or `<=`.
    ///   - constant: Added to the other anchor.
    ///   - priority: The constraint's priority (default required).
    ///   - file: The caller's file, for the constraint's ``NSLayoutConstraint/identifier``.
    ///   - line: The caller's line, for the constraint's ``NSLayoutConstraint/identifier``.
    /// - Returns: The inactive constraint.
    public func makeConstraint(
        to constrainable: UIConstrainable, relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat = 0,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        makeConstraint(
            to: Self.anchor(attribute, of: constrainable), relation: relation, constant: constant, priority: priority,
            file: file, line: line)
    }

    /// Makes `self relation constrainable.oppositeAnchor + constant` at `priority`, e.g.
    /// `b.leftAnchor.makeConstraintToOpposite(a, constant: 8)` is `b.left == a.right + 8` (the seed's
    /// `MakeConstraintToOpposite`).
    ///
    /// Opposites are left ↔ right, leading ↔ trailing and top ↔ bottom; the other anchors (centers, width,
    /// height, baselines) have no opposite and relate to themselves, as `makeConstraint(to: constrainable)`.
    ///
    /// - Parameters:
    ///   - constrainable: The view or layout guide whose opposite anchor to relate to.
    ///   - relation: `==`, `>=` or `<=`.
    ///   - constant: Added to the other anchor.
    ///   - priority: The constraint's priority (default required).
    ///   - file: The caller's file, for the constraint's ``NSLayoutConstraint/identifier``.
    ///   - line: The caller's line, for the constraint's ``NSLayoutConstraint/identifier``.
    /// - Returns: The inactive constraint.
    public func makeConstraintToOpposite(
        _ constrainable: UIConstrainable, relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat = 0,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        makeConstraint(
            to: Self.anchor(attribute.opposite, of: constrainable), relation: relation, constant: constant,
            priority: priority, file: file, line: line)
    }

    /// Makes `self relation superview.sameAnchor + constant` at `priority`, where the superview is the view the
    /// anchor's item sits in: a view's superview, a layout guide's owning view (the seed's
    /// `MakeConstraintToSuperview`).
    ///
    /// - Precondition: The anchor's item has a superview (or, for a layout guide, an owning view).
    /// - Parameters:
    ///   - relation: `==`, `>=` or `<=`.
    ///   - constant: Added to the superview's anchor.
    ///   - priority: The constraint's priority (default required).
    ///   - file: The caller's file, for the constraint's ``NSLayoutConstraint/identifier``.
    ///   - line: The caller's line, for the constraint's ``NSLayoutConstraint/identifier``.
    /// - Returns: The inactive constraint.
    public func makeConstraintToSuperview(
        relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        makeConstraint(
            to: requireContainingView(#function), relation: relation, constant: constant, priority: priority,
            file: file, line: line)
    }

    /// Makes `self relation superview.oppositeAnchor + constant` at `priority` (the seed's
    /// `MakeConstraintToSuperviewOpposite`); opposites as in
    /// ``makeConstraintToOpposite(_:relation:constant:priority:file:line:)``, the superview as in
    /// ``makeConstraintToSuperview(relation:constant:priority:file:line:)``.
    ///
    /// - Precondition: The anchor's item has a superview (or, for a layout guide, an owning view).
    /// - Parameters:
    ///   - relation: `==`, `>=` or `<=`.
    ///   - constant: Added to the superview's anchor.
    ///   - priority: The constraint's priority (default required).
    ///   - file: The caller's file, for the constraint's ``NSLayoutConstraint/identifier``.
    ///   - line: The caller's line, for the constraint's ``NSLayoutConstraint/identifier``.
    /// - Returns: The inactive constraint.
    public func makeConstraintToSuperviewOpposite(
        relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        makeConstraintToOpposite(
            requireContainingView(#function), relation: relation, constant: constant, priority: priority,
            file: file, line: line)
    }

    /// The one place the builders make a constraint: `item.attribute relation multiplier · anchor + constant`
    /// (or `… relation constant` without an anchor), inactive, at `priority`, named `file:line` (through the
    /// anchor factories' `make`). Turns off autoresizing translation on the first item when it is a view.
    func build(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant: CGFloat, priority: UILayoutPriority, file: StaticString, line: UInt
    ) -> NSLayoutConstraint {
        let constraint = make(relation, anchor, multiplier: multiplier, constant: constant, file: file, line: line)
        constraint.priority = priority
        // Anchors hold their item as `AnyObject`; only a view has autoresizing translation to turn off.
        (item as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
        return constraint
    }

    /// The anchor of `constrainable` for `attribute`, read from the protocol's anchors (so the constrainable
    /// decides which item carries it).
    ///
    /// Typed by construction: the builders pass their own attribute or its opposite, which is of the same kind
    /// (x axis, y axis, dimension) as `AnchorType`.
    /// - Precondition: `attribute` is not `.notAnAttribute`; a baseline is asked only of a view.
    static func anchor(
        _ attribute: NSLayoutConstraint.Attribute, of constrainable: UIConstrainable
    ) -> NSLayoutAnchor<AnchorType> {
        let source: (item: AnyObject, attribute: NSLayoutConstraint.Attribute)
        switch attribute {
        case .left: source = parts(of: constrainable.leftAnchor)
        case .right: source = parts(of: constrainable.rightAnchor)
        case .leading: source = parts(of: constrainable.leadingAnchor)
        case .trailing: source = parts(of: constrainable.trailingAnchor)
        case .centerX: source = parts(of: constrainable.centerXAnchor)
        case .top: source = parts(of: constrainable.topAnchor)
        case .bottom: source = parts(of: constrainable.bottomAnchor)
        case .centerY: source = parts(of: constrainable.centerYAnchor)
        case .width: source = parts(of: constrainable.widthAnchor)
        case .height: source = parts(of: constrainable.heightAnchor)
        case .firstBaseline, .lastBaseline:
            // Baselines are not part of `UIConstrainable`: only a view (its own owning view) has them.
            guard let view = constrainable.owningView, view === constrainable else {
                preconditionFailure("A \(attribute) anchor relates only to a view, not to \(constrainable).")
            }
            source = parts(of: attribute == .firstBaseline ? view.firstBaselineAnchor : view.lastBaselineAnchor)
        case .notAnAttribute:
            preconditionFailure("An anchor without an attribute has no counterpart on \(constrainable).")
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            // Margin attributes have no anchors (UIKit uses `layoutMarginsGuide`); anchors never carry them.
            preconditionFailure("A \(attribute) attribute has no anchor; use layoutMarginsGuide's anchors.")
        }
        return NSLayoutAnchor<AnchorType>(item: source.item, attribute: source.attribute)
    }

    private static func parts<Other>(
        of anchor: NSLayoutAnchor<Other>
    ) -> (item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        (anchor.item, anchor.attribute)
    }

    /// The view the anchor's item sits in (``UIConstrainable/containingView``), or a precondition failure that
    /// names `function`.
    private func requireContainingView(_ function: StaticString) -> UIView {
        guard let constrainable = item as? UIConstrainable else {
            preconditionFailure("\(function): \(self) belongs to neither a view nor a layout guide.")
        }
        return constrainable.requireContainingView(function)
    }
}

extension NSLayoutDimension {
    /// Makes `self relation constant` at `priority`, e.g. `view.widthAnchor.makeConstraint(100)` is
    /// `view.width == 100` (the seed's `MakeConstraint`).
    ///
    /// - Parameters:
    ///   - constant: The size.
    ///   - relation: `==`, `>=` or `<=`.
    ///   - priority: The constraint's priority (default required).
    ///   - file: The caller's file, for the constraint's ``NSLayoutConstraint/identifier``.
    ///   - line: The caller's line, for the constraint's ``NSLayoutConstraint/identifier``.
    /// - Returns: The inactive constraint.
    public func makeConstraint(
        _ constant: CGFloat, relation: NSLayoutConstraint.Relation = .equal, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        build(relation, nil, multiplier: 1, constant: constant, priority: priority, file: file, line: line)
    }

    /// Makes `self relation multiplier · anchor + constant` at `priority`, e.g.
    /// `a.widthAnchor.makeConstraint(to: b.widthAnchor, multiplier: 0.5)` is `a.width == 0.5 · b.width`.
    ///
    /// - Parameters:
    ///   - anchor: The width or height to relate to.
    ///   - multiplier: Multiplies `anchor`.
    ///   - relation: `==`, `>=` or `<=`.
    ///   - constant: Added to `multiplier · anchor`.
    ///   - priority: The constraint's priority (default required).
    ///   - file: The caller's file, for the constraint's ``NSLayoutConstraint/identifier``.
    ///   - line: The caller's line, for the constraint's ``NSLayoutConstraint/identifier``.
    /// - Returns: The inactive constraint.
    public func makeConstraint(
        to anchor: NSLayoutDimension, multiplier: CGFloat = 1, relation: NSLayoutConstraint.Relation = .equal,
        constant: CGFloat = 0, priority: UILayoutPriority = .required, file: StaticString = #fileID,
        line: UInt = #line
    ) -> NSLayoutConstraint {
        build(relation, anchor, multiplier: multiplier, constant: constant, priority: priority, file: file, line: line)
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute on the other side: left ↔ right, leading ↔ trailing, top ↔ bottom; every other attribute
    /// is its own opposite.
    fileprivate var opposite: NSLayoutConstraint.Attribute {
        switch self {
        case .left: return .right
        case .right: return .left
        case .leading: return .trailing
        case .trailing: return .leading
        case .top: return .bottom
        case .bottom: return .top
        case .leftMargin: return .rightMargin
        case .rightMargin: return .leftMargin
        case .leadingMargin: return .trailingMargin
        case .trailingMargin: return .leadingMargin
        case .topMargin: return .bottomMargin
        case .bottomMargin: return .topMargin
        case .width, .height, .centerX, .centerY, .firstBaseline, .lastBaseline, .notAnAttribute,
            .centerXWithinMargins, .centerYWithinMargins:
            return self
        }
    }
}
