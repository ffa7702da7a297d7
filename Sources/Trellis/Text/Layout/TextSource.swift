import Foundation

/// The text a layout is made from: its scalars with their UTF-16 offsets (what `NSRange` counts), split into
/// paragraphs, with style runs.
struct TextSource {
    /// One paragraph: its scalars (the separator excluded) and its paragraph style.
    struct Paragraph {
        var range: Range<Int>
        var style: NSParagraphStyle?
    }

    let scalars: [Unicode.Scalar]
    /// Whether each scalar starts a grapheme cluster of the whole text.
    let isClusterStart: [Bool]
    /// `utf16[i]`: the UTF-16 offset of scalar `i`; `utf16[count]` the text's UTF-16 length.
    let utf16: [Int]
    /// Style index per scalar (into ``styles``).
    let styleOfScalar: [Int]
    let styles: [TextStyle]
    let paragraphs: [Paragraph]
    /// The style of an empty text (and of empty paragraphs without characters).
    let defaultStyle: TextStyle

    /// Plain text in one style.
    init(text: String, style: TextStyle) {
        scalars = Array(text.unicodeScalars)
        isClusterStart = ShapingText.clusterStarts(of: text, scalars: scalars)
        utf16 = Self.offsets(scalars)
        styleOfScalar = Array(repeating: 0, count: scalars.count)
        styles = [style]
        defaultStyle = style
        paragraphs = Self.paragraphs(scalars).map { Paragraph(range: $0, style: nil) }
    }

    /// An attributed string's text and attributes over defaults; the paragraph style of a paragraph is the one
    /// at its first character.
    init(attributed: NSAttributedString, defaultFont: UIFont) {
        let string = attributed.string
        scalars = Array(string.unicodeScalars)
        isClusterStart = ShapingText.clusterStarts(of: string, scalars: scalars)
        utf16 = Self.offsets(scalars)
        defaultStyle = TextStyle(font: defaultFont)
        var styles: [TextStyle] = []
        var styleOfScalar = [Int](repeating: 0, count: scalars.count)
        var paragraphStyleAt: [(utf16: Int, style: NSParagraphStyle?)] = []
        let length = attributed.length
        var location = 0, scalar = 0
        while location < length {
            var range = NSRange(location: 0, length: 0)
            let attributes = attributed.attributes(at: location, effectiveRange: &range)
            let end = max(location + 1, range.location + range.length)
            styles.append(TextStyle(attributes, defaultFont: defaultFont))
            paragraphStyleAt.append((location, attributes[.paragraphStyle] as? NSParagraphStyle))
            while scalar < scalars.count && utf16[scalar] < end {
                styleOfScalar[scalar] = styles.count - 1
                scalar += 1
            }
            location = end
        }
        if styles.isEmpty {
            styles = [defaultStyle]
            paragraphStyleAt = [(0, nil)]
        }
        self.styles = styles
        self.styleOfScalar = styleOfScalar
        let utf16 = self.utf16
        paragraphs = Self.paragraphs(scalars).map { range in
            let start = range.lowerBound < utf16.count ? utf16[range.lowerBound] : 0
            let style = paragraphStyleAt.last { $0.utf16 <= start }?.style
            return Paragraph(range: range, style: style)
        }
    }

    /// The style at scalar `i` (the default style past the end).
    func style(at i: Int) -> TextStyle { i < styleOfScalar.count ? styles[styleOfScalar[i]] : defaultStyle }

    /// The style index at scalar `i`.
    func styleIndex(at i: Int) -> Int { i < styleOfScalar.count ? styleOfScalar[i] : 0 }

    private static func offsets(_ scalars: [Unicode.Scalar]) -> [Int] {
        var result = [Int](repeating: 0, count: scalars.count + 1)
        for (i, s) in scalars.enumerated() { result[i + 1] = result[i] + (s.value > 0xFFFF ? 2 : 1) }
        return result
    }

    /// The paragraphs' scalar ranges: split at hard line breaks — LF, CR (CR LF counts once), NEL, VT, FF,
    /// and the line and paragraph separators (UAX #14's BK, CR, LF, NL).
    static func paragraphs(_ scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0, i = 0
        while i < scalars.count {
            let s = scalars[i].value
            if s == 0x0A || s == 0x0D || s == 0x85 || s == 0x0B || s == 0x0C || s == 0x2028 || s == 0x2029 {
                result.append(start..<i)
                if s == 0x0D && i + 1 < scalars.count && scalars[i + 1] == "\n" { i += 1 }
                start = i + 1
            }
            i += 1
        }
        result.append(start..<scalars.count)
        return result
    }
}
