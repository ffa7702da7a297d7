/// The objective: one cost row per priority level, `cost_L = Σ costᵢ · parametricᵢ`, compared
/// lexicographically in the order of ``PriorityLevels``.
///
/// Costs are dense arrays indexed by symbol, so the lexicographic tests of the simplex ("is this symbol's
/// cost vector negative", "which ratio vector is smallest") are O(levels) array reads.
///
/// The objective is optimal after every solver operation, so only a symbol whose cost changed since can be
/// an entering candidate: ``candidates`` collects those symbols (each once), and the simplex scans only them
/// — never the whole objective, which would make every add O(size of the layout).
///
/// Like ``Tableau``, the objective can record a transaction and roll it back exactly.
struct Objective {
    /// Costs of one level, by symbol (shorter than the symbol count: missing entries are 0).
    private(set) var levels: [[Double]] = []
    var priorities = PriorityLevels()
    /// Symbols whose cost changed since they were last found not to improve the objective.
    private(set) var candidates: [Symbol] = []
    private var isCandidate: [Bool] = []

    private var recording = false
    private var log: [(level: Int32, symbol: Symbol, old: Double)] = []

    /// The bytes the objective's arrays reserve (see ``Solver/_storage()``).
    var reservedBytes: Int {
        var n = TrellisSolver.reservedBytes(levels) + TrellisSolver.reservedBytes(candidates)
        for level in levels { n += TrellisSolver.reservedBytes(level) }
        return n + TrellisSolver.reservedBytes(isCandidate) + TrellisSolver.reservedBytes(log)
    }

    /// The objective level of `priority`, created on first use.
    mutating func level(for priority: Priority) -> Int {
        let level = priorities.level(for: priority)
        if level == levels.count { levels.append([]) }
        return level
    }

    /// Level indices, highest priority first.
    var order: [Int] { priorities.order }

    /// The cost of `s` at `level`.
    @inline(__always)
    func cost(_ level: Int, _ s: Symbol) -> Double {
        let i = Int(s)
        return i < levels[level].count ? levels[level][i] : 0
    }

    /// `cost_L[s] += delta`.
    mutating func add(_ level: Int, _ s: Symbol, _ delta: Double) {
        let i = Int(s)
        if i >= levels[level].count {
            let n = max(i + 1, levels[level].count * 2)
            levels[level].append(contentsOf: repeatElement(0, count: n - levels[level].count))
        }
        let old = levels[level][i]
        if recording { log.append((Int32(level), s, old)) }
        levels[level][i] = Tolerance.sum(old, delta)
        noteCandidate(s)
    }

    /// `cost_L += factor · (row's right side)`: adds a basic symbol's weight through its row. (The same as
    /// one ``add(_:_:_:)`` per cell, with one exclusive access per array for the whole row: this runs for every
    /// pivot whose entering symbol has a cost.)
    mutating func add(_ level: Int, row: Row, times factor: Double) {
        var top = -1
        for cell in row.cells where Int(cell.symbol) > top { top = Int(cell.symbol) }
        guard top >= 0 else { return }
        if top >= levels[level].count {
            let n = max(top + 1, levels[level].count * 2)
            levels[level].append(contentsOf: repeatElement(0, count: n - levels[level].count))
        }
        if top >= isCandidate.count {
            isCandidate.append(
                contentsOf: repeatElement(false, count: max(top + 1, isCandidate.count * 2) - isCandidate.count))
        }
        if recording {
            for cell in row.cells { log.append((Int32(level), cell.symbol, levels[level][Int(cell.symbol)])) }
        }
        levels[level].withUnsafeMutableBufferPointer { costs in
            isCandidate.withUnsafeMutableBufferPointer { flags in
                for cell in row.cells {
                    let i = Int(cell.symbol)
                    costs[i] = Tolerance.sum(costs[i], factor * cell.coefficient)
                    if !flags[i] {
                        flags[i] = true
                        candidates.append(cell.symbol)
                    }
                }
            }
        }
    }

    /// `cost_L += factor · s`, through `s`'s row when `s` is basic.
    mutating func add(_ level: Int, symbol s: Symbol, times factor: Double, in tableau: Tableau) {
        let r = tableau.rowOf[Int(s)]
        if r < 0 { add(level, s, factor) } else { add(level, row: tableau.rows[Int(r)], times: factor) }
    }

    /// Replaces `s` (now basic with `row`) by the row's right side at every level.
    mutating func substitute(_ s: Symbol, by row: Row) {
        for level in levels.indices {
            let c = cost(level, s)
            guard c != 0 else { continue }
            if recording { log.append((Int32(level), s, c)) }
            levels[level][Int(s)] = 0
            add(level, row: row, times: c)
        }
    }

    /// Sets the cost of `s` to zero at every level (for a symbol fixed at zero or gone).
    mutating func erase(_ s: Symbol) {
        for level in levels.indices where cost(level, s) != 0 {
            if recording { log.append((Int32(level), s, levels[level][Int(s)])) }
            levels[level][Int(s)] = 0
        }
    }

    // MARK: Candidates

    private mutating func noteCandidate(_ s: Symbol) {
        let i = Int(s)
        if i >= isCandidate.count {
            isCandidate.append(
                contentsOf: repeatElement(false, count: max(i + 1, isCandidate.count * 2) - isCandidate.count))
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
        log.removeAll(keepingCapacity: true)
    }

    /// Restores every cost changed since ``beginTransaction()``. Candidates noted meanwhile stay listed; that
    /// is harmless, since the restored objective is optimal and the simplex drops non-improving candidates.
    mutating func rollback() {
        for entry in log.reversed() { levels[Int(entry.level)][Int(entry.symbol)] = entry.old }
        commit()
    }
}
