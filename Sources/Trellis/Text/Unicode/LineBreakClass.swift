/// A character's Line_Break class for the line breaking algorithm (UAX #14), after rule LB1's resolution:
/// AI, SG and XX are AL; SA is CM for marks, else AL; CJ is NS.
///
/// The per-character table (`LineBreakTable.swift`) is generated from the Unicode Character Database by
/// `Scripts/generate-line-break-table.py`, so breaking does not depend on the toolchain's ICU.
enum LineBreakClass: UInt8, Sendable {
    // The order is the generator's (its CLASSES list); raw values index nothing else.
    case AL, BA, BB, B2, BK, CB, CL, CM, CP, CR, EB, EM, EX, GL, H2, H3, HL, HY, ID, IN, IS, JL, JT, JV, LF,
        NL, NS, NU, OP, PO, PR, QU, RI, SP, SY, WJ, ZW, ZWJ

    /// A set of classes (one bit per class), for the rules' "one of" tests.
    struct Mask: Sendable, ExpressibleByArrayLiteral {
        var rawValue: UInt64
        init(rawValue: UInt64) { self.rawValue = rawValue }
        init(arrayLiteral classes: LineBreakClass...) {
            rawValue = 0
            for c in classes { rawValue |= 1 << c.rawValue }
        }
        func contains(_ c: LineBreakClass) -> Bool { rawValue & (1 << c.rawValue) != 0 }
        mutating func insert(_ c: LineBreakClass) { rawValue |= 1 << c.rawValue }
    }

    /// Whether the class is one of `mask`.
    func isIn(_ mask: Mask) -> Bool { mask.contains(self) }

    /// The class of a code point, and whether it is East Asian wide (F, W, H: LB30) or an unassigned
    /// Extended_Pictographic code point (LB30b).
    struct Entry: Sendable {
        var lineBreak: LineBreakClass
        var isEastAsianWide: Bool
        var isUnassignedPictographic: Bool
    }

    /// Looks `scalar` up: ASCII from a table of its own, the rest by binary search over range starts.
    static func entry(of scalar: Unicode.Scalar) -> Entry {
        if scalar.value < 128 { return ascii[Int(scalar.value)] }
        return lookUp(scalar)
    }

    /// The entries of the ASCII characters.
    private static let ascii: [Entry] = (0..<128).map { lookUp(Unicode.Scalar(UInt8($0))) }

    private static func lookUp(_ scalar: Unicode.Scalar) -> Entry {
        let key = scalar.value << 8 | 0xFF
        var low = 0, high = table.count
        while low < high {
            let mid = (low + high) / 2
            if table[mid] <= key { low = mid + 1 } else { high = mid }
        }
        let byte = UInt8(truncatingIfNeeded: table[max(0, low - 1)])
        return Entry(
            lineBreak: LineBreakClass(rawValue: byte & 0x3F) ?? .AL, isEastAsianWide: byte & 0x40 != 0,
            isUnassignedPictographic: byte & 0x80 != 0)
    }
}
