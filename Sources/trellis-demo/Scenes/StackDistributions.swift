import Foundation
import Trellis

extension Scene {
    /// Every UIStackView distribution on the same three labels, then the alignments of a vertical stack.
    static let stackDistributions = Scene(
        name: "stack-distributions", title: "UIStackView: every distribution and alignment",
        caption: "Three labels of different lengths in a horizontal stack (spacing 8) as wide as the screen, once "
            + "per distribution; then a horizontal stack of three boxes of different heights, once per alignment."
    ) { root, _ in
        let distributions: [(String, UIStackView.Distribution)] = [
            ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
            ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
        ]
        let alignments: [(String, UIStackView.Alignment)] = [
            ("fill", .fill), ("leading (top)", .leading), ("center", .center), ("trailing (bottom)", .trailing),
        ]
        var stacks: [UIView] = []
        for (_, distribution) in distributions {
            let labels = [
                ("One", SceneKit.orange), ("Two words", SceneKit.blue), ("Three short words", SceneKit.green),
            ]
            .map { SceneKit.label($0.0, size: 14, id: $0.0, background: $0.1) }
            let stack = UIStackView(arrangedSubviews: labels)
            stack.distribution = distribution
            stack.spacing = 8
            stack.backgroundColor = SceneKit.gray
            stack.accessibilityIdentifier = "stack"
            stacks.append(stack)
        }
        for (_, alignment) in alignments {
            let boxes = [(20.0, SceneKit.orange), (40.0, SceneKit.blue), (30.0, SceneKit.green)].map {
                height, color -> UIView in
                let box = SceneKit.box(color)
                let preferred = box.heightAnchor.constraint(equalToConstant: height)
                preferred.priority = .defaultHigh  // .fill stretches the boxes to the stack's height
                preferred.isActive = true
                box.widthAnchor.constraint(equalToConstant: 60).isActive = true
                return box
            }
            let stack = UIStackView(arrangedSubviews: boxes)
            stack.alignment = alignment
            stack.spacing = 8
            stack.distribution = .equalSpacing
            stack.backgroundColor = SceneKit.gray
            stack.accessibilityIdentifier = "stack"
            stack.heightAnchor.constraint(equalToConstant: 50).isActive = true
            stacks.append(stack)
        }
        SceneKit.column(
            in: root,
            headings: distributions.map { "distribution = .\($0.0)" } + alignments.map { "alignment = .\($0.0)" },
            content: stacks, spacing: 12)
    }
}
