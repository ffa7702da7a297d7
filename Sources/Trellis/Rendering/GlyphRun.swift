import Foundation

/// A run of glyphs in one font, size and color, each placed at its baseline position: what text layout hands
/// to a backend, so that glyphs land exactly where measurement put them.
///
/// Glyph ids are the font file's own (its `cmap` gives them); positions are in the user space of the context
/// that draws the run, as the left end of each glyph's baseline.
public struct GlyphRun: Equatable, Sendable {
    /// One glyph and where its baseline starts.
    public struct Glyph: Equatable, Sendable {
        /// The glyph's index in the font file.
        public var id: UInt16
        /// The left end of the glyph's baseline, in user space.
        public var position: CGPoint

        /// Makes a positioned glyph.
        public init(id: UInt16, position: CGPoint) {
            self.id = id
            self.position = position
        }

        /// Makes a positioned glyph from its baseline coordinates.
        public init(id: UInt16, x: CGFloat, y: CGFloat) { self.init(id: id, position: CGPoint(x: x, y: y)) }
    }

    /// The font file: an absolute path, or a file name looked up in the font directories
    /// (`/usr/share/fonts/truetype/dejavu` first), e.g. `DejaVuSans.ttf`.
    public var fontFile: String
    /// The face's index in the font file (a collection, `.ttc`, holds several; 0 otherwise).
    public var faceIndex: Int = 0
    /// The font's family name (`DejaVu Sans`), for backends that name fonts rather than load files (SVG text).
    public var fontFamily: String
    /// The font size in points (the em square's size in user space).
    public var pointSize: CGFloat
    /// The color of the glyphs.
    public var color: CGColor
    /// The glyphs, in drawing order.
    public var glyphs: [Glyph]
    /// The characters the glyphs show, when known: backends that draw characters rather than glyph ids (SVG
    /// `<text>`) use it, placing character *i* at glyph *i*'s position when the counts are equal.
    public var text: String?

    /// Makes a run.
    public init(
        fontFile: String, faceIndex: Int = 0, fontFamily: String, pointSize: CGFloat, color: CGColor, glyphs: [Glyph],
        text: String? = nil
    ) {
        self.fontFile = fontFile
        self.faceIndex = faceIndex
        self.fontFamily = fontFamily
        self.pointSize = pointSize
        self.color = color
        self.glyphs = glyphs
        self.text = text
    }
}
