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
    /// The optimal size of `view` for the two wishes (nil: the view is not registered here). With
    /// `remeasuringWrappingText`, views in `view`'s subtree whose intrinsic height follows their width are
    /// measured at the widths the question gives them (`LayoutEngine+TopFittingSize.swift`); their content-size
    /// constraints are left there, and each view is told (``UIView/intrinsicContentSizeWasMeasured(atWidth:)``).
    func optimalSize(
        of view: UIView, width: FittingSize.Wish, height: FittingSize.Wish, remeasuringWrappingText: Bool = false
    ) -> CGSize? {
        guard let v = view.layout.variables else { return nil }
        updatePendingGeneratedConstraints()
        if view !== root { addRootSize() }  // the hierarchy's size takes part (a top view's own is the question)
        // Taken out of the solver only (not deactivated), so no engine bookkeeping or retry runs for the question.
        var ignored: [Constraint] = []
        for (wish, axis) in [(width, NSLayoutConstraint.Axis.horizontal), (height, .vertical)]
        where wish.ignoresIntrinsicSize {
            ignored += view.layout.generated(.contentSize(axis)).compactMap(solverConstraint(of:))
        }
        for c in ignored { try? solver.remove(c) }
        var pins: [Constraint] = [], edits: [Variable] = []
        for (wish, variable) in [(width, v.width), (height, v.height)] {
            if wish.priority == .required {
                let pin = variable == Double(wish.length)
                if (try? solver.add(pin)) != nil {
                    pins.append(pin)
                    continue
                }
            }
            guard !solver.hasEditVariable(variable) else { continue }  // the root's size: already given
            guard (try? solver.addEditVariable(variable, priority: wish.priority.editPriority)) != nil else { continue }
            edits.append(variable)
            try? solver.suggestValue(variable, Double(wish.length))
        }
        let measured = remeasuringWrappingText ? remeasureWrappingViews(under: view) : []
        let size = CGSize(
            width: Self.length(solver.value(of: v.width)), height: Self.length(solver.value(of: v.height)))
        for variable in edits { try? solver.removeEditVariable(variable) }
        for pin in pins { try? solver.remove(pin) }
        for c in ignored { try? solver.add(c) }
        for (measuredView, measuredWidth) in measured {
            measuredView.intrinsicContentSizeWasMeasured(atWidth: measuredWidth)
        }
        return size
    }
}
