import Foundation

/// An event a view announces; subscribe with a closure, without subclassing (the seed's view events).
public final class UIViewEvent<Payload> {
    @exclusivity(unchecked) private var handlers: [(id: Int, handler: (Payload) -> Void)] = []
    private var nextID = 0
    /// Told when the number of subscribers changes (input uses it to track who observes hover).
    private let subscribersChanged: ((Int) -> Void)?

    init(subscribersChanged: ((Int) -> Void)? = nil) { self.subscribersChanged = subscribersChanged }

    /// Whether anyone subscribed.
    var hasSubscribers: Bool { !handlers.isEmpty }

    /// Calls `handler` each time the event happens, until the returned subscription is cancelled.
    @discardableResult
    public func subscribe(_ handler: @escaping (Payload) -> Void) -> UIViewEventSubscription {
        nextID += 1
        let id = nextID
        handlers.append((id, handler))
        subscribersChanged?(handlers.count)
        return UIViewEventSubscription { [weak self] in
            guard let self else { return }
            self.handlers.removeAll { $0.id == id }
            self.subscribersChanged?(self.handlers.count)
        }
    }

    func fire(_ payload: Payload) {
        // (One subscriber, the common case, without the loop: the handler is copied out before it runs.)
        if handlers.count == 1 { return handlers[0].handler(payload) }
        for (_, handler) in handlers { handler(payload) }
    }
}

/// A subscription to a ``UIViewEvent``; ``cancel()`` stops it.
public final class UIViewEventSubscription {
    private var cancellation: (() -> Void)?
    init(_ cancellation: @escaping () -> Void) { self.cancellation = cancellation }
    /// Stops calling the handler.
    public func cancel() {
        cancellation?()
        cancellation = nil
    }
}

/// The events of one view.
///
/// Each event is made on first use: a view that is observed for one event (its size, say) carries that event
/// only. Where the view fires an event, it reads the `made…`
/// storage, so firing never makes one.
public final class UIViewEvents {
    /// The view (or an ancestor) was added under a root view.
    public var addedToRoot: UIViewEvent<UIRootView> { Self.event(&madeAddedToRoot) }
    /// The view (or an ancestor) was removed from under a root view.
    public var removedFromRoot: UIViewEvent<UIRootView> { Self.event(&madeRemovedFromRoot) }
    /// The superview changed; the payload is the old one.
    public var superviewChanged: UIViewEvent<UIView?> { Self.event(&madeSuperviewChanged) }
    /// A subview was added.
    public var subviewAdded: UIViewEvent<UIView> { Self.event(&madeSubviewAdded) }
    /// A subview was removed.
    public var subviewRemoved: UIViewEvent<UIView> { Self.event(&madeSubviewRemoved) }
    /// The intrinsic content size was invalidated.
    public var intrinsicSizeChanged: UIViewEvent<Void> { Self.event(&madeIntrinsicSizeChanged) }
    /// The size changed; the payload is the old size.
    public var sizeChanged: UIViewEvent<CGSize> { Self.event(&madeSizeChanged) }
    /// A constraint was added to the constraints this view holds.
    public var constraintAdded: UIViewEvent<NSLayoutConstraint> { Self.event(&madeConstraintAdded) }
    /// A constraint was removed from the constraints this view holds.
    public var constraintRemoved: UIViewEvent<NSLayoutConstraint> { Self.event(&madeConstraintRemoved) }

    // The events made so far (nil: nobody asked for it yet).
    private(set) var madeAddedToRoot: UIViewEvent<UIRootView>?
    private(set) var madeRemovedFromRoot: UIViewEvent<UIRootView>?
    private(set) var madeSuperviewChanged: UIViewEvent<UIView?>?
    private(set) var madeSubviewAdded: UIViewEvent<UIView>?
    private(set) var madeSubviewRemoved: UIViewEvent<UIView>?
    private(set) var madeIntrinsicSizeChanged: UIViewEvent<Void>?
    private(set) var madeSizeChanged: UIViewEvent<CGSize>?
    private(set) var madeConstraintAdded: UIViewEvent<NSLayoutConstraint>?
    private(set) var madeConstraintRemoved: UIViewEvent<NSLayoutConstraint>?

    /// The event in `storage`, made there first if it is not yet.
    private static func event<Payload>(_ storage: inout UIViewEvent<Payload>?) -> UIViewEvent<Payload> {
        if let event = storage { return event }
        let event = UIViewEvent<Payload>()
        storage = event
        return event
    }
}

extension UIView {
    /// The view's events (made on first use).
    public var events: UIViewEvents {
        if let eventsStorage { return eventsStorage }
        let events = UIViewEvents()
        eventsStorage = events
        return events
    }
}
