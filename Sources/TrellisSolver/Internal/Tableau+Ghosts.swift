/// Ghosts: the dummies of a chain of definitions, kept out of the canonical rows.
///
/// A required equality carries a dummy (`expression + d = 0`) so that it can be found again: for removal, for a
/// change of its constant, and to name it in a conflict. A definition holds its own dummy, and a canonical row that
/// expands a chain of definitions collects the dummies of every link — the only cells of those rows that grow with
/// the depth of the chain (a nesting of n views: the width slack of the deepest view held 2n dummies beside its two
/// real cells, 99.8 % of the restricted rows' cells at 1,000 levels), and every substitution copied them.
///
/// A ghost is a symbol that stands for a **fixed** linear combination of dummies and older ghosts, always 0, never
/// basic. Three places make them: ``ghost(of:)`` gives a defined variable's ghost (its definition's parametric dummy
/// and ghost cells plus, per variable it refers to, that variable's ghost), which ``expand(_:ghosts:)`` adds instead
/// of the dummies of the chain once only one definition is left to expand (nothing can cancel below it);
/// ``compacted(_:)`` gives a row with its markers as one ghost, for substituting it into others (a pivot row into its
/// column, a restricted row met in an expansion), so a chain of rows substituted into one another does not copy the
/// markers of all below into each; ``compactMarkers(_:)`` folds the markers of a row that gathered many. Restricted
/// rows thus keep their real cells plus O(1) marker cells (nesting 1,000 levels top-down: longest row 2,002 → 7).
///
/// A ghost's content never changes once made, so a ghost cell means the same combination of dummies for as long
/// as a row holds it, whatever happens to the definitions afterwards — the canonical rows that held the explicit
/// dummies would not have changed either (a definition changing leaves canonical rows alone; only the pivots
/// that change them, and those act on ghost cells linearly as on dummies). What a definition's ghost would be
/// *now* is cached per variable and dropped (``invalidateGhosts()``) whenever a definition's marker content may
/// have changed: a variable with referrers gets defined, a definition changes or goes (removal), a basic dummy
/// leaves the basis, a rollback.
///
/// The explicit column of a dummy is needed only to remove or shift its equality, and when a dummy becomes basic
/// (a repeated equality kept as a basic dummy): ``materializeGhosts(_:)`` then replaces every ghost cell by the
/// dummies it stands for, so that the existing removal, constant shift and redundancy steps see every dummy where
/// the canonical tableau would hold it. It sums each dummy's coefficient in the order the explicit tableau would
/// have (oldest contribution first), so that the same partial sums cancel to zero: summed newest ghost first, partial
/// sums small against their two terms but not noise were zeroed (churn seeds 3251 and 3344 ended off the optimum).
/// Ghosts are released once no row holds them (outside transactions).
extension Tableau {
    /// The ghost of the defined variable `x` (see the type's comment), made if the cache is stale; `noSymbol` when
    /// the definition's chain holds no dummy.
    mutating func ghost(of x: Symbol) -> Symbol {
        if ghostStamp[Int(x)] == ghostGeneration { return ghostOf[Int(x)] }
        // Post-order over the definitions whose ghosts are stale (an explicit stack: chains are deep).
        var stack: [(symbol: Symbol, ready: Bool)] = [(x, false)]
        while let (s, ready) = stack.popLast() {
            guard ghostStamp[Int(s)] != ghostGeneration else { continue }
            let slot = Int(rowOf[Int(s)])
            if !ready {
                stack.append((s, true))
                for cell in rows[slot].cells
                where isDefined(cell.symbol) && ghostStamp[Int(cell.symbol)] != ghostGeneration {
                    stack.append((cell.symbol, false))
                }
                continue
            }
            var content: [Cell] = []
            for cell in rows[slot].cells {
                let k = kind[Int(cell.symbol)]
                var symbol = noSymbol
                if (k == .dummy && rowOf[Int(cell.symbol)] < 0) || k == .ghost {
                    symbol = cell.symbol
                } else if isDefined(cell.symbol) {
                    symbol = ghostOf[Int(cell.symbol)]
                }
                guard symbol != noSymbol else { continue }
                // Two references may share a ghost (one copied into the definition by an expansion): merge.
                if let i = content.firstIndex(where: { $0.symbol == symbol }) {
                    content[i].coefficient = Tolerance.sum(content[i].coefficient, cell.coefficient)
                } else {
                    content.append(Cell(symbol: symbol, entry: -1, coefficient: cell.coefficient))
                }
            }
            content.removeAll { $0.coefficient == 0 }
            var g = noSymbol
            if content.count == 1 && content[0].coefficient == 1 && kind[Int(content[0].symbol)] == .ghost {
                g = content[0].symbol  // the same combination as an existing ghost
            } else if !content.isEmpty {
                g = newSymbol(.ghost)
                ghostContent[Int(g)] = content
                liveGhosts.append(g)
                hasGhostCells = true
            }
            ghostOf[Int(s)] = g
            ghostStamp[Int(s)] = ghostGeneration
        }
        return ghostOf[Int(x)]
    }

