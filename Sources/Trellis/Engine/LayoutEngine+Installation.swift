import Foundation
import TrellisSolver

/// Active constraints in and out of the solver, and the table that pairs each with its solver row (indexed by
/// ``NSLayoutConstraint/engineSlot``: no hashing on the way in, out, or for a constant change).
extension LayoutEngine {
    /// Puts an activated constraint into the solver, or breaks it if it cannot hold.
    func install(_ c: NSLayoutConstraint) {
        // The last line of defence for values that bypass the public setters (a generated constraint's constant
        // from a subclass's spacing, say): a non-finite row never enters the solver.
        guard LayoutEngine.acceptsFinite(c.constant, c.multiplier, refusal: "Unable to install constraint \(c)") else {
            return
        }
        let constraint = ConstraintTranslation.constraint(for: c.equation, in: c.holder!) { variables(of: $0) }
        counters.solverEdits += 1
        let slot = self.slot(for: c)
        if makeRoom(for: c, { try solver.add(constraint) }) {
            installed[slot].solverConstraint = constraint
            installed[slot].conflicts = []
            if c.priority == .required && !rootSizeHolds { breakForRootSize(c) }
        }
        needsReadBack = true
    }

    /// Installs the active constraints of `constraints` not installed yet, in order, as ``install(_:)`` does. Used
    /// where the engine is made for a tree (``materializedEngine(of:)``).
    func install(batch constraints: [NSLayoutConstraint]) {
        for c in constraints where c.holder != nil && c.engineSlot < 0 { install(c) }
    }

    /// Takes a deactivated constraint out of the solver (or out of the broken ones) and frees its slot; broken
    /// constraints it conflicted with are tried again.
    func uninstall(_ c: NSLayoutConstraint) {
        guard c.engineSlot >= 0 else { return }
        if isDiscarded {  // the engine is going: only the slot matters (the table does not outlive `c`)
            freeSlot(of: c)
            return
        }
        // Forgotten by every list of broken constraints: a deactivated constraint retains its items, which
        // would keep the root (and so this engine) alive through the list (a leak found by fuzzing).
        brokenByRootSize.removeAll { $0 === c }
        let slot = Int(c.engineSlot)
        if let constraint = installed[slot].solverConstraint {
            counters.solverEdits += 1
            try? solver.remove(constraint)
            freeSlot(of: c)
            retryBroken(after: c)
            restoreSuspendedSizes(after: c)
        } else {
            broken.removeAll { $0 === c }
            freeSlot(of: c)
        }
        forgetConflicts(with: c)
        needsReadBack = true
    }

    /// Takes `c` out of the conflicting sets recorded for broken constraints and suspended sizes (after they
    /// were tried again): those lists retain what they name, and a deactivated constraint retains its items.
    /// Only broken constraints and suspended rows are looked at.
    private func forgetConflicts(with c: NSLayoutConstraint) {
        for b in broken where b.engineSlot >= 0 { installed[Int(b.engineSlot)].conflicts.removeAll { $0 === c } }
        for i in suspendedSizes.indices { suspendedSizes[i].conflicts.removeAll { $0 === c } }
    }

    /// Moves an installed constraint's row to its new constant, or breaks it if it can no longer hold.
    func updateConstant(_ c: NSLayoutConstraint) {
        guard let constraint = solverConstraint(of: c) else { return }
        let constant = ConstraintTranslation.solverConstant(of: c.equation)
        guard LayoutEngine.acceptsFinite(CGFloat(constant), refusal: "Unable to update constraint \(c)") else { return }
        counters.solverEdits += 1
        if makeRoom(for: c, { try solver.updateConstant(of: constraint, to: constant) }, takingOut: constraint) {
            if c.priority == .required && !rootSizeHolds { breakForRootSize(c) }
            restoreSuspendedSizes(after: c)
        }
        needsReadBack = true
    }

    /// Moves a constraint between priority levels; between required and optional it is installed afresh.
    func updatePriority(_ c: NSLayoutConstraint, from old: UILayoutPriority) {
        if let constraint = solverConstraint(of: c), old != .required, c.priority != .required {
            counters.solverEdits += 1
            try? solver.updatePriority(of: constraint, to: c.priority.solverPriority)
        } else {
            uninstall(c)
            install(c)
        }
        needsReadBack = true
    }

    // MARK: The table of installed constraints

    /// The solver row of an installed, unbroken constraint of this engine.
    func solverConstraint(of c: NSLayoutConstraint) -> Constraint? {
        c.engineSlot >= 0 ? installed[Int(c.engineSlot)].solverConstraint : nil
    }

    /// Removes `c`'s row from the solver, keeping its slot (it is about to be recorded as broken).
    func takeOutOfSolver(_ c: NSLayoutConstraint) {
        guard let constraint = solverConstraint(of: c) else { return }
        try? solver.remove(constraint)
        installed[Int(c.engineSlot)].solverConstraint = nil
    }

    /// The layout constraints that own `constraints` (solver rows), in the same order; rows of no layout
    /// constraint (a view's `size ≥ 0`) are left out. Only unsatisfiable constraints ask (a hidden stack row's
    /// collapse pushing out its content's `size ≥ 0` rows, say).
    func layoutConstraints(owning constraints: [Constraint]) -> [NSLayoutConstraint] {
        constraints.compactMap(layoutConstraint(owning:))
    }

    /// The layout constraint whose solver row is `row`. A constraint's row holds a variable of at least one of
    /// its items (of both, but for an edge of the holder itself, which is 0 in its own space), so it is looked
    /// for among the constraints that mention the items of the row's variables, the item mentioned by the fewest
    /// first; the whole table is scanned only when none has it. (A scan per row was O(constraints): 3 % of
    /// hiding the last of 3,000 stack rows, where the conflicting sets name the rows' `size ≥ 0`.)
    private func layoutConstraint(owning row: Constraint) -> NSLayoutConstraint? {
        var candidates: [LayoutItem] = []
        for term in row.expression.terms {
            let id = Int(term.variable.id)
            guard id < itemOfVariable.count, itemOfVariable[id] >= 0 else { continue }
            let item = items[Int(itemOfVariable[id])].item
            if !candidates.contains(where: { $0 === item }) { candidates.append(item) }
        }
        // The engine's own rows (an item's `size ≥ 0`, the root's size) belong to no layout constraint.
        if candidates.contains(where: { item in item.layout.nonNegative.contains { $0 === row } })
            || rootSize.map({ $0.widthRow === row || $0.heightRow === row }) == true
        {
            return nil
        }
        candidates.sort { $0.layout.references.count < $1.layout.references.count }
        for item in candidates {
            if let c = item.layout.references.first(where: { solverConstraint(of: $0) === row }) { return c }
        }
        return installed.first { $0.solverConstraint === row }?.constraint
    }

    /// `c`'s slot, taken from the free ones (or a new one) if it has none yet.
    func slot(for c: NSLayoutConstraint) -> Int {
        if c.engineSlot >= 0 { return Int(c.engineSlot) }
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            installed[slot] = InstalledConstraint(constraint: c)
        } else {
            slot = installed.count
            installed.append(InstalledConstraint(constraint: c))
        }
        c.engineSlot = Int32(slot)
        return slot
    }

    /// Gives `c`'s slot back.
    private func freeSlot(of c: NSLayoutConstraint) {
        let slot = Int(c.engineSlot)
        installed[slot] = InstalledConstraint(constraint: nil)
        freeSlots.append(Int32(slot))
        c.engineSlot = -1
    }
}
