/// The simplex steps: primal optimisation of the lexicographic objective, the dual simplex after constant
/// changes, and the pivot that keeps tableau and objective in step.
extension SolverCore {
    /// After this many degenerate pivots in a row the entering choice switches to Bland's rule (lowest id),
    /// which cannot cycle.
    static let degeneratePivotLimit = 50

    /// Primal simplex on the lexicographic objective. A symbol improves the objective when its cost vector
    /// (one entry per level, highest priority first) is lexicographically negative: its first nonzero cost
    /// is negative. The symbol whose first nonzero cost is at the highest level enters, so a higher level's
    /// optimum is never traded for a lower one (a pivot on a symbol that a level is indifferent to leaves
    /// that level's costs unchanged).
    mutating func optimize() {
        var degenerate = 0
        while let entering = enteringSymbol(bland: degenerate >= Self.degeneratePivotLimit),
            let (leaving, ratio) = leavingRow(for: entering)
        {
            degenerate = ratio == 0 ? degenerate + 1 : 0
            pivot(leaving, entering: entering)
        }
    }

    /// Among the objective's candidates, a slack or error symbol with a lexicographically negative cost
    /// vector; candidates that are not are dropped. Preference: the highest level, then Dantzig's rule (most
    /// negative cost there), then the symbol held by the fewest rows (least fill-in), then the lowest id.
    /// With `bland`, the lowest id among the improving symbols (Bland's rule cannot cycle).
    private mutating func enteringSymbol(bland: Bool) -> Symbol? {
        let order = objective.order
        var best = noSymbol
        var bestRank = Int.max
        var bestCost = 0.0
        var bestCount = Int.max
        var kept = 0
        for k in objective.candidates.indices {
            let s = objective.candidates[k]
            guard let (rank, c) = improvement(s, order) else {
                objective.dropCandidate(k)
                continue
            }
            objective.keepCandidate(k, at: kept)
            kept += 1
            if bland {
                if best == noSymbol || s < best { best = s }
                continue
            }
            let count = tableau.columnCount(s)
            if rank < bestRank
                || (rank == bestRank
                    && (c < bestCost || (c == bestCost && (count < bestCount || (count == bestCount && s < best)))))
            {
                best = s
                bestRank = rank
                bestCost = c
                bestCount = count
            }
        }
        objective.endCandidateCompaction(kept: kept)
        return best == noSymbol ? nil : best
    }

    /// For a parametric slack or error symbol whose cost vector is lexicographically negative: the position of
    /// its first nonzero level in `order` and that cost. Nil when the symbol cannot improve the objective.
    @inline(__always)
    private func improvement(_ s: Symbol, _ order: [Int]) -> (rank: Int, cost: Double)? {
        guard tableau.kind[Int(s)].isPivotable, tableau.rowOf[Int(s)] < 0 else { return nil }
        for (rank, level) in order.enumerated() {
            let c = objective.cost(level, s)
            if c != 0 { return c < 0 ? (rank, c) : nil }
        }
        return nil
    }

    /// The ratio test: among restricted rows where `entering` has a negative coefficient, the one whose basic
    /// symbol reaches zero first as `entering` grows (ties: lowest basic id). Only the rows in `entering`'s
    /// column are visited.
    func leavingRow(for entering: Symbol) -> (slot: Int32, ratio: Double)? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = noSymbol
        for (slot, cellIndex) in tableau.column(entering) {
            let row = tableau.rows[Int(slot)]
            guard tableau.kind[Int(row.basic)].isRestricted else { continue }
            let a = row.cells[Int(cellIndex)].coefficient
            guard a < 0 else { continue }
            let ratio = row.constant / -a
            if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = row.basic
            }
        }
        return best < 0 ? nil : (best, bestRatio)
    }

    /// Dual simplex: while a restricted row has a negative constant, pivot it with the entering symbol that
    /// keeps the objective optimal. Returns nil when feasibility is restored, or the slot of a row that proves
    /// the required constraints infeasible (negative constant, no symbol that could raise it).
    ///
    /// The leaving row is the most infeasible one (ties: lowest basic id) — chosen from the set of noted
    /// rows, never by the order they were noted in, so that the pivots do not depend on column order.
    mutating func dualOptimize() -> Int32? {
        while let slot = mostInfeasibleRow() {
            guard let entering = dualEnteringSymbol(slot) else {
                tableau.infeasible.removeAll()
                return slot
            }
            pivot(slot, entering: entering)
        }
        return nil
    }

    /// Takes the most negative restricted row out of the noted infeasible rows (stale notes are dropped).
    private mutating func mostInfeasibleRow() -> Int32? {
        var best: Int32 = -1
        var bestIndex = -1
        var i = 0
        while i < tableau.infeasible.count {
            let basic = tableau.infeasible[i]
            let slot = tableau.rowOf[Int(basic)]
            guard slot >= 0, tableau.rows[Int(slot)].constant < 0 else {
                tableau.infeasible.swapAt(i, tableau.infeasible.count - 1)
                tableau.infeasible.removeLast()
                continue
            }
            let c = tableau.rows[Int(slot)].constant
            if best < 0 || c < tableau.rows[Int(best)].constant
                || (c == tableau.rows[Int(best)].constant && basic < tableau.rows[Int(best)].basic)
            {
                best = slot
                bestIndex = i
            }
            i += 1
        }
        guard best >= 0 else { return nil }
        tableau.infeasible.swapAt(bestIndex, tableau.infeasible.count - 1)
        tableau.infeasible.removeLast()
        return best
    }

    /// Among pivotable symbols with a positive coefficient in the row, the one whose cost vector divided by
    /// the coefficient is lexicographically smallest. Ties go to the symbol held by the fewest rows — its pivot
    /// substitutes into the fewest rows (in a chain of views, the end of the chain) — then the lowest id.
    private func dualEnteringSymbol(_ slot: Int32) -> Symbol? {
        let order = objective.order
        var best = noSymbol
        var bestCoefficient = 0.0
        for cell in tableau.rows[Int(slot)].cells where cell.coefficient > 0 && tableau.kind[Int(cell.symbol)].isPivotable {
            if best == noSymbol {
                best = cell.symbol
                bestCoefficient = cell.coefficient
                continue
            }
            var decided = false
            for level in order {
                let r = objective.cost(level, cell.symbol) / cell.coefficient
                let rBest = objective.cost(level, best) / bestCoefficient
                // Ratios equal but for rounding tie at this level, so that the lower levels decide.
                if Tolerance.sum(r, -rBest) != 0 {
                    if r < rBest {
                        best = cell.symbol
                        bestCoefficient = cell.coefficient
                    }
                    decided = true
                    break
                }
            }
            if !decided && isFewerRowsOrLowerId(cell.symbol, than: best) {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best == noSymbol ? nil : best
    }

    private func isFewerRowsOrLowerId(_ a: Symbol, than b: Symbol) -> Bool {
        let ca = tableau.columnCount(a), cb = tableau.columnCount(b)
        return ca < cb || (ca == cb && a < b)
    }

    /// Pivots `entering` into the row in `slot`, in the tableau and in every objective level.
    mutating func pivot(_ slot: Int32, entering: Symbol) {
        tableau.pivot(slot, entering: entering)
        objective.substitute(entering, by: tableau.rows[Int(slot)])
    }
}
