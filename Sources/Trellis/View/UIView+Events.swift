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
public final class UIViewEvents {
    /// The view (or an ancestor) was added under a root view.
    public let addedToRoot = UIViewEvent<UIRootView>()
    /// The view (or an ancestor) was removed from under a root view.
    public let removedFromRoot = UIViewEvent<UIRootView>()
    /// The superview changed; the payload is the old one.
    public let superviewChanged = UIViewEvent<UIView?>()
    /// A subview was added.
    public let subviewAdded = UIViewEvent<UIView>()
    /// A subview was removed.
    public let subviewRemoved = UIViewEvent<UIView>()
    /// The intrinsic content size was invalidated.
    public let intrinsicSizeChanged = UIViewEvent<Void>()
    /// The size changed; the payload is the old size.
    public let sizeChanged = UIViewEvent<CGSize>()
    /// A constraint was added to the constraints this view holds.
    public let constraintAdded = UIViewEvent<NSLayoutConstraint>()
    /// A constraint was removed from the constraints this view holds.
    public let constraintRemoved = UIViewEvent<NSLayoutConstraint>()
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
