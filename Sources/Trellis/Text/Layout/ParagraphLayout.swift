import Foundation

/// One paragraph shaped once — bidi levels, items of one style and level, each shaped by the engine — with
/// what line breaking needs: the break opportunities and every scalar's advance in points.
///
/// Lines are cut from it: a line's glyphs are the items' glyphs, except where a line boundary falls inside an
/// item — there the piece is shaped again on its own (kerning, ligatures and joining never reach across a
/// line break), so the glyphs drawn are those of the line as it stands and its width is theirs.
struct ParagraphLayout {
    /// A stretch of one style and one bidi level (logical order), and its shaped runs.
    struct Item {
        var range: Range<Int>
        var style: Int
        var level: UInt8
        var runs: [ShapedRun]
    }

    /// A shaped run placed on a line: its glyphs, style, level and where it starts (points from the line start).
    struct Piece {
        var run: ShapedRun
        var style: Int
        var level: UInt8
        /// Extra space after each grapheme cluster (kern attributes and tightening), in points.
        var kern: CGFloat
        /// Whether the piece is the truncation ellipsis (its glyphs show no source characters).
        var isEllipsis = false
    }

    let engine: any TextEngine
    let source: TextSource
    /// The paragraph's first scalar in the source.
    let offset: Int
    let text: ShapingText
    let bidi: BidiParagraph
    let opportunities: [UnicodeLineBreaking.Opportunity]
    let items: [Item]
    /// `prefix[i]`: the advance of scalars `0..<i`, in points (kerning attributes included).
    let prefix: [Double]
    let style: NSParagraphStyle?
    /// Whether each scalar is whitespace (it hangs at a line's end).
    let whitespace: [Bool]

    /// Shapes paragraph `paragraph` of `source`; `rightToLeft` is the view's direction (a paragraph with no
    /// strong characters and natural direction takes it).
    init(_ paragraph: TextSource.Paragraph, of source: TextSource, engine: any TextEngine, rightToLeft: Bool) {
        self.engine = engine
        self.source = source
        offset = paragraph.range.lowerBound
        style = paragraph.style
        let scalars = Array(source.scalars[paragraph.range])
        // A paragraph starts a cluster (its separator ended the last one), whatever the whole text's flag says.
        var starts = Array(source.isClusterStart[paragraph.range])
        if !starts.isEmpty { starts[0] = true }
        text = ShapingText(scalars, isClusterStart: starts)
        whitespace = scalars.map(Self.isWhitespace)
        let base: UInt8? =
            switch paragraph.style?.baseWritingDirection ?? .natural {
            case .natural: nil
            case .leftToRight: 0
            case .rightToLeft: 1
            }
        bidi = engine.bidiLevels(of: scalars, baseLevel: base, fallbackLevel: rightToLeft ? 1 : 0)
        opportunities = UnicodeLineBreaking.opportunities(in: scalars)
        var items: [Item] = []
        var start = 0
        for i in stride(from: 1, through: scalars.count, by: 1)
        where i == scalars.count || Self.differ(source, paragraph.range.lowerBound, i - 1, i, bidi) {
            guard start < i else { continue }
            let style = source.styleIndex(at: offset + start)
            let level = bidi.levels[start]
            let runs = engine.shape(
                text, range: start..<i, face: source.styles[style].font.face, rightToLeft: level & 1 == 1)
            items.append(Item(range: start..<i, style: style, level: level, runs: runs))
            start = i
        }
        self.items = items
        prefix = Self.advances(items, text, source)
    }

    /// Whether scalars `i` and `j` (paragraph indices) belong to different items.
    private static func differ(_ source: TextSource, _ offset: Int, _ i: Int, _ j: Int, _ bidi: BidiParagraph) -> Bool {
        source.styleIndex(at: offset + i) != source.styleIndex(at: offset + j) || bidi.levels[i] != bidi.levels[j]
    }

    /// Prefix sums of the scalars' advances: each glyph's advance counts for its cluster's first scalar, and
    /// each grapheme cluster gets its style's kern.
    private static func advances(_ items: [Item], _ text: ShapingText, _ source: TextSource) -> [Double] {
        var advance = [Double](repeating: 0, count: text.scalars.count)
        for item in items {
            let style = source.styles[item.style]
            let size = Double(style.font.pointSize)
            for run in item.runs {
                let scale = size / Double(run.face.unitsPerEm)
                for glyph in run.glyphs where glyph.cluster < advance.count {
                    advance[glyph.cluster] += Double(glyph.advance) * scale
                }
            }
            if style.kern != 0 {
                for i in item.range where text.isClusterStart[i] { advance[i] += Double(style.kern) }
            }
        }
        var prefix = [Double](repeating: 0, count: advance.count + 1)
        for i in advance.indices { prefix[i + 1] = prefix[i] + advance[i] }
        return prefix
    }

    var count: Int { text.scalars.count }

    /// Whether the paragraph runs right to left.
    var isRightToLeft: Bool { bidi.paragraphLevel & 1 == 1 }

    // MARK: Measuring

