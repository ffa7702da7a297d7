/// The solver's state and algorithm, as a value type.
///
/// ``Solver`` is a class (constraints refer to it by identity) that holds one `SolverCore` and forwards to
/// it. The algorithm lives here, in `mutating` methods of a struct, so that the compiler proves exclusive
/// access statically: on a class, every access to a stored property would pay a dynamic exclusivity check.
@usableFromInline
struct SolverCore {
    @usableFromInline var tableau = Tableau()
    var objective = Objective()
    /// Constraint slots (`Constraint.slot`); nil when free.
    var records: [Record?] = []
    var freeRecords: [Int32] = []
    /// The owning solver's identity, stored in the constraints it holds.
    var identity: ObjectIdentifier
    /// Whether unsatisfiable errors shrink their conflicting set to a minimal one (off inside that search).
    var minimizesConflicts = true

    /// What the solver keeps for each constraint it holds.
    struct Record {
        let constraint: Constraint
        /// The constraint's marker (slack, dummy, or + error) and its other error symbol (or `noSymbol`).
        let marker: Symbol
        let other: Symbol
        /// The marker's coefficient in the constraint's row as first built: `expression + μ·marker …`.
        let markerCoefficient: Double
        /// The objective level of a non-required constraint, -1 when required.
        var level: Int
    }

    init(identity: ObjectIdentifier) { self.identity = identity }

    /// Adds `constraint` and re-optimises.
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        try insert(constraint)
        optimize()
    }

    /// Removes `constraint` and re-optimises.
    mutating func remove(_ constraint: Constraint) {
        erase(constraint)
        optimize()
    }

    /// Whether `s`'s value could change without any constraint being violated more at any priority: a free
    /// (external) parametric symbol — itself, or in its row — or a slack/error symbol with a zero cost at every
    /// level in its row lets the optimum move. Dummies are fixed at zero and do not count.
    func isAmbiguous(_ s: Symbol) -> Bool {
        let slot = tableau.rowOf[Int(s)]
        guard slot >= 0 else { return tableau.kind[Int(s)] == .external }
        for cell in tableau.rows[Int(slot)].cells {
            switch tableau.kind[Int(cell.symbol)] {
            case .external: return true
            case .slack, .error:
                if objective.order.allSatisfy({ objective.cost($0, cell.symbol) == 0 }) { return true }
            default: continue
            }
        }
        return false
    }

    /// Changes a non-required constraint's priority and re-optimises.
    mutating func updatePriority(of constraint: Constraint, to priority: Priority) {
        moveErrors(of: constraint, to: priority)
        constraint.priority = priority
        optimize()
    }
}
