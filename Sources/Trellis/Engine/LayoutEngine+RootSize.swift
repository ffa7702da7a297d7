import Foundation
import TrellisSolver

/// The root's size against required constraints.
///
/// The root's width and height are held by two rows, `width == W` and `height == H` at
/// ``LayoutEngine/rootSizePriority`` (just below required), so a resize is a cheap change of their constants that
/// never fails. (Rows rather than edit variables: a fitting question of a plain top view moves the same two rows
/// to its wishes and back, in place — see `LayoutEngine+TopFittingSize.swift`.) A required constraint that cannot hold at the root's
/// size would therefore stretch the root's solved size instead of failing; UIKit treats the window's size as
/// fixed and breaks the constraint. So after every change that could do that, the engine checks that the
/// solved size is the root's frame, and if not, breaks a constraint as an unsatisfiable one — with the
/// constraints it conflicts with, found by asking the solver to hold the root's size as required — and the
/// layout keeps the root's size. Constraints broken this way are tried again whenever the root is resized.
///
/// This holds for a ``UIRootView`` (the seed's root, which sizes the whole UI). A plain view at the top of a
/// hierarchy, not yet in a root, keeps its size only as a strong wish: its content may still size it (a stack
/// view measured on its own, say).
extension LayoutEngine {
    /// Whether the solved root size is the root's frame size (within the solver's tolerance); always true for
    /// a top view that is not a ``UIRootView``.
    var rootSizeHolds: Bool {
        guard let rootSize, root is UIRootView else { return true }
        func holds(_ v: Variable, _ length: CGFloat) -> Bool {
            abs(solver.value(of: v) - Double(length)) <= 1e-9 * max(1, abs(Double(length)))
        }
        return holds(rootSize.width, root.storedFrame.width) && holds(rootSize.height, root.storedFrame.height)
    }

    /// `c` (just installed, or its constant just changed) made the root's size yield: take it out of the
    /// solver and break it, naming the constraints it conflicts with at the root's size.
    func breakForRootSize(_ c: NSLayoutConstraint) {
        suspendSizesForRootSize()
        guard !rootSizeHolds, solverConstraint(of: c) != nil else { return }
        takeOutOfSolver(c)
        var conflicts: [NSLayoutConstraint] = []
        let pins = requiredRootSize()
        for pin in pins { try? solver.add(pin) }
        let retry = ConstraintTranslation.constraint(for: c.equation, in: c.holder!) { $0.layout.variables! }
        do {
            try solver.add(retry)
            try? solver.remove(retry)
        } catch let SolverError.unsatisfiable(_, solverConflicts) {
            conflicts = layoutConstraints(owning: solverConflicts)
        } catch {}
        for pin in pins where solver.contains(pin) { try? solver.remove(pin) }
        brokenByRootSize.append(c)
        breakConstraint(c, conflicts: conflicts)
    }

    /// After a resize: constraints broken at an earlier size are tried again, and while the new size cannot
    /// hold, one constraint of the set that keeps it from holding is broken (the last the solver names).
    func rootSizeChanged() {
        if !brokenByRootSize.isEmpty {
            let retry = brokenByRootSize
            brokenByRootSize.removeAll()
            broken.removeAll { c in retry.contains { $0 === c } }
            for c in retry where isBroken(c) { install(c) }
        }
        restoreSuspendedSizesAfterResize()
        resolveRootSize()
    }

    /// While the root's size cannot hold: `size ≥ 0` rows that keep it from holding give way; otherwise one
    /// constraint of the set that keeps it from holding is broken (the last the solver names).
    func resolveRootSize() {
        for _ in 0..<16 where !rootSizeHolds {
            suspendSizesForRootSize()
            guard !rootSizeHolds else { break }
            let conflicts = layoutConstraints(owning: requiredRowsConflictingWithRootSize())
            guard let victim = conflicts.last else { break }
            takeOutOfSolver(victim)
            retryBroken(after: victim)
            brokenByRootSize.append(victim)
            breakConstraint(victim, conflicts: Array(conflicts.dropLast()))
        }
    }

