extension ConstraintFile {
    /// One non-empty line of a constraint file.
    public struct Statement: Equatable, Sendable {
        /// The 1-based line number.
        public var line: Int
        /// The statement as written: the line without its comment and surrounding whitespace.
        public var text: String
        /// What the statement does.
        public var action: Action

        /// Makes a statement.
        ///
        /// - Parameters:
        ///   - line: The 1-based line number.
        ///   - text: The statement as written, without comment and surrounding whitespace.
        ///   - action: What the statement does.
        public init(line: Int, text: String, action: Action) {
            self.line = line
            self.text = text
            self.action = action
        }
    }

    /// What a ``Statement`` does when the file runs.
    public enum Action: Equatable, Sendable {
        /// Add the constraint `lhs relation rhs` at `priority`.
        case constraint(lhs: ParsedExpression, relation: Relation, rhs: ParsedExpression, priority: Priority)
        /// Declare `name` an edit variable at `priority` (below required).
        case editVariable(name: String, priority: Priority)
        /// Suggest `value` for the edit variable `name`.
        case suggestValue(name: String, value: Double)
        /// Remove the constraint defined on the earlier line `line`.
        case remove(line: Int)
        /// Set the constant of the constraint defined on line `line` (written as `expression relation 0`) to
        /// `constant`, through ``Solver/updateConstant(of:to:)``.
        case updateConstant(line: Int, constant: Double)
        /// Change the priority of the constraint defined on line `line`, through
        /// ``Solver/updatePriority(of:to:)``.
        case updatePriority(line: Int, priority: Priority)
        /// Stop `name` being an edit variable (``Solver/removeEditVariable(_:)``).
        case removeEditVariable(name: String)
    }

    /// The priority of an `edit` statement that gives none.
    public static let defaultEditPriority = Priority(999)
}
