import Foundation
import Trellis

/// Small builders the scenes share: colours, labels, boxes and section headings.
enum SceneKit {
    /// A color with a light and a dark value.
    static func dynamic(_ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// Soft colours for boxes (deeper in the dark appearance).
    static let orange = dynamic(
        UIColor(red: 1, green: 0.8, blue: 0.6, alpha: 1), UIColor(red: 0.45, green: 0.28, blue: 0.12, alpha: 1))
    static let blue = dynamic(
        UIColor(red: 0.7, green: 0.82, blue: 1, alpha: 1), UIColor(red: 0.16, green: 0.27, blue: 0.48, alpha: 1))
    static let green = dynamic(
        UIColor(red: 0.72, green: 0.9, blue: 0.72, alpha: 1), UIColor(red: 0.17, green: 0.36, blue: 0.2, alpha: 1))
    static let purple = dynamic(
        UIColor(red: 0.85, green: 0.78, blue: 0.97, alpha: 1), UIColor(red: 0.33, green: 0.24, blue: 0.48, alpha: 1))
    static let gray = UIColor.systemGray6
    static let ink = UIColor.label
    static let secondaryInk = UIColor.secondaryLabel
    /// Cards and fields on the background.
    static let card = UIColor.secondarySystemGroupedBackground
    /// The background behind cards.
    static let canvas = UIColor.systemGroupedBackground

    /// A label with Auto Layout on.
    static func label(
        _ text: String, size: CGFloat = 15, bold: Bool = false, color: UIColor = ink, lines: Int = 1,
        id: String? = nil, background: UIColor? = nil
    ) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = bold ? UIFont.boldSystemFont(ofSize: size) : UIFont.systemFont(ofSize: size)
        label.textColor = color
        label.numberOfLines = lines
        label.accessibilityIdentifier = id
        label.backgroundColor = background
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }

    /// A plain coloured view with Auto Layout on.
    static func box(_ color: UIColor, id: String? = nil, cornerRadius: CGFloat = 0) -> UIView {
        let view = UIView()
        view.backgroundColor = color
        view.accessibilityIdentifier = id
        view.layer.cornerRadius = cornerRadius
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    /// Adds a vertical column of sections to `root`: each a heading over a content view, 16 points from the
    /// sides, the first 16 below the top. Returns the content views (already in the hierarchy).
    @discardableResult
    static func column(in root: UIView, headings: [String], content: [UIView], spacing: CGFloat = 20) -> [UIView] {
        var previousBottom = root.topAnchor, gap: CGFloat = 16
        for (heading, view) in zip(headings, content) {
            let title = label(heading, size: 13, bold: true, color: secondaryInk, lines: 0)
            root.addSubview(title)
            root.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: previousBottom, constant: gap),
                title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                title.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                view.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 6),
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            ])
            previousBottom = view.bottomAnchor
            gap = spacing
        }
        return content
    }
}
