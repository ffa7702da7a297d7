import Foundation
import TrellisSolver

/// Required constraints that cannot hold. The one being added (or changed) is the one broken, as in UIKit: it
/// stays active but out of the solver, is logged in UIKit's words and reported to the root, and is tried again
/// when a constraint it conflicted with goes away.
extension LayoutEngine {
    /// Runs `attempt` (adding `c`'s row, or moving its constant), making room for it when the required
    /// constraints in place refuse it, in this order:
    /// 1. `size ≥ 0` rows in the conflicting set give way (see `LayoutEngine+NonNegativeSizes.swift`);
    /// 2. a frame holds over the app's constraints, as in UIKit: for an autoresizing constraint, the last
    ///    constraint of the app in the set is broken instead;
    /// 3. otherwise `c` is broken (its row, `takingOut`, leaves the solver if it is in).
    ///
    /// - Returns: Whether `attempt` succeeded (else `c` is broken).
    func makeRoom(for c: NSLayoutConstraint, _ attempt: () throws -> Void, takingOut row: Constraint? = nil) -> Bool {
        var conflicts: [NSLayoutConstraint] = []
        for _ in 0..<8 {
            do {
                try attempt()
                return true
            } catch let SolverError.unsatisfiable(_, rows) {
                conflicts = layoutConstraints(owning: rows)
                let sizes = nonNegativeSizes(in: rows)
                if !sizes.isEmpty {
                    suspend(sizes, conflicts: conflicts + [c])
                    continue
                }
                if c is NSAutoresizingMaskLayoutConstraint, let victim = conflicts.last(where: { !$0.isGenerated }) {
                    takeOutOfSolver(victim)
                    breakConstraint(victim, conflicts: conflicts.filter { $0 !== victim } + [c])
                    continue
                }
                break
            } catch {
                break
            }
        }
        if let row, solver.contains(row) {
            try? solver.remove(row)
            installed[Int(c.engineSlot)].solverConstraint = nil
        }
        breakConstraint(c, conflicts: conflicts)
        return false
    }

    /// Records `c` (out of the solver) as broken, logs it as UIKit does, and fires the root's
    /// unsatisfiable-constraint event.
    func breakConstraint(_ c: NSLayoutConstraint, conflicts: [NSLayoutConstraint]) {
        let slot = self.slot(for: c)
        installed[slot].solverConstraint = nil
        installed[slot].conflicts = conflicts
        if !broken.contains(where: { $0 === c }) { broken.append(c) }  // listed once, however often broken
        if Self.logsUnsatisfiableConstraints { FileHandle.standardError.write(Data(Self.log(c, conflicts).utf8)) }
        (root as? UIRootView)?.reportUnsatisfiable(c, conflicts: conflicts)
    }

    /// UIKit's message for a broken constraint.
    static func log(_ c: NSLayoutConstraint, _ conflicts: [NSLayoutConstraint]) -> String {
        var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want.\n"
        text += "\tTry this:\n\t\t(1) look at each constraint and try to figure out which you don't expect;\n"
        text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.\n"
        if conflicts.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
            text += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer "
            text += "to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)\n"
        }
        text += "(\n" + (conflicts + [c]).map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        text += "Will attempt to recover by breaking constraint \n\(c)\n"
        return text
    }

    /// Tries again every broken constraint whose conflicting set included `removed`.
    func retryBroken(after removed: NSLayoutConstraint) {
        guard !broken.isEmpty else { return }
        let retry = broken.filter { c in conflicts(of: c)?.contains { $0 === removed } ?? false }
        guard !retry.isEmpty else { return }
        broken.removeAll { c in retry.contains { $0 === c } }
        for c in retry { install(c) }
    }

    /// Whether `c` is active but broken (not applied).
    func isBroken(_ c: NSLayoutConstraint) -> Bool {
        c.engineSlot >= 0 && installed[Int(c.engineSlot)].solverConstraint == nil
    }

    /// The constraints `c` conflicted with when it was broken; nil when it is not broken.
    func conflicts(of c: NSLayoutConstraint) -> [NSLayoutConstraint]? {
        isBroken(c) ? installed[Int(c.engineSlot)].conflicts : nil
    }
}
