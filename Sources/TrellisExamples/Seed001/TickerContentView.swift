import Foundation  // until Trellis re-exports it, as UIKit does (issue 18)
import Trellis

/// One page of seed 001's ticker, built with the seed's own UIKit code (only the import changed): an icon beside
/// a vertical stack of a multiline title and a text view, in a horizontal stack inset by 8.
///
/// The seed's five steps: 1. the title label, multiline, required vertical hugging and compression resistance;
/// 2. the text view, sized by its text (scrolling off); 3. the icon, 24 × 24; 4. the stacks; 5. the main stack's
/// inset constraints. ``init(title:text:icon:)`` runs steps 3 to 5 (and the priorities of step 1) on any three
/// views, so that tests can put stand-ins in; ``init(content:)`` makes the seed's components and runs all five.
public final class TickerContentView: UIView {
    /// The title (a `UILabel` unless stand-ins were given).
    public let titleView: UIView
    /// The text (a `UITextView` unless stand-ins were given).
    public let textView: UIView
    /// The icon (a `UIImageView` unless stand-ins were given).
    public let iconView: UIView
    /// The title over the text (seed step 4).
    public let labelStackView = UIStackView()
    /// The icon beside ``labelStackView`` (seed step 4).
    public let mainStackView: UIStackView

    /// The title as a label, when it is one.
    public var titleLabel: UILabel? { titleView as? UILabel }
    /// The text as a text view, when it is one.
    public var contentTextView: UITextView? { textView as? UITextView }
    /// The icon as an image view, when it is one.
    public var iconImageView: UIImageView? { iconView as? UIImageView }

    /// The seed's ticker content: a label, a text view with scrolling off and an image view (steps 1 to 5).
    public convenience init(content: TickerContent) {
        let titleLabel = UILabel()
        let contentTextView = UITextView()
        let iconImageView = UIImageView()
        titleLabel.text = content.title
        contentTextView.text = content.text
        iconImageView.image = content.icon

        // 1. Setup the UILabel (the priorities follow in the designated initializer)
        titleLabel.numberOfLines = 0

        // 2. Setup the UITextView
        contentTextView.isScrollEnabled = false

        self.init(title: titleLabel, text: contentTextView, icon: iconImageView)
        titleLabel.accessibilityIdentifier = "titleLabel"
        contentTextView.accessibilityIdentifier = "contentTextView"
        iconImageView.accessibilityIdentifier = "iconImageView"
    }

    /// Seed steps 3 to 5 (and step 1's priorities) on the given title, text and icon views.
    public init(title: UIView, text: UIView, icon: UIView) {
        titleView = title
        textView = text
        iconView = icon
        mainStackView = UIStackView(arrangedSubviews: [icon, labelStackView])
        super.init(frame: .zero)
        labelStackView.accessibilityIdentifier = "labelStackView"
        mainStackView.accessibilityIdentifier = "mainStackView"
        let titleLabel = title, contentTextView = text, iconImageView = icon

        // 1. (continued) below code just to make sure the priority is right, by default it already set to required
        titleLabel.setContentHuggingPriority(.required, for: .vertical)
        titleLabel.setContentCompressionResistancePriority(.required, for: .vertical)

        // 3. Setup the UIImageView
        NSLayoutConstraint.activate([
            iconImageView.widthAnchor.constraint(equalToConstant: 24),
            iconImageView.heightAnchor.constraint(equalToConstant: 24),
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
            mainStackView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
        ])
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
