import Foundation
import Testing

@testable import Trellis

/// A label's cached text layouts never outlive an input: after every change the label measures exactly what a
/// fresh label with the same settings measures (the independent method: no cache history at all).
@Suite struct TextLayoutCacheTests {
    /// A fresh label with `label`'s settings and text.
    func fresh(like label: UILabel) -> UILabel {
        let copy = UILabel()
        copy.font = label.font
        copy.numberOfLines = label.numberOfLines
        copy.lineBreakMode = label.lineBreakMode
        copy.textAlignment = label.textAlignment
        if let attributed = label.attributedText, label.attributedText?.string == label.text {
            copy.attributedText = attributed
        } else {
            copy.text = label.text
        }
        return copy
    }

    func sizes(_ label: UILabel) -> [CGSize] {
        [
            label.intrinsicContentSize, label.sizeThatFits(CGSize(width: 120, height: 0)),
            label.sizeThatFits(CGSize(width: 60, height: 0)), label.textLayout(forWidth: 90).roundedSize,
        ]
    }

    @Test func everyChangeMeasuresAsAFreshLabel() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "The quick brown fox jumps over the lazy dog"
        var seen: [[CGSize]] = []
        func check(_ what: String) {
            let measured = sizes(label)
            #expect(measured == sizes(fresh(like: label)), "\(what)")
            seen.append(measured)
        }
        check("first text")
        label.font = .systemFont(ofSize: 24)
        check("larger font")
        label.text = "Short"
        check("other text")
        label.numberOfLines = 1
        check("one line")
        label.text = "The quick brown fox jumps over the lazy dog"
        label.numberOfLines = 0
        label.font = .boldSystemFont(ofSize: 24)
        check("bold")
        label.attributedText = NSAttributedString(
            string: "The quick brown fox jumps over the lazy dog", attributes: [.font: UIFont.systemFont(ofSize: 9)])
        check("attributed, smaller font")
        // The checks can fail: a stale layout would have kept the sizes of the step before (17 → 24 points
        // changes every size; the attributed 9-point text is smaller than the 24-point bold one).
        #expect(seen[1] != seen[0] && seen[5] != seen[4])
    }
}
