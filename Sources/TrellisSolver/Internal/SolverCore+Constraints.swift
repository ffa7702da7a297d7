/// Adding, removing and changing constraints: building a constraint's row, choosing its subject, the
/// artificial-variable phase, and the in-place constant shift.
extension SolverCore {
    /// Puts `constraint` into the tableau (without optimising afterwards).
    mutating func insert(_ constraint: Constraint) throws(SolverError) {
        let made = makeRow(for: constraint)
        var row = made.row
        let marker = made.marker, other = made.other
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == noSymbol, row.cells.allSatisfy({ tableau.kind[Int($0.symbol)] == .dummy }) {
            guard row.constant == 0 else {
                // 0 = c + Σ dummies with c ≠ 0: contradicts the required equalities whose dummies appear.
                release(marker, other)
                throw unsatisfiable(constraint, certificate: row.cells.map(\.symbol))
            }
            subject = marker  // redundant with the equalities already here: keep it as a basic dummy
        }
        if subject == noSymbol {
            tableau.beginTransaction()
            objective.beginTransaction()
            if let certificate = addWithArtificialVariable(row) {
                tableau.rollback()
                objective.rollback()
                release(marker, other)
                throw unsatisfiable(constraint, certificate: certificate)
            }
            tableau.commit()
            objective.commit()
        } else {
            row.solve(for: subject)
            let slot = tableau.insertRow(row)
            tableau.substitute(subject, byRow: slot)
            objective.substitute(subject, by: tableau.rows[Int(slot)])
        }
        register(constraint, marker: marker, other: other, markerCoefficient: made.markerCoefficient, level: made.level)
    }

    /// Builds `constraint`'s row `0 = expression + markers` over parametric symbols, with the constant made
    /// non-negative, and puts its error symbols into the objective.
    ///
    /// `expression ≤ 0` becomes `expression + s = 0`, `≥` becomes `expression − s = 0` (slack `s ≥ 0`); a
    /// non-required inequality adds an error `e` with the opposite sign (`expression + s − e = 0`); a
    /// required equality adds a dummy `d` (`expression + d = 0`), a non-required one the error pair
    /// (`expression − e⁺ + e⁻ = 0`). `markerCoefficient` is the marker's coefficient before the sign change.
    private mutating func makeRow(for constraint: Constraint)
        -> (row: Row, marker: Symbol, other: Symbol, markerCoefficient: Double, level: Int)
    {
        let expression = constraint.expression
        var row = tableau.makeRow(expression)
        let required = constraint.priority.isRequired
        let level = required ? -1 : objective.level(for: constraint.priority)
        var marker = noSymbol, other = noSymbol
        let markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.newSymbol(.slack)
            row.append(marker, markerCoefficient)
            if !required {
                other = tableau.newSymbol(.error)
                row.append(other, -markerCoefficient)
                objective.add(level, other, 1)
            }
        case .equal:
            if required {
                markerCoefficient = 1
                marker = tableau.newSymbol(.dummy)
                row.append(marker, 1)
            } else {
                markerCoefficient = -1
                marker = tableau.newSymbol(.error)
                other = tableau.newSymbol(.error)
                row.append(marker, -1)
                row.append(other, 1)
                objective.add(level, marker, 1)
                objective.add(level, other, 1)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, marker, other, markerCoefficient, level)
    }

