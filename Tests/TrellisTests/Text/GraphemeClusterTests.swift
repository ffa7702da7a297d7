import Foundation
import Testing

@testable import Trellis

/// Grapheme clusters: the fast path (scalars that are clusters on their own) and Swift's boundaries agree.
@Suite struct GraphemeClusterTests {
    func starts(_ text: String) -> [Bool] { ShapingText.clusterStarts(of: text, scalars: Array(text.unicodeScalars)) }

    @Test func clusterStarts() {
        #expect(starts("abc 中文かな") == Array(repeating: true, count: 8))  // every scalar alone
        #expect(starts("か\u{3099}a") == [true, false, true])  // the combining voiced mark joins its kana
        #expect(starts("a\r\nb") == [true, true, false, true])  // CR LF is one cluster
        #expect(starts("e\u{301}") == [true, false])
        #expect(starts("👍🏽!") == [true, false, true])
        #expect(starts("Ж\u{483}") == [true, false])  // Cyrillic titlo is a combining mark
    }
}
