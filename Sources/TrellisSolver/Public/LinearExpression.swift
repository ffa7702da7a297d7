/// One `coefficient · variable` term of an ``LinearExpression``.
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
public struct LinearExpression: Hashable, Sendable {
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
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

// MARK: - Arithmetic

extension LinearExpression {
    /// `a + b`
    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }
    /// `a - b`
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b.scaled(by: -1) }
    /// `-a`
    public static prefix func - (a: LinearExpression) -> LinearExpression { a.scaled(by: -1) }
    /// `k · a`
    public static func * (k: Double, a: LinearExpression) -> LinearExpression { a.scaled(by: k) }
    /// `a · k`
    public static func * (a: LinearExpression, k: Double) -> LinearExpression { a.scaled(by: k) }
    /// `a / k`
    public static func / (a: LinearExpression, k: Double) -> LinearExpression { a.scaled(by: 1 / k) }
    /// `a + k`
    public static func + (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms, constant: a.constant + k)
    }
    /// `k + a`
    public static func + (k: Double, a: LinearExpression) -> LinearExpression { a + k }
    /// `a - k`
    public static func - (a: LinearExpression, k: Double) -> LinearExpression { a + -k }
    /// `k - a`
    public static func - (k: Double, a: LinearExpression) -> LinearExpression { -a + k }
    /// `a + v`
    public static func + (a: LinearExpression, v: Variable) -> LinearExpression { a + LinearExpression(v) }
    /// `v + a`
    public static func + (v: Variable, a: LinearExpression) -> LinearExpression { LinearExpression(v) + a }
    /// `a - v`
    public static func - (a: LinearExpression, v: Variable) -> LinearExpression { a - LinearExpression(v) }
    /// `v - a`
    public static func - (v: Variable, a: LinearExpression) -> LinearExpression { LinearExpression(v) - a }
}

extension Variable {
    /// `a + b`
    public static func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
    /// `a - b`
    public static func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
    /// `-v`
    public static prefix func - (v: Variable) -> LinearExpression { LinearExpression([Term(v, -1)]) }
    /// `k · v`
    public static func * (k: Double, v: Variable) -> LinearExpression { LinearExpression([Term(v, k)]) }
    /// `v · k`
    public static func * (v: Variable, k: Double) -> LinearExpression { LinearExpression([Term(v, k)]) }
    /// `v / k`
    public static func / (v: Variable, k: Double) -> LinearExpression { LinearExpression([Term(v, 1 / k)]) }
    /// `v + k`
    public static func + (v: Variable, k: Double) -> LinearExpression { LinearExpression([Term(v)], constant: k) }
    /// `k + v`
    public static func + (k: Double, v: Variable) -> LinearExpression { LinearExpression([Term(v)], constant: k) }
    /// `v - k`
    public static func - (v: Variable, k: Double) -> LinearExpression { LinearExpression([Term(v)], constant: -k) }
    /// `k - v`
    public static func - (k: Double, v: Variable) -> LinearExpression { LinearExpression([Term(v, -1)], constant: k) }
}
