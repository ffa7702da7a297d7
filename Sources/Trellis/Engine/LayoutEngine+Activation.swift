import Foundation

/// What views and constraints tell the engine: a constraint activated or deactivated (it is held by the
/// closest common ancestor of its items and installed in that hierarchy's engine), a constant or priority
/// changed, leading and trailing flipped, baselines moved.
extension LayoutEngine {
    /// Installs `c` on the closest common ancestor of its items, or reports why it cannot be (an item gone,
    /// not in a hierarchy, or items in different hierarchies) and leaves it inactive.
    static func activate(_ c: NSLayoutConstraint) {
        guard !c.isOrphaned else {
            report("Unable to activate constraint \(c): an item it relates no longer exists.")
            return
        }
        guard
            LayoutEngine.acceptsFinite(
                c.constant, c.multiplier, CGFloat(c.priority.rawValue),
                refusal: "Unable to activate constraint \(c): its constant, multiplier or priority")
        else { return }
        guard let first = c.layoutItems.first, first.hierarchyView != nil else {
            report("Unable to activate constraint \(c): its first item is not a view or a guide added to a view.")
            return
        }
        let second = c.layoutItems.second
        if c.secondItem != nil && second?.hierarchyView == nil {
            report("Unable to activate constraint \(c): its second item is not a view or a guide added to a view.")
            return
        }
        guard let holder = c.equation.holder else {
            report(
                "Unable to activate constraint with anchors \(c.firstAnchor!) and \(c.secondAnchor!) because they have "
                    + "no common ancestor. Does the constraint or its anchors reference items in different view "
                    + "hierarchies? That's illegal.")
            return
        }
        c.holder = holder
        c.releaseItems()
        holder.heldConstraints.append(c)
        first.layout.references.append(c)
        if let second, second !== first { second.layout.references.append(c) }
        installingEngine(for: holder)?.install(c)
        holder.notifyConstraintAdded(c)
    }

    /// Takes `c` out of its engine and its holder; it keeps its items alive again.
    static func deactivate(_ c: NSLayoutConstraint) {
        guard let holder = c.holder else { return }
        existingEngine(of: holder)?.uninstall(c)
        if let i = holder.heldConstraints.firstIndex(where: { $0 === c }) { holder.heldConstraints.remove(at: i) }
        for item in [c.layoutItems.first, c.layoutItems.second] {
            if let item, let i = item.layout.references.firstIndex(where: { $0 === c }) {
                item.layout.references.remove(at: i)
            }
        }
        c.holder = nil
        c.retainItems()
        holder.notifyConstraintRemoved(c)
    }

    /// Deactivates `constraints` in one call (``NSLayoutConstraint/deactivate(_:)``): the broken ones among them
    /// first, then the rest, in order. Each constraint that leaves the solver tries again the broken constraints
    /// it conflicted with; one at a time in the given order, that tried again broken constraints the same call
    /// was about to deactivate, each retry failing again with a search for a minimal conflicting set and a
    /// false unsatisfiable-constraint report (64 % of a Visual Format fuzzing input's time, RELIABILITY.md).
    /// Broken constraints that stay active are still tried again when what they conflicted with goes.
    static func deactivate(batch constraints: [NSLayoutConstraint]) {
        for c in constraints where isBroken(c) { c.isActive = false }
        for c in constraints { c.isActive = false }
    }

    /// Whether `c` is active but broken in its hierarchy's engine.
    private static func isBroken(_ c: NSLayoutConstraint) -> Bool {
        guard c.engineSlot >= 0, let holder = c.holder, let engine = existingEngine(of: holder) else { return false }
        return engine.isBroken(c)
    }

    static func constantChanged(_ c: NSLayoutConstraint) {
        guard let holder = c.holder, let engine = existingEngine(of: holder) else { return }
        engine.updateConstant(c)
    }

    static func priorityChanged(_ c: NSLayoutConstraint, from old: UILayoutPriority) {
        guard let holder = c.holder, let engine = existingEngine(of: holder) else { return }
        engine.updatePriority(c, from: old)
    }

    /// Leading and trailing of the subtree may have flipped: rebuild the constraints that use them.
    static func directionChanged(_ view: UIView) {
        var affected: [NSLayoutConstraint] = []
        view.visitSubtree { v in
            for c in v.layout.references + v.guides.flatMap(\.layout.references)
            where [.leading, .trailing].contains(c.firstAttribute.withoutMargins)
                || [.leading, .trailing].contains(c.secondAttribute.withoutMargins)
            {
                if !affected.contains(where: { $0 === c }) { affected.append(c) }
            }
        }
        for c in affected {
            guard let engine = c.holder.flatMap(existingEngine(of:)) else { continue }
            engine.uninstall(c)
            engine.install(c)
        }
    }

    /// The view's baseline offsets changed: noted for the next layout pass, with its intrinsic size
    /// (``noteContentChanged(_:_:)``).
    static func baselinesChanged(_ view: UIView) {
        view.layout.engine?.noteContentChanged(view, .baselines)
    }

    /// Moves the constraints on `view`'s baselines to its current offsets (constants only; a first baseline that
    /// appeared or went is installed afresh).
    static func updateBaselines(of view: UIView) {
        for c in view.layout.references
        where [.firstBaseline, .lastBaseline].contains(c.firstAttribute) && c.firstItem === view
            || [.firstBaseline, .lastBaseline].contains(c.secondAttribute) && c.secondItem === view
        {
            guard let holder = c.holder, let engine = existingEngine(of: holder) else { continue }
            if c.firstAttribute == .firstBaseline || c.secondAttribute == .firstBaseline {
                // Whether the first baseline has a height term depends on whether there is an offset.
                engine.uninstall(c)
                engine.install(c)
            } else {
                engine.updateConstant(c)
            }
        }
    }
}
