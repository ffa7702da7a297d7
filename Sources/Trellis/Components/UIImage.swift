import Foundation

/// An image: PNG data with its size, or a solid color (UIKit's `UIImage`).
///
/// Trellis reads a PNG's size from its header and keeps the bytes for the rendering backends to decode; the
/// size in points is the pixel size divided by ``scale`` (2 for a `name@2x.png` file, as in UIKit).
public final class UIImage: NSObject, @unchecked Sendable {
    /// What the image is made of.
    public enum Content: Sendable, Equatable {
        /// PNG bytes, decoded when drawn.
        case png(Data)
        /// One color everywhere.
        case color(UIColor)
    }

    /// The image's content.
    public let content: Content
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The nine-patch insets (points) that stay unscaled when the image is drawn resized (zero: none).
    public private(set) var capInsets = UIEdgeInsets.zero
    /// How the middle of a resizable image fills its space.
    public private(set) var resizingMode = ResizingMode.stretch

    /// How a resizable image's middle part fills the space between its caps.
    public enum ResizingMode: Int, Sendable {
        /// Repeated.
        case tile = 0
        /// Stretched.
        case stretch = 1
    }

    private init(content: Content, size: CGSize, scale: CGFloat) {
        self.content = content
        self.size = size
        self.scale = scale
    }

    /// An image from PNG bytes at `scale` pixels per point; nil if the bytes are not a PNG.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = Self.pngPixelSize(data), scale > 0 else { return nil }
        self.init(
            content: .png(data), size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
    }

    /// An image from a PNG file; a name ending in `@2x` or `@3x` sets the scale. Nil if the file cannot be read
    /// or is not a PNG.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = (path as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The image called `name` in the resource search path (``resourceSearchPaths``): `name`, `name.png`,
    /// `name@2x.png` or `name@3x.png`, in the first directory that has one. Nil if none does.
    public convenience init?(named name: String) {
        for directory in Self.resourceSearchPaths {
            for candidate in [name, name + ".png", name + "@2x.png", name + "@3x.png"] {
                let path = (directory as NSString).appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: path) {
                    self.init(contentsOfFile: path)
                    return
                }
            }
        }
        return nil
    }

    /// A solid-color image of `size` points (Trellis's convenience; UIKit draws one with a renderer).
    public convenience init(color: UIColor, size: CGSize = CGSize(width: 1, height: 1)) {
        self.init(content: .color(color), size: size, scale: 1)
    }

    /// Where ``init(named:)`` looks, in order (default: the current directory). Set it at launch.
    public nonisolated(unsafe) static var resourceSearchPaths: [String] = ["."]

    /// The same image, drawn as a nine-patch: the caps keep their size, the middle stretches or tiles.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode = .tile) -> UIImage {
        let copy = UIImage(content: content, size: size, scale: scale)
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// The PNG bytes of an image made from PNG data (nil for a solid color).
    public func pngData() -> Data? {
        if case let .png(data) = content { return data }
        return nil
    }

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

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return content == other.content && size == other.size && scale == other.scale && capInsets == other.capInsets
            && resizingMode == other.resizingMode
    }

    public override var hash: Int { Int(size.width) &* 31 &+ Int(size.height) }

    public override var description: String { "<UIImage: \(size.width)×\(size.height) @\(scale)x>" }
}
