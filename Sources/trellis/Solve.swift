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
              constant 2 -60               # set line 2's constant (as 'expression relation 0')
              priority 2 low               # change line 2's priority
              remove edit W                # stop W being an edit variable

            Exit status: 0 success, 1 unreadable file, 2 parse error, 3 unsatisfiable required constraint.
            """
    )

    @Argument(help: "The constraint file ('-' for standard input).")
    var file: String

    @Flag(
        help: """
            Print 'timing: parse=… ms build=… ms solve=… ms output=… ms' on standard error (build: variables, \
            names and constraint objects; solve: the solver's calls only; output: values read, sorted, printed).
            """)
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

        // Build: variables, name look-ups, constraint objects. Solve: only the solver's calls. Output: reading
        // the values back, sorting by name, formatting and writing.
        let runner = ConstraintFileRunner(file: parsed)
        let buildStart = clock.now
        var prepared = runner.prepare()
        let buildTime = buildStart.duration(to: clock.now)

        let solveStart = clock.now
        runner.execute(&prepared)
        let solveTime = solveStart.duration(to: clock.now)

        let outputStart = clock.now
        let result = runner.result(of: prepared)
        if !result.diagnostics.isEmpty {
            StandardStream.error.write(result.diagnostics.map { "\($0)\n" }.joined())
        }
        var output = ""
        output.reserveCapacity(result.outputLines.reduce(0) { $0 + $1.utf8.count + 1 })
        for line in result.outputLines {
            output += line
            output += "\n"
        }
        StandardStream.output.write(output)
        let outputTime = outputStart.duration(to: clock.now)
        if timing {
            StandardStream.error.write(
                "timing: parse=\(Self.milliseconds(parseTime)) ms build=\(Self.milliseconds(buildTime)) ms "
                    + "solve=\(Self.milliseconds(solveTime)) ms output=\(Self.milliseconds(outputTime)) ms\n")
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
