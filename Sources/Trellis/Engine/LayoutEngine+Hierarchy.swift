import Foundation
import TrellisSolver

/// How the layout engine follows changes of the view tree.
extension LayoutEngine {
    /// Takes `top`'s subtree out of whatever engine its views are registered in: constraints between the
    /// subtree and the rest are deactivated (as UIKit does when a view leaves its superview); the subtree's own
    /// constraints stay active and held where they are (their holders are inside it) but leave the solver, and
    /// are returned so that the caller installs them again (``reinstall(_:)``) once the tree has changed; every
    /// item of the subtree is unregistered.
    ///
    /// When `top` is the top of its hierarchy its whole engine goes with it: nothing is taken out of that
    /// solver one row at a time. Either way the cost is O(the subtree's views and constraints), with no walk up
    /// the tree per constraint (issue 19: moving a built subtree costs its constraints once per move).
    static func detachSubtree(_ top: UIView) -> [NSLayoutConstraint] {
        var views: [UIView] = []
        top.visitSubtree { views.append($0) }
        var items: [LayoutItem] = []
        for view in views {
            items.append(view)
            items.append(contentsOf: view.guides)
        }
        let members = Set(views.lazy.map { ObjectIdentifier($0) })  // (membership only: no order depends on it)
        for item in items {
            for c in item.layout.references where !(c.holder.map { members.contains(ObjectIdentifier($0)) } ?? false) {
                c.isActive = false
            }
        }
        let engine = existingEngine(of: top)
        let discarding = top.superview == nil
        if discarding { engine?.isDiscarded = true }
        var inside: [NSLayoutConstraint] = []
        for view in views {
            for c in view.heldConstraints where !c.isGenerated {
                inside.append(c)
                engine?.uninstall(c)
            }
        }
        for item in items {
            NSLayoutConstraint.deactivate(item.layout.generated.map(\.constraint))
            if !discarding { item.layout.engine?.unregister(item) }
            item.layout.forgetRegistration()
        }
        top.ownedEngine = nil
        return inside
    }

    /// Installs constraints ``detachSubtree(_:)`` returned in the engine of the hierarchy they are in now (they
    /// are still active and held, so only the solver changes).
    static func reinstall(_ constraints: [NSLayoutConstraint]) {
        for c in constraints {
            guard let holder = c.holder else { continue }
            installingEngine(for: holder)?.install(c)
        }
    }

    /// Forgets an item's variables (its `size >= 0` rows leave the solver).
    func unregister(_ item: LayoutItem) {
        for c in item.layout.nonNegative where solver.contains(c) { try? solver.remove(c) }
        forgetSuspendedSizes(of: item)
        if item.layout.autoresizingPending, let i = pendingAutoresizing.firstIndex(where: { $0 === item }) {
            pendingAutoresizing.remove(at: i)
        }
        if let v = item.layout.variables, Int(v.x.id) < itemOfVariable.count, itemOfVariable[Int(v.x.id)] >= 0 {
            let i = Int(itemOfVariable[Int(v.x.id)])
            // Swap-remove, and point the moved item's variables at its new index.
            setOwner(of: items[i].variables, to: -1)
            let last = items.count - 1
            if i != last {
                items.swapAt(i, last)
                setOwner(of: items[i].variables, to: Int32(i))
            }
            items.removeLast()
        }
        safeAreaGuides.removeAll { $0 === item }
        needsReadBack = true
    }
}
