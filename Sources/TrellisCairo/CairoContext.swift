import CCairo
import Foundation
import Trellis

/// A `GraphicsContext` that draws with Cairo, on any Cairo surface (image, PDF, SVG).
///
/// Text is drawn with `cairo_show_glyphs` in a FreeType face loaded from the run's font file, so the font's
/// own glyph ids and the run's positions are used as they are (no hinting of outlines or metrics); PNG images
/// are decoded by Cairo. Make one with `UIGraphicsImageRenderer` or ``ViewRenderer``.
public final class CairoContext: GraphicsContext {
    /// The Cairo drawing context (`cairo_t *`); owned by this object.
    let cr: OpaquePointer
    private var layerAlphas: [CGFloat] = []
    private var tintColors: [CGColor] = []
    private var shadows: [(shadow: GraphicsShadow, extent: CGRect)] = []
    /// The decoded images this context has drawn (its own copies from ``DecodedImageCache``; nil: not
    /// decodable), destroyed with the context: each image is fetched once per render, however often drawn.
    private var decoded: [DecodedImageCache.Key: OpaquePointer?] = [:]

    /// Wraps a new Cairo context on `surface` (`cairo_surface_t *`).
    init(surface: OpaquePointer) {
        cr = cairo_create(surface)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        cairo_destroy(cr)
        for case let surface? in decoded.values { cairo_surface_destroy(surface) }
    }

    /// The image's pixels as a surface the caller destroys (a new reference): encoded files through the
    /// decode cache, decoded pixels converted.
    private func surface(for image: GraphicsImage) -> OpaquePointer? {
        guard let key = DecodedImageCache.key(for: image) else { return CairoImage.surface(for: image) }
        if let known = decoded[key] { return known.map { cairo_surface_reference($0) } }
        let surface = DecodedImageCache.shared.surface(for: key)
        decoded[key] = surface
        return surface.map { cairo_surface_reference($0) }
    }

    /// Cairo's status: nil while nothing has failed, else its message.
    var failure: String? {
        let status = cairo_status(cr)
        return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }

    // MARK: GraphicsContext

    public func saveGState() { cairo_save(cr) }

    public func restoreGState() { cairo_restore(cr) }

