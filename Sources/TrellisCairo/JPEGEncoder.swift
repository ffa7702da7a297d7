import CTurboJPEG
import Foundation
import Trellis

/// JPEG encoding with libjpeg-turbo's TurboJPEG API.
enum JPEGEncoder {
    /// The bitmap as a baseline JPEG (4:2:0) at `quality` 0…1, composited over white; nil if encoding fails.
    static func encode(_ bitmap: RGBABitmap, quality: CGFloat) -> Data? {
        guard bitmap.width > 0, bitmap.height > 0, let encoder = tjInitCompress() else { return nil }
        defer { tjDestroy(encoder) }
        var rgb = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 3)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap[x, y], a = Int(p.a), i = (y * bitmap.width + x) * 3
                func over(_ c: UInt8) -> UInt8 { UInt8((Int(c) * a + 255 * (255 - a) + 127) / 255) }
                (rgb[i], rgb[i + 1], rgb[i + 2]) = (over(p.r), over(p.g), over(p.b))
            }
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let q = Int32((min(1, max(0, quality)) * 100).rounded())
        let status = tjCompress2(
            encoder, rgb, Int32(bitmap.width), 0, Int32(bitmap.height), Int32(TJPF_RGB.rawValue), &output, &size,
            Int32(TJSAMP_420.rawValue), max(1, q), TJFLAG_ACCURATEDCT)
        defer { if let output { tjFree(output) } }
        guard status == 0, let output else { return nil }
        return Data(bytes: output, count: Int(size))
    }
}
