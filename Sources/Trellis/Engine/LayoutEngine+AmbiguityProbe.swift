import Foundation
import TrellisSolver

/// Confirms the solver's quick ambiguity flag (``UIView/hasAmbiguousLayout``) by trying to move the view: the
/// engine's side of the debug overlay's ambiguity marks (renderers never touch the solver themselves).
///
/// The quick flag looks for a zero-cost slack or error in a variable's tableau row, which also fires when a
/// non-required inequality that holds exactly (an intrinsic size's hugging and compression pair) blocks the
/// move. The probe asks the solver directly: with an edit at a priority below every other, it suggests the
/// value ± 1 point; the variable moves only if another solution is exactly as good at every priority level —
/// the definition of an ambiguous layout. The value is suggested back and the edit removed afterwards.
enum AmbiguityProbe {
    /// Below every priority a layout uses.
    static let probePriority = Priority(1e-3)

    /// Whether the view's frame could change without worsening any constraint.
    static func isAmbiguous(_ view: UIView) -> Bool {
        guard view.hasAmbiguousLayout, let engine = view.layout.engine, let v = view.layout.variables else { return false }
        let solver = engine.solver
        return [v.x, v.y, v.width, v.height].contains { variable in
            guard solver.isAmbiguous(variable), !solver.hasEditVariable(variable) else { return false }
            return moves(variable, in: solver)
        }
    }

    /// Whether a weakest edit can move `variable` by a point in either direction.
    private static func moves(_ variable: Variable, in solver: Solver) -> Bool {
        let original = solver.value(of: variable)
        guard (try? solver.addEditVariable(variable, priority: probePriority)) != nil else { return false }
        defer {
            try? solver.suggestValue(variable, original)
            try? solver.removeEditVariable(variable)
        }
        for delta in [1.0, -1.0] {
            guard (try? solver.suggestValue(variable, original + delta)) != nil else { continue }
            if abs(solver.value(of: variable) - original) > 1e-6 { return true }
        }
        return false
    }
}

extension UIView {
    /// Whether the view's layout is ambiguous, confirmed by ``AmbiguityProbe`` (no false alarms from exactly
    /// held non-required inequalities). An ambiguous view may settle on another equally good frame afterwards.
    var hasConfirmedAmbiguousLayout: Bool { AmbiguityProbe.isAmbiguous(self) }
}
