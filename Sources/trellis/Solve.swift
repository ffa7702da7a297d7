import ArgumentParser
import Foundation
import TrellisSolver

/// `trellis solve FILE [--timing]`: runs a constraint file and prints every variable as `name = value`.
///
/// Exit status: 0 on success, 1 if the file cannot be read, 2 on a parse error (nothing is solved),
/// 3 if a required constraint was rejected as unsatisfiable (the rest of the file still runs).
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Solve a constraint file and print every variable as 'name = value', sorted by name.",
        discussion: """
            One statement per line; '#' starts a comment:
              x + 2*y <= 100               # required constraint
              w == 40 @ 250                # priority 250
              a.left == b.right + 8 @ high # required 1000, high 750, medium 500, low 250, fitting 50
              edit W @ 999                 # declare an edit variable (priority < 1000, default 999)
              suggest W 320                # suggest a value for it
              remove 3                     # remove the constraint defined on line 3

            Exit status: 0 success, 1 unreadable file, 2 parse error, 3 unsatisfiable required constraint.
            """
    )

    @Argument(help: "The constraint file ('-' for standard input).")
    var file: String

    @Flag(help: "Print 'timing: parse=X ms solve=Y ms' on standard error.")
    var timing = false

    /// The file name used in messages.
    var displayName: String { file == "-" ? "<stdin>" : file }

    func run() throws {
        let text = try readInput()
        let clock = ContinuousClock()

        let parseStart = clock.now
        let parsed: ConstraintFile
        do {
            parsed = try ConstraintFile(parsing: text, fileName: displayName)
        } catch {
            StandardStream.error.write(error.description + "\n")
            throw ExitCode(ConstraintFileError.exitStatus)
        }
        let parseTime = parseStart.duration(to: clock.now)

        // Solve time covers every operation and the final read-out of the values.
        let solveStart = clock.now
        let result = ConstraintFileRunner(file: parsed).run()
        let solveTime = solveStart.duration(to: clock.now)

        if !result.diagnostics.isEmpty {
            StandardStream.error.write(result.diagnostics.map { "\($0)\n" }.joined())
        }
        StandardStream.output.write(result.outputLines.map { $0 + "\n" }.joined())
        if timing {
            StandardStream.error.write(
                "timing: parse=\(Self.milliseconds(parseTime)) ms solve=\(Self.milliseconds(solveTime)) ms\n")
        }
        if result.exitStatus != ConstraintFileRunner.successStatus { throw ExitCode(result.exitStatus) }
    }

    /// The whole input as text; reports an unreadable file on standard error and exits with status 1.
    private func readInput() throws -> String {
        if file == "-" {
            return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        var isDirectory: ObjCBool = false
        let reason: String
        if !FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) {
            reason = "no such file"
        } else if isDirectory.boolValue {
            reason = "it is a directory"
        } else if let data = FileManager.default.contents(atPath: file) {
            return String(decoding: data, as: UTF8.self)
        } else {
            reason = "permission denied or read error"
        }
        StandardStream.error.write("trellis solve: cannot read '\(file)': \(reason)\n")
        throw ExitCode.failure
    }

    /// `duration` in milliseconds with three decimals, e.g. `12.345`.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.3f", Double(seconds) * 1e3 + Double(attoseconds) / 1e15)
    }
}
