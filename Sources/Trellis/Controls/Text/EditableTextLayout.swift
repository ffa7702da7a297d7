import Foundation

/// The text of an editable multiline view (``UITextView``) laid out for one width, one ``TextLayout`` per
/// paragraph stacked top to bottom, so an edit lays out again only the paragraphs it touched: typing into a
/// 200-line text re-measures one paragraph, not 200.
///
/// Paragraphs end at hard line breaks (`Character.isNewline`: LF, CR, CR LF, NEL, VT, FF, U+2028, U+2029 — the
/// breaks ``TextLayout`` splits paragraphs at), so the stack has exactly the lines of one layout of the whole
/// text: a paragraph's lines depend only on its own characters and the width. Text whose paragraphs depend on
/// each other (attributed text with paragraph spacing, a line limit) is one chunk instead (`splitsParagraphs`
/// false): correct, without the saving.
///
/// Offsets are UTF-16 offsets of the whole text; points are in the stack's box (x from its left edge, y down
/// from the first line's top).
final class EditableTextLayout {
    /// One paragraph: where it starts, its characters (its separator excluded), its separator's length, and
    /// its layouts once made.
    struct Paragraph {
        var start: Int
        var length: Int
        var separator: Int
        /// Laid out at the stack's width (nil: not made yet, or invalidated).
        var layout: TextLayout?
        /// The widest line unbounded (for an intrinsic width), once measured.
        var naturalWidth: CGFloat?
        /// The content's end (where its separator starts).
        var end: Int { start + length }
    }

    /// Makes the layout of a UTF-16 range of the text for a width (nil: unbounded).
    typealias Builder = (_ range: Range<Int>, _ width: CGFloat?) -> TextLayout

    /// Whether each paragraph is its own layout (else the whole text is one chunk).
    let splitsParagraphs: Bool
    private let build: Builder
    /// The paragraphs in order; never empty (an empty text has one empty paragraph).
    private(set) var paragraphs: [Paragraph] = []
    /// The width lines wrap at (nil: unbounded). Changing it drops every layout.
    var width: CGFloat? {
        didSet {
            guard width != oldValue else { return }
            for p in paragraphs.indices { paragraphs[p].layout = nil }
            tops = nil
        }
    }
    /// Each paragraph's top, and the total height after the last (made on demand; an edit drops it).
    private var tops: [CGFloat]?

    /// A stack for `text`, with `build` making the layouts.
    init(text: String, splitsParagraphs: Bool, width: CGFloat?, build: @escaping Builder) {
        self.splitsParagraphs = splitsParagraphs
        self.width = width
        self.build = build
        paragraphs = Self.split(text, from: 0, whole: !splitsParagraphs)
    }

    // MARK: Splitting and edits

    /// The paragraphs of `text` whose first starts at `start` (the last has no separator). `whole`: one chunk.
    private static func split(_ text: some StringProtocol, from start: Int, whole: Bool) -> [Paragraph] {
        if whole { return [Paragraph(start: start, length: text.utf16.count, separator: 0)] }
        var result: [Paragraph] = []
        var paragraphStart = start, offset = start
        for c in text {
            let count = c.utf16.count
            if c.isNewline {
                result.append(Paragraph(start: paragraphStart, length: offset - paragraphStart, separator: count))
                paragraphStart = offset + count
            }
            offset += count
        }
        result.append(Paragraph(start: paragraphStart, length: offset - paragraphStart, separator: 0))
        return result
    }

    /// The text changed: `range` of the old text became `count` units, `text` is the new whole text. Lays out
    /// again (later, on demand) only the paragraphs from the one holding the range's start to the one holding
    /// its end; the ones after move by the difference.
    func replace(_ range: Range<Int>, count: Int, in text: String) {
        tops = nil
        let delta = count - range.count
        let first = paragraphIndex(forOffset: range.lowerBound)
        let last = paragraphIndex(forOffset: range.upperBound)
        let inserted = substring(text, range.lowerBound..<(range.lowerBound + count))
        // A CR typed before an LF, or an LF after a CR, joins two breaks into one CR LF: split everything again.
        if !splitsParagraphs || inserted.unicodeScalars.last == "\r" || inserted.unicodeScalars.first == "\n" {
            let whole = !splitsParagraphs
            paragraphs = Self.split(text, from: 0, whole: whole)
            return
        }
        let start = paragraphs[first].start
        let end = paragraphs[last].end + delta
        var fresh = Self.split(substring(text, start..<end), from: start, whole: false)
        fresh[fresh.count - 1].separator = paragraphs[last].separator
        for p in (last + 1)..<paragraphs.count { paragraphs[p].start += delta }
        paragraphs.replaceSubrange(first...last, with: fresh)
    }

    /// The characters of a UTF-16 range of `text`.
    private func substring(_ text: String, _ range: Range<Int>) -> Substring {
        let u = text.utf16
        let lower = u.index(u.startIndex, offsetBy: range.lowerBound)
        return text[lower..<u.index(lower, offsetBy: range.count)]
    }

    // MARK: Layouts and positions

    /// The paragraph holding `offset`: the last one starting at or before it (binary search).
    func paragraphIndex(forOffset offset: Int) -> Int {
        var low = 0, high = paragraphs.count
        while low < high {
            let mid = (low + high) / 2
            if paragraphs[mid].start <= offset { low = mid + 1 } else { high = mid }
        }
        return max(0, low - 1)
    }

