import Foundation

/// Text broken into lines for a width: what labels and text views measure, draw and hit-test — one object, so
/// measurement equals drawing to the unit.
///
/// A layout is made over a ``TextEngine`` (the engine of the text's first font): the engine gives bidi levels
/// and shaped glyphs with font fallback; the layout breaks lines at Unicode's break opportunities (UAX #14,
/// never inside a grapheme cluster), truncates the last allowed line, orders each line's runs visually
/// (UAX #9 L2), applies the paragraph style (alignment, indents, spacing, line height) and places every glyph.
///
/// Positions are points in the layout's box: x from its left edge (the box is ``boxWidth`` wide: the width
/// asked for, else the widest line), y down from the top of the first line. Within a run of one face and size
/// advances are summed in integer font units and scaled once, so a line in one font is exactly its units
/// times the scale. A line's width excludes the whitespace at its end (it hangs past the edge, as in UIKit).
public struct TextLayout: Sendable {
    /// A run of glyphs of one face, size and style on one line, placed.
    public struct Run: Sendable {
        /// The face the glyphs come from (the style's font's, or a fallback face).
        public let face: FontFace
        /// The font size in points.
        public let pointSize: CGFloat
        /// The glyph ids, in visual order (left to right).
        public let glyphs: [UInt16]
        /// Each glyph's pen position: x from the box's left edge, y from the line's baseline (down positive).
        public let positions: [CGPoint]
        /// Each glyph's advance in points (kerning, kern attributes and justification included).
        public let advances: [CGFloat]
        /// Each glyph's cluster: the UTF-16 offset in the source text of its first character (-1: the
        /// truncation ellipsis).
        public let clusters: [Int]
        /// The source characters shown, as UTF-16 offsets (empty for the ellipsis).
        public let range: Range<Int>
        /// Whether the run reads right to left (its level is odd).
        public let isRightToLeft: Bool
        /// The run's left edge and width, in points.
        public let minX: CGFloat, width: CGFloat
        /// The index of the run's style in the layout.
        let style: Int
    }

    /// One laid-out line.
    public struct Line: Sendable {
        /// The characters shown, in logical order, including an ellipsis when truncated, without the
        /// whitespace at the end.
        public let text: String
        /// The source characters the line stands for, as UTF-16 offsets (hanging whitespace included).
        public let range: Range<Int>
        /// The line's runs, in visual order (left to right).
        public let runs: [Run]
        /// The left edge of the line's text in the box (alignment and indents applied).
        public let x: CGFloat
        /// The line's width in points (whitespace at the end excluded).
        public let width: CGFloat
        /// The top of the line's box, its height, and its baseline (from the top of the layout).
        public let top: CGFloat, height: CGFloat, baseline: CGFloat
        /// How far the line's fonts reach above and below the baseline (positive).
        public let ascent: CGFloat, descent: CGFloat
        /// Whether the line ends a paragraph (justification leaves such lines alone).
        public let endsParagraph: Bool
        /// Whether the line's paragraph runs right to left.
        public let isRightToLeft: Bool

        /// The glyphs drawn, in visual order.
        public var glyphs: [UInt16] { runs.flatMap(\.glyphs) }
        /// The line's box: its text's extent horizontally, its top and height.
        public var rect: CGRect { CGRect(x: x, y: top, width: width, height: height) }
    }

    /// The default font (the font of text without a font attribute).
    public let font: UIFont
    /// The engine that shaped the text.
    public let engine: any TextEngine
    /// The lines, top to bottom.
    public let lines: [Line]
    /// Whether text was left out or shortened (an ellipsis shown, or lines beyond the limit dropped).
    public let isTruncated: Bool
    /// The width lines are aligned in: the width asked for, else the widest line (indents included).
    public let boxWidth: CGFloat
    /// The source text's UTF-16 length.
    public let length: Int
    /// The grapheme cluster boundaries of the source text, as UTF-16 offsets (0 and ``length`` included),
    /// ascending: the only caret positions. Made once with the layout (one pass over the scalars) so caret
    /// look-ups are binary searches.
    public let caretOffsets: [Int]
    /// The resolved styles runs refer to.
    let styles: [TextStyle]

