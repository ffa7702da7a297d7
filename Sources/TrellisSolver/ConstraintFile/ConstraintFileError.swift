/// The first error in a constraint file, with where it is.
///
/// Its ``description`` is the compiler-style `FILE:LINE:COL: message` that `trellis solve` prints.
public struct ConstraintFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file name as given (`<stdin>` for standard input).
    public var fileName: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int
    /// What was expected and what was found, e.g.
    /// `expected '==', '<=' or '>=' after the left side, found '@'`.
    public var message: String

    /// Makes an error.
    ///
    /// - Parameters:
    ///   - fileName: The file name as given.
    ///   - line: The 1-based line.
    ///   - column: The 1-based column in Unicode scalars.
    ///   - message: What was expected and what was found.
    public init(fileName: String, line: Int, column: Int, message: String) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COL: message`.
    public var description: String { "\(fileName):\(line):\(column): \(message)" }

    /// The exit status of `trellis solve` for a file that does not parse.
    public static let exitStatus: Int32 = 2
}
