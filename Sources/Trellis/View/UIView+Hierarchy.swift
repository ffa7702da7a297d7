import Foundation

extension UIView {
    // MARK: Modifying the hierarchy

    /// Adds `view` on top of the subviews (moving it from its current superview, if any).
    public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` of the subviews (0 is the back).
    public func insertSubview(_ view: UIView, at index: Int) {
        // (A view without subviews has no descendants: no walk up a deep tree for the common case.)
        guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else {
            LayoutEngine.report(
                "Can't add \(NSLayoutConstraint.name(of: view)) as a subview of \(NSLayoutConstraint.name(of: self)): "
                    + "a view cannot contain itself or an ancestor. Nothing changed.")
            return
        }
        if view.superview === self {
            let from = subviews.firstIndex(of: view)!
            subviews.remove(at: from)
            subviews.insert(view, at: min(max(0, from < index ? index - 1 : index), subviews.count))
            return
        }
        if view.superview != nil { view.removeFromSuperview() }
        view.willMove(toSuperview: self)
        // A tree without an engine joining a tree without one: its constraints stay as they are (nothing is
        // installed anywhere), so the move costs O(1) however big the tree (see LayoutEngine+DeferredTrees).
        let staysDeferred = view.ownedEngine == nil && !LayoutEngine.installsAtOnce(under: self)
        let constraints = staysDeferred ? [] : LayoutEngine.detachSubtree(view)
        if staysDeferred && view.holdsDeferredConstraints {
            view.holdsDeferredConstraints = false
            topMostView.holdsDeferredConstraints = true
        }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.refreshLayoutDirection()
        view.refreshRoot()
        LayoutEngine.join(view, constraints: constraints)
        // Flag the path from the new subview up: its subtree may hold pending work from before. The walk stops
        // at the first ancestor already flagged (its own ancestors are, as `markNeedsLayout` and
        // `setNeedsUpdateConstraints` rely on): adding under a deep view costs O(1), not its depth.
        view.needsLayout = true
        let pendingUpdate = view.subtreeNeedsUpdateConstraints || view.needsUpdateConstraints
        view.subtreeNeedsLayout = true
        if pendingUpdate { view.subtreeNeedsUpdateConstraints = true }
        var ancestor: UIView? = self
        while let v = ancestor, !v.subtreeNeedsLayout || (pendingUpdate && !v.subtreeNeedsUpdateConstraints) {
            v.subtreeNeedsLayout = true
            if pendingUpdate { v.subtreeNeedsUpdateConstraints = true }
            ancestor = v.superview
        }
        setNeedsLayout()
        view.movedIntoSuperview()
        view.didMoveToSuperview()
        didAddSubview(view)
        view.notifySuperviewChanged(from: nil)
        notifySubviewAdded(view)
    }

    /// Inserts `view` just above `sibling` (the seed's `PutSubviewAbove`).
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(of: sibling) else { return addSubview(view) }
        insertSubview(view, at: i + 1)  // (when `view` moves from below, the removal shifts it right back to i)
    }

    /// Inserts `view` just below `sibling` (the seed's `PutSubviewBelow`).
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(of: sibling) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: i)
    }

    /// Removes the view from its superview. Constraints between its subtree and the rest are deactivated;
    /// constraints inside the subtree stay active and move with it.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let constraints = LayoutEngine.detachSubtree(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        refreshLayoutDirection()
        refreshRoot()
        LayoutEngine.reinstall(constraints)
        superview.setNeedsLayout()
        appearanceDidMove()
        didMoveToSuperview()
        notifySuperviewChanged(from: superview)
        superview.notifySubviewRemoved(self)
    }

    /// Moves `view` to the top of the subviews (drawn last).
    public func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(of: view) else { return }
        subviews.append(subviews.remove(at: i))
    }

    /// Moves `view` to the back of the subviews (drawn first).
    public func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(of: view) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    // MARK: Traversal

    /// Whether the view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The view and its ancestors, nearest first (the seed's `GetViewHierarchy`).
    public var viewHierarchy: UnfoldSequence<UIView, (UIView?, Bool)> {
        sequence(first: self) { $0.superview }
    }

    /// The top of this view's tree (the view itself when it has no superview).
    var topMostView: UIView {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// The closest view that contains both views (either one itself), or nil when they are in different trees
    /// (the seed's `GetCommonSuperview`).
    public func commonSuperview(with other: UIView) -> UIView? { closestCommonAncestor(with: other) }

    func closestCommonAncestor(with other: UIView) -> UIView? {
        // The common cases in O(1): a view and itself, its superview, a subview or a sibling (a deep tree
        // would otherwise cost its depth for every constraint activated in it).
        if other === self || other === superview { return other }
        if other.superview === self { return self }
        if let s = superview, other.superview === s { return s }
        var depthA = 0, depthB = 0
        for _ in viewHierarchy { depthA += 1 }
        for _ in other.viewHierarchy { depthB += 1 }
        var a: UIView? = self, b: UIView? = other
        while depthA > depthB {
            a = a?.superview
            depthA -= 1
        }
        while depthB > depthA {
            b = b?.superview
            depthB -= 1
        }
        while let x = a, let y = b, x !== y {
            a = x.superview
            b = y.superview
        }
        return a
    }

    /// Calls `body` for this view and every view below it: pre-order by default (a view before its
    /// subviews), or post-order (subviews first) (the seed's `VisitAllViews`).
    /// Each view's subviews are read as `body` left them when the walk reaches them; the walk keeps a worklist
    /// instead of recursing, so that a tree 10,000 levels deep needs no deep stack.
    public func visitAllViews(postOrder: Bool = false, _ body: (UIView) -> Void) {
        if !postOrder {
            var pending: [UIView] = [self]
            while let view = pending.popLast() {
                body(view)
                pending.append(contentsOf: view.subviews.reversed())  // (popped front first)
            }
            return
        }
        // Post-order: each view with the subviews it had when the walk entered it, and the next one to visit.
        var path: [(view: UIView, subviews: [UIView], next: Int)] = [(self, subviews, 0)]
        while let last = path.indices.last {
            let next = path[last].next
            if next < path[last].subviews.count {
                path[last].next = next + 1
                let subview = path[last].subviews[next]
                path.append((subview, subview.subviews, 0))
            } else {
                body(path.removeLast().view)
            }
        }
    }

    func visitSubtree(_ body: (UIView) -> Void) { visitAllViews(body) }

    /// Whether `predicate` holds for this view or one below it (pre-order, stopping at the first; no recursion).
    func anyInSubtree(_ predicate: (UIView) -> Bool) -> Bool {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if predicate(view) { return true }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return false
    }

    // MARK: Converting coordinates

    /// `point` (in this view's bounds space) in `view`'s bounds space; nil `view` means the top of the tree.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let target = view ?? topMostView
        let p = pointInTop(point)
        let origin = target.pointInTop(.zero)
        return CGPoint(x: p.x - origin.x, y: p.y - origin.y)
    }

    /// `point` in `view`'s bounds space, in this view's bounds space.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? topMostView).convert(point, to: self)
    }

    /// `rect` (in this view's bounds space) in `view`'s bounds space.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect` in `view`'s bounds space, in this view's bounds space.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// A point of this view's bounds space in the top view's bounds space.
    private func pointInTop(_ point: CGPoint) -> CGPoint {
        var p = CGPoint(x: point.x - storedBoundsOrigin.x, y: point.y - storedBoundsOrigin.y)
        var v = self
        while let s = v.superview {
            p = CGPoint(
                x: p.x + v.storedFrame.minX - s.storedBoundsOrigin.x,
                y: p.y + v.storedFrame.minY - s.storedBoundsOrigin.y)
            v = s
        }
        return CGPoint(x: p.x + v.storedBoundsOrigin.x, y: p.y + v.storedBoundsOrigin.y)
    }
}
