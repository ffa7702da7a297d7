import Foundation
import Testing
import Trellis

// Seed 001's ticker, written with the seed's own UIKit code (only the import changed): labels, text views,
// image views, nested stack views and a paging scroll view, laid out with the default fonts.

/// One item of the ticker (the seed's `TickerContent`).
struct TickerContent {
    let title: String
    let text: String
    let icon: UIImage?
}

/// One page: icon, then title over text (the seed's five setup steps).
final class TickerContentView: UIView {
    let titleLabel = UILabel()
    let contentTextView = UITextView()
    let iconImageView = UIImageView()
    let labelStackView = UIStackView()
    let mainStackView: UIStackView

    init(content: TickerContent) {
        mainStackView = UIStackView(arrangedSubviews: [iconImageView, labelStackView])
        super.init(frame: .zero)
        titleLabel.text = content.title
        contentTextView.text = content.text
        iconImageView.image = content.icon

        // 1. Setup the UILabel
        titleLabel.numberOfLines = 0
        // below code just to make sure the priority is right, by default it already set to required
        titleLabel.setContentHuggingPriority(.required, for: .vertical)
        titleLabel.setContentCompressionResistancePriority(.required, for: .vertical)

        // 2. Setup the UITextView
        contentTextView.isScrollEnabled = false

        // 3. Setup the UIImageView
        NSLayoutConstraint.activate([
            iconImageView.widthAnchor.constraint(equalToConstant: 24),
            iconImageView.heightAnchor.constraint(equalToConstant: 24)
        ])

        // 4. Setup the UIStackView
        labelStackView.addArrangedSubview(titleLabel)
        labelStackView.addArrangedSubview(contentTextView)
        labelStackView.axis = .vertical
        labelStackView.spacing = 4

        mainStackView.axis = .horizontal
        mainStackView.alignment = .center
        mainStackView.spacing = 8

        // 5. Set mainStackView constraint
        mainStackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(mainStackView)
        let inset = 8.0
        NSLayoutConstraint.activate([
            mainStackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
            mainStackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
            mainStackView.topAnchor.constraint(equalTo: topAnchor, constant: inset),
            mainStackView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset)
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The ticker: contents side by side in a paging scroll view as tall as the tallest content.
public final class TickerView: UIView {
    private let scrollView: UIScrollView = {
        let scrollView = UIScrollView()
        scrollView.isPagingEnabled = true
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        return scrollView
    }()

    private let contents: [TickerContent]
    fileprivate var contentViews: [TickerContentView] = []
    fileprivate var pager: UIScrollView { scrollView }

    init(contents: [TickerContent]) {
        self.contents = contents
        super.init(frame: .zero)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        let contentViews = contents.map { TickerContentView(content: $0) }
        self.contentViews = contentViews

        // 2. Create Horizontal UIStackView
        let contentStackView = UIStackView(arrangedSubviews: contentViews)
        contentStackView.axis = .horizontal
        contentStackView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(contentStackView)

        // 3. Configure each contentView to match the width of the parent view, enabling seamless pagination.
        for contentView in contentViews {
            contentView.translatesAutoresizingMaskIntoConstraints = false
            contentView.widthAnchor.constraint(equalTo: widthAnchor).isActive = true
        }

        // 4. Set UIScrollView the constraints
        NSLayoutConstraint.activate([
            contentStackView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            contentStackView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            contentStackView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            contentStackView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            scrollView.heightAnchor.constraint(equalTo: contentStackView.heightAnchor)
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Line breaks and widths worked out independently (fontTools advances and kerning, greedy word wrap):
/// title "Markets rally as rates hold steady" at 17 pt: 2 lines in 272 points, 1 in 327; the text at UITextView's
/// default 12 pt: 3 lines in 262 points (272 − 2 × 5 padding), 2 in 317; the other titles and texts fit one line.
/// Heights: a 17-pt line 19.79 (1 line → 20, 2 → 40); a 12-pt line 13.97 (1 → 14, 2 → 28, 3 → 42) plus the
/// text view's 8 + 8 inset.
@Suite(.serialized) struct Seed001Tests {
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
        #expect(a.iconImageView.frame == CGRect(x: 0, y: 39, width: 24, height: 24))  // centered: (102 − 24) / 2
        #expect(a.labelStackView.frame == CGRect(x: 32, y: 0, width: 272, height: 102))
        #expect(a.titleLabel.frame == CGRect(x: 0, y: 0, width: 272, height: 40))
        #expect(a.contentTextView.frame == CGRect(x: 0, y: 44, width: 272, height: 58))
        // Content B is stretched to the row's height; its labels stay at their size, centered: (102 − 54) / 2.
        #expect(b.labelStackView.frame == CGRect(x: 32, y: 24, width: 272, height: 54))
        #expect(b.titleLabel.frame == CGRect(x: 0, y: 0, width: 272, height: 20))
        #expect(b.contentTextView.frame == CGRect(x: 0, y: 24, width: 272, height: 30))
        #expect(c.iconImageView.frame == CGRect(x: 0, y: 39, width: 24, height: 24))  // no image: the constraints
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
        #expect(a.titleLabel.frame == CGRect(x: 0, y: 0, width: 327, height: 20))
        #expect(a.contentTextView.frame == CGRect(x: 0, y: 24, width: 327, height: 44))
        #expect(a.iconImageView.frame == CGRect(x: 0, y: 22, width: 24, height: 24))
        #expect(b.labelStackView.frame == CGRect(x: 32, y: 7, width: 327, height: 54))
        // The same ticker narrowed in place: everything rewraps in one layout pass.
        root.frame.size.width = 320
        root.layoutIfNeeded()
        #expect(ticker.frame.height == 118)
        #expect(a.contentTextView.frame == CGRect(x: 0, y: 44, width: 272, height: 58))
    }
}
