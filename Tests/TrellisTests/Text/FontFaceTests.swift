import Foundation
import Testing

@testable import Trellis

/// A minimal TrueType reader (head, hhea, hmtx, cmap format 4, kern format 0): an independent check of the
/// metrics tables generated with fontTools.
struct TrueTypeFile {
    let bytes: [UInt8]
    var tables: [String: Int] = [:]

    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        bytes = [UInt8](data)
        let count = u16(4)
        for i in 0..<count {
            let record = 12 + 16 * i
            let tag = String(decoding: bytes[record..<(record + 4)], as: UTF8.self)
            tables[tag] = u32(record + 8)
        }
    }

    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func i16(_ at: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(at)))) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }

    var unitsPerEm: Int { u16(tables["head"]! + 18) }
    var ascender: Int { i16(tables["hhea"]! + 4) }
    var descender: Int { i16(tables["hhea"]! + 6) }

    func advance(ofGlyph glyph: Int) -> Int {
        let metrics = u16(tables["hhea"]! + 34)
        return u16(tables["hmtx"]! + 4 * min(glyph, metrics - 1))
    }

    /// The glyph of a BMP code point, from the Unicode format-4 subtable.
    func glyph(for codePoint: Int) -> Int {
        let cmap = tables["cmap"]!
        var sub = 0
        for i in 0..<u16(cmap + 2) {
            let r = cmap + 4 + 8 * i
            if u16(r) == 3 && u16(r + 2) == 1 { sub = cmap + u32(r + 4) }
        }
        let segments = u16(sub + 6) / 2
        let ends = sub + 14, starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments, offsets = deltas + 2 * segments
        for s in 0..<segments where codePoint <= u16(ends + 2 * s) {
            guard codePoint >= u16(starts + 2 * s) else { return 0 }
            let offset = u16(offsets + 2 * s)
            if offset == 0 { return (codePoint + i16(deltas + 2 * s)) & 0xFFFF }
            let g = u16(offsets + 2 * s + offset + 2 * (codePoint - u16(starts + 2 * s)))
            return g == 0 ? 0 : (g + i16(deltas + 2 * s)) & 0xFFFF
        }
        return 0
    }

    /// The format-0 kerning pairs.
    func kerning() -> [Int: Int] {
        guard let kern = tables["kern"] else { return [:] }
        var pairs: [Int: Int] = [:]
        let sub = kern + 4, count = u16(sub + 6)
        for i in 0..<count {
            let p = sub + 14 + 6 * i
            pairs[u16(p) << 16 | u16(p + 2)] = i16(p + 4)
        }
        return pairs
    }
}

@Suite(.swiftTextEngine) struct FontFaceTests {
    static let directory = "/usr/share/fonts/truetype/dejavu/"
    static let haveFonts = FileManager.default.fileExists(atPath: directory + "DejaVuSans.ttf")

    /// Every shipped face agrees with its font file: metrics, every character's glyph and advance, and the
    /// kerning of every pair among the first 400 characters.
    @Test(.enabled(if: haveFonts), arguments: FontFace.shipped)
    func shippedMetricsMatchTheFontFile(face: FontFace) throws {
        let file = try #require(TrueTypeFile(path: Self.directory + face.fileName))
        #expect(face.unitsPerEm == file.unitsPerEm)
        #expect(face.ascender == file.ascender)
        #expect(face.descender == file.descender)
        let kerning = file.kerning()
        var checked: [Unicode.Scalar] = []
        for value in UInt32(0x20)...0x27BF {
            guard let scalar = Unicode.Scalar(value), face.hasGlyph(for: scalar) else { continue }
            let glyph = file.glyph(for: Int(value))
            #expect(Int(face.glyph(for: scalar)) == glyph, "glyph of U+\(String(value, radix: 16))")
            #expect(
                face.advance(of: scalar) == file.advance(ofGlyph: glyph), "advance of U+\(String(value, radix: 16))")
            checked.append(scalar)
        }
        #expect(checked.count > 1500)
        for left in checked.prefix(400) {
            for right in checked.prefix(400) {
                let l = face.glyph(for: left), r = face.glyph(for: right)
                #expect(face.kerning(l, r) == kerning[Int(l) << 16 | Int(r)] ?? 0)
            }
        }
    }

    @Test func missingCharactersUseTheMissingGlyph() {
        let face = FontFace.sans
        #expect(face.glyph(for: "\u{10FFFF}") == 0)
        #expect(face.advance(of: "\u{10FFFF}") == face.advance(ofGlyph: 0))
        #expect(!face.hasGlyph(for: "\u{4E00}"))
    }
}
