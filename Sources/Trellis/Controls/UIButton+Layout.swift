import Foundation

// Where a button's image, title and subtitle go, and the size they add up to. One pure function
// (`contentPlan`) answers both the intrinsic size and the layout, so they never disagree.
extension UIButton {
    /// The sizes and places of a button's content inside its bounds.
    struct ContentPlan: Equatable {
        /// The content's size plus insets: the intrinsic size.
        var size: CGSize
        var imageFrame: CGRect?
        var titleFrame: CGRect?
        var subtitleFrame: CGRect?
    }

    /// The size a label's text takes on one line, rounded up to whole points (zero when it shows nothing).
    /// Measured unbounded, so that the size never depends on the label's current frame.
    private func measuredSize(_ label: UILabel?) -> CGSize {
        guard let label, let text = label.text, !text.isEmpty else { return .zero }
        if label === titleLabel, let attributed = currentAttributedTitle {
            return TextLayout(attributedText: attributed, font: label.font, numberOfLines: 1).roundedSize
        }
        return TextLayout(text: text, font: label.font, numberOfLines: 1).roundedSize
    }

    /// The image's size (zero without one).
    private var measuredImageSize: CGSize { currentImage?.size ?? .zero }

    /// The content's size plus insets, and its frames when laid out in `bounds` (nil: measure only).
    func contentPlan(in bounds: CGRect?) -> ContentPlan {
        configuration != nil ? configuredPlan(in: bounds) : legacyPlan(in: bounds)
    }

    /// Per-state buttons: image and title side by side, the pair inside ``contentEdgeInsets`` (with zero insets
    /// a titled button keeps UIKit's 6 points above and below); each then placed in its own area shrunk by
    /// ``imageEdgeInsets`` / ``titleEdgeInsets``. Intrinsic size: image width + title width + insets, by the
    /// taller of the two + insets; at least the background image's size.
    private func legacyPlan(in bounds: CGRect?) -> ContentPlan {
        let title = measuredSize(titleLabel), image = measuredImageSize
        var insets = contentEdgeInsets
        if insets == .zero && title.height > 0 {
            insets.top = 6
            insets.bottom = 6
        }
        var size = CGSize(
            width: image.width + title.width + insets.left + insets.right,
            height: max(image.height, title.height) + insets.top + insets.bottom)
        if let background = currentBackgroundImage {
            size = CGSize(
                width: max(size.width, background.size.width), height: max(size.height, background.size.height))
        }
        var plan = ContentPlan(size: size)
        guard let bounds else { return plan }
        let content = bounds.inset(by: insets)
        let group = place(CGSize(width: image.width + title.width, height: content.height), in: content)
        if image != .zero {
            let slot = CGRect(x: group.minX, y: group.minY, width: image.width, height: group.height).inset(
                by: imageEdgeInsets)
            plan.imageFrame = center(image, in: slot)
        }
        if title != .zero {
            let slot = CGRect(
                x: group.minX + image.width, y: group.minY,
                width: max(0, min(title.width, content.maxX - group.minX - image.width)), height: group.height
            )
            .inset(by: titleEdgeInsets)
            plan.titleFrame = center(CGSize(width: slot.width, height: title.height), in: slot)
        }
        return plan
    }

