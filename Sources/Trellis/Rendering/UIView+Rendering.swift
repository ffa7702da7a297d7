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
    /// (the superview's bounds space): shadow, background, ``draw(_:)``, subviews in order (last on top),
    /// border. Hidden views and their subtrees are skipped; alpha composites the subtree as a group (shadow
    /// included); the bounds origin (a scroll view's content offset) shifts what ``draw(_:)`` and the subviews
    /// show. Dynamic colors resolve against the view's ``traitCollection`` (``UITraitCollection/current``
    /// while it draws, carrying its ``tintColor`` for ``UIColor/tintColor``).
    func renderHierarchy(in context: CGContext, at origin: CGPoint) {
        var opacity = min(1, presentationAlpha)
        guard !isHidden, opacity > 0 || animationState?.transitionSnapshot != nil else { return }
        guard !isOutsideClip(of: context, at: origin) else { return }
        traitCollection.with(tint: tintColor).performAsCurrent {
            context.saveGState()
            context.translateBy(x: origin.x, y: origin.y)
            if let state = animationState, state.transitionSnapshot != nil {
                opacity *= drawCrossDissolveSnapshot(state, in: context)
            }
            if let state = animationState, !state.transform.isIdentity || state.isAnimating(.transform) {
                applyPresentationTransform(state, in: context)
            }
            if opacity < 1 {
                context.setAlpha(opacity)
                context.beginTransparencyLayer()
            }
            let layer = storedLayer ?? CALayer.plain
            if let shadow = layer.graphicsShadow {
                if let path = layer.shadowPath {
                    context.drawShadow(of: path.path, shadow)
                    renderLayer(layer, in: context)
                } else {
                    context.beginShadowLayer(shadow, extent: drawnExtent)
                    renderLayer(layer, in: context)
                    context.endShadowLayer()
                }
            } else {
                renderLayer(layer, in: context)
            }
            if opacity < 1 { context.endTransparencyLayer() }
            context.restoreGState()
            storedLayer?.didDisplay()
        }
    }

    /// Whether everything the view and its subtree draw falls outside the context's clip (a host drawing only
    /// a damaged rectangle skips them). Only views whose drawing is bounded by their own rectangle are tested:
    /// those without subviews or clipping them, untransformed, not drawing layer contents beyond their bounds.
    private func isOutsideClip(of context: CGContext, at origin: CGPoint) -> Bool {
        let clip = context.baseClipBox
        guard !clip.isInfinite, clipsToBounds || subviews.isEmpty, !mayDrawOutsideBounds, !(self is SubviewCompositing)
        else { return false }
        if let state = animationState,
            !state.transform.isIdentity || state.isAnimating(.transform) || state.transitionSnapshot != nil
        {
            return false
        }
        let pad = drawingPad
        let rect = CGRect(origin: origin, size: presentationFrame.size).insetBy(dx: -pad, dy: -pad)
        return !rect.applying(context.ctm).intersects(clip)
    }

    /// Draws the layer's appearance and the view's content and subviews (the context's origin is the view's
    /// top-left corner).
    private func renderLayer(_ layer: CALayer, in context: CGContext) {
        let bounds = presentationBounds
        layer.drawAppearance(in: context, size: bounds.size, background: presentationBackgroundColor) {
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
                for subview in self.subviews {
                    subview.renderHierarchy(in: context, at: subview.presentationFrame.origin)
                }
                context.restoreGState()
            }
            if let compositing = self as? SubviewCompositing {
                compositing.composite(in: context, drawSubviews)
            } else {
                drawSubviews()
            }
            (self as? ForegroundDrawing)?.drawForeground(in: context)
        }
    }

    /// The area the view and its visible subtree draw in, in the view's own frame space (origin at its top-left
    /// corner): its size, grown by the subviews that reach outside it unless it clips them.
    var drawnExtent: CGRect {
        let bounds = presentationBounds
        var extent = CGRect(origin: .zero, size: bounds.size)
        guard !clipsToBounds else { return extent }
        let shift = CGPoint(x: -bounds.minX, y: -bounds.minY)
        for subview in subviews where !subview.isHidden && subview.presentationAlpha > 0 {
            let frame = subview.presentationFrame
            var sub = subview.drawnExtent
            let t = subview.presentationTransform
            if !t.isIdentity {
                let c = CGPoint(x: frame.width / 2, y: frame.height / 2)
                sub = sub.applying(
                    CGAffineTransform(translationX: -c.x, y: -c.y).concatenating(t).concatenating(
                        CGAffineTransform(translationX: c.x, y: c.y)))
            }
            sub = sub.offsetBy(dx: frame.minX + shift.x, dy: frame.minY + shift.y)
            extent = extent.union(sub)
        }
        return extent
    }
}

extension UIView {
    /// Draws the old look of a cross-dissolve transition at its presented opacity, and returns what is left
    /// for the new look (1 − that); drops the snapshot once the transition is over.
    fileprivate func drawCrossDissolveSnapshot(_ state: ViewAnimationState, in context: CGContext) -> CGFloat {
        guard let snapshot = state.transitionSnapshot, state.isAnimating(.transition) else {
            state.transitionSnapshot = nil
            return 1
        }
        let old = min(1, max(0, presentationVector(.transition).scalar))
        context.saveGState()
        context.setAlpha(old)
        context.beginTransparencyLayer()
        snapshot.replay(into: context.backend)
        context.endTransparencyLayer()
        context.restoreGState()
        return 1 - old
    }

    /// Draws through the presented transform about the view's center (the context's origin is the view's
    /// top-left corner).
    fileprivate func applyPresentationTransform(_ state: ViewAnimationState, in context: CGContext) {
        let t = state.isAnimating(.transform) ? presentationTransform : state.transform
        let size = presentationFrame.size
        context.translateBy(x: size.width / 2, y: size.height / 2)
        context.concatenate(t)
        context.translateBy(x: -size.width / 2, y: -size.height / 2)
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
    /// - Parameters:
    ///   - rect: Where the view's bounds are drawn, in the current context's user space.
    ///   - afterScreenUpdates: Whether to lay out the hierarchy first.
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
