import Foundation

extension TextLayout {
    /// The layout's lines as glyph runs, one per line, exactly where measurement put the glyphs: line *i*'s
    /// baseline is `origin.y + baseline(ofLine: i)`, its glyphs at `origin.x` plus
    /// ``glyphPositions(ofLine:alignment:boxWidth:rightToLeft:)`` in a box `boxWidth` wide.
    ///
    /// - Parameters:
    ///   - origin: The top-left corner of the text box in the drawing's user space.
    ///   - boxWidth: The width lines are aligned in.
    ///   - alignment: How lines sit in the box.
    ///   - rightToLeft: Whether natural alignment means right.
    ///   - color: The glyphs' color.
    /// - Returns: A run per non-empty line, in the font's file and family.
    public func glyphRuns(
        origin: CGPoint, boxWidth: CGFloat, alignment: NSTextAlignment, rightToLeft: Bool = false, color: CGColor
    ) -> [GlyphRun] {
        lines.indices.compactMap { index in
            let line = lines[index]
            guard !line.glyphs.isEmpty else { return nil }
            let xs = glyphPositions(ofLine: index, alignment: alignment, boxWidth: boxWidth, rightToLeft: rightToLeft)
            let y = origin.y + baseline(ofLine: index)
            return GlyphRun(
                fontFile: font.face.fileName, fontFamily: font.face.familyName, pointSize: font.pointSize, color: color,
                glyphs: zip(line.glyphs, xs).map { GlyphRun.Glyph(id: $0, x: origin.x + $1, y: y) }, text: line.text)
        }
    }

    /// Draws the runs of ``glyphRuns(origin:boxWidth:alignment:rightToLeft:color:)`` into `context`, skipping
    /// lines wholly outside `visible` (user space; nil: draw every line).
    func draw(
        in context: CGContext, origin: CGPoint, boxWidth: CGFloat, alignment: NSTextAlignment, rightToLeft: Bool,
        color: CGColor, visible: CGRect? = nil
    ) {
        for run in glyphRuns(origin: origin, boxWidth: boxWidth, alignment: alignment, rightToLeft: rightToLeft, color: color) {
            if let visible, let y = run.glyphs.first?.position.y,
               y - font.ascender > visible.maxY || y - font.descender < visible.minY {
                continue
            }
            context.showGlyphs(run)
        }
    }
}
