/// The priority mapping — the one place that turns priorities into objective levels.
///
/// Every distinct non-required priority in use gets its own level of the objective; levels are compared
/// lexicographically, highest priority first. Nothing is ever folded into a single floating-point weight, so
/// no amount of violation at one level can trade against any violation at a higher one. Within a level every
/// error symbol weighs 1: the level's cost is the sum of absolute violations.
struct PriorityLevels {
    /// The priority of each level, by level index (creation order).
    private(set) var priorities: [Double] = []
    /// Level indices, highest priority first.
    private(set) var order: [Int] = []

    /// The level of `priority` (non-required), created on first use.
    mutating func level(for priority: Priority) -> Int {
        precondition(!priority.isRequired, "required constraints have no objective level")
        for (i, p) in priorities.enumerated() where p == priority.rawValue { return i }
        priorities.append(priority.rawValue)
        let level = priorities.count - 1
        let at = order.firstIndex { priorities[$0] < priority.rawValue } ?? order.count
        order.insert(level, at: at)
        return level
    }
}
