import Testing
import TrellisSolver

@testable import trellis_reliability

/// Fresh builds that drifted (RELIABILITY.md, "Session 8 (numerics)"): the churn run's reference solver, built from
/// the constraints active after `operations` operations of a seed (12 variables), ended far from the exact optimum
/// while its rows were inconsistent with its own constraints by 0.17–1.0 of their
/// terms. Its drift check saw it, but a rebuild in the same order rounded the same way; one in priority order
/// (required first) is exact. Each expected optimum is the exact one (``LexicographicOracle``), stated as a literal.
@Suite("Fresh build reproducers")
struct FreshBuildReproducerTests {
    struct Case: CustomStringConvertible, Sendable {
        let seed: UInt64
        let operations: Int
        /// Level 999's exact optimum, and what main's fresh build gave.
        let exact: Double
        let before: String
        var description: String { "seed \(seed) after \(operations) operations (main: \(before))" }
    }

    static let cases = [
        Case(seed: 1419, operations: 79, exact: 0, before: "1,585.3"),
        Case(seed: 2167, operations: 148, exact: 141.0 / 8.0, before: "102.5"),
        Case(seed: 2361, operations: 81, exact: 0, before: "2.84"),
    ]

    @Test(arguments: cases)
    func freshBuildReachesTheExactOptimum(_ c: Case) throws {
        var configuration = Churn.Configuration()
        configuration.seed = c.seed
        configuration.variables = 12
        configuration.operations = c.operations
        configuration.checkEvery = Int.max
        var churn = Churn(configuration)
        _ = churn.run()
        let fresh = Solver()
        let variables = (0..<configuration.variables).map { fresh.makeVariable("v\($0)") }
        for (_, spec, _) in churn.model.active { try fresh.add(spec.make(variables)) }
        for e in churn.model.edits {
            try fresh.addEditVariable(variables[e.variable], priority: Priority(e.priority))
            try fresh.suggestValue(variables[e.variable], e.suggestion)
        }
        let values = variables.map { fresh.value(of: $0) }
        for spec in churn.model.active.map(\.spec) where spec.priority >= 1000 {
            let v = spec.violation(at: values)
            #expect(v.amount <= 1e-6 * max(1, v.scale), "required \(spec) off by \(v.amount)")
        }
        let level = try #require(churn.model.violationByPriority(at: values).first { $0.priority == 999 })
        #expect(abs(level.total - c.exact) <= 1e-6 * max(1, level.scale, c.exact), "level 999 total \(level.total)")
        let optimum = try #require(
            try LexicographicOracle.solve(
                variableCount: configuration.variables, constraints: churn.model.active.map(\.spec),
                edits: churn.model.edits))
        let exactLevel = try #require(optimum.first { $0.priority == 999 }?.total.doubleValue)
        #expect(abs(exactLevel - c.exact) <= 1e-12 * max(1, c.exact))
    }
}
