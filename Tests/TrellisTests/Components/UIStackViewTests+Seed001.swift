import Foundation
import Testing
@testable import Trellis

/// Seed 001's ticker content, with its stack code exactly as the seed writes it. Stand-ins replace the label,
/// the text view and the image view (those components are built elsewhere): the title is a 150-wide text
/// stand-in `titleHeight` tall with the seed's required vertical priorities and a label's horizontal hugging
/// (251); the text view 200 × `textHeight`; the icon a plain view with the seed's 24 × 24 constraints.
final class TickerContentStandIn: UIView {
    let titleLabel: TextStandIn
    let contentTextView: TextStandIn
    let iconImageView = UIView()
    private(set) var labelStackView: UIStackView!
    private(set) var mainStackView: UIStackView!

    init(titleHeight: CGFloat, textHeight: CGFloat) {
        titleLabel = TextStandIn(150, titleHeight, ascent: titleHeight - 4, descent: 4)
        contentTextView = TextStandIn(200, textHeight, ascent: 12, descent: 4)
        super.init(frame: .zero)
        titleLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        // The seed's label set-up (numberOfLines and isScrollEnabled belong to the real components).
        titleLabel.setContentHuggingPriority(.required, for: .vertical)
        titleLabel.setContentCompressionResistancePriority(.required, for: .vertical)
        NSLayoutConstraint.activate([
            iconImageView.widthAnchor.constraint(equalToConstant: 24),
            iconImageView.heightAnchor.constraint(equalToConstant: 24)
        ])

        // Seed 001, step 4, verbatim.
        let labelStackView = UIStackView()
        labelStackView.addArrangedSubview(titleLabel)
        labelStackView.addArrangedSubview(contentTextView)
        labelStackView.axis = .vertical
        labelStackView.spacing = 4

        let mainStackView = UIStackView(arrangedSubviews: [
        iconImageView,
        labelStackView
        ])
        mainStackView.axis = .horizontal
        mainStackView.alignment = .center
        mainStackView.spacing = 8

        // Seed 001, step 5, verbatim.
        mainStackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(mainStackView)
        let inset = 8.0
        NSLayoutConstraint.activate([
        mainStackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
        mainStackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
        mainStackView.topAnchor.constraint(equalTo: topAnchor, constant: inset),
        mainStackView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset)
        ])

        self.labelStackView = labelStackView
        self.mainStackView = mainStackView
    }

    required init?(coder: NSCoder) { fatalError() }
}

@Suite(.serialized) struct UIStackViewSeed001Tests {
    /// One ticker content pinned at the root's top left, `width` wide: its height comes from the stacks.
    @Test(arguments: [320.0, 375])
    func tickerContent(width: Double) {
        let w = CGFloat(width)
        LayoutEngine.logsUnsatisfiableConstraints = false
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 500, height: 400))
        var broken: [NSLayoutConstraint] = []
        root.unsatisfiableConstraint.subscribe { broken.append($0.broken) }
        let content = TickerContentStandIn(titleHeight: 20, textHeight: 40)
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
        #expect(content.iconImageView.frame == stackRect(0, 20, 24, 24))
        #expect(content.labelStackView.frame == stackRect(32, 0, w - 48, 64))
        // Inside the label stack: full width (alignment fill), 4 apart.
        #expect(content.titleLabel.frame == stackRect(0, 0, w - 48, 20))
        #expect(content.contentTextView.frame == stackRect(0, 24, w - 48, 40))
        #expect(broken.isEmpty)
    }

    /// A content whose labels are shorter than the icon: the icon sets the height, the labels are centered.
    @Test func tickerContentShorterThanTheIcon() {
        LayoutEngine.logsUnsatisfiableConstraints = false
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 500, height: 400))
        let content = TickerContentStandIn(titleHeight: 12, textHeight: 4)
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        content.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        content.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        content.widthAnchor.constraint(equalToConstant: 320).isActive = true
        root.layoutIfNeeded()
        // Labels 12 + 4 + 4 = 20 < 24: the main stack is 24 tall, the content 40, the label stack at (24 − 20) / 2.
        #expect(content.frame.height == 40)
        #expect(content.iconImageView.frame == stackRect(0, 0, 24, 24))
        #expect(content.labelStackView.frame == stackRect(32, 2, 272, 20))
        #expect(content.contentTextView.frame == stackRect(0, 16, 272, 4))
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
            TickerContentStandIn(titleHeight: 20, textHeight: 40),  // 8 + 64 + 8 = 80
            TickerContentStandIn(titleHeight: 20, textHeight: 60),  // 8 + 84 + 8 = 100, the tallest
            TickerContentStandIn(titleHeight: 12, textHeight: 4),  // 8 + 24 + 8 = 40
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
        #expect(contentViews.map(\.frame) == [stackRect(0, 0, w, 100), stackRect(w, 0, w, 100), stackRect(2 * w, 0, w, 100)])
        // Every main stack is 100 − 16 = 84 tall; the label stacks (64, 84, 20) and icons centered in it.
        #expect(contentViews.map(\.mainStackView.frame) == [stackRect(8, 8, w - 16, 84), stackRect(8, 8, w - 16, 84), stackRect(8, 8, w - 16, 84)])
        #expect(contentViews.map(\.labelStackView.frame.minY) == [10, 0, 32])  // (84 − h) / 2
        #expect(contentViews.map(\.iconImageView.frame.minY) == [30, 30, 30])  // (84 − 24) / 2
        #expect(contentViews.map(\.contentTextView.frame.height) == [40, 60, 4])
        #expect(broken.isEmpty)
    }
}
