import Foundation

extension NSAttributedString {
    /// A copy whose font attributes are replaced by `transform` (nil: kept).
    func mappingFonts(_ transform: (UIFont) -> UIFont?) -> NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: self)
        let whole = NSRange(location: 0, length: length)
        var changes: [(UIFont, NSRange)] = []
        enumerateAttribute(.font, in: whole) { value, range, _ in
            if let font = value as? UIFont, let new = transform(font) { changes.append((new, range)) }
        }
        for (font, range) in changes { copy.addAttribute(.font, value: font, range: range) }
        return copy
    }

    /// A copy with every font attribute scaled by `scale`.
    func scalingFonts(by scale: CGFloat) -> NSAttributedString {
        mappingFonts { $0.withSize($0.pointSize * scale) }
    }

    /// A copy whose text-style fonts are sized for `category`.
    func adjustingFonts(to category: UIContentSizeCategory) -> NSAttributedString {
        mappingFonts { $0.adjusted(to: category) }
    }
}
