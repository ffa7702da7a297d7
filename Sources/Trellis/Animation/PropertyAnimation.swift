import Foundation

/// What drives a set of property animations: the time fraction they are at, on a root's clock.
protocol AnimationTimeline: AnyObject {
    /// The time fraction (0…1, before any timing curve) at the root's current time.
    func fraction(at now: TimeInterval) -> Double
    /// How long one pass lasts (seconds; springs need it to turn a fraction into time).
    var duration: TimeInterval { get }
    /// Whether this timeline applies each animation's own timing curve (false: the fraction is already the
    /// progress, as a property animator's is).
    var appliesTiming: Bool { get }
    /// One of its animations was removed before its end (`interrupted`) or by the timeline itself.
    func animationRemoved(_ animation: PropertyAnimation, interrupted: Bool)
}

/// One animated change of one property of one view: the difference between the value shown before and the new
/// model value, shown as `model + difference·(1 − progress)` (additive, as Core Animation's UIView animations).
final class PropertyAnimation {
    /// The view (weak: a view that goes away takes its animations with it).
    weak var view: UIView?
    let property: AnimatedProperty
    /// `from − to`.
    let difference: AnimationVector
    /// `to`: the model value the change set.
    let target: AnimationVector
    let timeline: AnimationTimeline
    /// The window of the timeline this animation runs in (a keyframe's relative start and duration).
    let relativeStart: Double, relativeDuration: Double
    let timing: AnimationTiming
    /// The progress last computed, shared by the animations of one block (and keyframe): a layout change
    /// animating 1,000 views solves its timing curve once per frame, not 1,000 times.
    let memo: ProgressMemo

    init(
        view: UIView, property: AnimatedProperty, difference: AnimationVector, target: AnimationVector,
        timeline: AnimationTimeline,
        relativeStart: Double, relativeDuration: Double, timing: AnimationTiming, memo: ProgressMemo
    ) {
        self.memo = memo
        self.view = view
        self.property = property
        self.difference = difference
        self.target = target
        self.timeline = timeline
        self.relativeStart = relativeStart
        self.relativeDuration = relativeDuration
        self.timing = timing
    }

    /// The progress at `now`: the timeline's fraction inside this animation's window, through its timing.
    @inline(__always)
    func progress(at now: TimeInterval) -> Double {
        if memo.time == now { return memo.progress }
        let p = computeProgress(at: now)
        memo.time = now
        memo.progress = p
        return p
    }

    private func computeProgress(at now: TimeInterval) -> Double {
        let f = timeline.fraction(at: now)
        guard timeline.appliesTiming else { return f }
        let local: Double
        if relativeStart == 0 && relativeDuration == 1 {
            local = f
        } else if relativeDuration <= 0 {
            local = f >= relativeStart ? 1 : 0
        } else {
            local = min(1, max(0, (f - relativeStart) / relativeDuration))
        }
        return timing.progress(local, duration: timeline.duration * relativeDuration)
    }
}

/// A progress computed at a time (see ``PropertyAnimation/memo``). Animations that share one have the same
/// timeline, window and timing; a timeline that changes how it maps time (a property animator pausing,
/// reversing) calls ``invalidate()`` on its memos.
final class ProgressMemo {
    var time = -Double.infinity
    var progress = 0.0
    func invalidate() { time = -.infinity }
}
