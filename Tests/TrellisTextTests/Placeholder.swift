import Foundation
import Testing
import Trellis
import TrellisCairo
@testable import TrellisText

@Test func scratch() throws {
    #expect(TextEngines.processDefault.name == "harfbuzz")
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 420, height: 400))
    root.backgroundColor = .white
    let texts = ["office ﬁ AV To", "中文 日本語 かな", "مرحبا بالعالم 123", "שלום עולם 456!", "नमस्ते दुनिया", "👩‍👩‍👧 🇫🇷 👍🏽 1️⃣ ❤️ 😀", "Hello مرحبا world"]
    for (i, t) in texts.enumerated() {
        let label = UILabel(frame: CGRect(x: 10, y: 10 + CGFloat(i) * 50, width: 400, height: 44))
        label.font = .systemFont(ofSize: 24)
        label.text = t
        label.backgroundColor = UIColor(white: 0.93, alpha: 1)
        root.addSubview(label)
        let layout = label.currentTextLayout
        print(t, layout.lines.map { $0.runs.map { "\($0.face.fontName):\($0.glyphs.count)" } }, layout.size)
    }
    try ViewRenderer(view: root).write(to: URL(fileURLWithPath: "/tmp/scratch.png"), scale: 1)
}
