/// The objective: one cost row per priority level, `cost_L = Σ costᵢ · parametricᵢ`, compared
/// lexicographically in the order of ``PriorityLevels``.
///
/// Costs are sparse: each symbol keeps a short list of its nonzero costs, one entry per level where it has one, in
/// ascending level index, threaded through one pool of entries (freed entries are reused). Only parametric slack
/// and error symbols have costs, and most have them at one or two levels, so the objective holds a few entries per
/// constraint whatever the number of levels; the lexicographic tests of the simplex ("is this symbol's cost
/// vector negative", "which ratio vector is smallest") walk one list of at most `levels` entries. (Dense arrays per
/// level, indexed by symbol, cost `levels × symbols` doubles: a third of the solver's memory on a stack of views.)
/// An entry exists exactly when its cost is nonzero, so the costs read are those of the dense form, bit for bit.
///
/// The objective is optimal after every solver operation, so only a symbol whose cost changed since can be
/// an entering candidate: ``candidates`` collects those symbols (each once), and the simplex scans only them
/// — never the whole objective, which would make every add O(size of the layout).
///
/// Like ``Tableau``, the objective can record a transaction and roll it back exactly.
struct Objective {
    /// One nonzero cost: its level, the symbol's next entry (a higher level; -1 at the end), and the cost.
    private struct Entry {
        var level: Int32
        var next: Int32
        var cost: Double
    }

    /// Per symbol: its first entry, -1 when it has no cost (shorter than the symbol count: missing means -1).
    private var first: [Int32] = []
    private var entries: [Entry] = []
    private var freeEntry: Int32 = -1
    /// The number of levels.
    private(set) var levelCount = 0
    var priorities = PriorityLevels()
    /// Symbols whose cost changed since they were last found not to improve the objective.
    private(set) var candidates: [Symbol] = []
    private var isCandidate: [Bool] = []

    private var recording = false
    private var log: [(level: Int32, symbol: Symbol, old: Double)] = []

    /// The bytes the objective's arrays reserve (see ``Solver/_storage()``).
    var reservedBytes: Int {
        TrellisSolver.reservedBytes(first) + TrellisSolver.reservedBytes(entries)
            + TrellisSolver.reservedBytes(candidates) + TrellisSolver.reservedBytes(isCandidate)
            + TrellisSolver.reservedBytes(log)
    }

    /// The objective level of `priority`, created on first use.
    mutating func level(for priority: Priority) -> Int {
        let level = priorities.level(for: priority)
        if level == levelCount { levelCount += 1 }
        return level
    }

    /// Level indices, highest priority first.
    var order: [Int] { priorities.order }

    /// The costs at `level` as a dense row indexed by symbol (for inspection: ``Solver/dump()``).
    func costs(at level: Int) -> [Double] {
        var dense = [Double](repeating: 0, count: first.count)
        for s in first.indices { dense[s] = cost(level, Symbol(s)) }
        return dense
    }

    /// The cost of `s` at `level`.
    @inline(__always)
    func cost(_ level: Int, _ s: Symbol) -> Double {
        let i = Int(s)
        guard i < first.count else { return 0 }
        var e = first[i]
        while e >= 0 {
            let entry = entries[Int(e)]
            if Int(entry.level) >= level { return Int(entry.level) == level ? entry.cost : 0 }
            e = entry.next
        }
        return 0
    }

    /// Sets the cost of `s` at `level` to `value`: the entry is made, changed or freed (an entry exists exactly
    /// when its cost is nonzero). Returns the old cost.
    @discardableResult
    private mutating func set(_ level: Int, _ s: Symbol, _ value: (Double) -> Double) -> Double {
        let i = Int(s)
        if i >= first.count {
            first.append(contentsOf: repeatElement(-1, count: max(i + 1, first.count + first.count / 2) - first.count))
        }
        var previous: Int32 = -1
        var e = first[i]
        while e >= 0 && Int(entries[Int(e)].level) < level {
            previous = e
            e = entries[Int(e)].next
        }
        if e >= 0 && Int(entries[Int(e)].level) == level {
            let old = entries[Int(e)].cost
            let new = value(old)
            if new != 0 {
                entries[Int(e)].cost = new
            } else {
                let next = entries[Int(e)].next
                if previous >= 0 { entries[Int(previous)].next = next } else { first[i] = next }
                entries[Int(e)].next = freeEntry
                freeEntry = e
            }
            return old
        }
        let new = value(0)
        guard new != 0 else { return 0 }
        let entry = Entry(level: Int32(level), next: e, cost: new)
        let made: Int32
        if freeEntry >= 0 {
            made = freeEntry
            freeEntry = entries[Int(made)].next
            entries[Int(made)] = entry
        } else {
            made = Int32(entries.count)
            entries.append(entry)
        }
        if previous >= 0 { entries[Int(previous)].next = made } else { first[i] = made }
        return 0
    }

