/// One workload size as measured by both solvers (either may be missing: not run, or failed).
struct WorkloadResult {
    /// `cards`, `chain`, `enaml-like` or `random`.
    var name: String
    var size: Int
    /// `1,000 views`, `111 constraints`, …
    var sizeLabel: String
    /// The order the constraints and edits were given in (``WorkloadOrder/label``).
    var order: String
    var kind: Workload.Kind
    /// `build+solve`, then the resize phases: (name, unit, builds per sample or steps).
    var phases: [(name: String, unit: String, count: Int)]
    /// kiwi ran once without warm-up (its build takes many seconds at this size).
    var kiwiSingleRun: Bool
    var trellis: Measurement?
    var kiwi: Measurement?
    /// What went wrong, for the report.
    var errors: [String] = []
    /// Total violation per priority level after build+solve, highest first (timed workloads only).
    var trellisViolations: [(priority: Double, total: Double)]?
    var kiwiViolations: [(priority: Double, total: Double)]?

    init(_ workload: Workload) {
        name = workload.name
        size = workload.size
        kind = workload.kind
        order = workload.order.label
        switch workload.name {
        case "cards", "chain", "grid": sizeLabel = "\(grouped(workload.size)) views"
        case "random": sizeLabel = "\(grouped(workload.size)) candidates"
        default: sizeLabel = "\(grouped(workload.size)) constraints"
        }
        phases = [("build+solve", "build", workload.batch)] + workload.phases.map { ($0.name, "step", $0.steps.count) }
        kiwiSingleRun = workload.kiwiRepetitions == 1 && !workload.kiwiWarmup
    }

    /// Best ms per unit of phase `i` for Trellis and kiwi.
    func best(_ i: Int) -> (trellis: Double?, kiwi: Double?) {
        (
            trellis.flatMap { i < $0.phases.count ? $0.phases[i].bestMs : nil },
            kiwi.flatMap { i < $0.phases.count ? $0.phases[i].bestMs : nil }
        )
    }

    /// The largest |Trellis − kiwi| over all variables after build+solve, when both reported values.
    var valueDifference: Double? {
        guard let a = trellis?.values, let b = kiwi?.values, a.count == b.count else { return nil }
        return zip(a, b).reduce(0) { max($0, abs($1.0 - $1.1)) }
    }

    /// Whether both solvers left the same total violation at every priority level (within 1e-6 relative):
    /// both found the same optimum, even where they picked different points of it.
    var sameViolations: Bool? {
        guard let a = trellisViolations, let b = kiwiViolations, a.count == b.count else { return nil }
        return zip(a, b).allSatisfy { x, y in
            x.priority == y.priority && abs(x.total - y.total) <= 1e-6 * max(1, abs(x.total), abs(y.total))
        }
    }

    /// Whether the Trellis/kiwi ratio target (≤ 0.5) applies to this workload.
    var hasRatioTarget: Bool { ["cards", "chain", "grid", "enaml-like"].contains(name) }
}
