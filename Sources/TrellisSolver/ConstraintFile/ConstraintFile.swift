/// A parsed constraint file: the statements of a `.cl` text, in file order.
///
/// A constraint file holds one statement per line; `#` starts a comment:
///
/// ```
/// x + 2*y <= 100               # required constraint
/// w == 40 @ 250                # priority 250
/// a.left == b.right + 8 @ high # named priorities: required, high, medium, low, fitting
/// edit W @ 999                 # declare an edit variable (priority < 1000, default 999)
/// suggest W 320                # suggest a value for it
/// remove 3                     # remove the constraint defined on line 3
/// ```
///
/// Parsing checks everything that can be known without solving: syntax, linearity, priorities, that
/// `suggest` names an edit variable and that `remove` names an earlier constraint line. Execute the file
/// with ``ConstraintFileRunner``.
public struct ConstraintFile: Equatable, Sendable {
    /// The name used in messages: the path as given on the command line, or `<stdin>`.
    public var fileName: String
    /// The statements, in file order; blank and comment-only lines hold none.
    public var statements: [Statement]
    /// Every variable name mentioned anywhere in the file, in order of first mention.
    public var variableNames: [String]

    /// Makes a file from already parsed parts.
    ///
    /// - Parameters:
    ///   - fileName: The name used in messages.
    ///   - statements: The statements, in file order.
    ///   - variableNames: Every variable name mentioned, in order of first mention.
    public init(fileName: String, statements: [Statement], variableNames: [String]) {
        self.fileName = fileName
        self.statements = statements
        self.variableNames = variableNames
    }

    /// Parses the text of a constraint file.
    ///
    /// - Parameters:
    ///   - text: The whole file. Lines end with `\n` or `\r\n`.
    ///   - fileName: The name used in error messages and diagnostics (`<stdin>` for standard input).
    /// - Throws: ``ConstraintFileError`` for the first error in the file.
    public init(parsing text: String, fileName: String = "<stdin>") throws(ConstraintFileError) {
        self = try ConstraintFileParser(fileName: fileName).parse(text)
    }

    /// The variable names sorted by their UTF-8 bytes: the order in which `trellis solve` prints them.
    public var sortedVariableNames: [String] {
        variableNames.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
