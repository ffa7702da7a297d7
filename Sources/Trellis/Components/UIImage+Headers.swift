import Foundation

extension UIImage {
    /// The pixel size in a PNG's header, or nil if the data is not a PNG whose structure holds (every chunk
    /// inside the file, sizes within limits: ``PNGStructure``).
    static func pngPixelSize(_ data: Data) -> CGSize? {
        guard let png = try? PNGStructure(validating: data) else { return nil }
        return CGSize(width: png.width, height: png.height)
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
