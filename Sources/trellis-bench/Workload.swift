/// A benchmark system in a neutral form that both runners (Trellis in-process, kiwi through Python) execute
/// identically: variables are indices `0 ..< variableNames.count`, and everything happens in array order, so
/// nothing depends on hashing or dictionary order.
struct Workload {
    /// What the runners do with the constraints.
    enum Kind: String {
        /// Every add must succeed; the phases are timed.
        case timed
        /// Required constraints that may conflict: rejected adds are counted, then the accepted ones are
        /// checked for violations.
        case random
    }

    /// The workload family: `cards`, `chain`, `enaml-like` or `random`.
    var name: String
    /// The size shown in the report (views, constraints, …).
    var size: Int
    var kind: Kind
    /// One name per variable; names only label Trellis's variables (`dump()`), kiwi gets `v<index>`.
    var variableNames: [String]
    /// Added in this order in the build+solve phase.
    var constraints: [LinearConstraint]
    /// Declared after the constraints (before them when `order.editsFirst`), in this order.
    var edits: [EditDeclaration]
    /// The first suggestions, the last part of build+solve (followed by reading every value).
    var initial: [Suggestion]
    /// Timed after build+solve on the same solver, in order.
    var phases: [ResizePhase]
    /// Builds per timed sample: tiny systems are built many times per sample to be measurable.
    var batch: Int = 1
    /// Timed samples for Trellis (after one warm-up repetition); the best (minimum) is reported.
    var repetitions: Int
    /// Timed samples for kiwi; 1 for the sizes where one kiwi build takes many seconds.
    var kiwiRepetitions: Int
    /// Whether kiwi also runs an untimed warm-up repetition first.
    var kiwiWarmup: Bool
    /// Constraints per view, consecutive in `constraints` as made (for the reversed and interleaved orders).
    var constraintsPerView: Int = 1
    /// The order `constraints` are in (``reordered(_:)`` permutes them) and when the edits are declared.
    var order: WorkloadOrder = .natural

    var variableCount: Int { variableNames.count }

    /// The total violation at each priority level, highest first, of the constraints and of the edit
    /// variables' first suggestions, at `values` (the state after build+solve). Two solvers that both find
    /// an optimum with strict priorities have the same totals even where the optimum is not unique.
    func violationByPriority(at values: [Double]) -> [(priority: Double, total: Double)] {
        var levels: [(priority: Double, total: Double)] = []
        func add(_ priority: Double, _ violation: Double) {
            if let i = levels.firstIndex(where: { $0.priority == priority }) {
                levels[i].total += violation
            } else {
                levels.append((priority, violation))
            }
        }
        for c in constraints { add(c.priority, c.violation(at: values)) }
        for e in edits {
            guard let s = initial.last(where: { $0.variable == e.variable }) else { continue }
            add(e.priority, abs(values[e.variable] - s.value))
        }
        return levels.sorted { $0.priority > $1.priority }
    }
}

/// `Σ coefficient · variable + constant  relation  0` at `priority` in (0, 1000] (1000: required).
struct LinearConstraint {
    var terms: [LinearTerm]
    var constant: Double
    var relation: LinearRelation
    var priority: Double

    /// How far the constraint is from holding at `values` (0 when it holds; one-sided for inequalities).
    func violation(at values: [Double]) -> Double {
        var e = constant
        for t in terms { e += t.coefficient * values[t.variable] }
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    /// The tolerance for `violation(at:)`: 1e-6 of the magnitude of the values involved, at least 1e-6.
    /// (kiwi_bench.py uses the same rule.)
    func violationTolerance(at values: [Double]) -> Double {
        var scale = abs(constant)
        for t in terms { scale += abs(t.coefficient * values[t.variable]) }
        return 1e-6 * max(1, scale)
    }
}

/// `coefficient · variable`, the variable as an index into the workload's variables.
struct LinearTerm {
    var variable: Int
    var coefficient: Double
}

/// The relation of a ``LinearConstraint`` to zero, spelled as in kiwi (`"=="`, `"<="`, `">="`).
enum LinearRelation: String {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// An edit variable and its priority (below 1000).
struct EditDeclaration {
    var variable: Int
    var priority: Double
}

/// `suggestValue(variable, value)`.
struct Suggestion {
    var variable: Int
    var value: Double
}

/// A timed sequence of steps on an already built solver. A step is a few suggestions followed by solving
/// and reading every variable's value; the report gives the best time per step.
struct ResizePhase {
    var name: String
    var steps: [[Suggestion]]
}
