import Foundation

// Hover: after every pointer event (and after layout passes and time ticks, for a tree that changed under a
// still pointer), each pointer is hit-tested once. The views on the path from the hit view up are hovered
// directly; hover recognizers along the old and new paths hear enter / move / exit. Views that observe hover
// (`hoverChanged` subscribers) are found by a walk that enters only subtrees holding observers and containing
// the pointer — through a container's `HoverIndex` when many of its subviews hold observers, so a list of
// observing rows costs a binary search, not a look at every row; with no observers, a move costs one hit test
// and a path comparison. Off the hit path a view is under the pointer where its frame (its transformed bounds,
// when transformed) contains the point and its `point(inside:with:)` agrees: an override of `point(inside:)`
// that reaches outside the frame widens the view's hit area, not the area where it is obscured.
extension RootInput {
    /// Where a view is relative to a pointer's hit path.
    private enum Side { case path, behind, front }

    /// Brings every pointer's hover up to date.
    func refreshAllHover() {
        for pointer in pointers { refreshHover(pointer) }
    }

    /// Hit-tests `pointer` again and tells hover recognizers and observers what changed; returns whether a view
    /// takes the pointer (its hit path is not empty).
    @discardableResult
    func refreshHover(_ pointer: PointerState) -> Bool {
        var hit: UIView?
        if let location = pointer.location {
            hoverEvent.timestamp = clock.now
            hoverEvent.modifierFlags = modifierFlags
            // (The root and the event unretained: this object holds the event, and the root holds this object.)
            hit = rootUnretained._withUnsafeGuaranteedRef { root in
                hoverEventUnretained._withUnsafeGuaranteedRef { root.hitTest(location, with: $0) }
            }
        }
        let takesPointer = hit != nil
        // The common move: the hit path of the last update (the same hit view, no view moved since), no hover
        // recognizer on it, and the last observer walk still holding (or nothing observing) — nothing to tell
        // anybody, decided without putting the root back in the lists.
        if pointer.rootIsDetached && pointer.pathIsUnchanged(hit: hit, root: rootID)
            && !hasHoverRecognizers(pointer) && (!hasObservers(pointer) || canReuseWalk(pointer))
        {
            return takesPointer
        }
        let attached = pointer.attachRoot(root)  // (the root is in the path only during the update)
        defer { if attached { pointer.detachRoot(root) } }
        // Hover recognizers hear who entered and who left: the old path is kept aside when it has some (when only
        // the new one has, every one of them is new to the pointer).
        let oldHasRecognizers = Self.hasHoverRecognizers(pointer.path)
        if pointer.setPath(hit, keepingOld: oldHasRecognizers) {
            pointer.walkIsReusable = false
            if oldHasRecognizers || Self.hasHoverRecognizers(pointer.path) {
                notifyHoverRecognizers(pointer, old: pointer.oldPath)
            }
            pointer.oldPath.removeAllKeepingBuffer()
        } else if oldHasRecognizers {
            notifyHoverRecognizers(pointer, old: pointer.path)
        }
        if hasObservers(pointer), !canReuseWalk(pointer) { updateObservers(pointer) }
        return takesPointer
    }

    /// Whether hover observers may be under `pointer`, or were (the root counted, detached or not).
    private func hasObservers(_ pointer: PointerState) -> Bool {
        root.hoverObserversInSubtree > 0 || !pointer.hoveredObservers.isEmpty || pointer.rootObserverIndex >= 0
    }

    /// Whether a view on `pointer`'s path, the root detached from it or not, has hover recognizers.
    private func hasHoverRecognizers(_ pointer: PointerState) -> Bool {
        guard UIHoverGestureRecognizer.attachedCount.load(ordering: .relaxed) > 0 else { return false }
        if Self.hasHoverRecognizers(pointer.path) { return true }
        return pointer.rootIsDetached && pointer.rootEndsPath && (root.inputStorage?.hoverRecognizerCount ?? 0) > 0
    }

