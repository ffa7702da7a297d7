import Foundation
import Trellis

extension Scene {
    /// Seed 003's chained rows: each view twice as wide as the one before it, built in a loop; the first view of
    /// each row is square and the row spans the container.
    static let chainedRows = Scene(
        name: "chained-rows", title: "Chained multipliers (seed 003)",
        caption: "Rows of 2 to 5 views. In each row view i + 1 is twice as wide as view i (a chain of "
            + "width × 2 constraints made in a loop), the first view is square, and the row fills the width."
    ) { root, _ in
        let margin: CGFloat = 8
        var above: UIView?
        let colors = [SceneKit.orange, SceneKit.blue, SceneKit.green, SceneKit.purple, SceneKit.gray]
        for (r, count) in [2, 3, 4, 5].enumerated() {
            let row = (0..<count).map { SceneKit.box(colors[$0], id: "r\(r + 1)c\($0 + 1)") }
            row.forEach(root.addSubview)
            let leftView = row[0], rightView = row[count - 1]
            NSLayoutConstraint.activate([
                above.map { leftView.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: margin) }
                    ?? leftView.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
                leftView.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16),
                rightView.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -16),
                leftView.widthAnchor.constraint(equalTo: leftView.heightAnchor),
            ])
            widthCalculation(row: row, margin: margin)
            above = leftView
        }
    }

    /// The seed's loop: each view twice the previous one's width, `margin` after it, same top and bottom.
    static func widthCalculation(row: [UIView], margin: CGFloat) {
        var previousView = row[0]
        for view in row.dropFirst() {
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalTo: previousView.widthAnchor, multiplier: 2),
                view.leftAnchor.constraint(equalTo: previousView.rightAnchor, constant: margin),
                view.topAnchor.constraint(equalTo: previousView.topAnchor),
                view.bottomAnchor.constraint(equalTo: previousView.bottomAnchor),
            ])
            previousView = view
        }
    }
}
