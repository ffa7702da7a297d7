import Foundation

/// The attributes of a stretch of text that layout and drawing use, resolved from an attribute dictionary
/// over defaults (a label's font and color).
struct TextStyle: Sendable {
    var font: UIFont
    /// nil: the color the drawing is asked for (a label's text color).
    var foregroundColor: UIColor?
    var backgroundColor: UIColor?
    /// Extra space after each grapheme cluster, in points (`.kern` plus `.tracking`).
    var kern: CGFloat = 0
    /// How far glyphs sit above the baseline, in points.
    var baselineOffset: CGFloat = 0
    var underline: NSUnderlineStyle = []
    var underlineColor: UIColor?
    var strikethrough: NSUnderlineStyle = []
    var strikethroughColor: UIColor?
    var isLink = false

    /// A style from `attributes` over the given defaults. Numbers may be any numeric type; styles
    /// ``NSUnderlineStyle`` or their raw values; an unknown value type is ignored (the default stays).
    init(_ attributes: [NSAttributedString.Key: Any], defaultFont: UIFont) {
        font = attributes[.font] as? UIFont ?? defaultFont
        foregroundColor = attributes[.foregroundColor] as? UIColor
        backgroundColor = attributes[.backgroundColor] as? UIColor
        kern = (Self.number(attributes[.kern]) ?? 0) + (Self.number(attributes[.tracking]) ?? 0)
        baselineOffset = Self.number(attributes[.baselineOffset]) ?? 0
        underline = Self.lineStyle(attributes[.underlineStyle])
        underlineColor = attributes[.underlineColor] as? UIColor
        strikethrough = Self.lineStyle(attributes[.strikethroughStyle])
        strikethroughColor = attributes[.strikethroughColor] as? UIColor
        if let link = attributes[.link], link is URL || link is String || link is NSURL {
            isLink = true
            if foregroundColor == nil { foregroundColor = .linkColor }
            if attributes[.underlineStyle] == nil { underline = .single }
        }
    }

    /// A plain style: `font`, no other attributes.
    init(font: UIFont) { self.font = font }

    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    static func lineStyle(_ value: Any?) -> NSUnderlineStyle {
        switch value {
        case let v as NSUnderlineStyle: return v
        case let v as Int: return NSUnderlineStyle(rawValue: v)
        case let v as NSNumber: return NSUnderlineStyle(rawValue: v.intValue)
        default: return []
        }
    }
}

extension UIColor {
    /// The color of links (UIKit's `link`: system blue).
    static var linkColor: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
}
