/// The simplex steps on the restricted rows: primal optimisation of the lexicographic objective, the dual simplex
/// after constant changes, and the pivot that keeps tableau and objective in step. Definitions (external rows) take
/// no part: a variable is free, never limits a ratio test, and reads its value through its definition.
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
            let (leaving, ratio) = leavingRow(for: entering, droppingResidue: true)
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
        guard Int(s) < tableau.symbolCount, tableau.kind[Int(s)].isPivotable, tableau.rowOf[Int(s)] < 0 else {
            return nil
        }
        for (rank, level) in order.enumerated() {
            let c = objective.cost(level, s)
            if c != 0 { return c < 0 ? (rank, c) : nil }
        }
        return nil
    }

    /// The ratio test: among restricted rows where `entering` has a negative coefficient, the one whose basic
    /// symbol reaches zero first as `entering` grows; a basic dummy's row (fixed at zero) holding `entering` limits
    /// it at once, whatever the sign. Ties (frequent: many rows at ratio 0 in a degenerate layout) go to the largest
    /// pivot `|a|`, as in Harris's ratio test — dividing by a small one multiplies the row's rounding error — then
    /// to the lowest basic id. Only the rows in `entering`'s column are visited, and definitions among them are
    /// skipped (their variables are free).
    /// `droppingResidue` first removes the entering symbol's residue cells (see ``dropResidue(inColumnOf:restrictedOnly:)``).
    mutating func leavingRow(for entering: Symbol, droppingResidue: Bool) -> (slot: Int32, ratio: Double)? {
        if droppingResidue { dropResidue(inColumnOf: entering, restrictedOnly: true) }
        return leavingRow(for: entering)
    }

    private func leavingRow(for entering: Symbol) -> (slot: Int32, ratio: Double)? {
        guard let limit = ratioTest(entering, except: -1, feasibleOnly: false) else { return nil }
        return (limit.slot, limit.ratio)
    }

    /// The ratio test of ``leavingRow(for:droppingResidue:)`` over `entering`'s column without the row in `except`,
    /// returning the pivot cell's index too. With `feasibleOnly`, rows already infeasible (a negative constant, a
    /// basic dummy off zero) do not limit `entering` (the dual simplex's long step, where they wait for their own
    /// step).
    func ratioTest(_ entering: Symbol, except: Int32, feasibleOnly: Bool) -> (slot: Int32, ratio: Double, cell: Int32)?
    {
        var best: Int32 = -1
        var bestCell: Int32 = -1
        var bestRatio = Double.infinity
        var bestPivot = 0.0
        var bestBasic = noSymbol
        for (slot, cellIndex) in tableau.column(entering) where slot != except {
            let row = tableau.rows[Int(slot)]
            let k = tableau.kind[Int(row.basic)]
            guard k.isRestricted else { continue }
            let a = row.cells[Int(cellIndex)].coefficient
            let ratio: Double
            if k == .dummy {
                guard !feasibleOnly || row.constant == 0 else { continue }
                ratio = 0
            } else {
                guard a < 0, !feasibleOnly || row.constant >= 0 else { continue }
                ratio = row.constant / -a
            }
            let pivot = abs(a)
            if ratio < bestRatio
                || (ratio == bestRatio && (pivot > bestPivot || (pivot == bestPivot && row.basic < bestBasic)))
            {
                best = slot
                bestCell = cellIndex
                bestRatio = ratio
                bestPivot = pivot
                bestBasic = row.basic
            }
        }
        return best < 0 ? nil : (best, bestRatio, bestCell)
    }

    /// Dual simplex: while a restricted row is infeasible (a negative constant, or a basic dummy off zero), make it
    /// feasible by a long step (``longDualStep(_:raise:)``: candidates flipped to their limits, then a pivot on the
    /// entering symbol that keeps the objective optimal). Returns nil when feasibility is restored, or the slot of a
    /// row that proves the required constraints infeasible (no symbol could move it back).
    ///
    /// The leaving row is the most infeasible one (ties: lowest basic id) — chosen from the set of noted
    /// rows, never by the order they were noted in, so that the pivots do not depend on column order.
    mutating func dualOptimize() -> Int32? {
        while let slot = mostInfeasibleRow() {
            let raise = tableau.rows[Int(slot)].constant < 0
            dropResidue(inRow: slot)
            guard longDualStep(slot, raise: raise) else {
                infeasible.removeAll()
                return slot
            }
        }
        return nil
    }

    /// How far the row in `slot` is from feasible (0 when feasible).
    @inline(__always)
    private func infeasibility(_ slot: Int32) -> Double {
        let row = tableau.rows[Int(slot)]
        return tableau.kind[Int(row.basic)] == .dummy ? abs(row.constant) : max(0, -row.constant)
    }

    /// Takes the most infeasible restricted row out of the noted infeasible rows (stale notes are dropped).
    private mutating func mostInfeasibleRow() -> Int32? {
        var best: Int32 = -1
        var bestAmount = 0.0
        var bestIndex = -1
        var i = 0
        while i < infeasible.count {
            let basic = infeasible[i]
            let slot = Int(basic) < tableau.symbolCount ? tableau.rowOf[Int(basic)] : -1
            let amount = slot >= 0 && tableau.kind[Int(basic)].isRestricted ? infeasibility(slot) : 0
            guard amount > 0 else {
                infeasible.swapAt(i, infeasible.count - 1)
                infeasible.removeLast()
                continue
            }
            if best < 0 || amount > bestAmount || (amount == bestAmount && basic < tableau.rows[Int(best)].basic) {
                best = slot
                bestAmount = amount
                bestIndex = i
            }
            i += 1
        }
        guard best >= 0 else { return nil }
        infeasible.swapAt(bestIndex, infeasible.count - 1)
        infeasible.removeLast()
        return best
    }

    /// Pivots `entering` into the restricted row in `slot`: the row is solved for it and substituted into every
    /// other restricted row holding it and into the objective. Definitions holding `entering` keep it as a
    /// reference (now basic); those holding the leaving symbol read it as 0 from now on.
    mutating func pivot(_ slot: Int32, entering: Symbol) {
        let leaving = tableau.rows[Int(slot)].basic
        pivotCount &+= 1
        tableau.solve(slot, for: entering)
        noteChange(of: slot)
        if tableau.columnCount(leaving) > 0 { markDirty(leaving) }
        substitute(entering, byRow: slot)
    }

    /// Replaces `s` (basic in the restricted row in `slot`) by that row's right side in every other restricted row
    /// holding it but `except`, and in the objective. Definitions are left as they are: they may refer to basic
    /// symbols.
    mutating func substitute(_ s: Symbol, byRow slot: Int32, except: Int32 = -1) {
        let source = tableau.rows[Int(slot)]
        var targets = substitutionTargets
        targets.removeAll(keepingCapacity: true)
        for (target, cell) in tableau.column(s)
        where target != slot && target != except && !tableau.isExternalRow(target) {
            targets.append((target, cell))
        }
        if !targets.isEmpty {
            tableau.scatter(source)
            // Editing one target leaves the other targets' cell indices as the column gave them.
            for (target, cell) in targets {
                tableau.edit(target) { $0.substitute(s, cell: Int(cell), by: source) }
                noteChange(of: target)
            }
            tableau.unscatter(source)
        }
        substitutionTargets = targets
        objective.substitute(s, by: source)
    }
}
