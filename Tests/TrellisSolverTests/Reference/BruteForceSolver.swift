// A brute-force reference for the solver's contract, written only for tests. It does not use any
// TrellisSolver code: a constraint is a plain coefficient vector here, and every answer comes from
// enumerating the vertices of an arrangement of hyperplanes and checking each one directly.
//
// Why checking vertices is enough:
//   * Feasibility. A non-empty polyhedron {x : each required constraint holds}, cut down to a bounded box,
//     is a non-empty polytope, and a non-empty polytope has a vertex: a point where n linearly independent
//     boundary hyperplanes meet (n = number of variables). So the required set is feasible iff some such
//     intersection point satisfies every required constraint and the box.
//     The box used for feasibility (`farBound`) must not cut off every solution of a feasible system. With
//     integer coefficients of at most 3 in size and constants of at most a few hundred, a feasible system
//     has a solution on one of its minimal faces, given by Cramer's rule with an integer (so ≥ 1) denominator
//     and a numerator that Hadamard's bound limits to about 27 · √3 · 100 < 5,000 for three variables. The
//     far box at ±100,000 is far outside that.
//   * Optimisation. Within one cell of the arrangement of all hyperplanes involved (the required boundaries
//     and `expression = 0` of every non-required constraint), every level's violation sum is linear. The set
//     of points that minimise level 1 over the (bounded) feasible region is a union of faces of the
//     arrangement and is convex; minimising level 2 over it gives again such a set, and so on. The final
//     lexicographic optimum set is therefore a non-empty bounded union of faces, which contains a vertex of
//     the arrangement. Hence the minimum objective vector over the feasible vertices is the optimum.
//     (The optimum point need not be unique, so callers compare objective vectors, not values.)

/// `expression relation 0`, as in the solver.
enum ReferenceRelation: Sendable, CustomStringConvertible {
    case lessOrEqual, equal, greaterOrEqual

    var description: String {
        switch self {
        case .lessOrEqual: "<="
        case .equal: "=="
        case .greaterOrEqual: ">="
        }
    }
}

/// A constraint `Σ coefficients[i]·x[i] + constant relation 0` at `priority` (1000 = required).
struct ReferenceConstraint: Sendable, CustomStringConvertible {
    /// One coefficient per variable, indexed by variable number.
    var coefficients: [Double]
    var constant: Double
    var relation: ReferenceRelation
    var priority: Double

    var isRequired: Bool { priority >= 1000 }

    /// `Σ aᵢ·xᵢ + constant`.
    func value(at x: [Double]) -> Double {
        var sum = constant
        for i in 0..<coefficients.count { sum += coefficients[i] * x[i] }
        return sum
    }

    /// How far the constraint is from holding: `|e|` for `==`, `max(0, e)` for `<=`, `max(0, −e)` for `>=`.
    func violation(at x: [Double]) -> Double {
        let e = value(at: x)
        switch relation {
        case .equal: return abs(e)
        case .lessOrEqual: return max(0, e)
        case .greaterOrEqual: return max(0, -e)
        }
    }

    /// `|constant| + Σ |aᵢ·xᵢ|`: the size of the numbers that the value is computed from.
    func magnitude(at x: [Double]) -> Double {
        var sum = abs(constant)
        for i in 0..<coefficients.count { sum += abs(coefficients[i] * x[i]) }
        return sum
    }

    /// Whether the constraint holds at `x` within `relative` of its magnitude (at least absolute `relative`).
    func holds(at x: [Double], relative: Double) -> Bool {
        violation(at: x) <= relative * max(1, magnitude(at: x))
    }

    var description: String {
        var parts: [String] = []
        for (i, a) in coefficients.enumerated() where a != 0 { parts.append("\(a)*x\(i)") }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        let suffix = isRequired ? "" : " @ \(priority)"
        return parts.joined(separator: " + ") + " \(relation) 0" + suffix
    }
}

/// Exhaustive answers for small systems (1–3 variables, a few dozen hyperplanes).
struct BruteForceSolver {
    let variableCount: Int

    /// Relative tolerance for "this point satisfies this required constraint".
    static let pointTolerance = 1e-7
    /// Relative tolerance when comparing the violation sums of two vertices at one level.
    static let objectiveTolerance = 1e-7
    /// Half-width of the box that makes every feasibility question bounded (see the file comment).
    static let farBound = 1e5

    /// The lexicographic optimum: `levels` are the non-required priorities in use, highest first, and
    /// `violations[k]` is the least achievable sum of violations at `levels[k]` (given the levels above).
    struct Optimum {
        var levels: [Double]
        var violations: [Double]
        /// One point attaining it.
        var point: [Double]
    }

    init(variableCount: Int) {
        precondition((1...3).contains(variableCount))
        self.variableCount = variableCount
    }

    // MARK: Questions

    /// Whether the required constraints among `constraints` have a common solution.
    func isFeasible(_ constraints: [ReferenceConstraint]) -> Bool {
        let required = constraints.filter(\.isRequired)
        let n = variableCount
        var box: [ReferenceConstraint] = []
        for i in 0..<n {
            var a = [Double](repeating: 0, count: n)
            a[i] = 1
            box.append(
                ReferenceConstraint(coefficients: a, constant: Self.farBound, relation: .greaterOrEqual, priority: 1000)
            )
            box.append(
                ReferenceConstraint(coefficients: a, constant: -Self.farBound, relation: .lessOrEqual, priority: 1000))
        }
        let all = required + box
        var found = false
        forEachVertex(of: all) { x in
            if all.allSatisfy({ $0.holds(at: x, relative: Self.pointTolerance) }) {
                found = true
                return false
            }
            return true
        }
        return found
    }

