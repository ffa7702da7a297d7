/// Splits one line of a constraint file into tokens, on demand, left to right.
///
/// Tokens are produced lazily so that the parser reports the leftmost error on a line: a stray character
/// after a nonlinear product is never reached. Names are letters, digits, `_` and `.`, not starting with a
/// digit (a `.` followed by a digit starts a number). Numbers are decimal with an optional fraction and
/// exponent: `12`, `3.`, `.5`, `1.67772e+07`. `#` ends the line.
///
/// It reads the file's UTF-8 bytes in place (one array for the whole file, a byte range per line) and counts
/// columns in Unicode scalars as it goes, so that a 1.7 MB file costs no array or string per line.
struct ConstraintFileTokenizer {
    private let bytes: [UInt8]
    private let end: Int
    private var index: Int
    /// The 1-based column (in Unicode scalars) of `index`.
    private var column = 1

    /// Makes a tokenizer over the line `bytes[start..<end]` (valid UTF-8, without its line break).
    init(_ bytes: [UInt8], from start: Int, to end: Int) {
        self.bytes = bytes
        self.index = start
        self.end = end
    }

    /// The next token; `.end` forever once the line or a comment is reached.
    mutating func next() -> ConstraintFileToken {
        while index < end, Self.isSpace(bytes[index]) {
            index += 1
            column += 1
        }
        let start = index, startColumn = column
        guard index < end, bytes[index] != UInt8(ascii: "#") else {
            return ConstraintFileToken(kind: .end, text: "", column: startColumn)
        }
        let first = bytes[index]
        if Self.isDigit(first) || (first == UInt8(ascii: ".") && isDigit(at: index + 1)) { return number() }
        if isNameStart(at: index) { return name() }
        stepScalar()
        switch first {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "@"):
            let scalar = Unicode.Scalar(first)
            return ConstraintFileToken(kind: .symbol(scalar), text: String(Character(scalar)), column: startColumn)
        case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"):
            guard index < end, bytes[index] == UInt8(ascii: "=") else {
                return token(.invalid, from: start, startColumn)
            }
            stepScalar()
            let relation: Relation =
                first == UInt8(ascii: "=")
                ? .equal : first == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual
            let text = first == UInt8(ascii: "=") ? "==" : first == UInt8(ascii: "<") ? "<=" : ">="
            return ConstraintFileToken(kind: .relation(relation), text: text, column: startColumn)
        default:
            return token(.invalid, from: start, startColumn)
        }
    }

    /// Scans `digits [. digits] [e [+-] digits]` (or `. digits …`); the exponent only when digits follow.
    private mutating func number() -> ConstraintFileToken {
        let start = index, startColumn = column
        // Fast path (Clinger): at most 15 significant digits and no exponent is m / 10^k with m and 10^k exact
        // doubles, and one correctly rounded division gives the correctly rounded value, as `Double(_:)` does.
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        while index < end, Self.isDigit(bytes[index]) {
            mantissa = mantissa &* 10 &+ Int64(bytes[index] &- 0x30)
            digits += 1
            index += 1
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < end, Self.isDigit(bytes[index]) {
                mantissa = mantissa &* 10 &+ Int64(bytes[index] &- 0x30)
                digits += 1
                fractionDigits += 1
                index += 1
            }
        }
        var hasExponent = false
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            let sign =
                index + 1 < end && (bytes[index + 1] == UInt8(ascii: "+") || bytes[index + 1] == UInt8(ascii: "-"))
            let exponentDigits = sign ? index + 2 : index + 1
            if isDigit(at: exponentDigits) {
                index = exponentDigits
                while isDigit(at: index) { index += 1 }
                hasExponent = true
            }
        }
        column += index - start  // all ASCII
        let text = string(from: start)
        let value: Double
        if !hasExponent && digits <= 15 {
            value = Double(mantissa) / Self.powersOfTen[fractionDigits]
        } else {
            // The scanned text is always valid for `Double(_:)`; overflow gives `inf`, reported by the parser.
            value = Double(text) ?? .infinity
        }
        return ConstraintFileToken(kind: .number(value), text: text, column: startColumn)
    }

    /// 10^0 … 10^15, each exact in a double.
    private static let powersOfTen: [Double] = (0...15).map { k in (0..<k).reduce(1.0) { r, _ in r * 10 } }

    /// Scans a name: a letter, `_` or `.`, then letters, digits, `_` and `.`.
    private mutating func name() -> ConstraintFileToken {
        let start = index, startColumn = column
        stepScalar()
        while index < end, isNameStart(at: index) || Self.isDigit(bytes[index]) { stepScalar() }
        let text = string(from: start)
        return ConstraintFileToken(kind: .name(text), text: text, column: startColumn)
    }

    /// Moves past one Unicode scalar (1–4 bytes) and one column.
    private mutating func stepScalar() {
        index += 1
        while index < end, bytes[index] & 0xC0 == 0x80 { index += 1 }
        column += 1
    }

    private func isDigit(at position: Int) -> Bool { position < end && Self.isDigit(bytes[position]) }

    /// Whether the scalar at `position` starts a name: an ASCII letter, `_` or `.`, or any alphabetic scalar.
    private func isNameStart(at position: Int) -> Bool {
        let b = bytes[position]
        if b < 0x80 {
            return (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x2E
        }
        return scalar(at: position).properties.isAlphabetic
    }

    /// The scalar whose UTF-8 encoding starts at `position` (a lead byte of valid UTF-8).
    private func scalar(at position: Int) -> Unicode.Scalar {
        let b = UInt32(bytes[position])
        let (count, bits): (Int, UInt32) = b >= 0xF0 ? (4, b & 0x07) : b >= 0xE0 ? (3, b & 0x0F) : (2, b & 0x1F)
        var value = bits
        for k in 1..<count where position + k < end { value = value << 6 | UInt32(bytes[position + k] & 0x3F) }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    private func token(_ kind: ConstraintFileToken.Kind, from start: Int, _ startColumn: Int) -> ConstraintFileToken {
        ConstraintFileToken(kind: kind, text: string(from: start), column: startColumn)
    }

    private func string(from start: Int) -> String { String(decoding: bytes[start..<index], as: UTF8.self) }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }
}
