/// The strength of a constraint: a number in (0, 1000], where 1000 is *required*.
///
/// Priorities are **strict**: the solver first satisfies every required constraint, then minimises the
/// violation of the highest non-required priority in use, then — without giving up anything at that
/// level — the next one, and so on. No amount of violation at a lower priority can buy any reduction of
/// violation at a higher one: one constraint at 751 beats a thousand at 750. Within one priority the
/// solver minimises the sum of absolute violations.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The numeric priority, in (0, 1000].
    public var rawValue: Double

    /// Makes a priority from its numeric value; validity is checked when a constraint using it is added.
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// Makes a priority from its numeric value.
    public init(_ rawValue: Double) { self.rawValue = rawValue }
    /// Makes a priority from a literal such as `750` or `999.5`.
    public init(floatLiteral value: Double) { self.rawValue = value }
    /// Makes a priority from a literal such as `750`.
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }

    /// 1000: must hold. A set of required constraints that cannot all hold is an error.
    public static let required = Priority(1000)
    /// 750.
    public static let high = Priority(750)
    /// 500.
    public static let medium = Priority(500)
    /// 250.
    public static let low = Priority(250)
    /// 50: the level used for fitting-size (optimal size) calculations.
    public static let fitting = Priority(50)

    /// Whether this is the required priority (1000).
    public var isRequired: Bool { rawValue >= 1000 }
    /// Whether the value lies in (0, 1000] and is a number.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    public static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }

    /// The value in Swift's shortest form, without a trailing `.0` for whole numbers (`750`, `999.5`).
    public var description: String {
        abs(rawValue) < 1e15 && Double(Int(rawValue)) == rawValue ? String(Int(rawValue)) : String(rawValue)
    }
}
