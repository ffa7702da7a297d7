import Foundation

extension UIView {
    /// Options of an animation (UIKit's `UIView.AnimationOptions`).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews as part of the animation (Trellis always animates the frames a layout pass changes
        /// inside the block; kept for source compatibility).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// The animated views take touches while they move (by default they take none until the end).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen: animations of the same properties made earlier stop (their
        /// completions get `false`) and the new one starts from their presentation value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever (or as ``UIView/modifyAnimations(withRepeatCount:autoreverses:animations:)`` says).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run each pass forward, then backward.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use the duration given even inside another animation block (Trellis always does).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use the curve given even inside another animation block (Trellis always does).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Kept for source compatibility (Trellis redraws every frame from the presentation values).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views instead of removing and adding them in a transition (kept for source
        /// compatibility: Trellis's transitions change nothing about the hierarchy).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ease in and out: `CAMediaTimingFunction(name: .easeInEaseOut)` (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in: `CAMediaTimingFunction(name: .easeIn)`.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out: `CAMediaTimingFunction(name: .easeOut)`.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A transition that fades the old content out and the new content in.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)

        /// The timing curve the options name.
        var timingFunction: CAMediaTimingFunction {
            switch (rawValue >> 16) & 0xF {
            case 1: return CAMediaTimingFunction(name: .easeIn)
            case 2: return CAMediaTimingFunction(name: .easeOut)
            case 3: return CAMediaTimingFunction(name: .linear)
            default: return CAMediaTimingFunction(name: .easeInEaseOut)
            }
        }
    }

    /// Animates the changes `animations` makes to animatable properties (UIKit's
    /// `animate(withDuration:delay:options:animations:completion:)`).
    ///
    /// The changes happen at once in the model — ``frame``, layout and hit testing see the end state when the
    /// call returns — while renderers draw the presentation values, which move from the old values to the new
    /// ones over `duration` seconds of the root's clock (``UIRootView/advance(to:)``), along the options'
    /// curve. Animatable: ``frame``, ``bounds``, ``center`` (so `layoutIfNeeded()` inside the block animates
    /// every view the layout moves — seed 004), ``alpha``, ``backgroundColor``, ``transform``, the layer's
    /// corner radius, border width and border color, and a scroll view's content offset. Views outside a root
    /// view change at once (there is no clock to animate them on).
    ///
    /// - Parameters:
    ///   - duration: Seconds one pass lasts.
    ///   - delay: Seconds before it starts (the old values show meanwhile).
    ///   - options: The curve, repetition, `.beginFromCurrentState`, `.allowUserInteraction`.
    ///   - animations: The changes.
    ///   - completion: Called on the root's clock when the animations are over: `true` when they all ran to
    ///     the end, `false` when one was interrupted (``CALayer/removeAllAnimations()``, or a later animation
    ///     of the same property with `.beginFromCurrentState`). With nothing to animate, at the next step of
    ///     the clock (at once when no view in a root changed). Never with `.repeat`, unless interrupted.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, options: options, timing: .curve(options.timingFunction),
            animations: animations, completion: completion)
    }

    /// Animates with a spring (UIKit's `animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:options:animations:completion:)`).
    ///
    /// The presentation values follow a damped harmonic oscillator (see ``CAMediaTimingFunction`` for curves;
    /// the spring's closed form is in `SpringCurve`): damping ratio 1 comes to rest without overshooting,
    /// smaller ratios overshoot and oscillate. The spring is tuned to settle (to 1/1500 of its amplitude) in
    /// `duration`, when the completion runs.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ, above 0 (1: critically damped).
    ///   - velocity: The initial speed as a fraction of the whole change per second (UIKit's meaning: 1 covers
    ///     the whole distance in one second at the initial speed).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringCurve(
            dampingRatio: Double(dampingRatio), duration: duration, initialVelocity: Double(velocity))
        run(
            duration: duration, delay: delay, options: options, timing: .spring(spring), animations: animations,
            completion: completion)
    }

    /// Runs an animation block: a group on the root's clock, with the block's changes recorded into it.
    static func run(
        duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, timing: AnimationTiming,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        guard AnimationContext.animationsEnabled else {
            AnimationContext.with(nil, animations)
            completion?(true)
            return
        }
        let group = AnimationGroup(
            delay: delay, duration: duration, repeatCount: options.contains(.repeat) ? .infinity : 1,
            autoreverses: options.contains(.autoreverse), completion: completion)
        group.allowsUserInteraction = options.contains(.allowUserInteraction)
        let context = AnimationContext(
            recorder: group, timing: timing, beginsFromCurrentState: options.contains(.beginFromCurrentState))
        AnimationContext.with(context, animations)
        group.commit()
    }

    /// Runs `actionsWithoutAnimation` with animation off: its changes are immediate even inside an animation
    /// block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationContext.with(nil, actionsWithoutAnimation)
    }

    /// Whether animation blocks animate (default true; false: their changes are immediate and completions run
    /// at once with `true`).
    public class var areAnimationsEnabled: Bool { AnimationContext.animationsEnabled }

    /// Turns animation blocks on or off (see ``areAnimationsEnabled``).
    public class func setAnimationsEnabled(_ enabled: Bool) { AnimationContext.animationsEnabled = enabled }

    /// The duration of the animation block being run (0 outside one).
    public class var inheritedAnimationDuration: TimeInterval {
        guard let context = AnimationContext.current else { return 0 }
        return context.recorder.duration * context.relativeDuration
    }

    /// Changes the repetition of the animation block being run (UIKit's `modifyAnimations(withRepeatCount:
    /// autoreverses:animations:)`, which applies to the whole enclosing block in Trellis): it runs `count`
    /// passes, each reversing when `autoreverses` is true; then `animations` runs inside the block.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        if let group = AnimationContext.current?.recorder as? AnimationGroup {
            group.repeatCount = max(0, Double(count))
            group.autoreverses = autoreverses
        }
        animations()
    }
}
