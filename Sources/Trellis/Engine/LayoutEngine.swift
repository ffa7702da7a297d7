import Foundation
import TrellisSolver

/// The layout engine of one view hierarchy: one ``Solver`` owned by the hierarchy's top view.
///
/// Everything is incremental. Activating a constraint adds one solver row; deactivating removes it; changing a
/// constant (or a frame, or an intrinsic size) shifts a row's constant in place; resizing the root suggests
/// new values for its two edit variables. A layout pass reads the solved frames back and calls
/// `layoutSubviews` where bounds changed.
///
/// Positions are relative to the superview, as frames are: a constraint is written in the coordinate space of
/// the closest common ancestor of its items (the view that holds it), as sums of the `x`/`y` variables along
/// the path from each item up to that ancestor.
///
/// The engine's work is split by concern:
/// - `LayoutEngine+Activation.swift`: what views and constraints tell the engine (activation, holders);
/// - `LayoutEngine+Installation.swift`: constraints in and out of the solver, the table of installed ones;
/// - `LayoutEngine+BrokenConstraints.swift`: unsatisfiable constraints, their retry and UIKit's log;
/// - `LayoutEngine+Registration.swift`: the variables of views and guides;
/// - `LayoutEngine+GeneratedConstraints.swift`: constraints made from view properties, kept in step;
/// - `LayoutEngine+LayoutPass.swift`: read-back and the `layoutSubviews` loop;
/// - `LayoutEngine+RootSize.swift`, `+Hierarchy`, `+OptimalSize`, `+AmbiguityProbe`.
///
/// The hot stored properties skip Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`): the engine
/// is used from one thread and never hands out overlapping accesses, and the checks cost a quarter of a
/// resize's read-back.
final class LayoutEngine {
    let solver = Solver()
    unowned(unsafe) let root: UIView

    // MARK: Registered items

    /// Registered items, in registration order (deterministic read-back). Not retained: the hierarchy keeps
    /// them alive, and an item leaving it is unregistered (the root itself is an item: retaining it would be a
    /// cycle through `ownedEngine`).
    @exclusivity(unchecked) var items: [ItemReference] = []
    /// The registered guides whose insets follow frames (safe area, margins, readable content): every
    /// read-back refreshes them.
    var safeAreaGuides: [UILayoutGuide] = []
    /// Per variable id: the index in `items` of the item it belongs to (-1: none).
    @exclusivity(unchecked) var itemOfVariable: [Int32] = []

    /// An unretained reference to a registered item, with its variables.
    struct ItemReference {
        unowned(unsafe) let item: LayoutItem
        /// The item when it is a view, as an unretained reference the read-back can call without a retain.
        let view: Unmanaged<UIView>?
        let variables: Variables
        /// The read-back in which the item was last looked at.
        var stamp: UInt32 = 0
    }

    // MARK: Installed constraints

    /// The active layout constraints, each at its ``NSLayoutConstraint/engineSlot``, with its solver
    /// constraint (nil while broken). Slots of deactivated constraints are reused (`freeSlots`).
    @exclusivity(unchecked) var installed: [InstalledConstraint] = []
    var freeSlots: [Int32] = []
    /// Required constraints that could not be satisfied, in the order they were broken.
    var broken: [NSLayoutConstraint] = []
    /// Required constraints broken because they could not hold at the root's size (tried again on resize).
    var brokenByRootSize: [NSLayoutConstraint] = []
    /// `size ≥ 0` rows that gave way to required constraints (see `LayoutEngine+NonNegativeSizes.swift`).
    var suspendedSizes: [SuspendedNonNegativeSize] = []

    /// An active layout constraint in the engine.
    ///
    /// Do not shrink this to `constraint` and `solverConstraint` alone: with Swift 6.3.1 a debug build then
    /// miscompiles `Optional<InstalledConstraint>` in generic code (`for entry in installed`, `first(where:)`)
    /// when the optional `unowned(unsafe)` field lends it its spare bits — the loop runs past the end and
    /// releases garbage (RELIABILITY.md, "Session 9 (reliab)").
    struct InstalledConstraint {
        /// The layout constraint (nil: a free slot). Not retained: its holder keeps it while it is active.
        unowned(unsafe) var constraint: NSLayoutConstraint?
        /// Its row in the solver; nil while it is broken.
        var solverConstraint: Constraint?
        /// While broken: the constraints it conflicted with.
        var conflicts: [NSLayoutConstraint] = []
    }

    // MARK: Layout pass state

