import Foundation
import Trellis

extension Scene {
    /// UIKit's system colors, semantic text and backgrounds, the symbols Trellis draws, tints and shadows; the
    /// dark picture is the same tree in the dark appearance.
    static let appearance = Scene(
        name: "appearance", title: "Appearance: system colors, symbols, tint, shadows",
        caption: "The system palette and semantic colors resolve against each view's traits when it draws (compare "
            + "the dark picture); symbols are Trellis's own vector drawings under SF Symbols' names, painted in the "
            + "image view's inherited tint; cards cast shadows from their path or from their content."
    ) { root, _ in
        let palette = UIView(), texts = UIView(), symbols = UIView(), cards = UIView()
        SceneKit.column(
            in: root,
            headings: [
                "System palette", "Semantic text on grouped backgrounds", "UIImage(systemName:) in image views",
                "CALayer shadows",
            ], content: [palette, texts, symbols, cards], spacing: 16)
        let colors: [UIColor] = [
            .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan,
            .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown, .systemGray, .systemGray2,
            .systemGray3, .systemGray4, .systemGray5, .systemGray6,
        ]
        grid(
            colors.map { color in
                let swatch = SceneKit.box(color, cornerRadius: 6)
                swatch.layer.borderWidth = 0.5
                swatch.layer.borderColor = UIColor.separator.cgColor
                return swatch
            }, in: palette, columns: 9, cell: CGSize(width: 30, height: 30), gap: 8)
        // Text levels on a grouped card.
        let card = SceneKit.box(.secondarySystemGroupedBackground, id: "card", cornerRadius: 10)
        texts.backgroundColor = .systemGroupedBackground
        texts.layer.cornerRadius = 12
        texts.addSubview(card)
        var previous = card.topAnchor
        for (text, color) in [
            ("label", UIColor.label), ("secondaryLabel", .secondaryLabel),
            ("tertiaryLabel", .tertiaryLabel), ("link", .link),
        ] {
            let label = SceneKit.label(text, size: 15, color: color)
            card.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: previous, constant: 6),
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            ])
            previous = label.bottomAnchor
        }
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: texts.topAnchor, constant: 10),
            card.leadingAnchor.constraint(equalTo: texts.leadingAnchor, constant: 10),
            card.trailingAnchor.constraint(equalTo: texts.trailingAnchor, constant: -10),
            card.bottomAnchor.constraint(equalTo: previous, constant: 8),
            texts.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: 10),
        ])
        // Every symbol, in the inherited tint; hearts and stars tinted on their own.
        symbols.tintColor = .systemBlue
        grid(
            UIImage.availableSystemNames.filter { !$0.hasSuffix("forward") && !$0.hasSuffix("backward") }.map { name in
                let view = UIImageView(image: UIImage(systemName: name, withConfiguration: .init(pointSize: 22)))
                view.contentMode = .center
                view.accessibilityIdentifier = name
                if name.hasPrefix("heart") { view.tintColor = .systemPink }
                if name.hasPrefix("star") { view.tintColor = .systemOrange }
                return view
            }, in: symbols, columns: 9, cell: CGSize(width: 30, height: 30), gap: 8)
        // Shadows: a rounded card with a shadow path, a badge whose shadow follows its content, a soft one.
        var x: CGFloat = 8
        for (i, (radius, offset, opacity, path)) in [
            (4.0, 3.0, 0.3, true), (1.0, 2.0, 0.5, false), (10.0, 6.0, 0.25, true),
        ].enumerated() {
            let shadowed = UIView(frame: CGRect(x: x, y: 8, width: 96, height: 56))
            shadowed.backgroundColor = .secondarySystemGroupedBackground
            shadowed.layer.cornerRadius = 10
            shadowed.layer.shadowOpacity = Float(opacity)
            shadowed.layer.shadowRadius = radius
            shadowed.layer.shadowOffset = CGSize(width: 0, height: offset)
            shadowed.layer.shadowColor = UIColor.black.cgColor
            if path { shadowed.layer.shadowPath = UIBezierPath(roundedRect: shadowed.bounds, cornerRadius: 10).cgPath }
            shadowed.accessibilityIdentifier = "shadow\(i + 1)"
            let icon = UIImageView(image: UIImage(systemName: ["bell.fill", "person.fill", "house.fill"][i]))
            icon.frame = CGRect(x: 38, y: 18, width: 20, height: 20)
            shadowed.addSubview(icon)
            cards.addSubview(shadowed)
            x += 116
        }
        cards.heightAnchor.constraint(equalToConstant: 84).isActive = true
    }

    /// Lays `views` out in rows of `columns` cells in `container`, which gets their height.
    private static func grid(_ views: [UIView], in container: UIView, columns: Int, cell: CGSize, gap: CGFloat) {
        for (i, view) in views.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: cell.width),
                view.heightAnchor.constraint(equalToConstant: cell.height),
                view.leftAnchor.constraint(
                    equalTo: container.leftAnchor, constant: CGFloat(i % columns) * (cell.width + gap)),
                view.topAnchor.constraint(
                    equalTo: container.topAnchor, constant: CGFloat(i / columns) * (cell.height + gap)),
            ])
        }
        let rows = (views.count + columns - 1) / columns
        container.heightAnchor.constraint(equalToConstant: CGFloat(rows) * (cell.height + gap) - gap).isActive = true
    }
}
