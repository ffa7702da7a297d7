/// A linear constraint `expression relation 0` with a ``Priority``.
///
/// A constraint is an object: add it to a ``Solver`` with ``Solver/add(_:)``, change its constant in place
/// with ``Solver/updateConstant(of:to:)``, and take it out with ``Solver/remove(_:)``. It belongs to at most
/// one solver at a time. Like the solver, a constraint is not thread-safe: use it from one thread (it is
/// `Sendable` only so that errors can carry it); its storage skips dynamic exclusivity checks, which would
/// otherwise cost a noticeable share of every constant change.
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
    /// The left side minus the right side: the constraint reads `expression relation 0`.
    @exclusivity(unchecked) public internal(set) var expression: LinearExpression
    /// How `expression` relates to zero.
    public let relation: Relation
    /// How strongly the constraint holds; change it with ``Solver/updatePriority(of:to:)`` once added.
    @exclusivity(unchecked) public internal(set) var priority: Priority

    /// Identity of the solver holding this constraint and its slot there (`-1`: none).
    @exclusivity(unchecked) var owner: ObjectIdentifier?
    @exclusivity(unchecked) var slot: Int32 = -1

    /// Makes `lhs relation rhs` at `priority`.
    public init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = LinearExpression(),
        priority: Priority = .required
    ) {
        self.expression = rhs.terms.isEmpty ? lhs + -rhs.constant : lhs - rhs
        self.relation = relation
        self.priority = priority
    }

    /// A new constraint with the same equation at another priority.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }

    /// `2*v0 + -1*v1 + 8 >= 0 @ 750`-style text, with the solver's ids for variables.
    public var description: String {
        var parts: [String] = expression.terms.map { "\($0.coefficient)*\($0.variable)" }
        if expression.constant != 0 || parts.isEmpty { parts.append("\(expression.constant)") }
        let suffix = priority.isRequired ? "" : " @ \(priority)"
        return parts.joined(separator: " + ") + " \(relation) 0" + suffix
    }
}

// MARK: - Relational operators

extension LinearExpression {
    /// The required constraint `a == b`.
    public static func == (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a, .equal, b) }
    /// The required constraint `a <= b`.
    public static func <= (a: LinearExpression, b: LinearExpression) -> Constraint {
        Constraint(a, .lessThanOrEqual, b)
    }
    /// The required constraint `a >= b`.
    public static func >= (a: LinearExpression, b: LinearExpression) -> Constraint {
        Constraint(a, .greaterThanOrEqual, b)
    }
    /// The required constraint `a == k`.
    public static func == (a: LinearExpression, k: Double) -> Constraint { Constraint(a, .equal, LinearExpression(k)) }
    /// The required constraint `a <= k`.
    public static func <= (a: LinearExpression, k: Double) -> Constraint {
        Constraint(a, .lessThanOrEqual, LinearExpression(k))
    }
    /// The required constraint `a >= k`.
    public static func >= (a: LinearExpression, k: Double) -> Constraint {
        Constraint(a, .greaterThanOrEqual, LinearExpression(k))
    }
    /// The required constraint `a == v`.
    public static func == (a: LinearExpression, v: Variable) -> Constraint {
        Constraint(a, .equal, LinearExpression(v))
    }
    /// The required constraint `a <= v`.
    public static func <= (a: LinearExpression, v: Variable) -> Constraint {
        Constraint(a, .lessThanOrEqual, LinearExpression(v))
    }
    /// The required constraint `a >= v`.
    public static func >= (a: LinearExpression, v: Variable) -> Constraint {
        Constraint(a, .greaterThanOrEqual, LinearExpression(v))
    }
}

extension Variable {
    /// The required constraint `v == k`.
    public static func == (v: Variable, k: Double) -> Constraint {
        Constraint(LinearExpression(v), .equal, LinearExpression(k))
    }
    /// The required constraint `v <= k`.
    public static func <= (v: Variable, k: Double) -> Constraint {
        Constraint(LinearExpression(v), .lessThanOrEqual, LinearExpression(k))
    }
    /// The required constraint `v >= k`.
    public static func >= (v: Variable, k: Double) -> Constraint {
        Constraint(LinearExpression(v), .greaterThanOrEqual, LinearExpression(k))
    }
    /// The required constraint `v == a`.
    public static func == (v: Variable, a: LinearExpression) -> Constraint {
        Constraint(LinearExpression(v), .equal, a)
    }
    /// The required constraint `v <= a`.
    public static func <= (v: Variable, a: LinearExpression) -> Constraint {
        Constraint(LinearExpression(v), .lessThanOrEqual, a)
    }
    /// The required constraint `v >= a`.
    public static func >= (v: Variable, a: LinearExpression) -> Constraint {
        Constraint(LinearExpression(v), .greaterThanOrEqual, a)
    }
    /// The required constraint `a == b` between two variables.
    public static func == (a: Variable, b: Variable) -> Constraint {
        Constraint(LinearExpression(a), .equal, LinearExpression(b))
    }
    /// The required constraint `a <= b` between two variables.
    public static func <= (a: Variable, b: Variable) -> Constraint {
        Constraint(LinearExpression(a), .lessThanOrEqual, LinearExpression(b))
    }
    /// The required constraint `a >= b` between two variables.
    public static func >= (a: Variable, b: Variable) -> Constraint {
        Constraint(LinearExpression(a), .greaterThanOrEqual, LinearExpression(b))
    }
}
