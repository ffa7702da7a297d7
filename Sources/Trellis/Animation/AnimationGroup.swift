import Foundation

/// The timeline of one `UIView.animate` call: when it begins, how long a pass lasts, how often it repeats and
/// whether it reverses; it calls the completion once every animation made in the block is over — `true` when
/// all ran to their end, `false` when one was interrupted (replaced with `.beginFromCurrentState`, or removed).
final class AnimationGroup: AnimationRecorder {
    /// The root whose clock drives the group (the root of the first view changed in the block).
    private(set) weak var root: UIRootView?
    let delay: TimeInterval
    let duration: TimeInterval
    /// How many passes (`.infinity` with `.repeat`).
    var repeatCount: Double
    var autoreverses: Bool
    let appliesTiming = true
    /// Whether the animated views take touches meanwhile (`.allowUserInteraction`).
    var allowsUserInteraction = false
    private(set) var beginTime: TimeInterval = 0
    private var completion: ((Bool) -> Void)?
    private(set) var animations: [PropertyAnimation] = []
    private var interrupted = false
    private var endAction: UIScheduledAction?
    private var finished = false

    init(
        delay: TimeInterval, duration: TimeInterval, repeatCount: Double, autoreverses: Bool,
        completion: ((Bool) -> Void)?
    ) {
        self.delay = max(0, delay)
        self.duration = max(0, duration)
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.completion = completion
    }

    /// The time the last pass ends: begin + duration × passes (× 2 when reversing).
    var activeDuration: TimeInterval { duration * repeatCount * (autoreverses ? 2 : 1) }

    /// Takes `root`'s clock (once): the group begins after its delay from now.
    func attach(to root: UIRootView) {
        guard self.root == nil else { return }
        self.root = root
        beginTime = root.currentTime + delay
        root.animationClock.timelineStarted(self)
    }

    /// The time fraction of the current pass: 0 before the begin (the old value shows during the delay),
    /// 1 after the end; reversed on the way back of an autoreversing pass.
    func fraction(at now: TimeInterval) -> Double {
        let elapsed = now - beginTime
        guard duration > 0 else { return elapsed >= 0 ? 1 : 0 }
        guard elapsed > 0 else { return 0 }
        if elapsed >= activeDuration { return autoreverses ? 0 : 1 }
        let passes = elapsed / duration
        let pass = passes.rounded(.down)
        let f = passes - pass
        if autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1 { return 1 - f }
        return f
    }

    /// Adds an animation made in the block.
    func add(_ animation: PropertyAnimation, memo: ProgressMemo) { animations.append(animation) }

    /// After the block: schedules the end on the root's clock, or completes at once when nothing animates
    /// (no view in a root changed: there is no clock to wait on).
    func commit() {
        guard let root, !animations.isEmpty else {
            if let root {
                endAction = root.schedule(at: root.currentTime) { [self] in finish() }
            } else {
                finish()
            }
            return
        }
        guard activeDuration.isFinite else { return }
        endAction = root.schedule(at: beginTime + activeDuration) { [self] in finish() }
    }

    /// The end: the animations still running leave their views; the completion runs.
    private func finish() {
        guard !finished else { return }
        finished = true
        root?.animationClockIfLoaded?.timelineEnded(self)
        let live = animations
        animations.removeAll()
        for a in live {
            a.view?.removePropertyAnimations(interrupted: false) { $0 === a }
        }
        let completion = self.completion
        self.completion = nil
        completion?(!interrupted)
    }

    /// Its root went away before the end: lets go of the animations (each holds the group; views that outlive
    /// the root keep theirs) and of the completion, which no clock will run now.
    func rootWentAway() {
        finished = true
        animations.removeAll()
        completion = nil
    }

    func animationRemoved(_ animation: PropertyAnimation, interrupted: Bool) {
        guard !finished else { return }
        guard let index = animations.firstIndex(where: { $0 === animation }) else { return }
        animations.remove(at: index)
        if interrupted { self.interrupted = true }
        guard animations.isEmpty, self.interrupted else { return }
        // Every animation was interrupted: complete now (at the next step of the clock), unfinished.
        endAction?.cancel()
        if let root {
            endAction = root.schedule(at: root.currentTime) { [self] in finish() }
        } else {
            finish()
        }
    }
}
