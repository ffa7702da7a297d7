import Foundation

/// The content of a standard list row — an image, a text, a secondary text — as a value (UIKit's
/// `UIListContentConfiguration`). Get one from a cell's ``UITableViewCell/defaultContentConfiguration()`` (or
/// ``cell()``, ``subtitleCell()``, ``valueCell()``), set its texts and image, and assign it to the cell's
/// ``UITableViewCell/contentConfiguration``; it sizes itself by Auto Layout, so self-sizing rows follow it.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How text is set (UIKit's `UIListContentConfiguration.TextProperties`).
    public struct TextProperties {
        /// How lines sit (UIKit's `TextAlignment`).
        public enum TextAlignment: Int, Sendable {
            case natural, center, justified
        }
        /// A case change applied to the text when shown (UIKit's `TextTransform`).
        public enum TextTransform: Int, Sendable {
            case none, capitalized, lowercase, uppercase
        }

        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines (0: as many as the text needs, the default).
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The text shown for `text` after ``transform``.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }
    }

    /// How the image is shown (UIKit's `UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties {
        /// The tint of template images (nil: the view's tint).
        public var tintColor: UIColor?
        /// The largest size the image is shown at (zero: its own size); it shrinks keeping its aspect ratio.
        public var maximumSize: CGSize = .zero
        /// The size reserved for the image whatever its size (zero: the image's), so rows line up.
        public var reservedLayoutSize: CGSize = .zero
        /// The image's corner radius.
        public var cornerRadius: CGFloat = 0
        /// UIKit's "standard dimension" for `reservedLayoutSize` (-1).
        public static let standardDimension: CGFloat = -1
    }

    /// The standard layouts.
    enum Kind: Sendable {
        case cell, subtitleCell, valueCell
    }
    let kind: Kind

    /// The primary text.
    public var text: String?
    /// The primary text with attributes (overrides ``text`` and ``textProperties``' font and color per run).
    public var attributedText: NSAttributedString?
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes.
    public var secondaryAttributedText: NSAttributedString?
    /// The image at the leading edge.
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    /// The margins around the content (UIKit's list cells: 11 above and below, 16 at the sides).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Whether the texts sit side by side (value cells) rather than one above the other.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = CellStyleLayout.imageSpacing
    /// The space between the texts side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = CellStyleLayout.valueSpacing
    /// The space between the texts one above the other.
    public var textToSecondaryTextVerticalPadding: CGFloat = CellStyleLayout.subtitleSpacing

    private init(kind: Kind, secondaryFont: UIFont, sideBySide: Bool) {
        self.kind = kind
        textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: .secondaryLabel)
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    /// A plain cell's content: the text in the body font (17), a secondary text below it (15, secondary color).
    public static func cell() -> Self {
        Self(kind: .cell, secondaryFont: .preferredFont(forTextStyle: .subheadline), sideBySide: false)
    }

    /// A subtitle cell's content: the text, and below it a smaller secondary text (12, secondary color).
    public static func subtitleCell() -> Self {
        Self(kind: .subtitleCell, secondaryFont: .systemFont(ofSize: 12), sideBySide: false)
    }

    /// A value cell's content: the text on the leading side, the secondary text at the trailing edge (17,
    /// secondary color).
    public static func valueCell() -> Self {
        var made = Self(kind: .valueCell, secondaryFont: .preferredFont(forTextStyle: .body), sideBySide: true)
        made.secondaryTextProperties.numberOfLines = 1
        made.textProperties.numberOfLines = 1
        return made
    }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// The same configuration (standard list rows look the same in every state; the cell draws selection).
    public func updated(for state: any UIConfigurationState) -> Self { self }
}
