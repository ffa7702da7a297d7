import Foundation

// The system palette and the semantic colors, with UIKit's light and dark values (iOS 15 through 18, as
// Apple's Human Interface Guidelines list them). Each is a named dynamic color: it resolves against the traits
// of the view that draws it (`UIView.traitCollection`), or `UITraitCollection.current`.
extension UIColor {
    /// An opaque color from 0…255 components.
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    /// A system color with light and dark values.
    private static func system(_ name: String, _ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor(name: name, light: light, dark: dark)
    }

    /// A background that is lighter in the dark appearance on the elevated level.
    private static func background(_ name: String, light: UIColor, dark: UIColor, elevated: UIColor) -> UIColor {
        UIColor(name: name) { traits in
            guard traits.userInterfaceStyle == .dark else { return light }
            return traits.userInterfaceLevel == .elevated ? elevated : dark
        }
    }

    // MARK: The system palette

    /// Red: (255, 59, 48) light, (255, 69, 58) dark.
    public static let systemRed = system("systemRed", rgb(255, 59, 48), rgb(255, 69, 58))
    /// Orange: (255, 149, 0) light, (255, 159, 10) dark.
    public static let systemOrange = system("systemOrange", rgb(255, 149, 0), rgb(255, 159, 10))
    /// Yellow: (255, 204, 0) light, (255, 214, 10) dark.
    public static let systemYellow = system("systemYellow", rgb(255, 204, 0), rgb(255, 214, 10))
    /// Green: (52, 199, 89) light, (48, 209, 88) dark.
    public static let systemGreen = system("systemGreen", rgb(52, 199, 89), rgb(48, 209, 88))
    /// Mint: (0, 199, 190) light, (99, 230, 226) dark.
    public static let systemMint = system("systemMint", rgb(0, 199, 190), rgb(99, 230, 226))
    /// Teal: (48, 176, 199) light, (64, 200, 224) dark.
    public static let systemTeal = system("systemTeal", rgb(48, 176, 199), rgb(64, 200, 224))
    /// Cyan: (50, 173, 230) light, (100, 210, 255) dark.
    public static let systemCyan = system("systemCyan", rgb(50, 173, 230), rgb(100, 210, 255))
    /// Blue, the default tint: (0, 122, 255) light, (10, 132, 255) dark.
    public static let systemBlue = system("systemBlue", rgb(0, 122, 255), rgb(10, 132, 255))
    /// Indigo: (88, 86, 214) light, (94, 92, 230) dark.
    public static let systemIndigo = system("systemIndigo", rgb(88, 86, 214), rgb(94, 92, 230))
    /// Purple: (175, 82, 222) light, (191, 90, 242) dark.
    public static let systemPurple = system("systemPurple", rgb(175, 82, 222), rgb(191, 90, 242))
    /// Pink: (255, 45, 85) light, (255, 55, 95) dark.
    public static let systemPink = system("systemPink", rgb(255, 45, 85), rgb(255, 55, 95))
    /// Brown: (162, 132, 94) light, (172, 142, 104) dark.
    public static let systemBrown = system("systemBrown", rgb(162, 132, 94), rgb(172, 142, 104))

    /// Gray: (142, 142, 147) in both appearances.
    public static let systemGray = system("systemGray", rgb(142, 142, 147), rgb(142, 142, 147))
    /// Gray 2: (174, 174, 178) light, (99, 99, 102) dark.
    public static let systemGray2 = system("systemGray2", rgb(174, 174, 178), rgb(99, 99, 102))
    /// Gray 3: (199, 199, 204) light, (72, 72, 74) dark.
    public static let systemGray3 = system("systemGray3", rgb(199, 199, 204), rgb(72, 72, 74))
    /// Gray 4: (209, 209, 214) light, (58, 58, 60) dark.
    public static let systemGray4 = system("systemGray4", rgb(209, 209, 214), rgb(58, 58, 60))
    /// Gray 5: (229, 229, 234) light, (44, 44, 46) dark.
    public static let systemGray5 = system("systemGray5", rgb(229, 229, 234), rgb(44, 44, 46))
    /// Gray 6: (242, 242, 247) light, (28, 28, 30) dark.
    public static let systemGray6 = system("systemGray6", rgb(242, 242, 247), rgb(28, 28, 30))

