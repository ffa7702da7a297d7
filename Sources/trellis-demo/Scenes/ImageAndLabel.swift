import Foundation
import Trellis

extension Scene {
    /// Seed 004's image with a label to its right: the image keeps its natural size (required hugging) and the
    /// label stretches to the full width, whatever the length of its text.
    static let imageAndLabel = Scene(
        name: "image-and-label", title: "Image + stretching label (seed 004)",
        caption: "image.left == row.left, label.left == image.right + 12, label.right == row.right. With the "
            + "image's horizontal hugging at required, the label (not the image) takes the extra width; the last "
            + "row shows the image stretched when its hugging is left at 250, below the label's 251."
    ) { root, _ in
        let texts = [
            "Short", "A label with a somewhat longer text",
            "Multiline text wraps at the width the label is given, "
                + "and the row grows to its height while the image keeps its size.",
        ]
        let rows = (0..<4).map { _ in SceneKit.box(SceneKit.gray, cornerRadius: 6) }
        SceneKit.column(
            in: root,
            headings: [
                "Required image hugging, short text", "Required image hugging, longer text",
                "Required image hugging, multiline label", "Image hugging 250 (the image stretches instead)",
            ], content: rows)
        for (i, row) in rows.enumerated() {
            let imageView = UIImageView(image: DemoArt.avatars[i % 3])
            imageView.accessibilityIdentifier = "image"
            imageView.translatesAutoresizingMaskIntoConstraints = false
            imageView.setContentHuggingPriority(i < 3 ? .required : .init(250), for: .horizontal)
            let label = SceneKit.label(texts[min(i, 2)], lines: i == 2 ? 0 : 1, id: "label", background: SceneKit.blue)
            if i == 3 { label.text = texts[0] }
            row.addSubview(imageView)
            row.addSubview(label)
            NSLayoutConstraint.activate([
                imageView.leftAnchor.constraint(equalTo: row.leftAnchor, constant: 8),
                label.leftAnchor.constraint(equalTo: imageView.rightAnchor, constant: 12),
                label.rightAnchor.constraint(equalTo: row.rightAnchor, constant: -8),
                imageView.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
                row.bottomAnchor.constraint(greaterThanOrEqualTo: imageView.bottomAnchor, constant: 8),
                label.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
                row.bottomAnchor.constraint(greaterThanOrEqualTo: label.bottomAnchor, constant: 8),
            ])
            let tight = row.heightAnchor.constraint(equalToConstant: 0)
            tight.priority = .init(249)
            tight.isActive = true
        }
    }
}
