import Foundation

/// The priority of a layout constraint: a number from 1 to 1000, where 1000 is required.
///
/// As in UIKit, a constraint below `required` holds as well as it can without breaking any constraint of
/// higher priority. Trellis solves priorities strictly: one constraint at 751 beats any number at 750.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The numeric priority.
    public var rawValue: Float

    /// Makes a priority from its numeric value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Makes a priority from its numeric value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Makes a priority from a literal such as `750` or `999.5`.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// Makes a priority from a literal such as `750`.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the priority of a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: the priority of a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the level used when computing a fitting size.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// 750 (the seed system's `High`).
    public static let high = UILayoutPriority(750)
    /// 500 (the seed system's `Medium`).
    public static let medium = UILayoutPriority(500)
    /// 250 (the seed system's `Low`).
    public static let low = UILayoutPriority(250)
    /// 50 (the seed system's `OptimalCalculations`): for optimal-size calculations, not for layouts.
    public static let optimalCalculations = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// `priority + 1`, as in UIKit.
    public static func + (p: UILayoutPriority, k: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + k) }
    /// `priority - 1`, as in UIKit.
    public static func - (p: UILayoutPriority, k: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - k) }

    /// The number, without `.0` for whole values.
    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e9 ? String(Int(rawValue)) : String(rawValue)
    }
}
