/// Inspection: a readable dump of the tableau and objective, and an invariant check for tests.
extension Solver {
    /// The tableau and the objective as text: one line per row (`basic = constant + coefficient·symbol …`),
    /// then one line per priority level. Symbols print as variable names or `s12` (slack), `e12` (error),
    /// `d12` (dummy).
    public func dump() -> String {
        var out = "Tableau:\n"
        for row in core.tableau.rows where row.basic != noSymbol {
            out += "  \(symbolName(row.basic)) = \(row.constant)"
            for cell in row.cells { out += " \(cell.coefficient < 0 ? "-" : "+") \(abs(cell.coefficient))·\(symbolName(cell.symbol))" }
            out += "\n"
        }
        out += "Objective:\n"
        for level in core.objective.order {
            out += "  @\(Priority(core.objective.priorities.priorities[level])):"
            for (s, c) in core.objective.levels[level].enumerated() where c != 0 { out += " \(c)·\(symbolName(Symbol(s)))" }
            out += "\n"
        }
        return out
    }

    /// A description of the first broken tableau invariant, or nil. Test-only hook.
    public func _checkInvariants() -> String? {
        if let problem = core.tableau.checkInvariants() { return problem }
        for row in core.tableau.rows where row.basic != noSymbol && core.tableau.kind[Int(row.basic)].isRestricted {
            if row.constant < 0 { return "infeasible row \(symbolName(row.basic)) = \(row.constant)" }
        }
        return nil
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