    private static func hasHoverRecognizers(_ path: [UIView]) -> Bool {
        guard UIHoverGestureRecognizer.attachedCount.load(ordering: .relaxed) > 0 else { return false }
        var i = 0  // (by index: no iterator holding the array)
        while i < path.count {
            if (path[i].inputStorage?.hoverRecognizerCount ?? 0) > 0 { return true }
            i += 1
        }
        return false
    }

    /// Hover recognizers of views that left the path (`old`: the path before) hear an exit, then those on the
    /// path an enter or a move — an enter also for a recognizer that has not seen the pointer yet (added to a
    /// view already under it, or enabled again), as UIKit's begins at the next hover event.
    private func notifyHoverRecognizers(_ pointer: PointerState, old: [UIView]) {
        let new = pointer.path
        for view in old where !new.contains(where: { $0 === view }) {
            for r in Self.hoverRecognizers(of: view) { r.pointerExited(pointer.id) }
        }
        for view in new {
            let entered = !old.contains { $0 === view }
            for r in Self.hoverRecognizers(of: view) {
                if entered || !r.isTracking(pointer.id) {
                    r.pointerEntered(pointer.id, at: pointer.location!, in: self)
                } else {
                    r.pointerMoved(pointer.id, to: pointer.location!)
                }
            }
        }
    }

    private static func hoverRecognizers(of view: UIView) -> [UIHoverGestureRecognizer] {
        guard let storage = view.inputStorage, storage.hoverRecognizerCount > 0 else { return [] }
        return storage.gestureRecognizers.compactMap { $0 as? UIHoverGestureRecognizer }.filter(\.isEnabled)
    }

    // MARK: Observers

    /// Finds the observers under `pointer` and how it hovers each; sets the states that changed (firing the
    /// views' events), and clears the observers it left.
    private func updateObservers(_ pointer: PointerState) {
        // The pointer's scratch lists, swapped out so that appending does not copy them (no allocation per move).
        var found = HoverFindings()
        swap(&found, &pointer.foundObservers)
        found.removeAll()
        pointer.walkIsReusable = false
        if let location = pointer.location, root.hoverObserversInSubtree > 0 {
            // Recorded for reuse: the generation before the walk (the events below may change the tree), whether
            // the walk depended on more than the path, and the path's frames it checked.
            let generation = HoverGeneration.current
            walkDependsOnPoint = pointer.path.isEmpty
            pointer.walkFrameChecks.removeAllKeepingBuffer()
            let side: Side = pointer.path.isEmpty ? .front : .path
            let inside = side == .path || root.point(inside: location, with: hoverEvent)
            walk(root, location, side, pointer.path.count - 1, inside: inside, pointer, &found)
            pointer.walkIsReusable = !walkDependsOnPoint
            pointer.walkGeneration = generation
        }
        var previous: [UIView] = []
        swap(&previous, &pointer.hoveredObservers)
        // The observers left: those of `previous` not found now, told apart by this update's number stamped on the
        // found ones (before any event fires; nothing to clear after), not by searching `found` for each. (The
        // lists are local here, and hold their views: read unretained.)
        hoverStamp &+= 1
        let stamp = hoverStamp
        found.views.forEachUnretained { $0.inputStorage?.hoverStamp = stamp }
        var left = 0
        var i = 0
        while i < previous.count {
            if previous.withUnretained(at: i, { $0.inputStorage?.hoverStamp != stamp }) {
                previous.swapAt(left, i)
                left += 1
            }
            i += 1
        }
        for i in 0..<left { setHover(.none, of: previous[i], for: pointer.id) }
        // The found views become the pointer's list (moved, not copied: the buffers trade places, and the old list
        // is let go with `found`'s next emptying).
        found.exchangeViews(with: &previous)
        swap(&previous, &pointer.hoveredObservers)
        previous.removeAllKeepingBuffer()  // (empty unless a handler above started observing)
        // (A local reference: a handler that starts or stops observing changes the pointer's list, not this one.)
        let observers = pointer.hoveredObservers
        found.states.withUnsafeBufferPointer { states in
            observers.withUnsafeBufferPointer { views in
                for i in 0..<min(states.count, views.count) {
                    Unmanaged.passUnretained(views[i])._withUnsafeGuaranteedRef { view in
                        setHover(states[i], of: view, for: pointer.id)
                    }
                }
            }
        }
        found.removeAll()
        swap(&found, &pointer.foundObservers)
    }

