import Foundation

/// One typeface's metrics: what text measurement needs, in font units.
///
/// Trellis ships the DejaVu faces' metrics (`sans`, `sansBold`, … generated from Debian's fonts-dejavu-core
/// by `Scripts/generate-font-metrics.py`), so text measures the same on every machine with no C library; the
/// rendering backends draw the same faces from their font files, glyph for glyph. A face maps characters to
/// glyphs and gives each glyph's advance and each pair's kerning; ``UIFont`` scales it to a point size.
public final class FontFace: Sendable, CustomStringConvertible {
    /// The face's PostScript name (`DejaVuSans-Bold`).
    public let fontName: String
    /// The family the face belongs to (`DejaVu Sans`).
    public let familyName: String
    /// The font file the face comes from (`DejaVuSans-Bold.ttf`), for backends that draw it.
    public let fileName: String
    /// Whether the face is bold, italic (oblique), monospaced.
    public let isBold: Bool, isItalic: Bool, isMonospaced: Bool
    /// Font units per em: a size of `pointSize` points scales units by `pointSize / unitsPerEm`.
    public let unitsPerEm: Int
    /// Distance from the baseline to the top of the line (positive), in font units.
    public let ascender: Int
    /// Distance from the baseline to the bottom of the line (negative, as Apple's), in font units.
    public let descender: Int
    /// Extra space between lines, in font units.
    public let lineGap: Int
    /// Height of capital letters and of lowercase `x`, in font units.
    public let capHeight: Int, xHeight: Int

    /// Code points (sorted), their glyphs and advances.
    private let codePoints: [UInt32]
    private let glyphs: [UInt16]
    private let advances: [UInt16]
    /// Glyph id → advance, for glyphs known here.
    private let advanceOfGlyph: [UInt16: Int32]
    /// `left << 16 | right` → kerning adjustment (font units; negative pulls the pair together).
    private let kerningPairs: [UInt32: Int16]
    private let notdefAdvance: Int

    /// A face from its metrics and tables (what a font loader reads from a font file): the characters it draws
    /// with their glyphs and advances, and kerning pairs; everything in font units.
    public init(
        fontName: String, familyName: String, fileName: String, isBold: Bool, isItalic: Bool, isMonospaced: Bool,
        unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, capHeight: Int, xHeight: Int,
        notdefAdvance: Int, characters: [(codePoint: UInt32, glyph: UInt16, advance: UInt16)],
        kerning: [(left: UInt16, right: UInt16, adjustment: Int16)]
    ) {
        self.fontName = fontName
        self.familyName = familyName
        self.fileName = fileName
        self.isBold = isBold
        self.isItalic = isItalic
        self.isMonospaced = isMonospaced
        self.unitsPerEm = max(1, unitsPerEm)
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.notdefAdvance = notdefAdvance
        let table = characters.sorted { $0.codePoint < $1.codePoint }
        codePoints = table.map(\.codePoint)
        glyphs = table.map(\.glyph)
        advances = table.map(\.advance)
        var byGlyph: [UInt16: Int32] = [:]
        for entry in table { byGlyph[entry.glyph] = Int32(entry.advance) }
        advanceOfGlyph = byGlyph
        var pairs: [UInt32: Int16] = [:]
        for pair in kerning { pairs[UInt32(pair.left) << 16 | UInt32(pair.right)] = pair.adjustment }
        kerningPairs = pairs
    }

    /// A face from its metrics and base64 tables: characters as little-endian `(code point, glyph, advance)`
    /// UInt16 triples, kerning as `(left glyph, right glyph, adjustment)` triples.
    convenience init(
        fontName: String, familyName: String, fileName: String, isBold: Bool, isItalic: Bool, isMonospaced: Bool,
        unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, capHeight: Int, xHeight: Int,
        notdefAdvance: Int, characters: String, kerning: String
    ) {
        self.init(
            fontName: fontName, familyName: familyName, fileName: fileName, isBold: isBold, isItalic: isItalic,
            isMonospaced: isMonospaced, unitsPerEm: unitsPerEm, ascender: ascender, descender: descender,
            lineGap: lineGap, capHeight: capHeight, xHeight: xHeight, notdefAdvance: notdefAdvance,
            characters: Self.triples(characters).map { (UInt32($0.0), UInt16($0.1), UInt16($0.2)) },
            kerning: Self.triples(kerning).map { (UInt16($0.0), UInt16($0.1), Int16(bitPattern: UInt16($0.2))) })
    }

    /// Decodes base64 text into little-endian UInt16 triples.
    private static func triples(_ base64: String) -> [(Int, Int, Int)] {
        guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else {
            preconditionFailure("FontFace: corrupt metrics table")
        }
        let bytes = [UInt8](data)
        func u16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
        return stride(from: 0, to: bytes.count - 5, by: 6).map { (u16($0), u16($0 + 2), u16($0 + 4)) }
    }

    /// The glyph drawing `scalar`, or 0 (the missing-glyph box) when the face has none.
    public func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        index(of: scalar).map { glyphs[$0] } ?? 0
    }

    /// Whether the face has a glyph for `scalar`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool { index(of: scalar) != nil }

    /// The advance of `scalar`'s glyph, in font units.
    public func advance(of scalar: Unicode.Scalar) -> Int {
        index(of: scalar).map { Int(advances[$0]) } ?? notdefAdvance
    }

    /// The advance of a glyph, in font units.
    public func advance(ofGlyph glyph: UInt16) -> Int {
        advanceOfGlyph[glyph].map(Int.init) ?? notdefAdvance
    }

    /// The kerning adjustment between two glyphs drawn one after the other, in font units.
    public func kerning(_ left: UInt16, _ right: UInt16) -> Int {
        Int(kerningPairs[UInt32(left) << 16 | UInt32(right)] ?? 0)
    }

    /// The position of `scalar` in the character table (binary search on sorted code points).
    private func index(of scalar: Unicode.Scalar) -> Int? {
        let target = scalar.value
        var low = 0, high = codePoints.count
        while low < high {
            let mid = (low + high) / 2
            if codePoints[mid] < target { low = mid + 1 } else { high = mid }
        }
        return low < codePoints.count && codePoints[low] == target ? low : nil
    }

    public var description: String { "FontFace(\(fontName))" }

    /// Every face Trellis ships.
    public static let shipped: [FontFace] = [sans, sansBold, sansOblique, sansBoldOblique, mono, monoBold]

    private nonisolated(unsafe) static var added: [FontFace] = []
    private static let lock = NSLock()

    /// The faces ``UIFont/init(name:size:)`` finds: the shipped ones, then those registered, in order.
    public static var registered: [FontFace] { lock.withLock { shipped + added } }

    /// Makes `face` available by name to ``UIFont/init(name:size:)`` (a face loaded from a font file).
    public static func register(_ face: FontFace) {
        lock.withLock { if !added.contains(where: { $0 === face }) { added.append(face) } }
    }

    /// The face of `family` (DejaVu Sans when the family is not shipped) with the given traits.
    static func face(monospaced: Bool, bold: Bool, italic: Bool) -> FontFace {
        if monospaced { return bold ? monoBold : mono }
        switch (bold, italic) {
        case (false, false): return sans
        case (true, false): return sansBold
        case (false, true): return sansOblique
        case (true, true): return sansBoldOblique
        }
    }
}
