import Foundation
import TrellisSolver

/// Decides ``UIView/hasAmbiguousLayout``: the solver's quick flag, confirmed by trying to move the view (and
/// ``UIView/exerciseAmbiguityInLayout()``, which leaves it moved).
///
/// The quick flag looks for a zero-cost slack or error in a variable's tableau row, which also fires when a
/// non-required inequality that holds exactly (an intrinsic size's hugging and compression pair) blocks the
/// move. The probe asks the solver directly: with an edit at a priority below every other, it suggests the
/// value ± 1 point; the variable moves only if another solution is exactly as good at every priority level —
/// the definition of an ambiguous layout. The value is suggested back and the edit removed afterwards.
enum AmbiguityProbe {
    /// Below every priority a layout uses.
    static let probePriority = Priority(1e-3)

    /// Whether the view's frame could change without worsening any constraint; with `keepMoved`, the views
    /// are shown at the other solution found (UIKit's `exerciseAmbiguityInLayout`) until a later layout pass
    /// reads their variables again.
    static func isAmbiguous(_ view: UIView, keepMoved: Bool = false) -> Bool {
        LayoutEngine.materializedEngine(of: view)  // a tree outside a root view solves on demand
        guard let engine = view.layout.engine, let v = view.layout.variables else { return false }
        view.layoutIfNeeded()
        let solver = engine.solver
        for variable in [v.x, v.y, v.width, v.height] {
            guard solver.isAmbiguous(variable), !solver.hasEditVariable(variable) else { continue }
            let original = solver.value(of: variable)
            guard (try? solver.addEditVariable(variable, priority: probePriority)) != nil else { continue }
            let moved = [1.0, -1.0].contains { delta in
                guard (try? solver.suggestValue(variable, original + delta)) != nil else { return false }
                engine.settleSizes()  // a size the probe pushes below 0 gets its row first
                return abs(solver.value(of: variable) - original) > 1e-6
            }
            if moved && keepMoved {
                engine.needsReadBack = true
                engine.readBack()  // the frames of the other solution
            } else {
                try? solver.suggestValue(variable, original)
            }
            try? solver.removeEditVariable(variable)
            if moved && keepMoved {
                // Leave the frames where the probe put them: forget the changes the edit's removal made.
                solver.takeChangedVariables { _ in }
                engine.needsReadBack = false
            }
            if moved { return true }
        }
        return false
    }
}

extension UIView {
    /// Whether constraints leave this view's frame undetermined: some other frame would satisfy them equally
    /// well (missing constraints, or a tie between constraints of one priority). Views placed by their frame
    /// (autoresizing constraints, or no constraints at all) are never ambiguous. Lays out first if needed; an
    /// ambiguous view may settle on another, equally good frame afterwards.
    public var hasAmbiguousLayout: Bool { AmbiguityProbe.isAmbiguous(self) }

    /// Moves an ambiguous view to another frame its constraints allow equally well (UIKit's debugging aid:
    /// call it repeatedly to see the ambiguity); does nothing to a view whose layout is determined.
    public func exerciseAmbiguityInLayout() { _ = AmbiguityProbe.isAmbiguous(self, keepMoved: true) }
}
