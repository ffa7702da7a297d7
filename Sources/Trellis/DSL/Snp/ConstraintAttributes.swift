import Foundation

/// A set of layout attributes named in one `make.…` chain or `other.snp.…` target (SnapKit's
/// `ConstraintAttributes`): single attributes and composites such as `edges` or `size`.
public struct ConstraintAttributes: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Makes a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// No attribute: a target that names an item only (its attribute follows the maker's).
    public static let none: ConstraintAttributes = []
    static let left = ConstraintAttributes(rawValue: 1 << 0)
    static let top = ConstraintAttributes(rawValue: 1 << 1)
    static let right = ConstraintAttributes(rawValue: 1 << 2)
    static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    static let leading = ConstraintAttributes(rawValue: 1 << 4)
    static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    static let width = ConstraintAttributes(rawValue: 1 << 6)
    static let height = ConstraintAttributes(rawValue: 1 << 7)
    static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    static let centerY = ConstraintAttributes(rawValue: 1 << 9)
    static let lastBaseline = ConstraintAttributes(rawValue: 1 << 10)
    static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
    static let leftMargin = ConstraintAttributes(rawValue: 1 << 12)
    static let topMargin = ConstraintAttributes(rawValue: 1 << 13)
    static let rightMargin = ConstraintAttributes(rawValue: 1 << 14)
    static let bottomMargin = ConstraintAttributes(rawValue: 1 << 15)
    static let leadingMargin = ConstraintAttributes(rawValue: 1 << 16)
    static let trailingMargin = ConstraintAttributes(rawValue: 1 << 17)
    static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 18)
    static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 19)

    static let edges: ConstraintAttributes = [.left, .top, .right, .bottom]
    static let horizontalEdges: ConstraintAttributes = [.left, .right]
    static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    static let directionalEdges: ConstraintAttributes = [.leading, .top, .trailing, .bottom]
    static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    static let size: ConstraintAttributes = [.width, .height]
    static let center: ConstraintAttributes = [.centerX, .centerY]
    static let margins: ConstraintAttributes = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    static let directionalMargins: ConstraintAttributes = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]
    static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// Each single attribute with its Auto Layout attribute, in the order constraints are made (SnapKit's).
    static let table: [(ConstraintAttributes, NSLayoutConstraint.Attribute)] = [
        (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom), (.leading, .leading),
        (.trailing, .trailing), (.width, .width), (.height, .height), (.centerX, .centerX), (.centerY, .centerY),
        (.lastBaseline, .lastBaseline), (.firstBaseline, .firstBaseline), (.leftMargin, .leftMargin),
        (.topMargin, .topMargin), (.rightMargin, .rightMargin), (.bottomMargin, .bottomMargin),
        (.leadingMargin, .leadingMargin), (.trailingMargin, .trailingMargin),
        (.centerXWithinMargins, .centerXWithinMargins), (.centerYWithinMargins, .centerYWithinMargins),
    ]

    /// The Auto Layout attributes in the set, in a fixed order.
    var layoutAttributes: [NSLayoutConstraint.Attribute] {
        Self.table.filter { contains($0.0) }.map(\.1)
    }

    /// The attribute on a target that `attribute` of the maker relates to (SnapKit's pairing): the same one,
    /// or the margin counterpart between ``edges`` and ``margins``, or the target's only attribute.
    func targetAttribute(
        for attribute: NSLayoutConstraint.Attribute, from source: ConstraintAttributes
    ) -> NSLayoutConstraint.Attribute {
        let own = layoutAttributes
        if (source == .edges && self == .margins) || (source == .directionalEdges && self == .directionalMargins) {
            return attribute.withMargins
        }
        if (source == .margins && self == .edges) || (source == .directionalMargins && self == .directionalEdges) {
            return attribute.withoutMargins
        }
        if self == source || own.isEmpty { return attribute }
        return own.contains(attribute) ? attribute : own[0]
    }
}

extension NSLayoutConstraint.Attribute {
    /// The margin attribute an edge or center corresponds to; others unchanged.
    var withMargins: NSLayoutConstraint.Attribute {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return self
        }
    }
}
