import Foundation

/// Hierarchies outside a root view solve nothing until they are asked for a layout (issue 19).
///
/// A tree whose top is not a ``UIRootView`` — a component being built, a cell being configured — has no
/// engine until something needs its solution: a layout pass, a fitting size, or whether a constraint is
/// broken. Until then activating a constraint only records it (holder and references), and adding the tree
/// to another costs nothing more. When the engine is made its held constraints are installed once, holders in
/// tree order (pre-order), each holder's in the order they were activated; a tree that joins a hierarchy with
/// an engine has its constraints installed there, once. So building a component bottom-up (the inner views
/// first, then wrapped, then added) installs each constraint once instead of once per level.
///
/// The invariant: a hierarchy has an engine (its top's `ownedEngine`) exactly when it is in a root view or
/// has been asked for a solution; every active constraint of a hierarchy with an engine is installed in it
/// (or broken), and none of a hierarchy without one is.
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
        if let engine = existingEngine(of: view) { return engine }
        let top = view.topMostView
        guard top.holdsDeferredConstraints else { return nil }
        top.holdsDeferredConstraints = false
        var held: [NSLayoutConstraint] = []
        top.visitSubtree { v in
            for c in v.heldConstraints where !c.isGenerated { held.append(c) }
        }
        guard !held.isEmpty else { return nil }
        let engine = engine(for: top)
        engine.install(batch: held)
        return engine
    }
}