    /// Whether paragraph scalar `i` is whitespace that hangs at a line's end.
    func isWhitespace(_ i: Int) -> Bool { whitespace[i] }

    /// Unicode's White_Space property: its 25 characters, a set stable since Unicode 6 (no table look-up).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// The end of `range` once whitespace at its end is dropped.
    func trimmedEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound && isWhitespace(end - 1) { end -= 1 }
        return end
    }

    /// The advance of `range` without whitespace at its end, in points (before shaping the line on its own).
    func width(_ range: Range<Int>) -> Double {
        let end = trimmedEnd(range)
        return end > range.lowerBound ? prefix[end] - prefix[range.lowerBound] : 0
    }

    /// Whether a line may end before scalar `i` in `mode` (never inside a grapheme cluster).
    func canBreak(before i: Int, mode: NSLineBreakMode) -> Bool {
        if i >= count { return true }
        guard i > 0, text.isClusterStart[i] else { return false }
        switch mode {
        case .byCharWrapping: return true
        case .byAlphanumericWordWrapping:
            return !(Self.isAlphanumeric(text.scalars[i - 1]) && Self.isAlphanumeric(text.scalars[i]))
        default: return opportunities[i] != .prohibited
        }
    }

    private static func isAlphanumeric(_ s: Unicode.Scalar) -> Bool {
        if s.value < 128 { return ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) }
        return s.properties.isAlphabetic || s.properties.numericType != nil
    }

    /// The next grapheme cluster boundary after `i`.
    func nextCluster(after i: Int) -> Int {
        var j = i + 1
        while j < count && !text.isClusterStart[j] { j += 1 }
        return j
    }

    /// The grapheme cluster boundary before `i`.
    func previousCluster(before i: Int) -> Int {
        var j = i - 1
        while j > 0 && !text.isClusterStart[j] { j -= 1 }
        return max(0, j)
    }

    // MARK: Pieces

    /// The pieces showing `range` (logical order): whole items where they fit in it, items cut by it shaped
    /// again on their own. `kern` is added to every piece's style kern (tightening).
    func pieces(_ range: Range<Int>, extraKern: CGFloat = 0) -> [Piece] {
        var result: [Piece] = []
        for item in items where item.range.overlaps(range) {
            let kern = source.styles[item.style].kern + extraKern
            let part = item.range.clamped(to: range)
            let runs =
                part == item.range
                ? item.runs
                : engine.shape(
                    text, range: part, face: source.styles[item.style].font.face, rightToLeft: item.level & 1 == 1)
            result += runs.map { Piece(run: $0, style: item.style, level: item.level, kern: kern) }
        }
        return result
    }

    /// The truncation ellipsis in the style at `i`: "…", or three periods when the face lacks it.
    func ellipsis(styleAt i: Int) -> Piece {
        let style = source.styleIndex(at: offset + min(max(0, i), max(0, count - 1)))
        let face = source.styles[style].font.face
        var runs = engine.shape(ShapingText(["\u{2026}"]), range: 0..<1, face: face, rightToLeft: false)
        if runs.count != 1 || runs[0].glyphs.contains(where: { $0.id == 0 }) {
            runs = engine.shape(ShapingText([".", ".", "."]), range: 0..<3, face: face, rightToLeft: false)
        }
        var run = runs[0]
        for k in run.glyphs.indices { run.glyphs[k].cluster = -1 }
        return Piece(run: run, style: style, level: bidi.paragraphLevel, kern: 0, isEllipsis: true)
    }

    /// The width of pieces placed one after the other, in points.
    func width(of pieces: [Piece]) -> Double {
        pieces.reduce(0) { $0 + advance(of: $1) }
    }

    /// A piece's advance: its glyphs' advances, scaled, plus its kern per grapheme cluster.
    func advance(of piece: Piece) -> Double {
        let size = Double(source.styles[piece.style].font.pointSize)
        let units = piece.run.glyphs.reduce(Int64(0)) { $0 + Int64($1.advance) }
        var kerned = 0
        if piece.kern != 0 {
            kerned =
                piece.isEllipsis ? piece.run.glyphs.count : piece.run.range.filter { text.isClusterStart[$0] }.count
        }
        return Double(units) * size / Double(piece.run.face.unitsPerEm) + Double(piece.kern) * Double(kerned)
    }

    /// Pieces in visual order (UAX #9 L2: from the highest level down to the lowest odd one, every maximal
    /// sequence at that level or above is reversed; a right-to-left piece's glyphs are already reversed).
    static func visualOrder(_ pieces: [Piece]) -> [Piece] {
        guard let highest = pieces.map(\.level).max(), highest > 0 else { return pieces }
        let lowestOdd = (pieces.map(\.level).filter { $0 & 1 == 1 }.min() ?? highest | 1)
        var result = pieces
        var level = highest
        while level >= lowestOdd && level > 0 {
            var i = 0
            while i < result.count {
                guard result[i].level >= level else {
                    i += 1
                    continue
                }
                var j = i
                while j < result.count && result[j].level >= level { j += 1 }
                result[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return result
    }
}
