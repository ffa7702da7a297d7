/// The solver's one tolerance policy.
///
/// Every sum the solver forms goes through ``Tolerance/sum(_:_:)`` (coefficients and costs) or
/// ``Tolerance/sumConstant(_:_:)`` (row constants, which are values): a result that is tiny *relative to the terms
/// that produced it* is cancellation noise and becomes exactly zero. After that, sign tests against zero are
/// exact, so "is this coefficient negative" and "is this row feasible" never depend on rounding residue. (A sum of
/// many terms — a cell of a canonical expansion — is judged once, complete, against its largest term: see
/// `Tableau.expand(_:)`.)
///
/// The two thresholds differ because the two quantities do. Coefficients come from a handful of multipliers
/// (1, 0.5, 16/9…): a coefficient within 10⁻¹⁰ of cancelling is noise, and keeping it would let the simplex pivot
/// on it. Constants are positions and sizes that move by user input over a wide range: a value 10⁻¹² of the terms
/// that produced it is still meaningful (a window dragged to 10¹⁰ points and back to 1 leaves a value of 1, which
/// 10⁻¹⁰ would zero); only a residue within a few thousand units in the last place is noise.
enum Tolerance {
    /// Relative size below which a coefficient sum counts as complete cancellation.
    static let relative = 1e-8
    /// Relative size below which a constant sum counts as complete cancellation.
    static let constantRelative = 1e-12
    /// Results below this magnitude are zero whatever the terms (denormal-range noise).
    static let absolute = 1e-300

    /// `a + b` for coefficients, or exactly `0` when the result is negligible relative to `|a|` and `|b|`.
    @inline(__always)
    static func sum(_ a: Double, _ b: Double) -> Double {
        let r = a + b
        let scale = max(abs(a), abs(b))
        return abs(r) <= scale * relative || abs(r) < absolute ? 0 : r
    }

    /// `a + b` for row constants, or exactly `0` when the result is cancellation noise relative to `|a|` and `|b|`.
    @inline(__always)
    static func sumConstant(_ a: Double, _ b: Double) -> Double {
        let r = a + b
        let scale = max(abs(a), abs(b))
        return abs(r) <= scale * constantRelative || abs(r) < absolute ? 0 : r
    }

    /// Relative size below which a cell is rounding residue against the largest cell of its row.
    static let residueRelative = 1e-7

    /// Relative size below which a cell of a new required equality's canonical row, beside the dummies of the
    /// equalities it repeats, is the noise of its expansion (long churn leaves up to 10⁻⁷ there); the row's
    /// constant likewise against the size of the constraint's terms. (The contract's own tolerance is 10⁻⁶.)
    static let redundancyRelative = 1e-6

    /// Whether `a` is expansion noise in a row whose largest cell is `scale` (see ``redundancyRelative``).
    @inline(__always)
    static func isRedundancyNoise(_ a: Double, scale: Double) -> Bool { abs(a) <= scale * redundancyRelative }

    /// The largest cell magnitude of `row` (0 for a row without cells).
    static func cellScale(_ row: Row) -> Double {
        var m = 0.0
        for cell in row.cells { m = max(m, abs(cell.coefficient)) }
        return m
    }

    /// Whether the cell `a` of `row` is rounding residue: negligible against the row's largest cell.
    static func isResidue(_ a: Double, in row: Row) -> Bool { isResidue(a, scale: cellScale(row)) }

    /// Whether `a` is negligible against a row whose largest cell is `scale`.
    @inline(__always)
    static func isResidue(_ a: Double, scale: Double) -> Bool { abs(a) <= scale * residueRelative }

    /// Whether a step that gains `gain` toward a row's feasibility leaves it short of `need` by more than rounding
    /// (the dual simplex's long step flips a candidate only then, so that the row stays infeasible for its pivot).
    @inline(__always)
    static func fallsShort(_ gain: Double, of need: Double) -> Bool { gain < need * (1 - relative) }

    /// Whether `x` is zero for the purpose of pivot choices on values that were not produced by ``sum``.
    @inline(__always)
    static func isZero(_ x: Double, scale: Double = 1) -> Bool {
        abs(x) <= max(scale, 1) * relative
    }
}
