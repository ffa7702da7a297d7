import CFontconfig
import CHarfBuzz
import Foundation
import Trellis

/// The full text engine: fonts and per-character fallback through fontconfig, shaping through HarfBuzz, bidi
/// through FriBidi; drawn by TrellisCairo through FreeType (color emoji included).
///
/// It is the process default of every program that links TrellisText (TrellisCairo does), registered when
/// the program starts: `UIFont.systemFont(ofSize:)`, labels and text views use it without being asked.
/// ``TextEngines/withTextEngine(_:_:)`` or ``TextEngines/install(_:)`` pick another.
///
/// - The system font is DejaVu Sans (DejaVu Sans Mono for monospaced), as in ``SwiftTextEngine``, so Latin
///   text measures the same in both engines except where HarfBuzz applies ligatures ("fi", "ffi").
/// - Glyphs and advances are HarfBuzz's at the face's units-per-em scale with its own OpenType functions —
///   what `hb-shape` prints for the same font and text — so measurement involves no hinting or rounding.
/// - A grapheme cluster the font lacks is drawn in the face fontconfig matches for the font's family, weight
///   and slant with the cluster's characters (`fc-match "DejaVu Sans:charset=4e2d"`); a cluster in emoji
///   presentation (an emoji, a ZWJ sequence, a flag, a keycap) in fontconfig's "emoji" family, in color.
/// - Shaped runs are cached (key: face, direction, the text and its five characters of context on each side —
///   all HarfBuzz looks at — with its grapheme clusters), so a label measured again costs a lookup.
public final class HarfBuzzTextEngine: TextEngine, @unchecked Sendable {
    /// The engine (fontconfig's configuration is loaded on first use).
    public static let shared = HarfBuzzTextEngine()

    public var name: String { "harfbuzz" }

    private let lock = NSLock()
    private lazy var catalog = FontconfigCatalog()
    private var faces: [FaceKey: FontFace] = [:]
    /// HarfBuzz's font of every face the engine has seen, keyed by the face's identity; the entry keeps the
    /// face alive, so no identity the caches key on is ever reused by another face.
    private var fonts: [ObjectIdentifier: (face: FontFace, font: HarfBuzzFont?)] = [:]
    private var systemFaces: [SystemKey: FontFace] = [:]
    private var namedFaces: [String: FontFace?] = [:]
    private var fallbacks: [FallbackKey: FontFace?] = [:]
    /// Fallbacks of plain single-scalar clusters (the common case), without an array in the key.
    private var scalarFallbacks: [ScalarFallbackKey: FontFace?] = [:]
    private let shapeCache = ShapeCache()

    private struct FaceKey: Hashable { var file: String, index: Int }
    private struct SystemKey: Hashable { var weight: CGFloat, italic: Bool, monospaced: Bool }
    private struct FallbackKey: Hashable { var base: ObjectIdentifier, characters: [UInt32], emoji: Bool }
    private struct ScalarFallbackKey: Hashable { var base: ObjectIdentifier, scalar: UInt32 }

    private init() {}

    /// Empties the cache of shaped runs (fonts and fallback choices stay): for memory pressure, and for
    /// benchmarks that measure shaping from cold.
    public func removeCachedShapes() { shapeCache.removeAll() }

    // MARK: Faces

    /// The face of a fontconfig match (one object per file and index).
    private func face(_ match: FontconfigCatalog.Match) -> FontFace {
        let key = FaceKey(file: match.file, index: match.index)
        if let face = faces[key] { return face }
        let metrics = HarfBuzzFont(path: match.file, index: match.index)
        let (ascender, descender, gap, cap, x) = metrics?.verticalMetrics() ?? (800, -200, 0, 700, 500)
        let face = FontFace(
            fontName: match.postscriptName, familyName: match.family, fileName: match.file, faceIndex: match.index,
            weight: match.weight, isItalic: match.isItalic, isMonospaced: match.isMonospaced, isColor: match.isColor,
            unitsPerEm: metrics?.unitsPerEm ?? 1000, ascender: ascender, descender: descender, lineGap: gap,
            capHeight: cap, xHeight: x)
        faces[key] = face
        if let metrics { fonts[ObjectIdentifier(face)] = (face, metrics) }
        return face
    }

    /// HarfBuzz's font for a face: its file (an absolute path, or a name found by ``FontFileLocator``).
    private func harfBuzzFont(_ face: FontFace) -> HarfBuzzFont? {
        lock.withLock {
            let id = ObjectIdentifier(face)
            if let entry = fonts[id] { return entry.font }
            let font = FontFileLocator.path(forFontFile: face.fileName).flatMap {
                HarfBuzzFont(path: $0, index: face.faceIndex)
            }
            fonts[id] = (face, font)
            return font
        }
    }

