/// Canonical forms: replacing basic symbols by their rows until only parametric symbols remain.
extension Tableau {
    /// The canonical form of `row` (a row outside the tableau, or a copy of one inside): every basic symbol is
    /// replaced by its row — a restricted row directly (it is canonical), an external row recursively — until only
    /// parametric symbols remain. The result is outside the tableau (no column entries) and keeps `row.basic`.
    ///
    /// External rows are expanded in decreasing rank, each once with its total coefficient: a definition refers
    /// only to lower ranks, so when the highest pending one is expanded nothing left can still add to it. Two paths
    /// through the definitions that meet therefore cancel where they meet instead of both being expanded to the
    /// bottom (in a grid, `x[r][c] − x[r−1][c]` expands to the cells between the two, not to both whole rows).
    ///
    /// A cell reached through several paths is a sum of many terms: it is cancellation noise when it is negligible
    /// against the *largest* of them (``Tolerance/relative``), not only against the last two added — noise of
    /// 10⁻⁸ left in a row is what a later pivot divides by. The constant likewise (``Tolerance/constantRelative``).
    /// So the partial sums are plain and only the complete sum is judged (a pending definition's factor too, before
    /// it is expanded): a partial sum that cancels is not noise when more terms follow. Snapping one to zero made
    /// the sum depend on the order its terms arrive in — two cells equal and opposite in every row (a non-required
    /// equality's error pair) came out 10⁻⁷ apart, and the artificial phase later pivoted on that difference
    /// (churn seed 415, `InfeasibleAddReproducerTests`).
    mutating func expand(_ row: Row) -> Row {
        var result = Row(basic: row.basic, constant: row.constant)
        result.cells.reserveCapacity(row.cells.count + 8)
        expansionScale.removeAll(keepingCapacity: true)
        var constantScale = abs(row.constant)
        var heap = RankHeap<HighestRankFirst>(take: &expansionHeap)
        for cell in row.cells { accumulate(cell.symbol, cell.coefficient, into: &result, heap: &heap) }
        while let (_, s) = heap.pop() {
            let p = Int(scratch.position[Int(s)])
            let a = result.cells[p].coefficient
            let cancelled = abs(a) <= expansionScale[p] * Tolerance.relative
            removeAccumulated(p, from: &result)
            guard !cancelled else { continue }
            let definition = rows[Int(rowOf[Int(s)])]
            constantScale = max(constantScale, abs(a * definition.constant))
            result.constant = Tolerance.sumConstant(result.constant, a * definition.constant)
            for cell in definition.cells { accumulate(cell.symbol, a * cell.coefficient, into: &result, heap: &heap) }
        }
        expansionHeap = heap.storage
        for cell in result.cells { scratch.position[Int(cell.symbol)] = -1 }
        for (i, cell) in result.cells.enumerated() where abs(cell.coefficient) <= expansionScale[i] * Tolerance.relative
        {
            result.cells[i].coefficient = 0
        }
        result.cells.removeAll { $0.coefficient == 0 }
        if abs(result.constant) <= constantScale * Tolerance.constantRelative { result.constant = 0 }
        return result
    }

    /// `result += a·s`: a restricted basic symbol is replaced by its row at once, a basic variable is kept as a
    /// pending cell (and queued by rank) until its turn, a parametric symbol is added.
    private mutating func accumulate(
        _ s: Symbol, _ a: Double, into result: inout Row, heap: inout RankHeap<HighestRankFirst>
    ) {
        let r = rowOf[Int(s)]
        if r >= 0 && kind[Int(s)] != .external {
            let definition = rows[Int(r)]
            // (A restricted row's constant is a value, not a sum to cancel: its scale is not tracked.)
            result.constant = Tolerance.sumConstant(result.constant, a * definition.constant)
            for cell in definition.cells { add(cell.symbol, a * cell.coefficient, into: &result) }
            return
        }
        if add(s, a, into: &result) && r >= 0 { heap.push(rows[Int(r)].rank, s) }
    }

    /// `result += a·s` for a symbol kept as it is; returns whether the symbol is new in `result`.
    @discardableResult
    private mutating func add(_ s: Symbol, _ a: Double, into result: inout Row) -> Bool {
        let p = scratch.position[Int(s)]
        if p >= 0 {
            result.cells[Int(p)].coefficient += a
            expansionScale[Int(p)] = max(expansionScale[Int(p)], abs(a))
            return false
        }
        scratch.position[Int(s)] = Int32(result.cells.count)
        result.cells.append(Cell(symbol: s, entry: -1, coefficient: a))
        expansionScale.append(abs(a))
        return true
    }

    /// Swap-removes cell `p` of a row being accumulated, keeping `position` in step.
    private mutating func removeAccumulated(_ p: Int, from result: inout Row) {
        scratch.position[Int(result.cells[p].symbol)] = -1
        let last = result.cells.count - 1
        if p != last {
            result.cells[p] = result.cells[last]
            expansionScale[p] = expansionScale[last]
            scratch.position[Int(result.cells[p].symbol)] = Int32(p)
        }
        result.cells.removeLast()
        expansionScale.removeLast()
    }

    /// The rank of the external row defining basic variable `s`.
    @inline(__always)
    func rank(of s: Symbol) -> Double { rows[Int(rowOf[Int(s)])].rank }
}
