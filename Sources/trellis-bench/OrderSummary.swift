import Foundation

/// The headline of a run over several orders: per workload size and phase, Trellis's worst order against
/// kiwi's best (so a ratio is never bought with kiwi's pathological orders), and how Trellis's worst grows with
/// the size (`k` in time ~ N^k, between this size and the previous one of the family).
struct OrderSummary {
    var results: [WorkloadResult]

    /// One row: a workload size and phase over every order it ran in.
    struct Row {
        var name: String
        var size: Int
        var sizeLabel: String
        var phase: String
        var trellisWorst: (ms: Double, order: String)?
        var kiwiBest: (ms: Double, order: String)?
        var orders: Int
    }

    /// The rows in the order the families and sizes first ran.
    var rows: [Row] {
        var rows: [Row] = []
        for r in results where r.kind == .timed {
            for (i, phase) in r.phases.enumerated() {
                let (t, k) = r.best(i)
                let index: Int
                if let found = rows.firstIndex(where: {
                    $0.name == r.name && $0.size == r.size && $0.phase == phase.name
                }) {
                    index = found
                } else {
                    rows.append(Row(name: r.name, size: r.size, sizeLabel: r.sizeLabel, phase: phase.name, orders: 0))
                    index = rows.count - 1
                }
                rows[index].orders += 1
                if let t, t > rows[index].trellisWorst?.ms ?? -1 { rows[index].trellisWorst = (t, r.order) }
                if let k, k < rows[index].kiwiBest?.ms ?? .infinity { rows[index].kiwiBest = (k, r.order) }
            }
        }
        return rows
    }

    func render(markdown: Bool) -> String {
        var table = Table(
            headers: [
                "Workload", "Size", "Phase", "Orders", "Trellis worst ms", "its order", "k", "kiwi best ms",
                "its order", "worst/best",
            ],
            numericColumns: 3..<5)
        let rows = self.rows
        for (i, row) in rows.enumerated() {
            var exponent = "—"
            if let previous = rows[..<i].last(where: { $0.name == row.name && $0.phase == row.phase }),
                let a = previous.trellisWorst?.ms, let b = row.trellisWorst?.ms, a > 0, b > 0
            {
                exponent = String(format: "%.2f", log(b / a) / log(Double(row.size) / Double(previous.size)))
            }
            var ratio = "—"
            if let t = row.trellisWorst?.ms, let k = row.kiwiBest?.ms, k > 0 { ratio = significant(t / k) }
            table.rows.append([
                row.name, row.sizeLabel, row.phase, "\(row.orders)", row.trellisWorst.map { significant($0.ms) } ?? "—",
                row.trellisWorst?.order ?? "—", exponent, row.kiwiBest.map { significant($0.ms) } ?? "—",
                row.kiwiBest?.order ?? "—", ratio,
            ])
        }
        return table.render(markdown: markdown)
    }
}
