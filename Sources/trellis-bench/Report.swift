/// The printed report: timings with ratios, targets, the random workload's checks, and how far the two
/// solvers' solutions are apart.
struct Report {
    var results: [WorkloadResult]
    var markdown: Bool
    /// `kiwisolver 1.5.1 (Python 3.11.7)`, or why kiwi did not run.
    var kiwiDescription: String

    func render() -> String {
        var sections: [String] = []
        sections.append(heading("Timings: best ms per build or per resize step (Trellis vs \(kiwiDescription))"))
        sections.append(timings())
        if results.contains(where: \.kiwiSingleRun) {
            sections.append("`*` kiwi: a single run without warm-up (one kiwi build takes many seconds at this size).")
        }
        if Set(results.map(\.order)).count > 1 {
            sections.append(
                heading("Every order: Trellis's worst against kiwi's best (the headline), k = growth exponent"))
            sections.append(OrderSummary(results: results).render(markdown: markdown))
        }
        sections.append(heading("Targets"))
        var targets = Table(headers: ["Target", "Measured", "Result"], numericColumns: 0..<0)
        for check in TargetCheck.checks(results) {
            targets.rows.append([check.target, check.measured, check.verdict.rawValue])
        }
        sections.append(targets.render(markdown: markdown))
        if results.contains(where: { $0.kind == .random }) {
            sections.append(heading("random: accepted, rejected and violated required constraints"))
            sections.append(randomTable())
        }
        if results.contains(where: { $0.kind == .timed && $0.valueDifference != nil }) {
            sections.append(
                heading("Solutions after build+solve (same optimum: equal total violation at every priority)"))
            sections.append(solutionsTable())
        }
        let errors = results.flatMap { r in r.errors.map { "\(r.name) \(r.sizeLabel): \($0)" } }
        if !errors.isEmpty {
            sections.append(heading("Errors"))
            sections.append(errors.map { "- " + $0 }.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private func heading(_ title: String) -> String { markdown ? "#### " + title : "== " + title }

    private func timings() -> String {
        var table = Table(
            headers: ["Workload", "Size", "Order", "Phase", "Per", "Trellis ms", "kiwi ms", "Trellis/kiwi", "≤ 0.5"],
            numericColumns: 5..<8)
        for r in results {
            for (i, phase) in r.phases.enumerated() {
                let (t, k) = r.best(i)
                let per =
                    phase.unit == "build"
                    ? (phase.count > 1 ? "build (×\(phase.count))" : "build")
                    : "step (×\(grouped(phase.count)))"
                let kiwiCell = k.map { significant($0) + (r.kiwiSingleRun ? " *" : "") } ?? "—"
                var ratio = "—", verdict = ""
                if let t, let k, k > 0 {
                    ratio = significant(t / k)
                    if r.hasRatioTarget { verdict = t / k <= TargetCheck.maxRatio ? "PASS" : "FAIL" }
                }
                table.rows.append([
                    i == 0 ? r.name : "", i == 0 ? r.sizeLabel : "", i == 0 ? r.order : "", phase.name, per,
                    t.map(significant) ?? "—",
                    kiwiCell, ratio, verdict,
                ])
            }
        }
        return table.render(markdown: markdown)
    }

    private func randomTable() -> String {
        var table = Table(
            headers: ["Solver", "Accepted", "Rejected", "Violated (> tolerance)", "Max violation", "Build ms"],
            numericColumns: 1..<6)
        for r in results where r.kind == .random {
            for (solver, m) in [("Trellis", r.trellis), ("kiwi", r.kiwi)] {
                guard let m, let check = m.random else { continue }
                table.rows.append([
                    solver, grouped(check.accepted), grouped(check.rejected), grouped(check.violations),
                    scientific(check.maxViolation), significant(m.phases[0].bestMs),
                ])
            }
        }
        return table.render(markdown: markdown)
    }

    private func solutionsTable() -> String {
        var table = Table(
            headers: ["Workload", "Size", "Largest |Trellis − kiwi| value", "Same optimum"], numericColumns: 2..<3)
        for r in results where r.kind == .timed {
            guard let d = r.valueDifference else { continue }
            let same = r.sameViolations.map { $0 ? "yes" : "NO" } ?? "—"
            table.rows.append([r.name, r.sizeLabel + " · " + r.order, scientific(d), same])
        }
        return table.render(markdown: markdown)
    }
}
