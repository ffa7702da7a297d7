/// The simplex steps: primal optimisation of the lexicographic objective, the dual simplex after constant
/// changes, and the pivot that keeps tableau and objective in step.
extension Solver {
    /// After this many degenerate pivots in a row the entering choice switches to Bland's rule (lowest id),
    /// which cannot cycle.
    static let degeneratePivotLimit = 50

    /// Primal simplex, level by level, highest priority first. At level `k` a symbol may enter only if every
    /// higher level is indifferent to it (cost exactly 0 there): those levels are optimal, and a pivot on
    /// such a symbol leaves their rows untouched — so they stay optimal, and no violation at a higher
    /// priority is ever traded for a lower one.
    func optimize() {
        let order = objective.order
        for k in order.indices {
            var degenerate = 0
            while let entering = enteringSymbol(atLevel: k, of: order, bland: degenerate >= Self.degeneratePivotLimit),
                let (leaving, ratio) = leavingRow(for: entering)
            {
                degenerate = ratio == 0 ? degenerate + 1 : 0
                pivot(leaving, entering: entering)
            }
        }
    }

    /// A slack or error symbol whose cost is negative at level `order[k]` and zero at every higher level.
    /// Dantzig's rule (most negative cost), ties to the symbol held by the fewest rows (least fill-in), then
    /// the lowest id; with `bland`, simply the lowest id.
    private func enteringSymbol(atLevel k: Int, of order: [Int], bland: Bool) -> Symbol? {
        let level = order[k]
        objective.compactSupport(level)
        var best = noSymbol
        var bestCost = 0.0
        var bestCount = Int.max
        for s in objective.levels[level].support {
            let c = objective.cost(level, s)
            guard c < 0, tableau.kind[Int(s)].isPivotable else { continue }
            var higherCares = false
            for j in 0..<k where objective.cost(order[j], s) != 0 {
                higherCares = true
                break
            }
            if higherCares { continue }
            if bland {
                if best == noSymbol || s < best { best = s }
                continue
            }
            let count = tableau.columnCount(s)
            if c < bestCost || (c == bestCost && (count < bestCount || (count == bestCount && s < best))) {
                best = s
                bestCost = c
                bestCount = count
            }
        }
        return best == noSymbol ? nil : best
    }

    /// The ratio test: among restricted rows where `entering` has a negative coefficient, the one whose basic
    /// symbol reaches zero first as `entering` grows (ties: lowest basic id). Only the rows in `entering`'s
    /// column are visited.
    func leavingRow(for entering: Symbol) -> (slot: Int32, ratio: Double)? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = noSymbol
        for entry in tableau.columns[Int(entering)] {
            let row = tableau.rows[Int(entry.row)]
            guard tableau.kind[Int(row.basic)].isRestricted else { continue }
            let a = row.cells[Int(entry.cell)].coefficient
            guard a < 0 else { continue }
            let ratio = row.constant / -a
            if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                best = entry.row
                bestRatio = ratio
                bestBasic = row.basic
            }
        }
        return best < 0 ? nil : (best, bestRatio)
    }

    /// Dual simplex: while a restricted row has a negative constant, pivot it with the entering symbol that
    /// keeps the objective optimal. Returns nil when feasibility is restored, or the slot of a row that proves
    /// the required constraints infeasible (negative constant, no symbol that could raise it).
    func dualOptimize() -> Int32? {
        while let basic = tableau.infeasible.popLast() {
            let slot = tableau.rowOf[Int(basic)]
            guard slot >= 0, tableau.rows[Int(slot)].constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(slot) else {
                tableau.infeasible.removeAll()
                return slot
            }
            pivot(slot, entering: entering)
        }
        return nil
    }

    /// Among pivotable symbols with a positive coefficient in the row, the one whose cost vector divided by
    /// the coefficient is lexicographically smallest (ties: lowest id).
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
                if r != rBest {
                    if r < rBest {
                        best = cell.symbol
                        bestCoefficient = cell.coefficient
                    }
                    decided = true
                    break
                }
            }
            if !decided && cell.symbol < best {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best == noSymbol ? nil : best
    }

    /// Pivots `entering` into the row in `slot`, in the tableau and in every objective level.
    func pivot(_ slot: Int32, entering: Symbol) {
        tableau.pivot(slot, entering: entering)
        objective.substitute(entering, by: tableau.rows[Int(slot)])
    }
}
