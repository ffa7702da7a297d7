import Foundation

/// `16,000`.
func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, ch) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
        out.append(ch)
    }
    return n < 0 ? "-" + out : out
}

/// A positive number with three significant digits (`0.00352`, `1.27`, `80.4`), whole numbers from 1,000
/// on (`33,012`); `0` for zero.
func significant(_ x: Double) -> String {
    guard x.isFinite else { return "\(x)" }
    if x == 0 { return "0" }
    if abs(x) >= 1000 { return grouped(Int(x.rounded())) }
    let decimals = max(0, 2 - Int(floor(log10(abs(x)))))
    return String(format: "%.\(decimals)f", x)
}

/// A small number such as a violation: `0` or `3.2e-09`.
func scientific(_ x: Double) -> String {
    x == 0 ? "0" : String(format: "%.2g", x)
}
