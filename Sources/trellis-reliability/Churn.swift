import TrellisSolver

/// The churn run of issue 17: random add / remove / constant change / suggest / priority change on one solver,
/// checked every `checkEvery` operations against the contract — required constraints hold at the solver's
/// values, and every priority level's total violation equals what a fresh solver built from the current
/// constraints finds (the lexicographic optimum is unique even where the values are not).
struct Churn {
    struct Configuration {
        var seed: UInt64 = 1
        var variables = 40
        var operations = 10_000
        var checkEvery = 1_000
        /// Magnitude of constants and suggestions (200: ordinary UI values; 1e9: the large-value run).
        var magnitude = 200.0
        /// Relative tolerance of the checks: a violation or a level total may differ by this much relative to the
        /// magnitude of the terms it sums (issue 17: "within 1e-6 relative").
        var tolerance = 1e-6
    }

    /// What a run found.
    struct Outcome {
        var operations = 0
        var checks = 0
        var refusedAdds = 0
        var failures: [String] = []
        /// Largest required violation relative to max(1, its terms' magnitude), and largest level difference
        /// relative to max(1, the fresh solver's level total).
        var worstRequired = 0.0
        var worstLevel = 0.0
        /// Checks where the fresh solver (the reference) disagreed with this one and the exact oracle found this
        /// one right: the fresh build is wrong there (refused a satisfiable constraint or missed a level), which
        /// is a solver error too, but not the incremental state's. Each: after how many operations, and what.
        var referenceMisses: [String] = []
    }

    let configuration: Configuration
    /// Called with the active constraints and a required constraint the solver refused as unsatisfiable (by
    /// `add`, or by `updateConstant` with the new constant); returns a failure message if the refusal was wrong.
    var judgeRefusal: ((_ active: [ConstraintSpec], _ refused: ConstraintSpec) -> String?)? = nil
    private var rng: SplitMix64
    let solver = Solver()
    var variables: [Variable] = []
    private(set) var model = ChurnModel()
    var outcome = Outcome()
    /// The operations applied so far.
    private(set) var log: [Operation] = []
    /// The id the next added constraint gets.
    private var nextID = 0
    private let priorities: [Double] = [1, 250, 500, 750, 751, 999]

    init(_ configuration: Configuration) {
        self.configuration = configuration
        rng = SplitMix64(seed: configuration.seed)
        variables = (0..<configuration.variables).map { solver.makeVariable("v\($0)") }
    }

    /// Runs the configured number of operations; stops at the first failed check. Every operation is recorded in
    /// ``log``.
    mutating func run() -> Outcome {
        for op in 0..<configuration.operations {
            if let operation = nextOperation() {
                log.append(operation)
                apply(operation)
            }
            outcome.operations = op + 1
            if (op + 1) % configuration.checkEvery == 0 || !outcome.failures.isEmpty {
                if outcome.failures.isEmpty { check(after: op + 1) }
                if !outcome.failures.isEmpty { break }
            }
        }
        return outcome
    }

    /// Replays `operations` on a fresh solver, checking after each one; the index of the first operation after
    /// which a check fails, or nil.
    static func firstFailure(of operations: [Operation], _ configuration: Configuration) -> Int? {
        failure(of: operations, configuration)?.index
    }

    /// Replays `operations` on a fresh solver, checking after each one: the first failing operation's index and
    /// what the check found, or nil.
    static func failure(of operations: [Operation], _ configuration: Configuration) -> (index: Int, message: String)? {
        var churn = Churn(configuration)
        for (i, operation) in operations.enumerated() {
            churn.apply(operation)
            if churn.outcome.failures.isEmpty { churn.check(after: i + 1) }
            if let message = churn.outcome.failures.first { return (i, message) }
        }
        return nil
    }

    /// A shorter sequence that still fails (delta debugging: drop chunks, halving their size, while it fails).
    static func shrink(_ operations: [Operation], _ configuration: Configuration) -> [Operation] {
        shrink(operations) { firstFailure(of: $0, configuration) }
    }

