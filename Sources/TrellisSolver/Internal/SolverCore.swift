/// The solver's state and algorithm, as a value type.
///
/// ``Solver`` is a class (constraints refer to it by identity) that holds one `SolverCore` and forwards to
/// it. The algorithm lives here, in `mutating` methods of a struct, so that the compiler proves exclusive
/// access statically: on a class, every access to a stored property would pay a dynamic exclusivity check.
@usableFromInline
struct SolverCore {
    @usableFromInline var tableau = Tableau()
    var objective = Objective()
    /// Constraint slots (`Constraint.slot`); nil when free.
    var records: [Record?] = []
    var freeRecords: [Int32] = []
    /// The owning solver's identity, stored in the constraints it holds.
    var identity: ObjectIdentifier
    /// Whether unsatisfiable errors shrink their conflicting set to a minimal one (off inside that search).
    var minimizesConflicts = true

    /// Basic restricted symbols whose rows may be infeasible: a negative constant, or a basic dummy off zero (for
    /// the dual simplex). Stale entries are dropped when read.
    var infeasible: [Symbol] = []
    /// Per symbol: a variable's value (current after every operation; see ``refreshValues()``).
    @usableFromInline var values: [Double] = []
    /// Symbols whose value may have changed since the last refresh, each once.
    var dirty: [Symbol] = []
    var isDirty: [Bool] = []
    /// Variables whose value changed since ``takeChangedVariables(_:)`` last ran, each once.
    var changed: [Symbol] = []
    var isChanged: [Bool] = []
    /// Scratch: the rows an operation on a column touched; the refresh's queue and its per-slot stamps.
    var touched: [Int32] = []
    var substitutionTargets: [(slot: Int32, cell: Int32)] = []
    /// Pivots performed so far (wrapping): tells an operation whether it pivoted.
    var pivotCount: UInt64 = 0
    /// Per variable: the constraints that use it (see ``verifyOperation(_:)``), as a column index whose
    /// entries name a record slot (`row`) and a term (`cell`): flat, no array per variable or constraint.
    var uses = Columns()
    /// The number of symbols `uses` has a column for.
    var useSymbolCount = 0
    /// Per constraint: its entries in `uses`, one per term, at `Record.firstUse…` (see ``noteUses(of:slot:)``).
    var useEntries: [Int32] = []
    /// Entries of `useEntries` that belong to removed constraints (compacted when they are the majority).
    var deadUseEntries = 0
    /// The worst inconsistency the last rebuild left when it could not bring every constraint within the drift
    /// tolerance, else 0 (see ``driftThreshold``).
    var driftFloor = 0.0
    /// Variables whose value changed in the current operation, each once.
    var operationChanged: [Symbol] = []
    var isOperationChanged: [Bool] = []
    /// Scratch of ``longDualStep(_:raise:)``.
    var dualWalk = DualWalk()
    /// Scratch of ``dropResidue(inColumnOf:restrictedOnly:)``.
    var residueScratch: [Int32] = []
    /// Scratch of ``refreshValues()``: its heap, its leaf rows, the variables it changed.
    var refreshQueue: [(rank: Double, id: Int32)] = []
    var refreshLeaves: [Int32] = []
    var refreshUpdated: [Symbol] = []
    var queuedStamp: [UInt32] = []
    var refreshCounter: UInt32 = 0

    /// What the solver keeps for each constraint it holds (32 bytes: the level is stored in 32 bits).
    struct Record {
        let constraint: Constraint
        /// The marker's coefficient in the constraint's row as first built: `expression + μ·marker …`.
        let markerCoefficient: Double
        /// The constraint's marker (slack, dummy, or + error) and its other error symbol (or `noSymbol`).
        let marker: Symbol
        let other: Symbol
        private var storedLevel: Int32
        /// The constraint's first entry in ``SolverCore/useEntries`` (its terms' entries follow), or -1.
        var firstUse: Int32 = -1

        init(constraint: Constraint, marker: Symbol, other: Symbol, markerCoefficient: Double, level: Int) {
            self.constraint = constraint
            self.markerCoefficient = markerCoefficient
            self.marker = marker
            self.other = other
            self.storedLevel = Int32(level)
        }

