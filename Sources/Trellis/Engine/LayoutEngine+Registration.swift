import Foundation
import TrellisSolver

/// The variables of views and guides: made when a constraint first mentions an item, with the constraints
/// the item generates (its frame while autoresizing, its intrinsic size, a system guide's placement).
extension LayoutEngine {
    /// The variables of `item`, registering it first if needed.
    func variables(of item: LayoutItem) -> Variables {
        if let v = item.layout.variables { return v }
        guard let view = item as? UIView else { return register(item as! UILayoutGuide) }
        let v = makeVariables(for: view)
        if view === root {
            if view is UIRootView { addRootSize() }  // a plain top view's size waits for its first layout pass
        } else if view.translatesAutoresizingMaskIntoConstraints {
            updateAutoresizing(view)
        }
        updateIntrinsic(view)
        return v
    }

    /// Registers a layout guide: its variables, and for a system guide the constraints that place it.
    private func register(_ guide: UILayoutGuide) -> Variables {
        let v = makeVariables(for: guide)
        guard guide.kind != .custom else { return v }
        if guide.kind.insetsFollowFrames { safeAreaGuides.append(guide) }
        updateSystemGuide(guide)
        return v
    }

    /// Registers `item`: four new variables (its `size ≥ 0` rows come when a solution needs them:
    /// `LayoutEngine+NonNegativeSizes.swift`).
    private func makeVariables(for item: LayoutItem) -> Variables {
        let v = Variables(in: solver)
        item.layout.engine = self
        item.layout.variables = v
        items.append(
            ItemReference(item: item, view: (item as? UIView).map { Unmanaged.passUnretained($0) }, variables: v))
        setOwner(of: v, to: Int32(items.count - 1))
        newlyRegistered.append(v.x)
        return v
    }

    /// Points the variables of `v` at the item at `index` (-1: none).
    func setOwner(of v: Variables, to index: Int32) {
        for variable in [v.x, v.y, v.width, v.height] {
            let id = Int(variable.id)
            if id >= itemOfVariable.count {
                itemOfVariable.append(contentsOf: repeatElement(-1, count: id + 1 - itemOfVariable.count))
            }
            itemOfVariable[id] = index
        }
    }
}