    // MARK: Text

    /// Primary text: black light, white dark.
    public static let label = system("label", rgb(0, 0, 0), rgb(255, 255, 255))
    /// Secondary text: (60, 60, 67) at 60% light, (235, 235, 245) at 60% dark.
    public static let secondaryLabel = system("secondaryLabel", rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    /// Tertiary text: (60, 60, 67) at 30% light, (235, 235, 245) at 30% dark.
    public static let tertiaryLabel = system("tertiaryLabel", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// Quaternary text: (60, 60, 67) at 18% light, (235, 235, 245) at 16% dark.
    public static let quaternaryLabel = system("quaternaryLabel", rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    /// Placeholder text: (60, 60, 67) at 30% light, (235, 235, 245) at 30% dark.
    public static let placeholderText = system("placeholderText", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// Links: (0, 122, 255) light, (9, 132, 255) dark.
    public static let link = system("link", rgb(0, 122, 255), rgb(9, 132, 255))

    // MARK: Separators and fills

    /// A separator that lets content show through: (60, 60, 67) at 29% light, (84, 84, 88) at 60% dark.
    public static let separator = system("separator", rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    /// An opaque separator: (198, 198, 200) light, (56, 56, 58) dark.
    public static let opaqueSeparator = system("opaqueSeparator", rgb(198, 198, 200), rgb(56, 56, 58))
    /// Fill for thin shapes: (120, 120, 128) at 20% light, 36% dark.
    public static let systemFill = system("systemFill", rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    /// Fill for medium shapes: (120, 120, 128) at 16% light, 32% dark.
    public static let secondarySystemFill = system(
        "secondarySystemFill", rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    /// Fill for large shapes: (118, 118, 128) at 12% light, 24% dark.
    public static let tertiarySystemFill = system(
        "tertiarySystemFill", rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    /// Fill for large areas with complex content: (116, 116, 128) at 8% light, (118, 118, 128) at 18% dark.
    public static let quaternarySystemFill = system(
        "quaternarySystemFill", rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))

    // MARK: Backgrounds

    /// The main background: white light; black dark, (28, 28, 30) elevated.
    public static let systemBackground = background(
        "systemBackground", light: rgb(255, 255, 255), dark: rgb(0, 0, 0), elevated: rgb(28, 28, 30))
    /// Content on the main background: (242, 242, 247) light; (28, 28, 30) dark, (44, 44, 46) elevated.
    public static let secondarySystemBackground = background(
        "secondarySystemBackground", light: rgb(242, 242, 247), dark: rgb(28, 28, 30), elevated: rgb(44, 44, 46))
    /// Content on the secondary background: white light; (44, 44, 46) dark, (58, 58, 60) elevated.
    public static let tertiarySystemBackground = background(
        "tertiarySystemBackground", light: rgb(255, 255, 255), dark: rgb(44, 44, 46), elevated: rgb(58, 58, 60))
    /// A grouped list's background: (242, 242, 247) light; black dark, (28, 28, 30) elevated.
    public static let systemGroupedBackground = background(
        "systemGroupedBackground", light: rgb(242, 242, 247), dark: rgb(0, 0, 0), elevated: rgb(28, 28, 30))
    /// A group's cells: white light; (28, 28, 30) dark, (44, 44, 46) elevated.
    public static let secondarySystemGroupedBackground = background(
        "secondarySystemGroupedBackground", light: rgb(255, 255, 255), dark: rgb(28, 28, 30),
        elevated: rgb(44, 44, 46))
    /// Content in a group's cells: (242, 242, 247) light; (44, 44, 46) dark, (58, 58, 60) elevated.
    public static let tertiarySystemGroupedBackground = background(
        "tertiarySystemGroupedBackground", light: rgb(242, 242, 247), dark: rgb(44, 44, 46),
        elevated: rgb(58, 58, 60))

    // MARK: Tint

    /// The tint color of the view that uses it (UIKit's `UIColor.tintColor`): a view's ``UIView/tintColor``
    /// when it draws, else ``systemBlue``.
    public static let tintColor = UIColor(name: "tintColor") { traits in traits.tint ?? .systemBlue }
}
