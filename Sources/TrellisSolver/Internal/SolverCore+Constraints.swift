/// Adding, removing and changing constraints: building a constraint's row, choosing what it defines, the
/// artificial-variable phase, and the in-place constant shift.
extension SolverCore {
    /// Puts `constraint` into the tableau (without optimising afterwards).
    ///
    /// The row is first tried as a **definition**: a parametric variable of the constraint becomes basic with the
    /// constraint's equation as it is written — variables that are already basic stay as references — so a chain
    /// `xᵢ = xᵢ₋₁ + wᵢ₋₁ + 8` costs three cells however long the chain. Only when no variable of the constraint can
    /// be defined (all are basic, or defining them would close a cycle) is the row brought to canonical form and made
    /// a **restricted row** (its marker basic), as in Cassowary.
    mutating func insert(_ constraint: Constraint) throws(SolverError) {
        let made = makeRow(for: constraint)
        let marker = made.marker, other = made.other
        if let (subject, rank) = definableVariable(in: made.row) {
            define(subject, by: made.row, rank: rank)
        } else {
            var row = tableau.expand(made.row)
            if let subject = fewestRowsVariable(in: row) {
                // Canonical, so it refers to no definition: it can go below everything that refers to the subject.
                define(subject, by: row, rank: tableau.placeDefinition(of: subject, by: row)!)
            } else {
                if row.constant < 0 { row.negate() }
                try insertRestricted(row, for: constraint, marker: marker, other: other, scale: magnitude(of: made.row))
            }
        }
        register(constraint, marker: marker, other: other, markerCoefficient: made.markerCoefficient, level: made.level)
    }

