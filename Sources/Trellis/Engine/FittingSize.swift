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
        let engine = LayoutEngine.materializedEngine(of: view)
        view.visitAllViews { holder in
            for c in holder.heldConstraints where !c.isGenerated && takesPart(c, in: engine, measuring: view) {
                question.add(c.equation, in: holder)
            }
        }
        let solver = question.solver
        question.add((own.width == Double(width.length)).withPriority(width.priority.solverPriority))
        question.add((own.height == Double(height.length)).withPriority(height.priority.solverPriority))
        question.remeasureWrappingViews()
        return CGSize(
            width: LayoutEngine.length(solver.value(of: own.width)), height: LayoutEngine.length(solver.value(of: own.height)))
    }

    /// Whether a constraint held in `view`'s subtree takes part in the question: every one but those the layout
    /// (`engine`) broke over a conflict inside the subtree (the layout's answer is the question's too). One
    /// broken over a constraint outside — the measured view's own frame, say, 0 wide before the app sized it —
    /// may hold on the content's own terms, and takes part.
    private static func takesPart(_ c: NSLayoutConstraint, in engine: LayoutEngine?, measuring view: UIView) -> Bool {
        guard let conflicts = engine?.conflicts(of: c) else { return true }
        return conflicts.contains { other in
            other is NSAutoresizingMaskLayoutConstraint && other.firstItem === view
                || !(other.holder.map { $0.isDescendant(of: view) } ?? false)
        }
    }

    /// The scratch solver of one fitting-size question, with the variables of the items its constraints
    /// mention (each item's generated constraints are added when it is first mentioned).
    private final class Question {
        let view: UIView
        let width: Wish, height: Wish
        let solver = Solver()
        /// Variables per item (look-ups only).
        var made: [ObjectIdentifier: Variables] = [:]
        /// The `size ≥ 0` rows (look-ups only).
        var nonNegative: Set<ObjectIdentifier> = []
        /// The views whose intrinsic height follows their width (wrapping text), in the order they were met, with
        /// the size their content-size constraints hold now.
        var wrapping: [(view: UIView, width: Variable, size: CGSize, constraints: [Constraint])] = []

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
            for row in vars.addNonNegativeSizes(to: solver) { nonNegative.insert(ObjectIdentifier(row)) }
            if let v = item as? UIView {
                if v !== view { add(GeneratedConstraint.autoresizing(of: v)) }
                let intrinsic = v.intrinsicContentSize
                let content = addContentSize(of: v, intrinsic)
                if v.intrinsicContentSize(atWidth: v.bounds.width) != nil {
                    wrapping.append((v, vars.width, intrinsic, content))
                }
            } else if let guide = item as? UILayoutGuide, guide.kind != .custom, let owner = guide.owningView {
                add(owner.systemGuideConstraints(for: guide))
            }
            return vars
        }

        /// Adds `view`'s content-size constraints for `size` (but on an axis where the wish ignores the measured
        /// view's intrinsic size) and returns them.
        @discardableResult
        func addContentSize(of v: UIView, _ size: CGSize) -> [Constraint] {
            var made: [Constraint] = []
            if !(v === view && width.ignoresIntrinsicSize) {
                made += add(GeneratedConstraint.contentSize(of: v, .horizontal, length: size.width))
            }
            if !(v === view && height.ignoresIntrinsicSize) {
                made += add(GeneratedConstraint.contentSize(of: v, .vertical, length: size.height))
            }
            return made
        }

        /// Size that depends on width (wrapping text): measures each such view at the width it was solved to,
        /// moves its content-size constraints to that size, and solves again, until no size changes (in
        /// practice one extra round; at most four). A multi-line label is so measured at the width the
        /// question gives it, not the width it happens to have (none, before its first layout pass).
        func remeasureWrappingViews() {
            for _ in 0..<4 {
                var changed = false
                for i in wrapping.indices {
                    let entry = wrapping[i]
                    let width = LayoutEngine.length(solver.value(of: entry.width))
                    guard let size = entry.view.intrinsicContentSize(atWidth: width), size != entry.size else { continue }
                    for c in entry.constraints { try? solver.remove(c) }
                    wrapping[i].constraints = addContentSize(of: entry.view, size)
                    wrapping[i].size = size
                    changed = true
                }
                if !changed { return }
            }
        }

        /// Adds generated constraints (each held where its items meet) and returns those added.
        @discardableResult
        func add(_ generated: [GeneratedConstraint]) -> [Constraint] {
            generated.compactMap { g in g.equation.holder.flatMap { add(g.equation, in: $0) } }
        }

        /// Adds one constraint, in `holder`'s coordinate space, and returns it; one that cannot hold is left out.
        @discardableResult
        func add(_ equation: ConstraintEquation, in holder: UIView) -> Constraint? {
            let constraint = ConstraintTranslation.constraint(for: equation, in: holder) { variables(of: $0) }
            return add(constraint) ? constraint : nil
        }

        /// Adds `row`; where it cannot hold only because of `size ≥ 0` rows, those give way (as in the layout:
        /// `LayoutEngine+NonNegativeSizes.swift`); one that cannot hold otherwise is left out.
        @discardableResult
        func add(_ row: Constraint) -> Bool {
            for _ in 0..<8 {
                do {
                    try solver.add(row)
                    return true
                } catch let SolverError.unsatisfiable(_, rows) {
                    let sizes = rows.filter { nonNegative.contains(ObjectIdentifier($0)) }
                    guard !sizes.isEmpty else { return false }
                    for size in sizes { try? solver.remove(size) }
                } catch {
                    return false
                }
            }
            return false
        }
    }
}
