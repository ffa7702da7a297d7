import Foundation
import Testing
import Trellis
import TrellisExamples

// Seed 001's ticker, written with the seed's own UIKit code (only the import changed; `TrellisExamples`, which the
// gallery shows too): labels, text views, image views, nested stack views and a paging scroll view, laid out with
// the default fonts.

/// Line breaks and widths worked out independently (fontTools advances and kerning, greedy word wrap):
/// title "Markets rally as rates hold steady" at 17 pt: 2 lines in 272 points, 1 in 327; the text at UITextView's
/// default 12 pt: 3 lines in 262 points (272 − 2 × 5 padding), 2 in 317; the other titles and texts fit one line.
/// Heights: a 17-pt line 19.79 (1 line → 20, 2 → 40); a 12-pt line 13.97 (1 → 14, 2 → 28, 3 → 42) plus the
/// text view's 8 + 8 inset.
@Suite struct Seed001Tests {
    func makeTicker(width: CGFloat) -> (UIRootView, TickerView) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: width, height: 667))
        let ticker = TickerView(contents: [
            TickerContent(
                title: "Markets rally as rates hold steady",
                text: "Stocks closed higher on Friday after the central bank kept its benchmark rate unchanged.",
                icon: UIImage(color: .orange, size: CGSize(width: 48, height: 48))),
            TickerContent(title: "Weather", text: "Sunny with a light breeze.", icon: nil),
            TickerContent(title: "Sports", text: "Home team wins.", icon: nil),
        ])
        ticker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(ticker)
        NSLayoutConstraint.activate([
            ticker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            ticker.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ticker.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        return (root, ticker)
    }

    @Test func narrowTicker() {
        let (root, ticker) = makeTicker(width: 320)
        defer { withExtendedLifetime(root) {} }  // the root owns the layout: keep it for the whole test
        // Content A: title 40 + 4 + text 58 = 102, plus 8 + 8: the tallest, 118.
        #expect(ticker.frame == CGRect(x: 0, y: 0, width: 320, height: 118))
        #expect(ticker.pager.frame == CGRect(x: 0, y: 0, width: 320, height: 118))
        #expect(ticker.pager.contentSize == CGSize(width: 960, height: 118))
        let (a, b, c) = (ticker.contentViews[0], ticker.contentViews[1], ticker.contentViews[2])
        #expect(a.frame == CGRect(x: 0, y: 0, width: 320, height: 118))
        #expect(b.frame == CGRect(x: 320, y: 0, width: 320, height: 118))
        #expect(c.frame == CGRect(x: 640, y: 0, width: 320, height: 118))
        #expect(a.mainStackView.frame == CGRect(x: 8, y: 8, width: 304, height: 102))
        #expect(a.iconView.frame == CGRect(x: 0, y: 39, width: 24, height: 24))  // centered: (102 − 24) / 2
        #expect(a.labelStackView.frame == CGRect(x: 32, y: 0, width: 272, height: 102))
        #expect(a.titleView.frame == CGRect(x: 0, y: 0, width: 272, height: 40))
        #expect(a.textView.frame == CGRect(x: 0, y: 44, width: 272, height: 58))
        // Content B is stretched to the row's height; its labels stay at their size, centered: (102 − 54) / 2.
        #expect(b.labelStackView.frame == CGRect(x: 32, y: 24, width: 272, height: 54))
        #expect(b.titleView.frame == CGRect(x: 0, y: 0, width: 272, height: 20))
        #expect(b.textView.frame == CGRect(x: 0, y: 24, width: 272, height: 30))
        #expect(c.iconView.frame == CGRect(x: 0, y: 39, width: 24, height: 24))  // no image: the constraints
        // Paging: one page per step.
        ticker.pager.scroll(by: CGPoint(x: 1, y: 0))
        #expect(ticker.pager.contentOffset == CGPoint(x: 320, y: 0))
        ticker.pager.scroll(by: CGPoint(x: 1, y: 0))
        ticker.pager.scroll(by: CGPoint(x: 1, y: 0))
        #expect(ticker.pager.contentOffset == CGPoint(x: 640, y: 0))
    }

    @Test func wideTicker() {
        let (root, ticker) = makeTicker(width: 375)
        // Content A: title 20 + 4 + text 44 = 68, plus 16: 84.
        #expect(ticker.frame == CGRect(x: 0, y: 0, width: 375, height: 84))
        #expect(ticker.pager.contentSize == CGSize(width: 1125, height: 84))
        let (a, b) = (ticker.contentViews[0], ticker.contentViews[1])
        #expect(a.labelStackView.frame == CGRect(x: 32, y: 0, width: 327, height: 68))
        #expect(a.titleView.frame == CGRect(x: 0, y: 0, width: 327, height: 20))
        #expect(a.textView.frame == CGRect(x: 0, y: 24, width: 327, height: 44))
        #expect(a.iconView.frame == CGRect(x: 0, y: 22, width: 24, height: 24))
        #expect(b.labelStackView.frame == CGRect(x: 32, y: 7, width: 327, height: 54))
        // The same ticker narrowed in place: everything rewraps in one layout pass.
        root.frame.size.width = 320
        root.layoutIfNeeded()
        #expect(ticker.frame.height == 118)
        #expect(a.textView.frame == CGRect(x: 0, y: 44, width: 272, height: 58))
    }
}
