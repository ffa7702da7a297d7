import Foundation
import Trellis

extension Scene {
    /// One label per script, an attributed paragraph and a right-to-left form (issue 12).
    static let scripts = Scene(
        name: "scripts", title: "Text in every script",
        caption: "Shaped by HarfBuzz with fontconfig's fallback fonts and FriBidi's bidi levels: a Latin ligature "
            + "and kerning, Greek, Cyrillic, Arabic joining, Hebrew with digits, Devanagari reordering, Chinese, "
            + "Japanese, color emoji sequences and mixed-direction text; an attributed paragraph; and a form in "
            + "right-to-left layout, the mirror image of its left-to-right self."
    ) { root, _ in
        let samples: [(String, String)] = [
            ("Latin", "Office ﬁnances: AVATAR “To” — kerned & ligated"),
            ("Greek", "Καλημέρα κόσμε"),
            ("Cyrillic", "Привет, мир"),
            ("Arabic", "مرحبا بالعالم ١٢٣"),
            ("Hebrew", "שלום עולם 2024!"),
            ("Devanagari", "नमस्ते दुनिया, हिन्दी"),
            ("Chinese", "你好，世界。排版测试"),
            ("Japanese", "こんにちは、世界！カタカナ"),
            ("Emoji", "👩‍👩‍👧 🇫🇷 👍🏽 1️⃣ ❤️ 😀"),
            ("Mixed", "Total: 42 ש״ח (מחיר) and مرحبا 7"),
        ]
        let list = UIStackView()
        list.axis = .vertical
        list.spacing = 4
        for (name, text) in samples {
            let row = UIStackView()
            row.axis = .horizontal
            row.spacing = 8
            row.alignment = .firstBaseline
            let title = SceneKit.label(name, size: 12, bold: true, color: SceneKit.secondaryInk, id: "script-\(name)")
            title.widthAnchor.constraint(equalToConstant: 78).isActive = true
            let sample = SceneKit.label(text, size: 17, lines: 0, id: "sample-\(name)", background: SceneKit.gray)
            row.addArrangedSubview(title)
            row.addArrangedSubview(sample)
            list.addArrangedSubview(row)
        }
        let paragraph = SceneKit.label("", lines: 0, id: "attributed")
        paragraph.attributedText = attributedSample
        let form = rightToLeftForm()
        SceneKit.column(
            in: root, headings: ["One label per script", "An attributed paragraph", "A right-to-left form"],
            content: [list, paragraph, form], spacing: 14)
    }

    /// Fonts, colors, kerning, underline, strikethrough, background, baseline offset, a link and a paragraph
    /// style in one string.
    static var attributedSample: NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 3
        style.alignment = .justified
        style.firstLineHeadIndent = 12
        let text = NSMutableAttributedString(
            string: "Attributed text ", attributes: [.font: UIFont.boldSystemFont(ofSize: 16), .paragraphStyle: style])
        let parts: [(String, [NSAttributedString.Key: Any])] = [
            ("mixes fonts, ", [.font: UIFont.italicSystemFont(ofSize: 15)]),
            ("colors", [.foregroundColor: UIColor(red: 0.8, green: 0.1, blue: 0.2, alpha: 1)]),
            (", ", [:]),
            ("backgrounds", [.backgroundColor: SceneKit.orange]),
            (", ", [:]),
            ("w i d e", [.kern: 2.0]),
            (" spacing, ", [:]),
            ("underlines", [.underlineStyle: NSUnderlineStyle.single.rawValue]),
            (", ", [:]),
            ("strikethroughs", [.strikethroughStyle: NSUnderlineStyle.single.rawValue]),
            (", raised", [:]),
            ("²", [.baselineOffset: 4.0]),
            (" text, a ", [:]),
            ("link", [.link: URL(string: "https://example.com")!]),
            (" and مرحبا inside — justified, the first line indented.", [:]),
        ]
        for (string, attributes) in parts {
            var merged: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15), .paragraphStyle: style]
            merged.merge(attributes) { $1 }
            text.append(NSAttributedString(string: string, attributes: merged))
        }
        return text
    }

    /// A small form laid out with leading and trailing anchors, forced right to left: titles on the right,
    /// fields to their left, text aligned naturally (right).
    static func rightToLeftForm() -> UIView {
        let form = SceneKit.box(SceneKit.gray, id: "rtl-form", cornerRadius: 6)
        form.semanticContentAttribute = .forceRightToLeft
        var previous: NSLayoutYAxisAnchor = form.topAnchor
        for (i, (title, value)) in [("الاسم", "Ada"), ("البريد", "ada@example.com"), ("שם", "עדה")].enumerated() {
            let label = SceneKit.label(title, size: 15, bold: true, id: "rtl-title-\(i)")
            let field = SceneKit.box(.white, id: "rtl-field-\(i)", cornerRadius: 4)
            let content = SceneKit.label(value, size: 15, id: "rtl-value-\(i)")
            field.addSubview(content)
            form.addSubview(label)
            form.addSubview(field)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: form.leadingAnchor, constant: 10),
                label.widthAnchor.constraint(equalToConstant: 60),
                label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: form.trailingAnchor, constant: -10),
                field.topAnchor.constraint(equalTo: previous, constant: 8),
                content.leadingAnchor.constraint(equalTo: field.leadingAnchor, constant: 6),
                content.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: -6),
                content.topAnchor.constraint(equalTo: field.topAnchor, constant: 4),
                content.bottomAnchor.constraint(equalTo: field.bottomAnchor, constant: -4),
            ])
            previous = field.bottomAnchor
        }
        form.bottomAnchor.constraint(equalTo: previous, constant: 8).isActive = true
        return form
    }
}
