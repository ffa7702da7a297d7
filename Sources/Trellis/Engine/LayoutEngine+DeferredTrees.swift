import Foundation

/// Hierarchies outside a root view solve nothing until they are asked for a layout (issue 19).
///
/// A tree whose top is not a ``UIRootView`` — a component being built, a cell being configured — has no
/// engine until something needs its solution: a layout pass, a fitting size, or whether a constraint is
/// broken. Until then activating a constraint only records it (holder and references), and adding the tree
/// to another costs nothing more. When the engine is made its held constraints are installed once, holders in
/// tree order (pre-order), each holder's in the order they were activated; a tree that joins a hierarchy with
/// an engine has its constraints installed there, once, at that engine's next question
/// (``join(_:constraints:)``). So building a component bottom-up (the inner views first, then wrapped, then
/// added) installs each constraint once instead of once per level.
///
/// The invariant: a hierarchy has an engine (its top's `ownedEngine`) exactly when it is in a root view or
/// has been asked for a solution; every active constraint of a hierarchy with an engine is installed in it
/// (or broken, or in a tree that joined since the engine's last question: ``LayoutEngine/pendingJoins``), and
/// none of a hierarchy without one is.
extension LayoutEngine {
    /// The engine that installs a constraint held by `holder` now: the hierarchy's engine, made at once for a
    /// tree in a root view; nil for a tree that defers its engine.
    static func installingEngine(for holder: UIView) -> LayoutEngine? {
        var current = holder
        while true {
            if let engine = current.layout.engine { return engine }
            guard let superview = current.superview else { break }
            current = superview
        }
        if let engine = current.ownedEngine { return engine }
        if current is UIRootView { return engine(for: current) }
        current.holdsDeferredConstraints = true
        return nil
    }

    /// Whether constraints installed under `view` now go into an engine (its hierarchy has one, or is in a
    /// root view and so makes one).
    static func installsAtOnce(under view: UIView) -> Bool {
        // A tree whose top is a root view installs at once; its kept root says so in O(1), where the walks up
        // cost the depth for every view added under a view without constraints (issue 20).
        if let root = view.root, root.superview == nil { return true }
        if existingEngine(of: view) != nil { return true }
        return view.topMostView is UIRootView
    }

    /// The engine of `view`'s hierarchy, made (and every active constraint of the hierarchy installed in it)
    /// if it has none yet; nil when the hierarchy holds no constraint.
    @discardableResult
    static func materializedEngine(of view: UIView) -> LayoutEngine? {
        if let engine = existingEngine(of: view) {
            engine.installPendingJoins()
            return engine
        }
        let top = view.topMostView
        guard top.holdsDeferredConstraints else { return nil }
        top.holdsDeferredConstraints = false
        let held = heldConstraints(under: top)
        guard !held.isEmpty else { return nil }
        let engine = engine(for: top)
        engine.install(batch: held)
        return engine
    }

    /// Installs the constraints a tree brought when it was added to a hierarchy (``detachSubtree(_:)`` returned
    /// them): in an engine, at its next question rather than at once, so that the constraints the caller
    /// activates next — those that place the tree in its new superview — go in before the tree's own.
    ///
    /// A component built bottom-up (each view wrapped in the next, the whole added last, then pinned) then
    /// enters the solver top-down: pin to the superview first, then each level from the outside in, every new
    /// row expressed in terms of rows already placed. Installed at once, the tree's own rows came first and
    /// the pin closed the chain last, which re-expressed every level of it once per level added (quadratic
    /// in the depth; issue 19's bottom-up nesting). The solution is the same either way; what a conflict breaks
    /// follows the order in which the constraints are installed.
    static func join(_ top: UIView, constraints: [NSLayoutConstraint]) {
        guard !constraints.isEmpty else { return }
        guard let engine = installingEngine(for: top) else { return reinstall(constraints) }
        engine.pendingJoins.append(top)
        engine.needsReadBack = true
    }

    /// Installs the constraints of the trees that joined this hierarchy since the last question
    /// (``join(_:constraints:)``), each tree's held constraints in pre-order of their holders; a tree that
    /// left the hierarchy meanwhile is skipped (its constraints went with it).
    func installPendingJoins() {
        guard !pendingJoins.isEmpty else { return }
        let tops = pendingJoins
        pendingJoins = []
        for top in tops where LayoutEngine.existingEngine(of: top) === self {
            for c in LayoutEngine.heldConstraints(under: top) where c.holder != nil && c.engineSlot < 0 { install(c) }
        }
    }

    /// The app's active constraints held in `top`'s subtree (generated ones left out), holders in pre-order, each
    /// holder's in the order they were activated: the order a tree's constraints are installed in.
    static func heldConstraints(under top: UIView) -> [NSLayoutConstraint] {
        var held: [NSLayoutConstraint] = []
        top.visitSubtree { v in
            for c in v.heldConstraints where !c.isGenerated { held.append(c) }
        }
        return held
    }
}
