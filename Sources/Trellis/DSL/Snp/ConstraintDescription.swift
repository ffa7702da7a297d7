import Foundation

/// Everything one `make.…` chain says, recorded by the maker stages and turned into constraints in one place
/// (``build()``).
final class ConstraintDescription {
    /// The view or guide being constrained.
    let item: SnpConstrainable
    /// The attributes named on `make` (`make.left.right` → left and right).
    var attributes: ConstraintAttributes
    /// Set by the relation (`equalTo`, …); a chain without one makes nothing.
    var relation: NSLayoutConstraint.Relation?
    /// What the relation relates to; nil with a relation means `…Superview()` found no superview.
    var target: ConstraintTarget?
    /// The constant source: the target's constant, replaced by `offset` / `inset`.
    var constant = ConstraintConstant(.number(0))
    var multiplier: CGFloat = 1
    var priority: UILayoutPriority = .required
    /// The identifier given with `labeled(_:)`.
    var label: String?
    /// Where the relation was written (the constraints' default identifier and the errors' call site).
    var site: (file: StaticString, line: UInt) = ("", 0)

    init(item: SnpConstrainable, attributes: ConstraintAttributes) {
        self.item = item
        self.attributes = attributes
    }

    /// The result, made once (so `.constraint` and the maker share it).
    private(set) lazy var built: Result<SnpConstraint, ConstraintDSLError> = build()

    /// The inactive constraints, one per attribute, or the reason there are none.
    ///
    /// A constant target relates a size to the constant alone, and a position to the same attribute of the
    /// superview (SnapKit's rule; `centerX`/`centerY` to the superview's left/top, so `make.centerX.equalTo(20)`
    /// puts the center 20 from the left).
    private func build() -> Result<SnpConstraint, ConstraintDSLError> {
        guard let relation else { return .success(SnpConstraint(item: item, layoutConstraints: [])) }
        guard let target else { return .failure(noSuperview()) }
        var made: [NSLayoutConstraint] = []
        for attribute in attributes.layoutAttributes {
            let other: AnyObject?
            let otherAttribute: NSLayoutConstraint.Attribute
            switch target.kind {
            case let .item(constrainable, targetAttributes):
                other = constrainable
                otherAttribute = targetAttributes.targetAttribute(for: attribute, from: attributes)
            case .constant where attribute.isDimension:
                other = nil
                otherAttribute = .notAnAttribute
            case .constant:
                guard let superview = item.containingView else { return .failure(noSuperview()) }
                other = superview
                otherAttribute = attribute == .centerX ? .left : attribute == .centerY ? .top : attribute
            }
            let constraint = NSLayoutConstraint(
                object: item, attribute: attribute, relatedBy: relation, toObject: other, attribute: otherAttribute,
                multiplier: multiplier, constant: constant.value(for: attribute), file: site.file, line: site.line)
            constraint.priority = priority
            if let label { constraint.identifier = label }
            made.append(constraint)
        }
        return .success(SnpConstraint(item: item, layoutConstraints: made))
    }

    private func noSuperview() -> ConstraintDSLError {
        ConstraintDSLError(
            reason: .noSuperview(
                "\(NSLayoutConstraint.name(of: item)).\(attributes.layoutAttributes.map(\.description).joined(separator: "/"))"
            ),
            file: "\(site.file)", line: site.line)
    }
}