    /// The symbol to make basic in a new row, or `noSymbol` when the row needs the artificial phase.
    ///
    /// An external symbol is always a valid subject; among several, the one held by the fewest rows, since
    /// making it basic substitutes the new row into each of them (less work, less fill-in). Otherwise a
    /// marker with a negative coefficient keeps the row feasible (its constant is ≥ 0).
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
        var best = noSymbol
        var bestCount = Int.max
        for cell in row.cells where tableau.kind[Int(cell.symbol)] == .external {
            let count = tableau.columnCount(cell.symbol)
            if count < bestCount || (count == bestCount && cell.symbol < best) {
                best = cell.symbol
                bestCount = count
            }
        }
        if best != noSymbol { return best }
        for s in [marker, other] where s != noSymbol {
            let k = tableau.kind[Int(s)]
            if (k == .slack || k == .error) && row.coefficient(of: s) < 0 { return s }
        }
        return noSymbol
    }

    /// Adds a row that has no valid subject: minimise an artificial copy of it (phase 1 of the two-phase
    /// simplex). Returns nil on success, or the symbols of the phase-1 objective's final row — a Farkas
    /// certificate naming the required constraints that make the row infeasible — on failure, in which case
    /// the caller rolls the transaction back.
    private mutating func addWithArtificialVariable(_ row: Row) -> [Symbol]? {
        let art = tableau.newSymbol(.artificial)
        let goal = tableau.newSymbol(.objective)
        var artRow = row
        artRow.basic = art
        tableau.insertRow(artRow)
        var goalRow = row
        goalRow.basic = goal
        let goalSlot = tableau.insertRow(goalRow)
        while let entering = phaseOneEnteringSymbol(goalSlot), let (leaving, _) = leavingRow(for: entering) {
            pivot(leaving, entering: entering)
        }
        let residual = tableau.rows[Int(goalSlot)].constant
        guard Tolerance.isZero(residual, scale: row.constant) else {
            return tableau.rows[Int(goalSlot)].cells.map(\.symbol)
        }
        tableau.removeRow(goalSlot)
        let artSlot = tableau.rowOf[Int(art)]
        if artSlot >= 0 {
            // art = 0 + Σ: make another symbol of the row basic instead, then drop art.
            let finalRow = tableau.removeRow(artSlot)
            if let entering = anyPivotableSymbol(finalRow) {
                var newRow = Row(constant: finalRow.constant, cells: finalRow.cells)
                newRow.solve(for: entering)
                let slot = tableau.insertRow(newRow)
                tableau.substitute(entering, byRow: slot)
                objective.substitute(entering, by: tableau.rows[Int(slot)])
            }
        }
        tableau.eraseSymbol(art)
        objective.erase(art)
        release(art, goal)
        return nil
    }

    /// The most negative pivotable cell of the phase-1 objective row; ties go to the symbol held by the fewest
    /// rows (a hub such as the root's size error would be substituted into every row of the layout), then the
    /// lowest id.
    private func phaseOneEnteringSymbol(_ goalSlot: Int32) -> Symbol? {
        var best = noSymbol
        var bestCost = 0.0
        var bestCount = Int.max
        for cell in tableau.rows[Int(goalSlot)].cells where cell.coefficient < 0 && tableau.kind[Int(cell.symbol)].isPivotable {
            let count = tableau.columnCount(cell.symbol)
            if cell.coefficient < bestCost
                || (cell.coefficient == bestCost && (count < bestCount || (count == bestCount && cell.symbol < best)))
            {
                best = cell.symbol
                bestCost = cell.coefficient
                bestCount = count
            }
        }
        return best == noSymbol ? nil : best
    }

    /// A slack or error symbol of `row` (lowest id), else a dummy: the redundant-row case.
    private func anyPivotableSymbol(_ row: Row) -> Symbol? {
        var best = noSymbol, bestDummy = noSymbol
        for cell in row.cells {
            let k = tableau.kind[Int(cell.symbol)]
            if (k == .slack || k == .error) && (best == noSymbol || cell.symbol < best) { best = cell.symbol }
            if k == .dummy && (bestDummy == noSymbol || cell.symbol < bestDummy) { bestDummy = cell.symbol }
        }
        if best != noSymbol { return best }
        return bestDummy == noSymbol ? nil : bestDummy
    }

    private mutating func register(_ constraint: Constraint, marker: Symbol, other: Symbol, markerCoefficient: Double, level: Int) {
        let record = Record(
            constraint: constraint, marker: marker, other: other, markerCoefficient: markerCoefficient, level: level)
        let slot: Int32
        if let free = freeRecords.popLast() {
            slot = free
            records[Int(slot)] = record
        } else {
            slot = Int32(records.count)
            records.append(record)
        }
        tableau.owner[Int(marker)] = slot
        if other != noSymbol { tableau.owner[Int(other)] = slot }
        constraint.owner = identity
        constraint.slot = slot
    }

    /// Returns marker symbols for reuse (with any cost residue) when they no longer occur in the tableau.
    mutating func release(_ a: Symbol, _ b: Symbol = noSymbol) {
        if a != noSymbol && tableau.releaseSymbol(a) { objective.erase(a) }
        if b != noSymbol && tableau.releaseSymbol(b) { objective.erase(b) }
    }

    // MARK: Removing

    /// Takes `constraint` out of the tableau (without optimising afterwards).
    mutating func erase(_ constraint: Constraint) {
        let record = records[Int(constraint.slot)]!
        if record.level >= 0 {
            addErrors(of: record, to: record.level, times: -1)
        }
        let marker = record.marker
        if tableau.rowOf[Int(marker)] >= 0 {
            tableau.removeRow(tableau.rowOf[Int(marker)])
        } else if let slot = markerLeavingRow(marker) {
            pivot(slot, entering: marker)
            tableau.removeRow(tableau.rowOf[Int(marker)])
        }
        release(record.marker, record.other)
        records[Int(constraint.slot)] = nil
        freeRecords.append(constraint.slot)
        constraint.owner = nil
        constraint.slot = -1
    }

    /// The row to pivot a non-basic marker into before its row is dropped (kiwi's rule): the restricted row
    /// that it limits first, else a restricted row it does not limit, else an external row.
    private func markerLeavingRow(_ marker: Symbol) -> Int32? {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for (slot, cellIndex) in tableau.column(marker) {
            let row = tableau.rows[Int(slot)]
            let c = row.cells[Int(cellIndex)].coefficient
            if tableau.kind[Int(row.basic)] == .external {
                if third < 0 || row.basic < tableau.rows[Int(third)].basic { third = slot }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && row.basic < tableau.rows[Int(first)].basic) { r1 = r; first = slot }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && row.basic < tableau.rows[Int(second)].basic) { r2 = r; second = slot }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    // MARK: Changing in place

    /// Sets `constraint`'s constant. Its original row `terms + C + μ·m = 0` with `C → C + Δ` is the same system
    /// in the marker `m' = m − Δ/μ`; so a basic marker's row shifts by `−Δ/μ`, and every row holding a
    /// parametric marker with coefficient `a` shifts by `a·Δ/μ`. The dual simplex then repairs feasibility.
    mutating func shiftConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        let record = records[Int(constraint.slot)]!
        let required = constraint.priority.isRequired
        if required {
            tableau.beginTransaction()
            objective.beginTransaction()
        }
        let shift = delta / record.markerCoefficient
        let marker = record.marker
        var failing: Int32? = nil
        if tableau.rowOf[Int(marker)] >= 0 {
            failing = shiftRow(tableau.rowOf[Int(marker)], by: -shift)
        } else {
            failing = tableau.shiftConstants(alongColumnOf: marker, by: shift)
        }
        if failing == nil { failing = dualOptimize() }
        if let slot = failing {
            precondition(required, "a non-required change cannot make the required constraints infeasible")
            let row = tableau.rows[Int(slot)]
            let certificate = [row.basic] + row.cells.map(\.symbol)
            tableau.rollback()
            objective.rollback()
            let changed = Constraint(constraint.expression, constraint.relation, priority: constraint.priority)
            changed.expression.constant = constant
            throw unsatisfiable(changed, reporting: constraint, certificate: certificate)
        }
        if required {
            tableau.commit()
            objective.commit()
        }
        constraint.expression.constant = constant
        // The dual simplex keeps every level optimal in exact arithmetic; a primal pass over the symbols whose
        // costs changed (usually none) removes any rounding-level doubt.
        optimize()
    }

    /// Shifts a row's constant; returns the slot if that makes a basic dummy nonzero (no pivot can fix it).
    private mutating func shiftRow(_ slot: Int32, by delta: Double) -> Int32? {
        tableau.shiftConstant(ofRow: slot, by: delta)
        let row = tableau.rows[Int(slot)]
        return tableau.kind[Int(row.basic)] == .dummy && row.constant != 0 ? slot : nil
    }

    /// Moves a non-required constraint's errors from its objective level to `priority`'s.
    mutating func moveErrors(of constraint: Constraint, to priority: Priority) {
        let slot = Int(constraint.slot)
        let record = records[slot]!
        let level = objective.level(for: priority)
        addErrors(of: record, to: record.level, times: -1)
        addErrors(of: record, to: level, times: 1)
        records[slot]!.level = level
    }

    /// `cost_level += factor · (e⁺ + e⁻)` for the constraint's error symbols (through their rows when basic).
    private mutating func addErrors(of record: Record, to level: Int, times factor: Double) {
        if tableau.kind[Int(record.marker)] == .error {
            objective.add(level, symbol: record.marker, times: factor, in: tableau)
        }
        if record.other != noSymbol && tableau.kind[Int(record.other)] == .error {
            objective.add(level, symbol: record.other, times: factor, in: tableau)
        }
    }
}
