import Foundation

/// The input half of a root view: its clock, pointers, touches, gesture arena, first responder and focus.
///
/// Every host event goes through ``send(_:at:)`` and every tick of time through ``advance(to:)``; each runs
/// as *steps* — the event itself, or one due scheduled action — and after each step ``finishStep()`` brings
/// the bookkeeping up to date (touches of views that left the tree are cancelled, finished recognizers reset,
/// delayed touches delivered). Handlers may change the tree freely; input calls from inside handlers are
/// refused (``UIInputError/reentrantDispatch(event:)``).
///
/// The state every pointer move touches skips Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`).
/// No access to it overlaps another: the hover walk's scratch lists are swapped out of the pointer (or passed
/// `inout` from a local) before app code can run, ``hoverCandidates`` is modified only by the index's `collect`
/// and the walk's own trimming (neither calls out), and every event fires after the stores it reports — a
/// handler that reaches input again is refused (re-entrant dispatch) or reads values, never a buffer in use.
final class RootInput {
    unowned(unsafe) let root: UIRootView
    /// ``root`` as an unretained reference, for the pointer-move path (a use of ``root`` retains it).
    let rootUnretained: Unmanaged<UIRootView>
    /// ``root``'s identity, for comparisons on that path.
    let rootID: ObjectIdentifier
    let clock = InputClock()
    /// The gesture arena and the focus system, made on first use (a step skips them while they do not exist:
    /// with no arena nothing is in a gesture, with no focus system nothing is focused).
    @exclusivity(unchecked) private var arenaIfLoaded: GestureArena?
    @exclusivity(unchecked) private var focusSystemIfLoaded: UIFocusSystem?
    var arena: GestureArena {
        if let arenaIfLoaded { return arenaIfLoaded }
        let arena = GestureArena(input: self)
        arenaIfLoaded = arena
        return arena
    }
    var focusSystem: UIFocusSystem {
        if let focusSystemIfLoaded { return focusSystemIfLoaded }
        let system = UIFocusSystem(input: self)
        focusSystemIfLoaded = system
        return system
    }
    /// Whether an event, a scheduled action or an advance is being handled.
    @exclusivity(unchecked) var isDispatching = false
    /// The pointers (mice, pens) seen so far, in the order they appeared.
    @exclusivity(unchecked) var pointers: [PointerState] = []
    /// Touches the host has not ended (fingers and pointer button touches), in the order they began.
    @exclusivity(unchecked) var touches: [UITouch] = []
    /// Touches the host ended whose view delivery waits for a recognizer's decision.
    @exclusivity(unchecked) var heldTouches: [UITouch] = []
    /// The event object of touch sequences (reused, as UIKit's) and of hover.
    let touchEvent = UIEvent(type: .touches, timestamp: 0)
    let hoverEvent = UIEvent(type: .hover, timestamp: 0)
    /// ``hoverEvent``, unretained, for the hover walk's `point(inside:with:)` calls (it lives as long as this).
    let hoverEventUnretained: Unmanaged<UIEvent>
    /// The start of the responder chain for presses, key commands and text.
    var firstResponder: UIResponder? {
        get { firstResponderHold.object }
        set { firstResponderHold = InputHold(newValue) }
    }
    @exclusivity(unchecked) private var firstResponderHold = InputHold<UIResponder>(nil)
    /// The modifier keys held, as the last key event said.
    @exclusivity(unchecked) var modifierFlags: UIKeyModifierFlags = []
    /// Keys down and their press objects (whose ``UIPress/responder``, held weakly, is where `pressesBegan` went).
    var keysDown: [(code: UIKeyboardHIDUsage, press: UIPress)] = []
    /// The last touch that ended, for tap counting.
    var lastTouchEnd: (start: CGPoint, end: TimeInterval, tapCount: Int, type: UITouch.TouchType)?
    /// Set when the tree changed during a step (touches, responders and hover are re-checked after it).
    @exclusivity(unchecked) var treeChanged = false
    /// Subtrees that left the tree during a step holding something input refers to: kept alive until the step's
    /// bookkeeping has cancelled their touches and gestures (a recognizer's action may still read its view),
    /// then let go.
    @exclusivity(unchecked) private var subtreesLeft: [UIView] = []
    /// The hover walk's candidate subviews (positions), a stack shared by its levels (no allocation per move).
    @exclusivity(unchecked) var hoverCandidates: [Int32] = []
    /// Set by the hover walk when what it found depended on more than the hit path (see `canReuseWalk`).
    @exclusivity(unchecked) var walkDependsOnPoint = false
    /// The number of the last observer update, stamped on the observers it found (see `updateObservers`).
    @exclusivity(unchecked) var hoverStamp: UInt64 = 0
    /// Shared one-entry hover lists (see `singleHover`).
    @exclusivity(unchecked) var singleHoverLists: [[UIView.HoveringPointer]] = []
    /// Events of the root.
    let timeAdvanced = UIViewEvent<TimeInterval>()
    let misuse = UIViewEvent<UIInputError>()

