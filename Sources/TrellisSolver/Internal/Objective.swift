/// The objective: one cost row per priority level, `cost_L = Σ costᵢ · parametricᵢ`, compared
/// lexicographically in the order of ``PriorityLevels``.
///
/// Costs are dense arrays indexed by symbol, so the lexicographic tests of the simplex ("is this symbol's
/// cost vector negative", "which ratio vector is smallest") are O(levels) array reads. Each level also keeps
/// its *support*: the symbols that may have a nonzero cost, so that choosing an entering symbol scans only
/// those (zeros are dropped lazily).
///
/// Like ``Tableau``, the objective can record a transaction and roll it back exactly.
struct Objective {
    struct Level {
        var cost: [Double] = []
        var support: [Symbol] = []
        var inSupport: [Bool] = []
    }

    private(set) var levels: [Level] = []
    var priorities = PriorityLevels()

    private var recording = false
    private var log: [(level: Int32, symbol: Symbol, old: Double)] = []
    private var supportCounts: [Int] = []

    /// The objective level of `priority`, created on first use.
    mutating func level(for priority: Priority) -> Int {
        let level = priorities.level(for: priority)
        if level == levels.count { levels.append(Level()) }
        return level
    }

    /// Level indices, highest priority first.
    var order: [Int] { priorities.order }

    /// The cost of `s` at `level`.
    @inline(__always)
    func cost(_ level: Int, _ s: Symbol) -> Double {
        let cost = levels[level].cost
        return Int(s) < cost.count ? cost[Int(s)] : 0
    }

    /// `cost_L[s] += delta`.
    mutating func add(_ level: Int, _ s: Symbol, _ delta: Double) {
        let i = Int(s)
        if i >= levels[level].cost.count {
            let n = max(i + 1, levels[level].cost.count * 2)
            levels[level].cost.append(contentsOf: repeatElement(0, count: n - levels[level].cost.count))
            levels[level].inSupport.append(contentsOf: repeatElement(false, count: n - levels[level].inSupport.count))
        }
        let old = levels[level].cost[i]
        if recording { log.append((Int32(level), s, old)) }
        levels[level].cost[i] = Tolerance.sum(old, delta)
        if !levels[level].inSupport[i] {
            levels[level].inSupport[i] = true
            levels[level].support.append(s)
        }
    }

    /// `cost_L += factor · (row's right side)`: adds a basic symbol's weight through its row.
    mutating func add(_ level: Int, row: Row, times factor: Double) {
        for cell in row.cells { add(level, cell.symbol, factor * cell.coefficient) }
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
            levels[level].cost[Int(s)] = 0
            add(level, row: row, times: c)
        }
    }

    /// Sets the cost of `s` to zero at every level (for a symbol fixed at zero).
    mutating func erase(_ s: Symbol) {
        for level in levels.indices where cost(level, s) != 0 {
            if recording { log.append((Int32(level), s, levels[level].cost[Int(s)])) }
            levels[level].cost[Int(s)] = 0
        }
    }

    /// Drops the zero entries of `level`'s support (not while recording, so that rollback stays exact).
    mutating func compactSupport(_ level: Int) {
        if !recording {
            var kept = 0
            for s in levels[level].support {
                if levels[level].cost[Int(s)] != 0 {
                    levels[level].support[kept] = s
                    kept += 1
                } else {
                    levels[level].inSupport[Int(s)] = false
                }
            }
            levels[level].support.removeLast(levels[level].support.count - kept)
        }
    }

    // MARK: Transactions

    mutating func beginTransaction() {
        recording = true
        log.removeAll(keepingCapacity: true)
        supportCounts = levels.map(\.support.count)
    }

    mutating func commit() {
        recording = false
        log.removeAll(keepingCapacity: true)
    }

    mutating func rollback() {
        for entry in log.reversed() { levels[Int(entry.level)].cost[Int(entry.symbol)] = entry.old }
        for level in levels.indices {
            let keep = level < supportCounts.count ? supportCounts[level] : 0
            for s in levels[level].support[keep...] { levels[level].inSupport[Int(s)] = false }
            levels[level].support.removeLast(levels[level].support.count - keep)
        }
        commit()
    }
}
