import Foundation
import Testing
import Trellis

@testable import TrellisText

/// The bidirectional algorithm (UAX #9) through the engine: levels hand-derived from the rules, and lines in
/// visual order.
@Suite(.fullTextEngine) struct BidiTests {
    let engine = HarfBuzzTextEngine.shared

    func levels(_ text: String, base: UInt8? = nil, fallback: UInt8 = 0) -> BidiParagraph {
        engine.bidiLevels(of: Array(text.unicodeScalars), baseLevel: base, fallbackLevel: fallback)
    }

    /// "abc אבג 123": the paragraph is left to right (P2: the first strong character is L). The Hebrew letters
    /// are R: level 1 (I1). The digits are EN, their last strong character R (W7 leaves them EN): level 2 (I1).
    /// The space between R and EN resolves to R (N1, EN counting as R): level 1.
    @Test func hebrewThenDigitsInLeftToRight() {
        #expect(levels("abc אבג 123") == BidiParagraph(paragraphLevel: 0, levels: [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2]))
    }

    /// "שלום 123!": right to left (P2: first strong R). Letters level 1; digits EN at an odd level: 2 (I2);
    /// the space between R and EN: R (N1), 1; the final "!" between EN (as R) and the paragraph end (R): 1.
    @Test func hebrewParagraphWithDigitsAndPunctuation() {
        #expect(levels("שלום 123!") == BidiParagraph(paragraphLevel: 1, levels: [1, 1, 1, 1, 1, 2, 2, 2, 1]))
    }

    /// Arabic letters are AL: digits after them become AN (W2), which sits at level 2 in a right-to-left
    /// paragraph (I2): still read left to right.
    @Test func arabicDigitsAreArabicNumbers() {
        #expect(levels("عدد 42") == BidiParagraph(paragraphLevel: 1, levels: [1, 1, 1, 1, 2, 2]))
    }

    /// Without strong characters the paragraph takes the fallback (the view's direction); forced directions win.
    @Test func paragraphDirection() {
        // Digits at an odd paragraph level go to 2 (I2); the space and "!" after them (EN as R, then the
        // paragraph end, R) resolve to R: 1.
        #expect(levels("123 !", fallback: 1) == BidiParagraph(paragraphLevel: 1, levels: [2, 2, 2, 1, 1]))
        #expect(levels("123 !", fallback: 0).paragraphLevel == 0)
        #expect(levels("abc", base: 1).paragraphLevel == 1)
        #expect(levels("abc", base: 1).levels == [2, 2, 2])
        #expect(levels("אבג", base: 0).levels == [1, 1, 1])
    }

    /// The line's runs in visual order (L2): "abc " then the level-2 digits, then the level-1 Hebrew with its
    /// space, reversed: reading left to right "abc 123 גבא". The Hebrew run's glyphs run right to left
    /// (clusters descending).
    @Test func visualOrderOfMixedLine() throws {
        let layout = TextLayout(text: "abc אבג 123", font: UIFont.systemFont(ofSize: 16))
        let runs = layout.lines[0].runs
        #expect(runs.map(\.range) == [0..<4, 8..<11, 4..<8])
        #expect(runs[2].isRightToLeft && runs[2].clusters == [7, 6, 5, 4])
        #expect(zip(runs, runs.dropFirst()).allSatisfy { abs($0.minX + $0.width - $1.minX) < 1e-9 })  // no gaps
    }

    /// A right-to-left paragraph: "!" (level 1, logically last) is leftmost, then the digits, then the Hebrew
    /// word with its space on the right.
    @Test func visualOrderOfRightToLeftParagraph() {
        let layout = TextLayout(text: "שלום 123!", font: UIFont.systemFont(ofSize: 16))
        #expect(layout.lines[0].isRightToLeft)
        #expect(layout.lines[0].runs.map(\.range) == [8..<9, 5..<8, 0..<5])
    }

    /// Natural alignment follows the view's direction, not the text's: a Hebrew line in a left-to-right view is
    /// left-aligned, Latin in a right-to-left view right-aligned (UIKit's UILabel).
    @Test func naturalAlignmentFollowsTheView() {
        let font = UIFont.systemFont(ofSize: 16)
        let hebrew = TextLayout(text: "שלום", font: font, width: 200)
        #expect(hebrew.lines[0].x == 0)
        let latin = TextLayout(text: "Hello", font: font, width: 200, rightToLeft: true)
        #expect(abs(latin.lines[0].x + latin.lines[0].width - 200) < 1e-9)
    }

    /// Wrapped right-to-left text: every line is right to left and its words are in reading order from the
    /// right; the first word of the paragraph ends up at the right of the first line.
    @Test func wrappedRightToLeftLines() {
        let layout = TextLayout(text: "אחת שתיים שלוש ארבע חמש", font: UIFont.systemFont(ofSize: 16), width: 90)
        #expect(layout.lines.count > 1)
        for line in layout.lines { #expect(line.isRightToLeft && line.runs.allSatisfy(\.isRightToLeft)) }
        let first = layout.lines[0].runs[0]
        // The run's last glyph (rightmost) is the paragraph's first letter.
        #expect(first.clusters.last == 0)
    }
}