    init(root: UIRootView) {
        self.root = root
        rootUnretained = Unmanaged.passUnretained(root)
        rootID = ObjectIdentifier(root)
        hoverEventUnretained = Unmanaged.passUnretained(hoverEvent)
    }

    // MARK: Entry points

    /// Handles one host event at `time`; see ``UIRootView/send(_:at:)``.
    func send(_ event: UIInputEvent, at time: TimeInterval) throws(UIInputError) -> Bool {
        guard !isDispatching else { throw .reentrantDispatch(event: event.description) }
        guard event.isFinite, time.isFinite else { throw .notFinite(event: event.description) }
        guard time >= clock.now else { throw .timeWentBackwards(now: clock.now, requested: time) }
        try check(event)
        if clock.hasActionsDue(by: time) { runSteps(until: time) } else { clock.advanceWithNothingDue(to: time) }
        isDispatching = true
        defer { isDispatching = false }
        let handled = dispatch(event)
        finishStep()
        return handled
    }

    /// A pointer move at `time` (``send(_:at:)`` for `.pointerMoved`): only the checks that can fail for a move,
    /// inline; a move that does not pass them — refused, or with scheduled actions falling due first — goes the
    /// general way, with the same result.
    @inline(__always)
    func movePointer(_ id: Int, to point: CGPoint, at time: TimeInterval) throws(UIInputError) -> Bool {
        guard !isDispatching, point.x.isFinite, point.y.isFinite, time.isFinite, time >= clock.now,
            !clock.hasActionsDue(by: time)
        else { return try send(.pointerMoved(to: point, pointer: id), at: time) }
        clock.advanceWithNothingDue(to: time)
        isDispatching = true
        defer { isDispatching = false }
        let handled = pointerMoved(id, to: point)
        finishStep()
        return handled
    }

    /// Moves the clock to `time`, running what falls due; see ``UIRootView/advance(to:)``.
    func advance(to time: TimeInterval) throws(UIInputError) {
        guard !isDispatching else { throw .reentrantDispatch(event: "advance(to: \(time))") }
        guard time.isFinite else { throw .notFinite(event: "advance(to: \(time))") }
        guard time >= clock.now else { throw .timeWentBackwards(now: clock.now, requested: time) }
        runSteps(until: time)
        isDispatching = true
        defer { isDispatching = false }
        timeAdvanced.fire(time)
        refreshAllHover()
        finishStep()
    }

    /// Runs the scheduled actions due by `time`, each as a step.
    private func runSteps(until time: TimeInterval) {
        isDispatching = true
        defer { isDispatching = false }
        clock.advance(to: time) { finishStep() }
    }

    /// Schedules `action` at `deadline` on the clock.
    @discardableResult
    func schedule(at deadline: TimeInterval, _ action: @escaping () -> Void) -> Int {
        clock.schedule(at: deadline, action)
    }

    /// Throws when `event` does not fit the current state (before anything changes).
    private func check(_ event: UIInputEvent) throws(UIInputError) {
        switch event {
        case .pointerButtonDown(let button, _, let id):
            if let p = pointer(id, create: false), p.buttons.contains(button.mask) {
                throw .buttonAlreadyDown(button: button, pointer: id)
            }
        case .pointerButtonUp(let button, _, let id):
            guard let p = pointer(id, create: false), p.buttons.contains(button.mask) else {
                throw .buttonNotDown(button: button, pointer: id)
            }
        case .touchBegan(let id, _):
            if touch(hostID: id) != nil { throw .touchAlreadyDown(id: id) }
        case .touchMoved(let id, _), .touchEnded(let id, _), .touchCancelled(let id):
            if touch(hostID: id) == nil { throw .unknownTouch(id: id, event: event.description) }
        default: break
        }
    }

