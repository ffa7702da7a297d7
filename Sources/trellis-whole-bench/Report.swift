import Foundation

/// The Markdown table of the results, row by row.
enum Report {
    static let header = """
        | Workload | Size | Phase | Auto Layout ms | Manual ms | Auto/manual | k (auto) | k (manual) | Peak auto | Peak manual |
        | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
        """

    /// The table row of `r`, its exponents against the previous size of the same workload and phase in
    /// `results`.
    static func row(_ r: PhaseResult, in results: [PhaseResult]) -> String {
        let previous = results.last { $0.workload == r.workload && $0.phase == r.phase && $0.size < r.size }
        func k(_ t: Double, _ t0: Double, _ n0: Int) -> String {
            String(format: "%.2f", log(t / t0) / log(Double(r.size) / Double(n0)))
        }
        let kAuto = previous.map { k(r.autoMs, $0.autoMs, $0.size) } ?? ""
        let kManual = previous.map { k(r.manualMs, $0.manualMs, $0.size) } ?? ""
        return "| \(r.workload) | \(r.size) | \(r.phase) | \(number(r.autoMs)) | \(number(r.manualMs)) | "
            + "\(String(format: "%.1f", r.ratio))× | \(kAuto) | \(kManual) | \(bytes(r.autoPeak)) | "
            + "\(bytes(r.manualPeak)) |"
    }

    static func number(_ ms: Double) -> String {
        ms >= 100 ? String(format: "%.0f", ms) : ms >= 1 ? String(format: "%.2f", ms) : String(format: "%.4f", ms)
    }

    static func bytes(_ b: Int?) -> String {
        guard let b else { return "" }
        return b >= 1 << 30
            ? String(format: "%.2f GiB", Double(b) / Double(1 << 30))
            : String(format: "%.1f MiB", Double(b) / Double(1 << 20))
    }
}