    /// A shorter sequence for which `firstFailure` still finds a failure (the index of the last operation needed).
    static func shrink(_ operations: [Operation], firstFailure: ([Operation]) -> Int?) -> [Operation] {
        guard let last = firstFailure(operations) else { return operations }
        var ops = Array(operations[...last])
        var chunk = max(1, ops.count / 2)
        while chunk >= 1 {
            var i = 0
            var progressed = false
            while i < ops.count {
                var candidate = ops
                candidate.removeSubrange(i..<min(ops.count, i + chunk))
                if let f = firstFailure(candidate) {
                    ops = Array(candidate[...f])
                    progressed = true
                } else {
                    i += chunk
                }
            }
            if !progressed { chunk /= 2 }
        }
        return ops
    }

    // MARK: Operations

    /// One operation of a run, as data (so that a failing run can be replayed and shrunk).
    enum Operation: CustomStringConvertible {
        case add(id: Int, ConstraintSpec)
        case remove(id: Int)
        case constant(id: Int, Double)
        case priority(id: Int, Double)
        case edit(variable: Int, priority: Double)
        case removeEdit(variable: Int)
        case suggest(variable: Int, Double)

        var description: String {
            switch self {
            case let .add(id, spec): return "add #\(id) \(spec)"
            case let .remove(id): return "remove #\(id)"
            case let .constant(id, c): return "constant #\(id) \(c)"
            case let .priority(id, p): return "priority #\(id) \(p)"
            case let .edit(v, p): return "edit v\(v) @ \(p)"
            case let .removeEdit(v): return "remove edit v\(v)"
            case let .suggest(v, value): return "suggest v\(v) \(value)"
            }
        }
    }

    /// The next random operation (nil: nothing to do this step).
    private mutating func nextOperation() -> Operation? {
        let target = configuration.variables * 3 / 2
        let roll = rng.int(0...99)
        if model.active.isEmpty || (roll < 40 && model.active.count < target * 2) || model.active.count < target / 2 {
            return .add(id: nextID, randomAddition())
        } else if roll < 62 {
            return .remove(id: model.active[rng.int(0...(model.active.count - 1))].id)
        } else if roll < 75 {
            return .constant(id: model.active[rng.int(0...(model.active.count - 1))].id, randomConstant())
        } else if roll < 88 {
            guard !model.edits.isEmpty else { return randomEditToggle() }
            return .suggest(variable: model.edits[rng.int(0...(model.edits.count - 1))].variable, randomConstant())
        } else if roll < 93 {
            let soft = model.active.filter { $0.spec.priority < 1000 }
            guard !soft.isEmpty else { return nil }
            return .priority(id: rng.pick(soft).id, rng.pick(priorities))
        } else {
            return randomEditToggle()
        }
    }

