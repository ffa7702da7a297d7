import Foundation

/// Image content a backend can draw: encoded PNG or JPEG data (decoded by the backend) or decoded pixels.
public enum GraphicsImage: Equatable, Sendable {
    /// A PNG file's bytes.
    case png(Data)
    /// A JPEG file's bytes.
    case jpeg(Data)
    /// Decoded pixels.
    case bitmap(RGBABitmap)

    /// The image's size in pixels (for encoded data, read from its header; nil when the header is not valid).
    public var pixelSize: (width: Int, height: Int)? {
        switch self {
        case .bitmap(let bitmap): return (bitmap.width, bitmap.height)
        case .jpeg(let data): return UIImage.jpegPixelSize(data).map { (Int($0.width), Int($0.height)) }
        case .png(let data):
            let bytes = [UInt8](data.prefix(24))
            guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
            func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
            return (be32(16), be32(20))
        }
    }
}