    /// Rows with fewer marker cells than this are substituted as they are (a ghost costs a symbol and its content).
    static let compactionThreshold = 4

    /// The row in `slot` for substituting into other rows: its marker cells (dummies and ghosts) replaced by one
    /// ghost with their combination, made once per version of the row — a pivot row is substituted into every row
    /// of its column, and a chain of rows substituted into one another (a stack's or a nesting's sizes) would
    /// otherwise copy the markers of the whole chain into each. The row itself keeps its cells.
    mutating func compacted(_ slot: Int32) -> Row {
        let row = rows[Int(slot)]
        var markers = 0
        for cell in row.cells where kind[Int(cell.symbol)].isMarkerOnly { markers += 1 }
        guard markers >= Self.compactionThreshold else { return row }
        var g = rowGhost[Int(slot)]
        if g.version != rowVersion[Int(slot)] || g.generation != ghostGeneration || g.symbol == noSymbol {
            g = (makeGhost(markersOf: row), rowVersion[Int(slot)], ghostGeneration)
            rowGhost[Int(slot)] = g
        }
        var result = Row(basic: row.basic, constant: row.constant)
        result.cells.reserveCapacity(row.cells.count - markers + 1)
        for cell in row.cells where !kind[Int(cell.symbol)].isMarkerOnly {
            result.cells.append(Cell(symbol: cell.symbol, entry: -1, coefficient: cell.coefficient))
        }
        result.cells.append(Cell(symbol: g.symbol, entry: -1, coefficient: 1))
        return result
    }

    /// A new ghost standing for the marker cells of `row`.
    private mutating func makeGhost(markersOf row: Row) -> Symbol {
        let symbol = newSymbol(.ghost)
        ghostContent[Int(symbol)] = row.cells.filter { kind[Int($0.symbol)].isMarkerOnly }.map {
            Cell(symbol: $0.symbol, entry: -1, coefficient: $0.coefficient)
        }
        liveGhosts.append(symbol)
        hasGhostCells = true
        return symbol
    }

    /// Replaces the marker cells of the row in `slot` by one ghost when they are twice the compaction threshold or
    /// more: a row that many short rows are substituted into (every row of a chain whose base moves) gathers their
    /// markers, and keeps O(1) of them this way (each compaction pays for the threshold's worth of additions).
    mutating func compactMarkers(_ slot: Int32) {
        var markers = 0
        for cell in rows[Int(slot)].cells where kind[Int(cell.symbol)].isMarkerOnly { markers += 1 }
        guard markers >= 2 * Self.compactionThreshold else { return }
        let g = makeGhost(markersOf: rows[Int(slot)])
        replaceMarkers(ofRow: slot, by: [Cell(symbol: g, entry: -1, coefficient: 1)])
    }

    /// Replaces the marker cells (dummies and ghosts) of the row in `slot` by `cells`.
    private mutating func replaceMarkers(ofRow slot: Int32, by cells: [Cell]) {
        let kind = self.kind
        edit(slot) { editor in
            var i = editor.row.cells.count - 1
            while i >= 0 {
                if kind[Int(editor.row.cells[i].symbol)].isMarkerOnly { editor.removeCell(at: i) }
                i -= 1
            }
            for cell in cells { editor.append(cell.symbol, cell.coefficient) }
        }
    }

