/// The undo log behind transactional operations: the state of every row slot before its first change, plus
/// the bookkeeping needed to put the tableau back (row and symbol counts, free lists).
///
/// Saving a row is O(1): `Row` holds its cells in a copy-on-write array, so the saved copy shares storage with
/// the live row until the live row is changed — and then Swift copies it, which is the save.
struct Journal {
    private(set) var isRecording = false
    private(set) var savedRows: [(Int32, Row)] = []
    private(set) var rowCount = 0
    private(set) var freeRows: [Int32] = []
    private(set) var symbolCount = 0
    private(set) var freeSymbols: [Symbol] = []
    /// Per row slot: the transaction in which it was last saved.
    private var stamp: [UInt32] = []
    private var transaction: UInt32 = 0

    mutating func begin(rowCount: Int, freeRows: [Int32], symbolCount: Int, freeSymbols: [Symbol]) {
        precondition(!isRecording, "transactions do not nest")
        isRecording = true
        transaction &+= 1
        if transaction == 0 {  // wrapped: forget old stamps
            for i in stamp.indices { stamp[i] = 0 }
            transaction = 1
        }
        self.rowCount = rowCount
        self.freeRows = freeRows
        self.symbolCount = symbolCount
        self.freeSymbols = freeSymbols
        savedRows.removeAll(keepingCapacity: true)
    }

    /// Saves `rows[slot]` unless it was saved already in this transaction. Slots beyond the saved row count
    /// are new and need no saving (rollback drops them).
    mutating func save(_ slot: Int32, rows: [Row]) {
        if stamp.count < rows.count { stamp.append(contentsOf: repeatElement(0, count: rows.count - stamp.count)) }
        guard stamp[Int(slot)] != transaction else { return }
        stamp[Int(slot)] = transaction
        savedRows.append((slot, rows[Int(slot)]))
    }

    mutating func end() {
        isRecording = false
        savedRows.removeAll(keepingCapacity: true)
    }
}
