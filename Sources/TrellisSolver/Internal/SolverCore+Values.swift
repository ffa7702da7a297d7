/// Values: a variable's value is its external row evaluated through the values of the symbols it refers to (a
/// parametric symbol is 0; a basic restricted symbol is its row's constant). Values are stored and refreshed
/// after every operation for what the operation touched, so ``Solver/value(of:)`` is an array read.
extension SolverCore {
    /// Re-evaluates the external rows whose value may have changed — those noted dirty and, transitively, the
    /// definitions referring to a variable whose value did change — in increasing rank (a definition after what it
    /// refers to), each once. A value that comes out bit-identical stops the propagation there.
    mutating func refreshValues() {
        guard !dirty.isEmpty else { return }
        let stamp = nextRefreshStamp()
        var queue = RankHeap<LowestRankFirst>(take: &refreshQueue)
        for s in dirty {
            isDirty[Int(s)] = false
            guard Int(s) < tableau.symbolCount else { continue }
            let slot = tableau.rowOf[Int(s)]
            if tableau.kind[Int(s)] == .external {
                if slot >= 0 {
                    enqueue(slot, stamp: stamp, into: &queue)
                } else if setValue(s, 0) {
                    enqueueReferrers(of: s, stamp: stamp, into: &queue)
                }
            } else {
                enqueueReferrers(of: s, stamp: stamp, into: &queue)
            }
        }
        dirty.removeAll(keepingCapacity: true)
        while let (_, slot) = queue.pop() {
            let row = tableau.rows[Int(slot)]
            var v = row.constant
            for cell in row.cells { v += cell.coefficient * currentValue(cell.symbol) }
            if setValue(row.basic, v) { enqueueReferrers(of: row.basic, stamp: stamp, into: &queue) }
        }
        refreshQueue = queue.storage
    }

    /// The value of any symbol: a variable's stored value, a basic restricted symbol's row constant, else 0.
    @inline(__always)
    func currentValue(_ s: Symbol) -> Double {
        if tableau.kind[Int(s)] == .external { return values[Int(s)] }
        let slot = tableau.rowOf[Int(s)]
        return slot < 0 ? 0 : tableau.rows[Int(slot)].constant
    }

    /// Stores a variable's value; returns whether it changed (bit for bit), noting the change.
    private mutating func setValue(_ s: Symbol, _ v: Double) -> Bool {
        guard values[Int(s)].bitPattern != v.bitPattern else { return false }
        values[Int(s)] = v
        noteChangedInOperation(s)
        if !isChanged[Int(s)] {
            isChanged[Int(s)] = true
            changed.append(s)
        }
        return true
    }

    private mutating func enqueue(_ slot: Int32, stamp: UInt32, into queue: inout RankHeap<LowestRankFirst>) {
        if queuedStamp.count < tableau.rows.count {
            queuedStamp.append(contentsOf: repeatElement(0, count: tableau.rows.count - queuedStamp.count))
        }
        guard queuedStamp[Int(slot)] != stamp else { return }
        queuedStamp[Int(slot)] = stamp
        queue.push(tableau.rows[Int(slot)].rank, slot)
    }

    /// Queues the external rows that hold `s`.
    private mutating func enqueueReferrers(of s: Symbol, stamp: UInt32, into queue: inout RankHeap<LowestRankFirst>) {
        for (slot, _) in tableau.column(s) where tableau.isExternalRow(slot) { enqueue(slot, stamp: stamp, into: &queue) }
    }

    private mutating func nextRefreshStamp() -> UInt32 {
        refreshCounter &+= 1
        if refreshCounter == 0 {
            for i in queuedStamp.indices { queuedStamp[i] = 0 }
            refreshCounter = 1
        }
        return refreshCounter
    }

    /// Calls `body` with every variable whose value changed since the last call, in the order they changed, and
    /// forgets them.
    mutating func takeChangedVariables(_ body: (Symbol) -> Void) {
        for s in changed {
            isChanged[Int(s)] = false
            body(s)
        }
        changed.removeAll(keepingCapacity: true)
    }
}
