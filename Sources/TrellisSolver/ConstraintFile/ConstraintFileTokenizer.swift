/// Splits one line of a constraint file into tokens, on demand, left to right.
///
/// Tokens are produced lazily so that the parser reports the leftmost error on a line: a stray character
/// after a nonlinear product is never reached. Names are letters, digits, `_` and `.`, not starting with a
/// digit (a `.` followed by a digit starts a number). Numbers are decimal with an optional fraction and
/// exponent: `12`, `3.`, `.5`, `1.67772e+07`. `#` ends the line.
struct ConstraintFileTokenizer {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    /// Makes a tokenizer over the line `scalars` (without its line break).
    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    /// The next token; `.end` forever once the line or a comment is reached.
    mutating func next() -> ConstraintFileToken {
        while index < scalars.count, Self.isSpace(scalars[index]) { index += 1 }
        let start = index
        guard index < scalars.count, scalars[index] != "#" else {
            return ConstraintFileToken(kind: .end, text: "", column: start + 1)
        }
        let first = scalars[index]
        if Self.isDigit(first) || (first == "." && isDigit(at: index + 1)) { return number() }
        if Self.isNameStart(first) { return name() }
        index += 1
        switch first {
        case "+", "-", "*", "/", "(", ")", "@":
            return token(.symbol(first), from: start)
        case "=", "<", ">":
            guard index < scalars.count, scalars[index] == "=" else { return token(.invalid, from: start) }
            index += 1
            let relation: Relation = first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            return token(.relation(relation), from: start)
        default:
            return token(.invalid, from: start)
        }
    }

    /// Scans `digits [. digits] [e [+-] digits]` (or `. digits …`); the exponent only when digits follow.
    private mutating func number() -> ConstraintFileToken {
        let start = index
        skipDigits()
        if index < scalars.count, scalars[index] == "." {
            index += 1
            skipDigits()
        }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            let sign = index + 1 < scalars.count && (scalars[index + 1] == "+" || scalars[index + 1] == "-")
            let digits = sign ? index + 2 : index + 1
            if isDigit(at: digits) {
                index = digits
                skipDigits()
            }
        }
        let text = string(from: start)
        // The scanned text is always valid for `Double(_:)`; overflow gives `inf`, reported by the parser.
        return ConstraintFileToken(kind: .number(Double(text) ?? .infinity), text: text, column: start + 1)
    }

    /// Scans a name: a letter, `_` or `.`, then letters, digits, `_` and `.`.
    private mutating func name() -> ConstraintFileToken {
        let start = index
        index += 1
        while index < scalars.count, Self.isNameStart(scalars[index]) || Self.isDigit(scalars[index]) { index += 1 }
        let text = string(from: start)
        return ConstraintFileToken(kind: .name(text), text: text, column: start + 1)
    }

    private mutating func skipDigits() {
        while isDigit(at: index) { index += 1 }
    }

    private func isDigit(at position: Int) -> Bool {
        position < scalars.count && Self.isDigit(scalars[position])
    }

    private func token(_ kind: ConstraintFileToken.Kind, from start: Int) -> ConstraintFileToken {
        ConstraintFileToken(kind: kind, text: string(from: start), column: start + 1)
    }

    private func string(from start: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<index])
        return String(view)
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}"
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    /// Letters (any alphabetic Unicode scalar), `_` and `.`.
    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || v == 0x5F || v == 0x2E
        }
        return scalar.properties.isAlphabetic
    }
}
