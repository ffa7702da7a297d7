/// One token of a constraint-file line, with its 1-based column.
struct ConstraintFileToken: Equatable {
    /// What kind of token, with its value.
    enum Kind: Equatable {
        /// A variable name, keyword or priority name; which one depends on where it stands.
        case name(String)
        /// A number literal and its value (`inf` when it is too large).
        case number(Double)
        /// One of `+ - * / ( ) @`.
        case symbol(Unicode.Scalar)
        /// `==`, `<=` or `>=`.
        case relation(Relation)
        /// A character that starts no token (`$`, a lone `=`, …); the parser reports it as found.
        case invalid
        /// The end of the line or the start of a comment.
        case end
    }

    /// The kind and value.
    var kind: Kind
    /// The source text of the token (empty at the end of the line).
    var text: String
    /// The 1-based column of the token's first Unicode scalar.
    var column: Int

    /// How an error message names this token: `'@'`, `'3.5'`, `'width'` or `end of line`.
    var quoted: String {
        switch kind {
        case .end: return "end of line"
        case .invalid:
            guard let scalar = text.unicodeScalars.first, scalar.value < 0x20 || scalar.value == 0x7F else {
                return "'\(text)'"
            }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "character U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        default: return "'\(text)'"
        }
    }

    /// Whether the token is the symbol `scalar`.
    func isSymbol(_ scalar: Unicode.Scalar) -> Bool { kind == .symbol(scalar) }
}
