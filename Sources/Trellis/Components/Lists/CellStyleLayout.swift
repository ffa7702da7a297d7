import Foundation

/// The constraints of the standard cell styles (`UITableViewCell.CellStyle`), as one pure function of which
/// standard views exist: the image at the leading margin, centred; the labels in a column (subtitle) or a row
/// (value1, value2) in a text area centred between the vertical margins; the content at least 44 points tall.
enum CellStyleLayout {
    /// The space between the image and the text.
    static let imageSpacing: CGFloat = 16
    /// The space between the label and its subtitle.
    static let subtitleSpacing: CGFloat = 2
    /// The space between the labels of a value1 or value2 row.
    static let valueSpacing: CGFloat = 8
    /// The width of a value2 cell's title column.
    static let value2TitleWidth: CGFloat = 91

    /// The constraints placing `text`, `detail` and `image` in `content` for `style`, with the spaces between
    /// the image and the text, the labels side by side (value1, value2) and one above the other (subtitle).
    static func constraints(
        style: UITableViewCell.CellStyle, in content: UIView, text: UILabel?, detail: UILabel?, image: UIImageView?,
        imageSpacing: CGFloat = imageSpacing, valueSpacing: CGFloat = valueSpacing,
        subtitleSpacing: CGFloat = subtitleSpacing
    ) -> [NSLayoutConstraint] {
        // A rebuild replaces the text-area guide of the last build (with the constraints that use it).
        for guide in content.layoutGuides where guide.identifier == textAreaIdentifier {
            content.removeLayoutGuide(guide)
        }
        let margins = content.layoutMarginsGuide
        var made: [NSLayoutConstraint] = []
        let minimum = content.heightAnchor.constraint(greaterThanOrEqualToConstant: UITableView.defaultRowHeight)
        minimum.priority = UILayoutPriority(999)  // a fixed row height smaller than 44 wins
        made.append(minimum)
        var leading = margins.leadingAnchor
        if let image {
            made += [
                image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                image.centerYAnchor.constraint(equalTo: content.centerYAnchor),
                image.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                image.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            ]
            leading = image.trailingAnchor
        }
        let gap: CGFloat = image == nil ? 0 : imageSpacing
        let labels = [text, detail].compactMap { $0 }
        for label in labels {
            made += [
                label.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                label.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            ]
        }
        switch (style, text, detail) {
        case (.subtitle, let text?, let detail?):
            made += [
                text.leadingAnchor.constraint(equalTo: leading, constant: gap),
                detail.leadingAnchor.constraint(equalTo: text.leadingAnchor),
                text.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                detail.topAnchor.constraint(equalTo: text.bottomAnchor, constant: subtitleSpacing),
            ]
            // The pair is centred: the space above the title equals the space below the subtitle.
            made += centred(top: text, bottom: detail, in: content)
        case (.value1, let text?, let detail?), (.value2, let text?, let detail?):
            made += [
                text.leadingAnchor.constraint(equalTo: leading, constant: gap),
                text.centerYAnchor.constraint(equalTo: content.centerYAnchor),
                detail.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            ]
            if style == .value1 {
                made += [
                    detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    detail.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: valueSpacing),
                ]
            } else {
                made += [
                    text.widthAnchor.constraint(equalToConstant: value2TitleWidth),
                    detail.leadingAnchor.constraint(equalTo: text.trailingAnchor, constant: valueSpacing / 2),
                    detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                ]
            }
        default:
            for label in labels {
                made += [
                    label.leadingAnchor.constraint(equalTo: leading, constant: gap),
                    label.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                    label.centerYAnchor.constraint(equalTo: content.centerYAnchor),
                ]
            }
        }
        return made
    }

    /// `top.top − content.top == content.bottom − bottom.bottom`, as `content.centerY` midway between them:
    /// `2·content.centerY == top.top + bottom.bottom` is written `top.top == 2·centerY − bottom.bottom`, which
    /// anchors cannot say; a guide spanning the pair, centred, says it. The guide is added to `content`; its
    /// constraints are returned with the centring (inactive, like every constraint made here).
    private static func centred(top: UIView, bottom: UIView, in content: UIView) -> [NSLayoutConstraint] {
        let guide = UILayoutGuide()
        guide.identifier = textAreaIdentifier
        content.addLayoutGuide(guide)
        return [
            guide.topAnchor.constraint(equalTo: top.topAnchor),
            guide.bottomAnchor.constraint(equalTo: bottom.bottomAnchor),
            guide.centerYAnchor.constraint(equalTo: content.centerYAnchor),
        ]
    }

    /// The identifier of the guide spanning a subtitle cell's labels.
    static let textAreaIdentifier = "UITableViewCell-textArea"
}
