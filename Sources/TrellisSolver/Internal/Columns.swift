/// The column index: for every symbol, the places (row slot, cell index) that hold it.
///
/// Each column is a doubly linked list threaded through one pool of flat arrays, so adding and removing an
/// entry is O(1) and allocates nothing once the pool has grown — a layout of 16,000 views does not make
/// 100,000 little arrays. Freed entries are reused (free list through `next`). Iteration order is the
/// reverse of insertion: a deterministic function of the operations performed.
struct Columns {
    /// Per symbol: its first entry (-1 when the column is empty) and its entry count.
    private var head: [Int32] = []
    private(set) var count: [Int32] = []
    /// Per entry: the row slot and the cell index it points at; the neighbours in its column.
    private(set) var row: [Int32] = []
    var cell: [Int32] = []
    private var next: [Int32] = []
    private var previous: [Int32] = []
    private var freeEntry: Int32 = -1

    /// Makes room for one more symbol (with an empty column).
    mutating func appendSymbol() {
        head.append(-1)
        count.append(0)
    }

    /// Forgets the symbols from `n` on; their columns must be empty.
    mutating func truncateSymbols(to n: Int) {
        head.removeLast(head.count - n)
        count.removeLast(count.count - n)
    }

    /// Adds the place (`row`, `cell`) to `s`'s column; returns the entry id.
    mutating func insert(_ s: Symbol, row r: Int32, cell c: Int32) -> Int32 {
        let e: Int32
        if freeEntry >= 0 {
            e = freeEntry
            freeEntry = next[Int(e)]
            row[Int(e)] = r
            cell[Int(e)] = c
        } else {
            e = Int32(row.count)
            row.append(r)
            cell.append(c)
            next.append(-1)
            previous.append(-1)
        }
        let h = head[Int(s)]
        next[Int(e)] = h
        previous[Int(e)] = -1
        if h >= 0 { previous[Int(h)] = e }
        head[Int(s)] = e
        count[Int(s)] += 1
        return e
    }

    /// Removes entry `e` from `s`'s column.
    mutating func remove(_ e: Int32, of s: Symbol) {
        let n = next[Int(e)], p = previous[Int(e)]
        if p >= 0 { next[Int(p)] = n } else { head[Int(s)] = n }
        if n >= 0 { previous[Int(n)] = p }
        count[Int(s)] -= 1
        next[Int(e)] = freeEntry
        freeEntry = e
    }

    /// The first entry of `s`'s column, or -1.
    @inline(__always)
    func first(_ s: Symbol) -> Int32 { head[Int(s)] }

    /// The entry after `e` in its column, or -1.
    @inline(__always)
    func next(_ e: Int32) -> Int32 { next[Int(e)] }
}
