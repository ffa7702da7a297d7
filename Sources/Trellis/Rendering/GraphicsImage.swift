import Foundation

/// Image content a backend can draw: encoded PNG or JPEG data (decoded by the backend) or decoded pixels.
public enum GraphicsImage: Equatable, Sendable {
    /// A PNG file's bytes.
    case png(Data)
    /// A JPEG file's bytes.
    case jpeg(Data)
    /// Decoded pixels.
    case bitmap(RGBABitmap)

    /// The image's size in pixels (for encoded data, read from its header; nil when the file is not valid).
    public var pixelSize: (width: Int, height: Int)? {
        switch self {
        case .bitmap(let bitmap): return (bitmap.width, bitmap.height)
        case .jpeg(let data): return UIImage.jpegPixelSize(data).map { (Int($0.width), Int($0.height)) }
        case .png(let data):
            // Only a file whose structure holds (``PNGStructure``) has a size: a decoder would refuse the rest.
            return (try? PNGStructure(validating: data)).map { ($0.width, $0.height) }
        }
    }
}
