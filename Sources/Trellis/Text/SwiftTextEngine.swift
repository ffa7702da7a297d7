import Foundation

/// The pure-Swift text engine: the shipped DejaVu faces (and faces registered with their character tables),
/// one glyph per character from the face's character map, advances and pair kerning from its tables.
///
/// No C library, no font files read, no system state: text measures identically on every machine, which makes
/// it the default of programs that link only `Trellis` and the engine golden tests pin. What it does not do:
/// contextual shaping (ligatures, Arabic joining, Indic reordering), font fallback (characters the face lacks
/// show its missing-glyph box) and bidi (text stays left to right; a right-to-left paragraph only flips
/// alignment and where trailing spaces hang). TrellisText's engine does all three.
public final class SwiftTextEngine: TextEngine {
    /// The one instance.
    public static let shared = SwiftTextEngine()

    private init() {}

    public var name: String { "swift" }

    // MARK: Fonts

    public func systemFace(weight: CGFloat, italic: Bool, monospaced: Bool) -> FontFace {
        FontFace.face(monospaced: monospaced, bold: weight >= UIFont.Weight.semibold.rawValue, italic: italic)
    }

    /// UIKit names that mean the system faces here: Apple's system and text fonts, Helvetica and Arial (sans),
    /// Menlo, Courier and SF Mono (monospaced); a `-Bold`, `-Italic`/`-Oblique` or `-BoldItalic` suffix picks
    /// the style.
    static let sansAliases = [
        "system-ui", "sans-serif", ".sfui", ".sf ns", "sf pro", "sf pro text", "sf pro display", "san francisco",
        "helvetica", "helvetica neue", "helveticaneue", "arial", "verdana", "avenir", "avenir next",
    ]
    static let monoAliases = ["monospace", "menlo", "courier", "courier new", "couriernewpsmt", "sf mono", "monaco"]

    public func face(named name: String) -> FontFace? {
        let faces = FontFace.registered
        if let face = faces.first(where: { $0.fontName == name }) { return face }
        if let face = faces.first(where: { $0.familyName == name && !$0.isBold && !$0.isItalic }) { return face }
        return aliasFace(name)
    }

    /// The shipped face an alias names, with its style suffix.
    private func aliasFace(_ name: String) -> FontFace? {
        var base = name.lowercased(), bold = false, italic = false
        for (suffix, b, i) in [
            ("-bolditalic", true, true), ("-boldoblique", true, true), ("-bold", true, false),
            ("-italic", false, true), ("-oblique", false, true), ("-regular", false, false),
        ]
        where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
            (bold, italic) = (b, i)
            break
        }
        if Self.sansAliases.contains(base) { return FontFace.face(monospaced: false, bold: bold, italic: italic) }
        if Self.monoAliases.contains(base) { return FontFace.face(monospaced: true, bold: bold, italic: false) }
        return nil
    }

    public func face(family: String, weight: CGFloat, italic: Bool) -> FontFace? {
        let bold = weight >= UIFont.Weight.semibold.rawValue
        let members = FontFace.registered.filter { $0.familyName == family }
        guard !members.isEmpty else {
            guard let alias = aliasFace(family) else { return nil }
            return FontFace.face(monospaced: alias.isMonospaced, bold: bold, italic: italic && !alias.isMonospaced)
        }
        // The closest style: bold first, then slant (a family without italic keeps its upright face).
        return members.min { rank($0, bold, italic) < rank($1, bold, italic) }
    }

    private func rank(_ face: FontFace, _ bold: Bool, _ italic: Bool) -> Int {
        (face.isBold == bold ? 0 : 2) + (face.isItalic == italic ? 0 : 1)
    }

    public var familyNames: [String] {
        var names: [String] = []
        for face in FontFace.registered where !names.contains(face.familyName) { names.append(face.familyName) }
        return names.sorted()
    }

    public func fontNames(forFamilyName family: String) -> [String] {
        FontFace.registered.filter { $0.familyName == family }.map(\.fontName).sorted()
    }

    // MARK: Text

    /// Without bidi data every scalar stays left to right: level 0 in a left-to-right paragraph, 2 (left to
    /// right inside right to left) in a right-to-left one. The paragraph's own direction is `baseLevel`, else
    /// `fallbackLevel` (no strong characters can be recognised).
    public func bidiLevels(of scalars: [Unicode.Scalar], baseLevel: UInt8?, fallbackLevel: UInt8) -> BidiParagraph {
        let paragraph = (baseLevel ?? fallbackLevel) & 1
        return BidiParagraph(
            paragraphLevel: paragraph, levels: Array(repeating: paragraph == 0 ? 0 : 2, count: scalars.count))
    }

    /// One glyph per scalar from the face's tables; each glyph's advance includes its kerning with the next
    /// glyph of the range. A face without tables is drawn with the shipped face of its style.
    public func shape(_ text: ShapingText, range: Range<Int>, face: FontFace, rightToLeft: Bool) -> [ShapedRun] {
        let face =
            face.hasCharacterTables
            ? face : systemFace(weight: face.weight, italic: face.isItalic, monospaced: face.isMonospaced)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(range.count)
        for i in range {
            let scalar = text.scalars[i]
            let (glyph, advance) = face.glyphAndAdvance(for: scalar)
            glyphs.append(ShapedGlyph(id: glyph, cluster: i, advance: Int32(advance)))
        }
        for k in glyphs.indices.dropLast() {
            glyphs[k].advance += Int32(face.kerning(glyphs[k].id, glyphs[k + 1].id))
        }
        if rightToLeft { glyphs.reverse() }
        return [ShapedRun(face: face, range: range, glyphs: glyphs)]
    }
}
