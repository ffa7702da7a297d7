import Foundation  // until Trellis re-exports it, as UIKit does (issue 18)
import Trellis

/// Seed 001's ticker, built with the seed's own UIKit code (only the import changed): its contents side by side
/// in a paging horizontal scroll view, each as wide as the ticker; the scroll view as tall as its content stack
/// (the tallest content).
public final class TickerView: UIView {
    private let scrollView: UIScrollView = {
        let scrollView = UIScrollView()
        scrollView.isPagingEnabled = true
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        return scrollView
    }()

    private let contents: [TickerContent]
    /// One page per content.
    public let contentViews: [TickerContentView]
    /// The paging scroll view.
    public var pager: UIScrollView { scrollView }

    public init(contents: [TickerContent]) {
        self.contents = contents
        contentViews = contents.map { TickerContentView(content: $0) }
        super.init(frame: .zero)
        accessibilityIdentifier = "ticker"
        scrollView.accessibilityIdentifier = "scrollView"
        for (i, contentView) in contentViews.enumerated() { contentView.accessibilityIdentifier = "content\(i + 1)" }
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])

        // 2. Create Horizontal UIStackView
        let contentStackView = UIStackView(arrangedSubviews: contentViews)
        contentStackView.axis = .horizontal
        contentStackView.accessibilityIdentifier = "contentStackView"
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
            scrollView.heightAnchor.constraint(equalTo: contentStackView.heightAnchor),
        ])
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows page `index` (one content per page), as a swipe would.
    public func showPage(_ index: Int) {
        layoutIfNeeded()
        scrollView.contentOffset = scrollView.contentOffset(forPage: index)
    }
}