    /// Collects the observers in `view`'s subtree under the point `p` (in `view`'s bounds space). `side` says
    /// where `view` is relative to the hit path; `pathIndex` is its index in the path when on it. `inside`: off
    /// the path, whether `p` is on the view's hover area and its `point(inside:with:)` agrees (its superview
    /// worked it out; the root's is asked here).
    private func walk(
        _ view: UIView, _ p: CGPoint, _ side: Side, _ pathIndex: Int, inside: Bool, _ pointer: PointerState,
        _ found: inout HoverFindings
    ) {
        let onPath = side == .path
        let switches = view.touchSwitches
        // Off the path, a view the point is not inside of holds nothing under it (unless its subviews may
        // stick out): decided before the visibility checks, which give the same answer.
        if !onPath {
            guard inside || !switches[.clipsSubviews], view.isInputVisible else { return }
        }
        let observes = switches[.observesHover]
        if observes && (inside || onPath) { found.append(view, side == .behind ? .obscured : .direct) }
        // No observer below it (a row, a leaf; the count includes the view's own): nothing more to find here.
        if view.hoverObserversInSubtree == (observes ? 1 : 0) { return }
        // (A transform of the subviews may change without telling hover: such a walk is not reused.)
        if switches.transformsSubviews { walkDependsOnPoint = true }
        guard
            onPath
                || (switches[.subviewsEnabled] && (inside || !switches[.clipsSubviews])),
            let base = view.subviewSpacePoint(p)
        else { return }
        // Off the path, subviews inherit the side. On it, subviews behind the path's next view are behind it,
        // those after it in front; everything inside the hit view is in front of it.
        let pathChild: UIView? = onPath && pathIndex > 0 ? pointer.path[pathIndex - 1] : nil
        var childSide: Side = onPath ? (pathIndex == 0 ? .front : .behind) : side
        let subviews = view.subviews
        if let index = view.validHoverIndex(subviews) {
            // The path's next view holds the point on its frame, and no two indexed frames share a point: no
            // other observing subview is under the pointer (a grid or a list, answered without a search).
            if let pathChild, index.isDisjoint, pathChild.hoverObserversInSubtree > 0,
                pathChild.hasFrameShapedHoverArea, pathChild.hoverAreaContains(base, base)
            {
                var q = CGPoint(
                    x: base.x - pathChild.storedFrame.origin.x + pathChild.storedBoundsOrigin.x,
                    y: base.y - pathChild.storedFrame.origin.y + pathChild.storedBoundsOrigin.y)
                if pathChild.animationState != nil { q = pathChild.undoingTransform(q) }
                pointer.walkFrameChecks.append(pathIndex - 1)
                // (A call, not a loop: a loop variable holding the view would retain it at every level.)
                return walk(pathChild, q, .path, pathIndex - 1, inside: true, pointer, &found)
            }
            // Many observing subviews: only those the index finds under the point (and the path's), in order.
            walkDependsOnPoint = true
            let first = hoverCandidates.count
            index.collect(base, into: &hoverCandidates)
            if let pathChild, pathChild.hoverObserversInSubtree > 0 {
                includePathChild(pathChild, of: subviews, from: first)
            }
            let end = hoverCandidates.count
            var k = first
            while k < end {
                visit(subviews[Int(hoverCandidates[k])], base, pathChild, pathIndex, &childSide, pointer, &found)
                k += 1
            }
            hoverCandidates.removeLast(hoverCandidates.count - first)
            return
        }
        subviews.withUnsafeBufferPointer { buffer in
            for i in buffer.indices {
                Unmanaged.passUnretained(buffer[i])._withUnsafeGuaranteedRef { subview in
                    visit(subview, base, pathChild, pathIndex, &childSide, pointer, &found)
                }
            }
        }
    }

