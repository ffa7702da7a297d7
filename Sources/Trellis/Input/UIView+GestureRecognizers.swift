import Foundation

extension UIView {
    /// The gesture recognizers attached to the view, in the order they were added (nil: none). Setting it
    /// replaces them.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            if let scrollView = self as? UIScrollView { _ = scrollView.panGestureRecognizer }
            guard let list = inputStorage?.gestureRecognizers, !list.isEmpty else { return nil }
            return list
        }
        set {
            for r in inputStorage?.gestureRecognizers ?? [] { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// Attaches `gestureRecognizer` to the view: touches that begin in the view or its subviews from now on
    /// reach it. Adding it again is nothing; adding one attached to another view is a misuse, reported
    /// (``UIInputError/recognizerAlreadyAttached(recognizer:attachedTo:addedTo:)``) with nothing changed.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        if let other = gestureRecognizer.view {
            UIInputError.report(
                .recognizerAlreadyAttached(
                    recognizer: gestureRecognizer.debugName, attachedTo: other.debugName, addedTo: debugName),
                near: self)
            return
        }
        let storage = makeInputStorage()
        storage.gestureRecognizers.append(gestureRecognizer)
        if gestureRecognizer is UIHoverGestureRecognizer {
            storage.hoverRecognizerCount += 1
            UIHoverGestureRecognizer.attachedCount.wrappingAdd(1, ordering: .relaxed)
        }
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` (nothing when it is not attached to this view). A recognizer in the middle
    /// of a gesture resets at once, without actions.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self, let storage = inputStorage else { return }
        storage.gestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer is UIHoverGestureRecognizer {
            storage.hoverRecognizerCount -= 1
            UIHoverGestureRecognizer.attachedCount.wrappingSubtract(1, ordering: .relaxed)
        }
        gestureRecognizer.view = nil
        gestureRecognizer.arena?.recognizerWasDetached(gestureRecognizer)
        if storage.scrollPan === gestureRecognizer { storage.scrollPan = nil }
        if storage.scrollDelay === gestureRecognizer { storage.scrollDelay = nil }
    }
}
