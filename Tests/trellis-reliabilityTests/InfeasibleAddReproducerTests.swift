import Testing
import TrellisSolver

@testable import trellis_reliability

/// A required constraint that contradicts the required ones already held must be refused, however long the churn
/// before it. Seed 415 at 8 variables (`trellis-reliability churn --seed 415 --seeds 1 --ops 200 --check-every 1
/// --variables 8 --shrink`, RELIABILITY.md "Session 9 (numerics)") ends with the required `v7 == -134`, which the
/// required constraints before it exclude (the exact oracle finds them infeasible together). Main accepted it: the
/// canonical row of `v7 + 134` reached the artificial phase with its error pair `e39`, `e40` (equal and opposite in
/// every row) at 44.99999992 and −45.00000003, because the expansion snapped a *partial* sum of `e39`'s cell to 0;
/// three phase-1 pivots later that mismatch was a cost of −1.08·10⁻⁷ on `e39` alone, the phase pivoted on it, and
/// `e39` took 2.47·10⁹ to "satisfy" the row — leaving the required `v1 − 1.5·v3 + 58 == 0` off by 4,010 with no
/// error. (The rebuild that the drift check started refused the new constraint and so was not kept.)
@Suite("Infeasible add reproducer")
struct InfeasibleAddReproducerTests {
    @Test func contradictingRequiredAddIsRefused() throws {
        var configuration = Churn.Configuration()
        configuration.variables = 8
        let operations = try Self.seed415.map(Churn.Operation.init(parsing:))
        #expect(Churn.failure(of: operations, configuration)?.message == nil)
        var churn = Churn(configuration)
        for operation in operations.dropLast() { churn.apply(operation) }
        let refusedBefore = churn.outcome.refusedAdds
        let active = churn.model.active.map(\.spec)
        guard case let .add(_, last) = operations.last! else { throw ReproducerError.lastIsNotAnAdd }
        // Independent verdict: the exact oracle finds the required constraints infeasible with the last add …
        #expect(
            try LexicographicOracle.solve(variableCount: 8, constraints: active + [last], edits: churn.model.edits)
                == nil)
        // … and feasible without it.
        #expect(
            try LexicographicOracle.solve(variableCount: 8, constraints: active, edits: churn.model.edits) != nil)
        churn.apply(operations.last!)
        #expect(churn.outcome.refusedAdds == refusedBefore + 1)
        #expect(churn.model.active.count == active.count)
    }

    enum ReproducerError: Error { case lastIsNotAnAdd }

    static let seed415 = [
        "add #0 2.0*v1 + 0.5*v7 + 17.0 == 0",
        "add #1 -1.0*v6 + -1.0*v2 + -153.0 >= 0 @ 751.0",
        "add #2 1.0*v1 + 1.5*v7 + -43.0 == 0 @ 1.0",
        "add #3 -1.0*v3 + -1.0*v4 + -1.0*v2 + -123.0 == 0 @ 751.0",
        "add #4 1.5*v3 + 0.5*v6 + 2.0*v1 + 1.5*v2 + 90.0 == 0 @ 1.0",
        "remove #0",
        "add #6 -1.0*v5 + 0.5*v7 + 83.0 >= 0 @ 500.0",
        "add #7 1.0*v4 + -1.0*v3 + -2.0*v6 + 1.0*v0 + 82.625 <= 0 @ 999.0",
        "add #9 -1.0*v1 + -1.0*v2 + -6.25 >= 0 @ 999.0",
        "add #10 -1.0*v5 + 2.0*v7 + -1.5*v6 + -180.625 >= 0",
        "add #11 1.0*v1 + -1.5*v6 + -69.0 == 0",
        "remove #3",
        "add #12 1.0*v6 + -92.0 >= 0 @ 500.0",
        "add #13 -1.0*v0 + -1.0*v1 + -1.0*v6 + -137.0 == 0",
        "add #14 1.0*v7 + -172.0 <= 0 @ 250.0",
        "priority #2 750.0",
        "remove #10",
        "add #15 1.0*v7 + -1.0*v5 + -1.0*v6 + 2.0*v2 + 153.0 >= 0",
        "edit v2 @ 999.0",
        "add #16 1.0*v7 + 0.5*v4 + 1.0*v2 + -1.5*v1 + -8.0 <= 0 @ 751.0",
        "remove #11",
        "suggest v2 33.0",
        "add #17 -1.5*v1 + -176.0 >= 0 @ 999.0",
        "add #18 1.0*v5 + -2.0*v4 + 2.0*v0 + 142.0 == 0 @ 250.0",
        "remove #2",
        "remove #1",
        "add #19 1.0*v7 + 2.0*v3 + -0.5*v1 + 1.0*v0 + 109.0 >= 0 @ 751.0",
        "add #20 1.0*v4 + -1.0*v3 + -2.0*v6 + 1.0*v0 + 82.625 <= 0 @ 999.0",
        "remove #16",
        "remove #14",
        "add #21 1.5*v4 + 12.875 >= 0 @ 999.0",
        "suggest v2 -24.0",
        "constant #6 -193.0",
        "add #22 -2.0*v1 + 126.0 == 0 @ 1.0",
        "priority #17 250.0",
        "add #24 1.0*v1 + 2.0*v4 + -131.0 >= 0 @ 500.0",
        "remove #19",
        "add #25 0.5*v5 + 1.5*v6 + -1.0*v0 + -70.0 == 0",
        "remove edit v2",
        "constant #12 97.0",
        "priority #18 750.0",
        "edit v0 @ 750.0",
        "remove #13",
        "add #26 2.0*v0 + -1.0*v3 + 1.0*v4 + 87.75 == 0 @ 500.0",
        "remove #6",
        "constant #12 -8.0",
        "add #27 1.0*v2 + -1.5*v5 + -0.5*v3 + 111.0 == 0 @ 250.0",
        "remove #22",
        "suggest v0 -176.0",
        "add #31 0.5*v5 + -124.0 >= 0 @ 250.0",
        "remove #7",
        "remove #26",
        "suggest v0 -5.0",
        "add #33 1.0*v0 + 1.5*v1 + -1.5*v5 + 1.0*v3 + 145.0 <= 0",
        "add #34 0.5*v2 + 1.0*v4 + 1.0*v7 + 145.0 >= 0 @ 999.0",
        "priority #17 751.0",
        "constant #34 67.0",
        "add #37 1.0*v1 + -1.5*v3 + 170.0 == 0",
        "add #38 2.0*v3 + -1.0*v1 + 0.5*v2 + 1.5*v0 + 62.0 >= 0",
        "add #39 0.5*v3 + -2.0*v2 + 1.0*v5 + -149.0 >= 0 @ 500.0",
        "suggest v0 -35.0",
        "add #40 2.0*v2 + -60.0 >= 0 @ 750.0",
        "add #41 1.0*v2 + -1.0*v6 + -1.5*v4 + 189.625 >= 0",
        "remove #25",
        "remove #12",
        "edit v5 @ 500.0",
        "remove #20",
        "constant #37 58.0",
        "add #43 -1.0*v4 + 1.5*v2 + -1.0*v7 + 178.5 <= 0",
        "add #44 2.0*v5 + -1.0*v7 + 60.0 <= 0 @ 1.0",
        "priority #44 999.0",
        "constant #44 97.25",
        "add #46 -0.5*v1 + -1.0*v5 + -0.5*v4 + -3.125 <= 0 @ 500.0",
        "remove #21",
        "add #50 -2.0*v2 + 1.0*v4 + -178.625 <= 0",
        "remove #34",
        "remove #18",
        "add #51 -0.5*v3 + -1.0*v6 + -1.0*v5 + 16.125 == 0",
        "suggest v0 -115.0",
        "add #53 1.0*v4 + 1.0*v2 + 1.0*v7 + -168.0 == 0 @ 751.0",
        "remove edit v0",
        "add #55 -0.5*v6 + -1.0*v5 + 73.0 >= 0 @ 250.0",
        "add #56 -0.5*v7 + 1.5*v0 + 33.0 <= 0",
        "remove #15",
        "priority #31 751.0",
        "add #57 2.0*v1 + -1.5*v6 + -0.5*v0 + 11.375 == 0 @ 751.0",
        "add #58 1.0*v1 + 2.0*v2 + 1.5*v6 + -46.0 >= 0 @ 500.0",
        "remove #40",
        "edit v6 @ 999.0",
        "remove #44",
        "add #60 0.5*v2 + 133.0 <= 0",
        "remove #53",
        "add #61 1.0*v7 + 134.0 == 0",
    ]
}
