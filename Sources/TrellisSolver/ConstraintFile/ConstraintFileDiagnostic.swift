/// Something a ``ConstraintFileRunner`` reports about a statement while the file runs.
///
/// Its ``description`` is the line `trellis solve` prints on standard error, e.g.
/// `layout.cl:7: unsatisfiable: x <= 5 (conflicts with line 3)`.
public struct ConstraintFileDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Equatable, Sendable {
        /// A required constraint was rejected: it cannot hold together with the required constraints on
        /// `conflictLines` (ascending; empty if the solver named none, e.g. for `0 == 1`).
        case unsatisfiable(constraint: String, conflictLines: [Int])
        /// `remove` named a line whose constraint was already removed (a warning; nothing happens).
        case alreadyRemoved(line: Int)
        /// `remove` named a line whose constraint was rejected as unsatisfiable (a warning; nothing happens).
        case wasRejected(line: Int)
        /// The solver refused an operation the parser had accepted: a bug in the parser or the solver.
        case solverError(String)
    }

    /// The file name as given (`<stdin>` for standard input).
    public var fileName: String
    /// The 1-based line of the statement concerned.
    public var line: Int
    /// What happened.
    public var kind: Kind

    /// Makes a diagnostic.
    ///
    /// - Parameters:
    ///   - fileName: The file name as given.
    ///   - line: The 1-based line of the statement concerned.
    ///   - kind: What happened.
    public init(fileName: String, line: Int, kind: Kind) {
        self.fileName = fileName
        self.line = line
        self.kind = kind
    }

    /// Whether this is only a warning (it does not change the exit status).
    public var isWarning: Bool {
        switch kind {
        case .alreadyRemoved, .wasRejected: return true
        case .unsatisfiable, .solverError: return false
        }
    }

    /// `FILE:LINE: message`.
    public var description: String { "\(fileName):\(line): \(message)" }

    /// The message after `FILE:LINE: `.
    public var message: String {
        switch kind {
        case let .unsatisfiable(constraint, lines):
            let others: String
            switch lines.count {
            case 0: others = "no other line"
            case 1: others = "line \(lines[0])"
            default: others = "lines " + lines.map(String.init).joined(separator: ", ")
            }
            return "unsatisfiable: \(constraint) (conflicts with \(others))"
        case let .alreadyRemoved(target): return "warning: line \(target) was already removed"
        case let .wasRejected(target): return "warning: line \(target) was rejected as unsatisfiable"
        case let .solverError(message): return "error: the solver refused this statement: \(message)"
        }
    }
}