    /// Builds `constraint`'s row `0 = expression + markers` as written (basic variables are kept, not expanded), and
    /// puts its error symbols into the objective.
    ///
    /// `expression ≤ 0` becomes `expression + s = 0`, `≥` becomes `expression − s = 0` (slack `s ≥ 0`); a
    /// non-required inequality adds an error `e` with the opposite sign (`expression + s − e = 0`); a
    /// required equality adds a dummy `d` (`expression + d = 0`), a non-required one the error pair
    /// (`expression − e⁺ + e⁻ = 0`). `markerCoefficient` is the marker's coefficient.
    private mutating func makeRow(for constraint: Constraint)
        -> (row: Row, marker: Symbol, other: Symbol, markerCoefficient: Double, level: Int)
    {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        row.cells.reserveCapacity(expression.terms.count + 2)
        for term in expression.terms where term.coefficient != 0 {
            let s = term.variable.id
            if let i = row.index(of: s) {
                row.cells[i].coefficient = Tolerance.sum(row.cells[i].coefficient, term.coefficient)
            } else {
                row.append(s, term.coefficient)
            }
        }
        row.cells.removeAll { $0.coefficient == 0 }
        let required = constraint.priority.isRequired
        let level = required ? -1 : objective.level(for: constraint.priority)
        var marker = noSymbol, other = noSymbol
        let markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            row.append(marker, markerCoefficient)
            if !required {
                other = makeSymbol(.error)
                row.append(other, -markerCoefficient)
                objective.add(level, other, 1)
            }
        case .equal:
            if required {
                markerCoefficient = 1
                marker = makeSymbol(.dummy)
                row.append(marker, 1)
            } else {
                markerCoefficient = -1
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                row.append(marker, -1)
                row.append(other, 1)
                objective.add(level, marker, 1)
                objective.add(level, other, 1)
            }
        }
        return (row, marker, other, markerCoefficient, level)
    }

    /// The parametric variable of `row` to define by it, with its rank: among the parametric variables, those held
    /// by the fewest rows first (a fresh variable is held by none), then the lowest id, the first whose definition
    /// keeps the definitions acyclic. Nil when every variable of the row is basic or would close a cycle.
    private mutating func definableVariable(in row: Row) -> (Symbol, Double)? {
        // The first choice in one pass (it is almost always placeable); the sorted list only when it is not.
        let largest = largestParametricCoefficient(in: row)
        var best: SubjectKey?
        for cell in row.cells where isParametricVariable(cell.symbol) {
            let key = subjectKey(cell, largest: largest)
            if best.map({ key < $0 }) ?? true { best = key }
        }
        guard let first = best?.symbol else { return nil }
        if let rank = tableau.placeDefinition(of: first, by: row) { return (first, rank) }
        let candidates: [SubjectKey] = row.cells.filter { $0.symbol != first && isParametricVariable($0.symbol) }
            .map { subjectKey($0, largest: largest) }.sorted { $0 < $1 }
        for key in candidates {
            if let rank = tableau.placeDefinition(of: key.symbol, by: row) { return (key.symbol, rank) }
        }
        return nil
    }

    /// Where a parametric variable's cell stands as a row's subject (smaller first): a coefficient that passes the
    /// subject threshold against `largest`, then the fewest rows holding it (least fill-in), then the lowest id.
    private typealias SubjectKey = (small: Int, count: Int, symbol: Symbol)

    private func subjectKey(_ cell: Cell, largest: Double) -> SubjectKey {
        (abs(cell.coefficient) < Self.subjectThreshold * largest ? 1 : 0, tableau.columnCount(cell.symbol), cell.symbol)
    }

    /// Whether `s` is a variable that is not basic.
    private func isParametricVariable(_ s: Symbol) -> Bool {
        tableau.kind[Int(s)] == .external && tableau.rowOf[Int(s)] < 0
    }

    /// `|constant| + Σ |coefficient · value|` over `row`'s variables at their current values: the size of the
    /// numbers a constraint's row adds up, against which a leftover constant is judged.
    private func magnitude(of row: Row) -> Double {
        var m = abs(row.constant)
        for cell in row.cells where tableau.kind[Int(cell.symbol)] == .external {
            m += abs(cell.coefficient * values[Int(cell.symbol)])
        }
        return m
    }

    /// Threshold pivoting (as in sparse LU codes): a variable is solved for only if its coefficient is at least this
    /// fraction of the largest variable coefficient of the row, whatever its row count — dividing by a small
    /// coefficient multiplies the row's rounding error. (Layout rows rarely have a spread beyond 1 : 10.)
    static let subjectThreshold = 0.1

    /// The largest `|coefficient|` among `row`'s parametric variables.
    private func largestParametricCoefficient(in row: Row) -> Double {
        var largest = 0.0
        for cell in row.cells where isParametricVariable(cell.symbol) {
            largest = max(largest, abs(cell.coefficient))
        }
        return largest
    }

    /// The parametric variable of a canonical row held by the fewest rows (then the lowest id) among those whose
    /// coefficient passes the subject threshold, or nil.
    private func fewestRowsVariable(in row: Row) -> Symbol? {
        let s = fewestRowsSymbol(in: row) { $0 == .external }
        return s == noSymbol ? nil : s
    }

    /// Among `row`'s cells whose symbol's kind passes `isCandidate`, those whose coefficient is at least the subject
    /// threshold of the largest such coefficient: the one held by the fewest rows (least fill-in), then the lowest
    /// id. `noSymbol` when there is none.
    private func fewestRowsSymbol(in row: Row, _ isCandidate: (SymbolKind) -> Bool) -> Symbol {
        var largest = 0.0
        for cell in row.cells where isCandidate(tableau.kind[Int(cell.symbol)]) {
            largest = max(largest, abs(cell.coefficient))
        }
        var best = noSymbol, bestCount = Int.max
        for cell in row.cells
        where isCandidate(tableau.kind[Int(cell.symbol)]) && abs(cell.coefficient) >= Self.subjectThreshold * largest {
            let count = tableau.columnCount(cell.symbol)
            if count < bestCount || (count == bestCount && cell.symbol < best) {
                best = cell.symbol
                bestCount = count
            }
        }
        return best
    }

    /// Makes parametric variable `s` basic with `row` (`0 = c + a·s + Σ` solved for `s`) at `rank`. Restricted rows
    /// never hold a parametric variable, so no other row changes: the definitions that refer to `s` now read it
    /// through this row.
    private mutating func define(_ s: Symbol, by row: Row, rank: Double) {
        var definition = row
        definition.solve(for: s)
        definition.rank = rank
        tableau.noteRank(rank)
        let slot = tableau.insertRow(definition)
        noteChange(of: slot)
    }

    /// Adds a canonical row with a constant ≥ 0 as a restricted row: solved for its marker when that keeps it
    /// feasible; kept as a basic dummy when it repeats required equalities already here; by the dual simplex when
    /// it can (``insertByDualSimplex(_:marker:scale:)``); through the artificial phase otherwise.
    ///
    /// `scale` is the magnitude of the terms the constraint adds up at the current values: a constant left over
    /// from expanding a repeated equality is rounding residue when it is negligible against it.
    private mutating func insertRestricted(
        _ row: Row, for constraint: Constraint, marker: Symbol, other: Symbol, scale: Double
    ) throws(SolverError) {
        var row = row
        var subject = restrictedSubject(row, marker: marker, other: other)
        if subject == noSymbol, tableau.kind[Int(marker)] == .dummy,
            Tolerance.isRedundancyNoise(row.constant, scale: max(scale, 1)), let repeated = repeatedEquality(row)
        {
            // A repeated required equality whose expansion kept rounding noise (a slack cell of 10⁻⁷ beside dummies
            // of 1, a constant of 10⁻⁸ of the terms): the artificial phase would pivot on that noise and move the
            // slack by noise / noise — an arbitrary amount — or the constant would read as a contradiction.
            row = repeated
        }
        if subject == noSymbol, row.cells.allSatisfy({ tableau.kind[Int($0.symbol)] == .dummy }) {
            guard Tolerance.isZero(row.constant, scale: scale) else {
                // 0 = c + Σ dummies with c ≠ 0: contradicts the required equalities whose dummies appear.
                release(marker, other)
                throw unsatisfiable(constraint, certificate: row.cells.map(\.symbol))
            }
            row.constant = 0
            subject = marker  // redundant with the equalities already here: keep it as a basic dummy
        }
        if subject == noSymbol { subject = degenerateSubject(row) }
        if subject == noSymbol, insertByDualSimplex(row, marker: marker, scale: scale) { return }
        if subject == noSymbol {
            beginTransaction()
            if let certificate = addWithArtificialVariable(row) {
                rollback()
                release(marker, other)
                throw unsatisfiable(constraint, certificate: certificate)
            }
            commit()
        } else {
            var solved = row
            solved.solve(for: subject)
            let slot = tableau.insertRow(solved)
            noteChange(of: slot)
            substitute(subject, byRow: slot)
        }
    }

    /// `row` without its non-dummy cells when each of them is noise against the row's largest cell
    /// (``Tolerance/isRedundancyNoise(_:scale:)``) and at least one dummy remains, with constant 0; else nil.
    private func repeatedEquality(_ row: Row) -> Row? {
        let scale = Tolerance.cellScale(row)
        var kept = Row(basic: row.basic)
        for cell in row.cells {
            if tableau.kind[Int(cell.symbol)] == .dummy {
                kept.cells.append(cell)
            } else if !Tolerance.isRedundancyNoise(cell.coefficient, scale: scale) {
                return nil
            }
        }
        return kept.cells.isEmpty ? nil : kept
    }

    /// A marker of the new row that can be its basic symbol with the row feasible (constant ≥ 0): a slack or error
    /// with a negative coefficient; else `noSymbol`.
    private func restrictedSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
        for s in [marker, other] where s != noSymbol {
            let k = tableau.kind[Int(s)]
            if (k == .slack || k == .error) && row.coefficient(of: s) < 0 { return s }
        }
        return noSymbol
    }

    /// For a new row with constant 0 (frequent: a constraint whose variables are all defined already and that the
    /// layout satisfies, such as `r − l ≥ 0` once `l` and `r` are placed), any slack or error symbol of the row can
    /// be its basic symbol: it is 0, so substituting it anywhere moves no constant and every row stays feasible —
    /// the one degenerate pivot the artificial phase would make, without the phase. Candidates pass the subject
    /// threshold against the row's largest such coefficient; the one held by the fewest rows (least fill-in), then
    /// the lowest id, wins. `noSymbol` for a nonzero constant: the artificial phase decides. (Taking a subject with
    /// a positive value through a ratio test as well left some incremental levels off their optimum in the churn
    /// runs, where this rule keeps them identical to the phase's.)
    private func degenerateSubject(_ row: Row) -> Symbol {
        guard row.constant == 0 else { return noSymbol }
        return fewestRowsSymbol(in: row) { $0.isPivotable }
    }

    /// Adds a canonical row that has no valid subject: minimise an artificial copy of it (phase 1 of the two-phase
    /// simplex). Returns nil on success, or the symbols of the phase-1 objective's final row — a Farkas
    /// certificate naming the required constraints that make the row infeasible — on failure, in which case
    /// the caller rolls the transaction back.
    private mutating func addWithArtificialVariable(_ row: Row) -> [Symbol]? {
        let art = makeSymbol(.artificial)
        let goal = makeSymbol(.objective)
        var artRow = row
        artRow.basic = art
        tableau.insertRow(artRow)
        var goalRow = row
        goalRow.basic = goal
        let goalSlot = tableau.insertRow(goalRow)
        while let entering = phaseOneEnteringSymbol(goalSlot),
            let (leaving, _) = leavingRow(for: entering, droppingResidue: true)
        {
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
                noteChange(of: slot)
                substitute(entering, byRow: slot)
            }
        }
        eraseSymbol(art)
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
        for cell in tableau.rows[Int(goalSlot)].cells
        where cell.coefficient < 0 && tableau.kind[Int(cell.symbol)].isPivotable {
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

    /// The slack or error symbol of `row` with the largest coefficient (then the lowest id), else such a dummy: the
    /// redundant-row case.
    private func anyPivotableSymbol(_ row: Row) -> Symbol? {
        var best = noSymbol, bestDummy = noSymbol
        var bestSize = 0.0, bestDummySize = 0.0
        for cell in row.cells {
            let k = tableau.kind[Int(cell.symbol)], size = abs(cell.coefficient)
            if (k == .slack || k == .error) && (size > bestSize || (size == bestSize && cell.symbol < best)) {
                best = cell.symbol
                bestSize = size
            }
            if k == .dummy && (size > bestDummySize || (size == bestDummySize && cell.symbol < bestDummy)) {
                bestDummy = cell.symbol
                bestDummySize = size
            }
        }
        if best != noSymbol { return best }
        return bestDummy == noSymbol ? nil : bestDummy
    }

    /// Removes `s` from every row holding it (for a symbol fixed at zero, whose cells contribute nothing: the
    /// artificial variable once phase 1 succeeded, or a removed constraint's error left only as rounding residue).
    mutating func eraseSymbol(_ s: Symbol) {
        while tableau.columns.first(s) >= 0 {
            let entry = tableau.columns.entries[Int(tableau.columns.first(s))]
            edit(entry.row) { $0.removeCell(at: Int(entry.cell)) }
        }
    }

    private mutating func register(
        _ constraint: Constraint, marker: Symbol, other: Symbol, markerCoefficient: Double, level: Int
    ) {
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
        noteUses(of: constraint, slot: slot)
    }

    /// Returns marker symbols for reuse (with any cost residue) when they no longer occur in the tableau.
    mutating func release(_ a: Symbol, _ b: Symbol = noSymbol) {
        if a != noSymbol && tableau.releaseSymbol(a) { objective.erase(a) }
        if b != noSymbol && tableau.releaseSymbol(b) { objective.erase(b) }
    }

    // MARK: Removing

    /// Takes `constraint` out of the tableau (without optimising afterwards).
    ///
    /// Every row is a combination of constraints, and a row used `constraint` exactly when it holds its marker. So
    /// the marker is made basic (pivoted into one of the rows that hold it), its row is substituted into every other
    /// row that holds it — none uses the constraint any more — and then that row is dropped.
    mutating func erase(_ constraint: Constraint) {
        let record = records[Int(constraint.slot)]!
        forgetUses(of: constraint, slot: constraint.slot)
        if record.level >= 0 { addErrors(of: record, to: record.level, times: -1) }
        let marker = record.marker
        if tableau.rowOf[Int(marker)] < 0 { dropResidue(inColumnOf: marker, restrictedOnly: false) }
        if tableau.rowOf[Int(marker)] < 0, let slot = markerLeavingRow(marker) {
            if tableau.isExternalRow(slot) {
                // No restricted row holds the marker: its definition gives up its variable, which becomes free.
                let variable = tableau.rows[Int(slot)].basic
                tableau.solve(slot, for: marker)
                markDirty(variable)
            } else {
                pivot(slot, entering: marker)
            }
        }
        let slot = tableau.rowOf[Int(marker)]
        if slot >= 0 {
            substituteIntoDefinitions(marker, byRow: slot)
            tableau.removeRow(slot)
        }
        // Rounding may leave a residue of the other error where it should have cancelled: drop it.
        if record.other != noSymbol { eraseSymbol(record.other) }
        release(record.marker, record.other)
        records[Int(constraint.slot)] = nil
        freeRecords.append(constraint.slot)
        constraint.owner = nil
        constraint.slot = -1
    }

    /// The row to pivot a parametric marker into before its row is dropped, chosen so that the tableau stays
    /// feasible: a basic dummy's row first (ratio 0: nothing moves); then kiwi's rule — the restricted row the marker
    /// limits first, else a restricted row it does not limit; else the lowest-ranked definition (external row).
    private func markerLeavingRow(_ marker: Symbol) -> Int32? {
        var dummy: Int32 = -1, first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for (slot, cellIndex) in tableau.column(marker) {
            let row = tableau.rows[Int(slot)]
            let k = tableau.kind[Int(row.basic)]
            let c = row.cells[Int(cellIndex)].coefficient
            if k == .external {
                // The lowest-ranked definition: what it refers to ranks below every other holder of the marker, so
                // its equation solved for the marker can go into them without closing a cycle.
                let best = third < 0 ? nil : tableau.rows[Int(third)]
                if best == nil || (row.rank, row.basic) < (best!.rank, best!.basic) { third = slot }
            } else if k == .dummy {
                if dummy < 0 || row.basic < tableau.rows[Int(dummy)].basic { dummy = slot }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && isLargerPivot(c, slot, than: first, marker)) {
                    r1 = r
                    first = slot
                }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && isLargerPivot(c, slot, than: second, marker)) {
                    r2 = r
                    second = slot
                }
            }
        }
        for slot in [dummy, first, second, third] where slot >= 0 { return slot }
        return nil
    }

    /// A tie-break of ratio tests: whether `a` (the marker's cell in the row in `slot`) is a larger pivot than the
    /// marker's cell in the row in `other`, or as large with a lower basic id.
    private func isLargerPivot(_ a: Double, _ slot: Int32, than other: Int32, _ marker: Symbol) -> Bool {
        let row = tableau.rows[Int(slot)], otherRow = tableau.rows[Int(other)]
        let b = abs(otherRow.coefficient(of: marker))
        return abs(a) > b || (abs(a) == b && row.basic < otherRow.basic)
    }

    /// Substitutes the row in `slot` (basic `s`) into every external row that holds `s`. A definition must stay
    /// above what it refers to: where the row refers to definitions ranked at or above the target, its canonical
    /// form (which refers to none) goes in instead.
    private mutating func substituteIntoDefinitions(_ s: Symbol, byRow slot: Int32) {
        var targets: [(slot: Int32, cell: Int32)] = []
        for (target, cell) in tableau.column(s) where target != slot && tableau.isExternalRow(target) {
            targets.append((target, cell))
        }
        guard !targets.isEmpty else { return }
        let source = tableau.rows[Int(slot)]
        let highest = tableau.highestReferenceRank(source)
        var canonical: Row?
        for (target, _) in targets {
            var row = source
            if tableau.rows[Int(target)].rank <= highest {
                if canonical == nil { canonical = tableau.expand(source) }
                row = canonical!
            }
            tableau.scatter(row)
            edit(target) { editor in
                let i = editor.row.index(of: s)!
                editor.substitute(s, cell: i, by: row)
            }
            tableau.unscatter(row)
        }
    }

    // MARK: Changing in place

    /// Sets `constraint`'s constant. Its row `terms + C + μ·m = 0` with `C → C + Δ` is the same system in the
    /// marker `m' = m − Δ/μ`; so a basic marker's row shifts by `−Δ/μ`, and every row holding the marker as a cell
    /// with coefficient `a` shifts by `a·Δ/μ` — definitions too, whether the marker is parametric or a basic symbol
    /// they refer to (their variables' values move). The dual simplex
    /// then repairs feasibility.
    mutating func shiftConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        let record = records[Int(constraint.slot)]!
        let required = constraint.priority.isRequired
        if required { beginTransaction() }
        let pivotsBefore = pivotCount
        let shift = delta / record.markerCoefficient
        let marker = record.marker
        // Rows holding the marker as a cell: restricted rows when it is parametric, and definitions that refer to it
        // either way (a definition may keep a basic restricted symbol as a reference).
        tableau.shiftConstants(alongColumnOf: marker, by: shift, touched: &touched)
        noteTouched()
        let basicSlot = tableau.rowOf[Int(marker)]
        if basicSlot >= 0 { edit(basicSlot) { $0.shiftConstant(by: -shift) } }
        if let slot = dualOptimize() {
            // Only required constraints can make the required ones infeasible.
            let row = tableau.rows[Int(slot)]
            let certificate = [row.basic] + row.cells.map(\.symbol)
            if required { rollback() }
            let changed = Constraint(constraint.expression, constraint.relation, priority: constraint.priority)
            changed.expression.constant = constant
            throw unsatisfiable(changed, reporting: constraint, certificate: certificate)
        }
        if required { commit() }
        constraint.expression.constant = constant
        // The dual simplex keeps every level optimal in exact arithmetic; a primal pass over the symbols whose
        // costs changed (usually none) removes any rounding-level doubt.
        optimize()
        refreshValues()
        verifyShift(of: constraint, pivoted: pivotCount != pivotsBefore)
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
