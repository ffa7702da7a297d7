import Foundation
import TrellisSolver

/// The seed's optimal size of a view in a laid-out hierarchy: computed in the hierarchy's own solver with
/// edit variables, so every current constraint takes part — those inside the view and those that tie it to
/// the outside (a label pinned between two edges asks "how wide can I be" and gets the space it has).
///
/// Each axis's wish is an edit variable at the requested priority (a fixed length is a required constraint);
/// an ignored intrinsic size has its two content-size constraints taken out for the question. Everything is
/// undone afterwards: the solver returns to the same optimum and no frame is touched.
extension LayoutEngine {
    /// The optimal size of `view` (not the root: see `LayoutEngine+TopFittingSize.swift`) for the two wishes
    /// (nil: the view is not registered here).
    func optimalSize(of view: UIView, width: FittingSize.Wish, height: FittingSize.Wish) -> CGSize? {
        guard let v = view.layout.variables else { return nil }
        installPendingJoins()
        updatePendingGeneratedConstraints()
        addRootSize()  // the hierarchy's size takes part
        return measure(view, v, width: width, height: height, remeasuringWrappingText: false) {
            var pins: [Constraint] = [], edits: [Variable] = []
            for (wish, variable) in [(width, v.width), (height, v.height)] {
                if wish.priority == .required {
                    let pin = variable == Double(wish.length)
                    if (try? solver.add(pin)) != nil {
                        // A pin that holds only while some size is negative is one the `size ≥ 0` rows refuse.
                        let refused = settleSizes(refusingBy: pin)
                        if refused.isEmpty {
                            pins.append(pin)
                            continue
                        }
                        try? solver.remove(pin)
                        settleSizes(rechecking: refused)
                    }
                }
                guard (try? solver.addEditVariable(variable, priority: wish.priority.editPriority)) != nil else {
                    continue
                }
                edits.append(variable)
                try? solver.suggestValue(variable, Double(wish.length))
            }
            return {
                for variable in edits { try? self.solver.removeEditVariable(variable) }
                for pin in pins { try? self.solver.remove(pin) }
            }
        }
    }

    /// `view`'s solved size once `wish` has put the two wishes into the solver (it returns what takes them out
    /// again, run after the size is read), with `view`'s own content-size constraints out of the solver on the
    /// axes whose wish ignores the intrinsic size. With `remeasuringWrappingText`, views in `view`'s subtree whose
    /// intrinsic height follows their width are measured at the widths the question gives them
    /// (`LayoutEngine+TopFittingSize.swift`); their content-size constraints are left there, and each view is
    /// told (``UIView/intrinsicContentSizeWasMeasured(atWidth:)``).
    func measure(
        _ view: UIView, _ v: Variables, width: FittingSize.Wish, height: FittingSize.Wish,
        remeasuringWrappingText: Bool, wishes: () -> (() -> Void)
    ) -> CGSize {
        // Taken out of the solver only (not deactivated), so no engine bookkeeping or retry runs for the question.
        var ignored: [Constraint] = []
        for (wish, axis) in [(width, NSLayoutConstraint.Axis.horizontal), (height, .vertical)]
        where wish.ignoresIntrinsicSize {
            ignored += view.layout.generated(.contentSize(axis)).compactMap(solverConstraint(of:))
        }
        for c in ignored { try? solver.remove(c) }
        settleSizes()  // the wishes start from a solution with every size ≥ 0
        let undo = wishes()
        settleSizes()
        let measured = remeasuringWrappingText ? remeasureWrappingViews(under: view) : []
        let size = CGSize(
            width: Self.length(solver.value(of: v.width)), height: Self.length(solver.value(of: v.height)))
        undo()
        for c in ignored { try? solver.add(c) }
        for (measuredView, measuredWidth) in measured {
            measuredView.intrinsicContentSizeWasMeasured(atWidth: measuredWidth)
        }
        return size
    }
}
