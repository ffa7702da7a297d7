import Foundation

extension UIView {
    /// Options of a keyframe animation (UIKit's `UIView.KeyframeAnimationOptions`): the animation options, and
    /// how keyframes are paced (Trellis paces each keyframe linearly inside its window, UIKit's
    /// `.calculationModeLinear`, the default).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: AnimationOptions.layoutSubviews.rawValue)
        public static let allowUserInteraction = KeyframeAnimationOptions(
            rawValue: AnimationOptions.allowUserInteraction.rawValue)
        public static let beginFromCurrentState = KeyframeAnimationOptions(
            rawValue: AnimationOptions.beginFromCurrentState.rawValue)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: AnimationOptions.repeat.rawValue)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: AnimationOptions.autoreverse.rawValue)
        /// Linear pacing between keyframes (the default, and what Trellis does).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    }

    /// Animates the keyframes that `animations` adds with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// (UIKit's `animateKeyframes(withDuration:delay:options:animations:completion:)`). Each keyframe animates
    /// its changes, from the values before it, over its window of the whole duration, linearly; windows that
    /// overlap add up. Changes made outside a keyframe animate over the whole duration.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, options: AnimationOptions(rawValue: options.rawValue & 0xFFFF),
            timing: .linear, animations: animations, completion: completion)
    }

    /// Adds a keyframe to the keyframe animation being built: `animations`' changes run from `frameStartTime`
    /// for `frameDuration`, both fractions (0…1) of the whole animation. Outside a keyframe animation the
    /// changes run as part of the enclosing block (or at once).
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: () -> Void
    ) {
        guard let context = AnimationContext.current else { return animations() }
        let saved = (context.relativeStart, context.relativeDuration)
        context.relativeStart = saved.0 + min(1, max(0, frameStartTime)) * saved.1
        context.relativeDuration = min(1, max(0, frameDuration)) * saved.1
        defer { (context.relativeStart, context.relativeDuration) = saved }
        animations()
    }

    /// Runs `animations` as a transition of `view` (UIKit's `transition(with:duration:options:animations:
    /// completion:)`): its property changes animate with the options' curve, and with
    /// `.transitionCrossDissolve` the view's old look fades out while its new one fades in.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let dissolves = (options.rawValue >> 20) & 0xF == 5
        run(
            duration: duration, delay: 0, options: options, timing: .curve(options.timingFunction),
            animations: {
                if dissolves { view.beginCrossDissolve() }
                animations?()
            }, completion: completion)
    }

    /// Records the view's current look and animates its fade-out (inside a transition block).
    private func beginCrossDissolve() {
        guard topMostView is UIRootView, AnimationContext.current != nil else { return }
        let recording = RecordedDrawing()
        layoutIfNeeded()
        renderHierarchy(in: CGContext(recording), at: .zero)
        animation.transitionSnapshot = recording
        // The old look's opacity is the property: 1 before, 0 after (its model value is always 0).
        AnimationContext.current?.record(self, .transition, from: AnimationVector(v0: 1))
    }
}
