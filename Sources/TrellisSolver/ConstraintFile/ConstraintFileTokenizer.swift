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
            return ConstraintFileToken(kind: .symbol(first), text: String(Character(first)), column: start + 1)
        case "=", "<", ">":
            guard index < scalars.count, scalars[index] == "=" else { return token(.invalid, from: start) }
            index += 1
            let relation: Relation = first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            let text = first == "=" ? "==" : first == "<" ? "<=" : ">="
            return ConstraintFileToken(kind: .relation(relation), text: text, column: start + 1)
        default:
            return token(.invalid, from: start)
        }
    }

    /// Scans `digits [. digits] [e [+-] digits]` (or `. digits …`); the exponent only when digits follow.
    private mutating func number() -> ConstraintFileToken {
        let start = index
        // Fast path (Clinger): at most 15 significant digits and no exponent is m / 10^k with m and 10^k exact
        // doubles, and one correctly rounded division gives the correctly rounded value, as `Double(_:)` does.
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        while index < scalars.count, Self.isDigit(scalars[index]) {
            mantissa = mantissa &* 10 &+ Int64(scalars[index].value - 0x30)
            digits += 1
            index += 1
        }
        if index < scalars.count, scalars[index] == "." {
            index += 1
            while index < scalars.count, Self.isDigit(scalars[index]) {
                mantissa = mantissa &* 10 &+ Int64(scalars[index].value - 0x30)
                digits += 1
                fractionDigits += 1
                index += 1
            }
        }
        var hasExponent = false
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            let sign = index + 1 < scalars.count && (scalars[index + 1] == "+" || scalars[index + 1] == "-")
            let exponentDigits = sign ? index + 2 : index + 1
            if isDigit(at: exponentDigits) {
                index = exponentDigits
                skipDigits()
                hasExponent = true
            }
        }
        let text = string(from: start)
        let value: Double
        if !hasExponent && digits <= 15 {
            value = Double(mantissa) / Self.powersOfTen[fractionDigits]
        } else {
            // The scanned text is always valid for `Double(_:)`; overflow gives `inf`, reported by the parser.
            value = Double(text) ?? .infinity
        }
        return ConstraintFileToken(kind: .number(value), text: text, column: start + 1)
    }

    /// 10^0 … 10^15, each exact in a double.
    private static let powersOfTen: [Double] = (0...15).map { k in (0..<k).reduce(1.0) { r, _ in r * 10 } }

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