    /// Configured buttons: title over subtitle (``Configuration/titlePadding`` apart), the image on the
    /// ``Configuration/imagePlacement`` side (``Configuration/imagePadding`` apart), all inside
    /// ``Configuration/contentInsets``.
    private func configuredPlan(in bounds: CGRect?) -> ContentPlan {
        guard let configuration else { return ContentPlan(size: .zero) }
        let title = measuredSize(titleLabel), subtitle = measuredSize(subtitleLabel), image = measuredImageSize
        let gapTitles = title.height > 0 && subtitle.height > 0 ? configuration.titlePadding : 0
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + gapTitles + subtitle.height)
        let hasBoth = image != .zero && text != .zero
        let gap = hasBoth ? configuration.imagePadding : 0
        let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        let content =
            vertical
            ? CGSize(width: max(image.width, text.width), height: image.height + gap + text.height)
            : CGSize(width: image.width + gap + text.width, height: max(image.height, text.height))
        let insets = configuration.contentInsets
        var plan = ContentPlan(
            size: CGSize(
                width: content.width + insets.leading + insets.trailing,
                height: content.height + insets.top + insets.bottom))
        guard let bounds else { return plan }
        let inner = bounds.inset(
            by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
        let box = place(CGSize(width: min(content.width, inner.width), height: content.height), in: inner)
        var textBox: CGRect
        switch configuration.imagePlacement {
        case .top:
            plan.imageFrame = CGRect(
                x: box.midX - image.width / 2, y: box.minY, width: image.width, height: image.height)
            textBox = CGRect(x: box.minX, y: box.minY + image.height + gap, width: box.width, height: text.height)
        case .bottom:
            textBox = CGRect(x: box.minX, y: box.minY, width: box.width, height: text.height)
            plan.imageFrame = CGRect(
                x: box.midX - image.width / 2, y: box.maxY - image.height, width: image.width, height: image.height)
        case .trailing:
            textBox = CGRect(
                x: box.minX, y: box.midY - text.height / 2, width: box.width - image.width - gap, height: text.height)
            plan.imageFrame = CGRect(
                x: box.maxX - image.width, y: box.midY - image.height / 2, width: image.width, height: image.height)
        default:
            plan.imageFrame = CGRect(
                x: box.minX, y: box.midY - image.height / 2, width: image.width, height: image.height)
            textBox = CGRect(
                x: box.minX + image.width + gap, y: box.midY - text.height / 2, width: box.width - image.width - gap,
                height: text.height)
        }
        if image == .zero { plan.imageFrame = nil }
        textBox.size.width = max(0, textBox.width)
        if title != .zero {
            plan.titleFrame = CGRect(x: textBox.minX, y: textBox.minY, width: textBox.width, height: title.height)
        }
        if subtitle != .zero {
            plan.subtitleFrame = CGRect(
                x: textBox.minX, y: textBox.minY + title.height + gapTitles, width: textBox.width,
                height: subtitle.height)
        }
        return plan
    }

    /// A `size` box placed in `area` as ``contentHorizontalAlignment`` and ``contentVerticalAlignment`` say.
    private func place(_ size: CGSize, in area: CGRect) -> CGRect {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let x: CGFloat, width: CGFloat
        switch contentHorizontalAlignment {
        case .left: (x, width) = (area.minX, size.width)
        case .right: (x, width) = (area.maxX - size.width, size.width)
        case .leading: (x, width) = (rtl ? area.maxX - size.width : area.minX, size.width)
        case .trailing: (x, width) = (rtl ? area.minX : area.maxX - size.width, size.width)
        case .fill: (x, width) = (area.minX, area.width)
        case .center: (x, width) = (area.midX - size.width / 2, size.width)
        }
        let y: CGFloat, height: CGFloat
        switch contentVerticalAlignment {
        case .top: (y, height) = (area.minY, size.height)
        case .bottom: (y, height) = (area.maxY - size.height, size.height)
        case .fill: (y, height) = (area.minY, area.height)
        case .center: (y, height) = (area.midY - size.height / 2, size.height)
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// `size` centered in `slot`.
    private func center(_ size: CGSize, in slot: CGRect) -> CGRect {
        CGRect(x: slot.midX - size.width / 2, y: slot.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Places the image view and the labels by the plan for the bounds.
    func layoutContent() {
        let plan = contentPlan(in: bounds)
        if let frame = plan.imageFrame { imageView?.frame = frame }
        if let frame = plan.titleFrame { titleLabel?.frame = frame }
        if let frame = plan.subtitleFrame { subtitleLabel.frame = frame }
    }
}
