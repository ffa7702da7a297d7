import Foundation

extension NSLayoutConstraint {
    /// The part of an item's layout a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        /// The edges and centers of the item's layout margins (its ``UIView/layoutMarginsGuide``).
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the constraint has no second item.
        case notAnAttribute = 0

        /// Whether the attribute is measured on the item's layout margins rather than its frame.
        var isMargin: Bool { rawValue >= Attribute.leftMargin.rawValue }

        /// The frame attribute a margin attribute corresponds to (on the margins guide); others unchanged.
        var withoutMargins: Attribute {
            switch self {
            case .leftMargin: return .left
            case .rightMargin: return .right
            case .topMargin: return .top
            case .bottomMargin: return .bottom
            case .leadingMargin: return .leading
            case .trailingMargin: return .trailing
            case .centerXWithinMargins: return .centerX
            case .centerYWithinMargins: return .centerY
            default: return self
            }
        }

        /// Whether this attribute is horizontal, vertical, or a dimension.
        var axis: Axis? {
            switch withoutMargins {
            case .left, .right, .leading, .trailing, .centerX, .width: return .horizontal
            case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline: return .vertical
            case .notAnAttribute: return nil
            default: return nil  // unreachable: `withoutMargins` has no margin attributes
            }
        }

        /// Whether this attribute is a size rather than a position.
        var isDimension: Bool { self == .width || self == .height }

        /// UIKit's spelling (`left`, `centerX`, `firstBaseline`, …).
        public var description: String {
            switch self {
            case .left: return "left"
            case .right: return "right"
            case .top: return "top"
            case .bottom: return "bottom"
            case .leading: return "leading"
            case .trailing: return "trailing"
            case .width: return "width"
            case .height: return "height"
            case .centerX: return "centerX"
            case .centerY: return "centerY"
            case .lastBaseline: return "lastBaseline"
            case .firstBaseline: return "firstBaseline"
            case .leftMargin: return "leftMargin"
            case .rightMargin: return "rightMargin"
            case .topMargin: return "topMargin"
            case .bottomMargin: return "bottomMargin"
            case .leadingMargin: return "leadingMargin"
            case .trailingMargin: return "trailingMargin"
            case .centerXWithinMargins: return "centerXWithinMargins"
            case .centerYWithinMargins: return "centerYWithinMargins"
            case .notAnAttribute: return "notAnAttribute"
            }
        }
    }

    /// How the two sides of a constraint relate (UIKit's `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable, CustomStringConvertible {
        /// `first <= multiplier · second + constant`
        case lessThanOrEqual = -1
        /// `first == multiplier · second + constant`
        case equal = 0
        /// `first >= multiplier · second + constant`
        case greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`.
        public var description: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }

    /// A layout axis (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
