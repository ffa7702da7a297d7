import Foundation

// Hover: after every pointer event (and after layout passes and time ticks, for a tree that changed under a
// still pointer), each pointer is hit-tested once. The views on the path from the hit view up are hovered
// directly; hover recognizers along the old and new paths hear enter / move / exit. Views that observe hover
// (`hoverChanged` subscribers) are found by a walk that enters only subtrees holding observers and containing
// the pointer; with no observers, a move costs one hit test and a path comparison.
extension RootInput {
    /// Where a view is relative to a pointer's hit path.
    private enum Side { case path, behind, front }

    /// Brings every pointer's hover up to date.
    func refreshAllHover() {
        for pointer in pointers { refreshHover(pointer) }
    }

    /// Hit-tests `pointer` again and tells hover recognizers and observers what changed.
    func refreshHover(_ pointer: PointerState) {
        pointer.nextPath.removeAll(keepingCapacity: true)
        if let location = pointer.location {
            hoverEvent.timestamp = clock.now
            hoverEvent.modifierFlags = modifierFlags
            var view = root.hitTest(location, with: hoverEvent)
            while let v = view {
                pointer.nextPath.append(v)
                view = v.superview
            }
        }
        swap(&pointer.path, &pointer.nextPath)
        if Self.hasHoverRecognizers(pointer.path) || Self.hasHoverRecognizers(pointer.nextPath) {
            notifyHoverRecognizers(pointer)
        }
        pointer.nextPath.removeAll(keepingCapacity: true)
        if root.hoverObserversInSubtree > 0 || !pointer.hoveredObservers.isEmpty { updateObservers(pointer) }
    }

    private static func hasHoverRecognizers(_ path: [UIView]) -> Bool {
        for view in path where (view.inputStorage?.hoverRecognizerCount ?? 0) > 0 { return true }
        return false
    }

    /// Hover recognizers of views that left the path hear an exit, then those on the path an enter or a move.
    /// (``PointerState/nextPath`` holds the old path here.)
    private func notifyHoverRecognizers(_ pointer: PointerState) {
        let old = pointer.nextPath
        let new = pointer.path
        for view in old where !new.contains(where: { $0 === view }) {
            for r in Self.hoverRecognizers(of: view) { r.pointerExited(pointer.id) }
        }
        for view in new {
            let entered = !old.contains { $0 === view }
            for r in Self.hoverRecognizers(of: view) {
                if entered {
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
        // The pointer's scratch list, swapped out so that appending does not copy it (no allocation per move).
        var found: [(view: UIView, state: UIView.HoverState)] = []
        swap(&found, &pointer.foundObservers)
        found.removeAll(keepingCapacity: true)
        if let location = pointer.location, root.hoverObserversInSubtree > 0 {
            let side: Side = pointer.path.isEmpty ? .front : .path
            walk(root, location, side, pointer.path.count - 1, pointer, &found)
        }
        var previous: [UIView] = []
        swap(&previous, &pointer.hoveredObservers)
        for view in previous where !found.contains(where: { $0.view === view }) {
            setHover(.none, of: view, for: pointer.id)
        }
        previous.removeAll(keepingCapacity: true)
        for (view, _) in found { previous.append(view) }
        swap(&previous, &pointer.hoveredObservers)
        for (view, state) in found { setHover(state, of: view, for: pointer.id) }
        found.removeAll(keepingCapacity: true)
        swap(&found, &pointer.foundObservers)
    }

    /// Collects the observers in `view`'s subtree under the point `p` (in `view`'s bounds space). `side` says
    /// where `view` is relative to the hit path; `pathIndex` is its index in the path when on it.
    private func walk(
        _ view: UIView, _ p: CGPoint, _ side: Side, _ pathIndex: Int, _ pointer: PointerState,
        _ found: inout [(view: UIView, state: UIView.HoverState)]
    ) {
        let onPath = side == .path
        let switches = view.touchSwitches
        // Off the path, a view the point is not inside of holds nothing under it (unless its subviews may stick
        // out): decided before the visibility checks, which give the same answer.
        let inside = view.point(inside: p, with: hoverEvent)
        if !onPath {
            guard inside || !switches.clipsSubviewTouchesToBounds, view.isInputVisible else { return }
        }
        if inside || onPath, let storage = view.inputStorage, storage.observesHover {
            found.append((view, side == .behind ? .obscured : .direct))
        }
        guard
            onPath || (switches.isSubviewTouchInteractionEnabled && (inside || !switches.clipsSubviewTouchesToBounds)),
            let base = view.subviewSpacePoint(p)
        else { return }
        // Off the path, subviews inherit the side. On it, subviews behind the path's next view are behind it,
        // those after it in front; everything inside the hit view is in front of it.
        let pathChild: UIView? = onPath && pathIndex > 0 ? pointer.path[pathIndex - 1] : nil
        var childSide: Side = onPath ? (pathIndex == 0 ? .front : .behind) : side
        let subviews = view.subviews
        let event = hoverEvent
        subviews.withUnsafeBufferPointer { buffer in
            for i in buffer.indices {
                Unmanaged.passUnretained(buffer[i])._withUnsafeGuaranteedRef { subview in
                    guard subview.hoverObserversInSubtree > 0 else { return }
                    let q = CGPoint(
                        x: base.x - subview.storedFrame.origin.x + subview.storedBoundsOrigin.x,
                        y: base.y - subview.storedFrame.origin.y + subview.storedBoundsOrigin.y)
                    if subview === pathChild {
                        walk(subview, q, .path, pathIndex - 1, pointer, &found)
                        childSide = .front
                    } else if !subview.touchSwitches.clipsSubviewTouchesToBounds
                        || subview.point(inside: q, with: event)
                    {
                        walk(subview, q, childSide, -1, pointer, &found)  // (the common miss is decided here)
                    }
                }
            }
        }
    }

    /// Sets how pointer `id` hovers the observer `view`, firing its event when that changes.
    private func setHover(_ state: UIView.HoverState, of view: UIView, for id: Int) {
        guard let storage = view.inputStorage, storage.observesHover else { return }
        let previous = storage.hoveringPointers
        var current = previous
        if let i = current.firstIndex(where: { $0.pointer == id }) {
            if current[i].state == state { return }
            if state == .none { current.remove(at: i) } else { current[i].state = state }
        } else {
            guard state != .none else { return }
            let entry = UIView.HoveringPointer(pointer: id, state: state)
            current.insert(entry, at: current.firstIndex { $0.pointer > id } ?? current.count)
        }
        storage.hoveringPointers = current
        storage.hoverChanged?.fire(UIView.HoverChange(previous: previous, current: current))
    }

    // MARK: On request

    /// How `pointer` hovers `view` now (for views that do not observe hover): by the same rules as the walk,
    /// following the chain from the root down to the view.
    func hoverState(of view: UIView, for pointer: PointerState) -> UIView.HoverState {
        guard let location = pointer.location, contains(view) else { return .none }
        if pointer.path.contains(where: { $0 === view }) { return .direct }
        // Down from the root: every view visible and interaction-enabled, each superview letting its subviews
        // take the point, the view itself containing it.
        let chain = Array(view.viewHierarchy.reversed())
        var p = location
        for (i, v) in chain.enumerated() {
            guard v.isInputVisible else { return .none }
            let inside = v.point(inside: p, with: hoverEvent)
            if v === view {
                guard inside else { return .none }
                break
            }
            let switches = v.touchSwitches
            guard switches.isSubviewTouchInteractionEnabled && (inside || !switches.clipsSubviewTouchesToBounds) else {
                return .none
            }
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
