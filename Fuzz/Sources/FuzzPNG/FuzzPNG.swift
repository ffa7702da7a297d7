import Foundation
import Trellis
import TrellisCairo

/// One input: the bytes as a PNG file. `UIImage(data:)` validates it; a file it accepts is decoded through
/// Cairo and drawn, plain and as a tiled resizable image with a 1-pixel middle in a 64 × 64 view. Findings:
/// a crash, an accepted image with an impossible size, a decoded size that differs from the header's.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Data(bytes: data, count: count)
    let decoded = RGBABitmap(pngData: bytes)
    guard let image = UIImage(data: bytes) else { return 0 }
    let size = image.size
    guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else {
        fatalError("accepted an image of size \(size)")
    }
    if let decoded, CGFloat(decoded.width) != size.width || CGFloat(decoded.height) != size.height {
        fatalError("decoded \(decoded.width) × \(decoded.height), header \(size)")
    }
    // Keep the drawing small: a tiny image is drawn in full; a large one only through the tiled view.
    if size.width * size.height <= 4096 {
        _ = try? ViewRenderer(view: UIImageView(image: image)).bitmap()
    }
    let inset = CGFloat(Int(min(size.width, size.height) - 1) / 2)
    let tiled = image.resizableImage(
        withCapInsets: UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset), resizingMode: .tile)
    let view = UIImageView(image: tiled)
    view.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
    _ = try? ViewRenderer(view: view).bitmap()
    return 0
}
