/// Keeps kiwi's runs within a time budget: kiwi is cubic in some orders (a 4,000-view chain with the edit
/// variable declared last would take many minutes), so a size whose run, grown from the previous size of the
/// same family and order as N^3, would exceed the budget is skipped and reported as such.
struct KiwiBudget {
    /// The last run of each family and order: its size and wall-clock seconds.
    private var last: [(key: String, size: Int, seconds: Double)] = []

    private static func key(_ w: Workload) -> String { w.name + " · " + w.order.label }

    mutating func record(_ w: Workload, seconds: Double) {
        last.removeAll { $0.key == KiwiBudget.key(w) }
        last.append((KiwiBudget.key(w), w.size, seconds))
    }

    /// The estimated seconds when the run should be skipped, nil to run it.
    func skip(_ w: Workload, budget: Double) -> Double? {
        guard let previous = last.last(where: { $0.key == KiwiBudget.key(w) }), previous.size < w.size else {
            return nil
        }
        let growth = Double(w.size) / Double(previous.size)
        let estimate = previous.seconds * growth * growth * growth
        return estimate > budget ? estimate : nil
    }
}
