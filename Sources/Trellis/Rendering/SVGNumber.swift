import Foundation

/// Fixed number formatting for vector output: at most three decimals, no trailing zeros, no `-0`, the same
/// text on every machine.
enum SVGNumber {
    static func format(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = (Double(value) * 1000).rounded()
        guard thousandths != 0 else { return "0" }
        let magnitude = Int64(abs(thousandths))
        let sign = thousandths < 0 ? "-" : ""
        let whole = magnitude / 1000, fraction = magnitude % 1000
        guard fraction != 0 else { return "\(sign)\(whole)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(sign)\(whole).\(digits)"
    }

    /// Numbers separated by spaces.
    static func format(_ values: [CGFloat]) -> String { values.map(format).joined(separator: " ") }
}
