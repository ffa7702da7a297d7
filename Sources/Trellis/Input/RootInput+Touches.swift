import Foundation

// Pointers and touches: a touch is hit-tested when it begins, then each change goes to the gesture
// recognizers first (in the order of the touch's `gestureRecognizers`) and then to the view, unless a
// recognizer delays or cancels the view's delivery.
extension RootInput {
    // MARK: Pointer events

    /// A pointer moved: its button touch (if any) moves, and hover follows.
    func pointerMoved(_ id: Int, to point: CGPoint) -> Bool {
        let pointer = pointer(id, create: true)!
        pointer.location = point
        if let t = pointer.touch { moveTouch(t, to: point) }
        let overView = refreshHover(pointer)
        guard let t = pointer.touch else { return overView }
        return overView || t.view != nil
    }

    /// A pointer button changed: the first button down begins the pointer's touch, the last one up ends it,
    /// others change its button mask (delivered as a move).
    func pointerButton(_ id: Int, _ button: UIPointerButton, down: Bool, at point: CGPoint) -> Bool {
        let pointer = pointer(id, create: true)!
        pointer.location = point
        refreshHover(pointer)
        if down {
            pointer.buttons.insert(button.mask)
            if let t = pointer.touch {
                t.buttonMask = pointer.buttons
                moveTouch(t, to: point)
                return t.view != nil
            }
            pointer.touch = beginTouch(hostID: -1 - id, type: .indirectPointer, at: point, buttons: pointer.buttons)
            return pointer.touch?.view != nil
        }
        pointer.buttons.remove(button.mask)
        guard let t = pointer.touch else { return false }
        if pointer.buttons.isEmpty {
            pointer.touch = nil
            endTouch(t, at: point, cancelled: false)
        } else {
            t.buttonMask = pointer.buttons
            moveTouch(t, to: point)
        }
        return t.view != nil
    }

    /// The pointer left the window: hover ends (a drag in progress goes on).
    func pointerLeft(_ id: Int) -> Bool {
        guard let pointer = pointer(id, create: false) else { return false }
        pointer.location = nil
        refreshHover(pointer)
        return false
    }

    /// Wheel or trackpad scrolling: the hit view's scroll views, innermost first, take what they can.
    func pointerScrolled(_ id: Int, by delta: CGPoint, type: UIScrollType, at point: CGPoint) -> Bool {
        let pointer = pointer(id, create: true)!
        pointer.location = point
        refreshHover(pointer)
        let scrollEvent = UIEvent(type: .scroll, timestamp: clock.now)
        scrollEvent.modifierFlags = modifierFlags
        let hit = root.hitTest(point, with: scrollEvent)
        return UIScrollView.routeScrollInput(delta, type: type, from: hit, pointer: pointer, now: clock.now)
    }

    // MARK: Touch life

    /// Begins a touch at `point`: hit test, tap count, recognizers, then delivery. Returns the touch.
    @discardableResult
    func beginTouch(hostID: Int, type: UITouch.TouchType, at point: CGPoint, buttons: UIEvent.ButtonMask) -> UITouch? {
        let t = UITouch(hostID: hostID, type: type, at: point, timestamp: clock.now, buttonMask: buttons)
        t.tapCount = tapCount(at: point, type: type)
        updateEvent(for: t)
        touches.append(t)
        let hit = root.hitTest(point, with: touchEvent)
        t.view = hit
        t.gestureRecognizers = hit.map(recognizersAlong) ?? []
        if let hit, !hit.isMultipleTouchEnabled,
            touches.contains(where: { $0 !== t && $0.view === hit && !$0.viewFinished && !$0.viewCancelled })
        {
            t.viewCancelled = true  // UIKit: a view without multiple touch sees only its first touch
        }
        deliver(t, phase: .began)
        return t
    }

    /// Moves a touch to `point`.
    func moveTouch(_ t: UITouch, to point: CGPoint) {
        t.previousRootLocation = t.rootLocation
        t.rootLocation = point
        deliver(t, phase: .moved)
    }

    /// Ends (or cancels) a touch at `point`.
    func endTouch(_ t: UITouch, at point: CGPoint, cancelled: Bool) {
        if point != t.rootLocation {
            t.previousRootLocation = t.rootLocation
            t.rootLocation = point
        }
        t.isOver = true
        touches.removeAll { $0 === t }
        heldTouches.append(t)
        if !cancelled { lastTouchEnd = (t.startRootLocation, clock.now, t.tapCount, t.type) }
        deliver(t, phase: cancelled ? .cancelled : .ended)
    }

    /// The tap count of a touch beginning at `point` now: one more than the previous touch's when that one
    /// ended recently enough and began close enough.
    private func tapCount(at point: CGPoint, type: UITouch.TouchType) -> Int {
        guard let last = lastTouchEnd, last.type == type, clock.now - last.end <= UITouch.maximumTapInterval,
            hypot(point.x - last.start.x, point.y - last.start.y) <= UITouch.maximumTapDistance
        else { return 1 }
        return last.tapCount + 1
    }

