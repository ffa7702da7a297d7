/// One `symbol · coefficient` entry of a ``Row``. `entry` is the cell's entry in its symbol's column (see
/// ``Columns``), kept so that removing a cell is O(1); -1 for rows outside the tableau.
struct Cell {
    var symbol: Symbol
    var entry: Int32
    var coefficient: Double
}

/// A tableau row: `basic = constant + Σ coefficientᵢ · symbolᵢ`, every symbol parametric (non-basic).
///
/// While a constraint's row is being built, before it has a basic symbol, it reads
/// `0 = constant + Σ coefficientᵢ · symbolᵢ`. Cells are unordered; their order is a deterministic function
/// of the operations performed, never of hashing.
@usableFromInline
struct Row {
    var basic: Symbol
    @usableFromInline var constant: Double
    var cells: [Cell]

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

    /// The index of `symbol`'s cell, or nil.
    func index(of symbol: Symbol) -> Int? {
        cells.firstIndex { $0.symbol == symbol }
    }
}

extension Row {
    /// Appends the cell `a · s` (for rows outside the tableau; `s` must not be in the row yet).
    mutating func append(_ s: Symbol, _ a: Double) {
        cells.append(Cell(symbol: s, entry: -1, coefficient: a))
    }

    /// `0 = c + Σ` becomes `0 = −c − Σ`.
    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Solves `0 = c + a·s + Σ` for `s`: the row becomes `s = −c/a − Σ/a` with `s` as its basic symbol
    /// (for rows outside the tableau).
    mutating func solve(for s: Symbol) {
        let i = index(of: s)!
        let factor = -1 / cells[i].coefficient
        cells.remove(at: i)
        constant *= factor
        for j in cells.indices { cells[j].coefficient *= factor }
        basic = s
    }
}
