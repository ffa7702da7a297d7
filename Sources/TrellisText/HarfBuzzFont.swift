import CHarfBuzz
import Foundation
import Trellis

/// A font file's face opened by HarfBuzz at its units-per-em scale (so advances come out in font units, as
/// `hb-shape` prints them), with HarfBuzz's own OpenType functions (the same as `hb-shape`'s default): no
/// FreeType hinting or rounding reaches measurement.
final class HarfBuzzFont: @unchecked Sendable {
    /// `hb_font_t *`, alive as long as this object; HarfBuzz fonts are safe to shape with from several threads.
    let font: OpaquePointer
    let unitsPerEm: Int

    /// Opens face `index` of `path`; nil when the file cannot be read or has no glyphs.
    init?(path: String, index: Int) {
        guard let blob = hb_blob_create_from_file(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard hb_blob_get_length(blob) > 0, let face = hb_face_create(blob, UInt32(index)) else { return nil }
        defer { hb_face_destroy(face) }
        guard hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else { return nil }
        unitsPerEm = Int(hb_face_get_upem(face))
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        hb_font_make_immutable(font)
        self.font = font
    }

    deinit { hb_font_destroy(font) }

    /// The glyph the face's character map gives `scalar`, or nil.
    func nominalGlyph(_ scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 ? glyph : nil
    }

    /// A metric from the OpenType tables (font units), or nil when the font lacks it.
    func metric(_ tag: hb_ot_metrics_tag_t) -> Int? {
        var position: hb_position_t = 0
        return hb_ot_metrics_get_position(font, tag, &position) != 0 ? Int(position) : nil
    }

    /// The top of a character's glyph outline (font units), or nil.
    func top(of scalar: Unicode.Scalar) -> Int? {
        guard let glyph = nominalGlyph(scalar.value) else { return nil }
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0, extents.height != 0 || extents.y_bearing != 0
        else { return nil }
        return Int(extents.y_bearing)
    }

    /// The vertical metrics of a face, as the FreeType loader and the shipped tables read them: the `hhea`
    /// ascender, descender and line gap (OS/2's typographic ones when the font asks for them), the tops of
    /// "H" and "x" for cap and x-height (OS/2's values when those glyphs are missing).
    func verticalMetrics() -> (ascender: Int, descender: Int, lineGap: Int, capHeight: Int, xHeight: Int) {
        let ascender = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER) ?? unitsPerEm * 4 / 5
        let descender = metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER) ?? -unitsPerEm / 5
        let gap = metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP) ?? 0
        let cap = top(of: "H") ?? metric(HB_OT_METRICS_TAG_CAP_HEIGHT) ?? ascender
        let x = top(of: "x") ?? metric(HB_OT_METRICS_TAG_X_HEIGHT) ?? ascender / 2
        return (ascender, descender, gap, cap, x)
    }
}
