/// Executes a parsed ``ConstraintFile`` against a ``Solver``: adds, removes and edits in file order, then
/// reads every variable back. It does no I/O; the caller prints the ``Result``.
///
/// A required constraint that cannot hold together with the required constraints accepted before it is
/// rejected (reported with the lines it conflicts with) and the run goes on. Removing a rejected or an
/// already removed constraint is a warning and does nothing.
public struct ConstraintFileRunner {
    /// The exit status of `trellis solve` when every statement took effect.
    public static let successStatus: Int32 = 0
    /// The exit status of `trellis solve` when some required constraint was rejected.
    public static let unsatisfiableStatus: Int32 = 3

    /// The file to run.
    public let file: ConstraintFile

    /// Makes a runner for `file`.
    public init(file: ConstraintFile) { self.file = file }

    /// Runs the file: ``prepare(in:)``, ``execute(_:)`` and ``result(of:)`` in turn (`trellis solve --timing`
    /// times them separately).
    ///
    /// - Parameter solver: A fresh solver to run in (a new one by default); afterwards it holds the
    ///   accepted constraints and edit variables, and ``Result/variables`` names its variables.
    /// - Returns: The variable values, the lines to print and the diagnostics, with the exit status.
    public func run(in solver: Solver = Solver()) -> Result {
        var prepared = prepare(in: solver)
        execute(&prepared)
        return result(of: prepared)
    }

    /// Reads every variable back after ``execute(_:)``: the values, the output lines sorted by name, the
    /// diagnostics and the exit status.
    public func result(of prepared: Prepared) -> Result {
        let order = file.variableNames.indices.sorted {
            file.variableNames[$0].utf8.lexicographicallyPrecedes(file.variableNames[$1].utf8)
        }
        var values: [String: Double] = [:]
        values.reserveCapacity(order.count)
        var variables: [String: Variable] = [:]
        variables.reserveCapacity(order.count)
        var outputLines: [String] = []
        outputLines.reserveCapacity(order.count)
        for i in order {
            let name = file.variableNames[i]
            let value = prepared.solver.value(of: prepared.variables[i])
            values[name] = value
            variables[name] = prepared.variables[i]
            outputLines.append(name + " = " + Self.format(value))
        }
        let failed = prepared.diagnostics.contains { !$0.isWarning }
        return Result(
            values: values, outputLines: outputLines, diagnostics: prepared.diagnostics,
            exitStatus: failed ? Self.unsatisfiableStatus : Self.successStatus, variables: variables)
    }

    /// Swift's shortest round-trip form of `value` (`100.0`, `0.1`, `1e-05`), with `-0.0` printed as `0.0`.
    public static func format(_ value: Double) -> String { value == 0 ? "0.0" : "\(value)" }
}

extension ConstraintFileRunner {
    /// What running a file produced.
    public struct Result: Equatable, Sendable {
        /// The final value of every variable mentioned in the file, by name.
        public var values: [String: Double]
        /// `name = value` for every variable, sorted by the UTF-8 bytes of the name: standard output.
        public var outputLines: [String]
        /// Rejections and warnings in file order: standard error.
        public var diagnostics: [ConstraintFileDiagnostic]
        /// ``ConstraintFileRunner/unsatisfiableStatus`` if a required constraint was rejected, else
        /// ``ConstraintFileRunner/successStatus``.
        public var exitStatus: Int32
        /// The solver variable made for each name, to keep using the solver after the run.
        public var variables: [String: Variable]

        /// Makes a result.
        ///
        /// - Parameters:
        ///   - values: The final value of every variable, by name.
        ///   - outputLines: `name = value` lines, sorted by name.
        ///   - diagnostics: Rejections and warnings in file order.
        ///   - exitStatus: The exit status.
        ///   - variables: The solver variable made for each name.
        public init(
            values: [String: Double], outputLines: [String], diagnostics: [ConstraintFileDiagnostic],
            exitStatus: Int32, variables: [String: Variable] = [:]
        ) {
            self.values = values
            self.outputLines = outputLines
            self.diagnostics = diagnostics
            self.exitStatus = exitStatus
            self.variables = variables
        }
    }
}
