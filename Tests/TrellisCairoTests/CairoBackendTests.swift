import Foundation
import Testing
import Trellis

@testable import TrellisCairo

/// The Cairo backend's text and image drawing, called directly.
@Suite struct CairoBackendTests {
    let font = "DejaVuSans.ttf"

    /// The bounding box of the pixels darker than mid-gray, or nil.
    func ink(_ bitmap: RGBABitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].a > 0 && bitmap[x, y].r < 128 {
                box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    func run(_ text: String, x: CGFloat, baseline: CGFloat, size: CGFloat, advance: CGFloat) -> GlyphRun {
        let glyphs = text.unicodeScalars.enumerated().map { i, scalar in
            GlyphRun.Glyph(
                id: FontFaceCache.shared.glyphID(of: scalar, inFontFile: font)!, x: x + CGFloat(i) * advance,
                y: baseline)
        }
        return GlyphRun(
            fontFile: font, fontFamily: "DejaVu Sans", pointSize: size, color: CGColor.black, glyphs: glyphs, text: text
        )
    }

    func drawn(_ run: GlyphRun, scale: CGFloat = 1) throws -> RGBABitmap {
        try UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30), scale: scale).bitmap { renderer in
            let context = renderer.cgContext
            context.setFillColor(CGColor.white)
            context.fill(CGRect(x: 0, y: 0, width: 60, height: 30))
            context.showGlyphs(run)
        }
    }

    /// Glyph ids come from the font's cmap; glyphs sit on their baseline positions, in the font's size.
    @Test func glyphsLandOnTheirBaselines() throws {
        #expect(FontFileLocator.path(forFontFile: font) == "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let h = FontFaceCache.shared.glyphID(of: "H", inFontFile: font)
        #expect(h == 43)  // DejaVu Sans: glyph 43 is "H"
        let bitmap = try drawn(run("HH", x: 10, baseline: 20, size: 20, advance: 20))
        let box = try #require(ink(bitmap))
        // DejaVu Sans "H": cap height 0.729 em, left bearing 0.098 em, stem to 0.654 em (at 20 pt: 14.6, 2, 13).
        #expect(box.maxY == 19)  // ink stops at the baseline
        #expect(abs(box.minY - 5) <= 1)  // 20 − 14.6
        #expect(abs(box.minX - 12) <= 1)  // 10 + 2
        #expect(abs(box.maxX - 42) <= 1)  // 30 + 13
        let doubled = try #require(ink(try drawn(run("HH", x: 10, baseline: 20, size: 20, advance: 20), scale: 2)))
        #expect(doubled.maxY == 39 && abs(doubled.minX - 24) <= 1)
    }

    /// A run in a missing font draws nothing (and does not fail).
    @Test func missingFontDrawsNothing() throws {
        let missing = GlyphRun(
            fontFile: "NoSuchFont.ttf", fontFamily: "None", pointSize: 12, color: CGColor.black,
            glyphs: [GlyphRun.Glyph(id: 43, x: 10, y: 20)])
        #expect(ink(try drawn(missing)) == nil)
    }

    /// Images fill their rectangle: bitmaps and PNG data decoded by Cairo.
    @Test func images() throws {
        let bitmap = RGBABitmap(
            width: 2, height: 2,
            pixels: [
                255, 0, 0, 255, 0, 255, 0, 255,
                0, 0, 255, 255, 0, 0, 0, 0,
            ])
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30))
        let drawnBitmap = try renderer.bitmap {
            $0.cgContext.draw(.bitmap(bitmap), in: CGRect(x: 5, y: 5, width: 20, height: 20))
        }
        #expect(drawnBitmap[6, 6] == (255, 0, 0, 255))
        #expect(drawnBitmap[23, 6] == (0, 255, 0, 255))
        #expect(drawnBitmap[6, 23] == (0, 0, 255, 255))
        #expect(drawnBitmap[23, 23].a == 0)
        #expect(drawnBitmap[2, 2].a == 0)  // outside the rectangle
        let png = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).pngData { context in
            context.cgContext.draw(.bitmap(bitmap), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(RGBABitmap(pngData: png) == bitmap)
        let fromPNG = try renderer.bitmap {
            $0.cgContext.draw(.png(png), in: CGRect(x: 5, y: 5, width: 20, height: 20))
        }
        #expect(fromPNG == drawnBitmap)
        #expect(RGBABitmap(pngData: Data([1, 2, 3])) == nil)
    }

    /// Custom drawing through the current context, and paths with curves.
    @Test func currentContextDrawing() throws {
        let bitmap = try UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), scale: 2).bitmap { _ in
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
        }
        #expect(bitmap.width == 40)
        #expect(bitmap[20, 20] == (255, 0, 0, 255))
        #expect(bitmap[1, 1].a == 0)  // outside the circle
    }

    /// Transforms reach Cairo (a rotated rectangle), and even-odd paths leave holes.
    @Test func transformsAndFillRules() throws {
        let bitmap = try UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).bitmap { renderer in
            let context = renderer.cgContext
            context.setFillColor(UIColor.blue.cgColor)
            context.saveGState()
            context.translateBy(x: 15, y: 0)
            context.rotate(by: .pi / 2)  // x now points down, y to the left
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))  // covers x 10…15, y 0…10
            context.restoreGState()
            let ring = UIBezierPath(rect: CGRect(x: 0, y: 15, width: 15, height: 15))
            ring.append(UIBezierPath(rect: CGRect(x: 5, y: 20, width: 5, height: 5)))
            ring.usesEvenOddFillRule = true
            UIColor.red.setFill()
            ring.fill()
        }
        #expect(bitmap[12, 5] == (0, 0, 255, 255))
        #expect(bitmap[17, 5].a == 0 && bitmap[12, 12].a == 0)
        #expect(bitmap[2, 17] == (255, 0, 0, 255))
        #expect(bitmap[7, 22].a == 0)  // the hole
    }
}
