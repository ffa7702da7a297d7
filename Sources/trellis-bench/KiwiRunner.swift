import Foundation

/// Runs a ``Workload`` on kiwi: writes its JSON form to a temporary file, runs
/// `python3 Benchmarks/kiwi/kiwi_bench.py FILE` and decodes the JSON it prints. kiwi_bench.py's docstring
/// says exactly what it times (only kiwi's add/suggest/update calls).
struct KiwiRunner {
    /// The Python interpreter, looked up on `PATH` unless it contains a `/`.
    var python: String
    /// Path of kiwi_bench.py.
    var script: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func run(_ workload: Workload, reportValues: Bool) throws -> Measurement {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-bench-\(workload.name)-\(workload.size)-\(ProcessInfo.processInfo.processIdentifier).json")
        try workload.json(reportValues: reportValues).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try runPython([script, file.path])
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        do { return try decoder.decode(Measurement.self, from: output) } catch {
            throw Failure(description: "cannot read kiwi_bench.py's output: \(error)")
        }
    }

    /// kiwisolver's version, or a failure saying how to install it.
    func version() throws -> String {
        let out = try runPython(["-c", "import kiwisolver; print(kiwisolver.__version__)"])
        return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs the interpreter with `arguments`; returns its standard output (standard error passes through).
    private func runPython(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python] + arguments
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        // Read before waiting: the output (values of 64,001 variables) can exceed a pipe's buffer.
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(
                description:
                    "\(python) \(arguments.joined(separator: " ")) failed (status \(process.terminationStatus));"
                    + " is kiwisolver installed? Run Benchmarks/install-kiwi.sh")
        }
        return data
    }
}
