/// An open edit of one tableau row: the only way a row in the tableau changes.
///
/// ``Tableau/edit(_:_:)`` saves the row for rollback before handing out an editor, and takes the row back
/// afterwards; the editor's operations keep the column index in step with the cells (`Cell.entry` ↔
/// `Columns.Entry.cell`). What an edit means for values and feasibility (a row that became infeasible, a value
/// that may have changed) is noted by ``SolverCore`` after the edit, from the rows it edited.
///
/// The row, the column index and the merge scratch are moved into the editor for the edit's duration (three
/// moves, no copies), so that its operations touch them without exclusivity conflicts.
struct RowEditor {
    let slot: Int32
    fileprivate(set) var row: Row
    fileprivate(set) var columns: Columns
    fileprivate(set) var scratch: MergeScratch

    init(slot: Int32, row: Row, columns: Columns, scratch: MergeScratch) {
        self.slot = slot
        self.row = row
        self.columns = columns
        self.scratch = scratch
    }

    /// Moves the row, the column index and the scratch back into the tableau's storage.
    mutating func finish(row: inout Row, columns: inout Columns, scratch: inout MergeScratch) {
        swap(&self.row, &row)
        swap(&self.columns, &columns)
        swap(&self.scratch, &scratch)
    }

    var basic: Symbol { row.basic }
    var constant: Double { row.constant }

    /// `constant += delta` (a constraint's constant or an edit's suggestion moving through a marker).
    mutating func shiftConstant(by delta: Double) {
        row.constant = Tolerance.sumConstant(row.constant, delta)
    }

    /// Appends the cell `a · s` (`s` must not be in the row).
    mutating func append(_ s: Symbol, _ a: Double) {
        let cellIndex = Int32(row.cells.count)
        let entry = columns.insert(s, row: slot, cell: cellIndex)
        row.reserveRoom(for: 1)
        row.cells.append(Cell(symbol: s, entry: entry, coefficient: a))
    }

    /// Swap-removes cell `i` and its column entry, fixing the column entry of the cell that moves into the hole.
    mutating func removeCell(at i: Int) {
        let cell = row.cells[i]
        columns.remove(cell.entry, of: cell.symbol)
        let last = row.cells.count - 1
        if i != last {
            let moved = row.cells[last]
            row.cells[i] = moved
            columns.setCell(moved.entry, Int32(i))
        }
        row.cells.removeLast()
    }

    /// Removes the cell of `s` (which must be in the row) and returns its coefficient.
    mutating func remove(_ s: Symbol) -> Double {
        let i = row.index(of: s)!
        let a = row.cells[i].coefficient
        removeCell(at: i)
        return a
    }

    /// Sets the rank of an external row (its place in the definitions' order).
    mutating func setRank(_ rank: Double) { row.rank = rank }

    /// Pivot in place: `b = c + a·s + Σ` becomes `s = −c/a + b/a − Σ/a`, with `s` the new basic symbol and the old
    /// basic `b` a cell (the caller updates `rowOf`).
    mutating func solve(for s: Symbol) {
        let a = remove(s)
        let factor = -1 / a
        let leaving = row.basic
        row.constant *= factor
        for i in row.cells.indices { row.cells[i].coefficient *= factor }
        append(leaving, 1 / a)
        row.basic = s
    }

    /// Replaces `s` in this row by the right side of `source` (`s = c' + Σ'`, scattered with
    /// ``Tableau/scatter(_:)``): with `s`'s coefficient `a`, `row += a · source` and `s` leaves.
    mutating func substitute(_ s: Symbol, cell i: Int, by source: Row) {
        let a = row.cells[i].coefficient
        removeCell(at: i)
        add(source, times: a)
    }

    /// Replaces `s` in this row by the right side of `source`, as ``substitute(_:cell:by:)``, for a row whose cells
    /// are indexed by `position` (symbol → index of its cell in this row, -1 when absent), which stays current:
    /// O(|source|) whatever the row's length (see ``add(_:times:position:)``).
    mutating func substitute(_ s: Symbol, by source: Row, position: inout [Int32]) {
        let i = Int(position[Int(s)])
        let a = row.cells[i].coefficient
        removeCell(at: i, position: &position)
        add(source, times: a, position: &position)
    }

    /// `row += a · source` for a long row indexed by `position` (symbol → index of its cell in this row, -1 when
    /// absent), kept current through appends and swap-removals: each source cell finds its match in O(1), so a
    /// short row is added into a long one in O(|source|) — the long step of the dual simplex adds many short rows
    /// into one long row. Cancellation as in ``add(_:times:)``.
    mutating func add(_ source: Row, times a: Double, position: inout [Int32]) {
        row.constant = Tolerance.sumConstant(row.constant, a * source.constant)
        for cell in source.cells {
            let p = Int(position[Int(cell.symbol)])
            if p < 0 {
                position[Int(cell.symbol)] = Int32(row.cells.count)
                append(cell.symbol, a * cell.coefficient)
                continue
            }
            let sum = Tolerance.sum(row.cells[p].coefficient, a * cell.coefficient)
            if sum == 0 {
                removeCell(at: p, position: &position)
            } else {
                row.cells[p].coefficient = sum
            }
        }
    }