    /// Walks `subview` (of a view on the walk; `base` is the point in that view's subview space) when it holds
    /// observers that may be under the point: the path's next view always, others when the point is on their
    /// hover area (or their subviews may stick out).
    @inline(__always)
    private func visit(
        _ subview: UIView, _ base: CGPoint, _ pathChild: UIView?, _ pathIndex: Int, _ childSide: inout Side,
        _ pointer: PointerState, _ found: inout HoverFindings
    ) {
        guard subview.hoverObserversInSubtree > 0 else { return }
        var q = CGPoint(
            x: base.x - subview.storedFrame.origin.x + subview.storedBoundsOrigin.x,
            y: base.y - subview.storedFrame.origin.y + subview.storedBoundsOrigin.y)
        if subview.animationState != nil { q = subview.undoingTransform(q) }
        if subview === pathChild {
            walk(subview, q, .path, pathIndex - 1, inside: true, pointer, &found)
            childSide = .front
            return
        }
        walkDependsOnPoint = true  // (an observer off the path: whether it is under the point depends on the point)
        // (The common miss is decided here, without a call.)
        let inside =
            subview.hoverAreaContains(base, q)
            && hoverEventUnretained._withUnsafeGuaranteedRef { subview.point(inside: q, with: $0) }
        // An observer with none below it (a row, a leaf) is decided here too, as `walk` would: under the pointer
        // when the point is inside it and it takes part in input.
        if subview.hoverObserversInSubtree == 1 && subview.touchSwitches[.observesHover] {
            if inside && subview.isInputVisible { found.append(subview, childSide == .behind ? .obscured : .direct) }
            return
        }
        if inside || !subview.touchSwitches[.clipsSubviews] {
            walk(subview, q, childSide, -1, inside: inside, pointer, &found)
        }
    }

    /// Makes sure the path's next view is among the candidates `hoverCandidates[start...]` (the index leaves it
    /// out when the point is off its frame but its `point(inside:with:)` took it), in subview order.
    private func includePathChild(_ pathChild: UIView, of subviews: [UIView], from start: Int) {
        for k in start..<hoverCandidates.count where subviews[Int(hoverCandidates[k])] === pathChild { return }
        guard let position = subviews.firstIndex(where: { $0 === pathChild }) else { return }
        var k = hoverCandidates.count
        hoverCandidates.append(Int32(position))
        while k > start && hoverCandidates[k - 1] > Int32(position) {
            hoverCandidates.swapAt(k, k - 1)
            k -= 1
        }
    }

    /// Sets how pointer `id` hovers the observer `view`, firing its event when that changes.
    @inline(__always)
    private func setHover(_ state: UIView.HoverState, of view: UIView, for id: Int) {
        // The common case on a path that stays — the one pointer over the view, in that state already — read in
        // place, without retaining anything; the rest out of line.
        guard view.touchSwitches[.observesHover], let storage = view.inputStorage else { return }
        if storage.hoveringPointers.count == 1 && storage.hoveringPointers[0].pointer == id
            && storage.hoveringPointers[0].state == state
        {
            return
        }
        changeHover(state, of: storage, for: id)
    }

