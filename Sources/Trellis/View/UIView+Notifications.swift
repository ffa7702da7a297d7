import Foundation

// Where the hierarchy and the layout engine announce changes to the view's events.
extension UIView {
    func notifySizeChanged(from old: CGSize) {
        resizeSubviews(withOldSize: old)
        if contentMode == .redraw { setNeedsDisplay() }
        eventsStorage?.sizeChanged.fire(old)
    }
    func notifyIntrinsicSizeChanged() { eventsStorage?.intrinsicSizeChanged.fire(()) }
    func notifyConstraintAdded(_ constraint: NSLayoutConstraint) { eventsStorage?.constraintAdded.fire(constraint) }
    func notifyConstraintRemoved(_ constraint: NSLayoutConstraint) { eventsStorage?.constraintRemoved.fire(constraint) }
    func notifySubviewAdded(_ view: UIView) { eventsStorage?.subviewAdded.fire(view) }
    func notifySubviewRemoved(_ view: UIView) { eventsStorage?.subviewRemoved.fire(view) }

    /// Fires `superviewChanged`, and `addedToRoot` / `removedFromRoot` on the whole subtree when the nearest
    /// root view changed.
    func notifySuperviewChanged(from old: UIView?) {
        inputSuperviewChanged(from: old)
        eventsStorage?.superviewChanged.fire(old)
        let oldRoot = old?.root, newRoot = root
        guard oldRoot !== newRoot else { return }
        visitAllViews { view in
            if let oldRoot { view.eventsStorage?.removedFromRoot.fire(oldRoot) }
            if let newRoot { view.eventsStorage?.addedToRoot.fire(newRoot) }
            view.extendedState?.viewController?.updateAppearance()  // in or out of a shown window
        }
        oldRoot?.setNeedsFrame()
        newRoot?.setNeedsFrame()
    }
}
