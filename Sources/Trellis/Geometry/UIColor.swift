import Foundation

/// An RGBA color with components in 0…1 (UIKit's `UIColor`, sRGB).
public final class UIColor: NSObject, @unchecked Sendable {
    /// The components, 0…1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// Makes a color from components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A gray of the given brightness.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// The same color with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        return red == o.red && green == o.green && blue == o.blue && alpha == o.alpha
    }

    public override var hash: Int { Int(red * 255) << 24 ^ Int(green * 255) << 16 ^ Int(blue * 255) << 8 ^ Int(alpha * 255) }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Text color of the system's light appearance.
    public static let label = UIColor.black
    /// Background of the system's light appearance.
    public static let systemBackground = UIColor.white
}