    public func concatenate(_ t: CGAffineTransform) {
        var matrix = cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
            x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cr, &matrix)
    }

    public func fillPath(_ path: UIBezierPath, color: CGColor) {
        setPath(path)
        setSource(color)
        cairo_fill(cr)
    }

    public func strokePath(_ path: UIBezierPath, color: CGColor, lineWidth: CGFloat) {
        setPath(path)
        setSource(color)
        cairo_set_line_width(cr, Double(lineWidth))
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_stroke(cr)
    }

    public func clip(to path: UIBezierPath) {
        setPath(path)
        cairo_clip(cr)
    }

    public func beginTransparencyLayer(alpha: CGFloat) {
        layerAlphas.append(alpha)
        cairo_push_group(cr)
    }

    public func endTransparencyLayer() {
        guard let alpha = layerAlphas.popLast() else { return }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, Double(alpha))
    }

    public func beginTintLayer(color: CGColor) {
        tintColors.append(color)
        cairo_push_group(cr)
    }

    /// Multiplies the group's colors by the tint (Cairo's multiply operator), keeps the group's own coverage
    /// (destination-in with the group), and paints the result with the tint's alpha.
    public func endTintLayer() {
        guard let color = tintColors.popLast() else { return }
        let content = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(content) }
        cairo_save(cr)
        cairo_push_group(cr)
        cairo_set_source(cr, content)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
        cairo_set_source_rgb(cr, Double(color.red), Double(color.green), Double(color.blue))
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source(cr, content)
        cairo_paint(cr)
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_paint_with_alpha(cr, Double(color.alpha))
        cairo_restore(cr)
    }

    public func beginShadowLayer(_ shadow: GraphicsShadow, extent: CGRect) {
        shadows.append((shadow, extent))
        cairo_push_group(cr)
    }

    /// Paints the shadow of the group's alpha (see `CairoShadow`), then the group over it.
    public func endShadowLayer() {
        guard let (shadow, extent) = shadows.popLast() else { return }
        let content = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(content) }
        CairoShadow.paint(shadow, extent: extent, on: cr) { mask in
            cairo_set_source(mask, content)
            cairo_paint(mask)
        }
        cairo_set_source(cr, content)
        cairo_paint(cr)
    }

    public func drawShadow(of path: UIBezierPath, _ shadow: GraphicsShadow) {
        guard !path.isEmpty else { return }
        CairoShadow.paint(shadow, extent: path.bounds, on: cr) { mask in
            Self.setPath(path, on: mask)
            cairo_fill(mask)
        }
    }

    public func drawGlyphs(_ run: GlyphRun) {
        guard !run.glyphs.isEmpty, let face = FontFaceCache.shared.face(forFontFile: run.fontFile, index: run.faceIndex)
        else { return }
        cairo_save(cr)
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, Double(run.pointSize))
        setSource(run.color)
        let glyphs = run.glyphs.map {
            cairo_glyph_t(index: UInt($0.id), x: Double($0.position.x), y: Double($0.position.y))
        }
        glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
        cairo_restore(cr)
    }

    public func drawImage(_ image: GraphicsImage, in rect: CGRect) {
        guard let surface = surface(for: image) else { return }
        defer { cairo_surface_destroy(surface) }
        let (w, h) = (cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface))
        paint(surface, width: Double(w), height: Double(h), in: rect)
    }

    /// Draws a sub-surface of the source rectangle, so that its edges repeat its own pixels (no bleeding from
    /// the neighbouring parts of the image when scaled).
    /// A source under one pixel wide or high is widened to one pixel (inside the image): stretching a 10⁻⁶-pixel
    /// sliver over hundreds of points is beyond pixman's fixed-point matrices, and shows that pixel anyway.
    public func drawImage(_ image: GraphicsImage, sourceRect: CGRect, in rect: CGRect) {
        guard sourceRect.width > 0, sourceRect.height > 0, let surface = surface(for: image) else { return }
        defer { cairo_surface_destroy(surface) }
        var sourceRect = sourceRect
        let (iw, ih) = (
            CGFloat(cairo_image_surface_get_width(surface)), CGFloat(cairo_image_surface_get_height(surface))
        )
        if sourceRect.width < 1 {
            sourceRect = CGRect(
                x: max(0, min(sourceRect.minX, iw - 1)), y: sourceRect.minY, width: 1, height: sourceRect.height)
        }
        if sourceRect.height < 1 {
            sourceRect = CGRect(
                x: sourceRect.minX, y: max(0, min(sourceRect.minY, ih - 1)), width: sourceRect.width, height: 1)
        }
        let part = cairo_surface_create_for_rectangle(
            surface, Double(sourceRect.minX), Double(sourceRect.minY), Double(sourceRect.width),
            Double(sourceRect.height))
        defer { cairo_surface_destroy(part) }
        paint(part, width: Double(sourceRect.width), height: Double(sourceRect.height), in: rect)
    }

    /// One repeating pattern made from the source part (copied to its own surface, whole pixels), scaled so
    /// that each copy is `tileSize`: a single paint whatever the number of tiles. Tiles under 1/64 point
    /// (a sub-pixel middle) are drawn as the part stretched over `rect`: their average, and pixman's fixed-point
    /// matrices cannot take the scale.
    public func drawTiledImage(_ image: GraphicsImage, sourceRect: CGRect, tileSize: CGSize, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0, tileSize.width > 0, tileSize.height > 0, sourceRect.width > 0,
            sourceRect.height > 0
        else { return }
        guard tileSize.width >= 1.0 / 64, tileSize.height >= 1.0 / 64 else {
            return drawImage(image, sourceRect: sourceRect, in: rect)
        }
        guard let surface = surface(for: image) else { return }
        defer { cairo_surface_destroy(surface) }
        // The part, in whole pixels (a sub-pixel part is one pixel wide).
        let (pw, ph) = (max(1, sourceRect.width.rounded(.up)), max(1, sourceRect.height.rounded(.up)))
        let tile = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph))
        defer { cairo_surface_destroy(tile) }
        let copier = cairo_create(tile)
        // Scaled first, so that the part's `sourceRect.width` pixels fill the tile's `pw`.
        cairo_scale(copier, Double(pw / sourceRect.width), Double(ph / sourceRect.height))
        cairo_set_source_surface(copier, surface, -Double(sourceRect.minX), -Double(sourceRect.minY))
        cairo_pattern_set_extend(cairo_get_source(copier), CAIRO_EXTEND_PAD)
        cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copier)
        cairo_destroy(copier)
        cairo_save(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        let pattern = cairo_pattern_create_for_surface(tile)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        // Pattern space from user space: move the first tile's corner to the origin, then tile points to pixels.
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(pw / tileSize.width), Double(ph / tileSize.height))
        cairo_matrix_translate(&matrix, -Double(rect.minX), -Double(rect.minY))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    /// Paints the color through the image's alpha (Cairo's mask), scaled to fill `rect`.
    public func drawTemplateImage(_ image: GraphicsImage, in rect: CGRect, color: CGColor) {
        guard rect.width > 0, rect.height > 0, let surface = surface(for: image) else { return }
        defer { cairo_surface_destroy(surface) }
        let (w, h) = (Double(cairo_image_surface_get_width(surface)), Double(cairo_image_surface_get_height(surface)))
        guard w > 0, h > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        setSource(color)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / w, Double(rect.height) / h)
        let mask = cairo_pattern_create_for_surface(surface)
        cairo_pattern_set_extend(mask, CAIRO_EXTEND_PAD)
        cairo_mask(cr, mask)
        cairo_pattern_destroy(mask)
        cairo_restore(cr)
    }

    /// Paints a surface of `width` × `height` pixels scaled to fill `rect` (clipped to it, edges padded).
    private func paint(_ surface: OpaquePointer?, width w: Double, height h: Double, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0, w > 0, h > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / w, Double(rect.height) / h)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    // MARK: Helpers

    private func setSource(_ color: CGColor) {
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }

    /// Makes `path` Cairo's current path, with its fill rule.
    private func setPath(_ path: UIBezierPath) { Self.setPath(path, on: cr) }

    /// Makes `path` the current path of `cr`, with its fill rule.
    static func setPath(_ path: UIBezierPath, on cr: OpaquePointer) {
        cairo_new_path(cr)
        cairo_set_fill_rule(cr, path.usesEvenOddFillRule ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        for element in path.elements {
            switch element {
            case .moveTo(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
            case .lineTo(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
            case .curveTo(let c1, let c2, let end):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
            case .closeSubpath: cairo_close_path(cr)
            }
        }
    }
}
