/// Recursive-descent parser for constraint files; see ``ConstraintFile`` for the format.
///
/// Grammar of one line (`#` to the end of the line is a comment):
///
/// ```
/// statement  := constraint | 'edit' NAME ['@' priority] | 'suggest' NAME ['-'] NUMBER | 'remove' INTEGER
///             | 'remove' 'edit' NAME | 'constant' INTEGER ['-'] NUMBER | 'priority' INTEGER priority | ε
/// constraint := sum ('==' | '<=' | '>=') sum ['@' priority]
/// priority   := ['-'] NUMBER | 'required' | 'high' | 'medium' | 'low' | 'fitting'
/// sum        := product (('+' | '-') product)*
/// product    := unary (('*' | '/') unary)*
/// unary      := '-' unary | NUMBER | NAME | '(' sum ')'
/// ```
///
/// `edit`, `suggest` and `remove` are keywords only as the first token of a statement; `constant` and
/// `priority` only there and before a number (so `priority == 3` still names a variable). Products and
/// quotients must stay linear; constants are folded as the line is read. Parsing stops at the first error.
struct ConstraintFileParser {
    private let fileName: String
    /// Per line number read so far: whether it holds a constraint statement (a flat array, not a hashed set: one
    /// entry per line of a file of 100,000 lines).
    private var isConstraintLine: [Bool] = []
    /// Names declared by `edit` so far.
    private var editVariables: Set<String> = []
    /// Every name mentioned so far, in order of first mention.
    private var variableNames = ConstraintFileNameTable()

    /// The line being parsed, its tokenizer and its current (not yet consumed) token.
    private var line = 0
    private var tokenizer = ConstraintFileTokenizer([], from: 0, to: 0)
    private var token = ConstraintFileToken(kind: .end, text: "", column: 1)

    /// Makes a parser whose errors name `fileName`.
    init(fileName: String) { self.fileName = fileName }

    /// Parses a whole file.
    ///
    /// - Throws: ``ConstraintFileError`` for the first error.
    func parse(_ text: String) throws(ConstraintFileError) -> ConstraintFile {
        var parser = self
        var statements: [ConstraintFile.Statement] = []
        let bytes = Array(text.utf8)
        let lines = Self.lines(of: bytes)
        statements.reserveCapacity(lines.count)
        for (offset, range) in lines.enumerated() {
            if let statement = try parser.parseLine(bytes, range, number: offset + 1) { statements.append(statement) }
        }
        return ConstraintFile(fileName: fileName, statements: statements, variableNames: parser.variableNames.names)
    }

