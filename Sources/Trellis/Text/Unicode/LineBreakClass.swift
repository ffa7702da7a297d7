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

    /// Looks `scalar` up: the Basic Multilingual Plane from a flat table (64 KB, made on first use), the rest
    /// by binary search over range starts.
    static func entry(of scalar: Unicode.Scalar) -> Entry {
        scalar.value < 0x10000 ? decode(bmp[Int(scalar.value)]) : lookUp(scalar)
    }

    /// The table's byte of every BMP code point.
    private static let bmp: [UInt8] = {
        var bytes = [UInt8](repeating: 0, count: 0x10000)
        var k = 0
        for v in 0..<0x10000 {
            while k + 1 < table.count && table[k + 1] >> 8 <= v { k += 1 }
            bytes[v] = UInt8(truncatingIfNeeded: table[k])
        }
        return bytes
    }()

    private static func decode(_ byte: UInt8) -> Entry {
        Entry(
            lineBreak: LineBreakClass(rawValue: byte & 0x3F) ?? .AL, isEastAsianWide: byte & 0x40 != 0,
            isUnassignedPictographic: byte & 0x80 != 0)
    }

    private static func lookUp(_ scalar: Unicode.Scalar) -> Entry {
        let key = scalar.value << 8 | 0xFF
        var low = 0, high = table.count
        while low < high {
            let mid = (low + high) / 2
            if table[mid] <= key { low = mid + 1 } else { high = mid }
        }
        return decode(UInt8(truncatingIfNeeded: table[max(0, low - 1)]))
    }
}
