import Foundation

// Where the hierarchy and the layout engine announce changes to the view's events.
extension UIView {
    func notifySizeChanged(from old: CGSize) {
        resizeSubviews(withOldSize: old)
        if contentMode == .redraw { setNeedsDisplay() }
        eventsStorage?.madeSizeChanged?.fire(old)
    }
    func notifyIntrinsicSizeChanged() { eventsStorage?.madeIntrinsicSizeChanged?.fire(()) }
    func notifyConstraintAdded(_ constraint: NSLayoutConstraint) {
        eventsStorage?.madeConstraintAdded?.fire(constraint)
    }
    func notifyConstraintRemoved(_ constraint: NSLayoutConstraint) {
        eventsStorage?.madeConstraintRemoved?.fire(constraint)
    }
    func notifySubviewAdded(_ view: UIView) { eventsStorage?.madeSubviewAdded?.fire(view) }
    func notifySubviewRemoved(_ view: UIView) { eventsStorage?.madeSubviewRemoved?.fire(view) }

    /// Fires `superviewChanged`, and `addedToRoot` / `removedFromRoot` on the whole subtree when the nearest
    /// root view changed.
    func notifySuperviewChanged(from old: UIView?) {
        inputSuperviewChanged(from: old)
        eventsStorage?.madeSuperviewChanged?.fire(old)
        let oldRoot = old?.root, newRoot = root
        guard oldRoot !== newRoot else { return }
        visitAllViews { view in
            if let oldRoot { view.eventsStorage?.madeRemovedFromRoot?.fire(oldRoot) }
            if let newRoot { view.eventsStorage?.madeAddedToRoot?.fire(newRoot) }
            view.extendedState?.viewController?.updateAppearance()  // in or out of a shown window
        }
        oldRoot?.setNeedsFrame()
        newRoot?.setNeedsFrame()
    }
}
