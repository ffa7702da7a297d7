import Foundation

/// Decides where a paragraph's lines break, and how the last allowed line is truncated, for one width and mode.
///
/// Breaks fall on the paragraph's break opportunities (UAX #14 for the word-wrapping modes, grapheme cluster
/// boundaries for character wrapping), never inside a grapheme cluster; a word wider than the line breaks
/// between clusters (at least one per line). Whitespace at a line's end hangs past the edge (not measured).
struct LineBreaker {
    let paragraph: ParagraphLayout
    let mode: NSLineBreakMode
    /// Whether the last line may tighten its character spacing before it truncates.
    let allowsTightening: Bool

    /// Whether a width fits `available` (with a relative tolerance for the unit conversions).
    static func fits(_ width: Double, _ available: Double) -> Bool { width <= available + 1e-9 * max(1, available) }

    // MARK: Breaking

    /// The end (exclusive, whitespace at the end included) of the line starting at `start` in `available`
    /// points: the last break opportunity that fits; else the last cluster boundary that fits (at least one
    /// cluster).
    func breakLine(from start: Int, available: Double) -> Int {
        let count = paragraph.count
        if Self.fits(paragraph.width(start..<count), available) { return count }
        var best: Int?
        var end = paragraph.nextCluster(after: start)
        var lastFitting = end
        while end <= count && Self.fits(paragraph.width(start..<end), available) {
            lastFitting = end
            if paragraph.canBreak(before: end, mode: mode) { best = end }
            if end == count { break }
            end = paragraph.nextCluster(after: end)
        }
        var chosen = best ?? lastFitting
        while chosen < count && paragraph.isWhitespace(chosen) { chosen += 1 }  // spaces hang
        return chosen
    }

    // MARK: The last allowed line

    /// The last line the limit allows, starting at `start`: the rest of the paragraph, wrapped (the rest
    /// dropped), clipped, or truncated with an ellipsis; whether text was left out or shortened; and the range
    /// of the paragraph it stands for.
    func lastLine(from start: Int, available: Double, textFollows: Bool) -> (
        pieces: [ParagraphLayout.Piece], truncated: Bool, end: Int
    ) {
        let count = paragraph.count
        let rest = start..<count
        let visible = start..<paragraph.trimmedEnd(rest)
        let whole = paragraph.pieces(visible)
        if Self.fits(paragraph.width(of: whole), available) && !textFollows { return (whole, false, count) }
        switch mode {
        case .byClipping:
            return (whole, true, count)
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            if allowsTightening, !textFollows, let tight = tightened(visible, available: available) {
                return (tight, false, count)
            }
            return (truncated(visible, available: available), true, count)
        default:
            let end = breakLine(from: start, available: available)
            let pieces = paragraph.pieces(start..<paragraph.trimmedEnd(start..<end))
            return (pieces, true, end)
        }
    }

    /// `range` set with tighter character spacing so that it fits: at most 5 % of the font size less per
    /// grapheme cluster (UIKit's default tightening). Nil when even that is not enough.
    private func tightened(_ range: Range<Int>, available: Double) -> [ParagraphLayout.Piece]? {
        let clusters = range.filter { paragraph.text.isClusterStart[$0] }.count
        guard clusters > 1 else { return nil }
        let excess = paragraph.width(of: paragraph.pieces(range)) - available
        let size = paragraph.source.style(at: paragraph.offset + range.lowerBound).font.pointSize
        let perCluster = CGFloat(excess) / CGFloat(clusters)
        guard perCluster <= 0.05 * size else { return nil }
        let pieces = paragraph.pieces(range, extraKern: -perCluster)
        return Self.fits(paragraph.width(of: pieces), available) ? pieces : nil
    }

    /// `range` shortened to fit with an ellipsis at its end, start or middle (per the mode), cut between
    /// grapheme clusters.
    private func truncated(_ range: Range<Int>, available: Double) -> [ParagraphLayout.Piece] {
        let ellipsis = paragraph.ellipsis(styleAt: mode == .byTruncatingHead ? range.lowerBound : range.upperBound - 1)
        let room = available - paragraph.advance(of: ellipsis)
        // Each cut is first found on the paragraph's advances (cheap), then checked on the pieces shaped on
        // their own, stepping back a cluster while they do not fit.
        let p = paragraph.prefix  // suffixes end at a non-space: no trimming needed
        func prefixWidth(_ end: Int) -> Double {
            paragraph.width(of: paragraph.pieces(range.lowerBound..<paragraph.trimmedEnd(range.lowerBound..<end)))
        }
        func suffixWidth(_ start: Int) -> Double { paragraph.width(of: paragraph.pieces(start..<range.upperBound)) }
        func longestPrefix(_ room: Double) -> Int {
            var end = range.lowerBound
            while end < range.upperBound {
                let next = paragraph.nextCluster(after: end)
                guard Self.fits(paragraph.width(range.lowerBound..<next), room) else { break }
                end = next
            }
            while end > range.lowerBound && !Self.fits(prefixWidth(end), room) {
                end = paragraph.previousCluster(before: end)
            }
            return end
        }
        func longestSuffix(_ room: Double, after limit: Int) -> Int {
            var start = range.upperBound
            while start > limit {
                let next = paragraph.previousCluster(before: start)
                guard next >= limit, Self.fits(p[range.upperBound] - p[next], room) else { break }
                start = next
            }
            while start < range.upperBound && !Self.fits(suffixWidth(start), room) {
                start = paragraph.nextCluster(after: start)
            }
            return start
        }
        var prefixEnd = range.lowerBound, suffixStart = range.upperBound
        switch mode {
        case .byTruncatingTail: prefixEnd = longestPrefix(room)
        case .byTruncatingHead: suffixStart = longestSuffix(room, after: range.lowerBound)
        default:  // middle: half the room for the start, the rest for the end
            prefixEnd = longestPrefix(room / 2)
            suffixStart = longestSuffix(room - prefixWidth(prefixEnd), after: prefixEnd)
        }
        while suffixStart < range.upperBound && paragraph.isWhitespace(suffixStart) { suffixStart += 1 }
        let prefix = paragraph.pieces(range.lowerBound..<paragraph.trimmedEnd(range.lowerBound..<prefixEnd))
        let suffix = paragraph.pieces(suffixStart..<range.upperBound)
        return prefix + [ellipsis] + suffix
    }
}
