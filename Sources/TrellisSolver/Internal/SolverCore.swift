/// The solver's state and algorithm, as a value type.
///
/// ``Solver`` is a class (constraints refer to it by identity) that holds one `SolverCore` and forwards to
/// it. The algorithm lives here, in `mutating` methods of a struct, so that the compiler proves exclusive
/// access statically: on a class, every access to a stored property would pay a dynamic exclusivity check.
struct SolverCore {
    var tableau = Tableau()
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

    /// Changes a non-required constraint's priority and re-optimises.
    mutating func updatePriority(of constraint: Constraint, to priority: Priority) {
        moveErrors(of: constraint, to: priority)
        constraint.priority = priority
        optimize()
    }
}
