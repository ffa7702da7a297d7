import Foundation

/// A constant for a constraint DSL chain: a number, a size, a point or insets, turned into one constant per
/// attribute the way SnapKit does (see `value(for:)`). Made by the conforming types; not made directly.
public struct ConstraintConstant: Sendable {
    enum Value: Sendable {
        case number(CGFloat)
        case size(CGSize)
        case point(CGPoint)
        case insets(UIEdgeInsets)
        case directionalInsets(NSDirectionalEdgeInsets)
    }
    let value: Value

    init(_ value: Value) { self.value = value }

    /// The constant for a constraint on `attribute`:
    /// - a number is the constant of every attribute;
    /// - a size gives width and height their dimension, other attributes 0;
    /// - a point gives horizontal positions `x`, vertical positions `y`, sizes 0;
    /// - insets move each edge inwards: left/top (leading) `+inset`, right/bottom (trailing) `−inset`, a width
    ///   `−(left + right)`, a height `−(top + bottom)`, a center half the difference. `UIEdgeInsets` take
    ///   leading as left (as SnapKit with a left-to-right interface); directional insets are exact.
    func value(for attribute: NSLayoutConstraint.Attribute) -> CGFloat {
        switch value {
        case let .number(n):
            return n
        case let .size(s):
            switch attribute {
            case .width: return s.width
            case .height: return s.height
            default: return 0
            }
        case let .point(p):
            if attribute.isDimension { return 0 }
            return attribute.axis == .horizontal ? p.x : p.y
        case let .insets(i):
            return Self.inset(
                attribute, top: i.top, left: i.left, bottom: i.bottom, right: i.right, leading: i.left,
                trailing: i.right)
        case let .directionalInsets(i):
            return Self.inset(
                attribute, top: i.top, left: i.leading, bottom: i.bottom, right: i.trailing, leading: i.leading,
                trailing: i.trailing)
        }
    }

    /// The constant that insets `attribute` by the given edge insets.
    private static func inset(
        _ attribute: NSLayoutConstraint.Attribute, top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat,
        leading: CGFloat, trailing: CGFloat
    ) -> CGFloat {
        switch attribute.withoutMargins {
        case .left: return left
        case .right: return -right
        case .top, .firstBaseline: return top
        case .bottom, .lastBaseline: return -bottom
        case .leading: return leading
        case .trailing: return -trailing
        case .centerX: return (left - right) / 2
        case .centerY: return (top - bottom) / 2
        case .width: return -(left + right)
        case .height: return -(top + bottom)
        default: return 0
        }
    }

    /// A number used as an inset becomes the same inset on every edge (SnapKit's `inset(8)`).
    var asInsets: ConstraintConstant {
        if case let .number(n) = value {
            return ConstraintConstant(.insets(UIEdgeInsets(top: n, left: n, bottom: n, right: n)))
        }
        return self
    }
}

/// A value usable as the constant of a DSL constraint (`equalTo(24)`, `equalTo(CGSize(…))`): numbers, sizes,
/// points and insets. Not for conformance outside Trellis.
public protocol ConstraintConstantTarget: ConstraintRelatableTarget {
    /// The value as a constraint constant.
    var constraintConstant: ConstraintConstant { get }
}

/// A value usable in `offset(_:)` and `update(offset:)`: a number, a size (per dimension) or a point.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

/// A value usable in `inset(_:)` and `update(inset:)`: a number (every edge) or insets.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

extension ConstraintConstantTarget {
    /// A constant target relates to the constant itself (and to the superview for positions).
    public var constraintTarget: ConstraintTarget { ConstraintTarget(.constant(constraintConstant)) }
}

extension Int: ConstraintOffsetTarget, ConstraintInsetTarget {
    /// The number.
    public var constraintConstant: ConstraintConstant { ConstraintConstant(.number(CGFloat(self))) }
}
extension UInt: ConstraintOffsetTarget, ConstraintInsetTarget {
    /// The number.
    public var constraintConstant: ConstraintConstant { ConstraintConstant(.number(CGFloat(self))) }
}
extension Float: ConstraintOffsetTarget, ConstraintInsetTarget {
    /// The number.
    public var constraintConstant: ConstraintConstant { ConstraintConstant(.number(CGFloat(self))) }
}
extension Double: ConstraintOffsetTarget, ConstraintInsetTarget {
    /// The number.
    public var constraintConstant: ConstraintConstant { ConstraintConstant(.number(CGFloat(self))) }
}
extension CGFloat: ConstraintOffsetTarget, ConstraintInsetTarget {
    /// The number.
    public var constraintConstant: ConstraintConstant { ConstraintConstant(.number(self)) }
}
extension CGSize: ConstraintOffsetTarget {
    /// Width for `width`, height for `height`, 0 otherwise.
    public var constraintConstant: ConstraintConstant { ConstraintConstant(.size(self)) }
}
extension CGPoint: ConstraintOffsetTarget {
    /// `x` for horizontal positions, `y` for vertical ones, 0 for sizes.
    public var constraintConstant: ConstraintConstant { ConstraintConstant(.point(self)) }
}
extension UIEdgeInsets: ConstraintInsetTarget {
    /// Each edge moved inwards by its inset.
    public var constraintConstant: ConstraintConstant { ConstraintConstant(.insets(self)) }
}
extension NSDirectionalEdgeInsets: ConstraintInsetTarget {
    /// Each edge moved inwards by its inset, leading and trailing as given.
    public var constraintConstant: ConstraintConstant { ConstraintConstant(.directionalInsets(self)) }
}
