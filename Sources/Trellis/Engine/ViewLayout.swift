import Foundation
import TrellisSolver

/// A view's (or layout guide's) state in the layout engine of its hierarchy.
///
/// A registered item has four solver variables: `x`, `y` relative to its superview's coordinate space (the
/// frame origin, as in UIKit) and `width`, `height`. Relative positions keep constraints between siblings and
/// between a view and its superview one- or two-term expressions, and let a whole subtree move with its top.
///
/// A class, so that views and guides reached through the `LayoutItem` protocol are updated in place (a
/// struct behind a protocol's `get set` would be copied on every change — quadratic for a root that many
/// constraints refer to). The storage read for every constraint skips Swift's dynamic exclusivity checks, as
/// the engine's own does (one thread, no overlapping access).
final class ViewLayout {
    /// The engine the variables belong to; nil when the item is not registered. Not retained (the top view
    /// owns the engine, which clears this for every item in its `deinit`).
    @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?
    /// The item's variables in `engine`.
    @exclusivity(unchecked) var variables: Variables?
    /// The item's `width >= 0` and `height >= 0` rows made so far (required; made when a solution needs them:
    /// `LayoutEngine+NonNegativeSizes.swift`).
    var nonNegative: [Constraint] = []
    /// The constraints the engine generated for the item (see ``GeneratedConstraint``), by role: a view's frame
    /// while `translatesAutoresizingMaskIntoConstraints` is on, its intrinsic size, a system guide's placement.
    @exclusivity(unchecked) var generated: [(role: GeneratedConstraint.Role, constraint: NSLayoutConstraint)] = []
    /// Whether the view waits in its engine's list for its autoresizing constraints to follow its frame.
    var autoresizingPending = false
    /// What of the view's content changed since its engine last measured it (it waits in the engine's list
    /// while not empty).
    var pendingContent: PendingContent = []
    /// Active constraints that mention this item (to deactivate those crossing a subtree that leaves).
    @exclusivity(unchecked) var references: [NSLayoutConstraint] = []
    /// The last fitting-size question asked of the view, kept to answer the next (`FittingSize+Reuse.swift`).
    var fitting: FittingSize.Question?

    var isRegistered: Bool { variables != nil }

    /// The generated constraint of `role`, if the item has one.
    func generated(_ role: GeneratedConstraint.Role) -> NSLayoutConstraint? {
        generated.first { $0.role == role }?.constraint
    }

    /// The generated constraints of `group`, in the order they were made.
    func generated(_ group: GeneratedConstraint.Role.Group) -> [NSLayoutConstraint] {
        generated.compactMap { $0.role.group == group ? $0.constraint : nil }
    }

    /// Forgets the item's registration in its engine (variables, rows, generated constraints, pending
    /// autoresizing), keeping the constraints that refer to it.
    func forgetRegistration() {
        engine = nil
        variables = nil
        nonNegative = []
        generated = []
        autoresizingPending = false
        pendingContent = []
    }

    /// What of a view's content its engine has yet to measure (`LayoutEngine+GeneratedConstraints.swift`).
    struct PendingContent: OptionSet {
        let rawValue: UInt8
        /// The intrinsic size, or a hugging or compression-resistance priority.
        static let intrinsicSize = PendingContent(rawValue: 1)
        /// The baseline offsets.
        static let baselines = PendingContent(rawValue: 2)
    }

}

/// The four solver variables of a registered view.
struct Variables {
    let x: Variable, y: Variable, width: Variable, height: Variable

    /// Four new variables of `solver`.
    init(in solver: Solver) {
        x = solver.makeVariable()
        y = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    /// Adds `width >= 0` and `height >= 0` (required: sizes are never negative) and returns them.
    func addNonNegativeSizes(to solver: Solver) -> [Constraint] {
        let constraints = [width >= 0, height >= 0]
        for c in constraints { try? solver.add(c) }
        return constraints
    }
}
