/// The column index: for every symbol, the places (row slot, cell index) that hold it.
///
/// Each column is a doubly linked list threaded through one pool of entries, so adding and removing an entry
/// is O(1) and allocates nothing once the pool has grown — a layout of 16,000 views does not make 100,000
/// little arrays. Freed entries are reused (free list through `next`). Iteration order is the reverse of
/// insertion: a deterministic function of the operations performed.
struct Columns {
    /// One place: the row slot and cell index it points at, and its neighbours in the column.
    struct Entry {
        var row: Int32
        var cell: Int32
        var next: Int32
        var previous: Int32
    }

    /// Per symbol: the first entry of its column (-1 when empty) and the column's length.
    fileprivate struct Head {
        var first: Int32 = -1
        var count: Int32 = 0
    }

    private var heads: [Head] = []
    private(set) var entries: [Entry] = []
    private var freeEntry: Int32 = -1

    /// The bytes the index's arrays reserve (see ``Solver/_storage()``).
    var reservedBytes: Int { TrellisSolver.reservedBytes(heads) + TrellisSolver.reservedBytes(entries) }

    /// Makes room for one more symbol (with an empty column).
    mutating func appendSymbol() { heads.append(Head()) }

    /// Forgets the symbols from `n` on; their columns must be empty.
    mutating func truncateSymbols(to n: Int) { heads.removeLast(heads.count - n) }

    /// The number of places in `s`'s column.
    @inline(__always)
    func count(_ s: Symbol) -> Int32 { heads[Int(s)].count }

    /// Adds the place (`row`, `cell`) to `s`'s column; returns the entry id. (One exclusive access per array,
    /// as in ``remove(_:of:)``: this runs for every cell that enters a row.)
    mutating func insert(_ s: Symbol, row: Int32, cell: Int32) -> Int32 {
        if freeEntry < 0 {
            entries.append(Entry(row: -1, cell: -1, next: -1, previous: -1))
            freeEntry = Int32(entries.count - 1)
        }
        let e = freeEntry
        let first = heads[Int(s)].first
        freeEntry = entries.withUnsafeMutableBufferPointer { entries in
            let nextFree = entries[Int(e)].next
            entries[Int(e)] = Entry(row: row, cell: cell, next: first, previous: -1)
            if first >= 0 { entries[Int(first)].previous = e }
            return nextFree
        }
        heads.withUnsafeMutableBufferPointer { heads in
            heads[Int(s)].first = e
            heads[Int(s)].count += 1
        }
        return e
    }

    /// Adds `count` places of one row at once — the i-th for symbol `symbol(i)` at cell `firstCell + i` —
    /// reporting each entry id to `entry(i, e)`: the same entries as `count` calls of ``insert(_:row:cell:)``,
    /// with one exclusive access per array for the whole batch.
    mutating func insert(
        row: Int32, firstCell: Int32, count: Int, symbol: (Int) -> Symbol, entry report: (Int, Int32) -> Void
    ) {
        // Free entries for the whole batch first, so that the pool does not grow inside the buffers' scope: the
        // free list in order, then new entries at the end (the ids `count` single inserts would take).
        var free = 0
        var last: Int32 = -1
        var f = freeEntry
        while f >= 0 && free < count {
            free += 1
            last = f
            f = entries[Int(f)].next
        }
        if free < count {
            let start = Int32(entries.count)
            for k in 0..<Int32(count - free) {
                entries.append(
                    Entry(row: -1, cell: -1, next: k + 1 < Int32(count - free) ? start + k + 1 : -1, previous: -1))
            }
            if last >= 0 { entries[Int(last)].next = start } else { freeEntry = start }
        }
        var next = freeEntry
        heads.withUnsafeMutableBufferPointer { heads in
            entries.withUnsafeMutableBufferPointer { entries in
                for i in 0..<count {
                    let e = next
                    next = entries[Int(e)].next
                    let s = Int(symbol(i))
                    let first = heads[s].first
                    entries[Int(e)] = Entry(row: row, cell: firstCell + Int32(i), next: first, previous: -1)
                    if first >= 0 { entries[Int(first)].previous = e }
                    heads[s].first = e
                    heads[s].count += 1
                    report(i, e)
                }
            }
        }
        freeEntry = next
    }

