import Foundation
import TrellisSolver

/// Fitting sizes of a hierarchy's top view, answered in the hierarchy's own solver (issue 19).
///
/// A self-sizing cell built in code is the top of its own hierarchy while it is measured: its engine already
/// holds exactly the constraints the fitting question asks about — its subtree's, with the intrinsic sizes —
/// and nothing that ties it to the outside but the top's own size, the two rows of ``RootSize``. So, as UIKit's
/// engine does, the question moves those two rows to the two wishes (in place: a new constant and priority
/// each), measures wrapping text at the widths that gives and reads the size: each constraint reaches one solver
/// once, instead of once in the engine and again in a scratch solver.
///
/// The rows keep the wishes after the question (``RootSize/holdsWishes``): the solution is the answer, and the
/// usual next step — the cell placed at the size found, then laid out — puts the frame's size back into them
/// (``addRootSize()``, ``suggestRootSize()``) without the solution moving, where taking the size out for the
/// question and adding it back afterwards cost a required row's addition and removal and two edit variables'
/// additions (a sixth of a feed cell's build).
extension LayoutEngine {
    /// The fitting size of the engine's top view, or nil when it is not answered here: the top is a
    /// ``UIRootView`` (its size holds as required: see `LayoutEngine+RootSize.swift`), or is not registered.
    ///
    /// A required wish is held at ``rootSizePriority``: above every priority a layout can use short of required,
    /// so the answer is the one a required wish gives whenever that can hold (and the closest length when the
    /// content's required constraints refuse it, where a required row would fail).
    func topFittingSize(width: FittingSize.Wish, height: FittingSize.Wish) -> CGSize? {
        guard !(root is UIRootView), let v = root.layout.variables else { return nil }
        updatePendingGeneratedConstraints()
        return measure(root, v, width: width, height: height, remeasuringWrappingText: true) {
            makeRootSize(priority: (Self.wishPriority(width), Self.wishPriority(height)))
            moveRootSize(\.widthRow, to: Double(width.length), priority: Self.wishPriority(width))
            moveRootSize(\.heightRow, to: Double(height.length), priority: Self.wishPriority(height))
            rootSize?.holdsWishes = true
            return {}
        }
    }

    /// The priority of a root-size row holding `wish`: a required wish at ``rootSizePriority``.
    static func wishPriority(_ wish: FittingSize.Wish) -> Priority {
        wish.priority == .required ? rootSizePriority : wish.priority.editPriority
    }

    /// Size that depends on width (wrapping text): measures each view under `top` whose intrinsic height follows
    /// its width at the width it is solved to, moves its content-size constraints there and solves again, until
    /// no size changes (in practice one extra round; at most four, as a scratch question). Returns each view
    /// measured with the width it was last measured at, in the order first met.
    func remeasureWrappingViews(under top: UIView) -> [(UIView, CGFloat)] {
        var measured: [(UIView, CGFloat)] = []
        // Where each view is in `measured` (a look-up only; the order is `measured`'s, never the dictionary's).
        var position: [ObjectIdentifier: Int] = [:]
        defer { settleSizes() }
        for _ in 0..<4 {
            settleSizes()
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
