/// A reference from a closure back to the view it serves that neither keeps the view alive nor makes it weakly
/// referenced: the view's input storage clears it when it goes (with its view), after which ``view`` is nil.
///
/// Swift's `weak` would do the same, but the first weak reference to an object gives it a side table, and every
/// retain and release of that object from then on takes the runtime's slow path: a `[weak self]` in the hover
/// hook of every observing row doubled the cost of a plain front-to-back scan over those rows (1,798 to 3,748
/// instructions a move). `unowned` would trap when a closure outlives its view.
final class ViewBackReference {
    /// The view (nil once it is gone).
    private(set) unowned(unsafe) var view: UIView?

    init(_ view: UIView) { self.view = view }

    /// Called by the view's input storage as it goes.
    func clear() { view = nil }
}
