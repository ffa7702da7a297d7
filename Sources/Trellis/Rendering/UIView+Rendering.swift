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
            if let contents = self as? LayerContentDrawing {
                context.saveGState()
                context.translateBy(x: -bounds.minX, y: -bounds.minY)
                contents.drawLayerContents(in: context)
                context.restoreGState()
            }
            context.saveGState()
            context.clip(to: CGRect(origin: .zero, size: bounds.size))
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            UIGraphicsPushContext(context)
            draw(bounds)
            UIGraphicsPopContext()
            context.restoreGState()
            let drawSubviews = {
                context.saveGState()
                context.translateBy(x: -bounds.minX, y: -bounds.minY)
                for subview in self.subviews { subview.renderHierarchy(in: context, at: subview.frame.origin) }
                context.restoreGState()
            }
            if let compositing = self as? SubviewCompositing {
                compositing.composite(in: context, drawSubviews)
            } else {
                drawSubviews()
            }
            (self as? ForegroundDrawing)?.drawForeground(in: context)
        }
        if opacity < 1 { context.endTransparencyLayer() }
        context.restoreGState()
    }
}

/// A view whose content is its layer's, drawn before ``UIView/draw(_:)`` in bounds coordinates and clipped only
/// when the layer masks to its bounds (an image view's image, which overflows with aspect fill).
protocol LayerContentDrawing: UIView {
    /// Draws the layer's content (the context's origin is the bounds' origin point, as in `draw(_:)`).
    func drawLayerContents(in context: CGContext)
}

/// A view that draws its subviews in its own way (offscreen, transformed, tinted).
protocol SubviewCompositing: UIView {
    /// Draws the subviews by calling `drawSubviews`, inside whatever groups and transforms the view needs
    /// (the context's origin is the view's top-left corner).
    func composite(in context: CGContext, _ drawSubviews: () -> Void)
}

/// A view that draws above its subviews, unshifted by its bounds origin (a scroll view's indicators).
protocol ForegroundDrawing: UIView {
    /// Draws over the subviews (the context's origin is the view's top-left corner).
    func drawForeground(in context: CGContext)
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
