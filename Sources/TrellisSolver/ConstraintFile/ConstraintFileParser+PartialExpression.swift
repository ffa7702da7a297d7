extension ConstraintFileParser {
    /// A linear expression while it is being read: terms as written (a name may repeat), the constant so
    /// far, and the column where it starts.
    ///
    /// Whether it "has variables" is syntactic — `(x - x) * y` is still a product of two variable
    /// expressions — so that linearity errors do not depend on cancellation.
    struct PartialExpression {
        var terms: [ConstraintFile.ParsedExpression.Term] = []
        var constant = 0.0
        var column: Int

        /// Whether any name occurs in the expression.
        var hasVariables: Bool { !terms.isEmpty }

        /// Whether the constant and every coefficient are finite.
        var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

        /// `self + other`, starting where `self` starts.
        func adding(_ other: PartialExpression) -> PartialExpression {
            // A side without names (`W - 8`'s constant) adds no terms: keep the other's array, copy nothing.
            let sum = other.terms.isEmpty ? terms : terms.isEmpty ? other.terms : terms + other.terms
            return PartialExpression(terms: sum, constant: constant + other.constant, column: column)
        }

        /// `factor · self`.
        func scaled(by factor: Double) -> PartialExpression {
            let scaled = terms.map { ConstraintFile.ParsedExpression.Term($0.name, $0.coefficient * factor) }
            return PartialExpression(terms: scaled, constant: constant * factor, column: column)
        }

        /// `self / divisor`, dividing each coefficient (more exact than scaling by `1 / divisor`).
        func divided(by divisor: Double) -> PartialExpression {
            let divided = terms.map { ConstraintFile.ParsedExpression.Term($0.name, $0.coefficient / divisor) }
            return PartialExpression(terms: divided, constant: constant / divisor, column: column)
        }

        /// The canonical form: one term per name in order of first occurrence, zero coefficients dropped;
        /// `nil` if adding up the coefficients of a name overflows.
        func folded() -> ConstraintFile.ParsedExpression? {
            if isCanonical { return ConstraintFile.ParsedExpression(terms, constant: constant) }
            var merged: [ConstraintFile.ParsedExpression.Term] = []
            merged.reserveCapacity(terms.count)
            if terms.count <= 16 {
                // Few terms (every real line): a linear scan beats hashing the names.
                for term in terms {
                    if let i = merged.firstIndex(where: { $0.name == term.name }) {
                        merged[i].coefficient += term.coefficient
                    } else {
                        merged.append(term)
                    }
                }
            } else {
                var index: [String: Int] = [:]
                for term in terms {
                    if let i = index[term.name] {
                        merged[i].coefficient += term.coefficient
                    } else {
                        index[term.name] = merged.count
                        merged.append(term)
                    }
                }
            }
            guard merged.allSatisfy({ $0.coefficient.isFinite }) else { return nil }
            return ConstraintFile.ParsedExpression(merged.filter { $0.coefficient != 0 }, constant: constant)
        }

        /// Whether the terms are already in canonical form (at most four, each name once, no zero coefficient —
        /// every line of a generated file): folding them would only copy the array.
        private var isCanonical: Bool {
            guard terms.count <= 4 else { return false }
            for i in terms.indices {
                guard terms[i].coefficient != 0, terms[i].coefficient.isFinite else { return false }
                for j in 0..<i where terms[j].name == terms[i].name { return false }
            }
            return true
        }
    }
}
