import Foundation

// Scrolling by input: the wheel or trackpad (routed from the root), and dragging with the scroll view's pan
// gesture recognizer. Both only move the content offset — the bounds origin — so scrolling runs no solver
// work. After a drag the content glides, bounces or snaps to a page on the root's clock
// (`UIScrollView+Deceleration.swift`).
extension UIScrollView {
    /// How far one line of discrete (wheel) scrolling moves, before ``scrollFactor`` (points).
    public static let pointsPerScrollLine: CGFloat = 40
    /// The speed above which releasing a drag in a paging scroll view turns the page (points per second).
    public static let pagingFlickVelocity: CGFloat = 300
    /// How long continuous scrolling may pause before what it gathered toward the next page is forgotten.
    static let pagingScrollPause: TimeInterval = 0.25

    /// The scroll view's drag recognizer (UIKit's `panGestureRecognizer`): it begins only when the scroll view
    /// can scroll the way the touches move (so a nested scroll view at its limit, or one scrolling the other
    /// axis, leaves the drag to the scroll view around it), and moves the content with the touches.
    public var panGestureRecognizer: UIPanGestureRecognizer {
        let storage = makeInputStorage()
        if let pan = storage.scrollPan { return pan }
        _ = contentTouchDelayRecognizer
        let pan = UIPanGestureRecognizer()
        pan.name = "UIScrollView.panGestureRecognizer"
        // (Weak: the app may keep the recognizer beyond the scroll view.)
        pan.shouldBeginHook = { [weak self] _ in self?.canBeginDrag() ?? false }
        pan.addAction { [weak self] pan in self?.drag(pan) }
        storage.scrollPan = pan
        addGestureRecognizer(pan)
        return pan
    }

    /// Whether touches in the content reach their views only after a short pause (UIKit's
    /// `delaysContentTouches`; default true): a touch that starts a drag within ``contentTouchDelay`` never
    /// reaches the view under it, one that stays still or lifts earlier does.
    public var delaysContentTouches: Bool {
        get { contentTouchDelayRecognizer.isEnabled }
        set { contentTouchDelayRecognizer.isEnabled = newValue }
    }

    /// How long ``delaysContentTouches`` holds a touch back (seconds).
    public static let contentTouchDelay: TimeInterval = 0.15

    /// The recognizer that holds content touches back: it never recognizes; it fails after the delay, when the
    /// touches lift or move, or when the drag begins (which then cancels the touches).
    var contentTouchDelayRecognizer: UIGestureRecognizer {
        let storage = makeInputStorage()
        if let r = storage.scrollDelay { return r }
        let r = ContentTouchDelayRecognizer()
        r.name = "UIScrollView.delaysContentTouches"
        storage.scrollDelay = r
        addGestureRecognizer(r)
        return r
    }

    /// Whether a drag cancels the touches of the views inside (UIKit's `canCancelContentTouches`: the pan
    /// recognizer's ``UIGestureRecognizer/cancelsTouchesInView``).
    public var canCancelContentTouches: Bool {
        get { panGestureRecognizer.cancelsTouchesInView }
        set { panGestureRecognizer.cancelsTouchesInView = newValue }
    }

    /// Whether the user is dragging the content.
    public var isDragging: Bool {
        guard let pan = inputStorage?.scrollPan else { return false }
        return pan.state == .began || pan.state == .changed
    }

    // MARK: Wheel and trackpad

    /// Offers a scroll delta to the scroll views from `view` up, innermost first: each takes what it can and
    /// passes the rest on (nested scroll views hand over at their limits). Returns whether any moved.
    static func routeScrollInput(
        _ delta: CGPoint, type: UIScrollType, from view: UIView?, pointer: PointerState, now: TimeInterval
    ) -> Bool {
        let scale = type == .discrete ? pointsPerScrollLine : 1
        var remaining = CGPoint(x: delta.x * scale, y: delta.y * scale)
        if now - pointer.lastScrollTime > pagingScrollPause { pointer.pagingAccumulator = .zero }
        pointer.lastScrollTime = now
        var moved = false
        var v = view
        while let current = v, remaining != .zero {
            if let scrollView = current as? UIScrollView {
                let left = scrollView.takeScrollInput(remaining, discrete: type == .discrete, pointer: pointer)
                moved = moved || left != remaining
                remaining = left
            }
            v = current.superview
        }
        return moved
    }

    /// Scrolls by an input delta (points, before ``scrollFactor``) and returns the part it could not use.
    /// Paging scroll views turn one page per wheel event, and one page per half page of continuous scrolling.
    func takeScrollInput(_ delta: CGPoint, discrete: Bool, pointer: PointerState) -> CGPoint {
        guard isScrollEnabled else { return delta }
        stopScrollMotion()
        if isPagingEnabled {
            if discrete { return scroll(by: delta) ? .zero : delta }
            return takePagedScroll(delta, pointer: pointer)
        }
        let sx = isHorizontalScrollEnabled ? scrollFactor * (reversesHorizontalScrolling ? -1 : 1) : 0
        let sy = isVerticalScrollEnabled ? scrollFactor * (reversesVerticalScrolling ? -1 : 1) : 0
        let current = contentOffset
        let target = clampedContentOffset(CGPoint(x: current.x + delta.x * sx, y: current.y + delta.y * sy))
        // The input each axis used, and what is left of it.
        func left(_ d: CGFloat, _ s: CGFloat, _ moved: CGFloat) -> CGFloat { s == 0 ? d : d - moved / s }
        let rest = CGPoint(x: left(delta.x, sx, target.x - current.x), y: left(delta.y, sy, target.y - current.y))
        if target != current {
            contentOffset = target
            scrollIndicatorsNoteScrolling()
        }
        return CGPoint(x: abs(rest.x) < 1e-9 ? 0 : rest.x, y: abs(rest.y) < 1e-9 ? 0 : rest.y)
    }

