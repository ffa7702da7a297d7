/// The targets of the benchmark issue, checked against measured results.
///
/// - cards N = 16,000: build+solve ≤ 80 ms, and the time per view grows at most 1.5× from 1,000 to 16,000.
/// - Trellis/kiwi ≤ 0.5 on every phase of every cards and chain size, and of enaml-like.
/// - random: Trellis leaves no accepted constraint violated.
struct TargetCheck {
    enum Verdict: String {
        case pass = "PASS"
        case fail = "FAIL"
        case notMeasured = "n/a"
    }

    var target: String
    var measured: String
    var verdict: Verdict

    static let maxRatio = 0.5
    static let cardsBuildLimitMs = 80.0
    static let cardsGrowthLimit = 1.5

    static func verdict(_ ok: Bool) -> Verdict { ok ? .pass : .fail }

    static func checks(_ results: [WorkloadResult]) -> [TargetCheck] {
        var checks: [TargetCheck] = []
        let cardsBuild = { (n: Int) in results.first { $0.name == "cards" && $0.size == n }?.best(0).trellis }

        let big = cardsBuild(16_000)
        checks.append(
            TargetCheck(
                target: "cards 16,000 build+solve ≤ 80 ms",
                measured: big.map { significant($0) + " ms" } ?? "not run",
                verdict: big.map { verdict($0 <= cardsBuildLimitMs) } ?? .notMeasured))

        if let small = cardsBuild(1_000), let big {
            let growth = (big / 16_000) / (small / 1_000)
            checks.append(
                TargetCheck(
                    target: "cards time per view, 16,000 vs 1,000 ≤ 1.5×",
                    measured: "\(significant(growth))× (\(significant(small / 1_000 * 1_000)) → "
                        + "\(significant(big / 16_000 * 1_000)) µs per view)",
                    verdict: verdict(growth <= cardsGrowthLimit)))
        } else {
            checks.append(
                TargetCheck(
                    target: "cards time per view, 16,000 vs 1,000 ≤ 1.5×",
                    measured: "needs cards 1,000 and 16,000", verdict: .notMeasured))
        }

        for result in results where result.hasRatioTarget {
            var worst: (ratio: Double, phase: String)?
            for (i, phase) in result.phases.enumerated() {
                let (t, k) = result.best(i)
                guard let t, let k, k > 0 else { continue }
                if worst == nil || t / k > worst!.ratio { worst = (t / k, phase.name) }
            }
            checks.append(
                TargetCheck(
                    target: "\(result.name) \(result.sizeLabel): Trellis/kiwi ≤ \(maxRatio) in every phase",
                    measured: worst.map { "worst \(significant($0.ratio)) (\($0.phase))" } ?? "not measured",
                    verdict: worst.map { verdict($0.ratio <= maxRatio) } ?? .notMeasured))
        }

        for result in results where result.kind == .random {
            let check = result.trellis?.random
            checks.append(
                TargetCheck(
                    target: "random: no accepted constraint violated (Trellis)",
                    measured: check.map { "\($0.violations) violated, max violation \(scientific($0.maxViolation))" }
                        ?? "not measured",
                    verdict: check.map { verdict($0.violations == 0) } ?? .notMeasured))
        }
        return checks
    }
}
