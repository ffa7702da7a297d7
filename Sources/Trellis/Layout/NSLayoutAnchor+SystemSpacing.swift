import Foundation

// UIKit's system-spacing constraints: the standard distance between sibling views, scaled by a multiplier.
// Trellis uses UIKit's standard spacing of 8 points everywhere; UIKit derives the distance between two text
// baselines from the fonts instead (Trellis does not: baselines get 8 points too).

extension NSLayoutConstraint {
    /// The standard distance between sibling views (UIKit's system spacing, 8 points).
    public static let systemSpacing: CGFloat = 8
}

extension NSLayoutXAxisAnchor {
    /// `self == anchor + multiplier · 8`: this anchor the standard spacing after `anchor` (UIKit's
    /// `constraint(equalToSystemSpacingAfter:multiplier:)`).
    public func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier, file: file, line: line)
    }

    /// `self >= anchor + multiplier · 8`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(
            .greaterThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier, file: file, line: line
        )
    }

    /// `self <= anchor + multiplier · 8`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier, file: file, line: line)
    }
}

extension NSLayoutYAxisAnchor {
    /// `self == anchor + multiplier · 8`: this anchor the standard spacing below `anchor` (UIKit's
    /// `constraint(equalToSystemSpacingBelow:multiplier:)`).
    public func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier, file: file, line: line)
    }

    /// `self >= anchor + multiplier · 8`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(
            .greaterThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier, file: file, line: line
        )
    }

    /// `self <= anchor + multiplier · 8`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier, file: file, line: line)
    }
}
