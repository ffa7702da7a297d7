import Foundation

/// Decides where lines break, and how the last allowed line is truncated, for one font, width and mode.
struct LineBreaker {
    let face: FontFace
    let mode: NSLineBreakMode
    /// The line width in font units (infinity: unbounded).
    let maxUnits: Double
    /// The ellipsis drawn by truncation: "…", or three periods in a face without it.
    let ellipsis: ParagraphGlyphs

    init(font: UIFont, width: CGFloat?, lineBreakMode: NSLineBreakMode) {
        face = font.face
        mode = lineBreakMode
        let w = width.map(Double.init) ?? .infinity
        maxUnits = font.pointSize > 0 ? max(0, w) * Double(face.unitsPerEm) / Double(font.pointSize) : .infinity
        ellipsis = ParagraphGlyphs(face.hasGlyph(for: "\u{2026}") ? ["\u{2026}"] : [".", ".", "."], face: face)
    }

    /// Whether a width in font units fits the line (with a relative tolerance for the unit conversion).
    func fits(_ units: Int) -> Bool { Double(units) <= maxUnits + 1e-9 * max(1, maxUnits) }

    // MARK: Breaking

    /// The end (exclusive, whitespace at the end included) of the line starting at `start`: the last break
    /// opportunity that fits; a word wider than the line breaks between characters (at least one per line).
    func breakLine(_ run: ParagraphGlyphs, from start: Int) -> Int {
        if fits(run.width(start..<run.count)) { return run.count }
        var best: Int?
        var end = start + 1
        while end <= run.count && fits(run.width(start..<end)) {
            if isBreakOpportunity(run, at: end) { best = end }
            end += 1
        }
        var chosen = best ?? max(start + 1, end - 1)
        while chosen < run.count && run.scalars[chosen].properties.isWhitespace { chosen += 1 }  // spaces hang
        return chosen
    }

    /// Whether a line may end before character `i` (after character `i − 1`).
    private func isBreakOpportunity(_ run: ParagraphGlyphs, at i: Int) -> Bool {
        guard i > 0 && i < run.count else { return i == run.count }
        let before = run.scalars[i - 1], after = run.scalars[i]
        switch mode {
        case .byCharWrapping:
            return true
        case .byAlphanumericWordWrapping:
            return !(Self.isAlphanumeric(before) && Self.isAlphanumeric(after))
        default:
            if after.properties.isWhitespace { return false }
            return before.properties.isWhitespace || (before == "-" && i > 1 && !run.scalars[i - 2].properties.isWhitespace)
        }
    }

    private static func isAlphanumeric(_ s: Unicode.Scalar) -> Bool {
        s.properties.isAlphabetic || s.properties.numericType != nil
    }

    // MARK: The last allowed line

    /// The last line the limit allows, starting at `start`: the rest of the paragraph, wrapped (the rest
    /// dropped), clipped, or truncated with an ellipsis; and whether any text was left out or shortened.
    func lastLine(_ run: ParagraphGlyphs, from start: Int, textFollows: Bool) -> (TextLayout.Line, Bool) {
        let rest = start..<run.count
        let restFits = fits(run.width(rest))
        if restFits && !textFollows { return (run.line(rest, endsParagraph: true), false) }
        switch mode {
        case .byClipping:
            return (run.line(rest, endsParagraph: true), true)
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            return (truncated(run, rest), true)
        default:
            let end = breakLine(run, from: start)
            return (run.line(start..<end, endsParagraph: end == run.count), true)
        }
    }

    /// `range` shortened to fit with an ellipsis at its end, start or middle (per the mode), cut between
    /// characters.
    private func truncated(_ run: ParagraphGlyphs, _ range: Range<Int>) -> TextLayout.Line {
        let room = maxUnits - Double(ellipsis.width(0..<ellipsis.count))
        func fitsRoom(_ units: Int) -> Bool { Double(units) <= room + 1e-9 * max(1, maxUnits) }
        var prefixEnd = range.lowerBound, suffixStart = range.upperBound
        switch mode {
        case .byTruncatingTail:
            while prefixEnd < range.upperBound && fitsRoom(run.width(range.lowerBound..<(prefixEnd + 1))) { prefixEnd += 1 }
        case .byTruncatingHead:
            while suffixStart > range.lowerBound && fitsRoom(run.width((suffixStart - 1)..<range.upperBound)) {
                suffixStart -= 1
            }
        default:  // middle: half the room for each side, the start first
            let half = room / 2
            while prefixEnd < range.upperBound
                && Double(run.width(range.lowerBound..<(prefixEnd + 1))) <= half + 1e-9 * max(1, maxUnits)
            {
                prefixEnd += 1
            }
            let used = run.width(range.lowerBound..<prefixEnd)
            while suffixStart > prefixEnd
                && fitsRoom(used + run.width((suffixStart - 1)..<range.upperBound))
            {
                suffixStart -= 1
            }
        }
        while suffixStart < range.upperBound && run.scalars[suffixStart].properties.isWhitespace { suffixStart += 1 }
        return joined(run, prefix: range.lowerBound..<run.trimmedEnd(range.lowerBound..<prefixEnd), suffix: suffixStart..<range.upperBound)
    }

    /// A line of `prefix`, the ellipsis, then `suffix` (each possibly empty), placed one after the other.
    private func joined(_ run: ParagraphGlyphs, prefix: Range<Int>, suffix: Range<Int>) -> TextLayout.Line {
        var text = String.UnicodeScalarView(), glyphs: [UInt16] = [], positions: [Int] = []
        var x = 0
        func append(_ source: ParagraphGlyphs, _ range: Range<Int>) {
            guard !range.isEmpty else { return }
            let origin = source.pen[range.lowerBound]
            for i in range {
                text.append(source.scalars[i])
                glyphs.append(source.glyphs[i])
                positions.append(x + source.pen[i] - origin)
            }
            x += source.pen[range.upperBound - 1] + source.advances[range.upperBound - 1] - origin
        }
        append(run, prefix)
        append(ellipsis, 0..<ellipsis.count)
        append(run, suffix.lowerBound..<run.trimmedEnd(suffix))
        return TextLayout.Line(
            text: String(text), glyphs: glyphs, positions: positions, widthInUnits: x, endsParagraph: true)
    }
}