    /// The lexicographic optimum of `constraints`, or nil when the required ones have no common solution.
    /// The required constraints must bound the feasible region (tests add a box on every variable).
    func optimum(of constraints: [ReferenceConstraint]) -> Optimum? {
        let required = constraints.filter(\.isRequired)
        let levels = Self.levels(of: constraints)
        var best: Optimum? = nil
        forEachVertex(of: constraints) { x in
            for c in required where !c.holds(at: x, relative: Self.pointTolerance) { return true }
            let v = Self.violations(of: constraints, levels: levels, at: x)
            if best == nil || Self.isLexicographicallyLess(v, best!.violations) {
                best = Optimum(levels: levels, violations: v, point: x)
            }
            return true
        }
        return best
    }

    /// The distinct non-required priorities of `constraints`, highest first.
    static func levels(of constraints: [ReferenceConstraint]) -> [Double] {
        var levels: [Double] = []
        for c in constraints where !c.isRequired && !levels.contains(c.priority) { levels.append(c.priority) }
        return levels.sorted(by: >)
    }

    /// The sum of violations of the non-required constraints at each of `levels`, at point `x`.
    static func violations(of constraints: [ReferenceConstraint], levels: [Double], at x: [Double]) -> [Double] {
        var sums = [Double](repeating: 0, count: levels.count)
        for c in constraints where !c.isRequired {
            let k = levels.firstIndex(of: c.priority)!
            sums[k] += c.violation(at: x)
        }
        return sums
    }

    /// `a < b` lexicographically, levels within `objectiveTolerance` (relative) counting as equal.
    static func isLexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
        for k in 0..<a.count {
            let tolerance = objectiveTolerance * max(1, abs(a[k]), abs(b[k]))
            if a[k] < b[k] - tolerance { return true }
            if a[k] > b[k] + tolerance { return false }
        }
        return false
    }

    // MARK: Vertices

    /// Calls `body` with every point where `variableCount` linearly independent hyperplanes
    /// `Σ aᵢ·xᵢ + constant = 0` of `constraints` meet, until `body` returns false.
    func forEachVertex(of constraints: [ReferenceConstraint], _ body: ([Double]) -> Bool) {
        let n = variableCount
        // Distinct hyperplanes, flattened: coefficients in `a` (n per plane), right-hand sides in `b`.
        var a: [Double] = []
        var b: [Double] = []
        var seen: Set<[Double]> = []
        for c in constraints {
            guard let first = c.coefficients.first(where: { $0 != 0 }) else { continue }  // no hyperplane
            let sign: Double = first < 0 ? -1 : 1  // x = y and −x = −y are the same plane
            let key = c.coefficients.map { $0 * sign } + [c.constant * sign]
            guard seen.insert(key).inserted else { continue }
            a.append(contentsOf: c.coefficients)
            b.append(-c.constant)
        }
        let m = b.count
        guard m >= n else { return }
        var chosen = Array(0..<n)
        var matrix = [Double](repeating: 0, count: n * n)
        var rhs = [Double](repeating: 0, count: n)
        var x = [Double](repeating: 0, count: n)
        while true {
            for r in 0..<n {
                for c in 0..<n { matrix[r * n + c] = a[chosen[r] * n + c] }
                rhs[r] = b[chosen[r]]
            }
            if Self.solve(n, &matrix, &rhs, into: &x) {
                if !body(x) { return }
            }
            // Next combination of n indices out of m, in lexicographic order.
            var i = n - 1
            while i >= 0 && chosen[i] == m - n + i { i -= 1 }
            if i < 0 { return }
            chosen[i] += 1
            for j in (i + 1)..<n { chosen[j] = chosen[j - 1] + 1 }
        }
    }

    /// Solves the n×n system `matrix · x = rhs` (row-major) by Gaussian elimination with partial pivoting.
    /// Returns false when the matrix is singular. Destroys `matrix` and `rhs`.
    static func solve(_ n: Int, _ matrix: inout [Double], _ rhs: inout [Double], into x: inout [Double]) -> Bool {
        var largest = 0.0
        for v in matrix { largest = max(largest, abs(v)) }
        if largest == 0 { return false }
        let singular = 1e-9 * largest
        for col in 0..<n {
            var pivot = col
            for r in (col + 1)..<n where abs(matrix[r * n + col]) > abs(matrix[pivot * n + col]) { pivot = r }
            if abs(matrix[pivot * n + col]) <= singular { return false }
            if pivot != col {
                for c in 0..<n { matrix.swapAt(col * n + c, pivot * n + c) }
                rhs.swapAt(col, pivot)
            }
            for r in (col + 1)..<n {
                let f = matrix[r * n + col] / matrix[col * n + col]
                if f == 0 { continue }
                for c in col..<n { matrix[r * n + c] -= f * matrix[col * n + c] }
                rhs[r] -= f * rhs[col]
            }
        }
        for r in stride(from: n - 1, through: 0, by: -1) {
            var s = rhs[r]
            for c in (r + 1)..<n { s -= matrix[r * n + c] * x[c] }
            x[r] = s / matrix[r * n + r]
        }
        return true
    }
}
