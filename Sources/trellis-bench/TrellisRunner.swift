import TrellisSolver

/// Runs a ``Workload`` on TrellisSolver in this process, timing what `kiwi_bench.py` times on kiwi.
///
/// Untimed: making the solver and its variables, and building the `Constraint` objects. Timed, build+solve:
/// `add` of every constraint, `addEditVariable` (before the constraints when the order says edits first), the first `suggestValue`s, and `value(of:)` of every
/// variable (the counterpart of kiwi's `updateVariables`, which writes every value). Timed, each resize
/// step: its `suggestValue`s and `value(of:)` of every variable. One warm-up repetition, then the best of
/// `workload.repetitions`.
struct TrellisRunner {
    let workload: Workload

    /// A solver with its variables made and its constraint objects built: everything that is not timed.
    struct Prepared {
        let solver: Solver
        let variables: [Variable]
        let constraints: [Constraint]
        let edits: [(Variable, Priority)]
        let initial: [(Variable, Double)]
    }

    func run(reportValues: Bool) throws -> Measurement {
        _ = try repetition()
        var builds: [Double] = []
        var phases = [[Double]](repeating: [], count: workload.phases.count)
        for _ in 0..<workload.repetitions {
            let (buildMs, phaseMs) = try repetition()
            builds.append(buildMs)
            for (i, ms) in phaseMs.enumerated() { phases[i].append(ms) }
        }
        var timings = [
            PhaseTiming(
                name: "build+solve", unit: "build", count: workload.batch, samplesMs: builds, bestMs: builds.min()!)
        ]
        for (phase, samples) in zip(workload.phases, phases) {
            timings.append(
                PhaseTiming(
                    name: phase.name, unit: "step", count: phase.steps.count, samplesMs: samples,
                    bestMs: samples.min()!))
        }

        // One more build, untimed, for the values after build+solve and the random workload's checks.
        let check = prepare()
        let rejected = try build(check)
        let values = check.variables.map { check.solver.value(of: $0) }
        var feasibility: FeasibilityCheck?
        if workload.kind == .random {
            var accepted = 0, violations = 0, worst = 0.0
            for (spec, constraint) in zip(workload.constraints, check.constraints)
            where check.solver.contains(constraint) {
                accepted += 1
                let v = spec.violation(at: values)
                worst = max(worst, v)
                if v > spec.violationTolerance(at: values) { violations += 1 }
            }
            feasibility = FeasibilityCheck(
                accepted: accepted, rejected: rejected, maxViolation: worst, violations: violations)
        }
        return Measurement(phases: timings, values: reportValues ? values : nil, random: feasibility)
    }

    /// One timed sample of every phase: ms per build, and ms per step of each resize phase.
    private func repetition() throws -> (buildMs: Double, phaseMs: [Double]) {
        let prepared = (0..<workload.batch).map { _ in prepare() }
        let start = monotonicNanoseconds()
        for p in prepared { _ = try build(p) }
        let end = monotonicNanoseconds()
        let buildMs = milliseconds(from: start, to: end) / Double(workload.batch)

        let last = prepared[prepared.count - 1]
        var phaseMs: [Double] = []
        for phase in workload.phases {
            let steps = phase.steps.map { $0.map { (last.variables[$0.variable], $0.value) } }
            let start = monotonicNanoseconds()
            for step in steps {
                for (v, x) in step { try last.solver.suggestValue(v, x) }
                readAll(last)
            }
            let end = monotonicNanoseconds()
            phaseMs.append(milliseconds(from: start, to: end) / Double(max(1, steps.count)))
        }
        return (buildMs, phaseMs)
    }

    func prepare() -> Prepared {
        let solver = Solver()
        let variables = workload.variableNames.map { solver.makeVariable($0) }
        let constraints = workload.constraints.map { c in
            Constraint(
                LinearExpression(c.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: c.constant),
                Relation(c.relation), priority: Priority(c.priority))
        }
        return Prepared(
            solver: solver, variables: variables, constraints: constraints,
            edits: workload.edits.map { (variables[$0.variable], Priority($0.priority)) },
            initial: workload.initial.map { (variables[$0.variable], $0.value) })
    }

    /// Build+solve on a prepared solver; returns the number of rejected (unsatisfiable) constraints, which
    /// is an error except in the random workload.
    func build(_ p: Prepared) throws -> Int {
        var rejected = 0
        if workload.order.editsFirst {
            for (v, priority) in p.edits { try p.solver.addEditVariable(v, priority: priority) }
        }
        if workload.kind == .random {
            for c in p.constraints {
                do { try p.solver.add(c) } catch {
                    guard case .unsatisfiable = error else { throw error }
                    rejected += 1
                }
            }
        } else {
            for c in p.constraints { try p.solver.add(c) }
        }
        if !workload.order.editsFirst {
            for (v, priority) in p.edits { try p.solver.addEditVariable(v, priority: priority) }
        }
        for (v, x) in p.initial { try p.solver.suggestValue(v, x) }
        readAll(p)
        return rejected
    }

    /// Reads every variable's value.
    @inline(__always)
    private func readAll(_ p: Prepared) {
        var sum = 0.0
        for v in p.variables { sum += p.solver.value(of: v) }
        blackHole(sum)
    }
}

extension Relation {
    init(_ relation: LinearRelation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