    /// Continuous scrolling of a paging scroll view: gathered per pointer until half a page, then one page.
    private func takePagedScroll(_ delta: CGPoint, pointer: PointerState) -> CGPoint {
        let sx = isHorizontalScrollEnabled ? scrollFactor * (reversesHorizontalScrolling ? -1 : 1) : 0
        let sy = isVerticalScrollEnabled ? scrollFactor * (reversesVerticalScrolling ? -1 : 1) : 0
        var gathered = CGPoint(
            x: pointer.pagingAccumulator.x + delta.x * sx, y: pointer.pagingAccumulator.y + delta.y * sy)
        var target = contentOffset
        if bounds.width > 0, abs(gathered.x) >= bounds.width / 2 {
            target.x = ((contentOffset.x / bounds.width).rounded() + (gathered.x > 0 ? 1 : -1)) * bounds.width
            gathered.x = 0
        }
        if bounds.height > 0, abs(gathered.y) >= bounds.height / 2 {
            target.y = ((contentOffset.y / bounds.height).rounded() + (gathered.y > 0 ? 1 : -1)) * bounds.height
            gathered.y = 0
        }
        pointer.pagingAccumulator = gathered
        let clamped = clampedContentOffset(target)
        if clamped != contentOffset {
            contentOffset = clamped
            scrollIndicatorsNoteScrolling()
            return .zero
        }
        let movable = maximumContentOffset != minimumContentOffset
        return movable ? .zero : delta
    }

    // MARK: Dragging

    /// Whether a drag that moved as the pan recognizer's translation says can scroll: enabled, and not at the
    /// limit the movement pushes toward on its main axis.
    private func canBeginDrag() -> Bool {
        guard isScrollEnabled, let pan = inputStorage?.scrollPan else { return false }
        let t = pan.translation(in: nil)
        let offset = contentOffset
        let low = minimumContentOffset
        let high = maximumContentOffset
        let epsilon: CGFloat = 1e-9
        if abs(t.x) > abs(t.y) {
            // Moving the finger right shows content to the left: the offset decreases.
            return t.x > 0 ? offset.x > low.x + epsilon : offset.x < high.x - epsilon
        }
        return t.y > 0 ? offset.y > low.y + epsilon : offset.y < high.y - epsilon
    }

    /// Follows the pan: the content moves with the touches from where the drag began, clamped; a paging scroll
    /// view snaps to a page when the drag ends.
    private func drag(_ pan: UIPanGestureRecognizer) {
        let storage = makeInputStorage()
        let t = pan.translation(in: self)
        switch pan.state {
        case .began:
            stopScrollMotion()
            storage.scrollDragStart = contentOffset
            storage.scrollDragTranslationAtStart = t
            scrollIndicatorsNoteScrolling(whileDragging: true)
        case .changed:
            let start = storage.scrollDragStart
            let t0 = storage.scrollDragTranslationAtStart
            contentOffset = rubberBandedOffset(CGPoint(x: start.x - (t.x - t0.x), y: start.y - (t.y - t0.y)))
            scrollIndicatorsNoteScrolling(whileDragging: true)
        case .ended, .cancelled:
            scrollIndicatorsNoteScrolling()
            let velocity = pan.velocity(in: self)
            let page = restingOffsetAfterDrag(velocity: velocity, from: storage.scrollDragStart)
            endDrag(fingerVelocity: velocity, pageTarget: page)
        default:
            break
        }
    }

    /// The page a drag released with `velocity` (finger points per second) lands on: the nearest page, or for
    /// a flick the next page its way, at most one page from where the drag started.
    func pageTarget(velocity: CGPoint, from start: CGPoint) -> CGPoint {
        func page(_ offset: CGFloat, _ startOffset: CGFloat, _ size: CGFloat, _ fingerVelocity: CGFloat) -> CGFloat {
            guard size > 0 else { return offset }
            let p = offset / size
            let startPage = (startOffset / size).rounded()
            let v = -fingerVelocity  // the content offset moves against the finger
            let target: CGFloat
            if v > UIScrollView.pagingFlickVelocity {
                target = min(p.rounded(.down) + 1, startPage + 1)
            } else if v < -UIScrollView.pagingFlickVelocity {
                target = max(p.rounded(.up) - 1, startPage - 1)
            } else {
                target = p.rounded()
            }
            return target * size
        }
        let offset = contentOffset
        return clampedContentOffset(
            CGPoint(
                x: page(offset.x, start.x, bounds.width, velocity.x),
                y: page(offset.y, start.y, bounds.height, velocity.y)))
    }
}

/// Holds a scroll view's content touches back for ``UIScrollView/contentTouchDelay`` (UIKit does the same with
/// a private recognizer): `delaysTouchesBegan` keeps the view waiting while it is possible.
final class ContentTouchDelayRecognizer: UIGestureRecognizer {
    required init() {
        super.init()
        delaysTouchesBegan = true
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        scheduleTimer(after: UIScrollView.contentTouchDelay) { [weak self] in
            if self?.state == .possible { self?.state = .failed }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// It never prevents anything (it never recognizes anyway).
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
