import Foundation

/// The state of an interruptible animation (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the animations are not in the views.
    case inactive
    /// Started (running or paused).
    case active
    /// Stopped with ``UIViewPropertyAnimator/stopAnimation(_:)`` `false`, waiting for ``UIViewPropertyAnimator/finishAnimation(at:)``.
    case stopped
}

/// Where an animation ended (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An animation that can be paused, scrubbed, reversed and continued (UIKit's `UIViewPropertyAnimator`).
///
/// The animations blocks run when the animator first starts, pauses or is scrubbed: their changes set the
/// model values at once (as `UIView.animate`), and the animator moves the presentation values between the old
/// and new values. While it runs, the progress follows the timing curve over the root's clock; while paused,
/// ``fractionComplete`` is the progress, linearly (UIKit's `scrubsLinearly`). Finishing at `.start` (after
/// reversing) puts the old model values back.
open class UIViewPropertyAnimator: AnimationRecorder {
    /// Seconds a full run lasts.
    public let duration: TimeInterval
    /// Seconds before a started run begins.
    public private(set) var delay: TimeInterval = 0
    /// The timing.
    public let timingParameters: UITimingCurveProvider
    /// Whether the animated views take touches while it runs (default true, as UIKit's animator).
    open var isUserInteractionEnabled = true
    /// Whether it can be paused and scrubbed (always true in Trellis).
    open var isInterruptible = true
    /// Whether scrubbing ``fractionComplete`` while paused moves linearly (always true in Trellis).
    open var scrubsLinearly = true

    /// Whether it is inactive, active or stopped.
    public private(set) var state = UIViewAnimatingState.inactive
    /// Whether it is running (active and not paused).
    public private(set) var isRunning = false
    /// Whether it runs toward the start: finishing then puts the old values back.
    open var isReversed = false {
        didSet { if isRunning && oldValue != isReversed { beginSegment(toward: isReversed ? 0 : 1, timing: timing) } }
    }

    private var pending: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var animations: [PropertyAnimation] = []
    private weak var root: UIRootView?
    private var timing: AnimationTiming
    /// The progress while paused or inactive.
    private var pausedProgress = 0.0
    /// The running segment: from `startProgress` at `startTime` to `endProgress` after `segmentDuration`.
    private var startTime: TimeInterval = 0, segmentDuration: TimeInterval = 0
    private var startProgress = 0.0, endProgress = 1.0
    private var endAction: UIScheduledAction?
    /// What its animations hold: this animator, weakly (so that an owner can drop a paused animator).
    private lazy var link = PropertyAnimatorLink(animator: self)

