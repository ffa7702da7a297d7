import Foundation

/// Scales custom fonts and values with the reader's content size category, as a text style does (UIKit's
/// `UIFontMetrics`).
///
/// ```swift
/// let custom = UIFont(name: "DejaVu Serif", size: 17)!
/// label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: custom)   // 23 pt at XXXL
/// label.adjustsFontForContentSizeCategory = true
/// ```
/// The scale is the style's size in the category over its size at large (body: 23 / 17 at XXXL).
public final class UIFontMetrics: Sendable {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The text style the metrics scale like.
    let style: UIFont.TextStyle

    /// Metrics that scale like `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }

    /// How much the style grows in `category` (nil: the preferred one).
    private func factor(_ category: UIContentSizeCategory?) -> CGFloat {
        style.pointSize(for: category ?? UIContentSizeCategory.preferred) / style.pointSize
    }

    /// `font` scaled for the preferred category; it keeps scaling with `adjustsFontForContentSizeCategory`.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled for a category (nil: the preferred one).
    public func scaledFont(for font: UIFont, compatibleWith category: UIContentSizeCategory?) -> UIFont {
        let size = (font.pointSize * factor(category)).rounded(toPlaces: 6)
        return UIFont(face: font.face, size: size, engine: font.engine, textStyle: (style, style.pointSize))
            .withBaseSize(font.pointSize)
    }

    /// `font` scaled for the preferred category, at most `maximumPointSize` points.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let scaled = scaledFont(for: font)
        return scaled.pointSize <= maximumPointSize ? scaled : scaled.withSize(maximumPointSize)
    }

    /// A length scaled for the preferred category (spacing that grows with the text).
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// A length scaled for a category (nil: the preferred one).
    public func scaledValue(for value: CGFloat, compatibleWith category: UIContentSizeCategory?) -> CGFloat {
        (value * factor(category)).rounded(toPlaces: 6)
    }
}

extension UIFont {
    /// The same font remembering `base` as its size at the large category (what later adjustments scale).
    fileprivate func withBaseSize(_ base: CGFloat) -> UIFont {
        guard let (style, _) = textStyle else { return self }
        return UIFont(face: face, size: pointSize, engine: engine, textStyle: (style, base))
    }
}
