/// An incremental linear constraint solver of the Cassowary family, with **strict priorities**.
///
/// Add ``Constraint``s (`expression relation 0` at a ``Priority``); read variables with ``value(of:)``.
/// Required constraints (priority 1000) always hold; among the solutions that satisfy them, the solver
/// minimises the violation at the highest non-required priority, then at the next, and so on
/// (lexicographically: see ``Priority``). Within one priority it minimises the sum of absolute violations.
///
/// Every operation is incremental: adding and removing constraints adds and removes tableau rows, changing a
/// constraint's constant (``updateConstant(of:to:)``) or suggesting a value for an edit variable
/// (``suggestValue(_:_:)``) shifts row constants and repairs feasibility with the dual simplex. Values are
/// always current; there is no separate update step.
///
/// Failures are transactional: an operation that throws leaves the solver exactly as it was.
///
/// The same sequence of calls gives bit-identical values in every process: ids, never hashes, break ties.
public final class Solver {
    /// The algorithm's state. Dynamic exclusivity checks are off for it: every access is a short call into
    /// `SolverCore` that cannot re-enter the solver, and a check per `value(of:)` cost more than the read.
    @exclusivity(unchecked) @usableFromInline var core: SolverCore
    /// Per variable id: the edit constraint (nil when the variable is not an edit variable).
    @exclusivity(unchecked) var edits: [Constraint?] = []
    /// Names given to variables, by variable id (only non-empty ones are stored).
    var names: [Int32: String] = [:]

    /// Makes an empty solver.
    public init() {
        core = SolverCore(identity: ObjectIdentifier(Solver.self))
        core.identity = ObjectIdentifier(self)
    }

    // MARK: Variables

    /// Makes a new variable. `name` is for diagnostics (``name(of:)``, ``dump()``).
    public func makeVariable(_ name: String = "") -> Variable {
        let s = core.makeSymbol(.external)
        if !name.isEmpty { names[s] = name }
        return Variable(id: s)
    }

    /// The name given to `variable` when it was made (empty if none).
    public func name(of variable: Variable) -> String { names[variable.id] ?? "" }

    /// The current value of `variable`. O(1): values are kept current by every operation.
    @inline(__always)
    @inlinable
    public func value(of variable: Variable) -> Double { core.values[Int(variable.id)] }

    /// Calls `body` with every variable whose value changed since the previous call (each once, in the order
    /// they changed; a value that changed and came back may be reported), then forgets them. A layout engine
    /// reads back just these after an edit instead of every variable.
    public func takeChangedVariables(_ body: (Variable) -> Void) {
        core.takeChangedVariables { body(Variable(id: $0)) }
    }

    /// Whether the solution leaves `variable` undetermined: another value would satisfy every constraint
    /// equally well at every priority (an under-constrained layout, or a tie between constraints of one
    /// priority). For debugging layouts (UIKit's `hasAmbiguousLayout`).
    public func isAmbiguous(_ variable: Variable) -> Bool { core.isAmbiguous(variable.id) }

    // MARK: Constraints

    /// Whether `constraint` is in this solver.
    public func contains(_ constraint: Constraint) -> Bool { constraint.owner == core.identity }

