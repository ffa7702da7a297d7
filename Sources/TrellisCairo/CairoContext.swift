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

    deinit { cairo_destroy(cr) }

    /// Cairo's status: nil while nothing has failed, else its message.
    var failure: String? {
        let status = cairo_status(cr)
        return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }

    // MARK: GraphicsContext

    public func saveGState() { cairo_save(cr) }

    public func restoreGState() { cairo_restore(cr) }

    public func concatenate(_ t: CGAffineTransform) {
        var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
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
        guard !run.glyphs.isEmpty, let face = FontFaceCache.shared.face(forFontFile: run.fontFile, index: run.faceIndex) else { return }
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
        guard let surface = CairoImage.surface(for: image) else { return }
        defer { cairo_surface_destroy(surface) }
        let (w, h) = (cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface))
        paint(surface, width: Double(w), height: Double(h), in: rect)
    }

    /// Draws a sub-surface of the source rectangle, so that its edges repeat its own pixels (no bleeding from
    /// the neighbouring parts of the image when scaled).
    public func drawImage(_ image: GraphicsImage, sourceRect: CGRect, in rect: CGRect) {
        guard sourceRect.width > 0, sourceRect.height > 0, let surface = CairoImage.surface(for: image) else { return }
        defer { cairo_surface_destroy(surface) }
        let part = cairo_surface_create_for_rectangle(
            surface, Double(sourceRect.minX), Double(sourceRect.minY), Double(sourceRect.width), Double(sourceRect.height))
        defer { cairo_surface_destroy(part) }
        paint(part, width: Double(sourceRect.width), height: Double(sourceRect.height), in: rect)
    }

    /// Paints the color through the image's alpha (Cairo's mask), scaled to fill `rect`.
    public func drawTemplateImage(_ image: GraphicsImage, in rect: CGRect, color: CGColor) {
        guard rect.width > 0, rect.height > 0, let surface = CairoImage.surface(for: image) else { return }
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
