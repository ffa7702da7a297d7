import Testing

@testable import trellis_reliability

/// The churn run against fresh solvers (issue 17): the small-count version of `trellis-reliability churn --seed 1000
/// --seeds 3000 --ops 200 --check-every 1 --variables 12` (RELIABILITY.md). Seeds 1065–1070 include 1068, whose
/// tableau was left with a basic dummy off zero by 10⁻⁹ after a canonical expansion kept cancellation noise.
@Suite("Churn against fresh solvers")
struct ChurnPropertyTests {
    @Test func churnMatchesFreshSolversEveryOperation() {
        var failures: [String] = []
        for seed in UInt64(1065)...1070 {
            var configuration = Churn.Configuration()
            configuration.seed = seed
            configuration.variables = 12
            configuration.operations = 200
            configuration.checkEvery = 1
            var churn = Churn(configuration)
            let outcome = churn.run()
            if let f = outcome.failures.first { failures.append("seed \(seed): \(f)") }
            #expect(outcome.checks == 200)
        }
        #expect(failures == [])
    }
}
