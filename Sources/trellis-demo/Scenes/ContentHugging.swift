import Foundation
import Trellis

extension Scene {
    /// Seed 000's LabelA and LabelB in a row wider than their texts: which label grows is decided by content
    /// hugging (or an equal-widths constraint).
    static let contentHugging = Scene(
        name: "hugging", title: "Growing: content hugging (seed 000)",
        caption: "LabelA.left == row.left, LabelB.left == LabelA.right, LabelB.right == row.right, in a row wider "
            + "than both texts. The label with the lower horizontal hugging priority grows; with equal priorities, "
            + "LabelA.width == LabelB.width shares the space."
    ) { root, _ in
        labelPairs(
            in: root, texts: ("LabelA", "LabelB"),
            cases: [
                (
                    "LabelA grows: A hugging 250 < B hugging 251",
                    { a, b in a.setContentHuggingPriority(.init(250), for: .horizontal) }
                ),
                (
                    "LabelB grows: B hugging 250 < A hugging 251",
                    { a, b in b.setContentHuggingPriority(.init(250), for: .horizontal) }
                ),
                (
                    "Both grow: equal hugging, LabelA.width == LabelB.width",
                    { a, b in
                        a.widthAnchor.constraint(equalTo: b.widthAnchor).isActive = true
                    }
                ),
            ])
    }

    /// Adds one row per case: two labels edge to edge filling the row, configured by the case.
    static func labelPairs(
        in root: UIView, texts: (String, String),
        cases: [(String, (UILabel, UILabel) -> Void)]
    ) {
        let rows = cases.map { _ in SceneKit.box(SceneKit.gray) }
        SceneKit.column(in: root, headings: cases.map(\.0), content: rows)
        for (row, (_, configure)) in zip(rows, cases) {
            let a = SceneKit.label(texts.0, size: 17, id: "LabelA", background: SceneKit.orange)
            let b = SceneKit.label(texts.1, size: 17, id: "LabelB", background: SceneKit.blue)
            row.addSubview(a)
            row.addSubview(b)
            NSLayoutConstraint.activate([
                a.leftAnchor.constraint(equalTo: row.leftAnchor),
                b.leftAnchor.constraint(equalTo: a.rightAnchor),
                b.rightAnchor.constraint(equalTo: row.rightAnchor),
                a.topAnchor.constraint(equalTo: row.topAnchor, constant: 6),
                b.topAnchor.constraint(equalTo: a.topAnchor),
                row.bottomAnchor.constraint(equalTo: a.bottomAnchor, constant: 6),
            ])
            configure(a, b)
        }
    }
}