        /// The objective level of a non-required constraint, -1 when required.
        var level: Int {
            get { Int(storedLevel) }
            set { storedLevel = Int32(newValue) }
        }
    }

    init(identity: ObjectIdentifier) { self.identity = identity }

    /// A new symbol of `kind`, with room in the per-symbol arrays.
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let s = tableau.newSymbol(kind)
        if Int(s) >= values.count {
            values.append(0)
            isDirty.append(false)
            isChanged.append(false)
            isOperationChanged.append(false)
        }
        return s
    }

    /// Adds `constraint` and re-optimises.
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        try insert(constraint)
        optimize()
        refreshValues()
        verifyOperation(constraint)
    }

    /// Removes `constraint` and re-optimises.
    mutating func remove(_ constraint: Constraint) {
        erase(constraint)
        optimize()
        refreshValues()
        verifyOperation(nil)
    }

    /// Changes a non-required constraint's priority and re-optimises.
    mutating func updatePriority(of constraint: Constraint, to priority: Priority) {
        moveErrors(of: constraint, to: priority)
        constraint.priority = priority
        optimize()
        refreshValues()
        verifyOperation(nil)
    }

    /// Whether `s`'s value could change without any constraint being violated more at any priority: its canonical
    /// form (the variable itself when parametric) holds a variable (free), or a slack or error symbol whose cost is
    /// zero at every level. Dummies are fixed at zero and do not count.
    mutating func isAmbiguous(_ s: Symbol) -> Bool {
        let slot = tableau.rowOf[Int(s)]
        guard slot >= 0 else { return tableau.kind[Int(s)] == .external }
        let canonical = tableau.expand(tableau.rows[Int(slot)])
        for cell in canonical.cells {
            switch tableau.kind[Int(cell.symbol)] {
            case .external: return true
            case .slack, .error:
                if objective.order.allSatisfy({ objective.cost($0, cell.symbol) == 0 }) { return true }
            default: continue
            }
        }
        return false
    }

    // MARK: Edits and their effects

    /// Edits the row in `slot` and notes what the edit means for feasibility and values.
    mutating func edit<R>(_ slot: Int32, _ body: (inout RowEditor) -> R) -> R {
        let result = tableau.edit(slot, body)
        noteChange(of: slot)
        return result
    }

    /// Notes the row in `slot` after a change: a restricted row that became infeasible joins `infeasible`; its basic
    /// symbol's value may have changed (so the definitions that refer to it, or the variable it defines).
    @inline(__always)
    mutating func noteChange(of slot: Int32) {
        let row = tableau.rows[Int(slot)]
        let k = tableau.kind[Int(row.basic)]
        if k == .external {
            markDirty(row.basic)
            return
        }
        if (row.constant < 0 && k.isRestricted) || (k == .dummy && row.constant != 0) { infeasible.append(row.basic) }
        if tableau.columnCount(row.basic) > 0 { markDirty(row.basic) }
    }

    /// Notes the rows an operation on a column touched (`touched`), then forgets them.
    mutating func noteTouched() {
        for slot in touched { noteChange(of: slot) }
        touched.removeAll(keepingCapacity: true)
    }

    /// Notes that `s`'s value may have changed.
    @inline(__always)
    mutating func markDirty(_ s: Symbol) {
        if !isDirty[Int(s)] {
            isDirty[Int(s)] = true
            dirty.append(s)
        }
    }

    // MARK: Transactions

    mutating func beginTransaction() {
        tableau.beginTransaction()
        objective.beginTransaction()
    }

    mutating func commit() {
        tableau.commit()
        objective.commit()
    }

    /// Restores the tableau and objective saved by ``beginTransaction()``; values were not refreshed since, so
    /// they are still those of the restored state, and what was noted meanwhile is forgotten.
    mutating func rollback() {
        tableau.rollback()
        objective.rollback()
        infeasible.removeAll()
        for s in dirty where Int(s) < isDirty.count { isDirty[Int(s)] = false }
        dirty.removeAll()
        let n = tableau.symbolCount
        values.removeLast(values.count - n)
        isDirty.removeLast(isDirty.count - n)
        isChanged.removeLast(isChanged.count - n)
        isOperationChanged.removeLast(isOperationChanged.count - n)
        operationChanged.removeAll { Int($0) >= n }
        changed.removeAll { Int($0) >= n }
    }
}
