/// The undo log behind transactional operations: the state of every row slot before its first change, plus
/// the bookkeeping needed to put the tableau back (row and symbol counts, free lists, the top rank).
///
/// Saving a row is O(1): `Row` holds its cells in a copy-on-write array, so the saved copy shares storage with
/// the live row until the live row is changed — and then Swift copies it, which is the save.
struct Journal {
    /// Undo entries a log keeps room for between transactions: the log of a larger transaction (one that walked
    /// a long chain) is freed when the transaction ends, so that it is not kept for the solver's lifetime.
    static let keptCapacity = 1_024

    private(set) var isRecording = false
    private(set) var savedRows: [(Int32, Row)] = []
    private(set) var rowCount = 0
    private(set) var freeRows: [Int32] = []
    private(set) var symbolCount = 0
    private(set) var freeSymbols: [Symbol] = []
    private(set) var topRank = 0.0
    /// Per row slot: the transaction in which it was last saved.
    private var stamp: [UInt32] = []
    private var transaction: UInt32 = 0

    mutating func begin(rowCount: Int, freeRows: [Int32], symbolCount: Int, freeSymbols: [Symbol], topRank: Double) {
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
        self.topRank = topRank
        savedRows.removeAll(keepingCapacity: savedRows.count <= Journal.keptCapacity)
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
        savedRows.removeAll(keepingCapacity: savedRows.count <= Journal.keptCapacity)
    }

    /// The journal's own invariants: idle with nothing saved, or recording with each saved slot stamped with
    /// the current transaction, saved once, and inside the tableau.
    func checkInvariants(rowCount current: Int) -> String? {
        guard isRecording else { return savedRows.isEmpty ? nil : "an idle journal holds saved rows" }
        var slots: [Int32] = []
        for (slot, _) in savedRows {
            if Int(slot) >= current { return "journal: saved slot \(slot) is outside the tableau" }
            if Int(slot) >= stamp.count || stamp[Int(slot)] != transaction {
                return "journal: slot \(slot) not stamped"
            }
            slots.append(slot)
        }
        slots.sort()
        for i in slots.indices.dropFirst() where slots[i] == slots[i - 1] {
            return "journal: slot \(slots[i]) saved twice"
        }
        return nil
    }
}