    /// The root's size in the solver (see `LayoutEngine+RootSize.swift`); nil until it is given.
    var rootSize: RootSize?
    /// Whether anything changed since the last read-back.
    @exclusivity(unchecked) var needsReadBack = true
    /// A variable of each item registered (or moved by hand) since the last read-back: its frame is read even if
    /// no variable of it changed.
    @exclusivity(unchecked) var newlyRegistered: [Variable] = []
    /// The next read-back's number (an item noted for it carries the same stamp).
    @exclusivity(unchecked) var readBackStamp: UInt32 = 1
    /// The items the next read-back looks at, each by the id of a variable of it (an item unregistered meanwhile
    /// is skipped); kept to reuse its storage.
    @exclusivity(unchecked) var touched: [Int] = []
    /// Views whose autoresizing constraints must follow their frame and flag in the next pass (see
    /// ``updateAutoresizing(_:)``). Retained until then: a view that leaves meanwhile is skipped.
    var pendingAutoresizing: [UIView] = []
    /// Views whose content changed since the last pass (``noteContentChanged(_:_:)``), measured once each at
    /// the start of the next. Retained until then: a view that leaves meanwhile is skipped.
    var pendingContent: [UIView] = []
    /// Tops of trees that joined this hierarchy with constraints still to install (``join(_:constraints:)``),
    /// installed at the engine's next question. Retained until then: a tree that leaves meanwhile is skipped.
    var pendingJoins: [UIView] = []
    /// What the engine did, counted for tests (a test-support seam: ``Counters``).
    var counters = Counters()
    /// Size-changed events of views moved by the current read-back, fired once it is done.
    var pendingSizeEvents: [(view: UIView, old: CGSize)] = []

    /// Set while the engine's top view moves into another hierarchy: the engine is about to go, and
    /// deactivations only give slots back (no solver work, no retries).
    var isDiscarded = false

    /// Counts of the engine's work, for tests that check how often a view is measured and the solver edited
    /// (test support only: nothing in the library reads them).
    struct Counters {
        /// Times a view's ``UIView/intrinsicContentSize`` was read into its content-size constraints.
        var intrinsicSizeReads = 0
        /// Solver rows added, removed or moved for layout constraints (install, uninstall, constant and
        /// priority changes).
        var solverEdits = 0
    }

    /// The priority of the root's size: above every priority a layout can use short of required.
    static let rootSizePriority = Priority(999.999)

    /// Whether unsatisfiable-constraint logs go to standard error (UIKit's behaviour; on by default).
    nonisolated(unsafe) static var logsUnsatisfiableConstraints = true

    init(root: UIView) { self.root = root }

    deinit {
        // The constraints are still alive: the top view lets its engine go before anything else.
        for entry in installed { entry.constraint?.engineSlot = -1 }
        // Items that outlive the engine (a subtree kept alive elsewhere when its root goes) keep no trace of it:
        // its generated constraints go (without the engine: it is going), their variables are forgotten, so a
        // later engine registers them afresh.
        for reference in items {
            let item = reference.item
            if let view = item as? UIView, !item.layout.generated.isEmpty {
                view.heldConstraints.removeAll { $0.isGenerated }
            }
            for (_, c) in item.layout.generated {
                if let holder = c.holder, holder !== item as AnyObject { holder.heldConstraints.removeAll { $0 === c } }
                c.holder = nil
            }
            item.layout.references.removeAll { $0.isGenerated }
            item.layout.forgetRegistration()
        }
    }

    /// The engine of `view`'s hierarchy, made on first need.
    static func engine(for view: UIView) -> LayoutEngine {
        if let engine = existingEngine(of: view) { return engine }
        let top = view.topMostView
        let engine = LayoutEngine(root: top)
        top.ownedEngine = engine
        return engine
    }

    /// The engine of `view`'s hierarchy if it has one. The walk up stops at the first view registered in an
    /// engine — a registered item's engine is its hierarchy's (moving a subtree resets the registrations in
    /// it) — so a constraint activated deep in a tree costs O(1), not the tree's depth (issue 20).
    static func existingEngine(of view: UIView) -> LayoutEngine? {
        var current = view
        while true {
            if let engine = current.layout.engine { return engine }
            guard let superview = current.superview else { return current.ownedEngine }
            current = superview
        }
    }

    /// Writes a `[LayoutConstraints]` message to standard error, as UIKit logs misuse.
    static func report(_ message: String) {
        if let collected = collectedReports {
            collected.messages.append(message)
        } else {
            FileHandle.standardError.write(Data("[LayoutConstraints] \(message)\n".utf8))
        }
    }

    /// Where the current task's `[LayoutConstraints]` messages go instead of standard error (tests bind it
    /// with `$collectedReports.withValue(…)`; per task, so parallel tests do not see each other's messages).
    @TaskLocal static var collectedReports: CollectedReports?

    /// The messages ``report(_:)`` collected, in order.
    final class CollectedReports: @unchecked Sendable {
        var messages: [String] = []
        init() {}
    }
}
