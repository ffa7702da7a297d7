/// Unsatisfiable constraints: turning a Farkas certificate into the set of conflicting constraints, and
/// shrinking that set to a minimal one.
extension SolverCore {
    /// The identity of the throw-away solvers of the minimising search.
    private enum Scratch {}

    /// Conflicting sets larger than this are reported as found, without the minimising search.
    static let conflictMinimizationLimit = 64

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
    /// The result is an irreducible infeasible subset (every member is needed). It runs on one scratch solver
    /// holding copies of the set, incrementally: per member one removal and one attempted add (rolled back
    /// when it fails), so O(|set|) solver operations. This runs only when an add fails.
    private func minimalConflicts(_ candidate: Constraint, among set: [Constraint]) -> [Constraint] {
        var scratch = SolverCore(identity: ObjectIdentifier(Scratch.self))
        scratch.minimizesConflicts = false
        var variables: [Int32: Variable] = [:]  // look-ups only: no iteration order is used
        func copy(_ c: Constraint) -> Constraint {
            let terms = c.expression.terms.map { term -> Term in
                let v = variables[term.variable.id] ?? Variable(id: scratch.makeSymbol(.external))
                variables[term.variable.id] = v
                return Term(v, term.coefficient)
            }
            return Constraint(LinearExpression(terms, constant: c.expression.constant), c.relation)
        }
        let copies = set.map(copy)
        for c in copies {
            do { try scratch.insert(c) } catch { return set }  // not feasible alone: keep the set as found
        }
        let test = copy(candidate)
        do {
            try scratch.insert(test)
            return set  // feasible after all (rounding): report the certificate's set
        } catch {}
        var kept: [Constraint] = []
        for (original, c) in zip(set, copies) {
            scratch.erase(c)
            do {
                try scratch.insert(test)  // feasible without this member: it is needed
                scratch.erase(test)
                try? scratch.insert(c)
                kept.append(original)
            } catch {}
        }
        return kept
    }
}
