extension ConstraintFileRunner {
    /// A file made ready to run (``ConstraintFileRunner/prepare(in:)``): a solver variable for every name, a
    /// constraint object for every constraint line, every line reference resolved to a statement index — so
    /// that running it (``ConstraintFileRunner/execute(_:)``) is nothing but the solver's own calls.
    public struct Prepared {
        /// One statement with its names and line references resolved.
        enum Step {
            case add(Constraint)
            /// `target` is the index of the statement that added the constraint.
            case remove(target: Int)
            case updateConstant(target: Int, constant: Double)
            case updatePriority(target: Int, priority: Priority)
            case addEdit(Variable, Priority)
            case removeEdit(Variable)
            case suggest(Variable, Double)
        }

        /// What became of the constraint added by a statement.
        enum LineState {
            case notAdded
            case active
            case rejected
            case removed
        }

        let file: ConstraintFile
        let solver: Solver
        /// A solver variable for every name, in ``ConstraintFile/variableNames`` order.
        let variables: [Variable]
        /// One step per statement, in file order.
        let steps: [Step]
        /// Per statement: what became of its constraint.
        var states: [LineState]
        var diagnostics: [ConstraintFileDiagnostic] = []
    }

    /// Makes the variables and constraint objects for `file` in `solver` and resolves every name and line
    /// reference (nothing is added to the solver yet).
    public func prepare(in solver: Solver = Solver()) -> Prepared {
        let names = ConstraintFileNameTable(file.variableNames)
        let variables = file.variableNames.map { solver.makeVariable($0) }
        func variable(_ name: String) -> Variable { variables[names.index(of: name)!] }
        func expression(_ linear: ConstraintFile.ParsedExpression) -> LinearExpression {
            linear.expression(resolving: variable)
        }
        var indexOfLine: [Int: Int] = [:]
        var steps: [Prepared.Step] = []
        steps.reserveCapacity(file.statements.count)
        for (index, statement) in file.statements.enumerated() {
            switch statement.action {
            case let .constraint(lhs, relation, rhs, priority):
                let constraint = Constraint(expression(lhs), relation, expression(rhs), priority: priority)
                indexOfLine[statement.line] = index
                steps.append(.add(constraint))
            case let .remove(line): steps.append(.remove(target: indexOfLine[line]!))
            case let .updateConstant(line, constant):
                steps.append(.updateConstant(target: indexOfLine[line]!, constant: constant))
            case let .updatePriority(line, priority):
                steps.append(.updatePriority(target: indexOfLine[line]!, priority: priority))
            case let .editVariable(name, priority): steps.append(.addEdit(variable(name), priority))
            case let .removeEditVariable(name): steps.append(.removeEdit(variable(name)))
            case let .suggestValue(name, value): steps.append(.suggest(variable(name), value))
            }
        }
        return Prepared(
            file: file, solver: solver, variables: variables, steps: steps,
            states: Array(repeating: .notAdded, count: steps.count))
    }

    /// Runs the prepared steps in file order against the solver; the parser has already checked everything
    /// but satisfiability. Rejections and warnings go to `prepared`'s diagnostics.
    public func execute(_ prepared: inout Prepared) {
        for index in prepared.steps.indices { prepared.execute(index) }
    }
}

extension ConstraintFileRunner.Prepared {
    /// Executes step `index`.
    mutating func execute(_ index: Int) {
        do {
            switch steps[index] {
            case let .add(constraint): add(constraint, index: index)
            case let .remove(target):
                guard case let .add(constraint) = steps[target], isActive(target, reportingOn: index) else { return }
                try solver.remove(constraint)
                states[target] = .removed
            case let .updateConstant(target, constant):
                guard case let .add(constraint) = steps[target], isActive(target, reportingOn: index) else { return }
                try solver.updateConstant(of: constraint, to: constant)
            case let .updatePriority(target, priority):
                guard case let .add(constraint) = steps[target], isActive(target, reportingOn: index) else { return }
                try solver.updatePriority(of: constraint, to: priority)
            case let .addEdit(variable, priority): try solver.addEditVariable(variable, priority: priority)
            case let .removeEdit(variable): try solver.removeEditVariable(variable)
            case let .suggest(variable, value): try solver.suggestValue(variable, value)
            }
        } catch {
            report(.solverError(error.description), on: index)
        }
    }

    /// Adds `constraint`; if it is unsatisfiable, records the rejection and the conflicting lines.
    private mutating func add(_ constraint: Constraint, index: Int) {
        do {
            try solver.add(constraint)
            states[index] = .active
        } catch {
            states[index] = .rejected
            guard case let .unsatisfiable(_, conflicts) = error else {
                report(.solverError(error.description), on: index)
                return
            }
            // The lines of the conflicting constraints (a scan of the earlier steps: rejections are rare).
            let wanted = Set(conflicts.map(ObjectIdentifier.init))
            var conflictLines: Set<Int> = []
            for i in 0..<index {
                if case let .add(c) = steps[i], wanted.contains(ObjectIdentifier(c)) {
                    conflictLines.insert(file.statements[i].line)
                }
            }
            report(
                .unsatisfiable(constraint: file.statements[index].text, conflictLines: conflictLines.sorted()),
                on: index)
        }
    }

    /// Whether the constraint of statement `target` is active; if not, warns on statement `index` that it
    /// was rejected or removed.
    private mutating func isActive(_ target: Int, reportingOn index: Int) -> Bool {
        let line = file.statements[target].line
        switch states[target] {
        case .active: return true
        case .rejected: report(.wasRejected(line: line), on: index)
        case .removed, .notAdded: report(.alreadyRemoved(line: line), on: index)
        }
        return false
    }

    private mutating func report(_ kind: ConstraintFileDiagnostic.Kind, on index: Int) {
        diagnostics.append(
            ConstraintFileDiagnostic(fileName: file.fileName, line: file.statements[index].line, kind: kind))
    }
}
