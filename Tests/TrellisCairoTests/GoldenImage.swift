import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTestSupport

/// This target's golden images: `References/NAME.png`, decoded by Cairo (see `GoldenImageComparison`).
enum GoldenImage {
    static let comparison = GoldenImageComparison(
        directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References"),
        decode: { RGBABitmap(pngData: $0) })

    /// Expects `png` to decode to the reference's pixels, each premultiplied channel within `tolerance`.
    static func expectMatch(
        _ png: Data, named name: String, tolerance: Int = 3, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        comparison.expectMatch(png, named: name, tolerance: tolerance, sourceLocation: sourceLocation)
    }

    /// The largest difference between two pixels' premultiplied channels.
    static func difference(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ q: (r: UInt8, g: UInt8, b: UInt8, a: UInt8))
        -> Int
    {
        GoldenImageComparison.difference(p, q)
    }
}
