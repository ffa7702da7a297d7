import Foundation
import TrellisSolver

/// How the layout engine follows changes of the view tree.
extension LayoutEngine {
    /// Takes `top`'s subtree out of whatever engine its views are registered in: constraints between the
    /// subtree and the rest are deactivated (as UIKit does when a view leaves its superview), the subtree's
    /// own constraints are deactivated and returned so that the caller re-activates them once the tree has
    /// changed, and every view of the subtree is unregistered.
    static func detachSubtree(_ top: UIView) -> [NSLayoutConstraint] {
        var inside: [NSLayoutConstraint] = []
        var items: [LayoutItem] = []
        top.visitSubtree { view in
            items.append(view)
            items.append(contentsOf: view.guides)
        }
        for item in items {
            for c in item.layout.references where !(c.holder?.isDescendant(of: top) ?? false) {
                c.isActive = false
            }
        }
        top.visitSubtree { view in inside.append(contentsOf: view.heldConstraints.filter { !$0.isGenerated }) }
        NSLayoutConstraint.deactivate(inside)
        for item in items {
            NSLayoutConstraint.deactivate(item.layout.generated.map(\.constraint))
            item.layout.engine?.unregister(item)
            item.layout = ViewLayout()
        }
        top.ownedEngine = nil
        return inside
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
