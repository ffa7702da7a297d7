import Foundation
import Testing
import TrellisTestSupport

/// End-to-end tests of `trellis solve`: the built `trellis` executable runs as a subprocess.
@Suite("trellis solve")
struct SolveCommandTests {
    @Test func examplePrintsEveryVariableSortedByName() throws {
        let path = repositoryRoot + "/Examples/three-columns.cl"
        let result = try Trellis.run(["solve", path])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                left.width = 280.0
                left.x = 20.0
                middle.width = 280.0
                middle.x = 310.0
                right.width = 280.0
                right.x = 600.0
                window.width = 900.0

                """)
    }

    @Test func namesSortByBytesAndValuesUseShortestForm() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write(
            "names.cl",
            """
            é == 6
            b == 0.1 # comment
            a_b == 1e-05
            a.b == -0.0
            B == 1.67772e+07
            ab == 100
            edit only.edited      # mentioned but never constrained
            """)
        let result = try Trellis.run(["solve", path])
        #expect(result.status == 0)
        #expect(
            result.stdout
                == "B = 16777200.0\na.b = 0.0\na_b = 1e-05\nab = 100.0\nb = 0.1\nonly.edited = 0.0\né = 6.0\n")
    }

    @Test func readsStandardInputForDash() throws {
        let result = try Trellis.run(["solve", "-"], input: "y == x + 5\nx == 10\n")
        #expect(result.status == 0)
        #expect(result.stdout == "x = 10.0\ny = 15.0\n")
        #expect(result.stderr == "")
    }

    @Test func parseErrorReportsFileLineColumnAndExits2() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("bad.cl", "x == 1\n\n  w == 40 @ strongest  # oops\n")
        let result = try Trellis.run(["solve", path])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "\(path):3:13: unknown priority name 'strongest' (use required, high, medium, low, fitting or a number)\n"
        )
    }

    @Test func parseErrorOnStandardInputNamesStdin() throws {
        let result = try Trellis.run(["solve", "-"], input: "x == 1\nx * y == 2\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "<stdin>:2:3: nonlinear term: both sides of '*' contain variables\n")
    }

    @Test func parseErrorStopsBeforeAnythingIsSolved() throws {
        // Line 2 would be unsatisfiable, but the parse error on line 3 comes first: nothing runs.
        let result = try Trellis.run(["solve", "-", "--timing"], input: "x >= 10\nx <= 5\nremove 4\nx == 1\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "<stdin>:3:8: line 4 holds no constraint (remove can only name an earlier line)\n")
    }

    @Test func unsatisfiableConstraintIsReportedAndExits3() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write(
            "conflict.cl",
            """
            x + y == 10
            x >= 6        # line 2
            y >= 6        # cannot hold with lines 1 and 2
            y == 1 @ high
            remove 3
            z >= 1
            z <= 0
            """)
        let result = try Trellis.run(["solve", path])
        #expect(result.status == 3)
        #expect(
            result.stderr == """
                \(path):3: unsatisfiable: y >= 6 (conflicts with lines 1, 2)
                \(path):5: warning: line 3 was rejected as unsatisfiable
                \(path):7: unsatisfiable: z <= 0 (conflicts with line 6)

                """)
        #expect(result.stdout == "x = 9.0\ny = 1.0\nz = 1.0\n")
    }

    @Test func removingTwiceWarnsButSucceeds() throws {
        let result = try Trellis.run(["solve", "-"], input: "x == 10\nx == 20 @ low\nremove 1\nremove 1\n")
        #expect(result.status == 0)
        #expect(result.stderr == "<stdin>:4: warning: line 1 was already removed\n")
        #expect(result.stdout == "x = 20.0\n")
    }

    @Test func timingAddsOneLineOnStandardError() throws {
        let path = repositoryRoot + "/Examples/edit.cl"
        let timed = try Trellis.run(["solve", path, "--timing"])
        let plain = try Trellis.run(["solve", path])
        #expect(timed.status == 0)
        #expect(timed.stdout == plain.stdout)
        #expect(plain.stderr == "")
        let pattern = try Regex(
            #"^timing: parse=[0-9]+\.[0-9]{3} ms build=[0-9]+\.[0-9]{3} ms solve=[0-9]+\.[0-9]{3} ms output=[0-9]+\.[0-9]{3} ms\n$"#
        )
        #expect(timed.stderr.wholeMatch(of: pattern) != nil, "stderr: \(timed.stderr)")
    }

    @Test func unreadableFileExits1() throws {
        let dir = try TemporaryDirectory()
        let missing = try Trellis.run(["solve", dir.path + "/missing.cl"])
        #expect(missing.status == 1)
        #expect(missing.stdout == "")
        #expect(missing.stderr.contains("missing.cl"))
        let directory = try Trellis.run(["solve", dir.path])
        #expect(directory.status == 1)
    }

    @Test func outputIsIdenticalAcrossProcesses() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("generated.cl", generatedLayout(views: 80, seed: 7))
        let first = try Trellis.run(["solve", path])
        let second = try Trellis.run(["solve", path])
        #expect(first.status == 0)
        #expect(first.stderr == "")
        #expect(first.status == second.status)
        #expect(first.stdoutBytes == second.stdoutBytes)
        #expect(first.stderr == second.stderr)
        #expect(first.stdout.split(separator: "\n").count == 80 * 2 + 1)
    }
}

// MARK: - Generated input

/// A row of `views` views with random intrinsic widths, hugging and compression-resistance priorities, some
/// minimum widths, a resizable container and a few removals: a few hundred statements whose weak constraints
/// tie often, so the answer depends on how the solver breaks ties.
private func generatedLayout(views: Int, seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    let priorities = ["low", "medium", "high", "fitting", "251", "249", "333.5", "999"]
    var lines = ["edit W @ 900", "suggest W \(views * 60)"]
    for i in 0..<views {
        let v = "v\(i)"
        lines.append(i == 0 ? "\(v).x == 8" : "\(v).x == v\(i - 1).x + v\(i - 1).w + 8")
        lines.append("\(v).w >= 0")
        let intrinsic = 20 + random.next(below: 180)
        lines.append("\(v).w <= \(intrinsic) @ \(priorities[random.next(below: priorities.count)])")
        lines.append("\(v).w >= \(intrinsic) @ \(priorities[random.next(below: priorities.count)])")
        if random.next(below: 4) == 0 { lines.append("\(v).w >= \(random.next(below: 40)) # minimum") }
        if random.next(below: 5) == 0 {
            lines.append("2*\(v).w - (\(v).x - \(v).x) == \(random.next(below: 100)) @ low")
        }
        if random.next(below: 10) == 0 { lines.append("remove \(lines.count)") }
    }
    lines.append("v\(views - 1).x + v\(views - 1).w <= W - 8")
    lines.append("suggest W \(views * 40)")
    return lines.joined(separator: "\n") + "\n"
}

// MARK: - Running the executable

/// The repository root, found from this file's path.
private let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// The built `trellis` executable and a way to run it.
private enum Trellis {
    /// The output of one run.
    struct Result {
        var status: Int32
        var stdoutBytes: Data
        var stderr: String
        var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
    }

    /// The `trellis` executable in the products directory that holds this test bundle.
    static let executable: URL? = {
        var starts = [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle.main.bundleURL]
        if let url = Bundle.main.executableURL { starts.append(url) }
        for start in starts {
            var directory = start.resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<6 {
                let candidate = directory.appendingPathComponent("trellis")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                    !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                directory.deleteLastPathComponent()
            }
        }
        return nil
    }()

    /// Runs `trellis arguments`, feeding `input` on standard input, and collects its output.
    static func run(_ arguments: [String], input: String = "") throws -> Result {
        let executable = try #require(executable, "no trellis executable next to \(CommandLine.arguments[0])")
        let outputs = try TemporaryDirectory()
        let stdoutURL = URL(fileURLWithPath: try outputs.write("stdout", ""))
        let stderrURL = URL(fileURLWithPath: try outputs.write("stderr", ""))
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe()
        process.standardInput = stdin
        // Files, not pipes, for the output: no deadlock however much the process writes.
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdoutBytes: try Data(contentsOf: stdoutURL),
            stderr: try String(contentsOf: stderrURL, encoding: .utf8))
    }
}

/// A fresh directory under the system's temporary directory, deleted when the value goes away.
private final class TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to the file `name` in the directory and returns its path.
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }
}