    /// `cost_L[s] += delta`.
    mutating func add(_ level: Int, _ s: Symbol, _ delta: Double) {
        let old = set(level, s) { Tolerance.sum($0, delta) }
        if recording { log.append((Int32(level), s, old)) }
        noteCandidate(s)
    }

    /// `cost_L += factor · (row's right side)`: adds a basic symbol's weight through its row (the same as one
    /// ``add(_:_:_:)`` per cell; this runs for every pivot whose entering symbol has a cost).
    mutating func add(_ level: Int, row: Row, times factor: Double) {
        for cell in row.cells { add(level, cell.symbol, factor * cell.coefficient) }
    }

    /// `cost_L += factor · s`, through `s`'s row when `s` is basic.
    mutating func add(_ level: Int, symbol s: Symbol, times factor: Double, in tableau: Tableau) {
        let r = tableau.rowOf[Int(s)]
        if r < 0 { add(level, s, factor) } else { add(level, row: tableau.rows[Int(r)], times: factor) }
    }

    /// Replaces `s` (now basic with `row`) by the row's right side at every level, in ascending level index.
    mutating func substitute(_ s: Symbol, by row: Row) {
        guard Int(s) < first.count else { return }
        while first[Int(s)] >= 0 {
            let entry = entries[Int(first[Int(s)])]
            set(Int(entry.level), s) { _ in 0 }
            if recording { log.append((entry.level, s, entry.cost)) }
            add(Int(entry.level), row: row, times: entry.cost)
        }
    }

    /// Sets the cost of `s` to zero at every level (for a symbol fixed at zero or gone).
    mutating func erase(_ s: Symbol) {
        guard Int(s) < first.count else { return }
        while first[Int(s)] >= 0 {
            let entry = entries[Int(first[Int(s)])]
            set(Int(entry.level), s) { _ in 0 }
            if recording { log.append((entry.level, s, entry.cost)) }
        }
    }

    // MARK: Candidates

    private mutating func noteCandidate(_ s: Symbol) {
        let i = Int(s)
        if i >= isCandidate.count {
            isCandidate.append(
                contentsOf: repeatElement(
                    false, count: max(i + 1, isCandidate.count + isCandidate.count / 2) - isCandidate.count))
        }
        if !isCandidate[i] {
            isCandidate[i] = true
            candidates.append(s)
        }
    }

    /// Keeps candidate `k` at position `kept` of the list being compacted (see ``endCandidateCompaction(kept:)``).
    @inline(__always)
    mutating func keepCandidate(_ k: Int, at kept: Int) { candidates[kept] = candidates[k] }

    /// Drops candidate `k`: it no longer improves the objective, and comes back when its cost changes again.
    @inline(__always)
    mutating func dropCandidate(_ k: Int) { isCandidate[Int(candidates[k])] = false }

    /// Ends a compaction pass that kept `kept` candidates.
    mutating func endCandidateCompaction(kept: Int) { candidates.removeLast(candidates.count - kept) }

    // MARK: Transactions

    mutating func beginTransaction() {
        recording = true
        log.removeAll(keepingCapacity: true)
    }

    mutating func commit() {
        recording = false
        log.removeAll(keepingCapacity: log.count <= Journal.keptCapacity)
    }

    /// Restores every cost changed since ``beginTransaction()``. Candidates noted meanwhile stay listed; that
    /// is harmless, since the restored objective is optimal and the simplex drops non-improving candidates.
    mutating func rollback() {
        for entry in log.reversed() { set(Int(entry.level), entry.symbol) { _ in entry.old } }
        commit()
    }
}