    /// Dispatches a checked event; returns whether something took it.
    private func dispatch(_ event: UIInputEvent) -> Bool {
        switch event {
        case .pointerMoved(let p, let id): return pointerMoved(id, to: p)
        case .pointerButtonDown(let button, let p, let id): return pointerButton(id, button, down: true, at: p)
        case .pointerButtonUp(let button, let p, let id): return pointerButton(id, button, down: false, at: p)
        case .pointerScrolled(let delta, let type, let p, let id):
            return pointerScrolled(id, by: delta, type: type, at: p)
        case .pointerLeft(let id): return pointerLeft(id)
        case .touchBegan(let id, let p): return beginTouch(hostID: id, type: .direct, at: p, buttons: .primary) != nil
        case .touchMoved(let id, let p):
            guard let t = touch(hostID: id) else { return false }
            moveTouch(t, to: p)
            return t.view != nil
        case .touchEnded(let id, let p):
            guard let t = touch(hostID: id) else { return false }
            endTouch(t, at: p, cancelled: false)
            return t.view != nil
        case .touchCancelled(let id):
            guard let t = touch(hostID: id) else { return false }
            endTouch(t, at: t.rootLocation, cancelled: true)
            return t.view != nil
        case .keyDown(let code, let characters, let modifiers, let isRepeat):
            return keyDown(code, characters: characters, modifiers: modifiers, isRepeat: isRepeat)
        case .keyUp(let code, let characters, let modifiers):
            return keyUp(code, characters: characters, modifiers: modifiers)
        case .text(let text): return insertText(text)
        case .markedText(let text, let range): return setMarkedText(text, selectedRange: range)
        }
    }

    // MARK: After each step

    /// Brings the bookkeeping up to date after a step: views that left the tree lose their touches, first
    /// responder status and focus; finished recognizers reset; delayed view deliveries go out; hover follows
    /// a changed tree.
    func finishStep() {
        // Nothing to bring up to date (a pointer move over a still tree, no touches, recognizers or focus).
        if !treeChanged && touches.isEmpty && heldTouches.isEmpty && arenaIfLoaded == nil
            && focusSystemIfLoaded == nil
        {
            return
        }
        for _ in 0..<4 {
            let changed = treeChanged
            treeChanged = false
            if changed { validateTree() } else { focusSystemIfLoaded?.validateFocus() }  // hidden or disabled since
            arenaIfLoaded?.finishStep()
            pumpAllViews()
            dropFinishedTouches()
            if changed { refreshAllHover() }
            if !treeChanged { break }
        }
        if !subtreesLeft.isEmpty { subtreesLeft.removeAll() }
    }

    /// Called when the subtree of `view` left this root (from the hierarchy's notifications): when it holds
    /// something input refers to, re-checks now, or after the current step.
    func subtreeLeft(_ view: UIView) {
        guard isReferenced(inside: view) else { return }
        treeChanged = true
        guard !isDispatching else { return subtreesLeft.append(view) }
        isDispatching = true
        defer { isDispatching = false }
        finishStep()
    }

    /// Whether a touch, a hover path, a hover observer, a recognizer in a gesture, the first responder or the
    /// focused view is in `view`'s subtree.
    private func isReferenced(inside view: UIView) -> Bool {
        if view.hoverObserversInSubtree > 0 { return true }
        for t in touches + heldTouches { if let v = t.view, v.isDescendant(of: view) { return true } }
        for p in pointers where p.path.contains(where: { $0 === view }) { return true }
        for r in arenaIfLoaded?.members ?? [] { if let v = r.view, v.isDescendant(of: view) { return true } }
        if let r = firstResponder as? UIView, r.isDescendant(of: view) { return true }
        if let f = focusSystemIfLoaded?.heldView, f.isDescendant(of: view) { return true }
        return false
    }

    /// Whether `view` is in this root's tree.
    func contains(_ view: UIView) -> Bool { view.topMostView === root }

    /// Cancels view delivery of touches whose view left the tree (the touch goes on for its recognizers),
    /// resigns a first responder that left, and checks focus.
    private func validateTree() {
        for t in touches + heldTouches {
            guard let view = t.view, !contains(view) else { continue }
            cancelViewDelivery(t)
            t.view = nil
        }
        if let responder = firstResponder, responder.inputRoot !== root {
            firstResponder = nil
            _ = responder.resignFirstResponder()
        }
        focusSystemIfLoaded?.validateFocus()
    }

    /// Forgets touches that are over and fully delivered.
    private func dropFinishedTouches() {
        guard !heldTouches.isEmpty else { return }
        heldTouches.removeAll { $0.pendingViewPhases.isEmpty || $0.viewCancelled || $0.view == nil }
    }

    // MARK: Look-ups

    /// The pointer with `id` (made when `create` is true and it is new).
    func pointer(_ id: Int, create: Bool) -> PointerState? {
        var i = 0
        while i < pointers.count {
            if pointers[i].id == id { return pointers[i] }
            i += 1
        }
        guard create else { return nil }
        let p = PointerState(id: id)
        pointers.append(p)
        return p
    }

    /// The live finger touch with the host id `hostID` (pointer button touches live in their pointers).
    func touch(hostID: Int) -> UITouch? { touches.first { $0.hostID == hostID && $0.type != .indirectPointer } }

    // MARK: First responder

