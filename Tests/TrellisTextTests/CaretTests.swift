import Foundation
import Testing
import Trellis

@testable import TrellisText

/// What text editing will build on: caret positions only at grapheme cluster boundaries, caret rectangles,
/// the closest position to a point, selection rectangles — in the full engine (ligatures, emoji, bidi).
@Suite(.fullTextEngine) struct CaretTests {
    let font = UIFont.systemFont(ofSize: 16)
    /// DejaVu Sans at 16 points: one font unit is 1/128 point.
    func pt(_ units: Double) -> CGFloat { CGFloat(units / 128) }

    /// "e" + combining acute (2 UTF-16 units), the family ZWJ sequence (👩 ZWJ 👩 ZWJ 👧: 2+1+2+1+2 = 8) and a flag
    /// (two regional indicators, 4): carets only at 0, 2, 10, 14.
    @Test func caretsNeverInsideAGraphemeCluster() {
        let layout = TextLayout(text: "e\u{301}👩‍👩‍👧🇫🇷", font: font)
        #expect(layout.caretOffsets == [0, 2, 10, 14])
        #expect(!layout.isCaretPosition(1) && !layout.isCaretPosition(5) && !layout.isCaretPosition(12))
        #expect(layout.caretPosition(atOrBefore: 5) == 2)
        #expect(layout.caretPosition(after: 2) == 10 && layout.caretPosition(before: 14) == 10)
        // Every caret a point can produce is a cluster boundary.
        for x in stride(from: -5.0, through: 80, by: 0.5) {
            #expect(layout.isCaretPosition(layout.closestOffset(to: CGPoint(x: x, y: 5))))
        }
    }

    /// "office": o (1253 units) then the "ffi" ligature (1980), one glyph for three clusters: each gets a
    /// third, so the carets after "f", "ff" and "ffi" are 660 units apart.
    @Test func ligatureIsSplitBetweenItsClusters() {
        let layout = TextLayout(text: "office", font: font)
        #expect(layout.caretX(forOffset: 1, onLine: 0) == pt(1253))
        #expect(abs(layout.caretX(forOffset: 2, onLine: 0) - pt(1253 + 660)) < 1e-9)
        #expect(abs(layout.caretX(forOffset: 3, onLine: 0) - pt(1253 + 1320)) < 1e-9)
        #expect(layout.caretX(forOffset: 4, onLine: 0) == pt(1253 + 1980))
        // A point in the second third's right half is closest to the caret after "ff".
        #expect(layout.closestOffset(to: CGPoint(x: pt(1253 + 1200), y: 4)) == 3)
    }

    /// In a right-to-left run a cluster's start is its right edge: in "אב" (paragraph right to left, the run
    /// from its x), offset 0 is at the right end and 2 at the left.
    @Test func rightToLeftCarets() throws {
        let layout = TextLayout(text: "אב", font: font)
        let line = layout.lines[0]
        #expect(abs(layout.caretX(forOffset: 0, onLine: 0) - (line.x + line.width)) < 1e-9)
        #expect(abs(layout.caretX(forOffset: 2, onLine: 0) - line.x) < 1e-9)
        // A point just inside the right edge is closest to offset 0; just inside the left edge to 2.
        #expect(layout.closestOffset(to: CGPoint(x: line.x + line.width - 0.5, y: 5)) == 0)
        #expect(layout.closestOffset(to: CGPoint(x: line.x + 0.5, y: 5)) == 2)
    }

    /// Selecting "c א" in "abc אבג" (offsets 2..<5) takes two rectangles: "c " at the left run's end, and "א"
    /// at the right end of the Hebrew run (its first letter is rightmost).
    @Test func bidiSelectionSplitsIntoRectangles() {
        let layout = TextLayout(text: "abc אבג", font: font)
        let rects = layout.selectionRects(for: 2..<5)
        #expect(rects.count == 2)
        let runs = layout.lines[0].runs
        #expect(abs(rects[0].maxX - (runs[0].minX + runs[0].width)) < 1e-9)  // up to the end of "abc "
        #expect(abs(rects[1].maxX - (runs[1].minX + runs[1].width)) < 1e-9)  // "א" at the Hebrew run's right
        #expect(rects.allSatisfy { $0.minY == 0 && $0.height == layout.lines[0].height })
    }

    /// Carets on wrapped lines: a line start belongs to its line; the end of the text to the last line.
    @Test func caretRectsOnWrappedLines() {
        let layout = TextLayout(text: "Hello World", font: font, width: 60)  // "Hello " / "World"
        #expect(layout.lines.count == 2)
        let start = layout.caretRect(forOffset: 6)
        #expect(start.minY == layout.lines[1].top && start.midX == 0)
        let end = layout.caretRect(forOffset: 11)
        #expect(end.minY == layout.lines[1].top && abs(end.midX - layout.lines[1].width) < 1e-9)
        // Below the text: the last line. 30 points is 3840 units: in "r" of "World" (W 1905 after kerning with
        // o, o 1253, r 842: "r" spans 3158–4000), right of its middle: the caret after "r", offset 9.
        #expect(layout.closestOffset(to: CGPoint(x: 30, y: 100)) == 9)
        #expect(layout.closestOffset(to: CGPoint(x: 59, y: 2)) == 5)
    }
}
