/// The guard against drift. Long churn on an ill-conditioned system lets rounding error accumulate in the tableau's
/// rows until the values they give no longer satisfy the constraints. So after every operation, the constraints whose
/// variables changed value (and the one the operation was about) are checked against the tableau
/// (``inconsistency(of:)``): each one's own equation with its markers' values, and a required one must hold. A
/// constraint whose variables kept their values is as consistent as before, so by induction every constraint is
/// after every operation. When one is off by more than rounding, the tableau is rebuilt from the constraints, as LP
/// codes refactorize a basis that lost accuracy — and the rebuild is kept only if it is the more accurate state. The
/// check costs O(terms of the constraints of the changed variables): proportional to the change, like the value
/// refresh before it. A suggestion that pivoted nothing checks its own constraint only (``verifyShift(of:pivoted:)``).
extension SolverCore {
    /// A constraint has drifted when it is off by more than this, relative to the size of its terms.
    static let driftTolerance = 1e-9

    /// After a rebuild that could not reach ``driftTolerance`` (a large ill-conditioned system: no build order
    /// does), the state is as accurate as a rebuild makes it, and rebuilding again at the next operation would
    /// only round the same way — at 200 variables that was two full builds at most operations. So until the next
    /// rebuild a constraint drifts only when it is off by ``driftFloorFactor`` times what that rebuild left; never
    /// by more than ``driftCeiling`` (a tenth of the contract's 10⁻⁶), so a state whose best build is worse than
    /// that is still rebuilt after every operation that touches it.
    static let driftFloorFactor = 10.0
    static let driftCeiling = 1e-7

    /// The inconsistency above which a constraint has drifted (see ``driftFloorFactor``).
    var driftThreshold: Double {
        max(Self.driftTolerance, min(driftFloor * Self.driftFloorFactor, Self.driftCeiling))
    }

    /// Notes the uses of a constraint's variables (in `register`): one entry per term in its variable's
    /// column of `uses`, the entries' ids stored together in `useEntries`.
    mutating func noteUses(of constraint: Constraint, slot: Int32) {
        let first = Int32(useEntries.count)
        for (k, term) in constraint.expression.terms.enumerated() {
            while useSymbolCount <= Int(term.variable.id) {
                uses.appendSymbol()
                useSymbolCount += 1
            }
            useEntries.append(uses.insert(term.variable.id, row: slot, cell: Int32(k)))
        }
        records[Int(slot)]!.firstUse = first
    }

    /// Forgets the uses of the constraint in `slot` (in `erase`): each entry leaves its variable's column in O(1).
    /// `useEntries` is compacted (records in slot order) once removed constraints' entries are the majority.
    mutating func forgetUses(of constraint: Constraint, slot: Int32) {
        let first = Int(records[Int(slot)]!.firstUse)
        guard first >= 0 else { return }
        let terms = constraint.expression.terms
        for (k, term) in terms.enumerated() { uses.remove(useEntries[first + k], of: term.variable.id) }
        records[Int(slot)]!.firstUse = -1
        deadUseEntries += terms.count
        if deadUseEntries >= 64 && deadUseEntries * 2 > useEntries.count { compactUseEntries() }
    }

    private mutating func compactUseEntries() {
        var compacted: [Int32] = []
        compacted.reserveCapacity(useEntries.count - deadUseEntries)
        for slot in records.indices {
            guard let record = records[slot], record.firstUse >= 0 else { continue }
            let first = Int(record.firstUse), count = record.constraint.expression.terms.count
            records[slot]!.firstUse = Int32(compacted.count)
            compacted.append(contentsOf: useEntries[first..<first + count])
        }
        useEntries = compacted
        deadUseEntries = 0
    }

    /// Notes that variable `s` changed value in the current operation.
    @inline(__always)
    mutating func noteChangedInOperation(_ s: Symbol) {
        if !isOperationChanged[Int(s)] {
            isOperationChanged[Int(s)] = true
            operationChanged.append(s)
        }
    }

