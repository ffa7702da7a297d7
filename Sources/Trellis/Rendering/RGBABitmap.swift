import Foundation

/// Decoded pixels: 8-bit red, green, blue and alpha per pixel (straight, not premultiplied alpha), rows top to
/// bottom, no padding.
public struct RGBABitmap: Equatable, Sendable {
    /// The size in pixels.
    public let width: Int, height: Int
    /// `width × height × 4` bytes: R, G, B, A for each pixel, row by row.
    public var pixels: [UInt8]

    /// Makes a bitmap from its bytes (`pixels.count` must be `width × height × 4`).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBABitmap: \(pixels.count) bytes for \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A bitmap of one color.
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
        self.init(
            width: width, height: height,
            pixels: [UInt8]((0..<width * height).flatMap { _ in [fill.r, fill.g, fill.b, fill.a] }))
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            let i = (y * width + x) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = newValue
        }
    }
}
