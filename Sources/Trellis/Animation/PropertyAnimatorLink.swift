import Foundation

/// What a ``UIViewPropertyAnimator``'s animations hold as their timeline: the animator, weakly (issue 20).
///
/// The animator lists its animations and the views hold them; if each animation held the animator, a paused
/// animator its owner dropped (off the root's clock, which keeps only running ones) would be kept by its own
/// animations for good, and the view would go on showing the paused animation. Through this link the owner's
/// reference and the clock's are the only ones: a dropped animator is freed, and its `deinit` takes its
/// animations out of the views.
final class PropertyAnimatorLink: AnimationRecorder {
    private(set) weak var animator: UIViewPropertyAnimator?
    let duration: TimeInterval
    /// The progress the animations show once the animator is going (set by its `deinit`, before it settles them).
    var progressWithoutAnimator = 0.0

    init(animator: UIViewPropertyAnimator) {
        self.animator = animator
        duration = animator.duration
    }

    var appliesTiming: Bool { false }
    var allowsUserInteraction: Bool { animator?.allowsUserInteraction ?? true }

    func fraction(at now: TimeInterval) -> Double { animator?.fraction(at: now) ?? progressWithoutAnimator }
    func animationRemoved(_ animation: PropertyAnimation, interrupted: Bool) {
        animator?.animationRemoved(animation, interrupted: interrupted)
    }
    func attach(to root: UIRootView) { animator?.attach(to: root) }
    func add(_ animation: PropertyAnimation, memo: ProgressMemo) { animator?.add(animation, memo: memo) }
    func rootWentAway() { animator?.rootWentAway() }
}
