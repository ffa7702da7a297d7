import Foundation
import Testing
import TrellisExamples
import TrellisTestSupport

@testable import Trellis

/// Seed 001's ticker content (`TrellisExamples`: the seed's stack code, steps 3 to 5) with stand-ins for the
/// label, the text view and the image view, so that only the stack views are tested: the title is a 150-wide
/// text stand-in `titleHeight` tall with a label's horizontal hugging (251), the text 200 × `textHeight`, the
/// icon a plain view (the seed's 24 × 24 constraints size it); the seed's required vertical priorities on the
/// title come with the example.
func tickerContentStandIn(titleHeight: CGFloat, textHeight: CGFloat) -> TickerContentView {
    let title = FixedSizeView(150, titleHeight, ascent: titleHeight - 4, descent: 4)
    title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    let text = FixedSizeView(200, textHeight, ascent: 12, descent: 4)
    return TickerContentView(title: title, text: text, icon: UIView())
}

@Suite struct UIStackViewSeed001Tests {
    /// One ticker content pinned at the root's top left, `width` wide: its height comes from the stacks.
    @Test(arguments: [320.0, 375])
    func tickerContent(width: Double) {
        let w = CGFloat(width)
        LayoutEngine.logsUnsatisfiableConstraints = false
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 500, height: 400))
        var broken: [NSLayoutConstraint] = []
        root.unsatisfiableConstraint.subscribe { broken.append($0.broken) }
        let content = tickerContentStandIn(titleHeight: 20, textHeight: 40)
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        content.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        content.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        content.widthAnchor.constraint(equalToConstant: w).isActive = true
        root.layoutIfNeeded()
        // Labels: 20 + 4 + 40 = 64 tall, taller than the 24 icon: the main stack is 64, the content 64 + 16.
        #expect(content.frame.height == 80)
        #expect(content.mainStackView.frame == stackRect(8, 8, w - 16, 64))
        // The icon centered: (64 − 24) / 2 = 20; the label stack after it and 8 of spacing, to the end.
        #expect(content.iconView.frame == stackRect(0, 20, 24, 24))
        #expect(content.labelStackView.frame == stackRect(32, 0, w - 48, 64))
        // Inside the label stack: full width (alignment fill), 4 apart.
        #expect(content.titleView.frame == stackRect(0, 0, w - 48, 20))
        #expect(content.textView.frame == stackRect(0, 24, w - 48, 40))
        #expect(broken.isEmpty)
    }

    /// A content whose labels are shorter than the icon: the icon sets the height, the labels are centered.
    @Test func tickerContentShorterThanTheIcon() {
        LayoutEngine.logsUnsatisfiableConstraints = false
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 500, height: 400))
        let content = tickerContentStandIn(titleHeight: 12, textHeight: 4)
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        content.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        content.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        content.widthAnchor.constraint(equalToConstant: 320).isActive = true
        root.layoutIfNeeded()
        // Labels 12 + 4 + 4 = 20 < 24: the main stack is 24 tall, the content 40, the label stack at (24 − 20) / 2.
        #expect(content.frame.height == 40)
        #expect(content.iconView.frame == stackRect(0, 0, 24, 24))
        #expect(content.labelStackView.frame == stackRect(32, 2, 272, 20))
        #expect(content.textView.frame == stackRect(0, 16, 272, 4))
    }

    /// The ticker's horizontal content stack (seed step 2 and 3, verbatim) with three contents, each as wide as
    /// the ticker, the stack as tall as the tallest content. (The seed puts it in a scroll view; here it hangs
    /// from a plain ticker view, left and top, so that its frames can be checked without one.)
    @Test(arguments: [320.0, 375])
    func tickerContentStack(width: Double) {
        let w = CGFloat(width)
        LayoutEngine.logsUnsatisfiableConstraints = false
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 1200, height: 400))
        var broken: [NSLayoutConstraint] = []
        root.unsatisfiableConstraint.subscribe { broken.append($0.broken) }
        let ticker = UIView()
        ticker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(ticker)
        ticker.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        ticker.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        ticker.widthAnchor.constraint(equalToConstant: w).isActive = true
        let contentViews = [
            tickerContentStandIn(titleHeight: 20, textHeight: 40),  // 8 + 64 + 8 = 80
            tickerContentStandIn(titleHeight: 20, textHeight: 60),  // 8 + 84 + 8 = 100, the tallest
            tickerContentStandIn(titleHeight: 12, textHeight: 4),  // 8 + 24 + 8 = 40
        ]
        let widthAnchor = ticker.widthAnchor

        let contentStackView = UIStackView(arrangedSubviews: contentViews)
        contentStackView.axis = .horizontal
        contentStackView.translatesAutoresizingMaskIntoConstraints = false
        ticker.addSubview(contentStackView)

        for contentView in contentViews {
            contentView.translatesAutoresizingMaskIntoConstraints = false
            contentView.widthAnchor.constraint(equalTo: widthAnchor).isActive = true
        }

        NSLayoutConstraint.activate([
            contentStackView.leadingAnchor.constraint(equalTo: ticker.leadingAnchor),
            contentStackView.topAnchor.constraint(equalTo: ticker.topAnchor),
            ticker.heightAnchor.constraint(equalTo: contentStackView.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(contentStackView.frame == stackRect(0, 0, 3 * w, 100))
        #expect(ticker.frame.height == 100)
        #expect(
            contentViews.map(\.frame) == [
                stackRect(0, 0, w, 100), stackRect(w, 0, w, 100), stackRect(2 * w, 0, w, 100),
            ])
        // Every main stack is 100 − 16 = 84 tall; the label stacks (64, 84, 20) and icons centered in it.
        #expect(
            contentViews.map(\.mainStackView.frame) == [
                stackRect(8, 8, w - 16, 84), stackRect(8, 8, w - 16, 84), stackRect(8, 8, w - 16, 84),
            ])
        #expect(contentViews.map(\.labelStackView.frame.minY) == [10, 0, 32])  // (84 − h) / 2
        #expect(contentViews.map(\.iconView.frame.minY) == [30, 30, 30])  // (84 − 24) / 2
        #expect(contentViews.map(\.textView.frame.height) == [40, 60, 4])
        #expect(broken.isEmpty)
    }
}
