import Foundation

/// An image: encoded PNG or JPEG data, a symbol, a drawing, or a solid color (UIKit's `UIImage`).
///
/// Trellis reads a PNG's or JPEG's size from its header and keeps the bytes for the rendering backends to
/// decode; the size in points is the pixel size divided by ``scale`` (2 for a `name@2x.png` file, as in UIKit).
/// Symbols (``init(systemName:)``) and drawings (``UIGraphicsImageRenderer``) are vectors, drawn sharp at any
/// scale.
public final class UIImage: NSObject, @unchecked Sendable {
    /// What the image is made of.
    public enum Content: Sendable, Equatable {
        /// PNG bytes, decoded when drawn.
        case png(Data)
        /// JPEG bytes, decoded when drawn (by the backend: Cairo through libjpeg-turbo; SVG embeds them).
        case jpeg(Data)
        /// One color everywhere.
        case color(UIColor)
        /// A system symbol, by its SF Symbols name, drawn with its configuration's weight.
        case symbol(String)
        /// A drawing recorded by a ``UIGraphicsImageRenderer``, replayed when drawn.
        case drawing(RecordedDrawing)
    }

    /// How an image's colors are used (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// Template for symbols, original for everything else.
        case automatic = 0
        /// The image's own colors.
        case alwaysOriginal = 1
        /// Only the image's alpha, painted in the tint color of the image view that shows it.
        case alwaysTemplate = 2
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
    /// How the image's colors are used (default automatic).
    public internal(set) var renderingMode = RenderingMode.automatic
    /// The color a tinted image (``withTintColor(_:)``) is painted in, whatever shows it.
    public internal(set) var tintColor: UIColor?
    /// A symbol's configuration (nil for other images).
    public internal(set) var symbolConfiguration: SymbolConfiguration?

    /// How a resizable image's middle part fills the space between its caps.
    public enum ResizingMode: Int, Sendable {
        /// Repeated.
        case tile = 0
        /// Stretched.
        case stretch = 1
    }

    init(content: Content, size: CGSize, scale: CGFloat) {
        self.content = content
        self.size = size
        self.scale = scale
    }

    /// Whether the image is a system symbol.
    public var isSymbolImage: Bool {
        if case .symbol = content { return true }
        return false
    }

    /// Whether it is drawn as a template (its alpha in a tint color): always-template images, and symbols in
    /// automatic mode, unless the image has its own ``tintColor``.
    var rendersAsTemplate: Bool {
        renderingMode == .alwaysTemplate || renderingMode == .automatic && isSymbolImage
    }

    /// An image from PNG or JPEG bytes at `scale` pixels per point; nil if the bytes are neither.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard scale > 0 else { return nil }
        let content: Content, pixels: CGSize
        if let size = Self.pngPixelSize(data) {
            (content, pixels) = (.png(data), size)
        } else if let size = Self.jpegPixelSize(data) {
            (content, pixels) = (.jpeg(data), size)
        } else {
            return nil
        }
        self.init(
            content: content, size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
    }

    /// An image from a PNG or JPEG file; a name ending in `@2x` or `@3x` sets the scale. Nil if the file cannot
    /// be read or is neither.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = (path as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The image called `name` in the resource search path (``resourceSearchPaths``), then in the main
    /// bundle (see ``init(named:in:compatibleWith:)``). Nil if none has it.
    public convenience init?(named name: String) {
        for directory in Self.resourceSearchPaths {
            if let path = Self.imageFile(named: name, in: directory) {
                self.init(contentsOfFile: path)
                return
            }
        }
        self.init(named: name, in: .main, compatibleWith: nil)
    }

    /// The files ``init(named:)`` tries in a directory, in order.
    static func imageFile(named name: String, in directory: String) -> String? {
        var candidates = [name]
        for ext in ["png", "jpg", "jpeg"] {
            candidates.append(name + "." + ext)
            candidates.append(name + "@2x." + ext)
            candidates.append(name + "@3x." + ext)
        }
        for candidate in candidates {
            let path = (directory as NSString).appendingPathComponent(candidate)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return path
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
        copy {
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
        }
    }

    /// The same image drawn in the given mode (UIKit's `withRenderingMode(_:)`).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy { $0.renderingMode = renderingMode }
    }

    /// The same image painted in `color` wherever it is shown (UIKit's `withTintColor(_:)`): its alpha in the
    /// color, as an original image (image views do not tint it again).
    public func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: .alwaysOriginal) }

    /// The same image painted in `color`, with a rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy {
            $0.tintColor = color
            $0.renderingMode = renderingMode
        }
    }

    /// A copy with the same content and attributes, changed by `change`.
    func copy(size: CGSize? = nil, content: Content? = nil, _ change: (UIImage) -> Void) -> UIImage {
        let copy = UIImage(content: content ?? self.content, size: size ?? self.size, scale: scale)
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        copy.renderingMode = renderingMode
        copy.tintColor = tintColor
        copy.symbolConfiguration = symbolConfiguration
        change(copy)
        return copy
    }

    /// The PNG bytes of an image made from PNG data (nil for other images; Trellis does not encode).
    public func pngData() -> Data? {
        if case let .png(data) = content { return data }
        return nil
    }

    /// The JPEG bytes of an image made from JPEG data (nil for other images; Trellis does not encode).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        if case let .jpeg(data) = content { return data }
        return nil
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return content == other.content && size == other.size && scale == other.scale && capInsets == other.capInsets
            && resizingMode == other.resizingMode && renderingMode == other.renderingMode
            && tintColor == other.tintColor && symbolConfiguration == other.symbolConfiguration
    }

    public override var hash: Int { Int(size.width) &* 31 &+ Int(size.height) }

    public override var description: String {
        if case .symbol(let name) = content { return "<UIImage: symbol(\(name)) \(size.width)×\(size.height)>" }
        return "<UIImage: \(size.width)×\(size.height) @\(scale)x>"
    }
}
