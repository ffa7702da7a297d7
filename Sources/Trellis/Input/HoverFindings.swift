/// The hover observers a walk found under a pointer and how the pointer hovers each, in walk order: two parallel
/// arrays (the views, and their states as plain values), so that emptying them between moves is a release per
/// view and nothing for the states — a list of `(view, state)` tuples went through the runtime's generic tuple
/// destruction for every entry.
struct HoverFindings {
    private(set) var views: [UIView] = []
    private(set) var states: [UIView.HoverState] = []

    var count: Int { views.count }

    @inline(__always)
    mutating func append(_ view: UIView, _ state: UIView.HoverState) {
        views.append(view)
        states.append(state)
    }

    /// Trades the views for `other`'s (the states stay): the found views move out without being copied.
    mutating func exchangeViews(with other: inout [UIView]) { swap(&views, &other) }

    /// Empties both, keeping their buffers.
    mutating func removeAll() {
        views.removeAllKeepingBuffer()
        states.removeAllKeepingBuffer()
    }
}
