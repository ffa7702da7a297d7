import Foundation

/// The last few text layouts of a label's plain text, by everything a layout depends on, so that measuring the
/// same label at the same width again (a fitting-size question, then the layout pass, then drawing: a list
/// cell's life) shapes the text once. Attributed text is not cached.
struct LabelLayoutCache {
    struct Key: Equatable {
        var text: String
        var font: ObjectIdentifier
        var width: CGFloat?
        var numberOfLines: Int
        var lineBreakMode: NSLineBreakMode
        var alignment: NSTextAlignment
        var rightToLeft: Bool
        var allowsTightening: Bool
    }

    /// Two entries: a wrapping label is asked at its natural width and at its wrap width, in turns.
    private var entries: [(key: Key, font: UIFont, layout: TextLayout)] = []

    /// The cached layout for `key` (whose font is `font`), or nil.
    func layout(for key: Key, font: UIFont) -> TextLayout? {
        entries.first { $0.key == key && $0.font === font }?.layout
    }

    /// Remembers `layout` for `key`, forgetting the oldest entry beyond two.
    mutating func store(_ layout: TextLayout, for key: Key, font: UIFont) {
        entries.append((key, font, layout))
        if entries.count > 2 { entries.removeFirst() }
    }
}
