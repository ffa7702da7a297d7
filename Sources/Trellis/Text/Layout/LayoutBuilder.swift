import Foundation

/// What a layout is asked for.
struct LayoutRequest {
    /// The width lines wrap at (nil: unbounded).
    var width: Double?
    /// The most lines (Int.max: no limit).
    var limit: Int
    var lineBreakMode: NSLineBreakMode
    var alignment: NSTextAlignment
    /// The view's layout direction: what natural alignment and a direction-less paragraph follow.
    var rightToLeft: Bool
    var allowsTightening: Bool
    /// Whether paragraph styles' alignment and line break mode replace the request's.
    var paragraphStylesWin: Bool
}

/// Builds a ``TextLayout``'s lines: breaks every paragraph, then places the lines vertically (line heights,
/// spacing) and horizontally (indents, alignment, justification) and their glyphs.
struct LayoutBuilder {
    let source: TextSource
    let engine: any TextEngine
    let request: LayoutRequest

    /// A line before placement: its pieces (logical order), its paragraph and source range.
    private struct Draft {
        var pieces: [ParagraphLayout.Piece]
        var paragraph: Int
        var range: Range<Int>  // paragraph scalars, hanging whitespace included
        var isFirstOfParagraph: Bool
        var endsParagraph: Bool
    }

    func build() -> (lines: [TextLayout.Line], truncated: Bool, boxWidth: CGFloat) {
        var paragraphs: [ParagraphLayout] = []
        var drafts: [Draft] = []
        var truncated = false
        outer: for (p, paragraph) in source.paragraphs.enumerated() {
            let layout = ParagraphLayout(paragraph, of: source, engine: engine, rightToLeft: request.rightToLeft)
            paragraphs.append(layout)
            let mode =
                request.paragraphStylesWin
                ? (paragraph.style?.lineBreakMode ?? request.lineBreakMode) : request.lineBreakMode
            let tightening = request.allowsTightening || paragraph.style?.allowsDefaultTighteningForTruncation == true
            let breaker = LineBreaker(paragraph: layout, mode: mode, allowsTightening: tightening)
            var start = 0
            repeat {
                let available = self.available(layout, first: start == 0)
                if drafts.count == request.limit - 1 {
                    let last = breaker.lastLine(
                        from: start, available: available, textFollows: p < source.paragraphs.count - 1)
                    drafts.append(
                        Draft(
                            pieces: last.pieces, paragraph: p, range: start..<last.end,
                            isFirstOfParagraph: start == 0, endsParagraph: last.end == layout.count))
                    truncated = last.truncated
                    break outer
                }
                let end = breaker.breakLine(from: start, available: available)
                drafts.append(
                    Draft(
                        pieces: layout.pieces(start..<layout.trimmedEnd(start..<end)), paragraph: p,
                        range: start..<end, isFirstOfParagraph: start == 0, endsParagraph: end == layout.count))
                start = end
            } while start < layout.count
        }
        return place(drafts, paragraphs, truncated)
    }

    /// The width a line may take: the requested width less the paragraph's indents (unbounded without one).
    private func available(_ paragraph: ParagraphLayout, first: Bool) -> Double {
        guard let width = request.width else { return .infinity }
        let (head, tail) = indents(paragraph.style, first: first, boxWidth: width)
        return max(0, width - head - tail)
    }

    /// The head (leading) and tail (trailing) indents of a line in a box `boxWidth` wide.
    private func indents(_ style: NSParagraphStyle?, first: Bool, boxWidth: Double) -> (head: Double, tail: Double) {
        guard let style else { return (0, 0) }
        let head = Double(first ? style.firstLineHeadIndent : style.headIndent)
        let tailIndent = Double(style.tailIndent)
        let tail = tailIndent > 0 ? max(0, boxWidth - tailIndent) : -tailIndent
        return (head, tail)
    }

    // MARK: Placing

