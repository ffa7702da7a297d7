import CFontconfig
import Foundation
import Trellis

/// The installed fonts through fontconfig: names to faces, traits to the closest face, and per-character
/// fallback — each answer what `fc-match` answers for the same pattern (FcConfigSubstitute, FcDefaultSubstitute,
/// FcFontMatch on the same configuration).
///
/// Faces are made once per file and index (``FontFace`` identity is what fonts compare) by `makeFace`, which
/// reads the metrics. Not thread-safe by itself: the engine calls it under its lock.
final class FontconfigCatalog {
    /// A face found: its file, index and the pattern's names and traits.
    struct Match: Hashable {
        var file: String
        var index: Int
        var family: String
        var postscriptName: String
        var weight: CGFloat
        var isItalic: Bool
        var isMonospaced: Bool
        var isColor: Bool
    }

    private let config: OpaquePointer?

    /// Loads the default configuration and fonts (nil config when fontconfig cannot: every lookup then
    /// fails and the engine falls back to the shipped faces).
    init() { config = FcInitLoadConfigAndFonts() }

    deinit { if let config { FcConfigDestroy(config) } }

    // MARK: Matching

    /// The best match for a family (nil: the default family) at a weight and slant, with an optional
    /// character set and color preference — fc-match's answer. Nil only when fontconfig has no fonts.
    func match(family: String?, weight: CGFloat, italic: Bool, characters: [UInt32] = [], color: Bool = false) -> Match?
    {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        if let family { FcPatternAddString(pattern, "family", family) }
        FcPatternAddDouble(pattern, "weight", Self.fontconfigWeight(weight))
        FcPatternAddInteger(pattern, "slant", italic ? 100 : 0)  // FC_SLANT_ITALIC, FC_SLANT_ROMAN
        if color { FcPatternAddBool(pattern, "color", 1) }
        if !characters.isEmpty, let charset = FcCharSetCreate() {
            for c in characters { FcCharSetAddChar(charset, c) }
            FcPatternAddCharSet(pattern, "charset", charset)
            FcCharSetDestroy(charset)
        }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let found = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(found) }
        return Self.match(from: found)
    }

    /// The families fontconfig substitutes for `name` before its generic defaults: the name itself and its
    /// aliases (Helvetica: Liberation Sans, Arimo…), in fontconfig's order.
    func aliases(of name: String) -> [String] {
        let asked = substitutedFamilies(name)
        let generic = Set(substitutedFamilies("trellis-no-such-family-\u{1F331}"))
        return asked.filter { !generic.contains($0) }
    }

    private func substitutedFamilies(_ name: String) -> [String] {
        guard let config, let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, "family", name)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        return Self.strings(pattern, "family")
    }

    /// The faces whose `object` (postscriptname, fullname, family) equals `value`, sorted by file and index.
    func faces(where object: String, is value: String) -> [Match] {
        guard let config, let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, object, value)
        return list(pattern, config)
    }

    /// Every face fontconfig knows, sorted by file and index.
    func allFaces() -> [Match] {
        guard let config, let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        return list(pattern, config)
    }

    private func list(_ pattern: OpaquePointer, _ config: OpaquePointer) -> [Match] {
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        for name in ["family", "postscriptname", "file", "index", "weight", "slant", "spacing", "color"] {
            FcObjectSetAdd(objects, name)
        }
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var result: [Match] = []
        for i in 0..<Int(set.pointee.nfont) {
            if let font = set.pointee.fonts[i], let match = Self.match(from: font) { result.append(match) }
        }
        return result.sorted { ($0.file, $0.index) < ($1.file, $1.index) }
    }

    // MARK: Patterns

    private static func match(from pattern: OpaquePointer) -> Match? {
        guard let file = strings(pattern, "file").first else { return nil }
        var index: Int32 = 0, weight: Double = 80, slant: Int32 = 0, spacing: Int32 = 0, color: Int32 = 0
        FcPatternGetInteger(pattern, "index", 0, &index)
        if FcPatternGetDouble(pattern, "weight", 0, &weight) != FcResultMatch {
            var w: Int32 = 80
            FcPatternGetInteger(pattern, "weight", 0, &w)
            weight = Double(w)
        }
        FcPatternGetInteger(pattern, "slant", 0, &slant)
        FcPatternGetInteger(pattern, "spacing", 0, &spacing)
        FcPatternGetBool(pattern, "color", 0, &color)
        let family = strings(pattern, "family").first ?? ""
        return Match(
            file: file, index: Int(index), family: family,
            postscriptName: strings(pattern, "postscriptname").first ?? family,
            weight: uikitWeight(weight), isItalic: slant != 0, isMonospaced: spacing >= 100, isColor: color != 0)
    }

    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var result: [String] = []
        var n: Int32 = 0
        while true {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { break }
            result.append(String(cString: value))
            n += 1
        }
        return result
    }

    // MARK: Weights

    /// UIKit's weights (ultraLight … black) against fontconfig's (thin … black), in order; values between
    /// are interpolated linearly.
    private static let weightPairs: [(uikit: Double, fontconfig: Double)] = [
        (-0.8, 0), (-0.6, 40), (-0.4, 50), (0, 80), (0.23, 100), (0.3, 180), (0.4, 200), (0.56, 205), (0.62, 210),
    ]

    /// A UIKit weight on fontconfig's scale.
    static func fontconfigWeight(_ weight: CGFloat) -> Double {
        interpolate(Double(weight), weightPairs.map { ($0.uikit, $0.fontconfig) })
    }

    /// A fontconfig weight on UIKit's scale.
    static func uikitWeight(_ weight: Double) -> CGFloat {
        CGFloat(interpolate(weight, weightPairs.map { ($0.fontconfig, $0.uikit) }))
    }

    private static func interpolate(_ x: Double, _ points: [(Double, Double)]) -> Double {
        guard let first = points.first, let last = points.last else { return x }
        if x <= first.0 { return first.1 }
        if x >= last.0 { return last.1 }
        for (a, b) in zip(points, points.dropFirst()) where x <= b.0 {
            return a.1 + (x - a.0) / (b.0 - a.0) * (b.1 - a.1)
        }
        return last.1
    }
}
