import Foundation

/// What text editing builds on: caret positions (grapheme cluster boundaries only), caret rectangles, the
/// closest position to a point, and selection rectangles — all in UTF-16 offsets of the source text (what
/// `NSRange` counts) and points in the layout's box.
///
/// A grapheme cluster's extent on its line is that of its glyphs; a ligature shared by several clusters
/// ("ffi") is split evenly between them, in the run's direction. A right-to-left cluster's caret for its
/// start is at its right edge. Whitespace hanging at a line's end has no extent: its positions sit at the
/// line's trailing edge.
extension TextLayout {
    /// One grapheme cluster on a line: its source range and horizontal extent.
    public struct ClusterBox: Sendable, Equatable {
        /// The cluster's characters, as UTF-16 offsets.
        public var range: Range<Int>
        /// Its left and right edges in the box.
        public var minX: CGFloat, maxX: CGFloat
        /// Whether it reads right to left.
        public var isRightToLeft: Bool
    }

    /// Whether `offset` is a caret position: a grapheme cluster boundary (never inside an emoji sequence, a
    /// flag, or a letter with its combining marks).
    public func isCaretPosition(_ offset: Int) -> Bool { caretIndex(of: offset) != nil }

    /// The caret position at or before `offset` (a position inside a cluster moves to the cluster's start).
    public func caretPosition(atOrBefore offset: Int) -> Int {
        let clamped = min(max(0, offset), length)
        let i = Self.firstIndex(in: caretOffsets, notBelow: clamped + 1)
        return i > 0 ? caretOffsets[i - 1] : 0
    }

    /// The caret position after `offset` (the end stays the end).
    public func caretPosition(after offset: Int) -> Int {
        let i = Self.firstIndex(in: caretOffsets, notBelow: offset + 1)
        return i < caretOffsets.count ? caretOffsets[i] : length
    }

    /// The caret position before `offset` (the start stays the start).
    public func caretPosition(before offset: Int) -> Int {
        let i = Self.firstIndex(in: caretOffsets, notBelow: offset)
        return i > 0 ? caretOffsets[i - 1] : 0
    }

    private func caretIndex(of offset: Int) -> Int? {
        let low = Self.firstIndex(in: caretOffsets, notBelow: offset)
        return low < caretOffsets.count && caretOffsets[low] == offset ? low : nil
    }

    // MARK: Lines

    /// The line showing `offset`: the one whose range holds it; a line break position belongs to the next
    /// line; the end of the text to the last line.
    public func lineIndex(forOffset offset: Int) -> Int {
        guard !lines.isEmpty else { return 0 }
        if let index = lines.firstIndex(where: { $0.range.contains(offset) }) { return index }
        return lines.lastIndex { $0.range.lowerBound <= offset } ?? 0
    }

    /// The line nearest to a y coordinate (above the first: the first; below the last: the last).
    public func lineIndex(forY y: CGFloat) -> Int {
        lines.firstIndex { y < $0.top + $0.height } ?? max(0, lines.count - 1)
    }

