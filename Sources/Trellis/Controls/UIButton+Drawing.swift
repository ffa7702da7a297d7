import Foundation

extension UIButton {
    /// Draws the background: a configuration's rounded background (darkened while a filled, tinted or gray
    /// button is highlighted), or the current state's background image stretched to the bounds.
    func drawBackground(in context: CGContext) {
        if let configuration {
            guard let color = configuration.backgroundColor(for: state, tint: tintColor) else { return }
            let radius = min(
                configuration.resolvedCornerRadius(height: bounds.height), bounds.height / 2, bounds.width / 2)
            let path = UIBezierPath(roundedRect: bounds, cornerRadius: radius)
            context.setFillColor(color.cgColor)
            context.addPath(path)
            context.fillPath()
            if state.contains(.highlighted) && configuration.style != .plain {
                context.setFillColor(UIColor.black.withAlphaComponent(0.15).cgColor)
                context.addPath(path)
                context.fillPath()
            }
        } else if let image = currentBackgroundImage {
            image.draw(in: bounds, context: context)
        }
    }
}