    /// An animator with `duration` and `parameters`.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = max(0, duration)
        timingParameters = parameters
        timing = Self.timing(parameters, duration: max(0, duration))
    }

    /// An animator with a named curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a custom cubic curve.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of `ratio` that settles in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes an animator and starts it (UIKit's `runningPropertyAnimator(withDuration:delay:options:animations:
    /// completion:)`): the options' curve; views take no touches unless `.allowUserInteraction`.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    required public convenience init(duration: TimeInterval, timingParameters parameters: UICubicTimingParameters) {
        self.init(duration: duration, timingParameters: parameters as UITimingCurveProvider)
    }

    /// Released while paused or stopped (its owner dropped it before it finished; a running animator is kept
    /// by its root's clock until it ends). UIKit raises an exception here; Trellis logs the misuse and stops the
    /// animator as ``stopAnimation(_:)`` with `true` does: the views keep what they show, no completion runs.
    /// (An animator whose root went away while it ran has nothing left in any view: it goes without a word.)
    deinit {
        guard state == .stopped || !animations.isEmpty else { return }
        let what = state == .stopped ? "stopped" : "paused"
        FileHandle.standardError.write(
            Data(
                ("UIViewPropertyAnimator released while \(what): an animator must finish, or be stopped and "
                    + "finished, before it is released (UIKit raises here). Its views keep what they show.\n").utf8))
        guard !animations.isEmpty else { return }
        link.progressWithoutAnimator = pausedProgress
        settle(at: .current)
    }

    private static func timing(_ parameters: UITimingCurveProvider, duration: TimeInterval) -> AnimationTiming {
        if let spring = parameters.springTimingParameters { return .spring(spring.curve(duration: duration)) }
        return .curve(parameters.cubicTimingParameters?.function ?? CAMediaTimingFunction(name: .easeInEaseOut))
    }

    // MARK: Animations and completions

    /// Adds animations: run when the animator activates, or at once (animating from the current progress)
    /// when it is active.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { record(animation) } else { pending.append(animation) }
    }

    /// Adds animations that start after `delayFactor` of the remaining duration (Trellis starts them with the
    /// others; kept for source compatibility).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

    /// Adds a completion, called with where the animations ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Runs `block` recording its changes into this animator.
    private func record(_ block: () -> Void) {
        let context = AnimationContext(recorder: link, timing: .linear, beginsFromCurrentState: false)
        AnimationContext.with(context, block)
    }

    /// Runs the pending animations blocks (the first start, pause or scrub).
    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let blocks = pending
        pending.removeAll()
        for block in blocks { record(block) }
    }

    // MARK: Running

    /// The progress shown (0: the old values, 1: the new ones). Setting it pauses nothing by itself: set it
    /// while paused (or before starting) to scrub.
    open var fractionComplete: CGFloat {
        get { CGFloat(isRunning ? progress(at: root?.currentTime ?? 0) : pausedProgress) }
        set {
            guard !isRunning, state != .stopped else { return }
            activate()
            pausedProgress = min(1, max(0, Double(newValue)))
            invalidateMemos()
        }
    }

    /// Starts (or resumes) running toward the end — or the start when reversed.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts running after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        activate()
        self.delay = max(0, delay)
        isRunning = true
        beginSegment(toward: isReversed ? 0 : 1, timing: timing, delay: self.delay)
    }

    /// Pauses where it is (activating it first when inactive).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        guard isRunning else { return }
        pausedProgress = progress(at: root?.currentTime ?? 0)
        isRunning = false
        invalidateMemos()
        endAction?.cancel()
        endAction = nil
        root?.animationClockIfLoaded?.timelineEnded(self)
    }

    /// Runs on from where it is with new timing; the rest lasts `durationFactor` × the remaining time.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if isRunning { pauseAnimation() }
        isRunning = true
        let target = isReversed ? 0.0 : 1.0
        let seconds = duration * abs(target - pausedProgress) * Double(max(0, durationFactor))
        let newTiming = parameters.map { Self.timing($0, duration: seconds) } ?? timing
        beginSegment(toward: target, timing: newTiming, seconds: seconds)
    }

    /// Starts a running segment from the current progress to `target` (after `delay`).
    private func beginSegment(
        toward target: Double, timing: AnimationTiming, delay: TimeInterval = 0, seconds: TimeInterval? = nil
    ) {
        let now = root?.currentTime ?? 0
        let from = endAction == nil ? pausedProgress : progress(at: now)
        endAction?.cancel()
        startProgress = from
        endProgress = target
        startTime = now + delay
        segmentDuration = seconds ?? duration * abs(target - from)
        self.timing = timing
        invalidateMemos()
        guard let root else { return finishIfDetached() }
        root.animationClock.timelineStarted(self)
        endAction = root.schedule(at: startTime + segmentDuration) { [self] in
            endAction = nil
            finishAnimation(at: isReversed ? .start : .end)
        }
    }

    /// With no view in a root there is no clock: the run is over at once.
    private func finishIfDetached() { finishAnimation(at: isReversed ? .start : .end) }

    /// The progress at `now` while running.
    private func progress(at now: TimeInterval) -> Double {
        guard segmentDuration > 0 else { return now >= startTime ? endProgress : startProgress }
        let f = min(1, max(0, (now - startTime) / segmentDuration))
        return startProgress + (endProgress - startProgress) * timing.progress(f, duration: segmentDuration)
    }

    /// Stops: the views keep what they show (their model values become the presented ones). With
    /// `withoutFinishing` the animator becomes inactive at once and no completion runs; otherwise it waits
    /// for ``finishAnimation(at:)`` in the stopped state.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        pauseAnimation()
        settle(at: .current)
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped (or running) animator at `finalPosition`: the end values, the start values (put back) or
    /// what shows now; then the completions run with the position.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state != .inactive else { return }
        endAction?.cancel()
        endAction = nil
        settle(at: finalPosition)
        root?.animationClockIfLoaded?.timelineEnded(self)
        isRunning = false
        state = .inactive
        pausedProgress = finalPosition == .start ? 0 : 1
        invalidateMemos()
        let completions = self.completions
        for completion in completions { completion(finalPosition) }
    }

    /// Removes the animations, leaving the model values at `position`.
    private func settle(at position: UIViewAnimatingPosition) {
        let live = animations
        animations.removeAll()
        // The values to leave, computed before any animation goes (a presented value sums them all).
        let values: [AnimationVector] = live.map { a in
            switch position {
            case .end: return a.target
            case .start: return a.target.adding(a.difference, times: 1)
            case .current: return a.view?.presentationVector(a.property, model: a.target) ?? a.target
            }
        }
        for a in live { a.view?.removePropertyAnimations(interrupted: false) { $0 === a } }
        guard position != .end else { return }
        // Latest first, so that the earliest change's start value is the one that stays.
        for (a, value) in zip(live, values).reversed() { a.view?.setModelVector(a.property, value) }
    }

    // MARK: AnimationRecorder

    public var appliesTiming: Bool { false }
    public var allowsUserInteraction: Bool { isUserInteractionEnabled }

    func attach(to root: UIRootView) {
        guard self.root == nil else { return }
        self.root = root
        if isRunning { beginSegment(toward: endProgress, timing: timing, delay: max(0, startTime - root.currentTime)) }
    }

    func add(_ animation: PropertyAnimation, memo: ProgressMemo) {
        animations.append(animation)
        if !memos.contains(where: { $0 === memo }) { memos.append(memo) }
    }

    /// The memos of its animations: cleared whenever the mapping from time to progress changes.
    private var memos: [ProgressMemo] = []
    private func invalidateMemos() { for m in memos { m.invalidate() } }

    func fraction(at now: TimeInterval) -> Double { isRunning ? progress(at: now) : pausedProgress }

    func animationRemoved(_ animation: PropertyAnimation, interrupted: Bool) {
        animations.removeAll { $0 === animation }
    }

    /// Its root went away while it ran: lets go of the animations (each holds the animator; views that outlive
    /// the root keep theirs) and stops running; its owner can still stop or finish it.
    func rootWentAway() {
        animations.removeAll()
        memos.removeAll()
        endAction = nil
        isRunning = false
    }
}
