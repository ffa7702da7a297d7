import Foundation
import Testing
import Trellis

@testable import TrellisCairo
@testable import TrellisText

/// Measurement equals drawing, for every script: the ink Cairo draws for a wrapped label lies inside the
/// line boxes its layout measured (x from the line's start to its width, y from its top to its bottom; half a
/// point of antialiasing allowed), and every line has ink.
@Suite(.fullTextEngine) struct InkTests {
    static let samples = [
        "Office ﬁnances: AVATAR To Wo, kerned and ligated",
        "Καλημέρα κόσμε, Привет мир",
        "مرحبا بالعالم، كيف حالك اليوم؟",
        "שלום עולם 2024! מה שלומך היום",
        "नमस्ते दुनिया, हिन्दी में लिखा पाठ",
        "你好，世界。排版测试，日本語のかなとカタカナ",
        "👩‍👩‍👧 🇫🇷 👍🏽 1️⃣ ❤️ 😀 🎉 👨🏿‍💻",
        "Total: 42 ש״ח (מחיר) and مرحبا 7",
    ]

    @Test(arguments: samples)
    func inkStaysInsideTheMeasuredLines(_ text: String) throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        root.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 5, width: 180, height: 150))
        label.text = text
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 17)
        label.textColor = .black
        root.addSubview(label)
        let bitmap = try ViewRenderer(view: root).bitmap(scale: 2)
        let layout = label.currentTextLayout
        #expect(layout.lines.count >= 2, "wraps")
        let top = 5 + (150 - layout.height) / 2
        var inked = Set<Int>()
        var outside: [CGPoint] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where GoldenImage.difference(bitmap[x, y], (255, 255, 255, 255)) > 40 {
                let point = CGPoint(x: (CGFloat(x) + 0.5) / 2, y: (CGFloat(y) + 0.5) / 2)
                let inside = layout.lines.indices.first { i in
                    let line = layout.lines[i]
                    return point.y >= top + line.top - 0.5 && point.y <= top + line.top + line.height + 0.5
                        && point.x >= 10 + line.x - 0.5 && point.x <= 10 + line.x + line.width + 0.5
                }
                if let inside { inked.insert(inside) } else { outside.append(point) }
            }
        }
        #expect(outside.isEmpty, "\(outside.count) inked pixels outside the lines, first \(outside.prefix(3))")
        #expect(inked.count == layout.lines.count)
    }

    /// Color emoji draw in color (whatever the text color): the emoji's pixels are not all gray.
    @Test func emojiDrawInColor() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        root.backgroundColor = .white
        let label = UILabel(frame: root.bounds)
        label.text = "😀"
        label.font = UIFont.systemFont(ofSize: 20)
        label.textColor = .black
        root.addSubview(label)
        let bitmap = try ViewRenderer(view: root).bitmap()
        var colored = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap[x, y]
                if max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 80 { colored += 1 }
            }
        }
        #expect(colored > 50)  // the yellow face
    }
}
