import Foundation

/// The nearest root view of every view, kept per view (issue 20).
///
/// Looking it up walked the superview chain with a dynamic cast per level, and it is asked for every view that
/// joins a tree (its events, its damage, its tint): building a 10,000-level chain top-down cost O(depth) per
/// view. Each view now keeps it (`storedRoot`); a view that moves brings it up to date in its subtree only
/// when it changes (joining or leaving a root view: the subtree is visited once, as its `addedToRoot` events
/// are), and moves inside one tree cost nothing.
extension UIView {
    /// The nearest ``UIRootView`` above or at this view, or nil (the seed's `Root`).
    public var root: UIRootView? { storedRoot }

    /// Brings ``root`` up to date at and below this view after its superview changed (or went: a teardown).
    /// Only the views that had the same root as this one change; a root view below keeps its own subtree.
    func refreshRoot() {
        let old = storedRoot
        guard old !== self else { return }  // (a root view is its own root wherever it is)
        let new = superview?.storedRoot
        guard new !== old else { return }
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            guard view.storedRoot === old else { continue }
            view.storedRoot = new
            pending.append(contentsOf: view.subviews)
        }
    }
}