    /// Lays out plain `text` in `font` for lines at most `width` points wide (nil or infinity: unbounded), at
    /// most `numberOfLines` lines (0: unlimited), breaking and truncating as `lineBreakMode` says, lines
    /// aligned as `alignment` says (natural: right when `rightToLeft`, the view's layout direction).
    public init(
        text: String, font: UIFont, width: CGFloat? = nil, numberOfLines: Int = 0,
        lineBreakMode: NSLineBreakMode = .byWordWrapping, alignment: NSTextAlignment = .natural,
        rightToLeft: Bool = false, allowsTightening: Bool = false
    ) {
        self.init(
            source: TextSource(text: text, style: TextStyle(font: font)), font: font, width: width,
            numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, alignment: alignment, rightToLeft: rightToLeft,
            allowsTightening: allowsTightening, paragraphStylesWin: false)
    }

    /// Lays out attributed text: characters without a font attribute use `font`; a paragraph style's
    /// alignment, line break mode and spacing apply to its paragraphs (over `alignment` and `lineBreakMode`,
    /// as in UIKit).
    public init(
        attributedText: NSAttributedString, font: UIFont, width: CGFloat? = nil, numberOfLines: Int = 0,
        lineBreakMode: NSLineBreakMode = .byWordWrapping, alignment: NSTextAlignment = .natural,
        rightToLeft: Bool = false, allowsTightening: Bool = false
    ) {
        self.init(
            source: TextSource(attributed: attributedText, defaultFont: font), font: font, width: width,
            numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, alignment: alignment, rightToLeft: rightToLeft,
            allowsTightening: allowsTightening, paragraphStylesWin: true)
    }

    private init(
        source: TextSource, font: UIFont, width: CGFloat?, numberOfLines: Int, lineBreakMode: NSLineBreakMode,
        alignment: NSTextAlignment, rightToLeft: Bool, allowsTightening: Bool, paragraphStylesWin: Bool
    ) {
        self.font = font
        let engine = source.styles.first?.font.engine ?? font.engine
        self.engine = engine
        styles = source.styles
        length = source.utf16[source.scalars.count]
        caretOffsets = Self.clusterBoundaries(source)
        let request = LayoutRequest(
            width: width.map(Double.init).flatMap { $0.isFinite ? max(0, $0) : nil },
            limit: numberOfLines > 0 ? numberOfLines : Int.max, lineBreakMode: lineBreakMode, alignment: alignment,
            rightToLeft: rightToLeft, allowsTightening: allowsTightening, paragraphStylesWin: paragraphStylesWin)
        let built = LayoutBuilder(source: source, engine: engine, request: request).build()
        lines = built.lines
        isTruncated = built.truncated
        boxWidth = built.boxWidth
    }

    /// The UTF-16 offsets where the source's grapheme clusters start, and its length.
    private static func clusterBoundaries(_ source: TextSource) -> [Int] {
        var result: [Int] = []
        for i in source.scalars.indices where source.isClusterStart[i] { result.append(source.utf16[i]) }
        result.append(source.utf16[source.scalars.count])
        return result
    }

    // MARK: Measurements (points)

    /// The widest line's width, in points.
    public var width: CGFloat { lines.map(\.width).max() ?? 0 }
    /// The lines' total height: from the top of the first line to the bottom of the last (spacing between
    /// lines and paragraphs included).
    public var height: CGFloat { lines.last.map { $0.top + $0.height } ?? 0 }
    /// ``width`` × ``height``.
    public var size: CGSize { CGSize(width: width, height: height) }
    /// The size rounded up to whole points (what a label asks for, as UIKit rounds up to its pixel grid).
    public var roundedSize: CGSize { CGSize(width: (width - 1e-9).rounded(.up), height: (height - 1e-9).rounded(.up)) }
    /// The text's extent: the lines' boxes joined (x from the leftmost line start).
    public var usedRect: CGRect {
        guard let first = lines.first else { return .zero }
        let minX = lines.map(\.x).min() ?? 0, maxX = lines.map { $0.x + $0.width }.max() ?? 0
        return CGRect(x: minX, y: first.top, width: maxX - minX, height: height)
    }

    /// The width of line `index` in points.
    public func width(ofLine index: Int) -> CGFloat { lines[index].width }

    /// The baseline of line `index`, from the top of the text.
    public func baseline(ofLine index: Int) -> CGFloat { lines[index].baseline }

    /// The font of a run: its face at its size, in the layout's engine.
    public func font(of run: Run) -> UIFont {
        let styleFont = styles[run.style].font
        return styleFont.face === run.face ? styleFont : UIFont(face: run.face, size: run.pointSize, engine: engine)
    }

    /// The text color of a run (nil: the color the drawing is asked for).
    public func foregroundColor(of run: Run) -> UIColor? { styles[run.style].foregroundColor }
}
