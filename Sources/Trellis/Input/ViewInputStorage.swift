import Foundation

/// A view's input state beyond the few fields hit testing reads (made on first use, so views that take no
/// part in input pay one nil pointer). The fields every pointer move reads skip Swift's dynamic exclusivity
/// checks, as the view's own input fields do: one thread, no overlapping accesses.
final class ViewInputStorage {
    /// The view's gesture recognizers, in the order they were added.
    @exclusivity(unchecked) var gestureRecognizers: [UIGestureRecognizer] = []
    /// How many of them are hover recognizers (so hover checks a count, not each recognizer's class).
    @exclusivity(unchecked) var hoverRecognizerCount = 0
    /// The view's focus group (``UIView/focusGroupIdentifier``).
    var focusGroupIdentifier: String?
    /// The hover event, once asked for; the view observes hover while it has subscribers (the view's
    /// `touchSwitches[.observesHover]`).
    @exclusivity(unchecked) var hoverChanged: UIViewEvent<UIView.HoverChange>? {
        didSet { hoverChangedUnretained = hoverChanged.map { Unmanaged.passUnretained($0) } }
    }
    /// ``hoverChanged`` unretained, for firing it: its subscriptions hold it weakly, which gives it a side table,
    /// and every retain of it takes the runtime's slow path. (It lives as long as the storage.)
    @exclusivity(unchecked) private(set) var hoverChangedUnretained: Unmanaged<UIViewEvent<UIView.HoverChange>>?
    /// The number of the last hover update that found the view (``RootInput/hoverStamp``): how an update tells
    /// the observers it found from those it left (see `updateObservers`).
    @exclusivity(unchecked) var hoverStamp: UInt64 = 0
    /// The hover state per pointer, kept for observing views, sorted by pointer id.
    @exclusivity(unchecked) var hoveringPointers: [UIView.HoveringPointer] = []
    /// The index of the view's subviews that hold hover observers (built by the hover walk when many do).
    @exclusivity(unchecked) var hoverIndex: HoverIndex?
    /// A scroll view's pan recognizer and the drag it is doing.
    var scrollPan: UIPanGestureRecognizer?
    /// A scroll view's recognizer that holds content touches back (``UIScrollView/delaysContentTouches``).
    var scrollDelay: UIGestureRecognizer?
    var scrollDragStart = CGPoint.zero
    var scrollDragTranslationAtStart = CGPoint.zero
    /// The back-reference closures of the view hold (``ViewBackReference``), made on first use; cleared as the
    /// storage goes with its view.
    private var backReferenceIfMade: ViewBackReference?

    /// The back-reference to `view`, the storage's view.
    func backReference(to view: UIView) -> ViewBackReference {
        if let backReferenceIfMade { return backReferenceIfMade }
        let reference = ViewBackReference(view)
        backReferenceIfMade = reference
        return reference
    }

    deinit { backReferenceIfMade?.clear() }
}

extension UIView {
    /// The view's input storage, made if needed.
    func makeInputStorage() -> ViewInputStorage {
        if let inputStorage { return inputStorage }
        let storage = ViewInputStorage()
        inputStorage = storage
        return storage
    }

    /// Keeps input in step with the hierarchy: called by the hierarchy's notifications after this view moved
    /// from `old` (nil: it was added) to its current superview. Moves the hierarchy's generation (hit paths are
    /// walked again) and the hover-observer counts, and lets the root the subtree left re-check its touches,
    /// first responder, focus and hover.
    func inputSuperviewChanged(from old: UIView?) {
        HoverGeneration.bumpHierarchy()
        let count = hoverObserversInSubtree
        if count != 0 {
            old?.adjustHoverObservers(by: -count)
            superview?.adjustHoverObservers(by: count)
        }
        if let old, let root = old.topMostView as? UIRootView, let input = root.inputIfLoaded {
            input.subtreeLeft(self)
        }
    }

    /// Adds `delta` to the hover-observer count of this view and its superviews.
    func adjustHoverObservers(by delta: Int) {
        HoverGeneration.bump()
        var view: UIView? = self
        while let v = view {
            let was = v.hoverObserversInSubtree
            v.hoverObserversInSubtree += delta
            // Starting or ending to hold observers takes the view into or out of its superview's hover index.
            if (was == 0) != (v.hoverObserversInSubtree == 0) { v.superview?.inputStorage?.hoverIndex?.isValid = false }
            view = v.superview
        }
    }
}
