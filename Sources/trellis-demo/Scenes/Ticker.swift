import Foundation
import Trellis
import TrellisExamples

extension Scene {
    /// Seed 001's ticker (`TrellisExamples`, the seed's code), each page of its paging scroll view.
    static let ticker = Scene(
        name: "ticker", title: "The ticker (seed 001)",
        caption: "A TickerView built with the seed's code: per item an icon (24 × 24) beside a vertical stack of a "
            + "multiline label and a text view with scrolling off (spacing 4), in a horizontal stack (alignment "
            + "center, spacing 8) inset by 8; the items in a horizontal stack inside a paging scroll view whose "
            + "height equals the stack's — the tallest item's. Each page is one item, shown via contentOffset.",
        variants: ["page1", "page2", "page3"]
    ) { root, variant in
        let ticker = TickerView(contents: [
            .init(
                title: "Markets rally as layout engines converge",
                text: "Constraint solvers closed higher for the third day running.", icon: DemoArt.icon(2)),
            .init(
                title: "Breaking: intrinsic sizes are intrinsic",
                text: "Labels and text views with scrolling off report the size of their text, so the ticker "
                    + "takes the height of its tallest item without a single fixed height.", icon: DemoArt.icon(1)),
            .init(title: "Weather", text: "Sunny, with a chance of ambiguity.", icon: DemoArt.icon(0)),
        ])
        // The gallery's look: a card, a bold 16-point headline, 14-point grey text.
        ticker.backgroundColor = .secondarySystemBackground
        ticker.layer.cornerRadius = 10
        ticker.layer.borderWidth = 1
        ticker.layer.borderColor = UIColor.separator.cgColor
        for page in ticker.contentViews {
            page.titleLabel?.font = UIFont.boldSystemFont(ofSize: 16)
            page.contentTextView?.font = UIFont.systemFont(ofSize: 14)
            page.contentTextView?.textColor = .secondaryLabel
        }
        ticker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(ticker)
        let heading = SceneKit.label(
            "Page \(variant.dropFirst(4)) of 3", size: 13, bold: true, color: SceneKit.secondaryInk)
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
