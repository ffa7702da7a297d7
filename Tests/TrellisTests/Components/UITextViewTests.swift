import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Text views in DejaVu Sans 16 ("Hello" 40.55, "World" 45.85, "Hello World" 91.49 points; lines 18.625).
@Suite(.swiftTextEngine) struct UITextViewTests {
    func textView(_ text: String) -> UITextView {
        let view = UITextView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.font = .systemFont(ofSize: 16)
        view.text = text
        return view
    }

    @Test func defaults() {
        let view = UITextView()
        #expect(view.effectiveFont.isEqual(UIFont.systemFont(ofSize: 12)))
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5)
        #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))  // scrolling: no intrinsic size
    }

    @Test func sizesToTextWithScrollingOff() {
        let view = textView("Hello World")
        view.isScrollEnabled = false
        #expect(view.intrinsicContentSize == CGSize(width: 102, height: 35))  // 92 + 2 × 5; 19 + 8 + 8
        view.text = ""
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 35))  // an empty line still has height
        view.textContainer.lineFragmentPadding = 0
        view.textContainerInset = .zero
        #expect(view.intrinsicContentSize == CGSize(width: 0, height: 19))
    }

    /// Seed 001: a non-scrolling text view wraps at its laid-out width and its height follows.
    @Test func wrapsAtLaidOutWidth() {
        let (root, _) = makeRoot(width: 300, height: 400, count: 0)
        let view = textView("Hello World")
        view.isScrollEnabled = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 300, height: 35))
        root.frame.size.width = 60  // text width 50: "Hello" / "World", 37.25 → 38
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 60, height: 54))
        #expect(view.firstBaselineOffsetFromTop == 8 + 1901.0 / 128)
    }

    /// With scrolling on, the text sets the content size instead.
    @Test func scrollingTextSetsContentSize() {
        let view = textView("Hello World")
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        view.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 56, height: 54))  // widest line 46 + 10; 38 + 16
    }
}