    /// Whether `s` is a variable with a definition.
    @inline(__always)
    func isDefined(_ s: Symbol) -> Bool { kind[Int(s)] == .external && rowOf[Int(s)] >= 0 }

    /// Drops the cached ghosts of the definitions (they are made again on demand); ghosts held by rows stay valid.
    mutating func invalidateGhosts() {
        ghostGeneration &+= 1
        if ghostGeneration == 0 {
            for i in ghostStamp.indices { ghostStamp[i] = 0 }
            ghostGeneration = 1
        }
    }

    /// Every live ghost's content as dummies only, indexed as `liveGhosts`, for ``materializeGhosts(_:)`` (it also
    /// notes each live ghost's age there). Memory: the dummies of every live ghost, what the rows they stood for
    /// would have held.
    ///
    /// Evaluated oldest ghost first, each content in its order: a ghost stands for the marker cells of a row at one
    /// moment, and the dummies of those cells were summed, in the explicit tableau, in the order the contributions
    /// arrived — so a ghost's dummies are its content's terms folded in order (``Tolerance/sum(_:_:)``), each
    /// older ghost's already folded.
    mutating func ghostDummies() -> [[Cell]] {
        growUnfoldScratch()
        for (k, g) in liveGhosts.enumerated() { unfoldOrder[Int(g)] = Int32(k) }
        var flat: [[Cell]] = []
        flat.reserveCapacity(liveGhosts.count)
        for g in liveGhosts {
            var touched: [Symbol] = []
            for cell in ghostContent[Int(g)] {
                if kind[Int(cell.symbol)] == .ghost {
                    let k = Int(unfoldOrder[Int(cell.symbol)])
                    for inner in flat[k] { fold(inner.symbol, cell.coefficient * inner.coefficient, &touched) }
                } else {
                    fold(cell.symbol, cell.coefficient, &touched)
                }
            }
            flat.append(takeFolded(touched))
        }
        return flat
    }

    /// Replaces every ghost cell in the tableau by the dummies it stands for (`flat`, from ``ghostDummies()``), so
    /// that every dummy's column is explicit. Each row is unfolded on its own: its explicit dummies first, then its
    /// ghosts oldest first, each term folded in with ``Tolerance/sum(_:_:)`` — the order the explicit tableau added
    /// them in. Returns the ghosts no row holds any more that may be released (none while a transaction records: a
    /// rollback could bring their cells back).
    mutating func materializeGhosts(_ flat: [[Cell]]) -> [Symbol] {
        guard !liveGhosts.isEmpty else { return [] }
        for g in liveGhosts {
            while columns.first(g) >= 0 { unfold(row: columns.entries[Int(columns.first(g))].row, flat) }
        }
        for g in liveGhosts { unfoldOrder[Int(g)] = -1 }
        hasGhostCells = false
        invalidateGhosts()
        guard !isRecording else { return [] }
        let released = liveGhosts
        liveGhosts.removeAll()
        return released
    }

    /// Replaces the ghost cells of the row in `slot` by their dummies (see ``materializeGhosts(_:)``).
    private mutating func unfold(row slot: Int32, _ flat: [[Cell]]) {
        var touched: [Symbol] = []
        var ghosts: [(order: Int32, coefficient: Double)] = []
        for cell in rows[Int(slot)].cells {
            switch kind[Int(cell.symbol)] {
            case .dummy: fold(cell.symbol, cell.coefficient, &touched)
            case .ghost: ghosts.append((unfoldOrder[Int(cell.symbol)], cell.coefficient))
            default: break
            }
        }
        ghosts.sort { $0.order < $1.order }
        for (k, a) in ghosts {
            for inner in flat[Int(k)] { fold(inner.symbol, a * inner.coefficient, &touched) }
        }
        replaceMarkers(ofRow: slot, by: takeFolded(touched))
    }