    /// Swap-removes cell `i`, keeping `position` (see ``add(_:times:position:)``) current.
    mutating func removeCell(at i: Int, position: inout [Int32]) {
        position[Int(row.cells[i].symbol)] = -1
        removeCell(at: i)
        if i < row.cells.count { position[Int(row.cells[i].symbol)] = Int32(i) }
    }

    /// `row += a · source`: the merge of kiwi's `insertRow`. With `source` scattered (`position[symbol]` = the
    /// index of its cell there), the row is walked once to add the shared symbols, and the source once to
    /// append the rest — O(|row| + |source|). Cells that cancel to zero (``Tolerance/sum(_:_:)``) are removed.
    mutating func add(_ source: Row, times a: Double) {
        row.constant = Tolerance.sumConstant(row.constant, a * source.constant)
        let stamp = scratch.nextStamp()
        let count = row.cells.count
        // The hot loop of the solver: raw buffers, so that no element access pays a uniqueness or bounds check.
        // Cells that cancel to exactly zero are noted (ascending) and swap-removed right after, last first.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(1, count)) { zeros in
            var zeroCount = 0
            scratch.position.withUnsafeBufferPointer { position in
                scratch.seen.withUnsafeMutableBufferPointer { seen in
                    source.cells.withUnsafeBufferPointer { sourceCells in
                        row.cells.withUnsafeMutableBufferPointer { cells in
                            for i in 0..<count {
                                let p = Int(position[Int(cells[i].symbol)])
                                guard p >= 0 else { continue }
                                seen[p] = stamp
                                let sum = Tolerance.sum(cells[i].coefficient, a * sourceCells[p].coefficient)
                                cells[i].coefficient = sum
                                if sum == 0 {
                                    zeros[zeroCount] = Int32(i)
                                    zeroCount += 1
                                }
                            }
                        }
                    }
                }
            }
            if zeroCount > 0 { removeCells(zeros.prefix(zeroCount)) }
        }
        appendUnseen(source, times: a, stamp: stamp)
    }

    /// Appends `a ×` the cells of `source` not marked with `stamp` in `seen`, with their column entries: gathered
    /// on the stack, then appended at once (one uniqueness check).
    private mutating func appendUnseen(_ source: Row, times a: Double, stamp: UInt32) {
        let base = row.cells.count
        let slot = self.slot
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: max(1, source.cells.count)) { added in
            var n = 0
            for (p, cell) in source.cells.enumerated() where scratch.seen[p] != stamp {
                added.initializeElement(
                    at: n, to: Cell(symbol: cell.symbol, entry: -1, coefficient: a * cell.coefficient))
                n += 1
            }
            guard n > 0 else { return }
            columns.insert(
                row: slot, firstCell: Int32(base), count: n, symbol: { added[$0].symbol },
                entry: { added[$0].entry = $1 })
            row.reserveRoom(for: n)
            row.cells.append(contentsOf: UnsafeBufferPointer(rebasing: added[0..<n]))
            _ = added.prefix(n).deinitialize()
        }
    }

    /// Swap-removes the cells at `indices` (ascending) with their column entries: from the last index down, so the
    /// cell moved into each hole is one that stays.
    private mutating func removeCells(_ indices: UnsafeMutableBufferPointer<Int32>.SubSequence) {
        var count = row.cells.count
        row.cells.withUnsafeMutableBufferPointer { cells in
            columns.edit { columns in
                var k = indices.endIndex
                while k > indices.startIndex {
                    k -= 1
                    let i = Int(indices[k])
                    columns.remove(cells[i].entry, of: cells[i].symbol)
                    count -= 1
                    if i != count {
                        cells[i] = cells[count]
                        columns.setCell(cells[i].entry, Int32(i))
                    }
                }
            }
        }
        // One at a time: removing a range is a generic replacement, dearer than the one or two cells it drops.
        for _ in count..<row.cells.count { row.cells.removeLast() }
    }
}

/// Scratch for merging rows: symbol → index of its cell in the scattered source (-1 when absent); per source
/// cell, the stamp of the last merge that found its symbol already in the target.
struct MergeScratch {
    var position: [Int32] = []
    var seen: [UInt32] = []
    private var stamp: UInt32 = 0

    mutating func nextStamp() -> UInt32 {
        stamp &+= 1
        if stamp == 0 {
            for i in seen.indices { seen[i] = 0 }
            stamp = 1
        }
        return stamp
    }
}
