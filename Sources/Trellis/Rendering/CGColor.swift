import Foundation

/// A color as the drawing layer sees it: sRGB components and alpha (Core Graphics' `CGColor`, which
/// swift-corelibs-foundation lacks). Get one from a ``UIColor`` with ``UIColor/cgColor``.
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    /// The components, 0…1: red, green, blue, alpha.
    public let components: [CGFloat]?

    /// The red, green and blue components and alpha, 0…1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// Makes an sRGB color (Core Graphics' `CGColor(red:green:blue:alpha:)`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        components = [red, green, blue, alpha]
    }

    /// Makes a gray (Core Graphics' `CGColor(gray:alpha:)`).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The number of components (four: red, green, blue, alpha).
    public var numberOfComponents: Int { 4 }

    /// The same color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The same color with its alpha multiplied by `factor` (what a context's alpha does to what it draws).
    func multiplyingAlpha(by factor: CGFloat) -> CGColor {
        factor == 1 ? self : CGColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// Black, white and clear (Core Graphics' `CGColor.black`, `.white`, `.clear`).
    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)
}
