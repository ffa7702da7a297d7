import Foundation

/// Text broken into lines for a width: what labels measure and draw.
///
/// Measurement is exact and deterministic: glyph advances and kerning are integers in font units, summed in
/// integers, and only the results are scaled to points. A line's width excludes the whitespace at its end
/// (it hangs past the edge, as in UIKit). Lines are `font.lineHeight` apart; the first baseline is
/// `font.ascender` below the top.
public struct TextLayout: Sendable {
    /// One laid-out line: its glyphs and their positions, in font units from the line's start.
    public struct Line: Sendable, Equatable {
        /// The characters shown, including an ellipsis when truncated, without the whitespace at the end.
        public let text: String
        /// The glyphs drawn, in order.
        public let glyphs: [UInt16]
        /// Each glyph's x position from the start of the line, in font units.
        public let positions: [Int]
        /// The line's width in font units (whitespace at the end excluded).
        public let widthInUnits: Int
        /// Whether the line ends a paragraph (justification leaves such lines alone).
        public let endsParagraph: Bool
    }

    /// The font measured with.
    public let font: UIFont
    /// The lines, top to bottom.
    public let lines: [Line]
    /// Whether text was left out or shortened (an ellipsis shown, or lines beyond the limit dropped).
    public let isTruncated: Bool

    /// Lays out `text` in `font` for lines at most `width` points wide (nil or infinity: unbounded), at most
    /// `numberOfLines` lines (0: unlimited), breaking and truncating as `lineBreakMode` says.
    public init(
        text: String, font: UIFont, width: CGFloat? = nil, numberOfLines: Int = 0,
        lineBreakMode: NSLineBreakMode = .byWordWrapping
    ) {
        self.font = font
        (lines, isTruncated) = Self.lines(
            of: text, breaker: LineBreaker(font: font, width: width, lineBreakMode: lineBreakMode),
            limit: numberOfLines > 0 ? numberOfLines : Int.max)
    }

    /// Breaks every paragraph into lines until the limit; the last allowed line takes the rest of the text
    /// (truncated, clipped or cut, per the mode).
    private static func lines(of text: String, breaker: LineBreaker, limit: Int) -> ([Line], Bool) {
        var lines: [Line] = []
        let paragraphs = Self.paragraphs(of: text)
        for (p, paragraph) in paragraphs.enumerated() {
            let run = ParagraphGlyphs(paragraph, face: breaker.face)
            var start = 0
            repeat {
                if lines.count == limit - 1 {
                    let (line, truncated) = breaker.lastLine(run, from: start, textFollows: p < paragraphs.count - 1)
                    return (lines + [line], truncated)
                }
                let end = breaker.breakLine(run, from: start)
                lines.append(run.line(start..<end, endsParagraph: end == run.count))
                start = end
            } while start < run.count
        }
        return (lines, false)
    }

    /// The paragraphs of `text`: split at line feeds, carriage returns (CR LF counts once) and line separators.
    static func paragraphs(of text: String) -> [[Unicode.Scalar]] {
        var result: [[Unicode.Scalar]] = [[]]
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result.append([])
            } else {
                result[result.count - 1].append(scalar)
            }
        }
        return result
    }

    // MARK: Measurements (points)

    /// The widest line's width, in points.
    public var width: CGFloat { CGFloat(lines.map(\.widthInUnits).max() ?? 0) * font.scale }
    /// The lines' total height: their count times the font's line height.
    public var height: CGFloat { CGFloat(lines.count) * font.lineHeight }
    /// ``width`` × ``height``.
    public var size: CGSize { CGSize(width: width, height: height) }
    /// The size rounded up to whole points (what a label asks for, as UIKit rounds up to its pixel grid).
    public var roundedSize: CGSize { CGSize(width: (width - 1e-9).rounded(.up), height: (height - 1e-9).rounded(.up)) }

    /// The width of line `index` in points.
    public func width(ofLine index: Int) -> CGFloat { CGFloat(lines[index].widthInUnits) * font.scale }

    /// The baseline of line `index`, from the top of the text.
    public func baseline(ofLine index: Int) -> CGFloat { CGFloat(index) * font.lineHeight + font.ascender }

    /// The x positions (points, from the left of a box `boxWidth` wide) of line `index`'s glyphs, aligned as
    /// `alignment` says (natural: per `rightToLeft`); justified lines spread their spaces to fill the box.
    public func glyphPositions(
        ofLine index: Int, alignment: NSTextAlignment, boxWidth: CGFloat, rightToLeft: Bool = false
    ) -> [CGFloat] {
        let line = lines[index]
        let scale = font.scale
        let free = boxWidth - CGFloat(line.widthInUnits) * scale
        var resolved = alignment
        if alignment == .natural { resolved = rightToLeft ? .right : .left }
        switch resolved {
        case .center: return line.positions.map { CGFloat($0) * scale + free / 2 }
        case .right: return line.positions.map { CGFloat($0) * scale + free }
        case .justified where !line.endsParagraph && free > 0:
            let scalars = Array(line.text.unicodeScalars)
            let spaces = scalars.indices.filter { $0 < scalars.count - 1 && scalars[$0] == " " }
            guard !spaces.isEmpty, scalars.count == line.glyphs.count else { fallthrough }
            let extra = free / CGFloat(spaces.count)
            var shift: CGFloat = 0, nextSpace = 0
            return line.positions.enumerated().map { i, x in
                let p = CGFloat(x) * scale + shift
                if nextSpace < spaces.count && spaces[nextSpace] == i {
                    shift += extra
                    nextSpace += 1
                }
                return p
            }
        default: return line.positions.map { CGFloat($0) * scale }
        }
    }
}

/// A paragraph's glyphs with their pen positions in font units: `pen[i]` is where glyph `i` starts (kerning
/// with the previous glyph included), `pen[count]` where the paragraph ends.
struct ParagraphGlyphs {
    let scalars: [Unicode.Scalar]
    let glyphs: [UInt16]
    let advances: [Int]
    let pen: [Int]

    init(_ scalars: [Unicode.Scalar], face: FontFace) {
        self.scalars = scalars
        glyphs = scalars.map { face.glyph(for: $0) }
        advances = scalars.map { face.advance(of: $0) }
        var pen = [Int](repeating: 0, count: scalars.count + 1)
        for i in scalars.indices {
            let kern = i + 1 < scalars.count ? face.kerning(glyphs[i], glyphs[i + 1]) : 0
            pen[i + 1] = pen[i] + advances[i] + kern
        }
        if let last = scalars.indices.last { pen[scalars.count] = pen[last] + advances[last] }
        self.pen = pen
    }

    var count: Int { scalars.count }

    /// The width of `range`'s glyphs, without whitespace at its end.
    func width(_ range: Range<Int>) -> Int {
        let end = trimmedEnd(range)
        return end > range.lowerBound ? pen[end - 1] + advances[end - 1] - pen[range.lowerBound] : 0
    }

    /// The end of `range` once whitespace at its end is dropped.
    func trimmedEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound && scalars[end - 1].properties.isWhitespace { end -= 1 }
        return end
    }

    /// The line showing `range` (whitespace at its end dropped).
    func line(_ range: Range<Int>, endsParagraph: Bool) -> TextLayout.Line {
        let end = trimmedEnd(range)
        let shown = range.lowerBound..<end
        let origin = pen[range.lowerBound]
        return TextLayout.Line(
            text: String(String.UnicodeScalarView(scalars[shown])), glyphs: Array(glyphs[shown]),
            positions: shown.map { pen[$0] - origin }, widthInUnits: width(shown), endsParagraph: endsParagraph)
    }
}
