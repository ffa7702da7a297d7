import Foundation
import Testing

@testable import Trellis

/// Text measurement in DejaVu Sans at 16 points: one font unit is 16/2048 = 1/128 point (exact in binary).
/// Advances and kerning (font units) read from DejaVuSans.ttf with fontTools: H 1540, e 1260, l 569, o 1253,
/// space 651, W 2025, r 842, d 1300, T 1251, h 1298, q 1300, u 1298, i 569, c 1126, k 1186, b 1300, n 1298,
/// w 1675, f 721, x 1212, a 1255, / 690, - 739, … 2048; kerning W·o −120, A·V −131, T·o −348, r·o −45, o·x −63.
@Suite(.swiftTextEngine) struct TextLayoutTests {
    var font: UIFont { UIFont.systemFont(ofSize: 16) }

    /// Font units as points at 16 points.
    func pt(_ units: Double) -> CGFloat { CGFloat(units / 128) }

    @Test func fontMetrics() {
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.ascender == pt(1901))  // hhea ascent
        #expect(font.descender == pt(-483))
        #expect(font.lineHeight == 18.625)  // (1901 + 483) / 128
        #expect(font.capHeight == pt(1493))  // the H glyph's top
        #expect(UIFont.boldSystemFont(ofSize: 16).fontName == "DejaVuSans-Bold")
        #expect(UIFont.systemFont(ofSize: 16, weight: .medium).fontName == "DejaVuSans")
        #expect(UIFont.systemFont(ofSize: 16, weight: .semibold).fontName == "DejaVuSans-Bold")
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: .large).fontName == "DejaVuSans-Bold")
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: .large).pointSize == 11)
        #expect(UIFont(name: "DejaVu Sans Mono", size: 12)?.fontName == "DejaVuSansMono")
        #expect(UIFont(name: "NoSuchFont", size: 12) == nil)
        #expect(UIFont.monospacedSystemFont(ofSize: 10, weight: .bold).fontName == "DejaVuSansMono-Bold")
    }

    @Test func singleLineWidthAndKerning() {
        #expect(TextLayout(text: "Hello", font: font).width == 40.5546875)  // 5191 / 128, no kerning pairs
        #expect(TextLayout(text: "Hello World", font: font).width == 91.4921875)  // 11831 − 120 (W·o) = 11711
        #expect(TextLayout(text: "AV", font: font).width == 20.8671875)  // 2802 − 131 = 2671
        #expect(TextLayout(text: "To", font: font).width == 16.84375)  // 2504 − 348 = 2156
        let layout = TextLayout(text: "Hello", font: font)
        #expect(layout.height == 18.625)
        #expect(layout.roundedSize == CGSize(width: 41, height: 19))
        #expect(layout.lines[0].runs[0].positions.map(\.x) == [0, 1540, 2800, 3369, 3938].map(pt))
        #expect(TextLayout(text: "", font: font).lines.count == 1)
        #expect(TextLayout(text: "", font: font).width == 0)
    }

    @Test func wordWrapping() {
        let layout = TextLayout(text: "Hello World", font: font, width: 60)
        #expect(layout.lines.map(\.text) == ["Hello", "World"])
        #expect(layout.width(ofLine: 1) == 45.8515625)  // 5989 − 120 = 5869
        #expect(layout.height == 37.25)
        // 80 pt = 10240 units: "The quick" 9939 fits, "The quick brown" 16913 does not; "brown fox" 10097 fits.
        let fox = TextLayout(text: "The quick brown fox", font: font, width: 80)
        #expect(fox.lines.map(\.text) == ["The quick", "brown fox"])
        #expect(fox.lines.map(\.width) == [pt(9939), pt(10097)])
        #expect(!fox.isTruncated)
        // Paragraphs.
        #expect(TextLayout(text: "Hello\nWorld\r\n\nx", font: font).lines.map(\.text) == ["Hello", "World", "", "x"])
        // Trailing spaces hang past the edge: "Hello      " fits 46 points (5888 units), as does "World" (5869).
        #expect(TextLayout(text: "Hello      World", font: font, width: 46).lines.map(\.text) == ["Hello", "World"])
    }

    @Test func longWordsAndCharacterWrapping() {
        // 20 pt = 2560 units: "He" 2800 too wide, "ell" 2398 fits, "ello" 3651 not.
        let word = TextLayout(text: "Hello", font: font, width: 20)
        #expect(word.lines.map(\.text) == ["H", "ell", "o"])
        let chars = TextLayout(text: "Hello World", font: font, width: 60, lineBreakMode: .byCharWrapping)
        // 7680 units: "Hello " 5191 fits, "Hello W" 7867 not; then "World" 5869.
        #expect(chars.lines.map(\.text) == ["Hello", "World"])
        #expect(TextLayout(text: "Hello", font: font, width: 0).lines.map(\.text) == ["H", "e", "l", "l", "o"])
    }

    @Test func alphanumericWordBreaking() {
        // "ab/cd" = 1255 + 1300 + 690 + 1126 + 1300 = 5671 units; 40 pt = 5120 units.
        let word = TextLayout(text: "ab/cd", font: font, width: 40)
        // UAX #14 allows a break after a solidus before letters (LB13 keeps it with what precedes; LB31).
        #expect(word.lines.map(\.text) == ["ab/", "cd"])
        let alnum = TextLayout(text: "ab/cd", font: font, width: 40, lineBreakMode: .byAlphanumericWordWrapping)
        #expect(alnum.lines.map(\.text) == ["ab/", "cd"])
        // Word wrapping breaks after a hyphen: "ab-" 3294 fits 30 pt (3840 units), "ab-c" 4420 not.
        #expect(TextLayout(text: "ab-cd", font: font, width: 30).lines.map(\.text) == ["ab-", "cd"])
    }

    @Test func truncation() {
        // 60 pt = 7680 units, minus the ellipsis 2048: 5632 units of room.
        let tail = TextLayout(
            text: "Hello World", font: font, width: 60, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(tail.lines.map(\.text) == ["Hello\u{2026}"])
        #expect(tail.lines[0].width == pt(7239))  // 5191 + 2048
        #expect(tail.isTruncated)
        let head = TextLayout(
            text: "Hello World", font: font, width: 60, numberOfLines: 1, lineBreakMode: .byTruncatingHead)
        #expect(head.lines.map(\.text) == ["\u{2026}orld"])  // "orld" 3964 fits, "World" 5869 not
        #expect(head.lines[0].runs.flatMap { $0.positions.map(\.x) } == [0, 2048, 3301, 4143, 4712].map(pt))
        // Middle: the start gets half the room (2816): "He" 2800; the end the rest (2832): "rld" 2711.
        let middle = TextLayout(
            text: "Hello World", font: font, width: 60, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        #expect(middle.lines.map(\.text) == ["He\u{2026}rld"])
        // Fits: no ellipsis.
        let fits = TextLayout(text: "Hello", font: font, width: 60, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(fits.lines.map(\.text) == ["Hello"])
        #expect(!fits.isTruncated)
        // Two lines allowed: the second is truncated.
        let two = TextLayout(
            text: "The quick brown fox", font: font, width: 60, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(two.lines.map(\.text) == ["The", "quick\u{2026}"])
        // Clipping keeps the rest on the last line; word wrapping drops it.
        let clip = TextLayout(text: "Hello World", font: font, width: 60, numberOfLines: 1, lineBreakMode: .byClipping)
        #expect(clip.lines.map(\.text) == ["Hello World"])
        let cut = TextLayout(
            text: "Hello World", font: font, width: 60, numberOfLines: 1, lineBreakMode: .byWordWrapping)
        #expect(cut.lines.map(\.text) == ["Hello"])
        #expect(cut.isTruncated)
    }

    @Test func alignment() {
        func firstX(_ alignment: NSTextAlignment, rightToLeft: Bool = false) -> CGFloat {
            TextLayout(text: "Hello World", font: font, width: 60, alignment: alignment, rightToLeft: rightToLeft)
                .lines[0].runs[0].positions[0].x
        }
        // Line 0 "Hello" is 40.5546875 wide in a 60-point box.
        #expect(firstX(.right) == 19.4453125)
        #expect(firstX(.center) == 9.72265625)
        #expect(firstX(.natural, rightToLeft: true) == 19.4453125)
        #expect(firstX(.natural) == 0)
        // Justified: "The quick" (9939 units) in 80 points (10240): the one space takes the 301 extra units.
        let fox = TextLayout(text: "The quick brown fox", font: font, width: 80, alignment: .justified)
        let justified = fox.lines[0].runs[0].positions.map(\.x)
        #expect(justified[4] == pt(4761))  // "q" after the stretched space: 3809 + 651 + 301
        #expect(justified.last! == pt(9054))  // "k" starts 1186 before the end: 9939 − 1186 + 301
        #expect(fox.lines[0].width == 80)
        // A paragraph's last line is not stretched.
        #expect(fox.lines[1].runs[0].positions[6].x == pt(6974))  // "f": "brown" 6323 + space 651
    }

    @Test func baselines() {
        let layout = TextLayout(text: "a\nb", font: font)
        #expect(layout.baseline(ofLine: 0) == pt(1901))
        #expect(layout.baseline(ofLine: 1) == pt(4285))  // 2384 + 1901
    }
}
