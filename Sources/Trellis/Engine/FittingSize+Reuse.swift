import Foundation
import TrellisSolver

/// Asking a kept fitting-size question again.
///
/// A question's system depends on the subtree (its views, superviews and layout directions), the constraints
/// that take part (their identities — items, attributes, relation and multiplier are fixed at creation — and
/// priorities), the generated rules' shapes (which constraints each rule makes, their relations and
/// priorities) and the wishes' priorities; everything else enters as constants. When all of those are as they
/// were, the new constants are moved into the kept solver in place (`Solver.updateConstant`) and wrapping text
/// is measured again from the same start a new question takes, so the answer is the one a new system gives.
/// Anything else — or a required row that cannot take its new constant — and the caller builds anew.
extension FittingSize.Question {
    /// Asks the question again with `width` and `height`; false (the kept system then unusable) when it is not
    /// the same system up to constants.
    func reask(width w: FittingSize.Wish, height h: FittingSize.Wish, engine: LayoutEngine?) -> Bool {
        guard w.priority == width.priority, h.priority == height.priority,
            w.ignoresIntrinsicSize == width.ignoresIntrinsicSize, h.ignoresIntrinsicSize == height.ignoresIntrinsicSize,
            let wishRows
        else { return false }
        guard let heldMoves = heldConstantsIfSameConstraints(engine: engine) else { return false }
        guard let generatedMoves = generatedConstantsIfSameRules() else { return false }
        guard sameWrapping() else { return false }
        do throws(SolverError) {
            for (i, k) in heldMoves {
                try solver.updateConstant(of: held[i].row, to: k)
                held[i].constant = k
            }
            for (r, k, constant) in generatedMoves {
                try solver.updateConstant(of: generated[r].rows[k], to: constant)
                generated[r].constants[k] = constant
            }
            if w.length != width.length {
                try solver.updateConstant(of: wishRows.width, to: -Double(w.length))
                width.length = w.length
            }
            if h.length != height.length {
                try solver.updateConstant(of: wishRows.height, to: -Double(h.length))
                height.length = h.length
            }
        } catch {
            return false
        }
        for i in wrapping.indices { wrapping[i].size = wrapping[i].view.intrinsicContentSize }
        remeasureWrappingViews()
        if !isReusable { view.layout.fitting = nil }
        return true
    }

    /// The app constraints' new solver constants (by index in `held`, only those that changed) when the subtree
    /// has the same views and the same constraints take part as when the system was built; nil otherwise.
    private func heldConstantsIfSameConstraints(engine: LayoutEngine?) -> [(Int, Double)]? {
        var moves: [(Int, Double)] = []
        var viewIndex = 0, heldIndex = 0, same = true
        view.visitAllViews { v in
            guard same else { return }
            guard viewIndex < views.count, views[viewIndex].view == ObjectIdentifier(v),
                views[viewIndex].superview == v.superview.map(ObjectIdentifier.init),
                views[viewIndex].rightToLeft == v.isRightToLeft
            else {
                same = false
                return
            }
            viewIndex += 1
            for c in v.heldConstraints where FittingSize.takesPart(c, in: engine, measuring: view) {
                guard heldIndex < held.count, held[heldIndex].constraint === c, held[heldIndex].priority == c.priority
                else {
                    same = false
                    return
                }
                let e = c.equation
                guard Self.baselineShape(of: e) == held[heldIndex].baselineShape else {
                    same = false
                    return
                }
                let k = ConstraintTranslation.solverConstant(of: e)
                if k != held[heldIndex].constant { moves.append((heldIndex, k)) }
                heldIndex += 1
            }
        }
        return same && viewIndex == views.count && heldIndex == held.count ? moves : nil
    }

    /// The generated rows' new solver constants (record, row, constant; only those that changed) when every
    /// rule makes the same shape of constraints for its item as when the system was built; nil otherwise.
    private func generatedConstantsIfSameRules() -> [(Int, Int, Double)]? {
        var moves: [(Int, Int, Double)] = []
        var intrinsic: (item: ObjectIdentifier, size: CGSize)?
        for (r, record) in generated.enumerated() {
            let made: [GeneratedConstraint]
            switch record.rule {
            case .autoresizing:
                made = GeneratedConstraint.autoresizing(of: record.item as! UIView)
            case let .contentSize(axis):
                let v = record.item as! UIView
                if intrinsic?.item != ObjectIdentifier(v) { intrinsic = (ObjectIdentifier(v), v.intrinsicContentSize) }
                let size = intrinsic!.size
                made = GeneratedConstraint.contentSize(
                    of: v, axis, length: axis == .horizontal ? size.width : size.height)
            case .systemGuide:
                guard let guide = record.item as? UILayoutGuide, let owner = guide.owningView,
                    ObjectIdentifier(owner) == record.owner
                else { return nil }
                made = owner.systemGuideConstraints(for: guide)
            }
            guard Self.sameShape(record.shape, made), record.rows.count == made.count else { return nil }
            for (k, g) in made.enumerated() {
                let constant = ConstraintTranslation.solverConstant(of: g.equation)
                if constant != record.constants[k] { moves.append((r, k, constant)) }
            }
        }
        return moves
    }

    /// Whether the mentioned views wrap (their intrinsic height follows their width) as they did.
    private func sameWrapping() -> Bool {
        for m in mentioned where (m.view.intrinsicContentSize(atWidth: m.view.bounds.width) != nil) != m.wraps {
            return false
        }
        return true
    }
}
