import Foundation

extension TextLayout {
    /// The layout's runs as glyph runs, exactly where the layout placed the glyphs, with the box's top-left
    /// corner at `origin`: run *r* of line *i* has its glyphs at `origin` plus their positions, on the line's
    /// baseline. Runs without a color attribute are drawn in `color`; neighbouring runs of a line with the same
    /// face, size and color become one glyph run.
    ///
    /// - Returns: Glyph runs in line order, each in its run's face.
    public func glyphRuns(origin: CGPoint, color: CGColor) -> [GlyphRun] {
        var result: [GlyphRun] = []
        for line in lines {
            var lineRuns: [GlyphRun] = []
            for run in line.runs where !run.glyphs.isEmpty {
                let y = origin.y + line.baseline
                let glyphs = zip(run.glyphs, run.positions).map {
                    GlyphRun.Glyph(id: $0, x: origin.x + $1.x, y: y + $1.y)
                }
                let glyphRun = GlyphRun(
                    fontFile: run.face.fileName, faceIndex: run.face.faceIndex, fontFamily: run.face.familyName,
                    pointSize: run.pointSize, color: styles[run.style].foregroundColor?.cgColor ?? color,
                    glyphs: glyphs,
                    text: runText(run, line: line))
                if let last = lineRuns.last, last.fontFile == glyphRun.fontFile, last.faceIndex == glyphRun.faceIndex,
                    last.pointSize == glyphRun.pointSize, last.color == glyphRun.color
                {
                    lineRuns[lineRuns.count - 1].glyphs += glyphRun.glyphs
                    lineRuns[lineRuns.count - 1].text = last.text.flatMap { a in glyphRun.text.map { a + $0 } }
                } else {
                    lineRuns.append(glyphRun)
                }
            }
            result += lineRuns
        }
        return result
    }

    /// The characters of a run when it shows one glyph per character, left to right (what SVG text needs).
    private func runText(_ run: Run, line: Line) -> String? {
        if run.clusters.first == -1 { return run.glyphs.count == 1 ? "\u{2026}" : "..." }
        guard !run.isRightToLeft, run.range.count == run.glyphs.count else { return nil }
        // The line's UTF-16 view, sliced in place (a typed-into text field draws every keystroke: no copies,
        // no Foundation search).
        let text = line.text.utf16
        let start = run.range.lowerBound - line.range.lowerBound
        guard start >= 0, start + run.range.count <= text.count,
            start == 0 || !line.text.unicodeScalars.contains("\u{2026}")
        else { return nil }
        let lower = text.index(text.startIndex, offsetBy: start)
        return String(decoding: text[lower..<text.index(lower, offsetBy: run.range.count)], as: UTF16.self)
    }

    /// Draws the layout with the box's top-left corner at `origin`: backgrounds, glyphs (in their run's color,
    /// else `color`), then underlines and strikethroughs. Lines wholly outside `visible` (user space; nil:
    /// draw every line) are skipped.
    func draw(in context: CGContext, origin: CGPoint, color: CGColor, visible: CGRect? = nil) {
        for line in lines {
            if let visible, origin.y + line.top > visible.maxY || origin.y + line.top + line.height < visible.minY {
                continue
            }
            drawBackgrounds(line, origin: origin, in: context)
        }
        for run in glyphRuns(origin: origin, color: color) {
            if let visible, let y = run.glyphs.first?.position.y,
                y - run.pointSize * 2 > visible.maxY || y + run.pointSize * 2 < visible.minY
            {
                continue
            }
            context.showGlyphs(run)
        }
        for line in lines { drawDecorations(line, origin: origin, color: color, in: context) }
    }

    /// Draws the layout as before, its lines moved as `alignment` in a box `boxWidth` wide asks (for callers
    /// that lay out once unbounded and align afterwards: the debug overlay's tags).
    func draw(
        in context: CGContext, origin: CGPoint, boxWidth: CGFloat, alignment: NSTextAlignment, rightToLeft: Bool,
        color: CGColor, visible: CGRect? = nil
    ) {
        let shift: CGFloat
        switch alignment == .natural ? (rightToLeft ? .right : .left) : alignment {
        case .center: shift = (boxWidth - self.boxWidth) / 2
        case .right: shift = boxWidth - self.boxWidth
        default: shift = 0
        }
        draw(in: context, origin: CGPoint(x: origin.x + shift, y: origin.y), color: color, visible: visible)
    }

    private func drawBackgrounds(_ line: Line, origin: CGPoint, in context: CGContext) {
        for run in line.runs {
            guard let background = styles[run.style].backgroundColor else { continue }
            context.saveGState()
            context.setFillColor(background.cgColor)
            context.fill(CGRect(x: origin.x + run.minX, y: origin.y + line.top, width: run.width, height: line.height))
            context.restoreGState()
        }
    }

    /// Underlines sit a tenth of the font size below the baseline; strikethroughs at half the x-height; both a
    /// fourteenth of the size thick (double: two such lines), in their color or the run's text color.
    private func drawDecorations(_ line: Line, origin: CGPoint, color: CGColor, in context: CGContext) {
        for run in line.runs {
            let style = styles[run.style]
            let thickness = max(0.5, run.pointSize / 14)
            let text = style.foregroundColor?.cgColor ?? color
            if !style.underline.isEmpty {
                let y = origin.y + line.baseline + run.pointSize / 10 - style.baselineOffset
                stroke(
                    run, style.underline, y: y, thickness: thickness, color: style.underlineColor?.cgColor ?? text,
                    origin, context)
            }
            if !style.strikethrough.isEmpty {
                let xHeight = CGFloat(run.face.xHeight) * run.pointSize / CGFloat(run.face.unitsPerEm)
                let y = origin.y + line.baseline - xHeight / 2 - style.baselineOffset
                stroke(
                    run, style.strikethrough, y: y, thickness: thickness,
                    color: style.strikethroughColor?.cgColor ?? text, origin, context)
            }
        }
    }

    private func stroke(
        _ run: Run, _ style: NSUnderlineStyle, y: CGFloat, thickness: CGFloat, color: CGColor, _ origin: CGPoint,
        _ context: CGContext
    ) {
        let weight = style.contains(.thick) ? thickness * 2 : thickness
        let offsets: [CGFloat] = style.rawValue & 0x0F == NSUnderlineStyle.double.rawValue ? [0, weight * 2] : [0]
        context.saveGState()
        context.setFillColor(color)
        for dy in offsets {
            context.fill(CGRect(x: origin.x + run.minX, y: y + dy - weight / 2, width: run.width, height: weight))
        }
        context.restoreGState()
    }
}
