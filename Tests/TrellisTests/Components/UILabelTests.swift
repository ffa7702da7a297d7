import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Labels in DejaVu Sans at 16 points (1 font unit = 1/128 point). Widths in font units, from the font file:
/// "Hello" 5191, "World" 5869, "Hello World" 11711, "The quick brown fox" 20687; a line is 18.625 points.
@Suite(.swiftTextEngine) struct UILabelTests {
    func label(_ text: String, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .systemFont(ofSize: 16)
        label.text = text
        label.numberOfLines = lines
        return label
    }

    @Test func defaults() {
        let label = UILabel()
        #expect(label.font.isEqual(UIFont.systemFont(ofSize: 17)))
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.textAlignment == .natural)
        #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 251)
        #expect(label.contentHuggingPriority(for: .vertical).rawValue == 251)
        #expect(label.contentCompressionResistancePriority(for: .horizontal).rawValue == 750)
        #expect(label.intrinsicContentSize == .zero)  // no text
    }

    @Test func intrinsicSizeIsTheTextRoundedUp() {
        #expect(label("Hello").intrinsicContentSize == CGSize(width: 41, height: 19))  // 40.55 × 18.625
        #expect(label("Hello World").intrinsicContentSize == CGSize(width: 92, height: 19))  // 91.49
        // Two paragraphs on a one-line label: the first line and an ellipsis (truncated).
        let two = label("Hello\nWorld")
        #expect(two.textLayout(forWidth: nil).lines.map(\.text) == ["Hello\u{2026}"])
        #expect(label("Hello\nWorld", lines: 0).intrinsicContentSize == CGSize(width: 46, height: 38))  // 45.85, 37.25
        let preferred = label("The quick brown fox", lines: 0)
        preferred.preferredMaxLayoutWidth = 80
        // "The quick" 9939 / "brown fox" 10097 units: widest 78.88.
        #expect(preferred.intrinsicContentSize == CGSize(width: 79, height: 38))
        // 60 points (7680 units): "The" / "quick" / "brown" / "fox"; widest "brown" 6323 (49.4), 4 × 18.625 = 74.5.
        #expect(preferred.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 50, height: 75))
    }

    /// A multiline label wraps at the width its constraints give it, and its height follows within the same
    /// layout pass — no preferredMaxLayoutWidth (seed 004's SGLabel workaround is unnecessary).
    @Test func multilineHeightFollowsLaidOutWidth() {
        let (root, _) = makeRoot(width: 300, height: 400, count: 0)
        let text = label("The quick brown fox", lines: 0)
        root.addSubview(text)
        text.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10).isActive = true
        text.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
        let width = text.widthAnchor.constraint(equalToConstant: 80)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 10, y: 10, width: 80, height: 38))  // two lines: 37.25 → 38
        width.constant = 52  // 6656 units: "The" / "quick" / "brown" / "fox"
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 10, y: 10, width: 52, height: 75))  // 4 × 18.625 = 74.5
        width.constant = 200
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 10, y: 10, width: 200, height: 19))
    }

    /// Pinned on both sides in a resizing root: the label wraps as the root narrows.
    @Test func multilineInResizingRoot() {
        let (root, _) = makeRoot(width: 300, height: 400, count: 0)
        let text = label("The quick brown fox", lines: 0)
        root.addSubview(text)
        text.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        text.rightAnchor.constraint(equalTo: root.rightAnchor).isActive = true
        text.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(text.frame.height == 19)
        root.frame.size.width = 80
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 0, y: 0, width: 80, height: 38))
        #expect(text.currentTextLayout.lines.map(\.text) == ["The quick", "brown fox"])
    }

    /// Seed 000's LabelA/LabelB: A.left == root.left, B.left == A.right, B.right == root.right.
    @Test(arguments: [(true, 300.0), (false, 300.0), (true, 70.0), (false, 70.0)])
    func seedGrowingAndShrinking(aYields: Bool, rootWidth: Double) {
        let (root, _) = makeRoot(width: CGFloat(rootWidth), height: 100, count: 0)
        let a = label("Hello"), b = label("World")  // intrinsic widths 41 and 46
        root.addSubview(a)
        root.addSubview(b)
        a.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        b.leftAnchor.constraint(equalTo: a.rightAnchor).isActive = true
        b.rightAnchor.constraint(equalTo: root.rightAnchor).isActive = true
        // The label that yields: lower hugging when growing, lower compression resistance when shrinking.
        let yielding = aYields ? a : b
        yielding.setContentHuggingPriority(.init(200), for: .horizontal)
        yielding.setContentCompressionResistancePriority(.init(700), for: .horizontal)
        root.layoutIfNeeded()
        let other: CGFloat = aYields ? 46 : 41
        let yieldingWidth = CGFloat(rootWidth) - other  // 300: grows to 259 / 254; 70: shrinks to 24 / 29
        #expect(yielding.frame.width == yieldingWidth)
        #expect((aYields ? b : a).frame.width == other)
        #expect(b.frame.maxX == CGFloat(rootWidth))
        #expect(yielding.isTruncated == (rootWidth == 70))
    }

    @Test func truncationQuery() {
        let (root, _) = makeRoot(width: 300, height: 100, count: 0)
        let text = label("Hello World")
        root.addSubview(text)
        text.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        text.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        let width = text.widthAnchor.constraint(equalToConstant: 60)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(text.isTruncated)
        #expect(text.currentTextLayout.lines.map(\.text) == ["Hello\u{2026}"])
        width.constant = 92
        root.layoutIfNeeded()
        #expect(!text.isTruncated)
    }

    /// Labels of different sizes aligned on their first baselines.
    @Test func firstBaselineAlignment() {
        let (root, _) = makeRoot(width: 300, height: 100, count: 0)
        let small = label("Hello"), big = label("Hello")
        big.font = .systemFont(ofSize: 32)
        root.addSubview(small)
        root.addSubview(big)
        big.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        big.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        small.leftAnchor.constraint(equalTo: big.rightAnchor, constant: 8).isActive = true
        small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor).isActive = true
        root.layoutIfNeeded()
        // big: line 37.25 in 38, baseline (38 − 37.25)/2 + 1901/64 = 0.375 + 29.703125 = 30.078125.
        // small: line 18.625 in 19, baseline 0.1875 + 14.8515625 = 15.0390625.
        #expect(big.firstBaselineOffsetFromTop == 30.078125)
        #expect(small.frame.minY == 15.0390625)  // 30.078125 − 15.0390625
        // The font changes: the baseline constraints follow.
        small.font = .systemFont(ofSize: 32)
        root.layoutIfNeeded()
        #expect(small.frame.minY == 0)
    }
}
