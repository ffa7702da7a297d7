import Foundation
import TrellisSolver

/// Sizes are never negative — as far as the app's required constraints allow.
///
/// An item's width and height are held `≥ 0` by required rows, so that no other constraint can push a size below
/// zero. The rows are added lazily: a row that the solution already satisfies changes nothing (the optimum
/// without it is feasible with it, so it is still the optimum), so an item's `width ≥ 0` (or `height ≥ 0`) goes
/// into the solver only once a solution leaves that size negative, before anything reads the solution
/// (``settleSizes()``), and stays. Most items never need theirs: a feed cell's 48 rows were a quarter of its
/// solver additions.
///
/// UIKit's engine has no such constraints: when required constraints ask for a negative size (content padded
/// by 16 inside a view 0 wide; a hidden stack view's arranged view, collapsed by `UISV-hiding`, holding padded
/// content), UIKit lets the size go negative and reports nothing. So does Trellis: when a required constraint
/// cannot hold only because of such rows, the rows give way — they are *suspended* (taken out of the solver, or
/// refused on their way in; the size reads as 0 in the frame) instead of a constraint of the app being broken and
/// logged. A suspended row comes back as soon as a constraint of the set that pushed it out changes or goes away
/// (or, for one the root's size pushed out, when the root is resized).
extension LayoutEngine {
    /// A `size ≥ 0` row out of the solver, with the constraints whose change may let it back in.
    struct SuspendedNonNegativeSize {
        let row: Constraint
        /// The item the row belongs to (its removal forgets the entry).
        unowned(unsafe) let item: LayoutItem
        /// The layout constraints of the conflicting set that pushed the row out.
        var conflicts: [NSLayoutConstraint]
        /// Whether the root's size pushed it out (it is tried again on every resize).
        var byRootSize: Bool
    }

    /// Brings the solution to what it is with every item's `size ≥ 0` rows: takes the variables the solver changed
    /// since the last call (noting their items for the read-back) and those of `rechecking`, adds the row of each
    /// width or height left negative that has none yet, and again while that moves anything. O(variables changed).
    /// Called before the engine reads the solution: the read-back, and the questions asked of it (fitting and
    /// optimal sizes, ambiguity). A row the required constraints refuse is suspended; with `refusingBy` (a
    /// question's required wish in the solver) it is left out instead and its variable returned: the wish, not the
    /// layout, refuses it (the layout's own negative sizes have their rows already).
    @discardableResult
    func settleSizes(refusingBy wish: Constraint? = nil, rechecking: [Variable] = []) -> [Variable] {
        var refused: [Variable] = []
        var negative = rechecking.filter { solver.value(of: $0) < 0 }
        for _ in 0..<(2 * items.count + 2) {
            solver.takeChangedVariables { variable in
                if solver.value(of: variable) < 0 { negative.append(variable) }
                note(variable)
            }
            guard !negative.isEmpty else { break }
            var added = false
            for variable in negative {
                switch addNonNegativeSize(of: variable, refusingBy: wish) {
                case .added: added = true
                case .refusedByWish: refused.append(variable)
                case .notNeeded: break
                }
            }
            negative.removeAll()
            guard added else { break }
            needsReadBack = true
            if wish == nil, !rootSizeHolds { resolveRootSize() }
        }
        return refused
    }

    /// What ``addNonNegativeSize(of:refusingBy:)`` did.
    enum NonNegativeSizeAddition { case added, notNeeded, refusedByWish }

    /// Adds `variable ≥ 0` when `variable` is an item's width or height without such a row yet (in the solver or
    /// suspended); a row the required constraints refuse is suspended with the conflicting set (with `wish` in the
    /// solver it is not recorded: see ``settleSizes(refusingBy:rechecking:)``).
    private func addNonNegativeSize(of variable: Variable, refusingBy wish: Constraint?) -> NonNegativeSizeAddition {
        let id = Int(variable.id)
        guard id < itemOfVariable.count, itemOfVariable[id] >= 0 else { return .notNeeded }
        let reference = items[Int(itemOfVariable[id])]
        guard variable == reference.variables.width || variable == reference.variables.height else { return .notNeeded }
        let layout = reference.item.layout
        guard !layout.nonNegative.contains(where: { $0.expression.terms[0].variable == variable }) else {
            return .notNeeded
        }
        let row = variable >= 0
        do {
            try solver.add(row)
        } catch let SolverError.unsatisfiable(_, rows) {
            if wish != nil { return .refusedByWish }
            layout.nonNegative.append(row)
            suspendedSizes.append(
                SuspendedNonNegativeSize(
                    row: row, item: reference.item, conflicts: layoutConstraints(owning: rows), byRootSize: false))
            return .notNeeded
        } catch {
            return .notNeeded
        }
        layout.nonNegative.append(row)
        return .added
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
