import Foundation

extension UIImage {
    /// The pixel size in a PNG's header (the IHDR chunk right after the signature), or nil if not a PNG.
    static func pngPixelSize(_ data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func u32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let width = u32(16), height = u32(20)
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }

    /// The pixel size in a JPEG's start-of-frame segment, or nil if the data is not a JPEG with one.
    ///
    /// A JPEG is `FF D8` then segments `FF marker length(2) payload`; the frame header (SOF0–SOF15 except
    /// DHT `C4`, JPG `C8` and DAC `CC`) holds precision (1 byte), height and width (2 bytes each, big-endian).
    static func jpegPixelSize(_ data: Data) -> CGSize? {
        let bytes = [UInt8](data)
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var i = 2
        while i + 3 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF {
                i += 1
                continue
            }  // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                i += 2
                continue
            }  // no length
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard i + 8 < bytes.count else { return nil }
                let height = Int(bytes[i + 5]) << 8 | Int(bytes[i + 6])
                let width = Int(bytes[i + 7]) << 8 | Int(bytes[i + 8])
                return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
            }
            if marker == 0xDA || marker == 0xD9 { return nil }  // image data or end before a frame header
            i += 2 + length
        }
        return nil
    }
}
