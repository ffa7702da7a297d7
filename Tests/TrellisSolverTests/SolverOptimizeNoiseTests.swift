import Testing

@testable import TrellisSolver

/// The primal simplex against rounding noise in the objective (issue 17): a churn run left a parametric slack with
/// a cost of −1.6·10⁻¹⁶ at the top level and nothing limiting it; taken as improving, it entered, no row limited it,
/// and the optimisation stopped there, leaving a lower level 10 % above its optimum. The test puts such a cost in by
/// hand, then asks for a pivot at a lower level.
@Suite struct SolverOptimizeNoiseTests {
    /// `z ≥ 0` (z is then defined by its slack alone: no restricted row limits the slack), `w == 5 @ 999` (the top
    /// level), `x == 10 @ 250` and `x == 20 @ 500`: x = 20. Raising the first wish to 750 must move x to 10 — by
    /// hand: the 750 level's violation |x − 10| outranks the 500 level's |x − 20|. The slack carries `noise` at 999.
    private func raiseAfterNoise(_ noise: Double) throws -> (Solver, Variable, Variable) {
        let s = Solver()
        let x = s.makeVariable("x"), z = s.makeVariable("z"), w = s.makeVariable("w")
        try s.add(z >= 0)
        try s.add((w == 5).withPriority(999))
        let low = (x == 10).withPriority(250)
        try s.add(low)
        try s.add((x == 20).withPriority(500))
        #expect(s.value(of: x) == 20)
        let definition = s.core.tableau.rows[Int(s.core.tableau.rowOf[Int(z.id)])]
        let slack = definition.cells[0].symbol
        #expect(definition.cells.count == 1 && s.core.tableau.kind[Int(slack)] == .slack)
        #expect(s.core.tableau.column(slack).allSatisfy { s.core.tableau.isExternalRow($0.row) })
        s.core.objective.add(s.core.objective.level(for: 999), slack, noise)
        try s.updatePriority(of: low, to: 750)
        return (s, x, w)
    }

    /// A cost of rounding size (below ``Tolerance/cost``) does not count as improving.
    @Test func negligibleCostIsNotAnImprovement() throws {
        let (s, x, w) = try raiseAfterNoise(-1.6e-16)
        #expect(s.value(of: x) == 10)
        #expect(s.value(of: w) == 5)
    }
}