    /// Makes `responder` the first responder (UIKit's rules; see ``UIResponder/becomeFirstResponder()``).
    func makeFirstResponder(_ responder: UIResponder) -> Bool {
        if firstResponder === responder { return true }
        guard responder.canBecomeFirstResponder else { return false }
        if let current = firstResponder {
            guard current.resignFirstResponder() else { return false }
            if firstResponder === current { firstResponder = nil }
        }
        firstResponder = responder
        return true
    }

    /// Clears first-responder status after `responder` resigned.
    func firstResponderDidResign(_ responder: UIResponder) {
        if firstResponder === responder { firstResponder = nil }
    }

    /// Where presses, key commands and text start: the first responder, else the focused view, else the root.
    var keyResponder: UIResponder { firstResponder ?? focusSystem.focusedView ?? root }
}

/// A pointer (a mouse, a pen) of a root: where it is, its buttons, its button touch and its hover.
final class PointerState {
    let id: Int
    /// Where the pointer is (nil: outside the window, or never seen).
    @exclusivity(unchecked) var location: CGPoint?
    @exclusivity(unchecked) var buttons: UIEvent.ButtonMask = []
    /// The touch of the buttons held.
    @exclusivity(unchecked) var touch: UITouch?
    /// The views under the pointer that take it: the hit view first, then its superviews up to the root.
    @exclusivity(unchecked) var path: [UIView] = []
    /// The path before the last change of ``path``, until hover recognizers heard of the change (swapped with
    /// ``path``: no allocation per move).
    @exclusivity(unchecked) var oldPath: [UIView] = []
    /// The ``HoverGeneration/hierarchy`` ``path`` was walked at.
    @exclusivity(unchecked) var pathGeneration: UInt64 = 0
    /// Hover observers with a state for this pointer.
    @exclusivity(unchecked) var hoveredObservers: [UIView] = []
    /// Scratch storage for the observers found by a hover update.
    @exclusivity(unchecked) var foundObservers = HoverFindings()
    /// The last observer walk, for reuse by the next update (`RootInput+HoverReuse.swift`): whether it found
    /// what it found from the hit path alone, the ``HoverGeneration`` it was made at, and the path indices of
    /// the views whose frames had to hold the point (descending: from the root down).
    @exclusivity(unchecked) var walkIsReusable = false
    @exclusivity(unchecked) var walkGeneration: UInt64 = 0
    @exclusivity(unchecked) var walkFrameChecks: [Int] = []
    /// Between hover updates the root is left out of ``path`` and ``hoveredObservers`` (see
    /// `PointerState+Root.swift`): whether it is, whether it ends the path, and its index among the observers.
    @exclusivity(unchecked) var rootIsDetached = true
    @exclusivity(unchecked) var rootEndsPath = false
    @exclusivity(unchecked) var rootObserverIndex = -1
    /// Continuous scrolling accumulated toward the next page of paging scroll views, and when it last moved.
    var pagingAccumulator = CGPoint.zero
    var lastScrollTime: TimeInterval = -.infinity

    init(id: Int) { self.id = id }

    /// Makes ``path`` the chain from `hit` up to the top view; returns whether it changed. With `keepingOld`,
    /// a changed path leaves the previous one in ``oldPath`` (which the caller empties). The same hit view with
    /// no view moved since (``HoverGeneration/hierarchy``) is the same path: kept without walking the chain;
    /// otherwise only the entries that differ are written, up to the first view found where it was (with no view
    /// moved since, what is above it is as it was).
    func setPath(_ hit: UIView?, keepingOld: Bool) -> Bool {
        let generation = HoverGeneration.hierarchy
        let sameTree = pathGeneration == generation
        if path.first === hit && sameTree { return false }
        pathGeneration = generation
        if keepingOld { swap(&path, &oldPath) }
        var changed = false
        var count = 0
        var view = hit
        while let v = view {
            if count == path.count {
                path.append(v)
                changed = true
            } else if path[count] !== v {
                path[count] = v
                changed = true
            } else if sameTree {
                return changed  // (the rest is `v`'s chain of superviews, as it was: a deep path stops here)
            }
            count += 1
            view = v.superview
        }
        if count < path.count {
            path.removeLast(path.count - count)
            changed = true
        }
        guard keepingOld else { return changed }
        if path.elementsEqual(oldPath, by: ===) {
            oldPath.removeAllKeepingBuffer()
            return false
        }
        return true
    }
}

extension UIView {
    /// Whether the view and every view above it take part in input (interaction enabled, visible).
    var isInputVisibleInTree: Bool {
        var view: UIView? = self
        while let v = view {
            guard v.isInputVisible else { return false }
            view = v.superview
        }
        return true
    }
}
