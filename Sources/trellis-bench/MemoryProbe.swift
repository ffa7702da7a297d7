import Foundation
import TrellisSolver

/// `--memory`: the heap a solver keeps per constraint after building a workload (Trellis only).
///
/// The solver's own account of what its arrays reserve, by part (``Solver/_storage()``: exact and deterministic),
/// and the process's resident memory (`/proc/self/statm`) read after the solver, its variables and its `Constraint`
/// objects are made and again after build+solve (the same calls as the timed build): that difference includes
/// malloc's headers and rounding, and the blocks the arrays left behind as they grew (coarse: pages).
struct MemoryProbe {
    var workload: Workload
    var constraints: Int
    var residentBytes: Int
    var parts: [(part: String, bytes: Int)]

    static func measure(_ workload: Workload) throws -> MemoryProbe {
        let runner = TrellisRunner(workload: workload)
        let prepared = runner.prepare()
        let before = residentBytes()
        _ = try runner.build(prepared)
        let after = residentBytes()
        return MemoryProbe(
            workload: workload, constraints: workload.constraints.count, residentBytes: after - before,
            parts: prepared.solver._storage())
    }

    func render() -> String {
        let n = Double(max(1, constraints))
        func perConstraint(_ bytes: Int) -> Int { Int((Double(bytes) / n).rounded()) }
        var line =
            "\(workload.name) \(workload.size) \(workload.order.label): \(constraints) constraints; B/constraint: "
        line +=
            "resident \(perConstraint(residentBytes)), reserved \(perConstraint(parts.reduce(0) { $0 + $1.bytes })) ="
        for (part, bytes) in parts { line += " \(part) \(perConstraint(bytes))" }
        return line
    }

    /// Resident memory in bytes (the second field of `/proc/self/statm`, in pages).
    private static func residentBytes() -> Int {
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