    /// Ends an operation: checks the required constraints touched by it (see the type's comment) and rebuilds the
    /// tableau if one drifted.
    mutating func verifyOperation(_ constraint: Constraint?) {
        let drifted = hasDrifted(after: constraint)
        forgetOperationChanges()
        if drifted { rebuild() }
    }

    /// Ends a constant change or suggestion of `constraint` (``shiftConstant(of:to:)``). One that `pivoted` is
    /// checked as any operation. One that pivoted nothing only moved row constants along the marker's column, by
    /// the change times each cell — exact when the cells are, but a column holds the rounding of every
    /// substitution that reached it, and a dummy's column is never repaired by a pivot (a required equality's
    /// marker is fixed at 0, so its cells move no value until its constant changes): cells off by 2·10⁻⁶ moved
    /// churn seed 1415's values by 10⁻⁴ in one step. So a required constraint's change is checked as any
    /// operation (rare in a UI), and a non-required one's — a suggestion, each step of a resize — checks that
    /// constraint alone: O(its terms), not O(the values that moved).
    mutating func verifyShift(of constraint: Constraint, pivoted: Bool) {
        if pivoted || constraint.priority.isRequired { return verifyOperation(constraint) }
        let drifted = !isConsistent(records[Int(constraint.slot)]!)
        forgetOperationChanges()
        if drifted { rebuild() }
    }

    /// Whether `constraint` (if held) or a constraint of a variable changed in this operation is inconsistent with
    /// the tableau (``isConsistent(_:)``). Non-mutating, so that the loop reads the core in place (in a mutating
    /// method the compiler copied the whole core for every constraint checked).
    private func hasDrifted(after constraint: Constraint?) -> Bool {
        if let constraint, constraint.owner == identity, !isConsistent(records[Int(constraint.slot)]!) {
            return true
        }
        for s in operationChanged where Int(s) < useSymbolCount {
            var e = uses.first(s)
            while e >= 0 {
                let entry = uses.entries[Int(e)]
                if !isConsistent(records[Int(entry.row)]!) { return true }
                e = entry.next
            }
        }
        return false
    }

    /// Whether the constraint of `record` agrees with the tableau at the current values (see ``inconsistency(of:)``
    /// and ``driftThreshold``).
    func isConsistent(_ record: Record) -> Bool { inconsistency(of: record) <= driftThreshold }

    /// How far the constraint of `record` is from agreeing with the tableau at the current values, relative to the
    /// size of its terms: its equation `expression + μ·(marker − other) = 0` (the row it was built as, μ its
    /// ``SolverCore/Record/markerCoefficient``) with the markers' values read from the tableau, and for a required
    /// constraint how far it is from holding.
    ///
    /// The equation is what catches a non-required constraint gone wrong: its errors read 0 from the rows (its
    /// level counts it satisfied) while its variables, evaluated through rows that lost digits, leave it off — the
    /// level is then above its optimum with nothing required broken.
    func inconsistency(of record: Record) -> Double {
        let constraint = record.constraint
        let (e, scale) = evaluate(constraint)
        let markers = record.markerCoefficient * (markerValue(record.marker) - markerValue(record.other))
        var amount = abs(e + markers)
        if constraint.priority.isRequired { amount = max(amount, violation(of: constraint, at: e)) }
        return amount / max(1, scale + abs(markers))
    }

    /// The largest ``inconsistency(of:)`` of the constraints held: how much accuracy the state has lost.
    /// O(terms of every constraint).
    func worstInconsistency() -> Double {
        var worst = 0.0
        for case let record? in records { worst = max(worst, inconsistency(of: record)) }
        return worst
    }

    /// The value of a constraint's marker or error symbol: 0 for `noSymbol` and a parametric one; a basic one is
    /// basic in a restricted row, whose cells are parametric, so its value is that row's constant.
    private func markerValue(_ s: Symbol) -> Double {
        guard s != noSymbol else { return 0 }
        let slot = tableau.rowOf[Int(s)]
        return slot >= 0 ? tableau.rows[Int(slot)].constant : 0
    }

