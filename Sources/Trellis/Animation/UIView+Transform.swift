import Foundation

extension UIView {
    /// The transform the view is drawn through, about its center (UIKit's `transform`; default identity).
    ///
    /// As in UIKit it changes how the view looks, not its layout: constraints, ``bounds`` and ``center`` are
    /// unaffected. Trellis's ``frame`` stays the untransformed rectangle (UIKit's is the box around the
    /// transformed one, and undefined to set). Hit testing follows the transform. Animatable.
    public var transform: CGAffineTransform {
        get { animationState?.transform ?? .identity }
        set {
            let old = transform
            guard old != newValue else { return }
            animation.transform = newValue
            animatableChanged(.transform, from: AnimationVector(old))
        }
    }
}

extension UIView {
    /// The view's model ``transform`` about its center, in bounds space: `p ↦ o + c + T·(p − o − c)` (o: the
    /// bounds origin, c: the center of the bounds size).
    private var boundsSpaceTransform: CGAffineTransform? {
        guard let t = animationState?.transform, !t.isIdentity else { return nil }
        let o = storedBoundsOrigin
        let c = CGPoint(x: o.x + storedFrame.width / 2, y: o.y + storedFrame.height / 2)
        return CGAffineTransform(translationX: -c.x, y: -c.y).concatenating(t).concatenating(
            CGAffineTransform(translationX: c.x, y: c.y))
    }

    /// `point` (bounds space, as if untransformed) where the transform shows it.
    func applyingTransform(_ point: CGPoint) -> CGPoint {
        guard let t = boundsSpaceTransform else { return point }
        return point.applying(t)
    }

    /// `point` (bounds space, where the transformed view shows it) in the untransformed bounds space; a point
    /// far away when the transform cannot be inverted (a zero scale shows nothing to touch).
    func undoingTransform(_ point: CGPoint) -> CGPoint {
        guard let t = boundsSpaceTransform else { return point }
        guard t.a * t.d - t.b * t.c != 0 else { return CGPoint(x: CGFloat.infinity, y: CGFloat.infinity) }
        return point.applying(t.inverted())
    }
}
