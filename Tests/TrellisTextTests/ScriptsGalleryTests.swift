import Foundation
import Testing
import Trellis

@testable import TrellisCairo
@testable import TrellisText
@testable import trellis_demo

/// Golden images of trellis-demo's "scripts" scene (one label per script, an attributed paragraph, a
/// right-to-left form) on the phone, at 1× and 2×. The references were looked at before they were committed;
/// `TRELLIS_UPDATE_GOLDENS=1` rewrites them.
@Suite(.fullTextEngine) struct ScriptsGalleryTests {
    @Test(arguments: [1, 2]) func scriptsSceneMatchesItsGoldenImage(scale: Int) throws {
        let root = Gallery.makeRoot(.phone)
        Scene.scripts.build(root, "")
        let png = try ViewRenderer(view: root).pngData(scale: CGFloat(scale))
        GoldenImage.expectMatch(png, named: "scripts-phone@\(scale)x")
    }

    /// Two layouts of the scene in one process are identical frame for frame and glyph for glyph (no hash
    /// order or cache state reaches the result).
    @Test func scriptsSceneIsReproducible() {
        func snapshot() -> [String] {
            let root = Gallery.makeRoot(.phone)
            Scene.scripts.build(root, "")
            root.layoutIfNeeded()
            var lines: [String] = []
            func visit(_ view: UIView) {
                lines.append("\(view.frame)")
                if let label = view as? UILabel {
                    for line in label.currentTextLayout.lines {
                        lines.append(line.runs.map { "\($0.face.fontName) \($0.glyphs) \($0.positions)" }.joined())
                    }
                }
                view.subviews.forEach(visit)
            }
            visit(root)
            return lines
        }
        #expect(snapshot() == snapshot())
    }
}
