import Foundation

/// `--save DIR`: keeps each workload's JSON (as given to kiwi_bench.py) and both solvers' measurements,
/// with every variable's value after build+solve, for looking into a difference between the solvers.
struct ResultArchive {
    let directory: URL

    init(path: String) throws {
        directory = URL(fileURLWithPath: path, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Writes `NAME-SIZE.workload.json`.
    func save(_ workload: Workload) throws {
        try workload.json(reportValues: true).write(
            to: file(workload, "workload"), atomically: true, encoding: .utf8)
    }

    /// Writes `NAME-SIZE.SOLVER.json` in kiwi_bench.py's output format.
    func save(_ measurement: Measurement, solver: String, for workload: Workload) throws {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        try encoder.encode(measurement).write(to: file(workload, solver))
    }

    private func file(_ workload: Workload, _ suffix: String) -> URL {
        directory.appendingPathComponent("\(workload.name)-\(workload.size).\(suffix).json")
    }
}