    private func place(_ drafts: [Draft], _ paragraphs: [ParagraphLayout], _ truncated: Bool) -> (
        [TextLayout.Line], Bool, CGFloat
    ) {
        let widths = drafts.map { paragraphs[$0.paragraph].width(of: ParagraphLayout.visualOrder($0.pieces)) }
        let boxWidth: Double =
            request.width ?? drafts.indices.map { i in
                let style = paragraphs[drafts[i].paragraph].style
                let head = Double(
                    drafts[i].isFirstOfParagraph ? style?.firstLineHeadIndent ?? 0 : style?.headIndent ?? 0)
                return widths[i] + head + max(0, -Double(style?.tailIndent ?? 0))
            }.max() ?? 0
        var lines: [TextLayout.Line] = []
        var top: CGFloat = 0
        for (i, draft) in drafts.enumerated() {
            let paragraph = paragraphs[draft.paragraph]
            let style = paragraph.style
            if draft.isFirstOfParagraph && i > 0 { top += style?.paragraphSpacingBefore ?? 0 }
            let metrics = lineMetrics(draft, paragraph)
            let x = lineX(draft, paragraph, width: widths[i], boxWidth: boxWidth)
            let justify = justification(draft, paragraph, width: widths[i], boxWidth: boxWidth)
            let runs = placeRuns(draft, paragraph, x: x, extraPerSpace: justify)
            let lineWidth =
                justify > 0 ? CGFloat(widths[i]) + justify * CGFloat(spaceCount(draft, paragraph)) : CGFloat(widths[i])
            lines.append(
                TextLayout.Line(
                    text: lineText(draft, paragraph), range: utf16Range(draft, paragraph), runs: runs, x: CGFloat(x),
                    width: lineWidth, top: top, height: metrics.height, baseline: top + metrics.baseline,
                    ascent: metrics.ascent, descent: metrics.descent, endsParagraph: draft.endsParagraph,
                    isRightToLeft: paragraph.isRightToLeft))
            top += metrics.height
            if i < drafts.count - 1 {
                top += style?.lineSpacing ?? 0
                if draft.endsParagraph { top += style?.paragraphSpacing ?? 0 }
            }
        }
        return (lines, truncated, CGFloat(boxWidth))
    }

    /// A line's height and baseline (from its top): the tallest ascent and descent of its runs' fonts
    /// (baseline offsets included) plus the largest line gap, then the paragraph style's multiple and limits
    /// (extra height goes above the text, as in TextKit).
    private func lineMetrics(_ draft: Draft, _ paragraph: ParagraphLayout) -> (
        height: CGFloat, baseline: CGFloat, ascent: CGFloat, descent: CGFloat
    ) {
        var ascent: CGFloat = 0, descent: CGFloat = 0, gap: CGFloat = 0
        func include(_ face: FontFace, size: CGFloat, offset: CGFloat) {
            let scale = size / CGFloat(face.unitsPerEm)
            ascent = max(ascent, CGFloat(face.ascender) * scale + offset)
            descent = max(descent, -CGFloat(face.descender) * scale - offset)
            gap = max(gap, CGFloat(face.lineGap) * scale)
        }
        for piece in draft.pieces {
            let style = source.styles[piece.style]
            include(piece.run.face, size: style.font.pointSize, offset: style.baselineOffset)
        }
        if draft.pieces.isEmpty {
            let style = source.style(at: paragraph.offset + draft.range.lowerBound)
            include(style.font.face, size: style.font.pointSize, offset: style.baselineOffset)
        }
        let natural = ascent + descent + gap
        var height = natural
        if let style = paragraph.style {
            if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
            if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
            if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        }
        return (height, height - natural + ascent, ascent, descent)
    }

    /// The resolved alignment of a paragraph: its style's (when styles win) or the request's; natural follows
    /// the view's layout direction.
    private func alignment(_ paragraph: ParagraphLayout) -> NSTextAlignment {
        let asked = request.paragraphStylesWin ? (paragraph.style?.alignment ?? request.alignment) : request.alignment
        return asked == .natural ? (request.rightToLeft ? .right : .left) : asked
    }

    /// The left edge of a line's text in the box.
    private func lineX(_ draft: Draft, _ paragraph: ParagraphLayout, width: Double, boxWidth: Double) -> Double {
        let (head, tail) = indents(paragraph.style, first: draft.isFirstOfParagraph, boxWidth: boxWidth)
        let (left, right) = paragraph.isRightToLeft ? (tail, head) : (head, tail)
        let free = boxWidth - left - right - width
        switch alignment(paragraph) {
        case .center: return left + free / 2
        case .right: return left + free
        case .justified where paragraph.isRightToLeft && (draft.endsParagraph || spaceCount(draft, paragraph) == 0):
            return left + free
        default: return left
        }
    }