    /// `expression` of `constraint` at the current values, and the size of its terms (`|constant| + Σ |a·x|`).
    private func evaluate(_ constraint: Constraint) -> (value: Double, scale: Double) {
        var e = constraint.expression.constant
        var scale = abs(e)
        for term in constraint.expression.terms {
            let x = term.coefficient * values[Int(term.variable.id)]
            e += x
            scale += abs(x)
        }
        return (e, scale)
    }

    /// How far `constraint`, whose expression is `e` at the current values, is from holding (0 when it holds).
    private func violation(of constraint: Constraint, at e: Double) -> Double {
        switch constraint.relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    /// Clears the per-operation list of changed variables.
    mutating func forgetOperationChanges() {
        for s in operationChanged where Int(s) < isOperationChanged.count { isOperationChanged[Int(s)] = false }
        operationChanged.removeAll(keepingCapacity: true)
    }

    /// Rebuilds the tableau and objective from the constraints held, as a fresh solver would, and keeps the result
    /// if it is more accurate than the current state (``worstInconsistency()``); variables keep their ids, every
    /// constraint its slot. The constraints go in slot order first; when that build drifts too (a fresh build rounds
    /// as badly as the incremental state: a definition by a small coefficient, a growth of 10³ in one pivot), they
    /// go in again required first, then by priority, highest first — other pivots, other rounding — and the most
    /// accurate of the states wins. Values are refreshed from the rows kept; those that changed are reported as
    /// changed. A build that refuses a constraint the current state holds (the two disagree about a borderline
    /// system) is not kept.
    @inline(never)
    mutating func rebuild() {
        var current = worstInconsistency()
        defer { driftFloor = current > Self.driftTolerance ? current : 0 }
        let slots = records.indices.filter { records[$0] != nil }
        if let fresh = freshBuild(order: slots), fresh.worstInconsistency() <= current {
            self = fresh
            current = worstInconsistency()
        }
        guard current > Self.driftTolerance else { return }
        let byPriority = slots.sorted { a, b in
            let p = records[a]!.constraint.priority, q = records[b]!.constraint.priority
            return p > q || (p == q && a < b)
        }
        if let fresh = freshBuild(order: byPriority), fresh.worstInconsistency() < current {
            self = fresh
            current = worstInconsistency()
        }
    }

    /// A fresh core holding the constraints of this one, inserted in the order of `order` (record slots), each in
    /// its slot, with values refreshed; nil, with every constraint back as it was, if it refuses one.
    private func freshBuild(order: [Int]) -> SolverCore? {
        var fresh = SolverCore(identity: identity)
        fresh.minimizesConflicts = minimizesConflicts
        for s in 0..<tableau.symbolCount {
            _ = fresh.makeSymbol(tableau.kind[s] == .external ? .external : .slack)
        }
        for s in (0..<tableau.symbolCount).reversed() where tableau.kind[s] != .external {
            fresh.tableau.releaseSymbol(Symbol(s))
        }
        fresh.values = values
        fresh.changed = changed
        fresh.isChanged = isChanged
        fresh.records = Array(repeating: nil, count: records.count)
        for slot in order {
            let constraint = records[slot]!.constraint
            constraint.owner = nil
            fresh.freeRecords = [Int32(slot)]
            do {
                try fresh.insert(constraint)
                fresh.optimize()
            } catch {
                // Put every constraint back as it was: same owner, same slot.
                for case let r? in records { r.constraint.owner = identity }
                constraint.slot = Int32(slot)
                return nil
            }
        }
        fresh.freeRecords = freeRecords
        for s in 0..<fresh.tableau.symbolCount where fresh.tableau.kind[s] == .external { fresh.markDirty(Symbol(s)) }
        fresh.refreshValues()
        fresh.forgetOperationChanges()
        return fresh
    }
}

extension Solver {
    /// How far the constraints held are from agreeing with the tableau at the current values, relative to their
    /// terms (the worst over every constraint; see `SolverCore.inconsistency(of:)`). Test-only hook: 0 in exact
    /// arithmetic, rounding-sized in a healthy state; the reliability runs report it where two solvers disagree.
    public func _worstInconsistency() -> Double { core.worstInconsistency() }
}
