import Foundation

/// A font: a ``FontFace`` at a point size, in the ``TextEngine`` that made it (UIKit's `UIFont`).
///
/// The system font is DejaVu Sans (its bold and oblique faces for bold and italic, DejaVu Sans Mono for
/// monospaced) in both engines, so Latin text measures the same in each. Named fonts are the engine's: the
/// shipped DejaVu faces and aliases in ``SwiftTextEngine``, every installed family through fontconfig in
/// TrellisText's engine (`UIFont(name: "Helvetica", size: 17)` is fontconfig's metric-compatible match,
/// Liberation Sans). Metrics are in points, scaled from the face's font units.
open class UIFont: NSObject, @unchecked Sendable {
    /// The face drawn and measured.
    public let face: FontFace
    /// The size in points (the em size).
    public let pointSize: CGFloat
    /// The engine that shapes, measures and draws the font's text.
    public let engine: any TextEngine
    /// The text style a preferred font was made for, and its size at the large (default) category: what
    /// ``UIFontMetrics`` and `adjustsFontForContentSizeCategory` scale from.
    let textStyle: (style: TextStyle, baseSize: CGFloat)?

    /// A font of `face` at `pointSize` points in `engine` (default: the current engine, ``TextEngines/current``).
    public init(face: FontFace, size pointSize: CGFloat, engine: (any TextEngine)? = nil) {
        self.face = face
        self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
        self.engine = engine ?? TextEngines.current
        textStyle = nil
        super.init()
    }

    /// A font that remembers the text style it stands for.
    init(face: FontFace, size pointSize: CGFloat, engine: any TextEngine, textStyle: (TextStyle, CGFloat)?) {
        self.face = face
        self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
        self.engine = engine
        self.textStyle = textStyle
        super.init()
    }

    /// The font of the given PostScript, full or family name (`DejaVuSans-Bold`, `DejaVu Sans`, `Helvetica`),
    /// or nil if the current engine knows no such font.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let engine = TextEngines.current
        guard let face = engine.face(named: fontName) else { return nil }
        self.init(face: face, size: fontSize, engine: engine)
    }

    /// The font a descriptor describes, at `pointSize` (0: the descriptor's size, else 12 points, UIKit's).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : 12)
        let engine = TextEngines.current
        self.init(
            face: descriptor.resolvedFace(in: engine), size: size, engine: engine,
            textStyle: descriptor.textStyle.map { ($0, $0.pointSize(for: .large)) })
    }

    // MARK: System fonts

    /// The system font at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at `fontSize` points and `weight` (the engine picks the closest face: DejaVu Sans's
    /// bold from semibold up).
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let engine = TextEngines.current
        return UIFont(
            face: engine.systemFace(weight: weight.rawValue, italic: false, monospaced: false), size: fontSize,
            engine: engine)
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic (oblique) system font at `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        let engine = TextEngines.current
        return UIFont(
            face: engine.systemFace(weight: 0, italic: true, monospaced: false), size: fontSize, engine: engine)
    }

    /// The monospaced system font (DejaVu Sans Mono) at `fontSize` points and `weight`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let engine = TextEngines.current
        return UIFont(
            face: engine.systemFace(weight: weight.rawValue, italic: false, monospaced: true), size: fontSize,
            engine: engine)
    }

    /// The system font with equal-width digits (DejaVu Sans's digits already are) at `fontSize` and `weight`.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The standard font size (14 points).
    public static let systemFontSize: CGFloat = 14
    /// The standard size of small text (12 points).
    public static let smallSystemFontSize: CGFloat = 12
    /// The standard size of labels (17 points).
    public static let labelFontSize: CGFloat = 17
    /// The standard size of buttons (18 points).
    public static let buttonFontSize: CGFloat = 18

    /// The installed family names, sorted (the current engine's: every fontconfig family in TrellisText's).
    open class var familyNames: [String] { TextEngines.current.familyNames }

    /// The PostScript names of the faces of `familyName`, sorted.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        TextEngines.current.fontNames(forFamilyName: familyName)
    }

    /// The same face at another size (a preferred font keeps its text style).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: face, size: fontSize, engine: engine, textStyle: textStyle)
    }

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
        return other.face === face && other.pointSize == pointSize && other.engine === engine
            && other.textStyle?.style == textStyle?.style && other.textStyle?.baseSize == textStyle?.baseSize
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
}
