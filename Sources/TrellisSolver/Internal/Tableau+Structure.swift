/// Read-only raw access to the tableau for the loops that walk many rows and columns per operation (the value
/// refresh): flat buffers instead of arrays, so that walking a column or reading a row retains nothing.
extension Tableau {
    /// The tableau's rows, symbol kinds, basic slots and column index as buffers (valid only inside
    /// ``withStructure(_:)``).
    struct Structure {
        let rows: UnsafeBufferPointer<Row>
        let kind: UnsafeBufferPointer<SymbolKind>
        let rowOf: UnsafeBufferPointer<Int32>
        let columns: Columns.View

        var symbolCount: Int { kind.count }

        /// The entries of the column index (see ``Columns/Entry``).
        var entries: UnsafeBufferPointer<Columns.Entry> { columns.entries }

        /// The first entry of `s`'s column, or -1.
        @inline(__always)
        func firstEntry(_ s: Symbol) -> Int32 { columns.first(s) }

        /// Whether any row refers to `s` (for a basic variable: whether a definition refers to it).
        @inline(__always)
        func isReferredTo(_ s: Symbol) -> Bool { columns.count(s) > 0 }

        /// Whether the row in `slot` is a definition (its basic symbol a variable).
        @inline(__always)
        func isExternalRow(_ slot: Int32) -> Bool { kind[Int(rows[Int(slot)].basic)] == .external }

        /// The row in `slot` evaluated at `values`: a variable is its stored value, a basic restricted symbol its
        /// row's constant, a parametric restricted symbol 0. (`_checkInvariants()` recomputes this on its own.)
        @inline(__always)
        func evaluate(_ slot: Int32, values: UnsafeBufferPointer<Double>) -> Double {
            rows[Int(slot)].cells.withUnsafeBufferPointer { cells in
                var v = rows[Int(slot)].constant
                for cell in cells {
                    let s = Int(cell.symbol)
                    let x: Double
                    if kind[s] == .external {
                        x = values[s]
                    } else {
                        let r = rowOf[s]
                        x = r < 0 ? 0 : rows[Int(r)].constant
                    }
                    v += cell.coefficient * x
                }
                return v
            }
        }
    }

    /// Calls `body` with the tableau's ``Structure``.
    func withStructure<R>(_ body: (Structure) throws -> R) rethrows -> R {
        try rows.withUnsafeBufferPointer { rows in
            try kind.withUnsafeBufferPointer { kind in
                try rowOf.withUnsafeBufferPointer { rowOf in
                    try columns.withView { columns in
                        try body(Structure(rows: rows, kind: kind, rowOf: rowOf, columns: columns))
                    }
                }
            }
        }
    }
}
