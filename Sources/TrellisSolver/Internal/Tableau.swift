/// The simplex tableau: rows `basic = constant + Σ coefficient · parametric`, kept in canonical form (a basic
/// symbol appears in no other row), with a **column index** — for every symbol, the rows whose cells hold it.
///
/// The column index is why Trellis is linear where kiwi is quadratic: substituting a symbol, pivoting, and
/// finding leaving rows visit only the rows that actually contain the symbol, never the whole tableau. Cells
/// and column entries point at each other (`Cell.entry`, `Columns.cell`), so a cell is added or removed in
/// O(1).
///
/// Rows live in slots (`Int32` ids, reused through a free list); symbols are dense ids. Everything is flat
/// arrays — no hashing — so every choice that depends on order is a deterministic function of the calls made.
///
/// While a ``Journal`` is recording, every row slot is saved before its first change, so that a failed
/// operation can be rolled back exactly (see ``beginTransaction()``).
@usableFromInline
struct Tableau {
    /// Row slots; a free slot holds an empty row with `basic == noSymbol`.
    @usableFromInline private(set) var rows: [Row] = []
    private var freeRows: [Int32] = []

    /// Per symbol: its kind, its row slot when basic (else -1), its column, and the constraint slot
    /// that owns it as a marker (-1 for externals and temporaries).
    private(set) var kind: [SymbolKind] = []
    @usableFromInline private(set) var rowOf: [Int32] = []
    private(set) var columns = Columns()
    var owner: [Int32] = []
    private var freeSymbols: [Symbol] = []

    /// Scratch for merging rows: symbol → index of its cell in the row being merged (-1 when absent); and per
    /// cell of a substitution's source row, the stamp of the last target that already held its symbol.
    private var position: [Int32] = []
    private var seen: [UInt32] = []
    private var stamp: UInt32 = 0

    /// Basic restricted symbols whose row constant became negative during substitution (for the dual simplex).
    var infeasible: [Symbol] = []

    /// External symbols whose value may have changed since ``takeChangedExternals(_:)`` last ran (each once).
    private var changed: [Symbol] = []
    private var isChanged: [Bool] = []

    private var journal = Journal()

    // MARK: Symbols

