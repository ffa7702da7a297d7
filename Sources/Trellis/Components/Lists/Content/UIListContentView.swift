import Foundation

/// The view that shows a ``UIListContentConfiguration`` (UIKit's `UIListContentView`): an image view and two
/// labels placed by the standard cell layout (`CellStyleLayout`: the image at the leading margin, the texts one
/// above the other or side by side, at least 44 points tall), sized by its constraints.
open class UIListContentView: UIView, UIContentView {
    private let textLabel = UILabel(), secondaryTextLabel = UILabel()
    private let imageView = UIImageView(image: nil)
    private var layoutConstraints: [NSLayoutConstraint] = []
    /// Which views the constraints were made for (text, secondary text, image; and side by side or not).
    private var laidOut: (text: Bool, secondary: Bool, image: Bool, sideBySide: Bool)?
    private var listConfiguration: UIListContentConfiguration
    /// The spacings the constraints were made with.
    private var spacings: (CGFloat, CGFloat, CGFloat) = (-1, -1, -1)

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        imageView.setContentHuggingPriority(.required, for: .horizontal)
        apply(configuration)
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; a configuration of another type is ignored (see ``supports(_:)``).
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply(list)
        }
    }

    /// Only list content configurations.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// Shows `configuration`: the views that have content are in the view (the others out), set as it says;
    /// the layout's constraints are made again only when which views show changes.
    private func apply(_ configuration: UIListContentConfiguration) {
        directionalLayoutMargins = configuration.directionalLayoutMargins
        let hasText = configuration.attributedText != nil || !(configuration.text ?? "").isEmpty
        let hasSecondary = configuration.secondaryAttributedText != nil || !(configuration.secondaryText ?? "").isEmpty
        let hasImage = configuration.image != nil
        set(textLabel, configuration.text, configuration.attributedText, configuration.textProperties, shown: hasText)
        set(
            secondaryTextLabel, configuration.secondaryText, configuration.secondaryAttributedText,
            configuration.secondaryTextProperties, shown: hasSecondary,
            trailing: configuration.prefersSideBySideTextAndSecondaryText)
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.layer.masksToBounds = configuration.imageProperties.cornerRadius > 0
        show(imageView, hasImage)
        let shape = (hasText, hasSecondary, hasImage, configuration.prefersSideBySideTextAndSecondaryText)
        if let laidOut, laidOut == shape,
            spacings == (
                configuration.imageToTextPadding, configuration.textToSecondaryTextHorizontalPadding,
                configuration.textToSecondaryTextVerticalPadding
            )
        {
            return
        }
        spacings = (
            configuration.imageToTextPadding, configuration.textToSecondaryTextHorizontalPadding,
            configuration.textToSecondaryTextVerticalPadding
        )
        laidOut = shape
        remakeConstraints(configuration)
    }

    /// Sets `label` as the properties say (each setter ignores an unchanged value, so a reused cell shown
    /// again with the same content measures nothing again); `trailing`: a value beside the text, right-aligned.
    private func set(
        _ label: UILabel, _ text: String?, _ attributed: NSAttributedString?,
        _ properties: UIListContentConfiguration.TextProperties, shown: Bool, trailing: Bool = false
    ) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment =
            trailing
            ? .right
            : properties.alignment == .center ? .center : properties.alignment == .justified ? .justified : .natural
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
        if let attributed {
            if label.attributedText.map({ !$0.isEqual(to: attributed) }) ?? true { label.attributedText = attributed }
        } else {
            label.text = text.map(properties.transformed)
        }
        show(label, shown)
    }

    private func show(_ view: UIView, _ shown: Bool) {
        if shown && view.superview !== self { addSubview(view) }
        if !shown && view.superview === self { view.removeFromSuperview() }
    }

    /// The standard layout for the views that show (`CellStyleLayout`), plus the image's size limits.
    private func remakeConstraints(_ configuration: UIListContentConfiguration) {
        NSLayoutConstraint.deactivate(layoutConstraints)
        let text = textLabel.superview === self ? textLabel : nil
        let secondary = secondaryTextLabel.superview === self ? secondaryTextLabel : nil
        let image = imageView.superview === self ? imageView : nil
        let style: UITableViewCell.CellStyle =
            secondary == nil ? .default : configuration.prefersSideBySideTextAndSecondaryText ? .value1 : .subtitle
        // A lone secondary text takes the primary's place.
        layoutConstraints = CellStyleLayout.constraints(
            style: style, in: self, text: text ?? secondary, detail: text == nil ? nil : secondary, image: image,
            imageSpacing: configuration.imageToTextPadding,
            valueSpacing: configuration.textToSecondaryTextHorizontalPadding,
            subtitleSpacing: configuration.textToSecondaryTextVerticalPadding)
        let properties = configuration.imageProperties
        if let image {
            if properties.maximumSize.width > 0 {
                layoutConstraints.append(
                    image.widthAnchor.constraint(lessThanOrEqualToConstant: properties.maximumSize.width))
            }
            if properties.maximumSize.height > 0 {
                layoutConstraints.append(
                    image.heightAnchor.constraint(lessThanOrEqualToConstant: properties.maximumSize.height))
            }
            if properties.reservedLayoutSize.width > 0 {
                layoutConstraints.append(
                    image.widthAnchor.constraint(equalToConstant: properties.reservedLayoutSize.width))
            }
        }
        NSLayoutConstraint.activate(layoutConstraints)
    }
}
