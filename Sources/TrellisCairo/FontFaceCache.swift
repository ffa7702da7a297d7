import CCairo
import Foundation
import Trellis

/// Cairo font faces loaded through FreeType from font files, one per file and face index for the life of the
/// process. Faces load with `FT_LOAD_COLOR`, so color fonts (Noto Color Emoji's bitmaps) draw in color.
final class FontFaceCache: @unchecked Sendable {
    static let shared = FontFaceCache()

    private let lock = NSLock()
    private var library: FT_Library?
    /// Faces by the run's font file string (nil: the file could not be loaded).
    private var faces: [String: OpaquePointer?] = [:]
    /// The FreeType faces behind them.
    private var freeTypeFaces: [String: FT_Face] = [:]

    private init() {}

    /// The Cairo face (`cairo_font_face_t *`) of a font file name or path (see ``FontFileLocator``) and face
    /// index, or nil.
    func face(forFontFile file: String, index: Int = 0) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        let key = index == 0 ? file : "\(file)#\(index)"
        if let cached = faces[key] { return cached }
        let face = load(file, index: index, key: key)
        faces[key] = face
        return face
    }

    /// The font file's glyph id for a character (its `cmap` entry), or nil when the font has none.
    func glyphID(of scalar: Unicode.Scalar, inFontFile file: String) -> UInt16? {
        guard face(forFontFile: file) != nil else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let ftFace = freeTypeFaces[file] else { return nil }
        let index = FT_Get_Char_Index(ftFace, FT_ULong(scalar.value))
        return index == 0 ? nil : UInt16(truncatingIfNeeded: index)
    }

    private func load(_ file: String, index: Int, key: String) -> OpaquePointer? {
        if library == nil {
            var lib: FT_Library?
            guard FT_Init_FreeType(&lib) == 0 else { return nil }
            library = lib
        }
        guard let path = FontFileLocator.path(forFontFile: file) else { return nil }
        var ftFace: FT_Face?
        guard FT_New_Face(library, path, index, &ftFace) == 0, let ftFace else { return nil }
        // The FreeType face stays alive as long as the Cairo face, which this cache never releases.
        let face = cairo_ft_font_face_create_for_ft_face(ftFace, Int32(FT_LOAD_COLOR))
        guard cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS else { return nil }
        freeTypeFaces[key] = ftFace
        return face
    }
}
