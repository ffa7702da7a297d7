import Foundation  // until Trellis re-exports it, as UIKit does (issue 18)
import Trellis

/// The self-sizing card every list example shares — the gallery's feed, the list benchmark, the list tests: a
/// one-line title over a body that wraps, pinned to the content view's edges so that the content's height is
/// the cell's: `inset + ⌈title line⌉ + spacing + ⌈body lines⌉ + inset`, at any width.
public struct CardLayout: Sendable {
    /// The title's size (bold or regular) and the body's size, in points.
    public var titleSize: CGFloat, titleIsBold: Bool, bodySize: CGFloat
    /// From the content's top and bottom edges to the labels; from its sides; between the labels.
    public var inset: CGFloat, side: CGFloat, spacing: CGFloat

    /// The list rows': 17-point title, 15-point body, 8 above and below, 16 at the sides, 4 between.
    public static let row = CardLayout(titleSize: 17, titleIsBold: false, bodySize: 15, inset: 8, side: 16, spacing: 4)
    /// The gallery's feed cards: a bold 16-point name, 15-point text, 12 in on every side, 6 between.
    public static let card = CardLayout(titleSize: 16, titleIsBold: true, bodySize: 15, inset: 12, side: 12, spacing: 6)

    /// Makes `title` and `body` subviews of `content` and constrains them (UIKit code, only the import changed).
    public func install(title: UILabel, body: UILabel, in content: UIView) {
        title.font = titleIsBold ? .boldSystemFont(ofSize: titleSize) : .systemFont(ofSize: titleSize)
        body.font = .systemFont(ofSize: bodySize)
        body.numberOfLines = 0
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: content.topAnchor, constant: inset),
            title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: side),
            title.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -side),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: spacing),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -side),
            body.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -inset),
        ])
    }

    /// The content's height by hand from the font metrics, for a body of `lines` lines that fit the width.
    public func height(bodyLines lines: Int) -> CGFloat {
        let titleFont: UIFont = titleIsBold ? .boldSystemFont(ofSize: titleSize) : .systemFont(ofSize: titleSize)
        return inset + titleFont.lineHeight.rounded(.up) + spacing
            + (CGFloat(lines) * UIFont.systemFont(ofSize: bodySize).lineHeight).rounded(.up) + inset
    }
}

/// A table row showing a card (``CardLayout/row``): `title` over `body`.
open class CardTableCell: UITableViewCell {
    public let title = UILabel(), body = UILabel()

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CardLayout.row.install(title: title, body: body, in: contentView)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

/// A collection view cell showing a card (``CardLayout/card``), as wide as the layout makes it and as tall as
/// its content.
open class CardCollectionCell: UICollectionViewCell {
    public let title = UILabel(), body = UILabel()

    public required init(frame: CGRect) {
        super.init(frame: frame)
        CardLayout.card.install(title: title, body: body, in: contentView)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The layout's width (required), the content's height.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributes.copy()
        attributes.size.height =
            contentView.systemLayoutSizeFitting(
                CGSize(width: layoutAttributes.size.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        return attributes
    }
}
