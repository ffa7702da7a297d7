/// A Cassowary-family incremental linear constraint solver with strict (lexicographic) priorities.
///
/// (Implementation in progress — see Internal/.)
public final class Solver {
    public init() {}
    public func makeVariable(_ name: String = "") -> Variable { fatalError() }
    public func name(of variable: Variable) -> String { fatalError() }
    public var variableCount: Int { fatalError() }
    public func add(_ constraint: Constraint) throws(SolverError) { fatalError() }
    public func remove(_ constraint: Constraint) throws(SolverError) { fatalError() }
    public func contains(_ constraint: Constraint) -> Bool { fatalError() }
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) { fatalError() }
    public func updatePriority(of constraint: Constraint, to priority: Priority) throws(SolverError) { fatalError() }
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) { fatalError() }
    public func removeEditVariable(_ variable: Variable) throws(SolverError) { fatalError() }
    public func hasEditVariable(_ variable: Variable) -> Bool { fatalError() }
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) { fatalError() }
    public func value(of variable: Variable) -> Double { fatalError() }
    public func dump() -> String { fatalError() }
}
