/// An exact rational number `numerator / denominator` over 128-bit integers, for the lexicographic oracle.
///
/// Always in lowest terms with a positive denominator, so equal numbers have equal representations. Every
/// operation is exact or throws ``Overflow`` — never rounds: an oracle that cannot answer exactly says so,
/// and the run counts the system as skipped instead of judging the solver on an approximation.
struct ExactRational: Equatable, CustomStringConvertible {
    /// A result (or an intermediate product) did not fit in 128 bits.
    struct Overflow: Error {}

    private(set) var numerator: Int128
    private(set) var denominator: Int128

    static let zero = ExactRational(numerator: 0, denominator: 1)
    static let one = ExactRational(numerator: 1, denominator: 1)

    /// `numerator / denominator` already in lowest terms with `denominator > 0` (not checked).
    private init(numerator: Int128, denominator: Int128) {
        self.numerator = numerator
        self.denominator = denominator
    }

    init(_ integer: Int) { self.init(numerator: Int128(integer), denominator: 1) }

    /// The exact value of a finite double (every double is a dyadic rational n / 2^k: doubling is exact, so
    /// doubling until the value is whole finds n and k); throws if n or 2^k does not fit.
    init(exactly value: Double) throws(Overflow) {
        guard value.isFinite, value.magnitude < 0x1p120 else { throw Overflow() }
        var scaled = value
        var shift = 0
        while scaled != scaled.rounded(.towardZero) {
            scaled *= 2
            shift += 1
            guard shift < 120, scaled.magnitude < 0x1p120 else { throw Overflow() }
        }
        self = try ExactRational.reduced(Int128(scaled), Int128(1) << shift)
    }

    /// The nearest double (for reports and comparisons against the solver's doubles).
    var doubleValue: Double { Double(numerator) / Double(denominator) }

    var isZero: Bool { numerator == 0 }
    var signum: Int { numerator == 0 ? 0 : (numerator < 0 ? -1 : 1) }

    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    // MARK: Arithmetic (exact, or Overflow)

    static func + (a: ExactRational, b: ExactRational) throws(Overflow) -> ExactRational {
        if a.denominator == 1 && b.denominator == 1 {
            return ExactRational(numerator: try add(a.numerator, b.numerator), denominator: 1)
        }
        // a/b + c/d = (a·(d/g) + c·(b/g)) / (b/g · d), g = gcd(b, d).
        let g = gcd(a.denominator, b.denominator)
        let bg = a.denominator / g, dg = b.denominator / g
        let n = try add(try multiply(a.numerator, dg), try multiply(b.numerator, bg))
        return try reduced(n, try multiply(bg, b.denominator))
    }

    static prefix func - (a: ExactRational) -> ExactRational {
        ExactRational(numerator: -a.numerator, denominator: a.denominator)
    }

    static func - (a: ExactRational, b: ExactRational) throws(Overflow) -> ExactRational { try a + (-b) }

    static func * (a: ExactRational, b: ExactRational) throws(Overflow) -> ExactRational {
        if a.numerator == 0 || b.numerator == 0 { return .zero }
        // Cross-cancel first so that the products are as small as the result allows.
        let g1 = gcd(a.numerator, b.denominator), g2 = gcd(b.numerator, a.denominator)
        let n = try multiply(a.numerator / g1, b.numerator / g2)
        let d = try multiply(a.denominator / g2, b.denominator / g1)
        return ExactRational(numerator: n, denominator: d)
    }

    /// `a / b`; `b` must not be zero.
    static func / (a: ExactRational, b: ExactRational) throws(Overflow) -> ExactRational {
        precondition(!b.isZero, "division by an exact zero (an oracle bug: pivots are never zero)")
        let inverse =
            b.numerator < 0
            ? ExactRational(numerator: -b.denominator, denominator: -b.numerator)
            : ExactRational(numerator: b.denominator, denominator: b.numerator)
        return try a * inverse
    }

    /// `a < b`, exactly (through the sign of the difference).
    static func isLess(_ a: ExactRational, than b: ExactRational) throws(Overflow) -> Bool {
        if a.denominator == b.denominator { return a.numerator < b.numerator }
        return try (a - b).numerator < 0
    }
    // MARK: Integer helpers

    private static func add(_ a: Int128, _ b: Int128) throws(Overflow) -> Int128 {
        let (r, o) = a.addingReportingOverflow(b)
        if o || r == Int128.min { throw Overflow() }
        return r
    }

    private static func multiply(_ a: Int128, _ b: Int128) throws(Overflow) -> Int128 {
        let (r, o) = a.multipliedReportingOverflow(by: b)
        if o || r == Int128.min { throw Overflow() }
        return r
    }

    /// `n / d` in lowest terms with a positive denominator (`d != 0`).
    private static func reduced(_ n: Int128, _ d: Int128) throws(Overflow) -> ExactRational {
        if n == 0 { return .zero }
        let g = gcd(n, d)
        var n = n / g, d = d / g
        if d < 0 {
            n = -n
            d = -d
        }
        return ExactRational(numerator: n, denominator: d)
    }

    /// Greatest common divisor of |a| and |b| (binary GCD; positive unless both are 0).
    static func gcd(_ a: Int128, _ b: Int128) -> Int128 {
        var u = a.magnitude, v = b.magnitude
        if u == 0 { return Int128(v) }
        if v == 0 { return Int128(u) }
        let shift = (u | v).trailingZeroBitCount
        u >>= u.trailingZeroBitCount
        repeat {
            v >>= v.trailingZeroBitCount
            if u > v { swap(&u, &v) }
            v -= u
        } while v != 0
        return Int128(u << shift)
    }
}