    /// The byte ranges of the lines of `bytes` (UTF-8): split at `\n`, without the `\r` of a `\r\n` line break,
    /// and without a byte order mark at the start; a last line without a line break counts if it is not empty.
    static func lines(of bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0  // a byte order mark is not part of line 1
        var i = start
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") {
                let end = i > start && bytes[i - 1] == UInt8(ascii: "\r") ? i - 1 : i
                lines.append(start..<end)
                start = i + 1
            }
            i += 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }

    // MARK: - Statements

    /// Parses one line; `nil` for a blank or comment-only line.
    private mutating func parseLine(
        _ bytes: [UInt8], _ range: Range<Int>, number: Int
    ) throws(ConstraintFileError) -> ConstraintFile.Statement? {
        line = number
        tokenizer = ConstraintFileTokenizer(bytes, from: range.lowerBound, to: range.upperBound)
        advance()
        let action: ConstraintFile.Action
        switch token.kind {
        case .end: return nil
        case .name("edit"): action = try parseEdit()
        case .name("suggest"): action = try parseSuggest()
        case .name("remove"): action = try parseRemove()
        case .name("constant") where nextIsNumber: action = try parseConstantChange()
        case .name("priority") where nextIsNumber: action = try parsePriorityChange()
        default: action = try parseConstraint()
        }
        return ConstraintFile.Statement(line: number, text: Self.sourceText(bytes[range]), action: action)
    }

    /// `sum relation sum ['@' priority]`
    private mutating func parseConstraint() throws(ConstraintFileError) -> ConstraintFile.Action {
        let lhs = try parseSum()
        guard case let .relation(relation) = token.kind else {
            throw error("expected '==', '<=' or '>=' after the left side, found \(token.quoted)")
        }
        advance()
        let rhs = try parseSum()
        var priority = Priority.required
        if token.isSymbol("@") {
            advance()
            priority = try parsePriority().priority
            try expectEnd("after the priority")
        } else {
            try expectEnd("'@' or end of line after the right side")
        }
        if isConstraintLine.count <= line {
            isConstraintLine.append(contentsOf: repeatElement(false, count: line + 1 - isConstraintLine.count))
        }
        isConstraintLine[line] = true
        return .constraint(lhs: try fold(lhs), relation: relation, rhs: try fold(rhs), priority: priority)
    }

    /// `'edit' NAME ['@' priority]`
    private mutating func parseEdit() throws(ConstraintFileError) -> ConstraintFile.Action {
        advance()
        let name = try expectName(after: "'edit'")
        guard !editVariables.contains(name) else { throw error("duplicate edit variable '\(name)'") }
        mention(name)
        advance()
        var priority = ConstraintFile.defaultEditPriority
        if token.isSymbol("@") {
            advance()
            let (value, column) = try parsePriority()
            guard !value.isRequired else {
                throw error("edit variable priority must be below 1000", column: column)
            }
            priority = value
            try expectEnd("after the priority")
        } else {
            try expectEnd("'@' or end of line after the edit variable")
        }
        editVariables.insert(name)
        return .editVariable(name: name, priority: priority)
    }

    /// `'suggest' NAME ['-'] NUMBER`
    private mutating func parseSuggest() throws(ConstraintFileError) -> ConstraintFile.Action {
        advance()
        let name = try expectName(after: "'suggest'")
        guard editVariables.contains(name) else {
            throw error("suggest for '\(name)', which is not an edit variable (declare it with 'edit \(name)' first)")
        }
        mention(name)
        advance()
        guard let (value, _) = try parseSignedNumber() else {
            throw error("expected a number after 'suggest \(name)', found \(token.quoted)")
        }
        try expectEnd("after the suggested value")
        return .suggestValue(name: name, value: value)
    }

    /// `'remove' INTEGER`, naming an earlier constraint line, or `'remove' 'edit' NAME`.
    private mutating func parseRemove() throws(ConstraintFileError) -> ConstraintFile.Action {
        advance()
        if case .name("edit") = token.kind {
            advance()
            let name = try expectName(after: "'remove edit'")
            guard editVariables.contains(name) else { throw error("'\(name)' is not an edit variable") }
            advance()
            try expectEnd("after the edit variable")
            editVariables.remove(name)
            return .removeEditVariable(name: name)
        }
        let target = try parseConstraintLine(after: "remove")
        try expectEnd("after the line number")
        return .remove(line: target)
    }

    /// `'constant' INTEGER ['-'] NUMBER`
    private mutating func parseConstantChange() throws(ConstraintFileError) -> ConstraintFile.Action {
        advance()
        let target = try parseConstraintLine(after: "constant")
        guard let (value, _) = try parseSignedNumber() else {
            throw error("expected a number after 'constant \(target)', found \(token.quoted)")
        }
        try expectEnd("after the constant")
        return .updateConstant(line: target, constant: value)
    }

    /// `'priority' INTEGER priority`
    private mutating func parsePriorityChange() throws(ConstraintFileError) -> ConstraintFile.Action {
        advance()
        let target = try parseConstraintLine(after: "priority")
        let (priority, _) = try parsePriority()
        try expectEnd("after the priority")
        return .updatePriority(line: target, priority: priority)
    }

    /// The line number after `keyword`: an earlier line that holds a constraint. Consumes it.
    private mutating func parseConstraintLine(after keyword: String) throws(ConstraintFileError) -> Int {
        guard case .number = token.kind, token.text.unicodeScalars.allSatisfy(ConstraintFileTokenizer.isDigit) else {
            throw error("expected a line number after '\(keyword)', found \(token.quoted)")
        }
        guard let target = Int(token.text), target < line else {
            throw error("line \(token.text) holds no constraint (\(keyword) can only name an earlier line)")
        }
        guard target >= 0, target < isConstraintLine.count, isConstraintLine[target] else {
            throw error("line \(target) holds no constraint")
        }
        advance()
        return target
    }

    /// A priority after `@`: a number in (0, 1000] or a priority name; returns it and its column.
    private mutating func parsePriority() throws(ConstraintFileError) -> (priority: Priority, column: Int) {
        let column = token.column
        if case let .name(name) = token.kind {
            guard let priority = Self.namedPriorities[name] else {
                throw error(
                    "unknown priority name '\(name)' (use required, high, medium, low, fitting or a number)")
            }
            advance()
            return (priority, column)
        }
        guard let (value, _) = try parseSignedNumber() else {
            throw error(
                "expected a priority (a number or required, high, medium, low, fitting) after '@', found \(token.quoted)"
            )
        }
        let priority = Priority(value)
        guard priority.isValid else { throw error("priority must be in (0, 1000]", column: column) }
        return (priority, column)
    }

    /// The priority names and their values.
    static let namedPriorities: [String: Priority] = [
        "required": .required, "high": .high, "medium": .medium, "low": .low, "fitting": .fitting,
    ]

    /// An optional `-` and a number, consumed; `nil` (nothing consumed) when the token is neither.
    private mutating func parseSignedNumber() throws(ConstraintFileError) -> (value: Double, column: Int)? {
        let column = token.column
        var sign = 1.0
        if token.isSymbol("-") {
            var lookahead = tokenizer
            guard case .number = lookahead.next().kind else { return nil }
            sign = -1
            advance()
        }
        guard case let .number(value) = token.kind else { return nil }
        guard value.isFinite else { throw error("number '\(token.text)' is too large") }
        advance()
        return (sign * value, column)
    }

    // MARK: - Expressions

    /// `product (('+' | '-') product)*`
    private mutating func parseSum() throws(ConstraintFileError) -> PartialExpression {
        var sum = try parseProduct()
        while token.isSymbol("+") || token.isSymbol("-") {
            let op = token
            advance()
            let rhs = try parseProduct()
            sum = op.isSymbol("+") ? sum.adding(rhs) : sum.adding(rhs.scaled(by: -1))
            try checkFinite(sum, at: op)
        }
        return sum
    }

    /// `unary (('*' | '/') unary)*`, refusing products of two variable expressions and division by one.
    private mutating func parseProduct() throws(ConstraintFileError) -> PartialExpression {
        var product = try parseUnary()
        while token.isSymbol("*") || token.isSymbol("/") {
            let op = token
            advance()
            let rhs = try parseUnary()
            if op.isSymbol("*") {
                switch (product.hasVariables, rhs.hasVariables) {
                case (true, true):
                    throw error("nonlinear term: both sides of '*' contain variables", column: op.column)
                case (false, true): product = rhs.scaled(by: product.constant)
                default: product = product.scaled(by: rhs.constant)
                }
            } else {
                guard !rhs.hasVariables else {
                    throw error("division by an expression with variables", column: op.column)
                }
                guard rhs.constant != 0 else { throw error("division by zero", column: op.column) }
                product = product.divided(by: rhs.constant)
            }
            try checkFinite(product, at: op)
        }
        return product
    }

    /// `'-' unary | NUMBER | NAME | '(' sum ')'`
    private mutating func parseUnary() throws(ConstraintFileError) -> PartialExpression {
        switch token.kind {
        case .symbol("-"):
            advance()
            return try parseUnary().scaled(by: -1)
        case let .number(value):
            guard value.isFinite else { throw error("number '\(token.text)' is too large") }
            let column = token.column
            advance()
            return PartialExpression(constant: value, column: column)
        case let .name(name):
            let column = token.column
            mention(name)
            advance()
            return PartialExpression(terms: [.init(name)], column: column)
        case .symbol("("):
            let open = token
            advance()
            var inner = try parseSum()
            inner.column = open.column
            guard token.isSymbol(")") else {
                throw error("expected ')' for the '(' at column \(open.column), found \(token.quoted)")
            }
            advance()
            return inner
        default:
            throw error("expected a number, a variable name or '(', found \(token.quoted)")
        }
    }

    /// The canonical form of a side, or an error at its start if adding up its terms overflows.
    private func fold(_ expression: PartialExpression) throws(ConstraintFileError) -> ConstraintFile.ParsedExpression {
        guard let folded = expression.folded() else {
            throw error("the coefficients of this side add up to a number too large", column: expression.column)
        }
        return folded
    }

    private func checkFinite(_ expression: PartialExpression, at op: ConstraintFileToken) throws(ConstraintFileError) {
        guard expression.isFinite else {
            throw error("the result of '\(op.text)' is too large", column: op.column)
        }
    }

    // MARK: - Helpers

    private mutating func advance() { token = tokenizer.next() }

    /// Whether the token after the current one is a number (looks ahead without consuming).
    private var nextIsNumber: Bool {
        var lookahead = tokenizer
        if case .number = lookahead.next().kind { return true }
        return false
    }

    /// Expects a name token (not consumed) and returns it.
    private func expectName(after keyword: String) throws(ConstraintFileError) -> String {
        guard case let .name(name) = token.kind else {
            throw error("expected a variable name after \(keyword), found \(token.quoted)")
        }
        return name
    }

    /// Expects the end of the line; `expectation` completes the message `expected …, found …`.
    private func expectEnd(_ expectation: String) throws(ConstraintFileError) {
        guard token.kind == .end else {
            let expected = expectation.hasPrefix("after") ? "end of line \(expectation)" : expectation
            throw error("expected \(expected), found \(token.quoted)")
        }
    }

    private mutating func mention(_ name: String) { variableNames.insert(name) }

    /// An error on the current line at `column`, by default the current token's.
    private func error(_ message: String, column: Int? = nil) -> ConstraintFileError {
        ConstraintFileError(fileName: fileName, line: line, column: column ?? token.column, message: message)
    }

    /// The line without its comment and surrounding whitespace.
    private static func sourceText(_ line: ArraySlice<UInt8>) -> String {
        var end = line.firstIndex(of: UInt8(ascii: "#")) ?? line.endIndex
        var start = line.startIndex
        while start < end, ConstraintFileTokenizer.isSpace(line[start]) { start += 1 }
        while end > start, ConstraintFileTokenizer.isSpace(line[end - 1]) { end -= 1 }
        return String(decoding: line[start..<end], as: UTF8.self)
    }
}
