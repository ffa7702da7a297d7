import TrellisSolver

/// The exact lexicographic optimum of a constraint system, computed independently of the solver (issue 17).
///
/// The system is the solver's contract written as a sequence of linear programs in exact rational arithmetic
/// (``ExactRational``; nothing is rounded, so no tolerance is involved): required constraints are hard; then,
/// highest priority first, each level's total violation (the sum of |e| for `e == 0`, max(0, e) for `e <= 0`,
/// max(0, −e) for `e >= 0`, |v − suggestion| for an edit variable — each weighing 1, as in the solver's
/// `PriorityLevels`) is minimised with every higher level held at its optimum.
///
/// Method: one standard-form tableau `A z = b, z ≥ 0` (a free variable x = x⁺ − x⁻; a required inequality gets
/// a slack; a non-required constraint `e` gets `e = p − m` with p, m ≥ 0, its violation being p + m, p or m),
/// phase 1 on artificial variables for feasibility of the required constraints, then the primal simplex with
/// Bland's rule (which cannot cycle, so degenerate systems — duplicates, implied constraints — terminate) once
/// per level. Holding a level at its optimum: at an optimal basis the level's cost is opt + Σ d_j·z_j over the
/// non-basic columns with reduced costs d_j ≥ 0, so the optimal face is exactly {z feasible : z_j = 0 wherever
/// d_j > 0}; those columns are removed for the later levels, and the next level starts from the same basis.
/// Nothing here shares code with TrellisSolver (only its `Relation` enum, as data).
struct LexicographicOracle {
    /// The optimum of each non-required priority level, highest priority first (nil: the required
    /// constraints cannot all hold).
    typealias Answer = [(priority: Double, total: ExactRational)]?

    /// The lexicographic optimum of `constraints` and the edit variables `edits` (each `variable == suggestion`
    /// at its priority) over `variableCount` variables. Throws if a number does not fit in 128 bits.
    static func solve(
        variableCount: Int, constraints: [ConstraintSpec],
        edits: [(variable: Int, priority: Double, suggestion: Double)]
    ) throws(ExactRational.Overflow) -> Answer {
        var rows = constraints
        for e in edits {
            rows.append(
                ConstraintSpec(
                    terms: [(e.variable, 1)], constant: -e.suggestion, relation: .equal, priority: e.priority))
        }
        var tableau = try Tableau(variableCount: variableCount, rows: rows)
        guard try tableau.findFeasibleBasis() else { return nil }
        let priorities = Array(Set(rows.map(\.priority).filter { $0 < 1000 })).sorted(by: >)
        var answer: [(priority: Double, total: ExactRational)] = []
        for p in priorities {
            answer.append((p, try tableau.minimise(level: p)))
        }
        return answer
    }

    /// Whether the required constraints among `constraints` can all hold (exactly).
    static func isFeasible(variableCount: Int, constraints: [ConstraintSpec]) throws(ExactRational.Overflow) -> Bool {
        var tableau = try Tableau(variableCount: variableCount, rows: constraints.filter { $0.priority >= 1000 })
        return try tableau.findFeasibleBasis()
    }

    /// A dense standard-form simplex tableau in exact arithmetic: `row[r] · z = rhs[r]`, basis[r] the column
    /// solved for in row r (coefficient 1, 0 in every other row).
    struct Tableau {
        var rows: [[ExactRational]] = []
        var rhs: [ExactRational] = []
        var basis: [Int] = []
        /// Whether a column may still enter the basis (artificials after phase 1 and columns fixed at 0 by a
        /// higher level may not).
        var allowed: [Bool] = []
        /// Each column's cost by priority level (non-required error columns only).
        var columnPriority: [Double?] = []
        /// Each column's cost weight in its level (1 for an error column, 0 otherwise).
        var columnCost: [ExactRational] = []
        var isArtificial: [Bool] = []

        init(variableCount: Int, rows specs: [ConstraintSpec]) throws(ExactRational.Overflow) {
            func addColumn(priority: Double? = nil, cost: ExactRational = .zero, artificial: Bool = false) -> Int {
                allowed.append(!artificial)
                columnPriority.append(priority)
                columnCost.append(cost)
                isArtificial.append(artificial)
                return allowed.count - 1
            }
            for _ in 0..<(2 * variableCount) { _ = addColumn() }  // x⁺ = 2i, x⁻ = 2i + 1
            var entries: [[(column: Int, value: ExactRational)]] = []
            var candidates: [Int?] = []  // a column with +1 in the row after sign normalisation, if any
            for spec in specs {
                var row: [(column: Int, value: ExactRational)] = []
                var combined: [Int: ExactRational] = [:]
                for t in spec.terms {
                    combined[t.variable] = try (combined[t.variable] ?? .zero) + ExactRational(exactly: t.coefficient)
                }
                for v in combined.keys.sorted() where !combined[v]!.isZero {
                    row.append((2 * v, combined[v]!))
                    row.append((2 * v + 1, -combined[v]!))
                }
                var b = -(try ExactRational(exactly: spec.constant))
                var plusOne: Int? = nil, minusOne: Int? = nil
                if spec.priority >= 1000 {
                    switch spec.relation {
                    case .equal: break
                    case .lessThanOrEqual: plusOne = addColumn()  // e + s = 0
                    case .greaterThanOrEqual: minusOne = addColumn()  // e − s = 0
                    }
                } else {
                    // e = p − m: the row reads a·x − p + m = −c.
                    let p = addColumn(
                        priority: spec.priority, cost: spec.relation == .greaterThanOrEqual ? .zero : .one)
                    let m = addColumn(
                        priority: spec.priority, cost: spec.relation == .lessThanOrEqual ? .zero : .one)
                    minusOne = p
                    plusOne = m
                }
                if let c = plusOne { row.append((c, .one)) }
                if let c = minusOne { row.append((c, -.one)) }
                var candidate = plusOne
                if b.signum < 0 {
                    b = -b
                    row = row.map { ($0.column, -$0.value) }
                    candidate = minusOne
                }
                entries.append(row)
                rhs.append(b)
                candidates.append(candidate)
            }
            for r in entries.indices where candidates[r] == nil {
                let a = addColumn(artificial: true)
                entries[r].append((a, .one))
                candidates[r] = a
            }
            rows = entries.map { row in
                var dense = [ExactRational](repeating: .zero, count: allowed.count)
                for (c, v) in row { dense[c] = v }
                return dense
            }
            basis = candidates.map { $0! }
        }

