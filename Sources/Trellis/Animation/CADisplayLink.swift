import Foundation

/// A timer in step with the frames a root view's host shows (Core Animation's `CADisplayLink`).
///
/// The link fires after each ``UIRootView/advance(to:)`` of the root it was added to: a window host advances
/// the root at the display's rate, tests and offscreen renderers advance a virtual clock. Trellis has no
/// selectors: the handler is a closure. The root keeps the link until ``invalidate()``.
///
/// ```swift
/// let link = CADisplayLink { link in spinner.angle += 2 * .pi * link.duration }
/// link.preferredFramesPerSecond = 30
/// link.add(to: root)
/// ```
public final class CADisplayLink {
    private let handler: (CADisplayLink) -> Void
    private weak var root: UIRootView?
    private var tickerID: Int?
    private var lastFire: TimeInterval?

    /// The time of the frame being handled (the root's clock, seconds).
    public private(set) var timestamp: TimeInterval = 0
    /// The time of the next frame: ``timestamp`` + ``duration``.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The time between frames: `1 / preferredFramesPerSecond` when set, else the host's last frame interval.
    public private(set) var duration: TimeInterval = 0
    /// The rate the handler would like (0: every frame the host shows — the default). The link skips host
    /// frames to come close to it; it never fires more often than the host advances.
    public var preferredFramesPerSecond = 0
    /// Whether the link skips frames until unpaused (the handler is not called meanwhile).
    public var isPaused = false

    /// Makes a link that calls `handler` every frame once added to a root.
    public init(_ handler: @escaping (CADisplayLink) -> Void) { self.handler = handler }

    /// Starts the link on `root`'s clock (UIKit's `add(to:forMode:)`); a link is on one root at a time.
    public func add(to root: UIRootView) {
        invalidate()
        self.root = root
        let clock = root.animationClock
        tickerID = clock.addTicker { [self] time in fire(at: time, previous: clock.previousAdvance) }
    }

    /// Stops the link for good: the root lets it go.
    public func invalidate() {
        if let id = tickerID { root?.animationClockIfLoaded?.removeTicker(id) }
        tickerID = nil
        root = nil
    }

    /// One host frame at `time` (the previous one at `previous`).
    private func fire(at time: TimeInterval, previous: TimeInterval) {
        guard !isPaused else {
            lastFire = nil
            return
        }
        let interval = preferredFramesPerSecond > 0 ? 1 / Double(preferredFramesPerSecond) : 0
        // Skip host frames that come before the preferred interval (with a tolerance for rounded clocks).
        if let last = lastFire, interval > 0, time - last < interval * (1 - 1e-6) { return }
        lastFire = time
        duration = interval > 0 ? interval : time - previous
        timestamp = time
        targetTimestamp = time + duration
        handler(self)
    }
}
