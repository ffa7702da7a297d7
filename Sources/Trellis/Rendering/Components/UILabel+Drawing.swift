import Foundation

extension UILabel {
    /// The color the text is drawn in: ``textColor``, dimmed to 45 % opacity when the label is disabled.
    var drawnTextColor: UIColor {
        isEnabled ? textColor : textColor.withAlphaComponent(textColor.alpha * 0.45)
    }

    /// Draws ``currentTextLayout``: the text block is centered vertically in the bounds (the top of the text
    /// at `(bounds.height − layout.height) / 2`, as ``firstBaselineOffsetFromTop`` assumes), each line where
    /// the layout aligned it in the bounds' width; truncated lines show the layout's ellipsis.
    func drawText(in context: CGContext) {
        guard let text, !text.isEmpty else { return }
        let layout = currentTextLayout
        let origin = CGPoint(x: bounds.minX, y: bounds.minY + (bounds.height - layout.height) / 2)
        layout.draw(in: context, origin: origin, color: drawnTextColor.cgColor)
    }
}
