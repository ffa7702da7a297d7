import TrellisSolver

/// The oracle run of issue 17: random systems, each built by a random sequence of churn operations (adds with
/// duplicates and implied equalities, removes, constant and priority changes, edit variables and suggestions)
/// on one solver, then judged against ``LexicographicOracle``: every required constraint holds at the solver's
/// values, every priority level's total violation equals the exact optimum, and every refusal of a required
/// constraint as unsatisfiable was right.
struct OracleRun {
    struct Configuration {
        var seed: UInt64 = 1
        var systems = 10_000
        /// Each system has 1...maxVariables variables and 1...maxOperations operations (drawn per seed).
        var maxVariables = 16
        var maxOperations = 80
        var magnitude = 200.0
        /// Relative tolerance: a required violation against max(1, Σ|terms|), a level total against max(1, the
        /// level's Σ|terms|, the optimum) (issue 17: "within 1e-6 relative").
        var tolerance = 1e-6
    }

    /// What one system's check found.
    struct Verdict {
        var failure: String?
        var worstRequired = 0.0
        var worstLevel = 0.0
        var levels = 0
    }

    /// The churn configuration of the system numbered `seed`.
    static func churnConfiguration(seed: UInt64, _ configuration: Configuration) -> Churn.Configuration {
        var rng = SplitMix64(seed: seed ^ 0x5EED_0F_0EAC1E)
        var c = Churn.Configuration()
        c.seed = seed
        c.variables = rng.int(1...configuration.maxVariables)
        c.operations = rng.int(1...configuration.maxOperations)
        c.checkEvery = Int.max
        c.magnitude = configuration.magnitude
        c.tolerance = configuration.tolerance
        return c
    }

    /// Judges a refusal: the refused constraint must really be infeasible with the active required ones.
    static func judgeRefusal(variableCount: Int) -> ([ConstraintSpec], ConstraintSpec) -> String? {
        { active, refused in
            guard refused.priority >= 1000 else { return "a non-required constraint was refused" }
            do {
                if try LexicographicOracle.isFeasible(variableCount: variableCount, constraints: active + [refused]) {
                    return "\(refused) is satisfiable with the active constraints (exact oracle)"
                }
            } catch {
                return nil  // the oracle cannot tell: not judged
            }
            return nil
        }
    }

    /// Runs `operations` on a fresh churn system (refusals judged) and checks the end state against the oracle.
    /// Throws if the oracle overflows.
    static func replay(_ operations: [Churn.Operation], _ churnConfiguration: Churn.Configuration)
        throws(ExactRational.Overflow) -> (churn: Churn, verdict: Verdict)
    {
        var churn = Churn(churnConfiguration)
        churn.judgeRefusal = judgeRefusal(variableCount: churnConfiguration.variables)
        for operation in operations {
            churn.apply(operation)
            if !churn.outcome.failures.isEmpty { break }
        }
        if let failure = churn.outcome.failures.first { return (churn, Verdict(failure: failure)) }
        return (churn, try check(churn))
    }

    /// The solver's current values against the exact lexicographic optimum of its current constraints.
    static func check(_ churn: Churn) throws(ExactRational.Overflow) -> Verdict {
        var verdict = Verdict()
        let tolerance = churn.configuration.tolerance
        let values = churn.variables.map { churn.solver.value(of: $0) }
        let specs = churn.model.active.map(\.spec)
        guard
            let optimum = try LexicographicOracle.solve(
                variableCount: churn.variables.count, constraints: specs, edits: churn.model.edits)
        else {
            verdict.failure = "the solver holds required constraints that cannot all hold (exact oracle)"
            return verdict
        }
        if let broken = churn.solver._checkInvariants() {
            verdict.failure = "invariants: \(broken)"
            return verdict
        }
        for spec in specs where spec.priority >= 1000 {
            let v = spec.violation(at: values)
            let relative = v.amount / max(1, v.scale)
            verdict.worstRequired = max(verdict.worstRequired, relative)
            if relative > tolerance && verdict.failure == nil {
                verdict.failure = "required \(spec) violated by \(v.amount) (terms \(v.scale))"
            }
        }
        if verdict.failure != nil { return verdict }
        let levels = churn.model.violationByPriority(at: values).filter { $0.priority < 1000 }
        for (level, best) in zip(levels, optimum) {
            precondition(level.priority == best.priority, "the model and the oracle list the same levels")
            verdict.levels += 1
            let exact = best.total.doubleValue
            let difference = abs(level.total - exact) / max(1, level.scale, abs(exact))
            verdict.worstLevel = max(verdict.worstLevel, difference)
            if difference > tolerance {
                verdict.failure =
                    "level \(level.priority): total \(level.total), exact optimum \(best.total) = \(exact)"
                return verdict
            }
        }
        return verdict
    }

    /// A short subsequence of `operations` that still fails the same kind of check (delta debugging).
    static func shrink(_ operations: [Churn.Operation], _ churnConfiguration: Churn.Configuration) -> [Churn.Operation]
    {
        guard let original = (try? replay(operations, churnConfiguration))?.verdict.failure else { return operations }
        let kind = failureKind(original)
        return Churn.shrink(operations) { candidate in
            guard let failure = (try? replay(candidate, churnConfiguration))?.verdict.failure,
                failureKind(failure) == kind
            else { return nil }
            return candidate.count - 1
        }
    }

    /// What kind of check a failure message comes from (a shrunk run must fail the same way).
    static func failureKind(_ message: String) -> String {
        if message.contains(" refused: ") { return "refusal" }
        return String(message.prefix { $0 != " " && $0 != ":" })
    }

    /// `operations` as a constraint file for `trellis solve` (variables v0…, one statement per operation). The
    /// first line, `0*v0 + … + 0*vN >= 0`, mentions every variable so that the file makes them in the order the
    /// run made them (ids break the solver's ties, so another order may not reproduce).
    static func constraintFile(_ operations: [Churn.Operation], variableCount: Int) -> String {
        let mentions = (0..<variableCount).map { "0*v\($0) + " }.joined()
        var lines: [String] = [mentions + "0 >= 0  # makes v0…v\(variableCount - 1) in the run's order"]
        var lineOfID: [Int: Int] = [:]
        for operation in operations {
            switch operation {
            case let .add(id, spec):
                lines.append(spec.constraintFileLine)
                lineOfID[id] = lines.count
            case let .remove(id):
                if let line = lineOfID[id] { lines.append("remove \(line)") }
            case let .constant(id, c):
                if let line = lineOfID[id] { lines.append("constant \(line) \(c)") }
            case let .priority(id, p):
                if let line = lineOfID[id] { lines.append("priority \(line) \(p)") }
            case let .edit(v, p): lines.append("edit v\(v) @ \(p)")
            case let .removeEdit(v): lines.append("remove edit v\(v)")
            case let .suggest(v, value): lines.append("suggest v\(v) \(value)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ConstraintSpec {
    /// The constraint as a line of a constraint file.
    var constraintFileLine: String {
        var lhs = terms.map { "\($0.coefficient)*v\($0.variable)" }.joined(separator: " + ")
        if lhs.isEmpty { lhs = "0" }
        let rel = relation == .equal ? "==" : (relation == .lessThanOrEqual ? "<=" : ">=")
        return "\(lhs) + \(constant) \(rel) 0" + (priority >= 1000 ? "" : " @ \(priority)")
    }
}
