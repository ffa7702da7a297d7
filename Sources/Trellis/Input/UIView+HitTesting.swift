import Foundation

// Hit testing (UIKit's `hitTest(_:with:)` and `point(inside:with:)`, declared in `UIView.swift`) and the
// coordinate conversions input uses: through bounds origins (a scroll view's offset) and surface transforms.
extension UIView {
    /// UIKit's hit test with the seed's switches. A view that is hidden, nearly transparent (alpha < 0.01) or
    /// not interaction-enabled answers nil with its subtree; otherwise its subviews are asked front to back
    /// (last subview first) where the switches allow, and the first answer wins; otherwise the view itself,
    /// when it takes touches there. `point` is in the view's bounds space.
    @inline(__always)
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let switches = touchSwitches
        let inside = self.point(inside: point, with: event)
        // Outside a view that clips both itself and its subviews: nothing here (the common case, decided
        // before the visibility checks, which give the same answer, and inlined into `hitTest`).
        if !inside && switches.clipsAll { return nil }
        return hitTestReached(point, with: event, inside: inside, switches)
    }

    /// The rest of ``defaultHitTest(_:with:)`` for a point the view or its subviews may take.
    @inline(never)
    private func hitTestReached(_ point: CGPoint, with event: UIEvent?, inside: Bool, _ switches: TouchSwitches)
        -> UIView?
    {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, !animationBlocksInteraction else { return nil }
        if switches[.subviewsEnabled] && (inside || !switches[.clipsSubviews]),
            let hit = hitTestSubviews(point, with: event)
        {
            return hit
        }
        guard switches[.selfEnabled], inside || !switches[.clipsSelf] else { return nil }
        if switches[.touchThrough] && !hasEnabledGestureRecognizer { return nil }
        return self
    }

    /// The first subview, front to back, whose hit test answers.
    private func hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // A copy of the array keeps the subviews alive (and the walk valid) even if an override of
        // `hitTest` changes the hierarchy; the walk itself is unretained.
        let subviews = self.subviews
        guard !subviews.isEmpty, let base = subviewSpacePoint(point) else { return nil }
        return subviews.withUnsafeBufferPointer { buffer -> UIView? in
            var i = buffer.count
            while i > 0 {
                i -= 1
                let hit = Unmanaged.passUnretained(buffer[i])._withUnsafeGuaranteedRef { subview -> UIView? in
                    var p = CGPoint(
                        x: base.x - subview.storedFrame.origin.x + subview.storedBoundsOrigin.x,
                        y: base.y - subview.storedFrame.origin.y + subview.storedBoundsOrigin.y)
                    if subview.animationState != nil { p = subview.undoingTransform(p) }
                    return subview.hitTest(p, with: event)
                }
                if let hit { return hit }
            }
            return nil
        }
    }

    /// Whether `point` is inside the bounds (UIKit's rule: the minimum edges in, the maximum edges out).
    func defaultPoint(inside point: CGPoint) -> Bool {
        let origin = storedBoundsOrigin
        let size = storedFrame.size
        return point.x >= origin.x && point.y >= origin.y && point.x < origin.x + size.width
            && point.y < origin.y + size.height
    }

    /// Whether the view has a gesture recognizer that is enabled.
    var hasEnabledGestureRecognizer: Bool {
        guard let recognizers = inputStorage?.gestureRecognizers else { return false }
        return recognizers.contains { $0.isEnabled }
    }

    // MARK: Converting points for input

    /// The transform the view draws its subviews through (``UISurfaceView``), or nil.
    var subviewTransform: CGAffineTransform? {
        guard touchSwitches.transformsSubviews, let surface = self as? UISurfaceView else { return nil }
        return surface.surfaceTransform
    }

    /// `point` (this view's bounds space) in the space its subviews' frames are in: the same, unless the view
    /// draws its subviews through a transform (then through its inverse); nil when that cannot be inverted.
    @inline(__always)
    func subviewSpacePoint(_ point: CGPoint) -> CGPoint? {
        guard touchSwitches.transformsSubviews else { return point }
        return transformedSubviewSpacePoint(point)
    }

    private func transformedSubviewSpacePoint(_ point: CGPoint) -> CGPoint? {
        guard let t = subviewTransform else { return point }
        guard t.a * t.d - t.b * t.c != 0 else { return nil }
        let o = storedBoundsOrigin
        let q = CGPoint(x: point.x - o.x, y: point.y - o.y).applying(t.inverted())
        return CGPoint(x: q.x + o.x, y: q.y + o.y)
    }

    /// `point` (this view's bounds space) in `subview`'s bounds space.
    func convertToSubview(_ point: CGPoint, _ subview: UIView) -> CGPoint {
        let p = subviewSpacePoint(point) ?? CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
        let q = CGPoint(
            x: p.x - subview.storedFrame.origin.x + subview.storedBoundsOrigin.x,
            y: p.y - subview.storedFrame.origin.y + subview.storedBoundsOrigin.y)
        return subview.animationState == nil ? q : subview.undoingTransform(q)
    }

    /// `point` (this view's bounds space) in its superview's bounds space (unchanged without a superview).
    func convertToSuperview(_ point: CGPoint) -> CGPoint {
        guard let superview else { return point }
        let local = animationState == nil ? point : applyingTransform(point)
        var p = CGPoint(
            x: local.x - storedBoundsOrigin.x + storedFrame.origin.x,
            y: local.y - storedBoundsOrigin.y + storedFrame.origin.y)
        if let t = superview.subviewTransform {
            let o = superview.storedBoundsOrigin
            let q = CGPoint(x: p.x - o.x, y: p.y - o.y).applying(t)
            p = CGPoint(x: q.x + o.x, y: q.y + o.y)
        }
        return p
    }

    /// `point` in the top view's bounds space (the root's: where input events are), in this view's.
    func convertFromRoot(_ point: CGPoint) -> CGPoint {
        guard let superview else { return point }
        return superview.convertToSubview(superview.convertFromRoot(point), self)
    }

    /// `point` in this view's bounds space, in the top view's (the root's).
    func convertToRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        var view = self
        while let superview = view.superview {
            p = view.convertToSuperview(p)
            view = superview
        }
        return p
    }

    /// The view's bounds as a rectangle in the root's space (the box around its corners when transformed).
    var frameInRoot: CGRect {
        let b = CGRect(origin: storedBoundsOrigin, size: storedFrame.size)
        let corners = [
            convertToRoot(CGPoint(x: b.minX, y: b.minY)), convertToRoot(CGPoint(x: b.maxX, y: b.minY)),
            convertToRoot(CGPoint(x: b.minX, y: b.maxY)), convertToRoot(CGPoint(x: b.maxX, y: b.maxY)),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Whether the view takes part in input: interaction enabled, visible and not nearly transparent.
    var isInputVisible: Bool { isUserInteractionEnabled && !isHidden && alpha >= 0.01 }
}