    /// Adds `constraint` and re-solves.
    ///
    /// - Throws: ``SolverError/unsatisfiable(_:conflicts:)`` when it is required and cannot hold together
    ///   with the required constraints already here (the solver is then unchanged);
    ///   ``SolverError/duplicateConstraint(_:)``; ``SolverError/invalidPriority(_:)`` for a priority outside
    ///   (0, 1000]; ``SolverError/nonFiniteNumber(_:in:)`` for a NaN or infinite coefficient or constant;
    ///   ``SolverError/unknownVariable(_:)`` for a variable another solver made.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard constraint.owner == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        guard constraint.expression.constant.isFinite else {
            throw .nonFiniteNumber(constraint.expression.constant, in: "the constant of \(constraint)")
        }
        for term in constraint.expression.terms {
            guard isOwn(term.variable) else { throw .unknownVariable(term.variable) }
            guard term.coefficient.isFinite else {
                throw .nonFiniteNumber(term.coefficient, in: "the coefficient of \(term.variable) in \(constraint)")
            }
        }
        try core.add(constraint)
    }

    /// Whether `variable` is one of this solver's variables.
    private func isOwn(_ variable: Variable) -> Bool {
        variable.id >= 0 && Int(variable.id) < core.tableau.symbolCount
            && core.tableau.kind[Int(variable.id)] == .external
    }

    /// Removes `constraint` and re-solves.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in this solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard contains(constraint) else { throw .unknownConstraint(constraint) }
        if case .equal = constraint.relation, let v = editVariable(of: constraint) { edits[Int(v.id)] = nil }
        core.remove(constraint)
    }

    /// Changes the constant of `constraint` (so that it reads `terms + constant relation 0`) in place: the rows
    /// that hold its marker shift their constants and the dual simplex restores feasibility. No row is removed
    /// or added — this is the cheap path for the most common edit in UI code.
    ///
    /// - Throws: ``SolverError/unsatisfiable(_:conflicts:)`` when a required constraint cannot take the new
    ///   constant (the solver and the constraint are then unchanged); ``SolverError/unknownConstraint(_:)``;
    ///   ``SolverError/nonFiniteNumber(_:in:)``.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard contains(constraint) else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteNumber(constant, in: "the new constant of \(constraint)") }
        try core.shiftConstant(of: constraint, to: constant)
    }

    /// Changes the priority of a non-required constraint in place (its errors move between objective levels).
    ///
    /// - Throws: ``SolverError/invalidPriority(_:)`` when the new priority is invalid or when the change would
    ///   cross between required and non-required (remove the constraint and add it with the new priority);
    ///   ``SolverError/unknownConstraint(_:)``.
    public func updatePriority(of constraint: Constraint, to priority: Priority) throws(SolverError) {
        guard contains(constraint) else { throw .unknownConstraint(constraint) }
        guard priority.isValid, priority.isRequired == constraint.priority.isRequired else {
            throw .invalidPriority(priority)
        }
        guard priority != constraint.priority, !priority.isRequired else { return }
        core.updatePriority(of: constraint, to: priority)
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: from now on it behaves as if constrained by `variable == suggestion`
    /// at `priority`, where the suggestion starts as the variable's current value and changes with
    /// ``suggestValue(_:_:)``.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``; ``SolverError/requiredEditVariable(_:)`` for
    ///   priority 1000; ``SolverError/invalidPriority(_:)``; ``SolverError/unknownVariable(_:)``.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard isOwn(variable) else { throw .unknownVariable(variable) }
        guard !hasEditVariable(variable) else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        let constraint = Constraint(LinearExpression(variable) - value(of: variable), .equal, priority: priority)
        try add(constraint)
        while edits.count <= Int(variable.id) { edits.append(nil) }
        edits[Int(variable.id)] = constraint
    }

    /// Stops `variable` being an edit variable (its suggestion no longer applies).
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = editConstraint(variable) else { throw .unknownEditVariable(variable) }
        try remove(constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { editConstraint(variable) != nil }

    /// Suggests `value` for edit variable `variable`; replaces the previous suggestion. Incremental: O(rows
    /// holding the edit's error symbol) plus a dual simplex over the rows that became infeasible.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``; ``SolverError/nonFiniteNumber(_:in:)`` for NaN or
    ///   an infinity (the suggestion is then unchanged).
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let constraint = editConstraint(variable) else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteNumber(value, in: "the suggestion for \(variable)") }
        try core.shiftConstant(of: constraint, to: -value)
    }

    private func editConstraint(_ variable: Variable) -> Constraint? {
        Int(variable.id) < edits.count ? edits[Int(variable.id)] : nil
    }

    private func editVariable(of constraint: Constraint) -> Variable? {
        guard constraint.expression.terms.count == 1 else { return nil }
        let v = constraint.expression.terms[0].variable
        return editConstraint(v) === constraint ? v : nil
    }
}