    public func systemFace(weight: CGFloat, italic: Bool, monospaced: Bool) -> FontFace {
        lock.withLock {
            let key = SystemKey(weight: weight, italic: italic, monospaced: monospaced)
            if let face = systemFaces[key] { return face }
            let (family, generic) = monospaced ? ("DejaVu Sans Mono", "monospace") : ("DejaVu Sans", "sans-serif")
            var found = catalog.match(family: family, weight: weight, italic: italic)
            if found?.family != family { found = catalog.match(family: generic, weight: weight, italic: italic) }
            let face =
                found.map(face)
                ?? SwiftTextEngine.shared.systemFace(weight: weight, italic: italic, monospaced: monospaced)
            systemFaces[key] = face
            return face
        }
    }

    /// A face registered with ``FontFace/register(_:)`` by its names first; then by PostScript name, full
    /// name, family (its regular face), then a family fontconfig substitutes for the
    /// name (Helvetica → Liberation Sans where installed); a `-Bold`, `-Italic`/`-Oblique` or `-BoldItalic`
    /// suffix on an alias picks the style. Nil when fontconfig knows none of these.
    public func face(named name: String) -> FontFace? {
        lock.withLock {
            if let face = Self.registeredFace(name) { return face }
            if let cached = namedFaces[name] { return cached }
            let found = lookUp(name)
            namedFaces[name] = found
            return found
        }
    }

    /// A face registered by the program (not a shipped one) of that PostScript or family name.
    private static func registeredFace(_ name: String) -> FontFace? {
        let added = FontFace.registered.filter { face in !FontFace.shipped.contains { $0 === face } }
        return added.first { $0.fontName == name }
            ?? added.first { $0.familyName == name && !$0.isBold && !$0.isItalic }
    }

    private func lookUp(_ name: String) -> FontFace? {
        if let match = catalog.faces(where: "postscriptname", is: name).first { return face(match) }
        if let match = catalog.faces(where: "fullname", is: name).first { return face(match) }
        var family = name, weight: CGFloat = 0, italic = false
        for (suffix, w, i) in [
            ("-BoldItalic", CGFloat(0.4), true), ("-BoldOblique", 0.4, true), ("-Bold", 0.4, false),
            ("-Italic", 0, true), ("-Oblique", 0, true), ("-Regular", 0, false),
        ]
        where name.hasSuffix(suffix) {
            family = String(name.dropLast(suffix.count))
            (weight, italic) = (w, i)
            break
        }
        return familyFace(family, weight: weight, italic: italic)
    }

    /// The closest face of an installed family or of one fontconfig substitutes for it; nil otherwise.
    private func familyFace(_ family: String, weight: CGFloat, italic: Bool) -> FontFace? {
        guard let match = catalog.match(family: family, weight: weight, italic: italic) else { return nil }
        let installed = !catalog.faces(where: "family", is: family).isEmpty
        guard
            installed
                ? match.family == family || catalog.aliases(of: family).contains(match.family)
                : catalog.aliases(of: family).contains(match.family)
        else { return nil }
        return face(match)
    }

    public func face(family: String, weight: CGFloat, italic: Bool) -> FontFace? {
        lock.withLock { familyFace(family, weight: weight, italic: italic) }
    }

    public var familyNames: [String] {
        lock.withLock {
            var names: [String] = []
            for match in catalog.allFaces() where !match.family.isEmpty && !names.contains(match.family) {
                names.append(match.family)
            }
            return names.sorted()
        }
    }

    public func fontNames(forFamilyName family: String) -> [String] {
        lock.withLock {
            var names: [String] = []
            for match in catalog.faces(where: "family", is: family) where !names.contains(match.postscriptName) {
                names.append(match.postscriptName)
            }
            return names.sorted()
        }
    }

    // MARK: Text

    public func bidiLevels(of scalars: [Unicode.Scalar], baseLevel: UInt8?, fallbackLevel: UInt8) -> BidiParagraph {
        FriBidiAnalysis.levels(of: scalars, baseLevel: baseLevel, fallbackLevel: fallbackLevel)
    }

    public func shape(_ text: ShapingText, range: Range<Int>, face: FontFace, rightToLeft: Bool) -> [ShapedRun] {
        guard !range.isEmpty else { return [] }
        guard harfBuzzFont(face) != nil else {
            return SwiftTextEngine.shared.shape(text, range: range, face: face, rightToLeft: rightToLeft)
        }
        return shapeCache.runs(text, range, face: face, rightToLeft: rightToLeft) {
            var runs: [ShapedRun] = []
            for (segment, segmentFace) in fontSegments(text, range, face) {
                guard let font = harfBuzzFont(segmentFace) else { continue }
                for (scriptRange, script) in ScriptItemizer.runs(text.scalars, segment) {
                    let glyphs = HarfBuzzShaper.shape(
                        text.scalars, scriptRange, font: font, script: script, rightToLeft: rightToLeft)
                    runs.append(ShapedRun(face: segmentFace, range: scriptRange, glyphs: glyphs))
                }
            }
            return runs
        }
    }

    // MARK: Fallback

