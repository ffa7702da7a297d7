import Foundation

/// The overlay's marks: arrows, bars with end ticks, plain lines.
enum OverlayShapes {
    /// A line from `start` to `end` with an arrowhead at each end (a distance between two anchors).
    static func arrow(
        from start: CGPoint, to end: CGPoint, style: DebugOverlay.ConstraintStyle, unit: CGFloat,
        in context: CGContext
    ) {
        line(from: start, to: end, style: style, thin: false, in: context)
        head(at: end, from: start, style: style, unit: unit, in: context)
        head(at: start, from: end, style: style, unit: unit, in: context)
    }

    /// A line with short ticks across its ends (a size).
    static func bar(
        from start: CGPoint, to end: CGPoint, style: DebugOverlay.ConstraintStyle, unit u: CGFloat,
        in context: CGContext
    ) {
        line(from: start, to: end, style: style, thin: false, in: context)
        let (dx, dy) = unit(from: start, to: end)
        for p in [start, end] {
            line(
                from: CGPoint(x: p.x - dy * 3 * u, y: p.y + dx * 3 * u),
                to: CGPoint(x: p.x + dy * 3 * u, y: p.y - dx * 3 * u),
                style: style, thin: false, in: context)
        }
    }

    /// A straight line in the style's colour (`thin`: half width, translucent).
    static func line(
        from start: CGPoint, to end: CGPoint, style: DebugOverlay.ConstraintStyle, thin: Bool,
        in context: CGContext
    ) {
        context.setStrokeColor((thin ? style.color.withAlphaComponent(style.color.alpha * 0.5) : style.color).cgColor)
        context.setLineWidth(thin ? style.lineWidth / 2 : style.lineWidth)
        context.strokeLineSegments(between: [start, end])
    }

    /// A filled arrowhead with its tip at `tip`, pointing away from `tail`.
    private static func head(
        at tip: CGPoint, from tail: CGPoint, style: DebugOverlay.ConstraintStyle, unit u: CGFloat,
        in context: CGContext
    ) {
        let length = hypot(tip.x - tail.x, tip.y - tail.y)
        guard length > 8 * u else { return }
        let (dx, dy) = unit(from: tail, to: tip)
        let size = 3 * u + style.lineWidth
        context.setFillColor(style.color.cgColor)
        context.move(to: tip)
        context.addLine(
            to: CGPoint(x: tip.x - dx * size * 1.6 - dy * size * 0.8, y: tip.y - dy * size * 1.6 + dx * size * 0.8))
        context.addLine(
            to: CGPoint(x: tip.x - dx * size * 1.6 + dy * size * 0.8, y: tip.y - dy * size * 1.6 - dx * size * 0.8))
        context.closePath()
        context.fillPath()
    }

    private static func unit(from a: CGPoint, to b: CGPoint) -> (CGFloat, CGFloat) {
        let length = hypot(b.x - a.x, b.y - a.y)
        return length > 0 ? ((b.x - a.x) / length, (b.y - a.y) / length) : (1, 0)
    }
}
