import Foundation

/// Freeing a view tree without recursion.
///
/// Releasing a view releases its subviews array, whose last reference to each subview runs that subview's
/// `deinit`, and so on down: one stack frame per level. A 10,000-level chain overflowed the stack that way. So
/// a view's `deinit` hands its subviews to ``release(_:)``, which frees them from a worklist: a subview the
/// list holds the last reference to is torn down (while its own subviews are still alive) and its subviews
/// join the list before it is let go, so its `deinit` finds nothing left to release. Views referenced from
/// elsewhere are just let go. Stack depth stays constant and the work is O(views).
extension UIView {
    /// What a view does when it goes away, while its subviews are alive: its engine first (it refers to
    /// them), then their links up, then the constraints it holds. Runs once (the worklist may run it before
    /// the view's `deinit`).
    func tearDown() {
        ownedEngine = nil
        for subview in subviews {
            subview.superview = nil
            // A subview kept alive elsewhere is a top now: what it inherited goes (each refresh stops where
            // nothing changes, so a chain is walked once in all, not once per level).
            subview.refreshLayoutDirection()
            subview.refreshRoot()
            _ = subview.refreshTint()
        }
        for c in heldConstraints { c.holderIsGoing(self) }
        heldConstraints.removeAll()
    }

    /// Releases `views` (emptying the array) and, iteratively, every subtree only they kept alive.
    static func release(_ views: inout [UIView]) {
        var pending: [UIView] = []
        swap(&pending, &views)
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                view.tearDown()
                pending.append(contentsOf: view.subviews)
                view.subviews.removeAll()
            }
            // `view` is released here; if that was the last reference, its `deinit` has no subviews to free.
        }
    }
}
