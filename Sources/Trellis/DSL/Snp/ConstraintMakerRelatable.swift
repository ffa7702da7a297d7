import Foundation

/// A chain with its attributes, waiting for its relation: `equalTo`, `lessThanOrEqualTo`,
/// `greaterThanOrEqualTo`, or their `…Superview()` forms. The source location of the relation names the
/// constraints (their default identifier) and the errors.
public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    private func relate(
        _ relation: NSLayoutConstraint.Relation, _ target: ConstraintTarget?, _ file: StaticString, _ line: UInt
    ) -> ConstraintMakerEditable {
        description.relation = relation
        description.target = target
        description.site = (file, line)
        if case let .constant(constant)? = target?.kind { description.constant = constant }
        return ConstraintMakerEditable(description)
    }

    private var superviewTarget: ConstraintTarget? { description.item.containingView?.constraintTarget }

    /// `attributes == other` (+ its constant, for a constant target).
    @discardableResult
    public func equalTo(
        _ other: ConstraintRelatableTarget, _ file: StaticString = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.equal, other.constraintTarget, file, line)
    }

    /// `attributes == superview.attributes` (a layout guide's superview is its owning view).
    @discardableResult
    public func equalToSuperview(_ file: StaticString = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, superviewTarget, file, line)
    }

    /// `attributes <= other`.
    @discardableResult
    public func lessThanOrEqualTo(
        _ other: ConstraintRelatableTarget, _ file: StaticString = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, other.constraintTarget, file, line)
    }

    /// `attributes <= superview.attributes`.
    @discardableResult
    public func lessThanOrEqualToSuperview(
        _ file: StaticString = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, superviewTarget, file, line)
    }

    /// `attributes >= other`.
    @discardableResult
    public func greaterThanOrEqualTo(
        _ other: ConstraintRelatableTarget, _ file: StaticString = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, other.constraintTarget, file, line)
    }

    /// `attributes >= superview.attributes`.
    @discardableResult
    public func greaterThanOrEqualToSuperview(
        _ file: StaticString = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, superviewTarget, file, line)
    }
}
