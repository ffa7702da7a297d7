import Foundation
import Testing
import Trellis

@testable import TrellisText

/// Shaping and fallback against independent references: every run of a laid-out line has the glyph ids,
/// advances and offsets `hb-shape` prints for the run's text in the run's font file (face index, direction and
/// script as the engine shaped it), and every fallback face is the one `fc-match` picks for the character.
///
/// Laid out at 16 points: a glyph's advance in points is its font-unit advance × 16 / units-per-em, computed
/// here the same way from hb-shape's units (so equality is exact).
@Suite(.fullTextEngine, .enabled(if: ReferenceTools.available)) struct ShapingReferenceTests {
    static let samples: [(name: String, text: String)] = [
        ("Latin ligatures and kerning", "office ﬂuff AVATAR To Wo"),
        ("Arabic joining", "مرحبا بالعالم"),
        ("Devanagari reordering", "नमस्ते दुनिया हिन्दी"),
        ("Chinese and Japanese", "中文排版日本語かなカタカナ"),
        ("Hebrew and digits", "שלום עולם 2024"),
        ("Emoji sequences", "👩‍👩‍👧🇫🇷👍🏽1️⃣❤️😀"),
    ]

    @Test(arguments: samples.map(\.text))
    func runsEqualHbShape(_ text: String) throws {
        let size: CGFloat = 16
        let layout = TextLayout(text: text, font: UIFont.systemFont(ofSize: size))
        let index = ScalarIndex(text)
        #expect(layout.lines.count == 1)
        var runs = 0
        for run in layout.lines[0].runs where !run.glyphs.isEmpty {
            let range = index.range(run.range)
            let script = ReferenceTools.scriptTag(index.scalars, range)
            let reference = try #require(
                ReferenceTools.hbShape(
                    index.string(range), file: run.face.fileName, index: run.face.faceIndex,
                    rightToLeft: run.isRightToLeft,
                    script: script))
            let scale = Double(size) / Double(run.face.unitsPerEm)
            #expect(run.glyphs == reference.map(\.g), "\(run.face.fontName) \(index.string(range))")
            #expect(run.advances == reference.map { CGFloat(Double($0.ax) * scale) })
            // Pen positions: the sum of the advances before each glyph plus its offset (y up in hb-shape).
            var pen: Int32 = 0
            for (k, glyph) in reference.enumerated() {
                let x = run.minX + CGFloat(Double(pen + glyph.dx) * scale)
                #expect(abs(run.positions[k].x - x) < 1e-9)
                #expect(run.positions[k].y == CGFloat(-Double(glyph.dy) * scale))
                pen += glyph.ax
            }
            runs += 1
        }
        #expect(runs >= 1)
    }

    /// The ligatures and kerning are really there (so the comparison above is not of plain glyphs): "ffi" is
    /// one glyph, and A·V is closer than their advances.
    @Test func ligaturesAndKerningHappen() {
        let layout = TextLayout(text: "office AV", font: UIFont.systemFont(ofSize: 16))
        let run = layout.lines[0].runs[0]
        #expect(run.glyphs.count == 7)  // o, ffi, c, e, space, A, V
        // DejaVu Sans: A advances 1401 units alone, 1270 before V (kerning −131); V 1401.
        #expect(run.advances[5] == CGFloat(1270.0 * 16 / 2048))
    }

    /// The face each cluster falls back to is `fc-match`'s for the system font's family with that character;
    /// emoji clusters take fontconfig's color "emoji" family.
    @Test(arguments: [
        ("中", "DejaVu Sans:charset=4e2d"), ("か", "DejaVu Sans:charset=304b"), ("न", "DejaVu Sans:charset=928"),
        ("😀", "emoji:charset=1f600:color=True"), ("🇫🇷", "emoji:charset=1f1eb 1f1f7:color=True"),
        ("A", "DejaVu Sans:charset=41"), ("ש", "DejaVu Sans:charset=5e9"),
    ])
    func fallbackEqualsFcMatch(_ character: String, _ pattern: String) throws {
        let layout = TextLayout(text: character, font: UIFont.systemFont(ofSize: 16))
        let run = try #require(layout.lines[0].runs.first)
        #expect("\(run.face.fileName):\(run.face.faceIndex)" == ReferenceTools.fcMatch(pattern))
    }

    /// A bold font's fallback keeps the weight in the pattern, as fc-match does.
    @Test func boldFallbackEqualsFcMatch() throws {
        let layout = TextLayout(text: "中", font: UIFont.boldSystemFont(ofSize: 16))
        let run = try #require(layout.lines[0].runs.first)
        #expect(
            "\(run.face.fileName):\(run.face.faceIndex)"
                == ReferenceTools.fcMatch("DejaVu Sans:weight=200:charset=4e2d"))
    }
}
