import Foundation

/// Builds valid PNG files for tests: RGBA8 pixels, zlib "stored" (uncompressed) blocks, real CRCs.
enum PNGFixture {
    /// A `width` × `height` PNG whose pixel (x, y) is `pixel(x, y)` as RGBA bytes.
    static func make(width: Int, height: Int, pixel: (Int, Int) -> [UInt8] = { _, _ in [255, 0, 0, 255] }) -> Data {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width { raw += pixel(x, y) }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return Data(png)
    }

    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(data.count) + body + be32(Int(crc32(body)))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65535, data.count - i)
            let last: UInt8 = i + n >= data.count ? 1 : 0
            out += [last, UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8(~n >> 8 & 255)]
            out += data[i..<(i + n)]
            i += n
        } while i < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + be32(Int(b << 16 | a))
    }
}
