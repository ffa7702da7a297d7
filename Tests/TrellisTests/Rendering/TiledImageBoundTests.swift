import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// The default tiled drawing (every backend but Cairo, which paints one repeating pattern) draws tile by tile
/// up to ``maximumTileCount`` and stretches the part past that, so a sub-pixel middle costs one draw, not
/// 10¹² (issue 20: a 10⁻⁶-point middle ran past 60 s).
@Suite struct TiledImageBoundTests {
    let image = GraphicsImage.bitmap(RGBABitmap(width: 1, height: 1, fill: (255, 0, 0, 255)))
    let source = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// 35 × 20 in 10 × 10 tiles: ⌈3.5⌉ = 4 columns × 2 rows = 8 tiles, row by row from the origin (the last
    /// column clipped to the rectangle, not shortened).
    @Test func tilesAreDrawnOneByOne() {
        let context = RecordingContext()
        context.drawTiledImage(
            image, sourceRect: source, tileSize: CGSize(width: 10, height: 10),
            in: CGRect(x: 5, y: 5, width: 35, height: 20))
        let tiles = context.images.map(\.destination)
        #expect(tiles.count == 8)
        #expect(tiles.first == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(tiles[3] == CGRect(x: 35, y: 5, width: 10, height: 10))
        #expect(tiles.last == CGRect(x: 35, y: 15, width: 10, height: 10))
        #expect(context.images.allSatisfy { $0.source == source })
    }

    /// 64 × 64 one-point tiles are exactly the bound (4,096): drawn one by one. One column more (65 × 64 =
    /// 4,160) and the part is stretched over the rectangle: one draw.
    @Test func theTileCountIsBounded() {
        #expect(maximumTileCount == 4096)
        let atBound = RecordingContext()
        atBound.drawTiledImage(
            image, sourceRect: source, tileSize: CGSize(width: 1, height: 1),
            in: CGRect(x: 0, y: 0, width: 64, height: 64))
        #expect(atBound.images.count == 4096)
        let over = RecordingContext()
        over.drawTiledImage(
            image, sourceRect: source, tileSize: CGSize(width: 1, height: 1),
            in: CGRect(x: 0, y: 0, width: 65, height: 64))
        #expect(over.images.count == 1)
        #expect(over.images.first?.destination == CGRect(x: 0, y: 0, width: 65, height: 64))
    }

    /// The case: 10⁻⁶-point tiles over 400 × 400 (1.6 × 10¹⁷ tiles) are one stretched draw; a tile
    /// size of zero, NaN or a negative one draws nothing (instead of looping or trapping).
    @Test func subPixelAndDegenerateTiles() {
        let tiny = RecordingContext()
        tiny.drawTiledImage(
            image, sourceRect: source, tileSize: CGSize(width: 1e-6, height: 1e-6),
            in: CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(tiny.images.count == 1)
        for size in [CGSize(width: 0, height: 1), CGSize(width: CGFloat.nan, height: 1), CGSize(width: 1, height: -2)] {
            let degenerate = RecordingContext()
            degenerate.drawTiledImage(
                image, sourceRect: source, tileSize: size,
                in: CGRect(x: 0, y: 0, width: 400, height: 400))
            #expect(degenerate.images.isEmpty)
        }
    }
}
