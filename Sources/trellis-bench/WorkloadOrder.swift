/// The order a workload's constraints and edit variables are given to the solvers in: the same system, built
/// the way different code would build it. A solver's cost must not depend on it (issue 17), so the report's
/// headline is the worst order.
struct WorkloadOrder: Equatable {
    /// How the constraints are permuted.
    enum Permutation: Equatable {
        /// As the workload lists them: view by view, in reading order.
        case natural
        /// Last view first.
        case reversed
        /// A fixed pseudo-random permutation (Fisher–Yates with ``SplitMix64`` seeded by the value).
        case shuffled(seed: UInt64)
        /// Constraints interleaved across views: the first constraint of every view, then the second of
        /// every view, … (as code that makes all the positions first and all the sizes after).
        case interleaved
    }

    var permutation: Permutation
    /// Edit variables declared before the constraints (a window size set up first) or after them.
    var editsFirst: Bool

    /// The order every earlier benchmark used.
    static let natural = WorkloadOrder(permutation: .natural, editsFirst: false)

    /// `natural`, `reversed`, `shuffled 2`, `interleaved`, with ` · edits first` or ` · edits last`.
    var label: String {
        let p: String
        switch permutation {
        case .natural: p = "natural"
        case .reversed: p = "reversed"
        case .shuffled(let seed): p = "shuffled \(seed)"
        case .interleaved: p = "interleaved"
        }
        return p + (editsFirst ? " · edits first" : " · edits last")
    }

    /// Every permutation the `--orders all` run measures, each with edits first and last.
    static let all: [WorkloadOrder] = {
        let permutations: [Permutation] = [
            .natural, .reversed, .shuffled(seed: 1), .shuffled(seed: 2),
            .shuffled(seed: 3), .interleaved,
        ]
        return permutations.flatMap {
            [
                WorkloadOrder(permutation: $0, editsFirst: false),
                WorkloadOrder(permutation: $0, editsFirst: true),
            ]
        }
    }()

    /// Parses one `--orders` item: `natural`, `reversed`, `shuffled` (seeds 1–3), `shuffled:S`,
    /// `interleaved`, each optionally followed by `+first` or `+last` (default: both); or `all`.
    static func parse(_ text: String) -> [WorkloadOrder]? {
        if text == "all" { return all }
        let parts = text.split(separator: "+", maxSplits: 1).map(String.init)
        let edits: [Bool]
        switch parts.count == 2 ? parts[1] : "both" {
        case "first": edits = [true]
        case "last": edits = [false]
        case "both": edits = [false, true]
        default: return nil
        }
        let permutations: [Permutation]
        switch parts[0] {
        case "natural": permutations = [.natural]
        case "reversed": permutations = [.reversed]
        case "interleaved": permutations = [.interleaved]
        case "shuffled": permutations = [1, 2, 3].map { .shuffled(seed: $0) }
        case let p where p.hasPrefix("shuffled:"):
            guard let seed = UInt64(p.dropFirst("shuffled:".count)) else { return nil }
            permutations = [.shuffled(seed: seed)]
        default: return nil
        }
        return permutations.flatMap { p in edits.map { WorkloadOrder(permutation: p, editsFirst: $0) } }
    }

    /// The permutation of `0 ..< count` constraints, of views of `perView` consecutive constraints each (the
    /// last view may hold fewer or more: interleaving goes by position within a view, `index % perView`).
    func indices(count: Int, perView: Int) -> [Int] {
        switch permutation {
        case .natural: return Array(0..<count)
        case .reversed:
            // Views in reverse, each view's constraints in their own order (code that builds bottom-up).
            let views = (count + perView - 1) / perView
            return (0..<views).reversed().flatMap { v in (v * perView)..<min(count, (v + 1) * perView) }
        case .shuffled(let seed):
            var random = SplitMix64(seed: seed)
            var order = Array(0..<count)
            for i in stride(from: count - 1, to: 0, by: -1) { order.swapAt(i, random.below(i + 1)) }
            return order
        case .interleaved:
            return (0..<perView).flatMap { k in stride(from: k, to: count, by: perView) }
        }
    }
}

extension Workload {
    /// The same system given to the solvers in `order`.
    func reordered(_ order: WorkloadOrder) -> Workload {
        var copy = self
        copy.order = order
        copy.constraints = order.indices(count: constraints.count, perView: constraintsPerView).map { constraints[$0] }
        return copy
    }
}
