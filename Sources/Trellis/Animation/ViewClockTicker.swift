import Foundation

/// Per-frame work of a component whose drawing changes with time (a spinning activity indicator, a sliding
/// switch): while ``isActive``, a ticker on the clock of the root the view is under calls `tick` after every
/// ``UIRootView/advance(to:)`` — following the view when it moves to another root, idle while it is under
/// none — so the root reports ``UIRootView/hasRunningAnimations`` and a host keeps drawing frames.
final class ViewClockTicker {
    private unowned(unsafe) let view: UIView
    private let tick: (TimeInterval) -> Void
    private var tickerID: Int?
    private weak var tickingRoot: UIRootView?
    private var subscriptions: [UIViewEventSubscription] = []

    /// Whether the work runs.
    var isActive = false {
        didSet { if oldValue != isActive { update() } }
    }

    /// Work for `view` (which keeps this object); `tick` gets the root's time.
    init(view: UIView, tick: @escaping (TimeInterval) -> Void) {
        self.view = view
        self.tick = tick
        subscriptions = [
            view.events.addedToRoot.subscribe { [unowned(unsafe) self] _ in self.update() },
            view.events.removedFromRoot.subscribe { [unowned(unsafe) self] _ in self.update() },
        ]
    }

    deinit {
        if let id = tickerID { tickingRoot?.animationClockIfLoaded?.removeTicker(id) }
        for s in subscriptions { s.cancel() }
    }

    /// Puts the ticker on the root the view is under now (or takes it off).
    private func update() {
        let root = isActive ? view.root : nil
        if root === tickingRoot && (tickerID != nil) == (root != nil) { return }
        if let id = tickerID { tickingRoot?.animationClockIfLoaded?.removeTicker(id) }
        tickerID = nil
        tickingRoot = root
        if let root { tickerID = root.animationClock.addTicker { [unowned(unsafe) self] time in self.tick(time) } }
    }
}
