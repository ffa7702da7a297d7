import Foundation
import TrellisSolver

/// Sizes are never negative — as far as the app's required constraints allow.
///
/// Every registered item has `width ≥ 0` and `height ≥ 0` as required rows, so that no other constraint can
/// push a size below zero. UIKit's engine has no such constraints: when required constraints ask for a
/// negative size (content padded by 16 inside a view 0 wide; a hidden stack view's arranged view, collapsed
/// by `UISV-hiding`, holding padded content), UIKit lets the size go negative and reports nothing. So does
/// Trellis: when a required constraint cannot hold only because of such rows, the rows give way — they are
/// *suspended* (taken out of the solver; the size reads as 0 in the frame) instead of a constraint of the app
/// being broken and logged. A suspended row comes back as soon as a constraint of the set that pushed it out
/// changes or goes away (or, for one the root's size pushed out, when the root is resized).
extension LayoutEngine {
    /// A `size ≥ 0` row taken out of the solver, with the constraints whose change may let it back in.
    struct SuspendedNonNegativeSize {
        let row: Constraint
        /// The item the row belongs to (its removal forgets the entry).
        unowned(unsafe) let item: LayoutItem
        /// The layout constraints of the conflicting set that pushed the row out.
        var conflicts: [NSLayoutConstraint]
        /// Whether the root's size pushed it out (it is tried again on every resize).
        var byRootSize: Bool
    }

    /// Adds `item`'s `size ≥ 0` rows after the constraints that mention it (``install(batch:)``); a row the
    /// required constraints refuse is suspended, with the constraints of the conflicting set.
    func addNonNegativeSizes(of item: LayoutItem) {
        guard let v = item.layout.variables else { return }
        item.layout.nonNegative = [v.width >= 0, v.height >= 0]
        for row in item.layout.nonNegative {
            do {
                try solver.add(row)
            } catch let SolverError.unsatisfiable(_, rows) {
                suspendedSizes.append(
                    SuspendedNonNegativeSize(
                        row: row, item: item, conflicts: layoutConstraints(owning: rows), byRootSize: false))
            } catch {}
        }
        needsReadBack = true
    }

    /// The `size ≥ 0` rows among `rows` (a conflicting set the solver reported), in order.
    func nonNegativeSizes(in rows: [Constraint]) -> [Constraint] {
        rows.filter { row in
            guard row.expression.terms.count == 1, row.relation == .greaterThanOrEqual else { return false }
            let id = Int(row.expression.terms[0].variable.id)
            guard id < itemOfVariable.count, itemOfVariable[id] >= 0 else { return false }
            return items[Int(itemOfVariable[id])].item.layout.nonNegative.contains { $0 === row }
        }
    }

    /// Takes `rows` (`size ≥ 0` rows in the solver) out, to come back when a constraint of `conflicts` changes.
    func suspend(_ rows: [Constraint], conflicts: [NSLayoutConstraint], byRootSize: Bool = false) {
        for row in rows {
            let id = Int(row.expression.terms[0].variable.id)
            try? solver.remove(row)
            suspendedSizes.append(
                SuspendedNonNegativeSize(
                    row: row, item: items[Int(itemOfVariable[id])].item, conflicts: conflicts, byRootSize: byRootSize))
        }
        needsReadBack = true
    }

    /// Puts back the suspended rows that `changed` (removed, or given a new constant) pushed out, where they
    /// hold now.
    func restoreSuspendedSizes(after changed: NSLayoutConstraint) {
        guard !suspendedSizes.isEmpty else { return }
        restoreSuspendedSizes { $0.conflicts.contains { $0 === changed } }
        if !rootSizeHolds { resolveRootSize() }  // a row back in may keep the root from its size
    }

    /// Puts back the suspended rows that the root's size pushed out, where they hold now (after a resize).
    func restoreSuspendedSizesAfterResize() {
        guard !suspendedSizes.isEmpty else { return }
        restoreSuspendedSizes { $0.byRootSize }
    }

    /// Tries the suspended rows that match `predicate` again: a row that holds is back in the solver; one that
    /// still cannot stays suspended, with the set that now pushes it out.
    private func restoreSuspendedSizes(where predicate: (SuspendedNonNegativeSize) -> Bool) {
        var i = 0
        while i < suspendedSizes.count {
            guard predicate(suspendedSizes[i]) else {
                i += 1
                continue
            }
            do {
                try solver.add(suspendedSizes[i].row)
                suspendedSizes.remove(at: i)
                needsReadBack = true
            } catch let SolverError.unsatisfiable(_, rows) {
                suspendedSizes[i].conflicts = layoutConstraints(owning: rows)
                suspendedSizes[i].byRootSize = false
                i += 1
            } catch {
                suspendedSizes.remove(at: i)  // not ours to restore (the item left)
            }
        }
    }

    /// Forgets the suspended rows of an item that leaves the engine.
    func forgetSuspendedSizes(of item: LayoutItem) {
        guard !suspendedSizes.isEmpty else { return }
        suspendedSizes.removeAll { $0.item === item }
    }
}
