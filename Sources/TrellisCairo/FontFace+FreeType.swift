import CCairo
import Foundation
import Trellis

/// Why a font file could not be loaded as a `FontFace`.
public enum FontLoadingError: Error, CustomStringConvertible, Equatable {
    /// FreeType could not open the file (missing, unreadable, not a font); its error code.
    case cannotOpen(path: String, code: Int32)
    /// The face has no Unicode character map.
    case noCharacterMap(path: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let code): "cannot open font file \(path) (FreeType error \(code))"
        case .noCharacterMap(let path): "font file \(path) has no Unicode character map"
        }
    }
}

extension FontFace {
    /// Loads a face's metrics from a TrueType or OpenType file through FreeType, so text in any font measures
    /// (and then draws) glyph for glyph: the characters of its Unicode character map (all of them, or those in
    /// `ranges`) with their glyphs and unscaled advances, and the `kern` table's unscaled kerning for every
    /// pair among the first `kerningCharacterLimit` characters (by code point).
    ///
    /// ```swift
    /// let face = try FontFace.load(fontFile: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")
    /// let font = UIFont(name: "DejaVuSerif", size: 15)     // found: load registers the face
    /// ```
    ///
    /// - Parameters:
    ///   - path: The font file (its first face).
    ///   - ranges: The code points loaded (nil: every character the font maps).
    ///   - kerningCharacterLimit: How many of the loaded characters take part in kerning pairs.
    ///   - register: Whether to make the face available to `UIFont(name:size:)`.
    /// - Returns: The face, named by the font's PostScript and family names; its `fileName` is `path`.
    /// - Throws: ``FontLoadingError``.
    public static func load(
        fontFile path: String, ranges: [ClosedRange<UInt32>]? = nil, kerningCharacterLimit: Int = 256,
        register: Bool = true
    ) throws -> FontFace {
        var library: FT_Library?
        let status = FT_Init_FreeType(&library)
        guard status == 0, let library else { throw FontLoadingError.cannotOpen(path: path, code: status) }
        defer { FT_Done_FreeType(library) }
        var loaded: FT_Face?
        let code = FT_New_Face(library, path, 0, &loaded)
        guard code == 0, let ft = loaded else { throw FontLoadingError.cannotOpen(path: path, code: code) }
        defer { FT_Done_Face(ft) }
        guard FT_Select_Charmap(ft, FT_ENCODING_UNICODE) == 0 else { throw FontLoadingError.noCharacterMap(path: path) }

        let characters = Self.characters(of: ft, ranges: ranges)
        let face = ft.pointee
        let os2 = FT_Get_Sfnt_Table(ft, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
        let result = FontFace(
            fontName: FT_Get_Postscript_Name(ft).map { String(cString: $0) } ?? face.family_name.map {
                String(cString: $0)
            } ?? path,
            familyName: face.family_name.map { String(cString: $0) } ?? "",
            fileName: path,
            isBold: face.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0,
            isItalic: face.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0,
            isMonospaced: face.face_flags & FT_Long(FT_FACE_FLAG_FIXED_WIDTH) != 0,
            unitsPerEm: Int(face.units_per_EM), ascender: Int(face.ascender), descender: Int(face.descender),
            lineGap: Int(face.height) - Int(face.ascender) + Int(face.descender),
            capHeight: top(of: "H", in: ft) ?? Int(os2?.sCapHeight ?? 0),
            xHeight: top(of: "x", in: ft) ?? Int(os2?.sxHeight ?? 0),
            notdefAdvance: advance(of: 0, in: ft),
            characters: characters,
            kerning: kerning(of: ft, among: characters.prefix(max(0, kerningCharacterLimit)).map(\.glyph)))
        if register { FontFace.register(result) }
        return result
    }

    /// The mapped characters (in `ranges`, when given) with their glyphs and unscaled advances.
    private static func characters(of ft: FT_Face, ranges: [ClosedRange<UInt32>]?) -> [(
        codePoint: UInt32, glyph: UInt16, advance: UInt16
    )] {
        var result: [(UInt32, UInt16, UInt16)] = []
        var glyph: FT_UInt = 0
        var code = FT_Get_First_Char(ft, &glyph)
        while glyph != 0 {
            let codePoint = UInt32(truncatingIfNeeded: code)
            if ranges?.contains(where: { $0.contains(codePoint) }) ?? true, glyph <= FT_UInt(UInt16.max) {
                result.append((codePoint, UInt16(glyph), UInt16(clamping: advance(of: glyph, in: ft))))
            }
            code = FT_Get_Next_Char(ft, code, &glyph)
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// A glyph's unscaled advance (font units).
    private static func advance(of glyph: FT_UInt, in ft: FT_Face) -> Int {
        var advance: FT_Fixed = 0
        guard FT_Get_Advance(ft, glyph, FT_Int32(FT_LOAD_NO_SCALE), &advance) == 0 else { return 0 }
        return Int(advance)
    }

    /// The top of a character's outline (font units), or nil when the font has no glyph for it.
    private static func top(of character: Unicode.Scalar, in ft: FT_Face) -> Int? {
        let glyph = FT_Get_Char_Index(ft, FT_ULong(character.value))
        guard glyph != 0, FT_Load_Glyph(ft, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0, let slot = ft.pointee.glyph else {
            return nil
        }
        return Int(slot.pointee.metrics.horiBearingY)
    }

    /// The unscaled `kern`-table adjustments between every two of `glyphs` (zero ones left out).
    private static func kerning(of ft: FT_Face, among glyphs: [UInt16]) -> [(
        left: UInt16, right: UInt16, adjustment: Int16
    )] {
        guard ft.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0 else { return [] }
        var pairs: [(UInt16, UInt16, Int16)] = []
        for left in glyphs {
            for right in glyphs {
                var vector = FT_Vector()
                guard
                    FT_Get_Kerning(ft, FT_UInt(left), FT_UInt(right), FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector)
                        == 0,
                    vector.x != 0
                else { continue }
                pairs.append((left, right, Int16(clamping: vector.x)))
            }
        }
        return pairs
    }
}
