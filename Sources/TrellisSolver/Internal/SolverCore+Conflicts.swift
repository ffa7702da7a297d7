/// Unsatisfiable constraints: turning a Farkas certificate into the set of conflicting constraints, and
/// shrinking that set to a minimal one.
extension SolverCore {
    /// The identity of the throw-away solvers of the minimising search.
    private enum Scratch {}

    /// Conflicting sets larger than this are reported as found, without the minimising search.
    static let conflictMinimizationLimit = 48

    /// The error for `constraint`, whose addition the `certificate` symbols prove infeasible.
    func unsatisfiable(_ constraint: Constraint, certificate: [Symbol]) -> SolverError {
        unsatisfiable(constraint, reporting: constraint, certificate: certificate)
    }

    /// The error reporting `reported` for the infeasible `candidate` (the two differ when a constant change is
    /// refused: the candidate carries the new constant).
    func unsatisfiable(_ candidate: Constraint, reporting reported: Constraint, certificate: [Symbol]) -> SolverError {
        var slots: [Int32] = []
        for s in certificate {
            let slot = tableau.owner[Int(s)]
            guard slot >= 0, let record = records[Int(slot)], record.constraint !== reported,
                record.constraint.priority.isRequired, !slots.contains(slot)
            else { continue }
            slots.append(slot)
        }
        slots.sort()
        var conflicts = slots.map { records[Int($0)]!.constraint }
        if minimizesConflicts && conflicts.count <= Self.conflictMinimizationLimit {
            conflicts = minimalConflicts(candidate, among: conflicts)
        }
        return .unsatisfiable(reported, conflicts: conflicts)
    }

    /// Deletion filter: drops each constraint of `set` whose absence still leaves `set + candidate` infeasible.
    /// The result is an irreducible infeasible subset (every member is needed). Each test solves a small fresh
    /// system; this runs only when an add fails.
    private func minimalConflicts(_ candidate: Constraint, among set: [Constraint]) -> [Constraint] {
        guard Self.isInfeasible(set, plus: candidate) else { return set }
        var kept = set
        var i = 0
        while i < kept.count {
            var trial = kept
            trial.remove(at: i)
            if Self.isInfeasible(trial, plus: candidate) { kept = trial } else { i += 1 }
        }
        return kept
    }

    /// Whether `constraints` (feasible together) plus `candidate` have no solution, tested on a fresh solver.
    private static func isInfeasible(_ constraints: [Constraint], plus candidate: Constraint) -> Bool {
        var scratch = SolverCore(identity: ObjectIdentifier(Scratch.self))
        scratch.minimizesConflicts = false
        var variables: [Int32: Variable] = [:]  // look-ups only: no iteration order is used
        func copy(_ c: Constraint) -> Constraint {
            let terms = c.expression.terms.map { term -> Term in
                let v = variables[term.variable.id] ?? Variable(id: scratch.tableau.newSymbol(.external))
                variables[term.variable.id] = v
                return Term(v, term.coefficient)
            }
            return Constraint(LinearExpression(terms, constant: c.expression.constant), c.relation)
        }
        for c in constraints {
            do { try scratch.insert(copy(c)) } catch { return false }
        }
        do { try scratch.insert(copy(candidate)) } catch { return true }
        return false
    }
}
