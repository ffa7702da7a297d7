import Foundation

/// A view's animation state, made on first need: its model transform and the animations of its properties.
final class ViewAnimationState {
    /// The model transform (``UIView/transform``).
    var transform = CGAffineTransform.identity
    /// The running animations, oldest first.
    var animations: [PropertyAnimation] = []
    /// A scroll view's glide, bounce or animated offset change, and its deceleration rate.
    var scrollMotion: ScrollMotion?
    var scrollDecelerationRate: CGFloat = 0.998
    var scrollsToTop = true
    /// A scroll view's indicator fade (see `UIScrollView+IndicatorFade.swift`).
    var scrollIndicatorFade: ScrollIndicatorFade?
    /// The view's look before a cross-dissolve transition (drawn fading out while it runs).
    var transitionSnapshot: RecordedDrawing?
    /// Whether any animation of each property runs (bit per ``AnimatedProperty`` raw value).
    var animatedMask: UInt16 = 0

    @inline(__always)
    func isAnimating(_ property: AnimatedProperty) -> Bool { animatedMask & (1 << property.rawValue) != 0 }

    /// Recomputes ``animatedMask`` after a removal.
    func refreshMask() {
        var mask: UInt16 = 0
        for a in animations { mask |= 1 << a.property.rawValue }
        animatedMask = mask
    }
}

extension UIView {
    /// The view's animation state (made on first use).
    var animation: ViewAnimationState {
        if let state = animationState { return state }
        let state = ViewAnimationState()
        animationState = state
        return state
    }

    /// The model value of `property` as a vector.
    func modelVector(_ property: AnimatedProperty) -> AnimationVector {
        switch property {
        case .frame: return AnimationVector(storedFrame)
        case .boundsOrigin: return AnimationVector(storedBoundsOrigin)
        case .alpha: return AnimationVector(alpha)
        case .backgroundColor: return AnimationVector(backgroundColor?.cgColor)
        case .transform: return AnimationVector(animationState?.transform ?? .identity)
        case .cornerRadius: return AnimationVector(storedLayer?.cornerRadius ?? 0)
        case .borderWidth: return AnimationVector(storedLayer?.borderWidth ?? 0)
        case .borderColor: return AnimationVector(storedLayer?.borderColor ?? CGColor.black)
        case .transition: return .zero
        }
    }

    /// Sets the model value of `property` from a vector, without animating.
    func setModelVector(_ property: AnimatedProperty, _ value: AnimationVector) {
        AnimationContext.with(nil) {
            switch property {
            case .frame: frame = value.rect
            case .boundsOrigin:
                if let scrollView = self as? UIScrollView {
                    scrollView.contentOffset = value.point
                } else {
                    bounds.origin = value.point
                }
            case .alpha: alpha = value.scalar
            case .backgroundColor: backgroundColor = UIColor(cgColor: value.color)
            case .transform: transform = value.transform
            case .cornerRadius: layer.cornerRadius = value.scalar
            case .borderWidth: layer.borderWidth = value.scalar
            case .borderColor: layer.borderColor = value.color
            case .transition: break
            }
        }
    }

    /// The value of `property` on screen at the root's current time: the model plus what its animations add.
    func presentationVector(_ property: AnimatedProperty) -> AnimationVector {
        presentationVector(property, model: modelVector(property))
    }

    /// The value of `property` on screen if its model value were `model`.
    func presentationVector(_ property: AnimatedProperty, model: AnimationVector) -> AnimationVector {
        guard let state = animationState, state.isAnimating(property) else { return model }
        let now = (topMostView as? UIRootView)?.currentTime ?? 0
        var value = model
        for a in state.animations where a.property == property {
            value = value.adding(a.difference, times: 1 - a.progress(at: now))
        }
        return value
    }

    /// Adds an animation of `property` to the view.
    func addPropertyAnimation(_ animation: PropertyAnimation) {
        let state = self.animation
        state.animations.append(animation)
        state.animatedMask |= 1 << animation.property.rawValue
    }

    /// Removes the view's animations that `shouldRemove` picks, telling their timelines (`interrupted`).
    func removePropertyAnimations(interrupted: Bool, where shouldRemove: (PropertyAnimation) -> Bool) {
        guard let state = animationState, !state.animations.isEmpty else { return }
        var removed: [PropertyAnimation] = []
        state.animations.removeAll { a in
            guard shouldRemove(a) else { return false }
            removed.append(a)
            return true
        }
        guard !removed.isEmpty else { return }
        state.refreshMask()
        if !state.isAnimating(.transition) { state.transitionSnapshot = nil }
        for a in removed { a.timeline.animationRemoved(a, interrupted: interrupted) }
    }
}
