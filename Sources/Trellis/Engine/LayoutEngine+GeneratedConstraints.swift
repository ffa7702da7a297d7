import Foundation

/// Keeps the constraints generated from view properties in step with them: each rule of
/// `GeneratedConstraint+Rules.swift` describes what a property wants, and ``reconcile(_:_:_:)`` makes the
/// item's constraints of that rule match by role (constants and priorities in place).
extension LayoutEngine {
    /// A view's frame was set: the root's is its size; a view placed by its frame moves its autoresizing
    /// constraints; a view placed by constraints shows the frame until the next layout pass, as in UIKit.
    static func frameChanged(_ view: UIView) {
        guard let engine = view.layout.engine else { return }
        if view === engine.root {
            engine.suggestRootSize()
        } else if view.translatesAutoresizingMaskIntoConstraints {
            engine.updateAutoresizing(view)
        } else if let v = view.layout.variables {
            engine.newlyRegistered.append(v.x)
            engine.needsReadBack = true
        }
    }

    /// ``UIView/translatesAutoresizingMaskIntoConstraints`` changed.
    static func autoresizingChanged(_ view: UIView) {
        guard let engine = view.layout.engine, view !== engine.root else { return }
        engine.updateAutoresizing(view)
    }

    /// The intrinsic size (or a hugging or compression-resistance priority) changed: noted for the next layout
    /// pass (``updatePendingContent()``), as UIKit's `invalidateIntrinsicContentSize` only marks the view.
    static func intrinsicSizeChanged(_ view: UIView) {
        view.layout.engine?.noteContentChanged(view, .intrinsicSize)
    }

    /// What places `view`'s system guide of `kind` changed (its margins, safe area, a scroll view's content
    /// size): its constraints follow, in place.
    static func systemGuideChanged(_ view: UIView, _ kind: UILayoutGuide.Kind) {
        guard let guide = view.guides.first(where: { $0.kind == kind }) else { return }
        guide.layout.engine?.updateSystemGuide(guide)
    }

    /// Notes that a registered view's autoresizing constraints must follow its frame and flag. They are made,
    /// changed or removed at the start of the next layout pass (``updatePendingAutoresizing()``), as UIKit makes
    /// them lazily at constraint-update time: a view added with a zero frame and given constraints (or handed to
    /// a stack view, which turns the flag off) before the next layout pass never has any, and so no false
    /// conflict with the content it holds.
    func updateAutoresizing(_ view: UIView) {
        guard view.layout.isRegistered, view !== root, !view.layout.autoresizingPending else { return }
        view.layout.autoresizingPending = true
        pendingAutoresizing.append(view)
        needsReadBack = true
    }

    /// Makes the autoresizing constraints of the views noted since the last pass match their frames and flags
    /// (in the order they were noted; views registered meanwhile join the list).
    func updatePendingAutoresizing() {
        drain(\.pendingAutoresizing) { view in
            guard view.layout.autoresizingPending else { return }
            view.layout.autoresizingPending = false
            reconcile(view, .autoresizing, GeneratedConstraint.autoresizing(of: view))
        }
    }

    /// Calls `body` on each view of the list at `list` that is still registered here, in order (views noted
    /// meanwhile join the list), then empties the list, keeping its storage.
    private func drain(_ list: ReferenceWritableKeyPath<LayoutEngine, [UIView]>, _ body: (UIView) -> Void) {
        var i = 0
        while i < self[keyPath: list].count {
            let view = self[keyPath: list][i]
            i += 1
            if view.layout.engine === self { body(view) }
        }
        self[keyPath: list].removeAll(keepingCapacity: true)
    }

    /// Notes that a registered view's content (its intrinsic size and priorities, or its baselines) changed.
    /// Nothing is measured now: the next layout pass — or a question that needs the solution first, such as
    /// ``optimalSize(of:width:height:)`` — measures the view once and moves its constraints once
    /// (``updatePendingContent()``), however many properties changed meanwhile. Fitting-size questions read
    /// the views' current intrinsic sizes themselves, so they never see a stale one.
    func noteContentChanged(_ view: UIView, _ change: ViewLayout.PendingContent) {
        guard view.layout.isRegistered else { return }
        // The root is measured at once: kept in the list, it would retain its own engine until the pass.
        guard view !== root else { return updateContent(of: view, change) }
        if view.layout.pendingContent.isEmpty { pendingContent.append(view) }
        view.layout.pendingContent.formUnion(change)
        needsReadBack = true
    }

