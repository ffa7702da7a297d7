import Foundation

/// The overlay's text tags (view names, constraint labels) on translucent white boxes. Tags are requested
/// while the marks are drawn, then placed over all of them in order of importance (ambiguity, broken
/// constraints and their conflicts, view names, other constraints; in request order within one), each at its
/// first candidate spot that covers no tag placed before and none of the views' text, inside the area the
/// tagged thing is visible in. A tag that fits nowhere is left out.
final class OverlayTags {
    /// How important a tag is: lower values are placed first.
    enum Importance: Int, Comparable {
        case ambiguity, broken, frame, constraint
        static func < (a: Importance, b: Importance) -> Bool { a.rawValue < b.rawValue }
    }

    private struct Request {
        let text: String, candidates: [(CGPoint, Anchor)], visible: CGRect, color: UIColor, importance: Importance
    }
    private var requests: [Request] = []

    /// Which corner (or the center) of the tag sits at a candidate point.
    enum Anchor {
        case topLeft, topRight, bottomLeft, bottomRight, center
    }

    /// Points per overlay pixel: marks keep their size in pixels at every rendering scale.
    let unit: CGFloat
    /// The tags' font (8 pixels).
    let font: UIFont
    /// The picture's area (tags stay inside it).
    let picture: CGRect
    /// What tags must not cover: tags placed so far and the views' text.
    private(set) var occupied: [CGRect]

    init(unit: CGFloat, picture: CGRect, obstacles: [CGRect]) {
        self.unit = unit
        self.picture = picture
        font = UIFont.systemFont(ofSize: 8 * unit)
        occupied = obstacles
    }

    /// The tag's size for `text`.
    func size(of text: String) -> CGSize {
        let layout = TextLayout(text: text, font: font)
        return CGSize(width: layout.width + 4 * unit, height: layout.height + unit)
    }

    /// Asks for a tag: `text` in `color` at the first of `candidates` that works, inside `visible`.
    func request(
        _ text: String, at candidates: [(CGPoint, Anchor)], visible: CGRect, color: UIColor,
        importance: Importance
    ) {
        requests.append(
            Request(text: text, candidates: candidates, visible: visible, color: color, importance: importance))
    }

    /// Places and draws every requested tag, most important first (a stable order within one importance).
    func drawRequested(in context: CGContext) {
        let ordered = requests.enumerated().sorted {
            ($0.element.importance, $0.offset) < ($1.element.importance, $1.offset)
        }
        for (_, r) in ordered { place(r.text, at: r.candidates, visible: r.visible, color: r.color, in: context) }
        requests = []
    }

    /// Draws `text` in `color` at the first candidate where its box lies inside `visible` and the picture and
    /// covers nothing occupied. Returns whether it was drawn.
    @discardableResult
    private func place(
        _ text: String, at candidates: [(CGPoint, Anchor)], visible: CGRect, color: UIColor,
        in context: CGContext
    ) -> Bool {
        let size = size(of: text)
        let area = visible.intersection(picture)
        for (point, anchor) in candidates {
            // A box sticking out of the area is moved inside it (when it fits).
            var box = Self.box(of: size, at: point, anchor: anchor)
            box.origin.x = min(max(box.minX, area.minX), area.maxX - box.width)
            box.origin.y = min(max(box.minY, area.minY), area.maxY - box.height)
            guard area.contains(box), !occupied.contains(where: { $0.intersects(box) }) else { continue }
            occupied.append(box)
            draw(text, in: box, color: color, context)
            return true
        }
        return false
    }

    /// Draws `text` in a box with no placement rules (the legend).
    func draw(_ text: String, in box: CGRect, color: UIColor, _ context: CGContext) {
        context.setFillColor(UIColor(white: 1, alpha: 0.85).cgColor)
        context.addPath(UIBezierPath(roundedRect: box, cornerRadius: 2 * unit))
        context.fillPath()
        let layout = TextLayout(text: text, font: font)
        layout.draw(
            in: context, origin: CGPoint(x: box.minX + 2 * unit, y: box.minY + 0.5 * unit), boxWidth: layout.width,
            alignment: .left, rightToLeft: false, color: color.withAlphaComponent(1).cgColor)
    }

    static func box(of size: CGSize, at p: CGPoint, anchor: Anchor) -> CGRect {
        let origin: CGPoint
        switch anchor {
        case .topLeft: origin = p
        case .topRight: origin = CGPoint(x: p.x - size.width, y: p.y)
        case .bottomLeft: origin = CGPoint(x: p.x, y: p.y - size.height)
        case .bottomRight: origin = CGPoint(x: p.x - size.width, y: p.y - size.height)
        case .center: origin = CGPoint(x: p.x - size.width / 2, y: p.y - size.height / 2)
        }
        return CGRect(origin: origin, size: size)
    }
}
