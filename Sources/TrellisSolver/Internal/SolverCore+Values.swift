/// Values: a variable's value is its external row evaluated through the values of the symbols it refers to (a
/// parametric symbol is 0; a basic restricted symbol is its row's constant). Values are stored and refreshed
/// after every operation for what the operation touched, so ``Solver/value(of:)`` is an array read.
extension SolverCore {
    /// Re-evaluates the external rows whose value may have changed — those noted dirty and, transitively, the
    /// definitions referring to a variable whose value did change — each once, a definition after what it refers
    /// to. A value that comes out bit-identical stops the propagation there.
    ///
    /// Rows that some definition refers to go through a heap in increasing rank; a row nothing refers to (a leaf:
    /// most rows — every view's last variable, every independent view) cannot feed another row, so it waits in a
    /// plain list and is evaluated once the heap is empty, when everything it refers to is final. The loop runs on
    /// the tableau's raw buffers (``Tableau/withStructure(_:)``): it is the whole cost of a resize step.
    mutating func refreshValues() {
        guard !dirty.isEmpty else { return }
        let stamp = nextRefreshStamp()
        if queuedStamp.count < tableau.rows.count {
            queuedStamp.append(contentsOf: repeatElement(0, count: tableau.rows.count - queuedStamp.count))
        }
        var pass = ValueRefresh.Scratch(
            queue: RankHeap(take: &refreshQueue), leaves: take(&refreshLeaves), updated: take(&refreshUpdated))
        var values = take(&self.values), queued = take(&queuedStamp)
        // Taken out so that the closures below capture locals only (capturing `self` would copy the whole core).
        var dirty = take(&self.dirty)
        for s in dirty { isDirty[Int(s)] = false }
        tableau.withStructure { t in
            values.withUnsafeMutableBufferPointer { values in
                queued.withUnsafeMutableBufferPointer { queued in
                    var refresh = ValueRefresh(t: t, values: values, queued: queued, stamp: stamp, scratch: pass)
                    refresh.run(from: dirty)
                    pass = refresh.scratch
                }
            }
        }
        self.values = values
        queuedStamp = queued
        dirty.removeAll(keepingCapacity: true)
        self.dirty = dirty
        for s in pass.updated {
            noteChangedInOperation(s)
            if !isChanged[Int(s)] {
                isChanged[Int(s)] = true
                changed.append(s)
            }
        }
        refreshQueue = pass.queue.storage
        pass.leaves.removeAll(keepingCapacity: true)
        refreshLeaves = pass.leaves
        pass.updated.removeAll(keepingCapacity: true)
        refreshUpdated = pass.updated
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

/// Moves an array's storage out of `buffer` (left empty), so that it can be used while `self` is accessed (the
/// refresh's scratch, ``RankHeap``'s borrowed storage).
@inline(__always)
func take<T>(_ buffer: inout [T]) -> [T] {
    var taken: [T] = []
    swap(&taken, &buffer)
    return taken
}

/// One run of ``SolverCore/refreshValues()`` on the tableau's raw buffers. A struct with mutating methods rather than
/// nested functions: captured mutable locals would be checked for exclusive access at run time on every touch.
private struct ValueRefresh {
    /// The storage a run reuses from the previous one, and the variables it changed.
    struct Scratch {
        var queue: RankHeap<LowestRankFirst>
        var leaves: [Int32]
        var updated: [Symbol]
    }

    let t: Tableau.Structure
    let values: UnsafeMutableBufferPointer<Double>
    /// Per row slot: the stamp of the run that queued it.
    let queued: UnsafeMutableBufferPointer<UInt32>
    let stamp: UInt32
    var scratch: Scratch

    mutating func run(from dirty: [Symbol]) {
        for s in dirty where Int(s) < t.symbolCount {
            let slot = t.rowOf[Int(s)]
            if t.kind[Int(s)] != .external {
                enqueueReferrers(of: s)
            } else if slot >= 0 {
                enqueue(slot)
            } else if store(0, in: s) {
                enqueueReferrers(of: s)
            }
        }
        while let (_, slot) = scratch.queue.pop() {
            let basic = t.rows[Int(slot)].basic
            if store(t.evaluate(slot, values: UnsafeBufferPointer(values)), in: basic) { enqueueReferrers(of: basic) }
        }
        for slot in scratch.leaves {
            _ = store(t.evaluate(slot, values: UnsafeBufferPointer(values)), in: t.rows[Int(slot)].basic)
        }
    }

    /// Queues a definition once per run: in the heap if a definition refers to its variable, else as a leaf.
    private mutating func enqueue(_ slot: Int32) {
        guard queued[Int(slot)] != stamp else { return }
        queued[Int(slot)] = stamp
        if t.isReferredTo(t.rows[Int(slot)].basic) {
            scratch.queue.push(t.rows[Int(slot)].rank, slot)
        } else {
            scratch.leaves.append(slot)
        }
    }

    /// Queues the definitions whose cells hold `s`.
    private mutating func enqueueReferrers(of s: Symbol) {
        var e = t.firstEntry(s)
        while e >= 0 {
            let entry = t.entries[Int(e)]
            if t.isExternalRow(entry.row) { enqueue(entry.row) }
            e = entry.next
        }
    }

    /// Stores variable `s`'s value; returns whether it changed (bit for bit), noting it.
    private mutating func store(_ v: Double, in s: Symbol) -> Bool {
        guard values[Int(s)].bitPattern != v.bitPattern else { return false }
        values[Int(s)] = v
        scratch.updated.append(s)
        return true
    }
}
