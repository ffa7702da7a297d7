import Testing

@testable import trellis_reliability

/// The solver against the exact lexicographic oracle on random systems (issue 17): the small-count version of
/// `trellis-reliability oracle --systems 10000` (RELIABILITY.md).
@Suite("Solver against the exact oracle")
struct OraclePropertyTests {
    @Test func randomSystemsWithChurnReachTheExactOptimum() throws {
        var configuration = OracleRun.Configuration()
        configuration.maxVariables = 8
        configuration.maxOperations = 40
        var failures: [String] = []
        var skipped = 0
        for seed in UInt64(1)...150 {
            let churnConfiguration = OracleRun.churnConfiguration(seed: seed, configuration)
            var churn = Churn(churnConfiguration)
            churn.judgeRefusal = OracleRun.judgeRefusal(variableCount: churnConfiguration.variables)
            _ = churn.run()
            if let f = churn.outcome.failures.first {
                failures.append("system \(seed): \(f)")
                continue
            }
            do {
                if let f = try OracleRun.check(churn).failure { failures.append("system \(seed): \(f)") }
            } catch {
                skipped += 1
            }
        }
        #expect(failures == [])
        #expect(skipped == 0)
    }
}
