import Foundation

/// A color (UIKit's `UIColor`): fixed sRGB components, or a dynamic color that resolves against a trait
/// collection — light and dark values, as the system colors (``systemBlue``, ``label``, ``systemBackground``…)
/// and colors made with ``init(dynamicProvider:)``.
///
/// A dynamic color is resolved when it is used: a view's colors when the view draws (against its
/// ``UIView/traitCollection``), ``cgColor`` and the components against ``UITraitCollection/current``, and
/// ``resolvedColor(with:)`` against any collection.
public final class UIColor: NSObject, @unchecked Sendable {
    private let storage: Storage

    private enum Storage {
        /// sRGB components (extended: outside 0…1 for Display P3 colors sRGB cannot show).
        case fixed(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        /// A color that depends on the traits; `name` identifies system colors (equal when named alike).
        case dynamic(name: String?, provider: (UITraitCollection) -> UIColor)
    }

    /// Makes a color from sRGB components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .fixed(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Makes a dynamic color: `provider` is called with the trait collection to resolve against and returns
    /// the color for it (UIKit's `init(dynamicProvider:)`, as in `UIColor { traits in … }`).
    public init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(name: nil, provider: provider)
    }

    /// A named dynamic color with a light and a dark value (the system colors).
    init(name: String, light: UIColor, dark: UIColor) {
        storage = .dynamic(name: name) { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// A named dynamic color resolved by `provider` (system colors that also depend on the level).
    init(name: String, provider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(name: name, provider: provider)
    }

    /// A gray of the given brightness.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Makes a color from hue, saturation and brightness in 0…1 (UIKit's HSB initializer).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(1, max(0, saturation)), v = min(1, max(0, brightness))
        let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// Makes a color from Display P3 components (UIKit's `init(displayP3Red:green:blue:alpha:)`), converted
    /// to extended sRGB: P3's wider greens and reds come out beyond 0…1 and are clipped when drawn.
    ///
    /// The conversion linearises with the sRGB transfer curve (P3 uses the same), applies the P3 → sRGB
    /// matrix (both D65), and encodes again.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let r = Self.linear(red), g = Self.linear(green), b = Self.linear(blue)
        self.init(
            red: Self.encoded(1.2249401 * r - 0.2249404 * g),
            green: Self.encoded(-0.0420569 * r + 1.0420571 * g),
            blue: Self.encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
            alpha: alpha)
    }

    /// The sRGB transfer curve, decoded (odd-symmetric for extended values).
    private static func linear(_ c: CGFloat) -> CGFloat {
        let a = abs(c)
        let l = a <= 0.04045 ? a / 12.92 : CGFloat(pow(Double((a + 0.055) / 1.055), 2.4))
        return c < 0 ? -l : l
    }

    /// The sRGB transfer curve, encoded (odd-symmetric for extended values).
    private static func encoded(_ l: CGFloat) -> CGFloat {
        let a = abs(l)
        let c = a <= 0.0031308 ? a * 12.92 : 1.055 * CGFloat(pow(Double(a), 1 / 2.4)) - 0.055
        return l < 0 ? -c : c
    }

    // MARK: Resolving

    /// Whether the color depends on the traits.
    var isDynamic: Bool {
        if case .dynamic = storage { return true }
        return false
    }

    /// The fixed color for `traitCollection`: the color itself when it is fixed, else what its provider returns
    /// (resolved again if that is dynamic too).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        fixedComponents(in: traitCollection).color
    }

    /// The components resolved against `traits`.
    private func fixedComponents(in traits: UITraitCollection) -> (
        r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat, color: UIColor
    ) {
        var color = self
        for _ in 0..<8 {
            switch color.storage {
            case .fixed(let r, let g, let b, let a): return (r, g, b, a, color)
            case .dynamic(_, let provider): color = provider(traits)
            }
        }
        return (0, 0, 0, 0, .clear)  // a provider cycle: nothing sensible to draw
    }

    /// The components against ``UITraitCollection/current``.
    private var components: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        if case .fixed(let r, let g, let b, let a) = storage { return (r, g, b, a) }
        let c = fixedComponents(in: UITraitCollection.current)
        return (c.r, c.g, c.b, c.a)
    }

    /// The red component, 0…1 (extended sRGB), resolved against ``UITraitCollection/current``.
    public var red: CGFloat { components.r }
    /// The green component, 0…1 (extended sRGB), resolved against ``UITraitCollection/current``.
    public var green: CGFloat { components.g }
    /// The blue component, 0…1 (extended sRGB), resolved against ``UITraitCollection/current``.
    public var blue: CGFloat { components.b }
    /// The opacity, 0…1, resolved against ``UITraitCollection/current``.
    public var alpha: CGFloat { components.a }

    /// Reads the sRGB components (UIKit's `getRed(_:green:blue:alpha:)`), resolved against
    /// ``UITraitCollection/current``. Always succeeds.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = components
        red?.pointee = c.r
        green?.pointee = c.g
        blue?.pointee = c.b
        alpha?.pointee = c.a
        return true
    }

    /// Reads the brightness (the mean of the components, as UIKit's `getWhite(_:alpha:)` for a gray) and
    /// alpha. Always succeeds.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components
        white?.pointee = (c.r + c.g + c.b) / 3
        alpha?.pointee = c.a
        return true
    }

    /// The same color with another alpha (a dynamic color stays dynamic).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .fixed(let r, let g, let b, _): return UIColor(red: r, green: g, blue: b, alpha: alpha)
        case .dynamic:
            return UIColor { traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
        }
    }

    // MARK: Equality

    /// Fixed colors are equal when their components are; system colors when they are the same color; other
    /// dynamic colors only to themselves.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        switch (storage, o.storage) {
        case let (.fixed(r, g, b, a), .fixed(r2, g2, b2, a2)): return r == r2 && g == g2 && b == b2 && a == a2
        case let (.dynamic(name?, _), .dynamic(name2?, _)): return name == name2
        default: return self === o
        }
    }

    public override var hash: Int {
        switch storage {
        case .fixed(let r, let g, let b, let a):
            return Int(r * 255) << 24 ^ Int(g * 255) << 16 ^ Int(b * 255) << 8 ^ Int(a * 255)
        case .dynamic(let name, _):
            return name.map { $0.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) } } ?? ObjectIdentifier(self).hashValue
        }
    }

    public override var description: String {
        switch storage {
        case .fixed(let r, let g, let b, let a):
            let f = { (x: CGFloat) in String(format: "%.3g", Double(x)) }
            return "UIExtendedSRGBColorSpace \(f(r)) \(f(g)) \(f(b)) \(f(a))"
        case .dynamic(let name, _):
            return "<UIDynamicColor: \(name ?? "provider")>"
        }
    }

    // MARK: Fixed colors

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// 50% gray.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// 33% gray.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// 67% gray.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Black text for light backgrounds, whatever the appearance (UIKit's `darkText`).
    public static let darkText = UIColor.black
    /// 60% white text for dark backgrounds, whatever the appearance (UIKit's `lightText`).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
}
