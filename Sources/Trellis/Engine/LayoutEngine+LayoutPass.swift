import Foundation
import TrellisSolver

/// The layout pass (``UIView/layoutIfNeeded()``): constraints brought up to date (the views' `updateConstraints`,
/// then the autoresizing constraints of views placed by their frames and the content-size and baseline
/// constraints of views whose content changed, each measured once), the solved frames read back
/// — only the items whose variables changed — and `layoutSubviews` called top-down where bounds changed, again
/// while that changes anything (bounded).
extension LayoutEngine {
    /// The layout pass of `view`'s hierarchy: update constraints, read the solution back, call `layoutSubviews`
    /// top-down where needed; again if that changed anything (at most 8 rounds).
    static func layout(_ view: UIView) {
        let top = view.topMostView
        for _ in 0..<8 {
            updateConstraints(in: top)
            if top.ownedEngine == nil { materializedEngine(of: top) }
            top.ownedEngine?.installPendingJoins()
            top.ownedEngine?.updatePendingGeneratedConstraints()
            top.ownedEngine?.addRootSize()
            top.ownedEngine?.readBack()
            var laidOut = false
            layoutSubviews(in: top, laidOut: &laidOut)
            let again = (top.ownedEngine?.needsReadBack ?? false) || top.subtreeNeedsUpdateConstraints
            if !laidOut || !again { break }
        }
    }

    /// Moves the registered items (but the root, whose frame is given) whose variables changed to their solved
    /// frames: only the variables the solver reports as changed are looked at, not the whole layout.
    func readBack() {
        guard needsReadBack else { return }
        settleSizes()
        needsReadBack = false
        for variable in newlyRegistered { note(variable) }
        newlyRegistered.removeAll(keepingCapacity: true)
        let rootPointer = Unmanaged.passUnretained(root).toOpaque()
        for id in touched {
            let index = Int(itemOfVariable[id])
            guard index >= 0 else { continue }  // unregistered since it was noted
            let reference = items[index]
            let v = reference.variables
            let frame = CGRect(
                x: Self.position(solver.value(of: v.x)), y: Self.position(solver.value(of: v.y)),
                width: Self.length(solver.value(of: v.width)), height: Self.length(solver.value(of: v.height)))
            if let view = reference.view {
                // The root's frame is given, not solved. Views are called through an unretained reference (the
                // hierarchy keeps them alive): no retain and release per view.
                guard view.toOpaque() != rootPointer else { continue }
                view._withUnsafeGuaranteedRef { $0.applyLayoutFrame(frame) }
            } else {
                reference.item.applyLayoutFrame(frame)
            }
        }
        let moved = !touched.isEmpty
        startNextReadBack()
        refreshSafeAreas()
        if moved { (root as? UIRootView)?.setNeedsFrame(in: .zero) }  // views moved: a host draws again
        if !pendingSizeEvents.isEmpty {
            let events = pendingSizeEvents
            pendingSizeEvents.removeAll()
            for (view, old) in events { view.notifySizeChanged(from: old) }
        }
    }

    /// A solved position as a frame shows it: never negative zero (`-0.0` prints as such, and the solver's
    /// arithmetic produces it, e.g. `0 · −1`). Adding `+0.0` turns `−0.0` into `0.0` and leaves every other value
    /// as it is.
    @inline(__always)
    static func position(_ value: Double) -> CGFloat { CGFloat(value + 0.0) }

    /// A solved length as a frame shows it: never negative (sizes below zero, which only required constraints
    /// can force, read as 0), never negative zero.
    @inline(__always)
    static func length(_ value: Double) -> CGFloat { value > 0 ? CGFloat(value) : 0 }

    /// Forgets the items the read-back just looked at: those noted from now on (``note(_:)``) are the next one's.
    private func startNextReadBack() {
        touched.removeAll(keepingCapacity: true)
        readBackStamp &+= 1
        if readBackStamp == 0 {
            for i in items.indices { items[i].stamp = 0 }
            readBackStamp = 1
        }
    }

    /// Notes the item `variable` belongs to as touched by the next read-back (once): ``settleSizes()`` takes the
    /// solver's changed variables as they come, and the read-back looks at the items noted since the last one.
    func note(_ variable: Variable) {
        let id = Int(variable.id)
        guard id < itemOfVariable.count else { return }
        let index = Int(itemOfVariable[id])
        guard index >= 0, items[index].stamp != readBackStamp else { return }
        items[index].stamp = readBackStamp
        touched.append(id)
    }

    /// Calls `layoutSubviews` on the views that need it, parents before children, visiting only flagged
    /// subtrees.
    private static func layoutSubviews(in view: UIView, laidOut: inout Bool) {
        guard view.subtreeNeedsLayout else { return }
        view.subtreeNeedsLayout = false
        if view.needsLayout {
            view.needsLayout = false
            if let controller = view.owningViewController {
                controller.viewWillLayoutSubviews()
                view.layoutSubviews()
                controller.viewDidLayoutSubviews()
            } else {
                view.layoutSubviews()
            }
            laidOut = true
        }
        // The subviews are walked unretained (this visits every resized view); the array is copied first, so a
        // `layoutSubviews` that changes the hierarchy mutates a copy, and the walked storage keeps them alive.
        let subviews = view.subviews
        guard !subviews.isEmpty else { return }
        subviews.withUnsafeBufferPointer { subviews in
            for i in subviews.indices where subviews[i].subtreeNeedsLayout {
                Unmanaged.passUnretained(subviews[i])._withUnsafeGuaranteedRef {
                    layoutSubviews(in: $0, laidOut: &laidOut)
                }
            }
        }
    }

    /// Calls `updateConstraints` on the views under `view` that need it, leaves first, visiting only flagged
    /// subtrees. The subviews are walked unretained (a stack of 10,000 rows is walked on every update of it;
    /// a retain and release per row was 2 % of a one-row change), from a copy of the array, as in
    /// ``layoutSubviews(in:laidOut:)``.
    static func updateConstraints(in view: UIView) {
        guard view.subtreeNeedsUpdateConstraints else { return }
        view.subtreeNeedsUpdateConstraints = false
        let subviews = view.subviews
        subviews.withUnsafeBufferPointer { subviews in
            for i in subviews.indices where subviews[i].subtreeNeedsUpdateConstraints {
                Unmanaged.passUnretained(subviews[i])._withUnsafeGuaranteedRef { updateConstraints(in: $0) }
            }
        }
        if view.needsUpdateConstraints {
            view.needsUpdateConstraints = false
            // A controller's view: the controller's `updateViewConstraints`, whose default calls the view's.
            if let controller = view.owningViewController {
                controller.updateViewConstraints()
            } else {
                view.updateConstraints()
            }
        }
    }
}