    /// Extra space per space of a justified line (not a paragraph's last), in points.
    private func justification(_ draft: Draft, _ paragraph: ParagraphLayout, width: Double, boxWidth: Double) -> CGFloat
    {
        guard alignment(paragraph) == .justified, !draft.endsParagraph, request.width != nil else { return 0 }
        let (head, tail) = indents(paragraph.style, first: draft.isFirstOfParagraph, boxWidth: boxWidth)
        let free = boxWidth - head - tail - width
        let spaces = spaceCount(draft, paragraph)
        return free > 0 && spaces > 0 ? CGFloat(free) / CGFloat(spaces) : 0
    }

    /// The spaces (U+0020) a line shows.
    private func spaceCount(_ draft: Draft, _ paragraph: ParagraphLayout) -> Int {
        draft.pieces.reduce(0) { sum, piece in
            piece.isEllipsis ? sum : sum + piece.run.range.filter { paragraph.text.scalars[$0] == " " }.count
        }
    }

    /// The line's runs in visual order, each glyph placed: the pen moves by the glyph advances (integer font
    /// units summed per run, then scaled), a cluster's kern goes after it in reading order, justification
    /// widens spaces.
    private func placeRuns(_ draft: Draft, _ paragraph: ParagraphLayout, x: Double, extraPerSpace: CGFloat)
        -> [TextLayout.Run]
    {
        var pen = x
        return ParagraphLayout.visualOrder(draft.pieces).map { piece in
            let style = source.styles[piece.style]
            let size = style.font.pointSize
            let scale = Double(size) / Double(piece.run.face.unitsPerEm)
            let rtl = piece.level & 1 == 1
            var positions: [CGPoint] = [], advances: [CGFloat] = [], clusters: [Int] = []
            positions.reserveCapacity(piece.run.glyphs.count)
            var units: Int64 = 0
            var extra: Double = 0  // kern and justification so far, in points
            let start = pen
            for (k, glyph) in piece.run.glyphs.enumerated() {
                let cluster = glyph.cluster
                let startsCluster = k == 0 || piece.run.glyphs[k - 1].cluster != cluster
                let endsCluster = k == piece.run.glyphs.count - 1 || piece.run.glyphs[k + 1].cluster != cluster
                var before: Double = 0, after: Double = 0
                let widen = cluster >= 0 && paragraph.text.scalars[cluster] == " " ? Double(extraPerSpace) : 0
                let kern = cluster < 0 || paragraph.text.isClusterStart[cluster] ? Double(piece.kern) : 0
                if rtl { if startsCluster { before = kern + widen } } else if endsCluster { after = kern + widen }
                extra += before
                let gx = start + Double(units + Int64(glyph.xOffset)) * scale + extra
                let gy = -Double(glyph.yOffset) * scale - Double(style.baselineOffset)
                positions.append(CGPoint(x: gx, y: gy))
                units += Int64(glyph.advance)
                extra += after
                advances.append(CGFloat(Double(glyph.advance) * scale + before + after))
                clusters.append(cluster < 0 ? -1 : source.utf16[paragraph.offset + cluster])
            }
            let width = Double(units) * scale + extra
            pen = start + width
            let range =
                piece.isEllipsis
                ? 0..<0
                : source.utf16[
                    paragraph.offset + piece.run.range.lowerBound]..<source.utf16[
                        paragraph.offset + piece.run.range.upperBound]
            return TextLayout.Run(
                face: piece.run.face, pointSize: size, glyphs: piece.run.glyphs.map(\.id), positions: positions,
                advances: advances, clusters: clusters, range: range, isRightToLeft: rtl, minX: CGFloat(start),
                width: CGFloat(width), style: piece.style)
        }
    }

    /// The characters a line shows, in logical order (the ellipsis where it stands).
    private func lineText(_ draft: Draft, _ paragraph: ParagraphLayout) -> String {
        var scalars: [Unicode.Scalar] = []
        for piece in draft.pieces {
            if piece.isEllipsis {
                scalars += piece.run.glyphs.count == 1 ? ["\u{2026}"] : [".", ".", "."]
            } else {
                scalars += paragraph.text.scalars[piece.run.range]
            }
        }
        return String(scalars: scalars)
    }

    private func utf16Range(_ draft: Draft, _ paragraph: ParagraphLayout) -> Range<Int> {
        source.utf16[
            paragraph.offset + draft.range.lowerBound]..<source.utf16[paragraph.offset + draft.range.upperBound]
    }
}
