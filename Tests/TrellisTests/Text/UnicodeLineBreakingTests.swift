import Foundation
import Testing

@testable import Trellis

/// UAX #14 on examples whose answers follow from the rules by hand (the rule that decides is named).
@Suite(.swiftTextEngine) struct UnicodeLineBreakingTests {
    /// The indices where a line may break (before that scalar).
    func breaks(_ text: String) -> [Int] {
        UnicodeLineBreaking.opportunities(in: Array(text.unicodeScalars)).enumerated()
            .filter { $0.element != .prohibited }.map(\.offset)
    }

    @Test func wordsAndPunctuation() {
        #expect(breaks("don't stop") == [6])  // ' is QU: no break around it (LB19); after the space (LB18)
        #expect(breaks("Hello, world.") == [7])  // none before , or . (LB13)
        #expect(breaks("(abc) def") == [6])  // none after ( (LB14) or before ) (LB13)
        #expect(breaks("well-known") == [5])  // after the hyphen (HY, LB21 keeps it with "well")
        #expect(breaks("a  b") == [3])  // spaces stay together, the break after them (LB7, LB18)
        #expect(breaks("ab/cd") == [3])  // after a solidus (SY; LB13 keeps it with "ab")
    }

    @Test func numbers() {
        #expect(breaks("$100 12,345.67") == [5])  // PR × NU, NU × IS, IS × NU (LB25)
        #expect(breaks("50% off") == [4])  // NU × PO (LB25)
    }

    @Test func ideographsAndKana() {
        #expect(breaks("中文字") == [1, 2])  // ID ÷ ID (LB31)
        #expect(breaks("日本語。テスト") == [1, 2, 4, 5, 6])  // not before 。 (CL, LB13)
        #expect(breaks("한국어") == [1, 2])  // between Hangul syllables (LB31)
    }

    @Test func clustersStayWhole() {
        #expect(breaks("e\u{301}x") == [])  // a combining mark stays with its base (LB9), e and x are AL (LB28)
        #expect(breaks("👩‍👩‍👧") == [])  // ZWJ × (LB8a)
        #expect(breaks("👍🏽") == [])  // EB × EM (LB30b)
        #expect(breaks("🇫🇷🇩🇪") == [2])  // regional indicators pair up (LB30a)
    }

    @Test func hardBreaks() {
        let result = UnicodeLineBreaking.opportunities(in: Array("a\nb\r\nc".unicodeScalars))
        #expect(result[2] == .mandatory && result[4] == .prohibited && result[5] == .mandatory)  // CR × LF (LB5)
    }

    /// In layout: "don't" never splits at its apostrophe, CJK wraps between ideographs, closing punctuation
    /// stays on its line.
    @Test func layoutUsesTheRules() {
        let font = UIFont.systemFont(ofSize: 16)
        // 50 points hold "Don't" and "(abc)" (each under 44 points) but not the whole strings (over 70).
        #expect(TextLayout(text: "Don't", font: font).width < 50 && TextLayout(text: "(abc)", font: font).width < 50)
        #expect(TextLayout(text: "Don't stop", font: font, width: 50).lines.map(\.text) == ["Don't", "stop"])
        #expect(TextLayout(text: "(abc) def", font: font, width: 50).lines.map(\.text) == ["(abc)", "def"])
        // Too narrow for a word: it breaks between grapheme clusters, never inside one.
        #expect(
            TextLayout(text: "e\u{301}e\u{301}e\u{301}", font: font, width: 12).lines.map(\.text)
                == ["e\u{301}", "e\u{301}", "e\u{301}"])
    }
}
