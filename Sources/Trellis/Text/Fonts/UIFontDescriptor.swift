import Foundation

/// A description of a font by attributes — family, face, size, traits — that resolves to the closest face
/// the engine has (UIKit's `UIFontDescriptor`).
///
/// ```swift
/// let bold = UIFont.systemFont(ofSize: 15).fontDescriptor.withSymbolicTraits(.traitBold)!
/// label.font = UIFont(descriptor: bold, size: 0)            // DejaVu Sans Bold, 15 pt
/// let serif = UIFontDescriptor(name: "DejaVu Serif", size: 13).withSymbolicTraits([.traitBold, .traitItalic])
/// ```
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// A font attribute's name.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The family name (`String`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The PostScript name (`String`).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face name within the family (`String`: "Bold", "Oblique").
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The size in points (a number).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The traits (`[TraitKey: Any]`: symbolic traits, weight, slant).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// The text style of a preferred font (`String`).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// A key of the traits dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// ``SymbolicTraits`` (as its raw value, a number).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// ``UIFont/Weight`` (or its raw value).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, −1 condensed … 1 expanded (a number).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, 0 upright (a number; nonzero: italic).
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// Stylistic traits (UIKit's `UIFontDescriptor.SymbolicTraits`).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The attributes, as given.
    public let fontAttributes: [AttributeName: Any]

    /// A descriptor with these attributes.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    /// A descriptor of a font name (PostScript or family) at a size.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The descriptor of a text style's preferred font at the preferred content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    // MARK: Reading

    /// The size in points (0 when not given).
    open var pointSize: CGFloat { TextStyle.number(fontAttributes[.size]) ?? 0 }

    /// The PostScript name, when given.
    open var postscriptName: String? { fontAttributes[.name] as? String }

    /// The family name, when given.
    open var familyName: String? { fontAttributes[.family] as? String }

    /// The traits dictionary (empty when not given).
    private var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

    /// The symbolic traits asked for.
    open var symbolicTraits: SymbolicTraits {
        var result = SymbolicTraits(rawValue: UInt32(TextStyle.number(traits[.symbolic]) ?? 0))
        if let weight = weight, weight >= UIFont.Weight.semibold.rawValue { result.insert(.traitBold) }
        if let slant = TextStyle.number(traits[.slant]), slant != 0 { result.insert(.traitItalic) }
        return result
    }

    /// The weight asked for, when given.
    private var weight: CGFloat? {
        if let weight = traits[.weight] as? UIFont.Weight { return weight.rawValue }
        return TextStyle.number(traits[.weight])
    }

    /// The text style of a preferred font's descriptor.
    var textStyle: UIFont.TextStyle? { (fontAttributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:)) }

    // MARK: Deriving

    /// The descriptor with more attributes (these win).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    /// The descriptor at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// The descriptor of another family (the PostScript name dropped).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The descriptor with exactly these symbolic traits (bold, italic, monospace…), the weight following
    /// bold; nil when the family has no face with the bold and italic asked for (UIKit's answer too).
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        var attributes = fontAttributes
        var newTraits = self.traits
        newTraits[.symbolic] = Int(traits.rawValue)
        newTraits[.weight] = traits.contains(.traitBold) ? UIFont.Weight.bold.rawValue : UIFont.Weight.regular.rawValue
        newTraits[.slant] = traits.contains(.traitItalic) ? 1.0 : 0.0
        attributes[.traits] = newTraits
        if let name = attributes[.name] as? String {
            // A face name names one face: keep its family and let the traits pick the face.
            let engine = TextEngines.current
            attributes[.name] = nil
            attributes[.family] = attributes[.family] ?? engine.face(named: name)?.familyName ?? name
        }
        let descriptor = UIFontDescriptor(fontAttributes: attributes)
        let face = descriptor.resolvedFace(in: TextEngines.current)
        if traits.contains(.traitBold) && !face.isBold || traits.contains(.traitItalic) && !face.isItalic { return nil }
        return descriptor
    }

    // MARK: Resolving

    /// The closest face the engine has: by PostScript name, else by family, weight and slant (the system font
    /// when no family is named or known; the monospaced system font for `traitMonoSpace` without a family).
    func resolvedFace(in engine: any TextEngine) -> FontFace {
        let traits = symbolicTraits
        let italic = traits.contains(.traitItalic)
        let weight = self.weight ?? (traits.contains(.traitBold) ? UIFont.Weight.bold.rawValue : 0)
        if let name = postscriptName, let face = engine.face(named: name) { return face }
        if let family = familyName, let face = engine.face(family: family, weight: weight, italic: italic) {
            return face
        }
        return engine.systemFace(weight: weight, italic: italic, monospaced: traits.contains(.traitMonoSpace))
    }
}

extension UIFont {
    /// The font's descriptor: its PostScript and family names, size, traits (and text style, for preferred
    /// fonts).
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if face.isBold { traits.insert(.traitBold) }
        if face.isItalic { traits.insert(.traitItalic) }
        if face.isMonospaced { traits.insert(.traitMonoSpace) }
        var attributes: [UIFontDescriptor.AttributeName: Any] = [
            .name: face.fontName, .family: face.familyName, .size: pointSize,
            .traits: [
                UIFontDescriptor.TraitKey.symbolic: Int(traits.rawValue),
                UIFontDescriptor.TraitKey.weight: face.weight,
                UIFontDescriptor.TraitKey.slant: face.isItalic ? 1.0 : 0.0,
            ] as [UIFontDescriptor.TraitKey: Any],
        ]
        if let style = textStyle?.style { attributes[.textStyle] = style.rawValue }
        return UIFontDescriptor(fontAttributes: attributes)
    }
}
