import Foundation
import TrellisSolver

/// `enaml-like`: the 111-constraint, 2-edit-variable form layout of kiwi's own benchmark
/// (`enaml_like_benchmark.cpp`), read from `shared/bench/enaml-like.cl` with ``ConstraintFile``.
///
/// Build+solve adds the constraints and edit variables in file order and makes the file's first group of
/// suggestions (width 400, height 600). The `resize` phase then cycles through the file's other suggestion
/// groups and back to the first — (600, 400), (800, 1200), (1200, 800), (400, 600), … — so that every step
/// changes the sizes (kiwi's own loop re-suggests the same value every time, which measures almost nothing).
enum EnamlWorkload {
    /// Builds per timed sample: one build is tens of microseconds.
    static let batch = 100
    /// Times the file's suggestion groups are cycled through in the resize phase.
    static let cycles = 100

    struct LoadError: Error, CustomStringConvertible {
        var description: String
    }

    static func make(path: String) throws -> Workload {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw LoadError(description: "cannot read \(path): \(error.localizedDescription)")
        }
        let file: ConstraintFile
        do { file = try ConstraintFile(parsing: text, fileName: path) } catch {
            throw LoadError(description: "\(error)")
        }
        var index: [String: Int] = [:]
        for (i, name) in file.variableNames.enumerated() { index[name] = i }

        var constraints: [LinearConstraint] = []
        var edits: [EditDeclaration] = []
        var suggestions: [Suggestion] = []
        for statement in file.statements {
            switch statement.action {
            case let .constraint(lhs, relation, rhs, priority):
                let terms =
                    lhs.terms.map { LinearTerm(variable: index[$0.name]!, coefficient: $0.coefficient) }
                    + rhs.terms.map { LinearTerm(variable: index[$0.name]!, coefficient: -$0.coefficient) }
                constraints.append(
                    LinearConstraint(
                        terms: terms, constant: lhs.constant - rhs.constant, relation: LinearRelation(relation),
                        priority: priority.rawValue))
            case let .editVariable(name, priority):
                edits.append(EditDeclaration(variable: index[name]!, priority: priority.rawValue))
            case let .suggestValue(name, value):
                suggestions.append(Suggestion(variable: index[name]!, value: value))
            case .remove, .updateConstant, .updatePriority, .removeEditVariable:
                throw LoadError(description: "\(path):\(statement.line): `remove` is not supported by trellis-bench")
            }
        }
        let groups = suggestionGroups(suggestions)
        guard let first = groups.first else { throw LoadError(description: "\(path): no `suggest` lines") }
        let cycle = Array(groups.dropFirst()) + [first]
        let steps = (0..<cycles).flatMap { _ in cycle }
        return Workload(
            name: "enaml-like", size: constraints.count, kind: .timed, variableNames: file.variableNames,
            constraints: constraints, edits: edits, initial: first,
            phases: [ResizePhase(name: "resize", steps: steps)],
            batch: batch, repetitions: 20, kiwiRepetitions: 20, kiwiWarmup: true)
    }

    /// Splits suggestions in file order into groups in which each variable occurs at most once
    /// (`suggest width 400`, `suggest height 600` is one group).
    static func suggestionGroups(_ suggestions: [Suggestion]) -> [[Suggestion]] {
        var groups: [[Suggestion]] = []
        var current: [Suggestion] = []
        for s in suggestions {
            if current.contains(where: { $0.variable == s.variable }) {
                groups.append(current)
                current = []
            }
            current.append(s)
        }
        if !current.isEmpty { groups.append(current) }
        return groups
    }
}

extension LinearRelation {
    init(_ relation: Relation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
