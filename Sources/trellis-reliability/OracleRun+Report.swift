import Foundation

/// Runs `configuration.systems` oracle systems and prints the failures (shrunk to constraint files with
/// `shrinks`) and the totals; true if every system passed.
func runOracle(_ configuration: OracleRun.Configuration, shrinks: Bool) -> Bool {
    var failed = 0, skipped = 0, levels = 0, operations = 0, refusals = 0, requiredChecked = 0
    var worstRequired = 0.0, worstLevel = 0.0
    let clock = ContinuousClock()
    let start = clock.now
    for s in 0..<configuration.systems {
        let seed = configuration.seed + UInt64(s)
        let churnConfiguration = OracleRun.churnConfiguration(seed: seed, configuration)
        var churn = Churn(churnConfiguration)
        churn.judgeRefusal = OracleRun.judgeRefusal(variableCount: churnConfiguration.variables)
        _ = churn.run()
        operations += churn.outcome.operations
        refusals += churn.outcome.refusedAdds
        let verdict: OracleRun.Verdict
        if let failure = churn.outcome.failures.first {
            verdict = OracleRun.Verdict(failure: failure)
        } else {
            do { verdict = try OracleRun.check(churn) } catch {
                skipped += 1
                continue
            }
        }
        levels += verdict.levels
        requiredChecked += churn.model.active.filter { $0.spec.priority >= 1000 }.count
        worstRequired = max(worstRequired, verdict.worstRequired)
        worstLevel = max(worstLevel, verdict.worstLevel)
        guard let failure = verdict.failure else { continue }
        failed += 1
        print(
            "system \(seed) (\(churnConfiguration.variables) variables, \(churn.log.count) operations): FAIL \(failure)"
        )
        if shrinks {
            let shrunk = OracleRun.shrink(churn.log, churnConfiguration)
            let then = (try? OracleRun.replay(shrunk, churnConfiguration))?.verdict.failure ?? "?"
            print("  shrunk to \(shrunk.count) operations (then: \(then)):")
            print("    " + shrunk.map(\.description).joined(separator: "\n    "))
            print("  as a constraint file:")
            print(
                OracleRun.constraintFile(shrunk, variableCount: churnConfiguration.variables).split(separator: "\n").map
                { "    " + $0 }.joined(separator: "\n"))
        }
    }
    let seconds =
        Double(start.duration(to: clock.now).components.seconds)
        + Double(start.duration(to: clock.now).components.attoseconds) / 1e18
    print(
        "oracle: \(configuration.systems) systems (1–\(configuration.maxVariables) variables, 1–\(configuration.maxOperations) "
            + "operations each; \(operations) operations, \(refusals) refusals judged), \(skipped) skipped (oracle overflow), "
            + "\(failed) failing; \(requiredChecked) required constraints and \(levels) levels checked; worst required "
            + "violation \(worstRequired) (relative), worst level difference \(worstLevel) (relative); "
            + String(format: "%.1f s", seconds))
    return failed == 0
}
