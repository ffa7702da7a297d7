import Foundation
import TrellisSolver

/// Fitting-size calculations (the seed's optimal size; UIKit's `systemLayoutSizeFitting`).
///
/// The size a view's own content asks for: its subtree's constraints and intrinsic sizes, with one wish per
/// axis (a target length at a priority). Constraints that tie the view to the outside — its autoresizing
/// constraints, constraints held by its ancestors — take no part, as in UIKit. The calculation runs on a
/// scratch solver, so the hierarchy's solver and every frame are left exactly as they were.
enum FittingSize {
    /// One axis of the request: the wished length and how strongly it is wished.
    struct Wish {
        var length: CGFloat
        var priority: UILayoutPriority
        var ignoresIntrinsicSize = false
    }

    static func size(of view: UIView, width: Wish, height: Wish) -> CGSize {
        view.updateConstraintsIfNeeded()  // constraints made on demand (a stack view's) exist before measuring
        let solver = Solver()
        var made: [ObjectIdentifier: Variables] = [:]  // look-ups only
        func variables(_ item: LayoutItem) -> Variables {
            guard let v = item as? UIView else { return guideVariables(item as! UILayoutGuide) }
            if let known = made[ObjectIdentifier(v)] { return known }
            let vars = Variables(in: solver)
            made[ObjectIdentifier(v)] = vars
            _ = vars.addNonNegativeSizes(to: solver)
            if v !== view && v.translatesAutoresizingMaskIntoConstraints {
                let f = v.storedFrame
                for (variable, value) in [(vars.x, f.minX), (vars.y, f.minY), (vars.width, f.width), (vars.height, f.height)] {
                    try? solver.add(variable == Double(value))
                }
            }
            let intrinsic = v.intrinsicContentSize
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                let length = axis == .horizontal ? intrinsic.width : intrinsic.height
                let ignored = v === view && (axis == .horizontal ? width : height).ignoresIntrinsicSize
                guard length != UIView.noIntrinsicMetric, !ignored else { continue }
                let size = axis == .horizontal ? vars.width : vars.height
                try? solver.add((size <= Double(length)).withPriority(priority(v.contentHuggingPriority(for: axis))))
                try? solver.add(
                    (size >= Double(length)).withPriority(priority(v.contentCompressionResistancePriority(for: axis))))
            }
            return vars
        }
        func guideVariables(_ guide: UILayoutGuide) -> Variables {
            if let known = made[ObjectIdentifier(guide)] { return known }
            let vars = Variables(in: solver)
            made[ObjectIdentifier(guide)] = vars
            _ = vars.addNonNegativeSizes(to: solver)
            if guide.kind == .scrollContent, let owner = guide.owningView as? UIScrollView {
                let size = owner.storedContentSize
                try? solver.add(vars.x == 0)
                try? solver.add(vars.y == 0)
                try? solver.add((vars.width == Double(size.width)).withPriority(Priority(1)))
                try? solver.add((vars.height == Double(size.height)).withPriority(Priority(1)))
            } else if guide.kind != .custom, let owner = guide.owningView {
                let insets = owner.insets(for: guide.kind), box = variables(owner)
                try? solver.add(vars.x == Double(insets.left))
                try? solver.add(vars.y == Double(insets.top))
                try? solver.add(vars.width == box.width - Double(insets.left + insets.right))
                try? solver.add(vars.height == box.height - Double(insets.top + insets.bottom))
            }
            return vars
        }
        let own = variables(view)
        view.visitAllViews { holder in
            for c in holder.heldConstraints where !c.isGenerated
                && !(holder.layout.engine?.isBroken(c) ?? false)
            {
                try? solver.add(ConstraintTranslation.constraint(for: c, in: holder, variables: variables))
            }
        }
        try? solver.add((own.width == Double(width.length)).withPriority(priority(width.priority)))
        try? solver.add((own.height == Double(height.length)).withPriority(priority(height.priority)))
        return CGSize(width: max(0, solver.value(of: own.width)), height: max(0, solver.value(of: own.height)))
    }

    static func priority(_ p: UILayoutPriority) -> Priority { Priority(min(1000, max(1, Double(p.rawValue)))) }
}
