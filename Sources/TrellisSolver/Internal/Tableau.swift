/// The simplex tableau: rows over dense symbols, with a **column index** — for every symbol, the rows whose cells
/// hold it.
///
/// Restricted rows are canonical (their cells are parametric symbols); external rows are definitions that may
/// refer to other basic symbols (see ``Row``). The column index is why building and editing stay proportional to
/// the rows that actually hold a symbol: substituting, pivoting and ratio tests never scan the whole tableau.
/// Cells and column entries point at each other (`Cell.entry`, `Columns.Entry.cell`), so a cell is added or
/// removed in O(1).
///
/// Rows live in slots (`Int32` ids, reused through a free list); symbols are dense ids. Everything is flat
/// arrays — no hashing — so every choice that depends on order is a deterministic function of the calls made.
///
/// Rows change only through ``edit(_:_:)`` (and row insertion and removal), which save a row before its first
/// change while a transaction records, so that a failed operation can be rolled back exactly.
@usableFromInline
struct Tableau {
    /// Row slots; a free slot holds an empty row with `basic == noSymbol`.
    @usableFromInline fileprivate(set) var rows: [Row] = []
    private var freeRows: [Int32] = []

    /// Per symbol: its kind, its row slot when basic (else -1), its column, and the constraint slot that owns it
    /// as a marker (-1 for externals and temporaries).
    private(set) var kind: [SymbolKind] = []
    @usableFromInline private(set) var rowOf: [Int32] = []
    fileprivate(set) var columns = Columns()
    var owner: [Int32] = []
    private var freeSymbols: [Symbol] = []

    var scratch = MergeScratch()
    /// Scratch of the rank reordering: per row slot, the search that last visited it.
    var visitStamp: [UInt32] = []
    var visitCounter: UInt32 = 0
    var isReorderRoomShortage = false
    /// Storage reused by ``expand(_:)``'s heap.
    var expansionHeap: [(rank: Double, id: Int32)] = []
    /// Storage reused by ``expand(_:)``: per accumulated cell, the largest term added into it.
    var expansionScale: [Double] = []
    private var journal = Journal()

    /// A rank above every external row's (the next definition with nothing above it goes there).
    private(set) var topRank: Double = 0

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
        scratch.position.append(-1)
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

    /// Whether `s` is basic in an external row (a defined variable).
    @inline(__always)
    func isExternalRow(_ slot: Int32) -> Bool { kind[Int(rows[Int(slot)].basic)] == .external }

    /// The number of rows whose cells hold `s`.
    @inline(__always)
    func columnCount(_ s: Symbol) -> Int { Int(columns.count(s)) }

    /// The places (row slot, cell index) that hold `s`.
    @inline(__always)
    func column(_ s: Symbol) -> ColumnSequence { ColumnSequence(columns: columns, entry: columns.first(s)) }

    // MARK: Rows