    private mutating func randomSpec() -> ConstraintSpec {
        let count = rng.int(1...4)
        var terms: [(variable: Int, coefficient: Double)] = []
        for _ in 0..<count {
            let v = rng.int(0...(configuration.variables - 1))
            if terms.contains(where: { $0.variable == v }) { continue }
            let magnitude = rng.pick([0.5, 1, 1, 1, 1.5, 2])
            terms.append((v, rng.chance(0.5) ? magnitude : -magnitude))
        }
        let relation: Relation = rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual])
        let required = rng.chance(0.4)
        return ConstraintSpec(
            terms: terms, constant: randomConstant(), relation: relation,
            priority: required ? 1000 : rng.pick(priorities))
    }

    private mutating func randomConstant() -> Double {
        let m = configuration.magnitude
        // Mostly whole numbers within ±200 (scaled), sometimes fractions.
        let whole = Double(rng.int(-200...200)) * m / 200
        return rng.chance(0.8) ? whole : whole + Double(rng.int(1...7)) / 8
    }

    /// A new constraint: mostly random; sometimes a duplicate of an active one, or an equality implied by two
    /// required equalities already here.
    private mutating func randomAddition() -> ConstraintSpec {
        var spec = randomSpec()
        let roll = rng.int(0...99)
        if roll < 8, let copy = model.active.isEmpty ? nil : rng.pick(model.active).spec {
            spec = copy  // a duplicate (same priority)
            if rng.chance(0.3) { spec.priority = rng.chance(0.5) ? 1000 : rng.pick(priorities) }
        } else if roll < 15 {
            let equalities = model.active.filter { $0.spec.relation == .equal && $0.spec.priority >= 1000 }
            if equalities.count >= 2 {
                let c1 = rng.pick(equalities).spec, c2 = rng.pick(equalities).spec
                let a = rng.pick([1.0, -1, 2, 0.5]), b = rng.pick([1.0, -1, 2, 0.5])
                var combined: [Int: Double] = [:]
                for t in c1.terms { combined[t.variable, default: 0] += a * t.coefficient }
                for t in c2.terms { combined[t.variable, default: 0] += b * t.coefficient }
                let terms = combined.keys.sorted().compactMap { v in combined[v]! == 0 ? nil : (v, combined[v]!) }
                if !terms.isEmpty {
                    spec = ConstraintSpec(
                        terms: terms, constant: a * c1.constant + b * c2.constant, relation: .equal, priority: 1000)
                }
            }
        }
        return spec
    }

    private mutating func randomEditToggle() -> Operation? {
        if !model.edits.isEmpty && (model.edits.count >= 4 || rng.chance(0.3)) {
            return .removeEdit(variable: model.edits[rng.int(0...(model.edits.count - 1))].variable)
        }
        let v = rng.int(0...(configuration.variables - 1))
        guard !model.edits.contains(where: { $0.variable == v }) else { return nil }
        return .edit(variable: v, priority: rng.pick(priorities))
    }

    /// Applies `operation` to the solver and the model. Operations on constraints or edits that are not there
    /// (in a shrunk replay) are skipped; an error where the contract promises success is a failure.
    mutating func apply(_ operation: Operation) {
        switch operation {
        case let .add(id, spec):
            nextID = max(nextID, id + 1)
            let c = spec.make(variables)
            do {
                try solver.add(c)
                model.active.append((id, spec, c))
            } catch {
                outcome.refusedAdds += 1
                if let judge = judgeRefusal, let failure = judge(model.active.map(\.spec), spec) {
                    outcome.failures.append("add #\(id) refused: \(failure)")
                }
            }
        case let .remove(id):
            guard let i = model.active.firstIndex(where: { $0.id == id }) else { return }
            do {
                try solver.remove(model.active[i].constraint)
                model.active.remove(at: i)
            } catch {
                outcome.failures.append("remove of an active constraint failed: \(error)")
            }
        case let .constant(id, constant):
            guard let i = model.active.firstIndex(where: { $0.id == id }) else { return }
            do {
                try solver.updateConstant(of: model.active[i].constraint, to: constant)
                model.active[i].spec.constant = constant
            } catch SolverError.unsatisfiable {
                // Refused: a required constraint that cannot take this constant (the solver is unchanged).
                if let judge = judgeRefusal {
                    var others = model.active.map(\.spec)
                    var changed = others.remove(at: i)
                    changed.constant = constant
                    if let failure = judge(others, changed) {
                        outcome.failures.append("constant #\(id) \(constant) refused: \(failure)")
                    }
                }
            } catch {
                outcome.failures.append("updateConstant failed: \(error)")
            }
        case let .priority(id, p):
            guard let i = model.active.firstIndex(where: { $0.id == id }), model.active[i].spec.priority < 1000
            else { return }
            do {
                try solver.updatePriority(of: model.active[i].constraint, to: Priority(p))
                model.active[i].spec.priority = p
            } catch {
                outcome.failures.append("updatePriority failed: \(error)")
            }
        case let .edit(v, p):
            guard !model.edits.contains(where: { $0.variable == v }) else { return }
            do {
                try solver.addEditVariable(variables[v], priority: Priority(p))
                model.edits.append((v, p, solver.value(of: variables[v])))
            } catch {
                outcome.failures.append("addEditVariable failed: \(error)")
            }
        case let .removeEdit(v):
            guard let k = model.edits.firstIndex(where: { $0.variable == v }) else { return }
            do {
                try solver.removeEditVariable(variables[v])
                model.edits.remove(at: k)
            } catch {
                outcome.failures.append("removeEditVariable failed: \(error)")
            }
        case let .suggest(v, value):
            guard let k = model.edits.firstIndex(where: { $0.variable == v }) else { return }
            do {
                try solver.suggestValue(variables[v], value)
                model.edits[k].suggestion = value
            } catch {
                outcome.failures.append("suggestValue failed: \(error)")
            }
        }
    }

    // MARK: Checks

    /// The exact optimum of level `priority` for the current constraints and edits (``LexicographicOracle``), to
    /// tell which of two disagreeing solvers is right; empty when the oracle cannot say.
    func exactOptimum(of priority: Double) -> String {
        let specs = model.active.map(\.spec)
        guard
            let levels = try? LexicographicOracle.solve(
                variableCount: configuration.variables, constraints: specs, edits: model.edits),
            let level = levels.first(where: { $0.priority == priority })
        else { return "" }
        return " (exact optimum \(level.total.doubleValue))"
    }

    mutating func check(after operations: Int) {
        outcome.checks += 1
        if let broken = solver._checkInvariants() {
            outcome.failures.append("after \(operations) operations: invariants: \(broken)")
            return
        }
        let values = variables.map { solver.value(of: $0) }
        let tolerance = configuration.tolerance
        for (_, spec, _) in model.active where spec.priority >= 1000 {
            let v = spec.violation(at: values)
            let relative = v.amount / max(1, v.scale)
            outcome.worstRequired = max(outcome.worstRequired, relative)
            if relative > tolerance {
                outcome.failures.append(
                    "after \(operations) operations: required \(spec) violated by \(v.amount) (terms \(v.scale))")
                return
            }
        }
        // A fresh solver from the current constraints and edits, added in the same order.
        let fresh = Solver()
        let freshVariables = (0..<configuration.variables).map { fresh.makeVariable("v\($0)") }
        for (_, spec, _) in model.active {
            do { try fresh.add(spec.make(freshVariables)) } catch {
                judgeByOracle(
                    values, after: operations,
                    disagreement: "after \(operations) operations: a fresh solver refuses \(spec): \(error)"
                        + " (its worst inconsistency \(fresh._worstInconsistency()))")
                return
            }
        }
        for e in model.edits {
            do {
                try fresh.addEditVariable(freshVariables[e.variable], priority: Priority(e.priority))
                try fresh.suggestValue(freshVariables[e.variable], e.suggestion)
            } catch {
                outcome.failures.append("after \(operations) operations: fresh edit failed: \(error)")
                return
            }
        }
        let freshValues = freshVariables.map { fresh.value(of: $0) }
        let mine = model.violationByPriority(at: values)
        let theirs = model.violationByPriority(at: freshValues)
        for (a, b) in zip(mine, theirs) where a.priority < 1000 {
            let difference = abs(a.total - b.total) / max(1, abs(b.total), a.scale, b.scale)
            if difference <= tolerance { outcome.worstLevel = max(outcome.worstLevel, difference) }
            if difference > tolerance {
                judgeByOracle(
                    values, after: operations,
                    disagreement:
                        "after \(operations) operations: level \(a.priority) total \(a.total), fresh solver \(b.total)"
                        + exactOptimum(of: a.priority) + " (its worst inconsistency \(fresh._worstInconsistency()))")
                return
            }
            // Lexicographic: once a level differs within tolerance but not exactly, lower levels may trade.
            if a.total != b.total { break }
        }
    }

    /// The fresh solver disagrees with this one (`disagreement` says how): the exact oracle decides. This solver's
    /// `values` are judged as ``OracleRun/check(_:)`` judges a system — the required constraints feasible, every
    /// level at its exact optimum — so a disagreement is a failure unless the incremental state is exactly right,
    /// in which case it is the reference's miss (noted in ``Outcome/referenceMisses``). A failure too when the
    /// oracle cannot tell (a number beyond its 128 bits).
    private mutating func judgeByOracle(_ values: [Double], after operations: Int, disagreement: String) {
        let specs = model.active.map(\.spec)
        let answer: LexicographicOracle.Answer
        do {
            answer = try LexicographicOracle.solve(
                variableCount: configuration.variables, constraints: specs, edits: model.edits)
        } catch {
            outcome.failures.append(disagreement + " (the exact oracle cannot tell)")
            return
        }
        guard let optimum = answer else {
            outcome.failures.append(disagreement + "; the required constraints cannot all hold (exact oracle)")
            return
        }
        let levels = model.violationByPriority(at: values).filter { $0.priority < 1000 }
        for (level, best) in zip(levels, optimum) {
            let exact = best.total.doubleValue
            let difference = abs(level.total - exact) / max(1, level.scale, abs(exact))
            outcome.worstLevel = max(outcome.worstLevel, difference)
            if difference > configuration.tolerance {
                outcome.failures.append(
                    disagreement + "; this solver's level \(level.priority) total \(level.total), exact \(exact)")
                return
            }
        }
        outcome.referenceMisses.append(disagreement + "; this solver is at the exact optimum")
    }
}
