import Foundation
import Testing

@testable import Trellis
@testable import TrellisCairo

/// Font faces loaded through FreeType: an independent check of the shipped DejaVu metrics, and fonts from any
/// file usable by name.
@Suite struct FreeTypeFontLoadingTests {
    static let directory = "/usr/share/fonts/truetype/dejavu/"
    static let haveFonts = FileManager.default.fileExists(atPath: directory + "DejaVuSans.ttf")

    /// FreeType's reading of DejaVuSans.ttf equals the shipped `FontFace.sans` (read by fontTools): metrics,
    /// every shipped character's glyph and advance, and the kerning among the first 256 characters.
    @Test(.enabled(if: haveFonts)) func loadedDejaVuSansEqualsTheShippedMetrics() throws {
        let shipped = FontFace.sans
        // From U+0020, so that the first 256 characters kerned are those of the shipped table too.
        let loaded = try FontFace.load(
            fontFile: Self.directory + "DejaVuSans.ttf", ranges: [0x20...0x10FFFF], register: false)
        #expect(loaded.fontName == shipped.fontName && loaded.familyName == shipped.familyName)
        #expect(!loaded.isBold && !loaded.isItalic && !loaded.isMonospaced)
        #expect(loaded.unitsPerEm == shipped.unitsPerEm)
        #expect(loaded.ascender == shipped.ascender && loaded.descender == shipped.descender)
        #expect(loaded.lineGap == shipped.lineGap)
        #expect(loaded.capHeight == shipped.capHeight && loaded.xHeight == shipped.xHeight)
        #expect(loaded.advance(ofGlyph: 0) == shipped.advance(ofGlyph: 0))
        var compared: [Unicode.Scalar] = []
        for value in UInt32(0x20)...0x27BF {
            guard let scalar = Unicode.Scalar(value), shipped.hasGlyph(for: scalar) else { continue }
            #expect(loaded.glyph(for: scalar) == shipped.glyph(for: scalar), "glyph of U+\(String(value, radix: 16))")
            #expect(
                loaded.advance(of: scalar) == shipped.advance(of: scalar), "advance of U+\(String(value, radix: 16))")
            compared.append(scalar)
        }
        #expect(compared.count > 1500)
        // The loader kerns the first 256 characters it maps (by code point): the shipped table's first 256.
        let kerned = compared.prefix(256)
        var nonzero = 0
        for left in kerned {
            for right in kerned {
                let l = shipped.glyph(for: left), r = shipped.glyph(for: right)
                #expect(loaded.kerning(l, r) == shipped.kerning(l, r), "kerning \(left)\(right)")
                if shipped.kerning(l, r) != 0 { nonzero += 1 }
            }
        }
        #expect(nonzero > 100)
    }

    /// A face loaded from another file registers by name and draws with its file.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: directory + "DejaVuSerif.ttf")))
    func anyFontFileBecomesAUIFont() throws {
        let face = try FontFace.load(fontFile: Self.directory + "DejaVuSerif.ttf", ranges: [0x20...0x7E])
        #expect(face.familyName == "DejaVu Serif" && face.fileName.hasSuffix("DejaVuSerif.ttf"))
        let font = try #require(UIFont(name: "DejaVuSerif", size: 20))
        #expect(font.face === face)
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        root.backgroundColor = .white
        let label = UILabel(frame: root.bounds)
        label.font = font
        label.text = "Serif"
        root.addSubview(label)
        #expect(label.intrinsicContentSize.width > 0)
        let bitmap = try ViewRenderer(view: root).bitmap()
        var inked = 0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap[x, y].r < 128 { inked += 1 } }
        #expect(inked > 30)
        #expect(throws: FontLoadingError.self) { try FontFace.load(fontFile: "/nonexistent/font.ttf") }
    }
}
