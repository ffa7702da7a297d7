import Foundation
import Testing
import Trellis
import TrellisTestSupport

@testable import TrellisCairo

/// PNG files are validated before Cairo decodes them, decoded once however often they are drawn, and a tiled
/// resizable image costs one decode and one paint whatever the number of tiles (issue 20).
@Suite struct CairoDecodeTests {
    /// A 3 × 3 PNG: a red frame around one green pixel, with a per-test blue value so that no other test
    /// shares its cache entry.
    func framedPixel(blue: UInt8) -> Data {
        PNGFixture.make(width: 3, height: 3) { x, y in x == 1 && y == 1 ? [0, 255, blue, 255] : [255, 0, 0, 255] }
    }

    @Test func bombsAreRefusedBeforeDecoding() {
        let valid = PNGFixture.make(width: 2, height: 1)
        let bomb = PNGFixture.inserting(
            PNGFixture.chunk("zTXt", Array("k\0\0x".utf8), length: 2_000_000_000), into: valid)
        #expect(RGBABitmap(pngData: bomb) == nil)
        #expect(CairoImage.surface(png: bomb) == nil)
        let huge = Data(
            PNGFixture.signature + PNGFixture.header(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF)
                + [UInt8](valid)[33...])
        #expect(RGBABitmap(pngData: huge) == nil)
        // The valid file still decodes, and a text chunk (left out before decoding) changes nothing.
        let commented = PNGFixture.inserting(PNGFixture.chunk("tEXt", Array("Comment\0hi".utf8)), into: valid)
        #expect(RGBABitmap(pngData: commented) == RGBABitmap(pngData: valid))
        #expect(RGBABitmap(pngData: valid).map { ($0.width, $0.height) }! == (2, 1))
    }

    /// 400 × 400 points of an image whose middle is one pixel: 398 × 398 = 158,404 tiles, once a decode each.
    /// Now one decode, one repeating pattern: every middle pixel green, the 1-point frame red.
    @Test func tiledOnePixelMiddleDecodesOnce() throws {
        let png = framedPixel(blue: 17)
        let image = try #require(UIImage(data: png))
            .resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .tile)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let pixels = try ViewRenderer(view: view).bitmap()
        let key = try #require(DecodedImageCache.key(for: .png(png)))
        let serial = try #require(DecodedImageCache.shared.decodeSerial(of: key))
        #expect(pixels[0, 0] == (255, 0, 0, 255) && pixels[399, 399] == (255, 0, 0, 255))
        #expect(pixels[0, 200] == (255, 0, 0, 255) && pixels[200, 0] == (255, 0, 0, 255))
        var greens = 0
        for y in 1..<399 {
            for x in 1..<399 where pixels[x, y] == (0, 255, 17, 255) { greens += 1 }
        }
        #expect(greens == 398 * 398)
        // Drawn again, in a new render: no new decode.
        _ = try ViewRenderer(view: view).bitmap()
        #expect(DecodedImageCache.shared.decodeSerial(of: key) == serial)
    }

    /// A middle of 10⁻⁶ points (caps of 1 and 2 − 10⁻⁶ on a 3-point image) used to run past 60 s (10¹² tiles
    /// in 400 × 400); now it is one paint. The left and top caps stay red.
    @Test func subPixelTiledMiddleIsBounded() throws {
        let image = try #require(UIImage(data: framedPixel(blue: 18))).resizableImage(
            withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 2 - 1e-6, right: 2 - 1e-6), resizingMode: .tile)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let pixels = try ViewRenderer(view: view).bitmap()
        #expect(pixels[0, 0] == (255, 0, 0, 255) && pixels[0, 200] == (255, 0, 0, 255))
    }
}
