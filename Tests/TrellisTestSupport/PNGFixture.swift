import Foundation
import Trellis

/// Builds PNG files for tests (through the library's encoder).
public enum PNGFixture {
    /// A `width` × `height` PNG whose pixel (x, y) is `pixel(x, y)` as RGBA bytes.
    public static func make(width: Int, height: Int, pixel: (Int, Int) -> [UInt8] = { _, _ in [255, 0, 0, 255] })
        -> Data
    {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width { pixels += pixel(x, y) }
        }
        return PNGEncoder.encode(RGBABitmap(width: width, height: height, pixels: pixels))
    }
}

extension PNGFixture {
    /// A chunk: big-endian length, type, data, and the CRC-32 of type and data (computed bit by bit here,
    /// independently of the library's table) unless `crc` is given. `length` overrides the length field (a
    /// chunk that claims more bytes than it has).
    public static func chunk(_ type: String, _ data: [UInt8] = [], length: UInt32? = nil, crc: UInt32? = nil) -> [UInt8]
    {
        let typed = Array(type.utf8) + data
        var c: UInt32 = 0xFFFF_FFFF
        for byte in typed {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return bigEndian(length ?? UInt32(data.count)) + typed + bigEndian(crc ?? ~c)
    }

    /// The PNG signature.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// An IHDR chunk (8-bit RGBA unless told otherwise).
    public static func header(width: UInt32, height: UInt32, depth: UInt8 = 8, colorType: UInt8 = 6) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [depth, colorType, 0, 0, 0])
    }

    /// A valid PNG (`make`) with `chunks` inserted right after its IHDR chunk (signature 8 + IHDR 25 bytes).
    public static func inserting(_ chunks: [UInt8], into png: Data) -> Data {
        let bytes = [UInt8](png)
        return Data(bytes[0..<33] + chunks + bytes[33...])
    }

    public static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
}