    /// `range` cut into stretches of one face: each grapheme cluster in `face` when it has all its characters
    /// (default-ignorable ones aside) and is not emoji in color, else in its fallback face.
    private func fontSegments(_ text: ShapingText, _ range: Range<Int>, _ face: FontFace) -> [(Range<Int>, FontFace)] {
        var segments: [(Range<Int>, FontFace)] = []
        let font = harfBuzzFont(face)
        var i = range.lowerBound
        while i < range.upperBound {
            var j = i + 1
            while j < range.upperBound && !text.isClusterStart[j] { j += 1 }
            let clusterFace = self.face(for: text.scalars[i..<j], base: face, baseFont: font)
            if let last = segments.last, last.1 === clusterFace {
                segments[segments.count - 1].0 = last.0.lowerBound..<j
            } else {
                segments.append((i..<j, clusterFace))
            }
            i = j
        }
        return segments
    }

    /// The face a grapheme cluster is drawn in.
    private func face(for cluster: ArraySlice<Unicode.Scalar>, base: FontFace, baseFont: HarfBuzzFont?) -> FontFace {
        if cluster.count == 1, let scalar = cluster.first, Self.isPlain(scalar) {
            if let font = baseFont, font.nominalGlyph(scalar.value) != nil { return base }  // the common case
            let key = ScalarFallbackKey(base: ObjectIdentifier(base), scalar: scalar.value)
            if let cached = lock.withLock({ scalarFallbacks[key] }) { return cached ?? base }
            let found = fallbackFace(for: cluster, base: base, baseFont: baseFont)
            lock.withLock { scalarFallbacks[key] = found }
            return found ?? base
        }
        return fallbackFace(for: cluster, base: base, baseFont: baseFont) ?? base
    }

    /// The face fontconfig picks for a cluster the base face does not show (nil: none has it).
    private func fallbackFace(for cluster: ArraySlice<Unicode.Scalar>, base: FontFace, baseFont: HarfBuzzFont?)
        -> FontFace?
    {
        let emoji = Self.isEmojiPresentation(cluster)
        let needed = cluster.filter { !$0.properties.isDefaultIgnorableCodePoint && !Self.isEmojiComponent($0) }
        if !emoji, let font = baseFont, needed.allSatisfy({ font.nominalGlyph($0.value) != nil }) { return base }
        return cachedFallback(needed, emoji: emoji, base: base)
    }

    private func cachedFallback(_ needed: [Unicode.Scalar], emoji: Bool, base: FontFace) -> FontFace? {
        let key = FallbackKey(base: ObjectIdentifier(base), characters: needed.map(\.value), emoji: emoji)
        return lock.withLock {
            if let cached = fallbacks[key] { return cached }
            var found: FontFace?
            if emoji,
                let match = catalog.match(
                    family: "emoji", weight: 0, italic: false, characters: key.characters, color: true)
            {
                found = covers(match, key.characters) ? face(match) : nil
            }
            if found == nil, emoji, let font = fonts[ObjectIdentifier(base)]?.font,
                key.characters.allSatisfy({ font.nominalGlyph($0) != nil })
            {
                found = base  // no color emoji font: the base face's own glyphs
            }
            if found == nil,
                let match = catalog.match(
                    family: base.familyName, weight: base.weight, italic: base.isItalic, characters: key.characters)
            {
                found = covers(match, key.characters) ? face(match) : nil
            }
            fallbacks[key] = found
            return found
        }
    }

    /// Whether a match's font has the first of the characters (a partial match still draws the cluster's
    /// base; none at all leaves the missing-glyph box of the requested face).
    private func covers(_ match: FontconfigCatalog.Match, _ characters: [UInt32]) -> Bool {
        guard let first = characters.first else { return true }
        let face = face(match)
        return fonts[ObjectIdentifier(face)]?.font?.nominalGlyph(first) != nil
    }

    /// Whether a cluster shows as a color emoji: an Emoji_Presentation character without text selector
    /// (U+FE0E), anything with the emoji selector (U+FE0F), or an emoji joined by ZWJ or modified by a skin tone.
    static func isEmojiPresentation(_ cluster: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = cluster.first else { return false }
        if cluster.contains("\u{FE0E}") { return false }
        if cluster.contains("\u{FE0F}") || first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && cluster.count > 1
            && cluster.contains { $0 == "\u{200D}" || $0.properties.isEmojiModifier }
    }

    /// Whether a scalar is surely neither emoji in presentation nor default-ignorable (no property look-up):
    /// below U+2000 apart from the few default-ignorable ones there (soft hyphen, combining grapheme joiner,
    /// Arabic letter mark, Hangul fillers, Khmer inherent vowels, Mongolian selectors), and the CJK, kana and
    /// Hangul blocks U+2E80–U+D7FF apart from the Hangul filler U+3164.
    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAD, 0x34F, 0x61C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x3164: false
        case 0..<0x2000, 0x2E80...0xD7FF: true
        default: false
        }
    }

    /// Characters an emoji font carries as parts of sequences (the keycap mark, tags) that need no glyph
    /// of their own in the base face.
    private static func isEmojiComponent(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{20E3}" || (0xE0020...0xE007F).contains(scalar.value)
    }
}

/// Called by TrellisTextRegistration's load-time constructor: registers the engine as Trellis's default.
@_cdecl("trellis_text_register_full_engine")
public func registerFullTextEngine() {
    TextEngines.registerDefault { HarfBuzzTextEngine.shared }
}
