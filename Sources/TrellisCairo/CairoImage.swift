import CCairo
import CTurboJPEG
import Foundation
import Trellis

/// Conversions between Cairo image surfaces (premultiplied ARGB in native-endian 32-bit words) and PNG data
/// or ``RGBABitmap``s.
enum CairoImage {
    /// A new image surface with the image's pixels (the caller destroys it), or nil when PNG decoding fails.
    static func surface(for image: GraphicsImage) -> OpaquePointer? {
        switch image {
        case .png(let data): return surface(png: data)
        case .jpeg(let data): return surface(jpeg: data)
        case .bitmap(let bitmap): return surface(bitmap: bitmap)
        }
    }

    private final class ReadSource {
        let bytes: [UInt8]
        var offset = 0
        init(_ data: Data) { bytes = [UInt8](data) }
    }

    /// Decodes PNG data with Cairo, once its structure is checked (``PNGStructure``: no chunk claims more bytes
    /// than the file has, the size is within limits); only the chunks that decide the pixels reach libpng.
    static func surface(png data: Data) -> OpaquePointer? {
        guard let png = try? PNGStructure(validating: data) else { return nil }
        let source = ReadSource(png.decodable)
        let read: cairo_read_func_t = { closure, destination, length in
            let source = Unmanaged<ReadSource>.fromOpaque(closure!).takeUnretainedValue()
            let count = Int(length)
            guard let destination, source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            source.bytes.withUnsafeBufferPointer {
                destination.update(from: $0.baseAddress! + source.offset, count: count)
            }
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(source).toOpaque())
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// Decodes JPEG data with TurboJPEG into an opaque RGB24 surface (nil when it is not a JPEG it can read).
    static func surface(jpeg data: Data) -> OpaquePointer? {
        guard let decoder = tjInitDecompress() else { return nil }
        defer { tjDestroy(decoder) }
        var bytes = [UInt8](data)
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let size = UInt(bytes.count)
        guard tjDecompressHeader3(decoder, &bytes, size, &width, &height, &subsampling, &colorspace) == 0,
            width > 0, height > 0
        else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        // Cairo's RGB24 is a native-endian 32-bit word 0x00RRGGBB: BGRX in memory on little-endian machines.
        let format = Int32(UInt32(littleEndian: 1) == 1 ? TJPF_BGRX.rawValue : TJPF_XRGB.rawValue)
        let status = tjDecompress2(
            decoder, &bytes, size, pixels, width, cairo_image_surface_get_stride(surface), height, format,
            TJFLAG_ACCURATEDCT)
        guard status == 0 else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// An ARGB32 surface with the bitmap's pixels (premultiplied).
    static func surface(bitmap: RGBABitmap) -> OpaquePointer? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<bitmap.height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<bitmap.width {
                let p = bitmap[x, y]
                let a = UInt32(p.a)
                func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                row[x] = a << 24 | premultiplied(p.r) << 16 | premultiplied(p.g) << 8 | premultiplied(p.b)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// The pixels of an ARGB32 image surface, with straight alpha.
    static func bitmap(of surface: OpaquePointer) -> RGBABitmap {
        cairo_surface_flush(surface)
        let (width, height) = (
            Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface))
        )
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        guard let data = cairo_image_surface_get_data(surface) else {
            return RGBABitmap(width: width, height: height, pixels: pixels)
        }
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let word = row[x]
                let a = opaque ? 255 : word >> 24
                func straight(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
                let i = (y * width + x) * 4
                pixels[i] = straight(word >> 16 & 0xFF)
                pixels[i + 1] = straight(word >> 8 & 0xFF)
                pixels[i + 2] = straight(word & 0xFF)
                pixels[i + 3] = UInt8(a)
            }
        }
        return RGBABitmap(width: width, height: height, pixels: pixels)
    }
}

extension RGBABitmap {
    /// Decodes PNG data with Cairo (nil when it is not a PNG Cairo can read).
    public init?(pngData: Data) {
        guard let surface = CairoImage.surface(png: pngData) else { return nil }
        defer { cairo_surface_destroy(surface) }
        self = CairoImage.bitmap(of: surface)
    }
}
