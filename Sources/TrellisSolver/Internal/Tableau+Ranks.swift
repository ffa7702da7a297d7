/// The order of definitions: every external row has a rank above the ranks of the external rows it refers to, so
/// that definitions never form a cycle and can be expanded and evaluated in rank order.
///
/// New definitions usually go on top (a variable nothing refers to yet). A parametric variable that definitions
/// already refer to must rank below them and above what its own definition refers to; when those bounds cross,
/// the affected region is reordered as in Pearce and Kelly's dynamic topological sort ("A dynamic topological sort
/// algorithm for directed acyclic graphs", 2007): only the rows between the two bounds are visited, and a cycle is
/// found on the way.
extension Tableau {
    /// The lowest rank among the external rows that hold `s` (+∞ when none).
    func lowestReferrerRank(_ s: Symbol) -> Double {
        var lowest = Double.infinity
        for (slot, _) in column(s) where isExternalRow(slot) { lowest = min(lowest, rows[Int(slot)].rank) }
        return lowest
    }

    /// The highest rank among the basic variables `row` refers to (−∞ when none).
    func highestReferenceRank(_ row: Row) -> Double {
        var highest = -Double.infinity
        for cell in row.cells where kind[Int(cell.symbol)] == .external && rowOf[Int(cell.symbol)] >= 0 {
            highest = max(highest, rank(of: cell.symbol))
        }
        return highest
    }

    /// A rank for a definition of the parametric variable `s` by `row`, reordering definitions where needed; nil when
    /// the definition would close a cycle (something `row` refers to depends on `s`).
    mutating func placeDefinition(of s: Symbol, by row: Row) -> Double? {
        for attempt in 0..<2 {
            let lower = highestReferenceRank(row), upper = lowestReferrerRank(s)
            if upper == .infinity { return max(topRank, lower) + 1 }
            if lower < upper {
                let rank = lower == -.infinity ? upper - 1 : lower + (upper - lower) / 2
                if rank > lower && rank < upper { return rank }
            } else if let rank = reorder(around: s, by: row, lower: upper, upper: lower) {
                return rank
            } else if !isReorderRoomShortage {
                return nil  // a cycle
            }
            if attempt == 0 { renumberRanks() }
        }
        return nil
    }

    /// Pearce–Kelly: the rows that depend on `s` with rank ≤ `upper` (forward set) and the rows `row` refers to,
    /// transitively, with rank ≥ `lower` (backward set) swap places — the backward set takes the lowest of their
    /// ranks, in its order, then the forward set — and the rank between the two is returned for `s`. Nil when the
    /// forward set reaches something `row` refers to (a cycle; `isReorderRoomShortage` false) or when no double lies
    /// between the two sets (`isReorderRoomShortage` true: renumber and try again).
    private mutating func reorder(around s: Symbol, by row: Row, lower: Double, upper: Double) -> Double? {
        isReorderRoomShortage = false
        let stamp = nextVisitStamp()
        // The references, marked so that the forward search recognises them.
        var backward: [Int32] = []
        for cell in row.cells where kind[Int(cell.symbol)] == .external && rowOf[Int(cell.symbol)] >= 0 {
            let slot = rowOf[Int(cell.symbol)]
            if visitStamp[Int(slot)] != stamp && rows[Int(slot)].rank >= lower {
                visitStamp[Int(slot)] = stamp
                backward.append(slot)
            }
        }
        var forward: [Int32] = []
        var stack: [Symbol] = [s]
        let forwardStamp = nextVisitStamp()
        while let symbol = stack.popLast() {
            for (slot, _) in column(symbol) where isExternalRow(slot) {
                guard visitStamp[Int(slot)] != forwardStamp, rows[Int(slot)].rank <= upper else { continue }
                if visitStamp[Int(slot)] == stamp { return nil }  // `row` refers to a dependent of `s`: a cycle
                visitStamp[Int(slot)] = forwardStamp
                forward.append(slot)
                stack.append(rows[Int(slot)].basic)
            }
        }
        var i = 0
        while i < backward.count {
            for cell in rows[Int(backward[i])].cells where kind[Int(cell.symbol)] == .external {
                let slot = rowOf[Int(cell.symbol)]
                guard slot >= 0, visitStamp[Int(slot)] != stamp, rows[Int(slot)].rank >= lower else { continue }
                visitStamp[Int(slot)] = stamp
                backward.append(slot)
            }
            i += 1
        }
        backward.sort { (rows[Int($0)].rank, $0) < (rows[Int($1)].rank, $1) }
        forward.sort { (rows[Int($0)].rank, $0) < (rows[Int($1)].rank, $1) }
        var pool = (backward + forward).map { rows[Int($0)].rank }
        pool.sort()
        let below = pool[backward.count - 1], above = pool[backward.count]
        let rank = below + (above - below) / 2
        // Unrelated definitions may share a rank; handed out again in the pool's order, a shared rank could land
        // on a definition and one it refers to. The pool must be strictly increasing (else: renumber first).
        let isStrict = zip(pool, pool.dropFirst()).allSatisfy { $0 < $1 }
        guard isStrict && rank > below && rank < above else {
            isReorderRoomShortage = true
            return nil
        }
        for (k, slot) in (backward + forward).enumerated() where rows[Int(slot)].rank != pool[k] {
            edit(slot) { $0.setRank(pool[k]) }
        }
        return rank
    }

    /// Renumbers every external row 1, 2, 3… in its current order (when a gap between two ranks ran out).
    mutating func renumberRanks() {
        var slots: [Int32] = []
        for slot in rows.indices where rows[slot].basic != noSymbol && isExternalRow(Int32(slot)) {
            slots.append(Int32(slot))
        }
        slots.sort { (rows[Int($0)].rank, $0) < (rows[Int($1)].rank, $1) }
        for (k, slot) in slots.enumerated() { edit(slot) { $0.setRank(Double(k + 1)) } }
        resetTopRank(Double(slots.count))
    }

    private mutating func nextVisitStamp() -> UInt32 {
        if visitStamp.count < rows.count {
            visitStamp.append(contentsOf: repeatElement(0, count: rows.count - visitStamp.count))
        }
        visitCounter &+= 1
        if visitCounter == 0 {
            for i in visitStamp.indices { visitStamp[i] = 0 }
            visitCounter = 1
        }
        return visitCounter
    }
}
