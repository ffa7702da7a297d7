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
        var views: [UIView] = []
        top.visitSubtree { views.append($0) }
        for view in views {
            for c in view.layout.references where !(c.holder?.isDescendant(of: top) ?? false) {
                c.isActive = false
            }
        }
        for view in views {
            for c in view.heldConstraints {
                if !(c is NSAutoresizingMaskLayoutConstraint) && !(c is NSContentSizeLayoutConstraint) { inside.append(c) }
            }
        }
        NSLayoutConstraint.deactivate(inside)
        for view in views {
            NSLayoutConstraint.deactivate(view.layout.autoresizing + view.layout.intrinsic)
            view.layout.engine?.unregister(view)
            view.layout = ViewLayout()
        }
        top.ownedEngine = nil
        return inside
    }

    /// Forgets `view`'s variables (its `size >= 0` rows leave the solver).
    func unregister(_ view: UIView) {
        for c in view.layout.nonNegative { try? solver.remove(c) }
        if let i = items.firstIndex(where: { $0 === view }) { items.remove(at: i) }
        needsReadBack = true
    }
}
