/// Adding a required constraint that the current solution violates, by the dual simplex.
///
/// A new required row `0 = c + μ·m + Σ` (c > 0, its slack or dummy marker `m` on the wrong side to be solved for
/// feasibly) has no feasible subject; the two-phase way minimises an artificial copy of it. But the tableau is
/// optimal before the row arrives and a required row brings no cost, so with `m` basic the tableau is still dual
/// feasible and only this row is infeasible: the dual simplex (with its long steps) repairs it while every level
/// stays optimal. That matters for a row that sums many others — a chain's closing `x_last + w_last <= W` added
/// while W is held small: the artificial row holds every view's error, and each of the phase's N pivots rewrote it,
/// where the long step flips the N views in short rows and pivots the long row once.
extension SolverCore {
    /// Adds `row` (canonical, constant > 0) by the dual simplex with `marker` basic; true when done. False, with
    /// nothing changed, when the marker is not a slack or dummy, the constant is rounding-size against `scale` (the
    /// artificial phase then judges the row redundant within tolerance), or the dual simplex finds the required
    /// constraints infeasible: the artificial phase then decides, and names the conflict.
    mutating func insertByDualSimplex(_ row: Row, marker: Symbol, scale: Double) -> Bool {
        let kind = tableau.kind[Int(marker)]
        guard kind == .slack || kind == .dummy, row.coefficient(of: marker) != 0, row.constant > 0,
            !Tolerance.isZero(row.constant, scale: scale)
        else { return false }
        beginTransaction()
        var solved = row
        solved.solve(for: marker)
        noteChange(of: tableau.insertRow(solved))
        guard dualOptimize() == nil else {
            rollback()
            return false
        }
        commit()
        return true
    }
}
