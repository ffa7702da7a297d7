import Foundation

extension UIView {
    /// The view's layer: corner radius, border, clipping and opacity (UIKit's `layer`).
    public var layer: CALayer {
        if let layer = storedLayer { return layer }
        let layer = CALayer(view: self)
        storedLayer = layer
        return layer
    }

    /// Whether subviews are clipped to the bounds (with the layer's rounded corners); the layer's
    /// ``CALayer/masksToBounds``.
    public var clipsToBounds: Bool {
        get { storedLayer?.masksToBounds ?? false }
        set { layer.masksToBounds = newValue }
    }

    /// Draws the view and its subtree with the view's frame origin at `origin` in the context's user space
    /// (the superview's bounds space): background, ``draw(_:)``, subviews in order (last on top), border.
    /// Hidden views and their subtrees are skipped; alpha composites the subtree as a group;
    /// the bounds origin (a scroll view's content offset) shifts what ``draw(_:)`` and the subviews show.
    func renderHierarchy(in context: CGContext, at origin: CGPoint) {
        let opacity = min(1, alpha)
        guard !isHidden, opacity > 0 else { return }
        context.saveGState()
        context.translateBy(x: origin.x, y: origin.y)
        if opacity < 1 {
            context.setAlpha(opacity)
            context.beginTransparencyLayer()
        }
        let bounds = self.bounds
        let layer = storedLayer ?? CALayer.plain
        layer.drawAppearance(in: context, size: bounds.size, background: backgroundColor?.cgColor) {
            context.saveGState()
            context.clip(to: CGRect(origin: .zero, size: bounds.size))
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            UIGraphicsPushContext(context)
            draw(bounds)
            UIGraphicsPopContext()
            context.restoreGState()
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            for subview in subviews { subview.renderHierarchy(in: context, at: subview.frame.origin) }
        }
        if opacity < 1 { context.endTransparencyLayer() }
        context.restoreGState()
    }
}

extension CALayer {
    /// The appearance of a view whose layer was never asked for: no corners, border or clipping.
    nonisolated(unsafe) static let plain = CALayer()
}

extension UIView {
    /// Draws the view and its visible subtree into the current context (``UIGraphicsGetCurrentContext()``),
    /// scaled so that its bounds fill `rect` (UIKit's `drawHierarchy(in:afterScreenUpdates:)`).
    ///
    /// - Parameter afterScreenUpdates: Whether to lay out the hierarchy first.
    /// - Returns: False when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterScreenUpdates { layoutIfNeeded() }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        layer.render(in: context)
        context.restoreGState()
        return true
    }
}