    /// A new symbol of `kind`. Marker symbols reuse ids of removed constraints' markers.
    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        if kind != .external, let s = freeSymbols.popLast() {
            self.kind[Int(s)] = kind
            owner[Int(s)] = -1
            return s
        }
        let s = Symbol(self.kind.count)
        self.kind.append(kind)
        rowOf.append(-1)
        columns.appendSymbol()
        owner.append(-1)
        position.append(-1)
        isChanged.append(false)
        return s
    }

    /// Returns a marker symbol's id for reuse if it no longer occurs anywhere in the tableau; says whether it did.
    @discardableResult
    mutating func releaseSymbol(_ s: Symbol) -> Bool {
        guard s != noSymbol, kind[Int(s)] != .external, rowOf[Int(s)] < 0, columns.count(s) == 0 else { return false }
        owner[Int(s)] = -1
        freeSymbols.append(s)
        return true
    }

    /// The number of symbol ids in use (including free ones).
    var symbolCount: Int { kind.count }

    /// The current value of `s`: its row's constant when basic, else 0 (parametric symbols sit at zero).
    @inlinable
    func value(of s: Symbol) -> Double {
        let r = rowOf[Int(s)]
        return r < 0 ? 0 : rows[Int(r)].constant
    }

    /// The number of rows whose cells hold `s`.
    @inline(__always)
    func columnCount(_ s: Symbol) -> Int { Int(columns.count(s)) }

    /// The places (row slot, cell index) that hold `s`.
    @inline(__always)
    func column(_ s: Symbol) -> ColumnSequence { ColumnSequence(columns: columns, entry: columns.first(s)) }

    // MARK: Rows

    /// Adds `row` (whose `basic` is set and whose cells hold no basic symbol) and returns its slot.
    @discardableResult
    mutating func insertRow(_ row: Row) -> Int32 {
        let slot: Int32
        if let free = freeRows.popLast() {
            slot = free
        } else {
            slot = Int32(rows.count)
            rows.append(Row())
        }
        touch(slot)
        rows[Int(slot)] = row
        attach(slot)
        noteValueChange(row.basic)
        return slot
    }

    /// Takes the row in `slot` out of the tableau and returns it (its cells' column entries are stale).
    @discardableResult
    mutating func removeRow(_ slot: Int32) -> Row {
        touch(slot)
        detach(slot)
        let row = rows[Int(slot)]
        rows[Int(slot)] = Row()
        freeRows.append(slot)
        noteValueChange(row.basic)
        return row
    }

    /// Adds `delta` to the constant of the row in `slot`, and notes the row if it became infeasible.
    mutating func shiftConstant(ofRow slot: Int32, by delta: Double) {
        touch(slot)
        let c = Tolerance.sum(rows[Int(slot)].constant, delta)
        rows[Int(slot)].constant = c
        noteIfInfeasible(slot)
        noteValueChange(rows[Int(slot)].basic)
    }

    /// Adds `coefficient × shift` to the constant of every row holding `s` (an edit or a constraint constant
    /// moving through a parametric marker), noting infeasible rows and changed values; returns the first row
    /// whose basic symbol is a dummy and whose constant is no longer zero (a required equality broken), or nil.
    /// One pass over the column with raw buffers: this runs for every row a window resize reaches.
    mutating func shiftConstants(alongColumnOf s: Symbol, by shift: Double) -> Int32? {
        if journal.isRecording { for (slot, _) in column(s) { touch(slot) } }
        var failing: Int32?
        let first = columns.first(s)
        columns.entries.withUnsafeBufferPointer { entries in
            rows.withUnsafeMutableBufferPointer { rows in
                var e = first
                while e >= 0 {
                    let entry = entries[Int(e)]
                    e = entry.next
                    let slot = Int(entry.row)
                    let a = rows[slot].cells[Int(entry.cell)].coefficient
                    let c = Tolerance.sum(rows[slot].constant, a * shift)
                    rows[slot].constant = c
                    let basic = rows[slot].basic
                    let k = kind[Int(basic)]
                    if c < 0 && k.isRestricted { infeasible.append(basic) }
                    if k == .dummy && c != 0 && failing == nil { failing = entry.row }
                    if k == .external && !isChanged[Int(basic)] {  // noteValueChange, inlined (self is in use)
                        isChanged[Int(basic)] = true
                        changed.append(basic)
                    }
                }
            }
        }
        return failing
    }

    /// Pivot: the row in `slot` (`basic = c + a·entering + …`) is solved for `entering`, which becomes basic,
    /// and is substituted into every other row holding `entering`. The old basic symbol becomes parametric.
    mutating func pivot(_ slot: Int32, entering: Symbol) {
        touch(slot)
        let cellIndex = Int(index(of: entering, inRow: slot))
        let a = rows[Int(slot)].cells[cellIndex].coefficient
        removeCell(slot, cellIndex)
        // basic = c + a·e + Σ ⇒ e = −c/a + basic/a − Σ/a
        let factor = -1 / a
        let leaving = rows[Int(slot)].basic
        rows[Int(slot)].constant *= factor
        for i in rows[Int(slot)].cells.indices { rows[Int(slot)].cells[i].coefficient *= factor }
        appendCell(slot, leaving, 1 / a)
        rowOf[Int(leaving)] = -1
        noteValueChange(leaving)
        noteValueChange(entering)
        rowOf[Int(entering)] = slot
        rows[Int(slot)].basic = entering
        substitute(entering, byRow: slot)
    }

    /// Replaces `s` by the right side of the row in `slot` in every other row that holds `s` (`s` is that
    /// row's basic symbol). Only the rows in `s`'s column are visited.
    ///
    /// The source row is scattered once (`position`: symbol → index in the source); each target row is then
    /// walked once to add the shared symbols, and the source once to append the rest — `target += a·source`
    /// in O(|target| + |source|) with a single pass over the (often longer) target.
    mutating func substitute(_ s: Symbol, byRow slot: Int32) {
        guard columns.first(s) >= 0 else { return }
        let source = rows[Int(slot)]
        for (i, cell) in source.cells.enumerated() { position[Int(cell.symbol)] = Int32(i) }
        if seen.count < source.cells.count {
            seen.append(contentsOf: repeatElement(0, count: source.cells.count - seen.count))
        }
        while columns.first(s) >= 0 {
            let entry = columns.first(s)
            let target = columns.entries[Int(entry)].row, cellIndex = Int(columns.entries[Int(entry)].cell)
            touch(target)
            let a = rows[Int(target)].cells[cellIndex].coefficient
            removeCell(target, cellIndex)
            add(source, times: a, into: target)
            noteIfInfeasible(target)
            noteValueChange(rows[Int(target)].basic)
        }
        for cell in source.cells { position[Int(cell.symbol)] = -1 }
    }

    /// `target += a · source`, where `source`'s cells are scattered in `position` (see ``substitute(_:byRow:)``).
    /// Cells that cancel are removed.
    private mutating func add(_ source: Row, times a: Double, into target: Int32) {
        rows[Int(target)].constant = Tolerance.sum(rows[Int(target)].constant, a * source.constant)
        stamp &+= 1
        if stamp == 0 {
            for i in seen.indices { seen[i] = 0 }
            stamp = 1
        }
        let count = rows[Int(target)].cells.count
        let stamp = self.stamp
        // The hot loop of the solver: raw buffers, so that no element access pays a uniqueness or bounds check.
        // Cells that cancel to exactly zero are noted (ascending) and swap-removed right after, last first.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(1, count)) { zeros in
            var zeroCount = 0
            position.withUnsafeBufferPointer { position in
                seen.withUnsafeMutableBufferPointer { seen in
                    source.cells.withUnsafeBufferPointer { sourceCells in
                        rows[Int(target)].cells.withUnsafeMutableBufferPointer { cells in
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
            if zeroCount > 0 { removeCells(target, zeros.prefix(zeroCount)) }
        }
        appendUnseen(source, times: a, into: target, stamp: stamp)
    }

    /// Appends `a ×` the cells of `source` not marked with `stamp` in `seen` to the row in `slot`, with their
    /// column entries: gathered on the stack, then appended to the row at once (one uniqueness check).
    private mutating func appendUnseen(_ source: Row, times a: Double, into slot: Int32, stamp: UInt32) {
        let base = rows[Int(slot)].cells.count
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: max(1, source.cells.count)) { added in
            var n = 0
            for (p, cell) in source.cells.enumerated() where seen[p] != stamp {
                added.initializeElement(at: n, to: Cell(symbol: cell.symbol, entry: -1, coefficient: a * cell.coefficient))
                n += 1
            }
            guard n > 0 else { return }
            columns.insert(
                row: slot, firstCell: Int32(base), count: n, symbol: { added[$0].symbol }, entry: { added[$0].entry = $1 })
            rows[Int(slot)].cells.append(contentsOf: UnsafeBufferPointer(rebasing: added[0..<n]))
            _ = added.prefix(n).deinitialize()
        }
    }

    /// Swap-removes the cells at `indices` (ascending) of the row in `slot` with their column entries: from the
    /// last index down, so the cell moved into each hole is one that stays.
    private mutating func removeCells(_ slot: Int32, _ indices: UnsafeMutableBufferPointer<Int32>.SubSequence) {
        var count = rows[Int(slot)].cells.count
        rows[Int(slot)].cells.withUnsafeMutableBufferPointer { cells in
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
        for _ in count..<rows[Int(slot)].cells.count { rows[Int(slot)].cells.removeLast() }
    }

    /// Removes the cells of the row in `slot` whose coefficient cancelled to zero, in one compacting pass
    /// (cancellation is common: a constraint's error pair often meets itself in a substitution).
    /// Removes `s` from every row holding it (for a symbol fixed at zero: an artificial variable).
    mutating func eraseSymbol(_ s: Symbol) {
        while columns.first(s) >= 0 {
            let entry = columns.first(s)
            let target = columns.entries[Int(entry)].row
            touch(target)
            removeCell(target, Int(columns.entries[Int(entry)].cell))
        }
    }

    /// Builds a constraint row `0 = constant + Σ coefficient · symbol` from `expression`, replacing every basic
    /// symbol by its row. The result is not in the tableau (its cells have no column entries yet).
    mutating func makeRow(_ expression: LinearExpression) -> Row {
        var row = Row(constant: expression.constant)
        row.cells.reserveCapacity(max(8, expression.terms.count + 4))  // room for some fill-in: fewer regrowths
        for term in expression.terms where term.coefficient != 0 {
            let s = term.variable.id, a = term.coefficient
            let r = rowOf[Int(s)]
            if r < 0 {
                accumulate(s, a, into: &row)
            } else {
                let basicRow = rows[Int(r)]
                row.constant = Tolerance.sum(row.constant, a * basicRow.constant)
                for cell in basicRow.cells { accumulate(cell.symbol, a * cell.coefficient, into: &row) }
            }
        }
        for cell in row.cells { position[Int(cell.symbol)] = -1 }
        row.cells.removeAll { $0.coefficient == 0 }
        return row
    }

    /// `row += a · symbol` for a row outside the tableau, using `position` (cleared by the caller).
    private mutating func accumulate(_ s: Symbol, _ a: Double, into row: inout Row) {
        let p = position[Int(s)]
        if p >= 0 {
            row.cells[Int(p)].coefficient = Tolerance.sum(row.cells[Int(p)].coefficient, a)
        } else {
            position[Int(s)] = Int32(row.cells.count)
            row.cells.append(Cell(symbol: s, entry: -1, coefficient: a))
        }
    }

    // MARK: Cells and columns

    /// The index of `s`'s cell in the row in `slot`; `s` must be there.
    private func index(of s: Symbol, inRow slot: Int32) -> Int32 {
        for (r, c) in column(s) where r == slot { return c }
        preconditionFailure("symbol \(s) is not in row \(slot)")
    }

    private mutating func appendCell(_ slot: Int32, _ s: Symbol, _ a: Double) {
        let cellIndex = Int32(rows[Int(slot)].cells.count)
        let entry = columns.insert(s, row: slot, cell: cellIndex)
        rows[Int(slot)].cells.append(Cell(symbol: s, entry: entry, coefficient: a))
    }

    /// Swap-removes cell `i` of the row in `slot` and its column entry, fixing the column entry of the cell
    /// that moves into the hole.
    private mutating func removeCell(_ slot: Int32, _ i: Int) {
        let cell = rows[Int(slot)].cells[i]
        columns.remove(cell.entry, of: cell.symbol)
        let last = rows[Int(slot)].cells.count - 1
        if i != last {
            let moved = rows[Int(slot)].cells[last]
            rows[Int(slot)].cells[i] = moved
            columns.setCell(moved.entry, Int32(i))
        }
        rows[Int(slot)].cells.removeLast()
    }

    /// Enters the row in `slot` into the column index and `rowOf`.
    private mutating func attach(_ slot: Int32) {
        let count = rows[Int(slot)].cells.count
        rows[Int(slot)].cells.withUnsafeMutableBufferPointer { cells in
            columns.insert(
                row: slot, firstCell: 0, count: count, symbol: { cells[$0].symbol }, entry: { cells[$0].entry = $1 })
        }
        rowOf[Int(rows[Int(slot)].basic)] = slot
    }

    /// Takes the row in `slot` out of the column index and `rowOf` (the row itself stays in place).
    private mutating func detach(_ slot: Int32) {
        for cell in rows[Int(slot)].cells { columns.remove(cell.entry, of: cell.symbol) }
        let basic = rows[Int(slot)].basic
        if basic != noSymbol, rowOf[Int(basic)] == slot { rowOf[Int(basic)] = -1 }
    }

    @inline(__always)
    private mutating func noteIfInfeasible(_ slot: Int32) {
        if rows[Int(slot)].constant < 0 {
            let basic = rows[Int(slot)].basic
            if kind[Int(basic)].isRestricted { infeasible.append(basic) }
        }
    }

    // MARK: Changed values

    /// Notes that `s`'s value may have changed, if it is an external symbol (a variable).
    @inline(__always)
    private mutating func noteValueChange(_ s: Symbol) {
        guard s >= 0, kind[Int(s)] == .external, !isChanged[Int(s)] else { return }
        isChanged[Int(s)] = true
        changed.append(s)
    }

    /// Calls `body` with every external symbol whose value may have changed since the last call (a superset:
    /// some may have come back to their old value), in the order they changed, and forgets them.
    mutating func takeChangedExternals(_ body: (Symbol) -> Void) {
        for s in changed {
            isChanged[Int(s)] = false
            body(s)
        }
        changed.removeAll(keepingCapacity: true)
    }

    // MARK: Transactions

    /// Starts recording: every row slot is saved before its first change, so that ``rollback()`` can put the
    /// tableau back exactly as it is now. Transactions do not nest.
    mutating func beginTransaction() {
        journal.begin(rowCount: rows.count, freeRows: freeRows, symbolCount: kind.count, freeSymbols: freeSymbols)
    }

    /// Stops recording and keeps the changes.
    mutating func commit() { journal.end() }

    /// Stops recording and restores the tableau saved by ``beginTransaction()``.
    mutating func rollback() {
        let saved = journal.savedRows
        for (slot, _) in saved where Int(slot) < rows.count && rows[Int(slot)].basic != noSymbol { detach(slot) }
        for (slot, row) in saved where Int(slot) < journal.rowCount {
            rows[Int(slot)] = row
            if row.basic != noSymbol { attach(slot) }
        }
        rows.removeLast(rows.count - journal.rowCount)
        freeRows = journal.freeRows
        let n = journal.symbolCount
        kind.removeLast(kind.count - n)
        rowOf.removeLast(rowOf.count - n)
        columns.truncateSymbols(to: n)
        owner.removeLast(owner.count - n)
        position.removeLast(position.count - n)
        isChanged.removeLast(isChanged.count - n)
        changed.removeAll { Int($0) >= n }
        freeSymbols = journal.freeSymbols
        infeasible.removeAll()
        journal.end()
    }

    /// Saves the row in `slot` before its first change in the current transaction.
    @inline(__always)
    private mutating func touch(_ slot: Int32) {
        if journal.isRecording { journal.save(slot, rows: rows) }
    }

    // MARK: Inspection

    /// Checks the tableau's invariants (canonical form, column index consistency). For tests.
    func checkInvariants() -> String? {
        for (slot, row) in rows.enumerated() where row.basic != noSymbol {
            if rowOf[Int(row.basic)] != Int32(slot) { return "rowOf[\(row.basic)] != \(slot)" }
            for (i, cell) in row.cells.enumerated() {
                if rowOf[Int(cell.symbol)] >= 0 { return "basic symbol \(cell.symbol) in row \(slot)" }
                if cell.coefficient == 0 { return "zero cell in row \(slot)" }
                let entry = columns.entries[Int(cell.entry)]
                if entry.row != Int32(slot) || entry.cell != Int32(i) {
                    return "column entry mismatch"
                }
            }
        }
        for s in 0..<kind.count {
            var n = 0
            for (r, c) in column(Symbol(s)) {
                n += 1
                if rows[Int(r)].cells[Int(c)].symbol != Int32(s) { return "column \(s) points at a cell of another symbol" }
            }
            if n != columnCount(Symbol(s)) { return "column \(s) count mismatch" }
        }
        return nil
    }
}

/// The places (row slot, cell index) in one column of the tableau.
struct ColumnSequence: Sequence, IteratorProtocol {
    let columns: Columns
    var entry: Int32

    @inline(__always)
    mutating func next() -> (row: Int32, cell: Int32)? {
        guard entry >= 0 else { return nil }
        let e = columns.entries[Int(entry)]
        entry = e.next
        return (e.row, e.cell)
    }
}