    /// The enabled gesture recognizers of `view` and its superviews, nearest view first, each view's in the
    /// order they were added (a scroll view's pan recognizer is made here if it is new).
    private func recognizersAlong(_ view: UIView) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var v: UIView? = view
        while let current = v {
            if let scrollView = current as? UIScrollView { _ = scrollView.panGestureRecognizer }
            if let list = current.inputStorage?.gestureRecognizers { result += list }
            v = current.superview
        }
        return result
    }

    /// Points the touch event at the current state.
    func updateEvent(for t: UITouch?) {
        touchEvent.timestamp = clock.now
        touchEvent.touches = touches
        touchEvent.buttonMask = t?.buttonMask ?? []
        touchEvent.modifierFlags = modifierFlags
    }

    // MARK: Delivery

    /// Delivers a touch change: to its recognizers (the arena decides what follows), then to its view.
    func deliver(_ t: UITouch, phase: UITouch.Phase) {
        t.phase = phase
        t.timestamp = clock.now
        updateEvent(for: t)
        if phase == .began {
            for r in t.gestureRecognizers ?? [] where acceptsNewTouch(r, t) {
                arena.join(r)
                r.trackedTouches.append(t)
                r.lastRootLocation = t.rootLocation
                prepare(r)
                r.touchesBegan([t], with: touchEvent)
            }
        } else {
            for r in t.gestureRecognizers ?? [] where r.arena === arena && r.receives(t) && isReceiving(r) {
                prepare(r)
                r.lastRootLocation = r.location(in: nil)
                switch phase {
                case .moved: r.touchesMoved([t], with: touchEvent)
                case .ended: r.touchesEnded([t], with: touchEvent)
                default: r.touchesCancelled([t], with: touchEvent)
                }
                if t.isOver, r.activeTouches.isEmpty { r.lastRootLocation = t.rootLocation }
            }
        }
        enqueueViewPhase(t, phase)
        pumpView(t)
    }

    /// Whether recognizer `r` takes the new touch `t`: attached in this tree, enabled, taking touches (not
    /// finished, not waiting on a failure requirement), and its delegate agrees.
    private func acceptsNewTouch(_ r: UIGestureRecognizer, _ t: UITouch) -> Bool {
        guard r.isEnabled, let view = r.view, contains(view), r.pendingState == nil else { return false }
        guard r.storedState == .possible || r.storedState == .began || r.storedState == .changed else { return false }
        if let delegate = r.delegate {
            guard delegate.gestureRecognizer(r, shouldReceive: touchEvent),
                delegate.gestureRecognizer(r, shouldReceive: t)
            else { return false }
        }
        return true
    }

    /// Whether `r` still receives changes of its touches (enabled, attached, not finished).
    private func isReceiving(_ r: UIGestureRecognizer) -> Bool {
        r.isEnabled && r.view != nil && !r.storedState.isFinished
    }

    /// Gives a recognizer the current buttons and modifiers.
    private func prepare(_ r: UIGestureRecognizer) {
        r.buttonMask = touchEvent.buttonMask
        r.modifierFlags = modifierFlags
    }

    // MARK: The view's side

    /// Queues `phase` for the view (consecutive moves merge into one).
    private func enqueueViewPhase(_ t: UITouch, _ phase: UITouch.Phase) {
        guard !t.viewCancelled, !t.viewFinished else { return }
        if phase == .moved, t.pendingViewPhases.last == .moved { return }
        t.pendingViewPhases.append(phase)
    }

    /// Delivers the queued phases of every touch that recognizers no longer hold back.
    func pumpAllViews() {
        guard !touches.isEmpty || !heldTouches.isEmpty else { return }
        for t in touches + heldTouches where !t.pendingViewPhases.isEmpty { pumpView(t) }
    }

    /// Delivers `t`'s queued phases to its view while no recognizer holds them back.
    func pumpView(_ t: UITouch) {
        guard let view = t.view, !t.viewCancelled else {
            t.pendingViewPhases.removeAll()
            return
        }
        while let phase = t.pendingViewPhases.first, !isHeldBack(t, phase) {
            t.pendingViewPhases.removeFirst()
            deliverToView(view, t, phase)
            if t.viewCancelled { break }
        }
    }

    /// Whether an undecided recognizer of `t` holds back `phase`: began and moved with
    /// ``UIGestureRecognizer/delaysTouchesBegan``, ended with ``UIGestureRecognizer/delaysTouchesEnded``.
    private func isHeldBack(_ t: UITouch, _ phase: UITouch.Phase) -> Bool {
        guard phase != .cancelled, let recognizers = t.gestureRecognizers else { return false }
        for r in recognizers where r.arena === arena && r.storedState == .possible && r.isEnabled && r.view != nil {
            guard r.trackedTouches.contains(where: { $0 === t }) else { continue }
            if r.delaysTouchesBegan { return true }
            if phase == .ended && r.delaysTouchesEnded { return true }
        }
        return false
    }

    /// Calls the view's touch method for `phase` (the touch shows that phase during the call).
    private func deliverToView(_ view: UIView, _ t: UITouch, _ phase: UITouch.Phase) {
        let actual = t.phase
        t.phase = phase
        updateEvent(for: t)
        let set: Set<UITouch> = [t]
        switch phase {
        case .began:
            t.viewReceivedBegan = true
            view.touchesBegan(set, with: touchEvent)
        case .moved:
            view.touchesMoved(set, with: touchEvent)
        case .ended:
            t.viewFinished = true
            view.touchesEnded(set, with: touchEvent)
        default:
            t.viewFinished = true
            if t.viewReceivedBegan { view.touchesCancelled(set, with: touchEvent) }
        }
        t.phase = actual
    }

    /// Stops view delivery of `t`: the view gets `touchesCancelled` if it saw the touch begin.
    func cancelViewDelivery(_ t: UITouch) {
        guard !t.viewCancelled, !t.viewFinished else { return }
        t.viewCancelled = true
        t.pendingViewPhases.removeAll()
        if t.viewReceivedBegan, let view = t.view { deliverToView(view, t, .cancelled) }
        t.viewFinished = true
    }
}
