import Foundation
import Trellis

extension Scene {
    /// Seed 003's aspect-ratio rows: in each row a square on the left and a view whose width is a multiple of
    /// the square's; the row's height follows from the width of the screen.
    static let aspectRatioRows = Scene(
        name: "aspect-ratio-rows", title: "Aspect-ratio rows (seed 003)",
        caption: "No width or height is given: each row pins its ends to the container, the left view is square "
            + "(height == width) and the right view's width is the left view's times 5, 3, 2 and 1."
    ) { root, _ in
        let container = SceneKit.box(SceneKit.card, id: "container")
        root.addSubview(container)
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16),
            container.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -16),
        ])
        let margin: CGFloat = 8
        var above: UIView?
        for (i, multiplier) in [5, 3, 2, 1].enumerated() {
            let left = SceneKit.box(SceneKit.orange, id: "left\(i + 1)")
            let right = SceneKit.box(UIColor(red: 0.3, green: 0.5, blue: 0.9, alpha: 1), id: "right\(i + 1)")
            right.alpha = 0.6
            container.addSubview(left)
            container.addSubview(right)
            NSLayoutConstraint.activate([
                // 1. Pin to edges (the first row to the top, the others below the row above).
                above.map { left.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: margin) }
                    ?? left.topAnchor.constraint(equalTo: container.topAnchor),
                left.leftAnchor.constraint(equalTo: container.leftAnchor),
                right.rightAnchor.constraint(equalTo: container.rightAnchor),
                // 2. Margin between the views.
                right.leftAnchor.constraint(equalTo: left.rightAnchor, constant: margin),
                // 3. Same height of the row (the left view defines it).
                right.topAnchor.constraint(equalTo: left.topAnchor),
                right.bottomAnchor.constraint(equalTo: left.bottomAnchor),
                // 4. Aspect ratio 1:1 for the left view.
                left.heightAnchor.constraint(equalTo: left.widthAnchor, multiplier: 1, constant: 0),
                // 5. The aspect ratio of the widths.
                right.widthAnchor.constraint(equalTo: left.widthAnchor, multiplier: CGFloat(multiplier)),
            ])
            above = left
        }
        if let above { container.bottomAnchor.constraint(equalTo: above.bottomAnchor).isActive = true }
    }
}
