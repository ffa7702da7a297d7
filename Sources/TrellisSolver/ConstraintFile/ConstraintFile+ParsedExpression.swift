extension ConstraintFile {
    /// A linear expression over variable names: `Σ coefficientᵢ · nameᵢ + constant`.
    ///
    /// The parser folds what was written into this form: each name occurs at most once, in order of first
    /// occurrence, and names whose coefficients cancel to exactly zero are left out (`x - x` is `0`).
    public struct ParsedExpression: Equatable, Sendable {
        /// One `coefficient · name` term.
        public struct Term: Equatable, Sendable {
            /// The variable name.
            public var name: String
            /// Its coefficient.
            public var coefficient: Double

            /// Makes the term `coefficient · name`.
            public init(_ name: String, _ coefficient: Double = 1) {
                self.name = name
                self.coefficient = coefficient
            }
        }

        /// The terms, one per name, in order of first occurrence.
        public var terms: [Term]
        /// The constant part.
        public var constant: Double

        /// Makes `Σ terms + constant`.
        public init(_ terms: [Term] = [], constant: Double = 0) {
            self.terms = terms
            self.constant = constant
        }

        /// The solver expression for this expression, with names resolved by `variable`.
        ///
        /// - Parameter variable: The solver variable for a name.
        /// - Returns: The same linear expression over solver variables.
        public func expression(resolving variable: (String) -> Variable) -> LinearExpression {
            LinearExpression(terms.map { TrellisSolver.Term(variable($0.name), $0.coefficient) }, constant: constant)
        }
    }
}
