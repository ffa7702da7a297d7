/// Why a ``Solver`` refused an operation. A refused operation leaves the solver exactly as it was.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already in the solver.
    /// `conflicts` are required constraints already in the solver that, together with `constraint`, have no
    /// solution (a minimal such set where it could be found).
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The constraint is already in this solver (or in another one).
    case duplicateConstraint(Constraint)
    /// The constraint is not in this solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable(Variable)
    /// Edit variables must have a priority below required (1000).
    case requiredEditVariable(Variable)
    /// A priority outside (0, 1000], or a change between required and non-required (remove and add instead).
    case invalidPriority(Priority)
    /// A coefficient, constant or suggestion is NaN or infinite; `in` says which number it was.
    case nonFiniteNumber(Double, in: String)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)

    public var description: String {
        switch self {
        case let .unsatisfiable(c, conflicts):
            return "unsatisfiable constraint \(c) (conflicts with \(conflicts.map(\.description)))"
        case let .duplicateConstraint(c): return "duplicate constraint \(c)"
        case let .unknownConstraint(c): return "unknown constraint \(c)"
        case let .duplicateEditVariable(v): return "\(v) is already an edit variable"
        case let .unknownEditVariable(v): return "\(v) is not an edit variable"
        case let .requiredEditVariable(v): return "edit variable \(v) cannot be required (priority must be < 1000)"
        case let .invalidPriority(p):
            return "invalid priority \(p): must be in (0, 1000], and required/non-required cannot be swapped in place"
        case let .nonFiniteNumber(x, place): return "\(x) is not a finite number (\(place))"
        case let .unknownVariable(v): return "\(v) was not made by this solver"
        }
    }
}