    /// The clusters a line shows, in logical order, each with its extent.
    public func clusterBoxes(ofLine index: Int) -> [ClusterBox] {
        let line = lines[index]
        var boxes: [ClusterBox] = []
        let carets = caretOffsets
        for run in line.runs where !run.range.isEmpty {
            boxes += clusterBoxes(of: run, caretOffsets: carets)
        }
        return boxes.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The extents of a run's clusters: glyphs grouped by their cluster value; a group standing for several
    /// grapheme clusters (a ligature) split evenly among them.
    private func clusterBoxes(of run: Run, caretOffsets: [Int]) -> [ClusterBox] {
        // Glyphs sorted by cluster, then merged per cluster value: O(g log g), not a search per glyph.
        var extents: [(start: Int, minX: CGFloat, maxX: CGFloat)] = run.glyphs.indices.map { k in
            let x0 = run.positions[k].x, x1 = x0 + run.advances[k]
            return (run.clusters[k], min(x0, x1), max(x0, x1))
        }
        extents.sort { $0.start < $1.start }
        var groups: [(start: Int, minX: CGFloat, maxX: CGFloat)] = []
        for e in extents {
            if let last = groups.last, last.start == e.start {
                groups[groups.count - 1].minX = min(last.minX, e.minX)
                groups[groups.count - 1].maxX = max(last.maxX, e.maxX)
            } else {
                groups.append(e)
            }
        }
        var boxes: [ClusterBox] = []
        var c = Self.firstIndex(in: caretOffsets, notBelow: groups.first?.start ?? 0)
        for (g, group) in groups.enumerated() {
            let end = g + 1 < groups.count ? groups[g + 1].start : run.range.upperBound
            while c < caretOffsets.count, caretOffsets[c] < group.start { c += 1 }
            var starts: [Int] = []
            var k = c
            while k < caretOffsets.count, caretOffsets[k] < end {
                starts.append(caretOffsets[k])
                k += 1
            }
            let parts = max(1, starts.count)
            let step = (group.maxX - group.minX) / CGFloat(parts)
            for (p, start) in (starts.isEmpty ? [group.start] : starts).enumerated() {
                let stop = p + 1 < starts.count ? starts[p + 1] : end
                let k = CGFloat(run.isRightToLeft ? parts - 1 - p : p)
                boxes.append(
                    ClusterBox(
                        range: start..<stop, minX: group.minX + k * step, maxX: group.minX + (k + 1) * step,
                        isRightToLeft: run.isRightToLeft))
            }
        }
        return boxes
    }

    /// The index of the first element of sorted `values` that is ≥ `value` (binary search).
    private static func firstIndex(in values: [Int], notBelow value: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    // MARK: Carets

    /// The caret's x for `offset` on line `index`: the leading edge of the cluster starting there, else the
    /// trailing edge of the cluster ending there, else the line's trailing edge (hanging whitespace, empty lines).
    public func caretX(forOffset offset: Int, onLine index: Int) -> CGFloat {
        let line = lines[index]
        // Fast path (no boxes made): a left-to-right glyph group starting exactly at `offset` — its left edge is
        // the caret, as the first box of that group would say.
        // Fast paths (no boxes made), for left-to-right runs: a glyph group starting exactly at `offset` — its
        // left edge is the caret, as the first box of that group would say; else, when no run holds `offset`, a
        // run ending there — the right edge of its last group, as its last box would say.
        var held = false
        for run in line.runs where run.range.contains(offset) {
            held = true
            guard !run.isRightToLeft else { break }
            var x = CGFloat.infinity
            for k in run.clusters.indices where run.clusters[k] == offset {
                x = min(x, run.positions[k].x, run.positions[k].x + run.advances[k])
            }
            if x < .infinity { return x }
        }
        if !held, let run = line.runs.first(where: { $0.range.upperBound == offset && !$0.range.isEmpty }),
            !run.isRightToLeft, let last = run.clusters.max()
        {
            var x = -CGFloat.infinity
            for k in run.clusters.indices where run.clusters[k] == last {
                x = max(x, run.positions[k].x, run.positions[k].x + run.advances[k])
            }
            if x > -.infinity { return x }
        }
        let boxes = clusterBoxes(ofLine: index)
        if let box = boxes.first(where: { $0.range.lowerBound == offset }) {
            return box.isRightToLeft ? box.maxX : box.minX
        }
        if let box = boxes.last(where: { $0.range.upperBound == offset }) {
            return box.isRightToLeft ? box.minX : box.maxX
        }
        if let box = boxes.first(where: { $0.range.contains(offset) }) {
            return box.isRightToLeft ? box.maxX : box.minX
        }
        return line.isRightToLeft ? line.x : line.x + line.width
    }

    /// The caret's rectangle for a caret position: `width` wide, the height of its line, centered on the
    /// caret's x.
    public func caretRect(forOffset offset: Int, width: CGFloat = 2) -> CGRect {
        guard !lines.isEmpty else { return CGRect(x: 0, y: 0, width: width, height: font.lineHeight) }
        let position = caretPosition(atOrBefore: offset)
        let index = lineIndex(forOffset: position)
        let line = lines[index]
        return CGRect(
            x: caretX(forOffset: position, onLine: index) - width / 2, y: line.top, width: width, height: line.height)
    }

    /// The caret position closest to a point in the box: on the nearest line, the nearer edge of the cluster
    /// under x (the start of a left-to-right cluster's left half, of a right-to-left cluster's right half);
    /// beyond a line's ends, the position at that end.
    public func closestOffset(to point: CGPoint) -> Int {
        guard !lines.isEmpty else { return 0 }
        let index = lineIndex(forY: point.y)
        let line = lines[index]
        let boxes = clusterBoxes(ofLine: index).sorted { $0.minX < $1.minX }
        guard let first = boxes.first, let last = boxes.last else { return line.range.lowerBound }
        func leftOffset(_ box: ClusterBox) -> Int { box.isRightToLeft ? box.range.upperBound : box.range.lowerBound }
        func rightOffset(_ box: ClusterBox) -> Int { box.isRightToLeft ? box.range.lowerBound : box.range.upperBound }
        if point.x <= first.minX { return leftOffset(first) }
        if point.x >= last.maxX { return rightOffset(last) }
        let box = boxes.first { point.x < $0.maxX } ?? last
        return point.x < (box.minX + box.maxX) / 2 ? leftOffset(box) : rightOffset(box)
    }

    /// The rectangles covering `range` (UTF-16 offsets): per line, one per stretch of adjacent selected
    /// clusters (several when bidi text splits it), top to bottom, left to right; each the line's height.
    public func selectionRects(for range: Range<Int>) -> [CGRect] {
        var rects: [CGRect] = []
        for (index, line) in lines.enumerated()
        where line.range.overlaps(range) || line.range.isEmpty && range.contains(line.range.lowerBound) {
            let selected = clusterBoxes(ofLine: index)
                .filter { $0.range.overlaps(range) }
                .sorted { $0.minX < $1.minX }
            var current: CGRect?
            for box in selected {
                if let rect = current, abs(rect.maxX - box.minX) < 1e-9 {
                    current = CGRect(x: rect.minX, y: rect.minY, width: box.maxX - rect.minX, height: rect.height)
                } else {
                    if let rect = current { rects.append(rect) }
                    current = CGRect(x: box.minX, y: line.top, width: box.maxX - box.minX, height: line.height)
                }
            }
            if let rect = current { rects.append(rect) }
        }
        return rects
    }
}
