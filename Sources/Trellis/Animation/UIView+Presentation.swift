import Foundation

/// The values renderers draw: the model values, plus what running animations add at the root's current time.
extension UIView {
    /// Whether any animation of the view runs (the renderers' fast path checks this first).
    @inline(__always)
    var hasPropertyAnimations: Bool { animationState.map { $0.animatedMask != 0 } ?? false }

    /// The frame on screen.
    var presentationFrame: CGRect {
        guard let state = animationState, state.isAnimating(.frame) else { return storedFrame }
        return presentationVector(.frame).rect
    }

    /// The bounds on screen (origin: the presented content offset; size: the presented frame's).
    var presentationBounds: CGRect {
        guard let state = animationState, state.animatedMask != 0 else { return bounds }
        let origin = state.isAnimating(.boundsOrigin) ? presentationVector(.boundsOrigin).point : storedBoundsOrigin
        return CGRect(origin: origin, size: presentationFrame.size)
    }

    /// The alpha on screen.
    var presentationAlpha: CGFloat {
        guard let state = animationState, state.isAnimating(.alpha) else { return alpha }
        return presentationVector(.alpha).scalar
    }

    /// The background color on screen (dynamic colors resolve at the time drawing asks).
    var presentationBackgroundColor: CGColor? {
        guard let state = animationState, state.isAnimating(.backgroundColor) else { return backgroundColor?.cgColor }
        return presentationVector(.backgroundColor).color
    }

    /// The transform on screen.
    var presentationTransform: CGAffineTransform {
        guard let state = animationState else { return .identity }
        guard state.isAnimating(.transform) else { return state.transform }
        return presentationVector(.transform).transform
    }
}

/// What a layer shows mid-animation (Core Animation's presentation layer, as values).
public struct CALayerPresentation: Equatable {
    /// The frame on screen, in the superview's space.
    public var frame: CGRect
    /// The bounds on screen (origin: the content offset shown).
    public var bounds: CGRect
    /// The opacity on screen.
    public var opacity: Float
    /// The background color on screen.
    public var backgroundColor: CGColor?
    /// The transform on screen.
    public var transform: CGAffineTransform
    /// The corner radius, border width and border color on screen.
    public var cornerRadius: CGFloat
    public var borderWidth: CGFloat
    public var borderColor: CGColor?

    /// The center of ``frame``.
    public var position: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
}

extension CALayer {
    /// The values drawn at the root's current time (Core Animation's `presentation()`): the model values where
    /// nothing animates. Nil for a standalone layer.
    public func presentation() -> CALayerPresentation? {
        guard let view = delegate else { return nil }
        let animates = view.hasPropertyAnimations
        func value(_ p: AnimatedProperty) -> AnimationVector {
            animates ? view.presentationVector(p) : view.modelVector(p)
        }
        return CALayerPresentation(
            frame: view.presentationFrame, bounds: view.presentationBounds, opacity: Float(view.presentationAlpha),
            backgroundColor: view.presentationBackgroundColor, transform: view.presentationTransform,
            cornerRadius: value(.cornerRadius).scalar, borderWidth: value(.borderWidth).scalar,
            borderColor: borderColor == nil && !(view.animationState?.isAnimating(.borderColor) ?? false)
                ? nil : value(.borderColor).color)
    }

    /// Stops every animation of the layer's view: the model values show at once, and the completions of the
    /// blocks they came from get `false` (Core Animation's `removeAllAnimations()`).
    public func removeAllAnimations() {
        delegate?.removePropertyAnimations(interrupted: true) { _ in true }
    }

    /// The keys of the running animations (the animated properties' Core Animation key paths: `position`,
    /// `bounds`, `opacity`, …), once each, in the order they started.
    public func animationKeys() -> [String]? {
        guard let state = delegate?.animationState, !state.animations.isEmpty else { return nil }
        var keys: [String] = []
        for a in state.animations {
            let key: String
            switch a.property {
            case .frame: key = "position"
            case .boundsOrigin: key = "bounds.origin"
            case .alpha: key = "opacity"
            case .backgroundColor: key = "backgroundColor"
            case .transform: key = "transform"
            case .cornerRadius: key = "cornerRadius"
            case .borderWidth: key = "borderWidth"
            case .borderColor: key = "borderColor"
            case .transition: key = "transition"
            }
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
    }
}