    /// Gives the root's size to the solver as its two rows, once, or puts the frame's size back into them after a
    /// fitting question. A ``UIRootView``'s at registration; a plain top view's (a cell being built) at its first
    /// layout pass or optimal-size question of a view inside it, or at its first fitting question
    /// (`LayoutEngine+TopFittingSize.swift`), which starts the rows at its wishes.
    func addRootSize() {
        if let rootSize {
            if rootSize.holdsWishes { suggestRootSize() }
            return
        }
        makeRootSize(priority: (Self.rootSizePriority, Self.rootSizePriority))
        suggestRootSize()
    }

    /// Adds the root's size rows at the size solved now (as edit variables start: no solution moves) at
    /// `priority`.
    func makeRootSize(priority: (width: Priority, height: Priority)) {
        guard rootSize == nil, let v = root.layout.variables else { return }
        let size = RootSize(
            width: v.width, height: v.height,
            widthRow: (v.width == solver.value(of: v.width)).withPriority(priority.width),
            heightRow: (v.height == solver.value(of: v.height)).withPriority(priority.height))
        try? solver.add(size.widthRow)
        try? solver.add(size.heightRow)
        rootSize = size
    }

    /// Moves the root's size rows to its frame's size (the root was resized, or a fitting question is over).
    func suggestRootSize() {
        guard rootSize != nil else { return }
        let frame = root.storedFrame.size
        moveRootSize(\.widthRow, to: Double(frame.width), priority: Self.rootSizePriority)
        moveRootSize(\.heightRow, to: Double(frame.height), priority: Self.rootSizePriority)
        rootSize?.holdsWishes = false
        needsReadBack = true
        rootSizeChanged()
    }

    /// Moves a row `variable == length` of the root's size to `length` at `priority` (non-required). A new
    /// priority is a new row, added at the value solved now, so that nothing moves (a priority changed in place
    /// re-optimises the whole layout under the new objective: 20 times the cost in a feed cell); then the
    /// constant moves, in place.
    func moveRootSize(_ row: WritableKeyPath<RootSize, Constraint>, to length: Double, priority: Priority) {
        guard var size = rootSize else { return }
        if size[keyPath: row].priority != priority {
            let old = size[keyPath: row]
            let variable = old.expression.terms[0].variable
            try? solver.remove(old)
            let new = (variable == solver.value(of: variable)).withPriority(priority)
            try? solver.add(new)
            size[keyPath: row] = new
            rootSize = size
        }
        try? solver.updateConstant(of: size[keyPath: row], to: -length)
    }

    /// The root's size in the solver: its two variables and the rows that hold them.
    struct RootSize {
        let width: Variable, height: Variable
        /// `width == W` and `height == H`, W × H the root's frame size at ``LayoutEngine/rootSizePriority``, or a
        /// fitting question's wishes while ``holdsWishes``.
        var widthRow: Constraint, heightRow: Constraint
        /// Whether the rows hold the wishes of the last fitting question of a plain top view (its answer is the
        /// solution until the frame's size is put back, by the next layout pass or frame change).
        var holdsWishes = false
    }

    /// Required constraints that pin the root's size to its frame.
    private func requiredRootSize() -> [Constraint] {
        guard let rootSize else { return [] }
        return [rootSize.width == Double(root.storedFrame.width), rootSize.height == Double(root.storedFrame.height)]
    }

    /// The rows that keep the root from its frame size: the conflicting set the solver reports when the size is
    /// pinned as required.
    private func requiredRowsConflictingWithRootSize() -> [Constraint] {
        let pins = requiredRootSize()
        defer { for pin in pins where solver.contains(pin) { try? solver.remove(pin) } }
        for pin in pins {
            do {
                try solver.add(pin)
            } catch let SolverError.unsatisfiable(_, conflicts) {
                return conflicts
            } catch {}
        }
        return []
    }

    /// While the root's size cannot hold because of `size ≥ 0` rows, those give way (a view pinned inside a
    /// root too small for it has a negative size, as in UIKit, rather than a broken constraint).
    private func suspendSizesForRootSize() {
        for _ in 0..<8 where !rootSizeHolds {
            let rows = requiredRowsConflictingWithRootSize()
            let sizes = nonNegativeSizes(in: rows)
            guard !sizes.isEmpty else { return }
            suspend(sizes, conflicts: layoutConstraints(owning: rows), byRootSize: true)
        }
    }
}