    /// Adds `row` (whose `basic` is set and not basic elsewhere) and returns its slot.
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
        return row
    }

    /// Makes `entering` the basic symbol of the row in `slot` (solving the row for it): the old basic symbol becomes
    /// a parametric cell of the row. Only that row changes; substituting it elsewhere is the caller's step.
    mutating func solve(_ slot: Int32, for entering: Symbol) {
        let leaving = rows[Int(slot)].basic
        edit(slot) { $0.solve(for: entering) }
        rowOf[Int(leaving)] = -1
        rowOf[Int(entering)] = slot
    }

    /// Adds `coefficient × shift` to the constant of every row holding `s` (a constraint's constant or an edit's
    /// suggestion moving through a parametric marker) and appends each row's slot to `touched`. One pass over the
    /// column with raw buffers (every row is saved first when a transaction records): this runs for every row a
    /// window resize reaches.
    mutating func shiftConstants(alongColumnOf s: Symbol, by shift: Double, touched: inout [Int32]) {
        if journal.isRecording { for (slot, _) in column(s) { touch(slot) } }
        let first = columns.first(s)
        columns.entries.withUnsafeBufferPointer { entries in
            rows.withUnsafeMutableBufferPointer { rows in
                var e = first
                while e >= 0 {
                    let entry = entries[Int(e)]
                    e = entry.next
                    let slot = Int(entry.row)
                    let a = rows[slot].cells[Int(entry.cell)].coefficient
                    rows[slot].constant = Tolerance.sumConstant(rows[slot].constant, a * shift)
                    touched.append(entry.row)
                }
            }
        }
    }

    /// Scatters `source`'s cells into the merge scratch (`position[symbol]` = cell index) for
    /// ``RowEditor/add(_:times:)``; ``unscatter(_:)`` clears it.
    mutating func scatter(_ source: Row) {
        for (i, cell) in source.cells.enumerated() { scratch.position[Int(cell.symbol)] = Int32(i) }
        if scratch.seen.count < source.cells.count {
            scratch.seen.append(contentsOf: repeatElement(0, count: source.cells.count - scratch.seen.count))
        }
    }

    mutating func unscatter(_ source: Row) {
        for cell in source.cells { scratch.position[Int(cell.symbol)] = -1 }
    }

    /// Raises `topRank` to at least `rank` (after a definition was placed there).
    mutating func noteRank(_ rank: Double) { topRank = max(topRank, rank) }

    /// Sets `topRank` after a renumbering.
    mutating func resetTopRank(_ rank: Double) { topRank = rank }

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

    // MARK: Editing

    /// Edits the row in `slot`: the row is saved for rollback first (if a transaction records), then `body` gets
    /// a ``RowEditor`` over it (the row, the column index and the merge scratch move into the editor and back).
    mutating func edit<R>(_ slot: Int32, _ body: (inout RowEditor) -> R) -> R {
        touch(slot)
        var editor = RowEditor(
            slot: slot, row: take(&rows[Int(slot)], Row()), columns: take(&columns, Columns()),
            scratch: take(&scratch, MergeScratch()))
        let result = body(&editor)
        editor.finish(row: &rows[Int(slot)], columns: &columns, scratch: &scratch)
        return result
    }

    // MARK: Transactions

    /// Starts recording: every row slot is saved before its first change, so that ``rollback()`` can put the
    /// tableau back exactly as it is now. Transactions do not nest.
    mutating func beginTransaction() {
        journal.begin(
            rowCount: rows.count, freeRows: freeRows, symbolCount: kind.count, freeSymbols: freeSymbols,
            topRank: topRank)
    }

    /// Stops recording and keeps the changes.
    mutating func commit() { journal.end() }

    /// Whether a transaction records.
    var isRecording: Bool { journal.isRecording }

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
        scratch.position.removeLast(scratch.position.count - n)
        freeSymbols = journal.freeSymbols
        topRank = journal.topRank
        journal.end()
    }

    /// Saves the row in `slot` before its first change in the current transaction.
    @inline(__always)
    private mutating func touch(_ slot: Int32) {
        if journal.isRecording { journal.save(slot, rows: rows) }
    }

    // MARK: Inspection

    /// Checks the tableau's invariants: `rowOf` and the column index agree with the rows; restricted rows are
    /// canonical (no basic symbol, no external symbol in their cells); external rows refer only to external rows
    /// of lower rank; no zero cells; and the journal is idle or consistent. For tests.
    func checkInvariants() -> String? {
        for (slot, row) in rows.enumerated() where row.basic != noSymbol {
            if rowOf[Int(row.basic)] != Int32(slot) { return "rowOf[\(row.basic)] != \(slot)" }
            let external = kind[Int(row.basic)] == .external
            for (i, cell) in row.cells.enumerated() {
                if cell.symbol == row.basic { return "row \(slot) holds its own basic symbol" }
                if cell.coefficient == 0 { return "zero cell in row \(slot)" }
                if !cell.coefficient.isFinite { return "non-finite cell in row \(slot)" }
                let r = rowOf[Int(cell.symbol)]
                if !external {
                    if r >= 0 { return "basic symbol \(cell.symbol) in restricted row \(slot)" }
                    if kind[Int(cell.symbol)] == .external {
                        return "variable \(cell.symbol) in restricted row \(slot)"
                    }
                } else if r >= 0 && kind[Int(cell.symbol)] == .external && rows[Int(r)].rank >= row.rank {
                    return "row \(slot) (rank \(row.rank)) refers to row \(r) (rank \(rows[Int(r)].rank))"
                }
                let entry = columns.entries[Int(cell.entry)]
                if entry.row != Int32(slot) || entry.cell != Int32(i) { return "column entry mismatch" }
            }
            if !row.constant.isFinite { return "non-finite constant in row \(slot)" }
            if external && row.rank > topRank { return "row \(slot) ranks above the top rank" }
        }
        for s in 0..<kind.count {
            var n = 0
            for (r, c) in column(Symbol(s)) {
                n += 1
                if rows[Int(r)].cells[Int(c)].symbol != Int32(s) {
                    return "column \(s) points at a cell of another symbol"
                }
            }
            if n != columnCount(Symbol(s)) { return "column \(s) count mismatch" }
        }
        if let problem = journal.checkInvariants(rowCount: rows.count) { return problem }
        return nil
    }
}

/// Moves `value` out, leaving `empty` in its place.
@inline(__always)
private func take<T>(_ value: inout T, _ empty: T) -> T {
    var other = empty
    swap(&other, &value)
    return other
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
