import Foundation
import TrellisSolver

/// Fitting-size calculations (the seed's optimal size; UIKit's `systemLayoutSizeFitting`).
///
/// The size a view's own content asks for: its subtree's constraints and intrinsic sizes, with one wish per
/// axis (a target length at a priority). Constraints that tie the view to the outside — its autoresizing
/// constraints, constraints held by its ancestors — take no part, as in UIKit. The calculation runs on a
/// scratch solver, so the hierarchy's solver and every frame are left exactly as they were. Every constraint
/// goes through ``ConstraintTranslation`` and the generated ones come from the rules the engine uses
/// (`GeneratedConstraint+Rules.swift`), so the question is asked of the same system a layout solves.
enum FittingSize {
    /// One axis of the request: the wished length and how strongly it is wished.
    struct Wish {
        var length: CGFloat
        var priority: UILayoutPriority
        var ignoresIntrinsicSize = false
    }

    static func size(of view: UIView, width: Wish, height: Wish) -> CGSize {
        view.updateConstraintsIfNeeded()  // constraints made on demand (a stack view's) exist before measuring
        let question = Question(view: view, width: width, height: height)
        let own = question.variables(of: view)
        view.visitAllViews { holder in
            for c in holder.heldConstraints where !c.isGenerated && !(holder.layout.engine?.isBroken(c) ?? false) {
                question.add(c.equation, in: holder)
            }
        }
        let solver = question.solver
        try? solver.add((own.width == Double(width.length)).withPriority(width.priority.solverPriority))
        try? solver.add((own.height == Double(height.length)).withPriority(height.priority.solverPriority))
        return CGSize(width: max(0, solver.value(of: own.width)), height: max(0, solver.value(of: own.height)))
    }

    /// The scratch solver of one fitting-size question, with the variables of the items its constraints
    /// mention (each item's generated constraints are added when it is first mentioned).
    private final class Question {
        let view: UIView
        let width: Wish, height: Wish
        let solver = Solver()
        /// Variables per item (look-ups only).
        var made: [ObjectIdentifier: Variables] = [:]

        init(view: UIView, width: Wish, height: Wish) {
            (self.view, self.width, self.height) = (view, width, height)
        }

        /// The variables of `item`, made on first mention with `size ≥ 0` and the item's generated
        /// constraints: a view's frame if it is placed by it (but the measured view's, which ties it to the
        /// outside), its intrinsic size (unless the wish ignores the measured view's), a system guide's place.
        func variables(of item: LayoutItem) -> Variables {
            if let known = made[ObjectIdentifier(item)] { return known }
            let vars = Variables(in: solver)
            made[ObjectIdentifier(item)] = vars
            _ = vars.addNonNegativeSizes(to: solver)
            if let v = item as? UIView {
                if v !== view { add(GeneratedConstraint.autoresizing(of: v)) }
                let intrinsic = v.intrinsicContentSize
                if !(v === view && width.ignoresIntrinsicSize) {
                    add(GeneratedConstraint.contentSize(of: v, .horizontal, length: intrinsic.width))
                }
                if !(v === view && height.ignoresIntrinsicSize) {
                    add(GeneratedConstraint.contentSize(of: v, .vertical, length: intrinsic.height))
                }
            } else if let guide = item as? UILayoutGuide, guide.kind != .custom, let owner = guide.owningView {
                add(owner.systemGuideConstraints(for: guide))
            }
            return vars
        }

        /// Adds generated constraints (each held where its items meet).
        func add(_ generated: [GeneratedConstraint]) {
            for g in generated {
                guard let holder = g.equation.holder else { continue }
                add(g.equation, in: holder)
            }
        }

        /// Adds one constraint, in `holder`'s coordinate space; one that cannot hold is left out.
        func add(_ equation: ConstraintEquation, in holder: UIView) {
            let constraint = ConstraintTranslation.constraint(for: equation, in: holder) { variables(of: $0) }
            try? solver.add(constraint)
        }
    }
}
