/// How the two sides of a ``Constraint`` relate.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `lhs <= rhs`
    case lessThanOrEqual
    /// `lhs == rhs`
    case equal
    /// `lhs >= rhs`
    case greaterThanOrEqual

    /// The operator as written in constraint files: `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
