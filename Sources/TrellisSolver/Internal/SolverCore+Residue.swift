/// Rounding residue in the tableau: a cell that should have cancelled to zero but survived as a tiny coefficient.
///
/// ``Tolerance/sum(_:_:)`` zeroes a sum that cancels relative to its own two terms, but error accumulated over many
/// operations can leave a cell slightly larger than that, far below every other cell of its row. Such a cell must
/// never be pivoted on or limit a ratio test: dividing by it multiplies the row's rounding error by its inverse,
/// and the tableau fills with nonsense (a required constraint then reads as satisfied when it is off by thousands).
/// So before a symbol's column decides a pivot, its residue cells are removed — changing each row by less than its
/// own rounding error — exactly as LP codes apply a relative pivot tolerance.
extension SolverCore {
    /// Removes `s`'s cell from every row in its column where it is residue (see ``Tolerance/isResidue(_:in:)``).
    /// `restrictedOnly` skips definitions, which take no part in ratio tests.
    mutating func dropResidue(inColumnOf s: Symbol, restrictedOnly: Bool) {
        var noisy = residueScratch
        noisy.removeAll(keepingCapacity: true)
        for (slot, cell) in tableau.column(s) where !(restrictedOnly && tableau.isExternalRow(slot)) {
            let row = tableau.rows[Int(slot)]
            if Tolerance.isResidue(row.cells[Int(cell)].coefficient, in: row) { noisy.append(slot) }
        }
        for slot in noisy { edit(slot) { _ = $0.remove(s) } }
        residueScratch = noisy
    }

    /// Removes the residue cells of the row in `slot`.
    mutating func dropResidue(inRow slot: Int32) {
        let row = tableau.rows[Int(slot)]
        let scale = Tolerance.cellScale(row)
        guard row.cells.contains(where: { Tolerance.isResidue($0.coefficient, scale: scale) }) else { return }
        edit(slot) { editor in
            var i = editor.row.cells.count - 1
            while i >= 0 {
                if Tolerance.isResidue(editor.row.cells[i].coefficient, scale: scale) { editor.removeCell(at: i) }
                i -= 1
            }
        }
    }
}
