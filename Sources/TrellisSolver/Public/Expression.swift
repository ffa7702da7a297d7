/// One `coefficient · variable` term of an ``Expression``.
public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Makes the term `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficientᵢ · variableᵢ + constant`.
///
/// Build expressions with the arithmetic operators on ``Variable``s, numbers and expressions
/// (`x + 2 * y - 8`, `(a - b) / 2`); compare them with `==`, `<=`, `>=` to make a ``Constraint``.
/// A variable may occur in several terms; the solver adds them up.
public struct Expression: Hashable, Sendable {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Makes `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 · variable`.
    public init(_ variable: Variable) { self.init([Term(variable)]) }

    /// The constant expression `constant`.
    public init(_ constant: Double) { self.init([], constant: constant) }

    /// The sum of the coefficients of `variable` over all terms.
    public func coefficient(of variable: Variable) -> Double {
        var sum = 0.0
        for term in terms where term.variable == variable { sum += term.coefficient }
        return sum
    }

    /// The expression with every coefficient and the constant multiplied by `factor`.
    public func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

// MARK: - Arithmetic

extension Expression {
    /// `a + b`
    public static func + (a: Expression, b: Expression) -> Expression {
        Expression(a.terms + b.terms, constant: a.constant + b.constant)
    }
    /// `a - b`
    public static func - (a: Expression, b: Expression) -> Expression { a + b.scaled(by: -1) }
    /// `-a`
    public static prefix func - (a: Expression) -> Expression { a.scaled(by: -1) }
    /// `k · a`
    public static func * (k: Double, a: Expression) -> Expression { a.scaled(by: k) }
    /// `a · k`
    public static func * (a: Expression, k: Double) -> Expression { a.scaled(by: k) }
    /// `a / k`
    public static func / (a: Expression, k: Double) -> Expression { a.scaled(by: 1 / k) }
    /// `a + k`
    public static func + (a: Expression, k: Double) -> Expression { Expression(a.terms, constant: a.constant + k) }
    /// `k + a`
    public static func + (k: Double, a: Expression) -> Expression { a + k }
    /// `a - k`
    public static func - (a: Expression, k: Double) -> Expression { a + -k }
    /// `k - a`
    public static func - (k: Double, a: Expression) -> Expression { -a + k }
    /// `a + v`
    public static func + (a: Expression, v: Variable) -> Expression { a + Expression(v) }
    /// `v + a`
    public static func + (v: Variable, a: Expression) -> Expression { Expression(v) + a }
    /// `a - v`
    public static func - (a: Expression, v: Variable) -> Expression { a - Expression(v) }
    /// `v - a`
    public static func - (v: Variable, a: Expression) -> Expression { Expression(v) - a }
}

extension Variable {
    /// `a + b`
    public static func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
    /// `a - b`
    public static func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
    /// `-v`
    public static prefix func - (v: Variable) -> Expression { Expression([Term(v, -1)]) }
    /// `k · v`
    public static func * (k: Double, v: Variable) -> Expression { Expression([Term(v, k)]) }
    /// `v · k`
    public static func * (v: Variable, k: Double) -> Expression { Expression([Term(v, k)]) }
    /// `v / k`
    public static func / (v: Variable, k: Double) -> Expression { Expression([Term(v, 1 / k)]) }
    /// `v + k`
    public static func + (v: Variable, k: Double) -> Expression { Expression([Term(v)], constant: k) }
    /// `k + v`
    public static func + (k: Double, v: Variable) -> Expression { Expression([Term(v)], constant: k) }
    /// `v - k`
    public static func - (v: Variable, k: Double) -> Expression { Expression([Term(v)], constant: -k) }
    /// `k - v`
    public static func - (k: Double, v: Variable) -> Expression { Expression([Term(v, -1)], constant: k) }
}
