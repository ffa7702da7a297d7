extension ConstraintFileRunner {
    /// The state of one run: the solver, its variables by name, and what became of each constraint line.
    struct Execution {
        /// What became of the constraint defined on a line.
        enum LineState {
            case active(Constraint)
            case rejected
            case removed
        }

        let fileName: String
        let solver: Solver
        /// A solver variable for every name in the file, made in order of first mention.
        var variables: [String: Variable] = [:]
        var lines: [Int: LineState] = [:]
        /// The line of every constraint ever accepted, to name the lines of a conflict set.
        var lineOfConstraint: [ObjectIdentifier: Int] = [:]
        var diagnostics: [ConstraintFileDiagnostic] = []

        init(file: ConstraintFile, solver: Solver) {
            self.fileName = file.fileName
            self.solver = solver
            for name in file.variableNames { variables[name] = solver.makeVariable(name) }
        }

        /// Executes one statement; the parser has already checked everything but satisfiability.
        mutating func execute(_ statement: ConstraintFile.Statement) {
            do {
                switch statement.action {
                case let .constraint(lhs, relation, rhs, priority):
                    let constraint = Constraint(
                        expression(lhs), relation, expression(rhs), priority: priority)
                    add(constraint, statement: statement)
                case let .editVariable(name, priority):
                    try solver.addEditVariable(variables[name]!, priority: priority)
                case let .suggestValue(name, value):
                    try solver.suggestValue(variables[name]!, value)
                case let .remove(target):
                    try remove(line: target, statement: statement)
                }
            } catch {
                report(.solverError(error.description), on: statement)
            }
        }

        /// Adds `constraint`; if it is unsatisfiable, records the rejection and the conflicting lines.
        private mutating func add(_ constraint: Constraint, statement: ConstraintFile.Statement) {
            do {
                try solver.add(constraint)
                lines[statement.line] = .active(constraint)
                lineOfConstraint[ObjectIdentifier(constraint)] = statement.line
            } catch {
                guard case let .unsatisfiable(_, conflicts) = error else {
                    report(.solverError(error.description), on: statement)
                    lines[statement.line] = .rejected
                    return
                }
                let conflictLines = Set(conflicts.compactMap { lineOfConstraint[ObjectIdentifier($0)] })
                report(.unsatisfiable(constraint: statement.text, conflictLines: conflictLines.sorted()), on: statement)
                lines[statement.line] = .rejected
            }
        }

        /// Removes the constraint of line `target`, or warns if it is gone or was never added.
        private mutating func remove(line target: Int, statement: ConstraintFile.Statement) throws(SolverError) {
            switch lines[target] {
            case let .active(constraint):
                try solver.remove(constraint)
                lines[target] = .removed
            case .rejected: report(.wasRejected(line: target), on: statement)
            case .removed, nil: report(.alreadyRemoved(line: target), on: statement)
            }
        }

        private func expression(_ linear: ConstraintFile.ParsedExpression) -> LinearExpression {
            linear.expression { variables[$0]! }
        }

        private mutating func report(_ kind: ConstraintFileDiagnostic.Kind, on statement: ConstraintFile.Statement) {
            diagnostics.append(ConstraintFileDiagnostic(fileName: fileName, line: statement.line, kind: kind))
        }
    }
}
