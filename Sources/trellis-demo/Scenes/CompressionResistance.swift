import Foundation
import Trellis

extension Scene {
    /// Seed 000's LabelA and LabelB in a row narrower than their texts: which label shrinks (and truncates) is
    /// decided by compression resistance (or an equal-widths constraint).
    static let compressionResistance = Scene(
        name: "compression", title: "Shrinking: compression resistance (seed 000)",
        caption: "The same three constraints, with texts longer than the row. The label with the lower horizontal "
            + "compression resistance shrinks and truncates its text; with equal priorities, "
            + "LabelA.width == LabelB.width shrinks both."
    ) { root, _ in
        let long =
            root.bounds.width > 500
            ? ("LabelA says something rather long that will not fit here", "LabelB answers at similar length, too long")
            : ("LabelA has a longer text", "LabelB has one as well")
        labelPairs(
            in: root, texts: long,
            cases: [
                (
                    "LabelA shrinks: A resistance 749 < B resistance 750",
                    { a, b in
                        a.setContentCompressionResistancePriority(.init(749), for: .horizontal)
                    }
                ),
                (
                    "LabelB shrinks: B resistance 749 < A resistance 750",
                    { a, b in
                        b.setContentCompressionResistancePriority(.init(749), for: .horizontal)
                    }
                ),
                (
                    "Both shrink: equal resistance, LabelA.width == LabelB.width",
                    { a, b in
                        a.widthAnchor.constraint(equalTo: b.widthAnchor).isActive = true
                    }
                ),
            ])
    }
}
