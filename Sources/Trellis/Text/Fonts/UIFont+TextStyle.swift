import Foundation

extension UIFont {
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

        /// UIKit's point sizes per content size category (Apple's Human Interface Guidelines, "Dynamic Type
        /// sizes", iOS): columns extra small … extra extra extra large, then accessibility medium … XXXL.
        static let sizes: [TextStyle: [CGFloat]] = [
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
        ]

        /// The style's size in a content size category (an unknown style: body's).
        func pointSize(for category: UIContentSizeCategory) -> CGFloat {
            (Self.sizes[self] ?? Self.sizes[.body]!)[category.column]
        }

        /// The style's size at UIKit's default category (large).
        var pointSize: CGFloat { pointSize(for: .large) }

        /// The style's weight: headline is semibold, the others regular.
        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// The font for a text style at the preferred content size category (``UIContentSizeCategory/preferred``).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style in a content size category (nil: the preferred one): UIKit's sizes (body 17
    /// at large, 23 at extra extra extra large…), headline semibold.
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith category: UIContentSizeCategory?)
        -> UIFont
    {
        let engine = TextEngines.current
        let size = style.pointSize(for: category ?? UIContentSizeCategory.preferred)
        return UIFont(
            face: engine.systemFace(weight: style.weight.rawValue, italic: false, monospaced: false), size: size,
            engine: engine, textStyle: (style, style.pointSize))
    }

    /// The font scaled to `category` when it was made for a text style (a preferred font, or one scaled by
    /// ``UIFontMetrics``); nil otherwise.
    func adjusted(to category: UIContentSizeCategory) -> UIFont? {
        guard let (style, base) = textStyle else { return nil }
        let size = (base * style.pointSize(for: category) / style.pointSize).rounded(toPlaces: 6)
        return UIFont(face: face, size: size, engine: engine, textStyle: (style, base))
    }
}

extension CGFloat {
    /// Rounded to `places` decimal places (keeps scaled sizes free of binary noise).
    func rounded(toPlaces places: Int) -> CGFloat {
        let factor = CGFloat(pow(10.0, Double(places)))
        return (self * factor).rounded() / factor
    }
}
