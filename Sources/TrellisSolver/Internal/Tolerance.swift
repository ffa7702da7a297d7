/// The solver's one tolerance policy.
///
/// Every sum the solver forms (`a + f·b` when rows are merged, constants and objective costs alike) goes
/// through ``Tolerance/sum(_:_:)``: a result that is tiny *relative to the terms that produced it* is
/// cancellation noise and becomes exactly zero. After that, sign tests against zero are exact, so
/// "is this coefficient negative" and "is this row feasible" never depend on rounding residue.
enum Tolerance {
    /// Relative size below which a sum counts as complete cancellation.
    static let relative = 1e-10
    /// Results below this magnitude are zero whatever the terms (denormal-range noise).
    static let absolute = 1e-300

    /// `a + b`, or exactly `0` when the result is negligible relative to `|a|` and `|b|`.
    @inline(__always)
    static func sum(_ a: Double, _ b: Double) -> Double {
        let r = a + b
        let scale = max(abs(a), abs(b))
        return abs(r) <= scale * relative || abs(r) < absolute ? 0 : r
    }

    /// Whether `x` is zero for the purpose of pivot choices on values that were not produced by ``sum``.
    @inline(__always)
    static func isZero(_ x: Double, scale: Double = 1) -> Bool {
        abs(x) <= max(scale, 1) * relative
    }
}
