import Foundation

/// A small text tag on a translucent white box: view names and constraint labels in the debug overlay.
enum OverlayTag {
    /// Which corner (or the center) of the tag sits at the given point.
    enum Anchor {
        case topLeft, bottomRight, center
    }

    /// The tags' font.
    static let font = UIFont.systemFont(ofSize: 8)

    /// The tag's size for `text`.
    static func size(of text: String) -> CGSize {
        let layout = TextLayout(text: text, font: font)
        return CGSize(width: layout.width + 4, height: layout.height + 1)
    }

    /// Draws `text` in `color` on a white box whose `anchor` is at `point`.
    static func draw(_ text: String, at point: CGPoint, anchor: Anchor, color: UIColor, in context: CGContext) {
        let layout = TextLayout(text: text, font: font)
        let size = CGSize(width: layout.width + 4, height: layout.height + 1)
        let origin: CGPoint
        switch anchor {
        case .topLeft: origin = point
        case .bottomRight: origin = CGPoint(x: point.x - size.width, y: point.y - size.height)
        case .center: origin = CGPoint(x: point.x - size.width / 2, y: point.y - size.height / 2)
        }
        let box = CGRect(origin: origin, size: size)
        context.setFillColor(UIColor(white: 1, alpha: 0.85).cgColor)
        context.addPath(UIBezierPath(roundedRect: box, cornerRadius: 2))
        context.fillPath()
        layout.draw(in: context, origin: CGPoint(x: box.minX + 2, y: box.minY + 0.5), boxWidth: layout.width,
                    alignment: .left, rightToLeft: false, color: color.withAlphaComponent(1).cgColor)
    }
}