        /// Phase 1: drives the artificial variables to 0 if the required constraints can hold (true), then
        /// forbids them from entering again and pivots out those left basic at 0 where the row allows it.
        mutating func findFeasibleBasis() throws(ExactRational.Overflow) -> Bool {
            let costs = isArtificial.map { $0 ? ExactRational.one : .zero }
            let infeasibility = try minimise(costs: costs)
            guard infeasibility.isZero else { return false }
            for c in allowed.indices where isArtificial[c] { allowed[c] = false }
            for r in basis.indices where isArtificial[basis[r]] {
                if let c = rows[r].indices.first(where: { allowed[$0] && !rows[r][$0].isZero }) {
                    try pivot(row: r, column: c)  // rhs[r] is 0: any nonzero pivot keeps feasibility
                }
            }
            return true
        }

        /// Minimises level `priority`'s total violation over the current optimal face; returns the optimum and
        /// fixes at 0 the columns whose reduced cost is positive (leaving exactly the level's optimal face).
        mutating func minimise(level priority: Double) throws(ExactRational.Overflow) -> ExactRational {
            let costs = columnPriority.indices.map { columnPriority[$0] == priority ? columnCost[$0] : .zero }
            let optimum = try minimise(costs: costs)
            let reduced = try reducedCosts(costs)
            for c in allowed.indices where allowed[c] && reduced[c].signum > 0 { allowed[c] = false }
            return optimum
        }

        /// d_j = c_j − Σ_r c_basis[r] · rows[r][j].
        func reducedCosts(_ costs: [ExactRational]) throws(ExactRational.Overflow) -> [ExactRational] {
            var d = costs
            for r in rows.indices where !costs[basis[r]].isZero {
                let weight = costs[basis[r]]
                for j in rows[r].indices where !rows[r][j].isZero { d[j] = try d[j] - weight * rows[r][j] }
            }
            return d
        }

        /// The primal simplex with Bland's rule on the allowed columns, from the current feasible basis; the
        /// minimum of Σ costs·z. The objective is bounded below by 0 (every cost is ≥ 0 on z ≥ 0).
        mutating func minimise(costs: [ExactRational]) throws(ExactRational.Overflow) -> ExactRational {
            var d = try reducedCosts(costs)
            var isBasic = [Bool](repeating: false, count: allowed.count)
            for c in basis { isBasic[c] = true }
            while true {
                guard let entering = d.indices.first(where: { allowed[$0] && !isBasic[$0] && d[$0].signum < 0 })
                else { break }
                var leaving: Int? = nil
                var best = ExactRational.zero
                for r in rows.indices where rows[r][entering].signum > 0 {
                    let ratio = try rhs[r] / rows[r][entering]
                    if let l = leaving {
                        if try ExactRational.isLess(ratio, than: best) || (ratio == best && basis[r] < basis[l]) {
                            leaving = r
                            best = ratio
                        }
                    } else {
                        leaving = r
                        best = ratio
                    }
                }
                guard let r = leaving else { preconditionFailure("unbounded, but every cost is ≥ 0 on z ≥ 0") }
                isBasic[basis[r]] = false
                isBasic[entering] = true
                try pivot(row: r, column: entering)
                let factor = d[entering]
                for j in rows[r].indices where !rows[r][j].isZero { d[j] = try d[j] - factor * rows[r][j] }
            }
            var total = ExactRational.zero
            for r in rows.indices where !costs[basis[r]].isZero { total = try total + costs[basis[r]] * rhs[r] }
            return total
        }

        /// Makes `column` basic in `row` (Gauss–Jordan on the whole tableau).
        mutating func pivot(row r: Int, column: Int) throws(ExactRational.Overflow) {
            let pivot = rows[r][column]
            let nonzero = rows[r].indices.filter { !rows[r][$0].isZero }
            if pivot != .one {
                for j in nonzero { rows[r][j] = try rows[r][j] / pivot }
                rhs[r] = try rhs[r] / pivot
            }
            for i in rows.indices where i != r && !rows[i][column].isZero {
                let factor = rows[i][column]
                for j in nonzero { rows[i][j] = try rows[i][j] - factor * rows[r][j] }
                rhs[i] = try rhs[i] - factor * rhs[r]
            }
            basis[r] = column
        }
    }
}