    /// The rest of ``setHover(_:of:for:)``: the view's `storage` changes, and its event fires.
    @inline(never)
    private func changeHover(_ state: UIView.HoverState, of storage: ViewInputStorage, for id: Int) {
        // (The list is moved out of the storage and back, not copied: no reference counting for it.)
        var previous: [UIView.HoveringPointer] = []
        swap(&previous, &storage.hoveringPointers)
        let current: [UIView.HoveringPointer]
        if let i = previous.firstIndex(where: { $0.pointer == id }) {
            if previous[i].state == state {
                swap(&previous, &storage.hoveringPointers)
                return
            }
            if state == .none && previous.count == 1 {
                current = []  // (the common exit: no allocation)
            } else {
                var list = previous
                if state == .none { list.remove(at: i) } else { list[i].state = state }
                current = list
            }
        } else {
            guard state != .none else {
                swap(&previous, &storage.hoveringPointers)
                return
            }
            if previous.isEmpty {
                current = singleHover(id, state)  // (the common entry: a shared array)
            } else {
                var list = previous
                let entry = UIView.HoveringPointer(pointer: id, state: state)
                list.insert(entry, at: list.firstIndex { $0.pointer > id } ?? list.count)
                current = list
            }
        }
        storage.hoveringPointers = current
        // (Fired unretained: the event lives as long as the storage, which the caller's list of views keeps alive;
        // retaining it costs a side-table round trip, as its subscriptions hold it weakly.)
        guard let event = storage.hoverChangedUnretained else { return }
        let change = UIView.HoverChange(previous: consume previous, current: current)  // (moved in, not copied)
        event._withUnsafeGuaranteedRef { $0.fire(change) }
    }

    /// The one-entry hover list `[id: state]`, shared for the first few pointer ids (arrays are values: sharing
    /// one saves an allocation per hover change).
    private func singleHover(_ id: Int, _ state: UIView.HoverState) -> [UIView.HoveringPointer] {
        let entry = UIView.HoveringPointer(pointer: id, state: state)
        guard id >= 0, id < 8 else { return [entry] }
        let slot = id * 2 + (state == .direct ? 1 : 0)
        if singleHoverLists.isEmpty { singleHoverLists = Array(repeating: [], count: 16) }
        if singleHoverLists[slot].isEmpty { singleHoverLists[slot] = [entry] }
        return singleHoverLists[slot]
    }

    // MARK: On request

    /// How `pointer` hovers `view` now (for views that do not observe hover): by the same rules as the walk,
    /// following the chain from the root down to the view.
    func hoverState(of view: UIView, for pointer: PointerState) -> UIView.HoverState {
        guard let location = pointer.location, contains(view) else { return .none }
        let attached = pointer.attachRoot(root)
        defer { if attached { pointer.detachRoot(root) } }
        if pointer.path.contains(where: { $0 === view }) { return .direct }
        // Down from the root, as the walk goes: every view visible and interaction-enabled; each view off the
        // path letting its subviews take the point; the view itself containing it (off the path: on its hover
        // area, and its `point(inside:with:)` agreeing).
        let chain = Array(view.viewHierarchy.reversed())
        var p = location
        var base = location  // (p in the superview's subview space)
        for (i, v) in chain.enumerated() {
            guard v.isInputVisible else { return .none }
            let onPath = pointer.path.contains { $0 === v }
            let inside = onPath || ((i == 0 || v.hoverAreaContains(base, p)) && v.point(inside: p, with: hoverEvent))
            if v === view {
                guard inside else { return .none }
                break
            }
            let switches = v.touchSwitches
            guard
                onPath
                    || (switches[.subviewsEnabled] && (inside || !switches[.clipsSubviews]))
            else { return .none }
            base = v.subviewSpacePoint(p) ?? CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
            p = v.convertToSubview(p, chain[i + 1])
        }
        guard let hit = pointer.path.first else { return .direct }  // nothing takes the pointer
        return Self.isDrawn(view, above: hit) ? .direct : .obscured
    }

    /// Whether `a` is drawn after `b` (neither an ancestor of the other, or `a` inside `b`).
    private static func isDrawn(_ a: UIView, above b: UIView) -> Bool {
        if a.isDescendant(of: b) { return true }
        guard let common = a.closestCommonAncestor(with: b) else { return false }
        func child(of ancestor: UIView, toward v: UIView) -> UIView {
            var c = v
            while let s = c.superview, s !== ancestor { c = s }
            return c
        }
        let ca = child(of: common, toward: a)
        let cb = child(of: common, toward: b)
        let subviews = common.subviews
        return (subviews.firstIndex { $0 === ca } ?? 0) > (subviews.firstIndex { $0 === cb } ?? 0)
    }
}