    /// Paragraph `p`'s layout at the stack's width (made now if needed).
    func layout(_ p: Int) -> TextLayout {
        if let layout = paragraphs[p].layout { return layout }
        let paragraph = paragraphs[p]
        let layout = build(paragraph.start..<paragraph.end, width)
        paragraphs[p].layout = layout
        return layout
    }

    /// The paragraphs' tops, and the stack's height as the last element.
    private var paragraphTops: [CGFloat] {
        if let tops { return tops }
        var result: [CGFloat] = []
        result.reserveCapacity(paragraphs.count + 1)
        var y: CGFloat = 0
        for p in paragraphs.indices {
            result.append(y)
            y += layout(p).height
        }
        result.append(y)
        tops = result
        return result
    }

    /// Paragraph `p`'s top.
    func top(_ p: Int) -> CGFloat { paragraphTops[p] }

    /// The stack's height: its paragraphs' heights summed.
    var height: CGFloat { paragraphTops[paragraphs.count] }

    /// The widest line at the stack's width.
    var usedWidth: CGFloat { paragraphs.indices.reduce(0) { max($0, layout($1).width) } }

    /// The widest line unbounded (the text's natural width).
    var naturalWidth: CGFloat {
        var widest: CGFloat = 0
        for p in paragraphs.indices {
            if paragraphs[p].naturalWidth == nil {
                let paragraph = paragraphs[p]
                paragraphs[p].naturalWidth =
                    width == nil ? layout(p).width : build(paragraph.start..<paragraph.end, nil).width
            }
            widest = max(widest, paragraphs[p].naturalWidth!)
        }
        return widest
    }

    /// The first line's baseline, and the last line's bottom less its baseline.
    var firstBaseline: CGFloat? { layout(0).lines.first?.baseline }

    /// The paragraph whose box holds `y` (above the first: the first; below the last: the last).
    func paragraphIndex(forY y: CGFloat) -> Int {
        let tops = paragraphTops
        var low = 0, high = paragraphs.count
        while low < high {
            let mid = (low + high) / 2
            if tops[mid] <= y { low = mid + 1 } else { high = mid }
        }
        return max(0, low - 1)
    }

    /// The caret's rectangle for a caret position.
    func caretRect(forOffset offset: Int, width: CGFloat = 2) -> CGRect {
        let p = paragraphIndex(forOffset: offset)
        let local = min(offset, paragraphs[p].end) - paragraphs[p].start
        return layout(p).caretRect(forOffset: local, width: width).offsetBy(dx: 0, dy: top(p))
    }

    /// The caret position closest to `point`.
    func closestOffset(to point: CGPoint) -> Int {
        let p = paragraphIndex(forY: point.y)
        return paragraphs[p].start + layout(p).closestOffset(to: CGPoint(x: point.x, y: point.y - top(p)))
    }

    /// The caret position on the visual line `lines` lines above (negative) or below `offset`'s, nearest to
    /// `x`; nil past the first or last line.
    func offset(from offset: Int, lines: Int, x: CGFloat) -> Int? {
        var p = paragraphIndex(forOffset: offset)
        var line = layout(p).lineIndex(forOffset: min(offset, paragraphs[p].end) - paragraphs[p].start) + lines
        while line < 0 {
            guard p > 0 else { return nil }
            p -= 1
            line += layout(p).lines.count
        }
        while line >= layout(p).lines.count {
            guard p + 1 < paragraphs.count else { return nil }
            line -= layout(p).lines.count
            p += 1
        }
        let target = layout(p).lines[line]
        let local = layout(p).closestOffset(to: CGPoint(x: x, y: target.top + target.height / 2))
        return paragraphs[p].start + local
    }

    /// The rectangles covering `range`: each paragraph's, moved to its place.
    func selectionRects(for range: Range<Int>) -> [CGRect] {
        var rects: [CGRect] = []
        var p = paragraphIndex(forOffset: range.lowerBound)
        while p < paragraphs.count, paragraphs[p].start <= range.upperBound {
            let local = (range.lowerBound - paragraphs[p].start)..<(range.upperBound - paragraphs[p].start)
            let y = top(p)
            rects += layout(p).selectionRects(for: max(0, local.lowerBound)..<max(0, local.upperBound))
                .map { $0.offsetBy(dx: 0, dy: y) }
            p += 1
        }
        return rects
    }

    /// The box of the paragraph holding `offset` (its full width): what an edit there redraws.
    func paragraphRect(forOffset offset: Int) -> CGRect {
        let p = paragraphIndex(forOffset: offset)
        let layout = layout(p)
        return CGRect(x: 0, y: top(p), width: max(layout.boxWidth, layout.width), height: layout.height)
    }

    /// Draws the paragraphs that meet `visible` (user space) with the stack's top-left at `origin`.
    func draw(in context: CGContext, origin: CGPoint, color: CGColor, visible: CGRect) {
        var p = paragraphIndex(forY: visible.minY - origin.y)
        while p < paragraphs.count, origin.y + top(p) <= visible.maxY {
            layout(p).draw(
                in: context, origin: CGPoint(x: origin.x, y: origin.y + top(p)), color: color, visible: visible)
            p += 1
        }
    }
}