    /// Brings the constraints of the views noted by ``noteContentChanged(_:_:)`` up to date with their content:
    /// each view's intrinsic size is read once, and its baseline constraints follow their offsets (in the
    /// order the views were noted; views noted meanwhile join the list).
    func updatePendingContent() {
        drain(\.pendingContent) { view in
            let change = view.layout.pendingContent
            guard !change.isEmpty else { return }
            view.layout.pendingContent = []
            updateContent(of: view, change)
        }
    }

    /// Moves `view`'s constraints to what its content says now: its content-size constraints, its baselines.
    private func updateContent(of view: UIView, _ change: ViewLayout.PendingContent) {
        if change.contains(.intrinsicSize) { updateIntrinsic(view) }
        if change.contains(.baselines) { LayoutEngine.updateBaselines(of: view) }
    }

    /// Brings the constraints generated from view properties up to date before the solution is read: the
    /// autoresizing constraints, then the views' content.
    func updatePendingGeneratedConstraints() {
        updatePendingAutoresizing()
        updatePendingContent()
    }

    /// Makes, updates or removes a registered view's content-size constraints from its intrinsic size and
    /// priorities (``UIView/intrinsicContentSize`` is read once).
    func updateIntrinsic(_ view: UIView) {
        guard view.layout.isRegistered else { return }
        counters.intrinsicSizeReads += 1
        moveContentSize(of: view, to: view.intrinsicContentSize)
        view.intrinsicContentSizeWasMeasured(atWidth: view.bounds.width)
    }

    /// Makes, updates or removes `view`'s content-size constraints for the intrinsic size `intrinsic` (a
    /// non-finite length reads as none).
    func moveContentSize(of view: UIView, to intrinsic: CGSize) {
        let size = LayoutEngine.finiteIntrinsicSize(intrinsic, of: view)
        reconcile(
            view, .contentSize(.horizontal), GeneratedConstraint.contentSize(of: view, .horizontal, length: size.width))
        reconcile(
            view, .contentSize(.vertical), GeneratedConstraint.contentSize(of: view, .vertical, length: size.height))
    }

    /// Places a registered system guide as its owning view says (``UIView/systemGuideConstraints(for:)``).
    func updateSystemGuide(_ guide: UILayoutGuide) {
        guard guide.layout.isRegistered, let owner = guide.owningView else { return }
        reconcile(guide, .systemGuide, owner.systemGuideConstraints(for: guide))
    }

    /// Safe-area, preserved-margin and readable-content insets follow frames: after a read-back, move the guides
    /// whose insets changed (the next pass of the layout loop reads the result back).
    func refreshSafeAreas() {
        for guide in safeAreaGuides {
            if let owner = guide.owningView { owner.frameDependentInsetsMayHaveChanged(guide.kind) }
        }
    }

    /// Makes `item`'s generated constraints of `group` those `wanted` describes, by role: one that exists takes
    /// the new constant and priority in place, a new role is made and activated, a role no longer wanted is
    /// deactivated.
    func reconcile(_ item: LayoutItem, _ group: GeneratedConstraint.Role.Group, _ wanted: [GeneratedConstraint]) {
        var made: [NSLayoutConstraint] = []
        for g in wanted {
            if let existing = item.layout.generated(g.role) {
                let e = g.equation
                if existing.constant != e.constant { existing.constant = e.constant }
                if existing.priority != e.priority { existing.priority = e.priority }
            } else {
                let c = g.makeConstraint()
                item.layout.generated.append((g.role, c))
                made.append(c)
            }
        }
        var gone: [NSLayoutConstraint] = []
        if item.layout.generated.count > wanted.count {
            item.layout.generated.removeAll { entry in
                guard entry.role.group == group, !wanted.contains(where: { $0.role == entry.role }) else {
                    return false
                }
                gone.append(entry.constraint)
                return true
            }
        }
        NSLayoutConstraint.activate(made)
        NSLayoutConstraint.deactivate(gone)
    }
}
