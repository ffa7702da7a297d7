/// Inspection: what the solver's arrays reserve, by part (for `trellis-bench --memory`).
extension Solver {
    /// The bytes the solver's arrays reserve (capacity × stride plus each array's 32-byte header), by part:
    /// `rows` (the row slots), `cells` (every row's cells), `columns` (the column index), `objective`, `symbols`
    /// (the per-symbol arrays outside those), `records` (constraint slots and the required constraints' use
    /// index) and `scratch`. Malloc's own rounding and headers are not counted. Test and benchmark hook.
    public func _storage() -> [(part: String, bytes: Int)] {
        let t = core.tableau
        var cells = 0
        for row in t.rows { cells += reservedBytes(row.cells) }
        let symbols =
            reservedBytes(t.kind) + reservedBytes(t.rowOf) + reservedBytes(t.owner) + reservedBytes(t.scratch.position)
            + reservedBytes(core.values) + reservedBytes(core.isDirty) + reservedBytes(core.isChanged)
            + reservedBytes(core.isOperationChanged) + reservedBytes(core.queuedStamp)
            + reservedBytes(core.dualWalk.position) + reservedBytes(core.dualWalk.version)
        let scratch =
            reservedBytes(t.scratch.seen) + reservedBytes(t.visitStamp) + reservedBytes(t.expansionHeap)
            + reservedBytes(t.expansionScale) + reservedBytes(core.infeasible) + reservedBytes(core.dirty)
            + reservedBytes(core.changed) + reservedBytes(core.touched) + reservedBytes(core.substitutionTargets)
            + reservedBytes(core.operationChanged) + reservedBytes(core.residueScratch)
            + reservedBytes(core.refreshQueue) + reservedBytes(core.refreshLeaves) + reservedBytes(core.refreshUpdated)
        let records =
            reservedBytes(core.records) + reservedBytes(core.freeRecords) + reservedBytes(core.useEntries)
            + core.uses.reservedBytes
        return [
            ("rows", reservedBytes(t.rows)), ("cells", cells), ("columns", t.columns.reservedBytes),
            ("objective", core.objective.reservedBytes), ("symbols", symbols), ("records", records),
            ("scratch", scratch),
        ]
    }
}

/// The bytes `array` reserves on the heap: its header and its capacity (0 for an empty array without storage).
func reservedBytes<T>(_ array: [T]) -> Int {
    array.capacity == 0 ? 0 : 32 + array.capacity * MemoryLayout<T>.stride
}