    /// Removes entry `e` from `s`'s column. (One exclusive access per array: this runs for every cell that
    /// leaves a row, so per-element uniqueness checks would dominate it.)
    mutating func remove(_ e: Int32, of s: Symbol) {
        let free = freeEntry
        let unlinked: Int32 = entries.withUnsafeMutableBufferPointer { entries in
            let n = entries[Int(e)].next, p = entries[Int(e)].previous
            if p >= 0 { entries[Int(p)].next = n }
            if n >= 0 { entries[Int(n)].previous = p }
            entries[Int(e)].next = free
            return p >= 0 ? -2 : n  // -2: the head stays; else the new head
        }
        heads.withUnsafeMutableBufferPointer { heads in
            if unlinked != -2 { heads[Int(s)].first = unlinked }
            heads[Int(s)].count -= 1
        }
        freeEntry = e
    }

    /// Several removals and repointings in one exclusive access per array: `body` gets an editor over the raw
    /// buffers (for dropping the cancelled cells of a row).
    mutating func edit<R>(_ body: (inout Editor) -> R) -> R {
        let free = freeEntry
        let (result, newFree): (R, Int32) = heads.withUnsafeMutableBufferPointer { heads in
            entries.withUnsafeMutableBufferPointer { entries in
                var editor = Editor(heads: heads, entries: entries, freeEntry: free)
                let result = body(&editor)
                return (result, editor.freeEntry)
            }
        }
        freeEntry = newFree
        return result
    }

    /// Raw access to the column index for a batch of edits (see ``edit(_:)``): the same operations as
    /// ``remove(_:of:)`` and ``setCell(_:_:)``.
    struct Editor {
        fileprivate let heads: UnsafeMutableBufferPointer<Head>
        fileprivate let entries: UnsafeMutableBufferPointer<Entry>
        fileprivate(set) var freeEntry: Int32

        mutating func remove(_ e: Int32, of s: Symbol) {
            let n = entries[Int(e)].next, p = entries[Int(e)].previous
            if p >= 0 { entries[Int(p)].next = n } else { heads[Int(s)].first = n }
            if n >= 0 { entries[Int(n)].previous = p }
            entries[Int(e)].next = freeEntry
            heads[Int(s)].count -= 1
            freeEntry = e
        }

        func setCell(_ e: Int32, _ cell: Int32) { entries[Int(e)].cell = cell }
    }

    /// Points entry `e` at another cell index of its row (after a swap-removal moved the cell).
    @inline(__always)
    mutating func setCell(_ e: Int32, _ cell: Int32) { entries[Int(e)].cell = cell }

    /// The first entry of `s`'s column, or -1.
    @inline(__always)
    func first(_ s: Symbol) -> Int32 { heads[Int(s)].first }

    /// Read-only raw access to the index for a loop that must not pay a retain per column it walks.
    struct View {
        fileprivate let heads: UnsafeBufferPointer<Head>
        let entries: UnsafeBufferPointer<Entry>

        /// The first entry of `s`'s column, or -1.
        @inline(__always)
        func first(_ s: Symbol) -> Int32 { heads[Int(s)].first }

        /// The number of places in `s`'s column.
        @inline(__always)
        func count(_ s: Symbol) -> Int32 { heads[Int(s)].count }
    }

    /// Calls `body` with a ``View`` of the index (valid only inside `body`).
    func withView<R>(_ body: (View) throws -> R) rethrows -> R {
        try heads.withUnsafeBufferPointer { heads in
            try entries.withUnsafeBufferPointer { entries in try body(View(heads: heads, entries: entries)) }
        }
    }
}
