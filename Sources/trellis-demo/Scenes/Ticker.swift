import Foundation
import Trellis

/// Seed 001's ticker, built with the seed's code: a paging horizontal scroll view of content views, each as
/// wide as the ticker; the scroll view is as tall as its content stack (the tallest content).
final class TickerView: UIView {
    /// One item of the ticker.
    struct TickerContent {
        let title: String
        let text: String
        let icon: UIImage
    }

    private let scrollView: UIScrollView = {
        let scrollView = UIScrollView()
        scrollView.isPagingEnabled = true
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.accessibilityIdentifier = "scrollView"
        return scrollView
    }()
    private let contents: [TickerContent]

    init(contents: [TickerContent]) {
        self.contents = contents
        super.init(frame: .zero)
        accessibilityIdentifier = "ticker"
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 10
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        setUp()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Shows page `index` (one content view per page), as a swipe would.
    func showPage(_ index: Int) {
        layoutIfNeeded()
        scrollView.contentOffset = scrollView.contentOffset(forPage: index)
    }

    private func setUp() {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        // 2. Create a horizontal UIStackView of the content views.
        let contentViews = contents.enumerated().map { makeContentView($1, index: $0) }
        let contentStackView = UIStackView(arrangedSubviews: contentViews)
        contentStackView.axis = .horizontal
        contentStackView.accessibilityIdentifier = "contentStackView"
        contentStackView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(contentStackView)
        // 3. Each content view matches the width of the ticker, for paging.
        for contentView in contentViews {
            contentView.translatesAutoresizingMaskIntoConstraints = false
            contentView.widthAnchor.constraint(equalTo: widthAnchor).isActive = true
        }
        // 4. The scroll view's constraints: the content pinned to its edges, its height the content's.
        NSLayoutConstraint.activate([
            contentStackView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            contentStackView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            contentStackView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            contentStackView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            scrollView.heightAnchor.constraint(equalTo: contentStackView.heightAnchor),
        ])
    }

    /// One ticker content: the seed's five steps (label, text view, image view, stacks, inset constraints).
    private func makeContentView(_ content: TickerContent, index: Int) -> UIView {
        let view = UIView()
        view.accessibilityIdentifier = "content\(index + 1)"
        // 1. The label: multiline, required vertical hugging and compression resistance.
        let titleLabel = UILabel()
        titleLabel.text = content.title
        titleLabel.font = UIFont.boldSystemFont(ofSize: 16)
        titleLabel.numberOfLines = 0
        titleLabel.accessibilityIdentifier = "titleLabel"
        titleLabel.setContentHuggingPriority(.required, for: .vertical)
        titleLabel.setContentCompressionResistancePriority(.required, for: .vertical)
        // 2. The text view, sized by its text (scrolling off).
        let contentTextView = UITextView()
        contentTextView.text = content.text
        contentTextView.font = UIFont.systemFont(ofSize: 14)
        contentTextView.textColor = .secondaryLabel
        contentTextView.isScrollEnabled = false
        contentTextView.accessibilityIdentifier = "contentTextView"
        // 3. The image view, 24 × 24.
        let iconImageView = UIImageView(image: content.icon)
        iconImageView.accessibilityIdentifier = "iconImageView"
        iconImageView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            iconImageView.widthAnchor.constraint(equalToConstant: 24),
            iconImageView.heightAnchor.constraint(equalToConstant: 24),
        ])
        // 4. The stacks: title over text, then the icon beside them.
        let labelStackView = UIStackView()
        labelStackView.addArrangedSubview(titleLabel)
        labelStackView.addArrangedSubview(contentTextView)
        labelStackView.axis = .vertical
        labelStackView.spacing = 4
        labelStackView.accessibilityIdentifier = "labelStackView"
        let mainStackView = UIStackView(arrangedSubviews: [iconImageView, labelStackView])
        mainStackView.axis = .horizontal
        mainStackView.alignment = .center
        mainStackView.spacing = 8
        mainStackView.accessibilityIdentifier = "mainStackView"
        // 5. The main stack inset by 8 on every side.
        mainStackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(mainStackView)
        let inset = 8.0
        NSLayoutConstraint.activate([
            mainStackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset),
            mainStackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -inset),
            mainStackView.topAnchor.constraint(equalTo: view.topAnchor, constant: inset),
            mainStackView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -inset),
        ])
        return view
    }
}

extension Scene {
    /// Seed 001's ticker, each page of its paging scroll view.
    static let ticker = Scene(
        name: "ticker", title: "The ticker (seed 001)",
        caption: "A TickerView built with the seed's code: per item an icon (24 × 24) beside a vertical stack of a "
            + "multiline label and a text view with scrolling off (spacing 4), in a horizontal stack (alignment "
            + "center, spacing 8) inset by 8; the items in a horizontal stack inside a paging scroll view whose "
            + "height equals the stack's — the tallest item's. Each page is one item, shown via contentOffset.",
        variants: ["page1", "page2", "page3"]
    ) { root, variant in
        let ticker = TickerView(contents: [
            .init(title: "Markets rally as layout engines converge",
                  text: "Constraint solvers closed higher for the third day running.", icon: DemoArt.icon(2)),
            .init(title: "Breaking: intrinsic sizes are intrinsic",
                  text: "Labels and text views with scrolling off report the size of their text, so the ticker "
                      + "takes the height of its tallest item without a single fixed height.", icon: DemoArt.icon(1)),
            .init(title: "Weather", text: "Sunny, with a chance of ambiguity.", icon: DemoArt.icon(0)),
        ])
        ticker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(ticker)
        let heading = SceneKit.label("Page \(variant.dropFirst(4)) of 3", size: 13, bold: true, color: SceneKit.secondaryInk)
        root.addSubview(heading)
        NSLayoutConstraint.activate([
            heading.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            heading.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            ticker.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 8),
            ticker.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            ticker.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])
        ticker.showPage((Int(variant.dropFirst(4)) ?? 1) - 1)
    }
}
