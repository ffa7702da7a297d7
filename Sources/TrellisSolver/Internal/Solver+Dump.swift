/// Inspection: a readable dump of the tableau and objective, and an invariant check for tests.
extension Solver {
    /// The tableau and the objective as text: one line per row (`basic = constant + coefficient·symbol …`, a
    /// definition with its rank), then one line per priority level. Symbols print as variable names or `s12`
    /// (slack), `e12` (error), `d12` (dummy).
    public func dump() -> String {
        var out = "Tableau:\n"
        for row in core.tableau.rows where row.basic != noSymbol {
            out += "  \(symbolName(row.basic)) = \(row.constant)"
            for cell in row.cells {
                out += " \(cell.coefficient < 0 ? "-" : "+") \(abs(cell.coefficient))·\(symbolName(cell.symbol))"
            }
            if core.tableau.kind[Int(row.basic)] == .external { out += "  [rank \(row.rank)]" }
            out += "\n"
        }
        out += "Objective:\n"
        for level in core.objective.order {
            out += "  @\(Priority(core.objective.priorities.priorities[level])):"
            for (s, c) in core.objective.costs(at: level).enumerated() where c != 0 {
                out += " \(c)·\(symbolName(Symbol(s)))"
            }
            out += "\n"
        }
        return out
    }

    /// A description of the first broken invariant, or nil. Test-only hook: the tableau's own invariants
    /// (canonical restricted rows, acyclic definitions, column index, journal), feasibility (restricted rows
    /// non-negative, basic dummies at zero), the objective over parametric restricted symbols only, and every
    /// variable's stored value equal to its definition evaluated now.
    public func _checkInvariants() -> String? {
        if let problem = core.tableau.checkInvariants() { return problem }
        let tableau = core.tableau
        for row in tableau.rows where row.basic != noSymbol && tableau.kind[Int(row.basic)].isRestricted {
            if row.constant < 0 { return "infeasible row \(symbolName(row.basic)) = \(row.constant)" }
            if tableau.kind[Int(row.basic)] == .dummy && row.constant != 0 {
                return "basic dummy \(symbolName(row.basic)) = \(row.constant)"
            }
        }
        for level in core.objective.order {
            for (s, c) in core.objective.costs(at: level).enumerated() where c != 0 && s < tableau.symbolCount {
                if tableau.rowOf[s] >= 0 { return "basic symbol \(symbolName(Symbol(s))) has a cost" }
                if tableau.kind[s] == .external { return "variable \(symbolName(Symbol(s))) has a cost" }
            }
        }
        if !core.dirty.isEmpty { return "values not refreshed" }
        for row in tableau.rows where row.basic != noSymbol && tableau.kind[Int(row.basic)] == .external {
            var v = row.constant
            for cell in row.cells {
                // Evaluated here independently of the refresh: a variable's value, a basic restricted symbol's
                // constant, else 0.
                let s = Int(cell.symbol), slot = tableau.rowOf[s]
                let x =
                    tableau.kind[s] == .external ? core.values[s] : (slot < 0 ? 0 : tableau.rows[Int(slot)].constant)
                v += cell.coefficient * x
            }
            if v.bitPattern != core.values[Int(row.basic)].bitPattern {
                return "stale value of \(symbolName(row.basic)): \(core.values[Int(row.basic)]), now \(v)"
            }
        }
        for s in 0..<tableau.symbolCount where tableau.kind[s] == .external && tableau.rowOf[s] < 0 {
            if core.values[s] != 0 { return "free variable \(symbolName(Symbol(s))) = \(core.values[s])" }
        }
        return nil
    }

    /// Cell counts of the tableau, for measuring fill-in: definitions and restricted rows, their cells, the dummy
    /// cells among the restricted rows' cells, and the longest restricted row. Test and benchmark hook.
    public func _census() -> (
        definitions: Int, definitionCells: Int, restricted: Int, restrictedCells: Int,
        dummyCells: Int, longest: Int
    ) {
        let tableau = core.tableau
        var census = (definitions: 0, definitionCells: 0, restricted: 0, restrictedCells: 0, dummyCells: 0, longest: 0)
        for row in tableau.rows where row.basic != noSymbol {
            if tableau.kind[Int(row.basic)] == .external {
                census.definitions += 1
                census.definitionCells += row.cells.count
                continue
            }
            census.restricted += 1
            census.restrictedCells += row.cells.count
            census.longest = max(census.longest, row.cells.count)
            for cell in row.cells where tableau.kind[Int(cell.symbol)] == .dummy { census.dummyCells += 1 }
        }
        return census
    }

    private func symbolName(_ s: Symbol) -> String {
        switch core.tableau.kind[Int(s)] {
        case .external: return names[s] ?? "v\(s)"
        case .slack: return "s\(s)"
        case .error: return "e\(s)"
        case .dummy: return "d\(s)"
        case .artificial: return "a\(s)"
        case .objective: return "z\(s)"
        }
    }
}
