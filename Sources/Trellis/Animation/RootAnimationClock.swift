import Foundation

/// A root's animation bookkeeping: what moves on its clock (animation groups, property animators, display
/// links, scroll physics), so that a host knows whether to keep drawing frames, and per-frame work runs in a
/// fixed order (the order it was added).
final class RootAnimationClock {
    unowned(unsafe) let root: UIRootView
    /// Timelines with running animations (groups and property animators), in the order they started.
    private(set) var timelines: [AnyObject] = []
    /// Per-frame work (display links, scroll physics), in the order it was added; nil slots are removed.
    private var tickers: [(id: Int, tick: (TimeInterval) -> Void)] = []
    private var nextTickerID = 0
    private var subscription: UIViewEventSubscription?
    /// The time of the previous advance (for a display link's frame duration).
    private(set) var previousAdvance: TimeInterval = 0

    init(root: UIRootView) { self.root = root }

    /// The root went away with animations still running. A group or animator lists its animations and each
    /// names it: without this, the cycle kept them (and what the completions capture) for good (issue 20).
    deinit {
        for case let timeline as AnimationRecorder in timelines { timeline.rootWentAway() }
    }

    func timelineStarted(_ timeline: AnyObject) {
        if !timelines.contains(where: { $0 === timeline }) { timelines.append(timeline) }
    }

    func timelineEnded(_ timeline: AnyObject) { timelines.removeAll { $0 === timeline } }

    /// Adds per-frame work, run after each ``UIRootView/advance(to:)``; returns its id.
    func addTicker(_ tick: @escaping (TimeInterval) -> Void) -> Int {
        nextTickerID += 1
        tickers.append((nextTickerID, tick))
        if subscription == nil {
            subscription = root.timeAdvanced.subscribe { [unowned(unsafe) self] time in self.advance(to: time) }
        }
        return nextTickerID
    }

    func removeTicker(_ id: Int) { tickers.removeAll { $0.id == id } }

    var hasTickers: Bool { !tickers.isEmpty }

    /// Runs the per-frame work (a copy: work may add or remove work).
    private func advance(to time: TimeInterval) {
        let current = tickers
        for t in current where tickers.contains(where: { $0.id == t.id }) { t.tick(time) }
        previousAdvance = time
    }
}

extension UIRootView {
    /// The root's animation bookkeeping (made on first use).
    var animationClock: RootAnimationClock {
        if let clock = animationClockIfLoaded { return clock }
        let clock = RootAnimationClock(root: self)
        animationClockIfLoaded = clock
        return clock
    }

    /// Whether something moves on the root's clock: an animation running or waiting for its delay, a
    /// property animator running, a display link that is not paused, scrolling that decelerates or bounces.
    /// A host draws frames while it is true (and may sleep until the next event when it is false).
    public var hasRunningAnimations: Bool {
        guard let clock = animationClockIfLoaded else { return false }
        return !clock.timelines.isEmpty || clock.hasTickers
    }

    /// Moves the root's clock on by `seconds` (``advance(to:)`` at ``currentTime`` + `seconds`): the virtual
    /// clock of tests and offscreen rendering.
    ///
    /// - Throws: ``UIInputError`` when `seconds` is negative or not finite, or the call comes from inside an
    ///   input handler; nothing changes then.
    public func advanceTime(by seconds: TimeInterval) throws(UIInputError) {
        try advance(to: currentTime + seconds)
    }
}