    /// Folds `term` into the sum of `s` in the unfolding scratch (``Tolerance/sum(_:_:)``; a sum that cancelled
    /// takes the next term as it is, as a row whose cell cancelled appends it again).
    @inline(__always)
    private mutating func fold(_ s: Symbol, _ term: Double, _ touched: inout [Symbol]) {
        if !unfoldSeen[Int(s)] {
            unfoldSeen[Int(s)] = true
            touched.append(s)
            unfoldSum[Int(s)] = term
        } else {
            unfoldSum[Int(s)] = Tolerance.sum(unfoldSum[Int(s)], term)
        }
    }

    /// The nonzero sums of `touched` in the unfolding scratch, in the order first touched; clears the scratch.
    private mutating func takeFolded(_ touched: [Symbol]) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(touched.count)
        for s in touched {
            if unfoldSum[Int(s)] != 0 { cells.append(Cell(symbol: s, entry: -1, coefficient: unfoldSum[Int(s)])) }
            unfoldSum[Int(s)] = 0
            unfoldSeen[Int(s)] = false
        }
        return cells
    }

    /// Gives the unfolding scratch room for every symbol.
    private mutating func growUnfoldScratch() {
        let n = symbolCount
        if unfoldOrder.count < n { unfoldOrder.append(contentsOf: repeatElement(-1, count: n - unfoldOrder.count)) }
        if unfoldSum.count < n { unfoldSum.append(contentsOf: repeatElement(0, count: n - unfoldSum.count)) }
        if unfoldSeen.count < n { unfoldSeen.append(contentsOf: repeatElement(false, count: n - unfoldSeen.count)) }
    }

    /// Takes the ghosts that no row and no surviving ghost holds out of `liveGhosts`, once there are many (each sweep
    /// at least doubles the number of ghosts that start it, so it costs O(1) per ghost made); returns them newest
    /// first, with their content still there (the caller moves their costs to it, then calls ``forgetGhost(_:)``).
    /// Not while a transaction records. Releasing a ghost invalidates the caches, which might name it.
    mutating func collectGhosts() -> [Symbol] {
        guard !isRecording, liveGhosts.count >= ghostSweepSize else { return [] }
        ghostSweepStamp &+= 1
        if ghostSweepStamp == 0 {
            for i in ghostHeld.indices { ghostHeld[i] = 0 }
            ghostSweepStamp = 1
        }
        if ghostHeld.count < symbolCount {
            ghostHeld.append(contentsOf: repeatElement(0, count: symbolCount - ghostHeld.count))
        }
        var released: [Symbol] = []
        var kept: [Symbol] = []
        // Newest first: a ghost's content holds only older ghosts, so every holder of one is decided before it.
        for g in liveGhosts.reversed() {
            if columns.count(g) > 0 || ghostHeld[Int(g)] == ghostSweepStamp {
                kept.append(g)
                for cell in ghostContent[Int(g)] where kind[Int(cell.symbol)] == .ghost {
                    ghostHeld[Int(cell.symbol)] = ghostSweepStamp
                }
            } else {
                released.append(g)
            }
        }
        liveGhosts = kept.reversed()
        ghostSweepSize = max(2 * liveGhosts.count, 256)
        if !released.isEmpty { invalidateGhosts() }
        return released
    }

    /// Drops a collected ghost's content.
    mutating func forgetGhost(_ g: Symbol) { ghostContent[Int(g)] = [] }

    /// The symbols a set of symbols stands for, each once: ghosts replaced by their content, recursively (for naming
    /// the constraints of a conflict; ghosts share content, so each is visited once). Other symbols are kept.
    func dummies(in symbols: [Symbol]) -> [Symbol] {
        var result: [Symbol] = []
        var visited = [Bool](repeating: false, count: symbolCount)
        var stack = symbols
        while let s = stack.popLast() {
            guard s >= 0, !visited[Int(s)] else { continue }
            visited[Int(s)] = true
            if kind[Int(s)] == .ghost {
                stack.append(contentsOf: ghostContent[Int(s)].map(\.symbol))
            } else {
                result.append(s)
            }
        }
        return result
    }
}
