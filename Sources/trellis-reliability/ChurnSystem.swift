import TrellisSolver

/// A constraint as plain data: `Σ coefficient·variable + constant  relation  0` at `priority`.
struct ConstraintSpec: CustomStringConvertible {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var priority: Double

    /// The constraint object for `solver`, whose variables are `variables`.
    func make(_ variables: [Variable]) -> Constraint {
        let expression = LinearExpression(
            terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
        return Constraint(expression, relation, priority: Priority(priority))
    }

    /// How far the constraint is from holding at `values` (0 when it holds; one-sided for inequalities), and
    /// the magnitude of the terms that produced it (for a relative tolerance).
    func violation(at values: [Double]) -> (amount: Double, scale: Double) {
        var e = constant
        var scale = abs(constant)
        for t in terms {
            e += t.coefficient * values[t.variable]
            scale += abs(t.coefficient * values[t.variable])
        }
        let amount: Double
        switch relation {
        case .equal: amount = abs(e)
        case .lessThanOrEqual: amount = max(0, e)
        case .greaterThanOrEqual: amount = max(0, -e)
        }
        return (amount, scale)
    }

    var description: String {
        let lhs = terms.map { "\($0.coefficient)*v\($0.variable)" }.joined(separator: " + ")
        let rel = relation == .equal ? "==" : (relation == .lessThanOrEqual ? "<=" : ">=")
        return "\(lhs) + \(constant) \(rel) 0" + (priority >= 1000 ? "" : " @ \(priority)")
    }
}

/// The constraints and edit variables currently in a solver, kept as data so that a fresh solver can be built
/// from them and the contract checked against it.
struct ChurnModel {
    /// Active constraints: the spec (with its current constant and priority) and the solver's object.
    var active: [(id: Int, spec: ConstraintSpec, constraint: Constraint)] = []
    /// Edit variables: variable index → (priority, current suggestion).
    var edits: [(variable: Int, priority: Double, suggestion: Double)] = []

    /// Total violation per priority level (required included), highest priority first, of the active constraints
    /// and the edit suggestions at `values`.
    func violationByPriority(at values: [Double]) -> [(priority: Double, total: Double, scale: Double)] {
        var levels: [(priority: Double, total: Double, scale: Double)] = []
        func add(_ p: Double, _ v: Double, _ s: Double) {
            if let i = levels.firstIndex(where: { $0.priority == p }) {
                levels[i].total += v
                levels[i].scale += s
            } else {
                levels.append((p, v, s))
            }
        }
        for (_, spec, _) in active {
            let v = spec.violation(at: values)
            add(spec.priority, v.amount, v.scale)
        }
        for e in edits { add(e.priority, abs(values[e.variable] - e.suggestion), abs(e.suggestion)) }
        return levels.sorted { $0.priority > $1.priority }
    }
}
