import Foundation
import Trellis

/// Builds PNG files for tests (through the library's encoder).
public enum PNGFixture {
    /// A `width` × `height` PNG whose pixel (x, y) is `pixel(x, y)` as RGBA bytes.
    public static func make(width: Int, height: Int, pixel: (Int, Int) -> [UInt8] = { _, _ in [255, 0, 0, 255] }) -> Data {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width { pixels += pixel(x, y) }
        }
        return PNGEncoder.encode(RGBABitmap(width: width, height: height, pixels: pixels))
    }
}
