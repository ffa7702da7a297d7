/// One `coefficient · symbol` entry of a ``Row``. `entry` is the cell's entry in its symbol's column (see
/// ``Columns``), kept so that removing a cell is O(1); -1 for rows outside the tableau.
struct Cell {
    var symbol: Symbol
    var entry: Int32
    var coefficient: Double
}

/// A tableau row: the equation `basic = constant + Σ coefficientᵢ · symbolᵢ`.
///
/// Every row is a linear combination of the constraints' equations, so a constraint's marker symbol appears in a
/// row exactly when the row's derivation used that constraint (a marker occurs in its own constraint only).
/// In the tableau a row is one of two kinds, by its basic symbol:
/// - a **restricted row** (slack, error, dummy, artificial or objective basic) is *canonical*: its cells hold
///   parametric symbols only, so its constant is its basic symbol's value. The simplex works on these rows.
/// - an **external row** (a variable basic) is a *definition*: its cells may name basic symbols too, and the
///   variable's value is evaluated through them. `rank` orders the definitions: an external row refers only to
///   external rows of lower rank, so definitions form a DAG. A chain of views `xᵢ = xᵢ₋₁ + wᵢ₋₁ + 8` stays a
///   chain of three-term rows, where a canonical tableau would give the row of `xᵢ` i terms (fill-in).
///
/// While a constraint's row is being built, before it has a basic symbol, it reads
/// `0 = constant + Σ coefficientᵢ · symbolᵢ`. Cells are unordered; their order is a deterministic function
/// of the operations performed, never of hashing.
@usableFromInline
struct Row {
    var basic: Symbol
    @usableFromInline var constant: Double
    var cells: [Cell]
    /// The position of an external row in the definitions' order (restricted rows: 0).
    var rank: Double = 0

    init(basic: Symbol = noSymbol, constant: Double = 0, cells: [Cell] = []) {
        self.basic = basic
        self.constant = constant
        self.cells = cells
    }

    /// The coefficient of `symbol`, 0 when absent (a linear scan: rows are short, and callers that need
    /// many look-ups use the tableau's column index instead).
    func coefficient(of symbol: Symbol) -> Double {
        for cell in cells where cell.symbol == symbol { return cell.coefficient }
        return 0
    }

    /// Makes room for `n` more cells, growing the cells' storage by a quarter rather than doubling it: a tableau
    /// holds one cells array per row, most rows are short, and an array's doubling left rows 60 % larger than their
    /// cells on a stack of views. (Growth stays geometric, so appending is still O(1) amortised.)
    @inline(__always)
    mutating func reserveRoom(for n: Int) {
        let needed = cells.count + n
        if needed > cells.capacity { cells.reserveCapacity(needed + needed / 4) }
    }

    /// The index of `symbol`'s cell, or nil.
    func index(of symbol: Symbol) -> Int? {
        cells.firstIndex { $0.symbol == symbol }
    }
}

// MARK: - Algebra on rows outside the tableau

extension Row {
    /// Appends the cell `a · s` (`s` must not be in the row yet).
    mutating func append(_ s: Symbol, _ a: Double) {
        cells.append(Cell(symbol: s, entry: -1, coefficient: a))
    }

    /// `0 = c + Σ` becomes `0 = −c − Σ`.
    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Solves `0 = c + a·s + Σ` for `s`: the row becomes `s = −c/a − Σ/a` with `s` as its basic symbol.
    ///
    /// In the tableau the same step is ``RowEditor/solve(for:)``, which also keeps the column index and turns
    /// the old basic symbol `b` into a cell: `b = c + a·s + Σ` gives `s = −c/a + b/a − Σ/a`.
    mutating func solve(for s: Symbol) {
        let i = index(of: s)!
        let factor = -1 / cells[i].coefficient
        cells.remove(at: i)
        constant *= factor
        for j in cells.indices { cells[j].coefficient *= factor }
        basic = s
    }
}
