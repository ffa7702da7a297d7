import Foundation
import TrellisSolver

/// Fitting sizes of a hierarchy's top view, answered in the hierarchy's own solver (issue 19).
///
/// A self-sizing cell built in code is the top of its own hierarchy while it is measured: its engine already
/// holds exactly the constraints the fitting question asks about — its subtree's, with the intrinsic sizes —
/// and nothing that ties it to the outside but the top's own size, two edit variables. So, as UIKit's engine
/// does, the question swaps those edit variables for the two wishes (a top view never laid out has none yet:
/// ``addRootSize()``), measures wrapping text at the widths that gives, reads the size and swaps back: each
/// constraint reaches one solver once, instead of once in
/// the engine and again in a scratch solver. The frame that follows (the cell placed at the size found)
/// then costs only the suggestion of its size: wrapping text is already measured at that width.
extension LayoutEngine {
    /// The fitting size of the engine's top view, or nil when it is not answered here: the top is a
    /// ``UIRootView`` (its size holds as required: see `LayoutEngine+RootSize.swift`), or is not registered.
    func topFittingSize(width: FittingSize.Wish, height: FittingSize.Wish) -> CGSize? {
        guard !(root is UIRootView), root.layout.variables != nil else { return nil }
        updatePendingGeneratedConstraints()
        guard let rootSize else {  // never laid out: no size to take out
            return optimalSize(of: root, width: width, height: height, remeasuringWrappingText: true)
        }
        try? solver.removeEditVariable(rootSize.width)
        try? solver.removeEditVariable(rootSize.height)
        let size = optimalSize(of: root, width: width, height: height, remeasuringWrappingText: true)
        try? solver.addEditVariable(rootSize.width, priority: Self.rootSizePriority)
        try? solver.addEditVariable(rootSize.height, priority: Self.rootSizePriority)
        suggestRootSize()
        return size
    }

    /// Size that depends on width (wrapping text): measures each view under `top` whose intrinsic height follows
    /// its width at the width it is solved to, moves its content-size constraints there and solves again, until
    /// no size changes (in practice one extra round; at most four, as a scratch question). Returns each view
    /// measured with the width it was last measured at, in the order first met.
    func remeasureWrappingViews(under top: UIView) -> [(UIView, CGFloat)] {
        var measured: [(UIView, CGFloat)] = []
        // Where each view is in `measured` (a look-up only; the order is `measured`'s, never the dictionary's).
        var position: [ObjectIdentifier: Int] = [:]
        for _ in 0..<4 {
            var changed = false
            top.visitAllViews { view in
                guard let v = view.layout.variables, view.layout.engine === self else { return }
                let width = Self.length(solver.value(of: v.width))
                guard let size = view.intrinsicContentSize(atWidth: width) else { return }
                if let i = position[ObjectIdentifier(view)] {
                    measured[i].1 = width
                } else {
                    position[ObjectIdentifier(view)] = measured.count
                    measured.append((view, width))
                }
                let before = contentSizeConstants(of: view)
                moveContentSize(of: view, to: size)
                if contentSizeConstants(of: view) != before { changed = true }
            }
            if !changed { break }
        }
        return measured
    }

    /// The constants of `view`'s content-size constraints, in the order they were made.
    private func contentSizeConstants(of view: UIView) -> [CGFloat] {
        view.layout.generated.compactMap {
            if case .contentSize = $0.role.group { return $0.constraint.constant } else { return nil }
        }
    }
}
