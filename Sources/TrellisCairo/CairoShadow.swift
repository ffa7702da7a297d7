import CCairo
import Foundation
import Trellis

/// Drop shadows for ``CairoContext``: the shape's alpha rendered into an 8-bit mask in device pixels, blurred
/// with a Gaussian computed here (separable, exact weights, fixed order of operations: the same pixels in every
/// process), then painted through in the shadow's color at the offset.
enum CairoShadow {
    /// Paints `shadow` of the shape `drawShape` draws (in user space, any source: only alpha counts) on `cr`.
    /// `extent` bounds the shape in user space.
    static func paint(
        _ shadow: GraphicsShadow, extent: CGRect, on cr: OpaquePointer, drawShape: (OpaquePointer) -> Void
    ) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let scale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let sigma = Double(shadow.blurRadius) * scale
        let reach = (3 * sigma).rounded(.up)
        let offset = (
            x: matrix.xx * Double(shadow.offset.width) + matrix.xy * Double(shadow.offset.height),
            y: matrix.yx * Double(shadow.offset.width) + matrix.yy * Double(shadow.offset.height)
        )
        guard let box = maskBox(extent: extent, matrix: matrix, reach: reach, offset: offset, cr: cr) else { return }
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height)) else {
            return
        }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }
        let maskContext = cairo_create(mask)!
        cairo_translate(maskContext, -Double(box.x), -Double(box.y))
        cairo_transform(maskContext, &matrix)
        drawShape(maskContext)
        cairo_destroy(maskContext)
        blur(mask, sigma: sigma)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let c = shadow.color
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        cairo_mask_surface(cr, mask, Double(box.x) + offset.x, Double(box.y) + offset.y)
        cairo_restore(cr)
    }

    /// The mask's area in device pixels: the shape's extent in device space grown by the blur's reach, limited
    /// to what can cast a shadow into the clip (the clip moved back by the offset, grown by twice the reach:
    /// the blur near the mask's edges then sees all it would see unclipped, so a window host drawing only a
    /// damaged rectangle gets the same pixels as a whole frame).
    private static func maskBox(
        extent: CGRect, matrix: cairo_matrix_t, reach: Double, offset: (x: Double, y: Double), cr: OpaquePointer
    ) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard !extent.isNull, !extent.isEmpty else { return nil }
        var m = matrix
        let shape = deviceBounds(of: extent, matrix: &m)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let clip = deviceBounds(of: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1), matrix: &m)
        let left = max(shape.minX - reach, (clip.minX - offset.x - 2 * reach).rounded(.down)).rounded(.down)
        let top = max(shape.minY - reach, (clip.minY - offset.y - 2 * reach).rounded(.down)).rounded(.down)
        let right = min(shape.maxX + reach, (clip.maxX - offset.x + 2 * reach).rounded(.up)).rounded(.up)
        let bottom = min(shape.maxY + reach, (clip.maxY - offset.y + 2 * reach).rounded(.up)).rounded(.up)
        guard right > left, bottom > top, right - left < 32768, bottom - top < 32768 else { return nil }
        return (Int(left), Int(top), Int(right - left), Int(bottom - top))
    }

    /// The bounding box in device space of a user-space rectangle.
    private static func deviceBounds(of rect: CGRect, matrix: inout cairo_matrix_t) -> (
        minX: Double, minY: Double, maxX: Double, maxY: Double
    ) {
        var xs: [Double] = [], ys: [Double] = []
        for (px, py) in [
            (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY),
        ] {
            var x = Double(px), y = Double(py)
            cairo_matrix_transform_point(&matrix, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        return (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
    }

    /// Blurs an A8 surface in place with a Gaussian of standard deviation `sigma` pixels: a horizontal then a
    /// vertical pass of normalised weights `exp(−i²/2σ²)` for |i| ≤ ⌈3σ⌉, edges treated as transparent.
    static func blur(_ surface: OpaquePointer, sigma: Double) {
        guard sigma > 0 else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return }
        let kernel = weights(sigma: sigma)
        var plane = [Double](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { plane[y * width + x] = Double(data[y * stride + x]) } }
        plane = convolve(plane, width: width, height: height, kernel: kernel, horizontal: true)
        plane = convolve(plane, width: width, height: height, kernel: kernel, horizontal: false)
        for y in 0..<height {
            for x in 0..<width { data[y * stride + x] = UInt8(min(255, max(0, plane[y * width + x].rounded()))) }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The Gaussian's weights for offsets −r…r, summing to 1.
    static func weights(sigma: Double) -> [Double] {
        let r = Int((3 * sigma).rounded(.up))
        let raw = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let sum = raw.reduce(0, +)
        return raw.map { $0 / sum }
    }

    /// One pass of the separable blur along rows (`horizontal`) or columns.
    private static func convolve(_ input: [Double], width: Int, height: Int, kernel: [Double], horizontal: Bool)
        -> [Double]
    {
        let r = kernel.count / 2
        var output = [Double](repeating: 0, count: input.count)
        input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                kernel.withUnsafeBufferPointer { k in
                    for y in 0..<height {
                        for x in 0..<width {
                            var sum = 0.0
                            let position = horizontal ? x : y, limit = horizontal ? width : height
                            let low = max(-r, -position), high = min(r, limit - 1 - position)
                            if low <= high {
                                for i in low...high {
                                    let sample = horizontal ? src[y * width + x + i] : src[(y + i) * width + x]
                                    sum += sample * k[i + r]
                                }
                            }
                            dst[y * width + x] = sum
                        }
                    }
                }
            }
        }
        return output
    }
}
