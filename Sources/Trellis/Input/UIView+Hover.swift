import Foundation

extension UIView {
    /// How a pointer hovers a view (the seed's `HoverState`).
    public enum HoverState: Int, Comparable, Sendable, CustomStringConvertible {
        /// The pointer is not over the view.
        case none
        /// The pointer is over the view, but a view in front of it takes the pointer.
        case obscured
        /// The pointer is over the view and reaches it: the view is the one the pointer hits, one of its
        /// superviews, or a view in front of it that lets the pointer through.
        case direct

        public static func < (a: HoverState, b: HoverState) -> Bool { a.rawValue < b.rawValue }

        public var description: String {
            switch self {
            case .none: "none"
            case .obscured: "obscured"
            case .direct: "direct"
            }
        }
    }

    /// A pointer hovering a view, and how (the seed's hover pointer entries).
    public struct HoveringPointer: Hashable, Sendable, CustomStringConvertible {
        /// The pointer's id (0: the mouse).
        public var pointer: Int
        /// How it hovers the view.
        public var state: HoverState
        /// An entry.
        public init(pointer: Int, state: HoverState) {
            self.pointer = pointer
            self.state = state
        }

        public var description: String { "\(pointer): \(state)" }
    }

    /// A change of a view's hovering pointers (``UIView/hoverChanged``).
    public struct HoverChange: Sendable {
        /// The pointers before, sorted by id.
        public var previous: [HoveringPointer]
        /// The pointers now, sorted by id.
        public var current: [HoveringPointer]
        /// The view's hover state before (the strongest of its pointers').
        public var previousState: HoverState { previous.map(\.state).max() ?? .none }
        /// The view's hover state now.
        public var currentState: HoverState { current.map(\.state).max() ?? .none }
    }

    /// The pointers over the view and how each hovers it, sorted by pointer id (the seed's `HoverPointers`).
    ///
    /// Hover follows the pointer at every input event, and the tree under a still pointer after every layout
    /// pass of the root and every ``UIRootView/advance(to:)``: a view that moves away from the pointer stops
    /// being hovered without the pointer moving.
    public var hoveringPointers: [HoveringPointer] {
        if touchSwitches[.observesHover], let storage = inputStorage { return storage.hoveringPointers }
        guard let root = topMostView as? UIRootView, let input = root.inputIfLoaded else { return [] }
        return input.pointers.compactMap { pointer in
            let state = input.hoverState(of: self, for: pointer)
            return state == .none ? nil : HoveringPointer(pointer: pointer.id, state: state)
        }
    }

    /// The strongest hover of any pointer over the view (the seed's `Hover`).
    public var hoverState: HoverState { hoveringPointers.map(\.state).max() ?? .none }

    /// Fired when the view's hovering pointers change (a pointer arrives, leaves, or changes between obscured
    /// and direct). Hover is tracked for a view while this has subscribers, at a cost that follows the views
    /// under the pointer, not the size of the tree.
    public var hoverChanged: UIViewEvent<HoverChange> {
        let storage = makeInputStorage()
        if let event = storage.hoverChanged { return event }
        // (Not owning the view, and safe after it: an event kept by the app beyond its view may gain or lose
        // subscribers after the view is gone. Not `weak`, which would slow every retain of an observing view.)
        let reference = storage.backReference(to: self)
        let event = UIViewEvent<HoverChange>(subscribersChanged: { count in
            reference.view?.setObservesHover(count > 0)
        })
        storage.hoverChanged = event
        return event
    }

    /// Starts or stops tracking hover for this view (keeps the subtree counts the hover walk prunes with).
    /// Tracking starts from the current state, without an event.
    private func setObservesHover(_ observes: Bool) {
        let storage = makeInputStorage()
        guard touchSwitches[.observesHover] != observes else { return }
        if observes {
            let current = hoveringPointers
            storage.hoveringPointers = current
            if let input = (topMostView as? UIRootView)?.inputIfLoaded {
                for entry in current {
                    guard let pointer = input.pointer(entry.pointer, create: false) else { continue }
                    pointer.withRoot(input.root) { pointer.hoveredObservers.append(self) }
                }
            }
        } else {
            storage.hoveringPointers = []
            if let input = (topMostView as? UIRootView)?.inputIfLoaded {
                for pointer in input.pointers {
                    pointer.withRoot(input.root) { pointer.hoveredObservers.removeAll { $0 === self } }
                }
            }
        }
        touchSwitches[.observesHover] = observes
        adjustHoverObservers(by: observes ? 1 : -1)
    }
}
