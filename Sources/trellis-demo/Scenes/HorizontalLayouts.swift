import Foundation
import Trellis

extension Scene {
    /// Seed 000's three nonambiguous horizontal layouts of one view: left edge and fixed width; left and right
    /// edges; left edge and center.
    static let horizontalLayouts = Scene(
        name: "horizontal-layouts", title: "Three horizontal layouts (seed 000)",
        caption: "Each row constrains one view with two horizontal constraints: left + width, left + right, "
            + "left + centerX. Only the last two adapt to the width of the screen."
    ) { root, _ in
        let rows = (0..<3).map { _ in SceneKit.box(SceneKit.gray) }
        SceneKit.column(
            in: root,
            headings: [
                "1. view.left == row.left + 20, view.width == 120",
                "2. view.left == row.left + 20, view.right == row.right − 20",
                "3. view.left == row.left + 20, view.centerX == row.centerX",
            ], content: rows)
        for (i, row) in rows.enumerated() {
            let view = SceneKit.box(
                [SceneKit.orange, SceneKit.blue, SceneKit.green][i], id: "view\(i + 1)", cornerRadius: 4)
            row.addSubview(view)
            var constraints = [
                row.heightAnchor.constraint(equalToConstant: 56),
                view.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
                view.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -8),
                view.leftAnchor.constraint(equalTo: row.leftAnchor, constant: 20),
            ]
            switch i {
            case 0: constraints.append(view.widthAnchor.constraint(equalToConstant: 120))
            case 1: constraints.append(view.rightAnchor.constraint(equalTo: row.rightAnchor, constant: -20))
            default: constraints.append(view.centerXAnchor.constraint(equalTo: row.centerXAnchor))
            }
            NSLayoutConstraint.activate(constraints)
        }
    }
}
