import Testing
import TrellisSolver

@testable import trellis_reliability

/// The oracle on systems whose lexicographic optimum is derived by hand (in each test's comment).
@Suite("LexicographicOracle")
struct LexicographicOracleTests {
    /// `Σ terms + constant relation 0` at `priority` over variables x = 0, y = 1.
    func c(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Double = 1000)
        -> ConstraintSpec
    {
        ConstraintSpec(
            terms: terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant, relation: relation,
            priority: priority)
    }

    func totals(_ constraints: [ConstraintSpec], edits: [(variable: Int, priority: Double, suggestion: Double)] = [])
        throws -> [String]?
    {
        try LexicographicOracle.solve(variableCount: 2, constraints: constraints, edits: edits)?.map {
            "\(Int($0.priority)): \($0.total)"
        }
    }

    @Test func requiredBoundAgainstAWish() throws {
        // x >= 10 required, x == 0 @ 500: x = 10 is the best, violation 10.
        #expect(try totals([c([(0, 1)], -10, .greaterThanOrEqual), c([(0, 1)], 0, .equal, 500)]) == ["500: 10"])
    }

    @Test func oneHigherConstraintOutweighsAnyNumberOfLowerOnes() throws {
        // x == 100 @ 751 and five copies of x == 0 @ 750. Lexicographic: level 751 first, at 0 (x = 100); then
        // level 750 is 5 · 100 = 500. (A weighted sum would move x to 0.)
        let wishes = Array(repeating: c([(0, 1)], 0, .equal, 750), count: 5)
        #expect(try totals([c([(0, 1)], -100, .equal, 751)] + wishes) == ["751: 0", "750: 500"])
    }

    @Test func levelsTradeWithinTheirFace() throws {
        // x + y == 10 @ 750, x == 0 @ 500, y == 0 @ 500, x >= 3 required. Level 750 reaches 0 (x + y = 10);
        // then |x| + |y| ≥ |x + y| = 10, reached at x = 3, y = 7: level 500 is 10.
        let system = [
            c([(0, 1), (1, 1)], -10, .equal, 750), c([(0, 1)], 0, .equal, 500), c([(1, 1)], 0, .equal, 500),
            c([(0, 1)], -3, .greaterThanOrEqual),
        ]
        #expect(try totals(system) == ["750: 0", "500: 10"])
    }

    @Test func inequalitiesCountOneSide() throws {
        // x <= 4 @ 250 (violation max(0, x − 4)), x >= 6 @ 250 (max(0, 6 − x)): any x in [4, 6] costs 2.
        // 2·y >= 3 @ 100 and y <= 1 required: y = 1 costs 3 − 2 = 1.
        let system = [
            c([(0, 1)], -4, .lessThanOrEqual, 250), c([(0, 1)], -6, .greaterThanOrEqual, 250),
            c([(1, 2)], -3, .greaterThanOrEqual, 100), c([(1, 1)], -1, .lessThanOrEqual),
        ]
        #expect(try totals(system) == ["250: 2", "100: 1"])
    }

    @Test func editVariablesAreEqualitiesAtTheirPriority() throws {
        // edit x @ 999 suggested 7, x <= 5 required: |x − 7| = 2 at best; y's edit at 1.5 holds exactly.
        let edits = [(variable: 0, priority: 999.0, suggestion: 7.0), (variable: 1, priority: 999.0, suggestion: 1.5)]
        #expect(try totals([c([(0, 1)], -5, .lessThanOrEqual)], edits: edits) == ["999: 2"])
    }

    @Test func duplicatesAndImpliedEqualitiesAreDegenerateButFine() throws {
        // x − y == 2 twice, x + y == 6, and the implied 2x == 8: x = 4, y = 2. Then y == 0 @ 500 costs 2.
        let system = [
            c([(0, 1), (1, -1)], -2, .equal), c([(0, 1), (1, -1)], -2, .equal), c([(0, 1), (1, 1)], -6, .equal),
            c([(0, 2)], -8, .equal), c([(1, 1)], 0, .equal, 500),
        ]
        #expect(try totals(system) == ["500: 2"])
    }

    @Test func infeasibleRequiredConstraintsHaveNoOptimum() throws {
        // x >= 10 and x <= 5.
        let system = [c([(0, 1)], -10, .greaterThanOrEqual), c([(0, 1)], -5, .lessThanOrEqual)]
        #expect(try totals(system) == nil)
        #expect(try !LexicographicOracle.isFeasible(variableCount: 2, constraints: system))
    }

    @Test func fractionsStayExact() throws {
        // 3x == 1 required, x == 0 @ 500: violation exactly 1/3.
        #expect(try totals([c([(0, 3)], -1, .equal), c([(0, 1)], 0, .equal, 500)]) == ["500: 1/3"])
    }

    @Test func aWrongRefusalIsReported() {
        // x >= 0 active; the solver "refusing" x <= 5 would be wrong, refusing x <= −1 right.
        let judge = OracleRun.judgeRefusal(variableCount: 2)
        let active = [c([(0, 1)], 0, .greaterThanOrEqual)]
        #expect(judge(active, c([(0, 1)], -5, .lessThanOrEqual)) != nil)
        #expect(judge(active, c([(0, 1)], 1, .lessThanOrEqual)) == nil)
    }
}
