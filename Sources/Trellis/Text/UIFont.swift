import Foundation

/// A font: a ``FontFace`` at a point size (UIKit's `UIFont`).
///
/// The system font is DejaVu Sans (its bold and oblique faces for bold and italic, DejaVu Sans Mono for
/// monospaced), whose metrics ship with Trellis, so text measures identically everywhere and the rendering
/// backends draw exactly what was measured. Metrics are in points, scaled from the face's font units.
open class UIFont: NSObject, @unchecked Sendable {
    /// The face drawn and measured.
    public let face: FontFace
    /// The size in points (the em size).
    public let pointSize: CGFloat

    /// A font of `face` at `pointSize` points.
    public init(face: FontFace, size pointSize: CGFloat) {
        self.face = face
        self.pointSize = max(0, pointSize)
        super.init()
    }

    /// The font of the given PostScript or family name (`DejaVuSans-Bold`, `DejaVu Sans`), or nil if no
    /// registered face has that name.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let faces = FontFace.registered
        guard let face = faces.first(where: { $0.fontName == fontName })
            ?? faces.first(where: { $0.familyName == fontName && !$0.isBold && !$0.isItalic })
        else { return nil }
        self.init(face: face, size: fontSize)
    }

    // MARK: System fonts

    /// The system font at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at `fontSize` points and `weight` (semibold and heavier use the bold face).
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: FontFace.face(monospaced: false, bold: weight.isBold, italic: false), size: fontSize)
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic (oblique) system font at `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: FontFace.face(monospaced: false, bold: false, italic: true), size: fontSize)
    }

    /// The monospaced system font (DejaVu Sans Mono) at `fontSize` points and `weight`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: FontFace.face(monospaced: true, bold: weight.isBold, italic: false), size: fontSize)
    }

    /// The system font with equal-width digits (DejaVu Sans's digits already are) at `fontSize` and `weight`.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font for a text style at the default content size (UIKit's sizes: body 17, headline 17 semibold…).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        systemFont(ofSize: style.pointSize, weight: style == .headline ? .semibold : .regular)
    }

    /// The standard font size (14 points).
    public static let systemFontSize: CGFloat = 14
    /// The standard size of small text (12 points).
    public static let smallSystemFontSize: CGFloat = 12
    /// The standard size of labels (17 points).
    public static let labelFontSize: CGFloat = 17
    /// The standard size of buttons (18 points).
    public static let buttonFontSize: CGFloat = 18

    /// The family names of the registered faces, sorted.
    open class var familyNames: [String] { Array(Set(FontFace.registered.map(\.familyName))).sorted() }

    /// The PostScript names of the registered faces of `familyName`.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        FontFace.registered.filter { $0.familyName == familyName }.map(\.fontName)
    }

    /// The same face at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(face: face, size: fontSize) }

    // MARK: Metrics (points)

    /// Points per font unit.
    public var scale: CGFloat { pointSize / CGFloat(face.unitsPerEm) }
    /// The face's family name.
    open var familyName: String { face.familyName }
    /// The face's PostScript name.
    open var fontName: String { face.fontName }
    /// Distance from the baseline to the top of a line (positive).
    open var ascender: CGFloat { CGFloat(face.ascender) * scale }
    /// Distance from the baseline to the bottom of a line (negative).
    open var descender: CGFloat { CGFloat(face.descender) * scale }
    /// Extra space between lines.
    open var leading: CGFloat { CGFloat(face.lineGap) * scale }
    /// The height of one line of text: ascender − descender + leading.
    open var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of capital letters.
    open var capHeight: CGFloat { CGFloat(face.capHeight) * scale }
    /// The height of lowercase `x`.
    open var xHeight: CGFloat { CGFloat(face.xHeight) * scale }

    // MARK: Equality

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.face === face && other.pointSize == pointSize
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(face))
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    open override var description: String { "<UIFont: \(fontName) \(pointSize)pt>" }
}

extension UIFont {
    /// A font weight (UIKit's values, from ultraLight −0.8 to black 0.62).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// Whether the weight draws with a bold face (semibold and heavier).
        var isBold: Bool { rawValue >= Weight.semibold.rawValue }
    }

    /// A text style for ``UIFont/preferredFont(forTextStyle:)`` (UIKit's Dynamic Type styles).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's size at UIKit's default content size category.
        var pointSize: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title1: return 28
            case .title2: return 22
            case .title3: return 20
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption1: return 12
            case .caption2: return 11
            default: return 17  // body, headline
            }
        }
    }
}
