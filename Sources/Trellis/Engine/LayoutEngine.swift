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
/// The hot stored properties skip Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`): the engine
/// is used from one thread and never hands out overlapping accesses, and the checks cost a quarter of a
/// resize's read-back.
final class LayoutEngine {
    let solver = Solver()
    unowned(unsafe) let root: UIView
    /// Registered items, in registration order (deterministic read-back). Not retained: the hierarchy keeps
    /// them alive, and an item leaving it is unregistered (the root itself is an item: retaining it would be a
    /// cycle through `ownedEngine`).
    @exclusivity(unchecked) var items: [ItemReference] = []

    /// The registered guides whose insets follow frames (safe area, margins, readable content): every
    /// read-back refreshes them.
    var safeAreaGuides: [UILayoutGuide] = []

    /// Per variable id: the index in `items` of the item it belongs to (-1: none).
    @exclusivity(unchecked) var itemOfVariable: [Int32] = []
    /// A variable of each item registered (or moved by hand) since the last read-back: its frame is read even if
    /// no variable of it changed.
    @exclusivity(unchecked) var newlyRegistered: [Variable] = []
    @exclusivity(unchecked) private var readBackStamp: UInt32 = 0
    /// The items the current read-back looks at (scratch, kept to reuse its storage).
    @exclusivity(unchecked) private var touched: [Int] = []

    /// An unretained reference to a registered item, with its variables.
    struct ItemReference {
        unowned(unsafe) let item: LayoutItem
        /// The item when it is a view, as an unretained reference the read-back can call without a retain.
        let view: Unmanaged<UIView>?
        let variables: Variables
        /// The read-back in which the item was last looked at.
        var stamp: UInt32 = 0
    }
    /// Solver constraint → layout constraint, for naming conflicts (look-ups only).
    var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Required constraints that could not be satisfied, with the constraints they conflicted with.
    var broken: [(constraint: NSLayoutConstraint, conflicts: [NSLayoutConstraint])] = []
    /// The root's size as edit variables.
    var rootSize: (width: Variable, height: Variable)?
    /// Size-changed events of views moved by the current read-back, fired once it is done.
    var pendingSizeEvents: [(view: UIView, old: CGSize)] = []
    /// Required constraints broken because they could not hold at the root's size (tried again on resize).
    var brokenByRootSize: [NSLayoutConstraint] = []
    /// Whether anything changed since the last read-back.
    @exclusivity(unchecked) var needsReadBack = true

    /// The priority of the root's size: above every priority a layout can use short of required.
    static let rootSizePriority = Priority(999.999)

    /// Whether unsatisfiable-constraint logs go to standard error (UIKit's behaviour; on by default).
    nonisolated(unsafe) static var logsUnsatisfiableConstraints = true

    init(root: UIView) { self.root = root }

    deinit {
        for reference in items { reference.item.layout.engine = nil }
    }

    // MARK: Entry points from views and constraints

    /// The engine of `view`'s hierarchy, made on first need.
    static func engine(for view: UIView) -> LayoutEngine {
        let top = view.topMostView
        if let engine = top.ownedEngine { return engine }
        let engine = LayoutEngine(root: top)
        top.ownedEngine = engine
        return engine
    }

    static func activate(_ c: NSLayoutConstraint) {
        guard !c.isOrphaned else {
            report("Unable to activate constraint \(c): an item it relates no longer exists.")
            return
        }
        guard let first = c.layoutItems.first, let firstView = first.hierarchyView else {
            report("Unable to activate constraint \(c): its first item is not a view or a guide added to a view.")
            return
        }
        let second = c.layoutItems.second
        if c.secondItem != nil && second?.hierarchyView == nil {
            report("Unable to activate constraint \(c): its second item is not a view or a guide added to a view.")
            return
        }
        guard let holder = second.map({ firstView.closestCommonAncestor(with: $0.hierarchyView!) }) ?? firstView else {
            report(
                "Unable to activate constraint with anchors \(c.firstAnchor!) and \(c.secondAnchor!) because they have "
                    + "no common ancestor. Does the constraint or its anchors reference items in different view "
                    + "hierarchies? That's illegal.")
            return
        }
        c.holder = holder
        c.releaseItems()
        holder.heldConstraints.append(c)
        first.layout.references.append(c)
        if let second, second !== first { second.layout.references.append(c) }
        engine(for: holder).install(c)
        holder.notifyConstraintAdded(c)
    }

    static func deactivate(_ c: NSLayoutConstraint) {
        guard let holder = c.holder else { return }
        holder.topMostView.ownedEngine?.uninstall(c)
        if let i = holder.heldConstraints.firstIndex(where: { $0 === c }) { holder.heldConstraints.remove(at: i) }
        for item in [c.layoutItems.first, c.layoutItems.second] {
            if let item, let i = item.layout.references.firstIndex(where: { $0 === c }) {
                item.layout.references.remove(at: i)
            }
        }
        c.holder = nil
        c.retainItems()
        holder.notifyConstraintRemoved(c)
    }

    static func constantChanged(_ c: NSLayoutConstraint) {
        guard let holder = c.holder, let engine = holder.topMostView.ownedEngine else { return }
        engine.updateConstant(c)
    }

    static func priorityChanged(_ c: NSLayoutConstraint, from old: UILayoutPriority) {
        guard let holder = c.holder, let engine = holder.topMostView.ownedEngine else { return }
        engine.updatePriority(c, from: old)
    }

    static func frameChanged(_ view: UIView) {
        guard let engine = view.layout.engine else { return }
        if view === engine.root {
            engine.suggestRootSize()
        } else if view.translatesAutoresizingMaskIntoConstraints {
            engine.updateAutoresizing(view)
        } else if let v = view.layout.variables {
            // A frame set by hand on a view placed by constraints lasts until the next layout pass.
            engine.newlyRegistered.append(v.x)
            engine.needsReadBack = true
        }
    }

    static func autoresizingChanged(_ view: UIView) {
        guard let engine = view.layout.engine, view !== engine.root else { return }
        engine.updateAutoresizing(view)
    }

    /// Leading and trailing of the subtree may have flipped: rebuild the constraints that use them.
    static func directionChanged(_ view: UIView) {
        var affected: [NSLayoutConstraint] = []
        view.visitSubtree { v in
            for c in v.layout.references + v.guides.flatMap(\.layout.references)
            where [.leading, .trailing].contains(c.firstAttribute.withoutMargins)
                || [.leading, .trailing].contains(c.secondAttribute.withoutMargins)
            {
                if !affected.contains(where: { $0 === c }) { affected.append(c) }
            }
        }
        for c in affected {
            guard let engine = c.holder?.topMostView.ownedEngine else { continue }
            engine.uninstall(c)
            engine.install(c)
        }
    }

    /// The view's baseline offsets changed: move the constraints on its baselines (constants only).
    static func baselinesChanged(_ view: UIView) {
        for c in view.layout.references
        where [.firstBaseline, .lastBaseline].contains(c.firstAttribute) && c.firstItem === view
            || [.firstBaseline, .lastBaseline].contains(c.secondAttribute) && c.secondItem === view
        {
            guard let holder = c.holder, let engine = holder.topMostView.ownedEngine else { continue }
            if c.firstAttribute == .firstBaseline || c.secondAttribute == .firstBaseline {
                // Whether the first baseline has a height term depends on whether there is an offset.
                engine.uninstall(c)
                engine.install(c)
            } else {
                engine.updateConstant(c)
            }
        }
    }

    static func intrinsicSizeChanged(_ view: UIView) {
        view.layout.engine?.updateIntrinsic(view)
    }

    // MARK: Installing constraints

    /// Puts an activated constraint into the solver, or breaks it if it cannot hold.
    func install(_ c: NSLayoutConstraint) {
        let constraint = solverConstraint(for: c)
        do {
            try solver.add(constraint)
            c.solverConstraint = constraint
            owners[ObjectIdentifier(constraint)] = c
            if c.priority == .required && !rootSizeHolds { breakForRootSize(c) }
        } catch {
            breakConstraint(c, error: error)
        }
        needsReadBack = true
    }

    func uninstall(_ c: NSLayoutConstraint) {
        if let constraint = c.solverConstraint {
            try? solver.remove(constraint)
            owners[ObjectIdentifier(constraint)] = nil
            c.solverConstraint = nil
            retryBroken(after: c)
        } else if let i = broken.firstIndex(where: { $0.constraint === c }) {
            broken.remove(at: i)
        }
        needsReadBack = true
    }

    private func updateConstant(_ c: NSLayoutConstraint) {
        guard let constraint = c.solverConstraint else { return }
        do {
            try solver.updateConstant(of: constraint, to: ConstraintTranslation.solverConstant(of: c))
            if c.priority == .required && !rootSizeHolds { breakForRootSize(c) }
        } catch {
            try? solver.remove(constraint)
            owners[ObjectIdentifier(constraint)] = nil
            c.solverConstraint = nil
            breakConstraint(c, error: error)
        }
        needsReadBack = true
    }

    private func updatePriority(_ c: NSLayoutConstraint, from old: UILayoutPriority) {
        if let constraint = c.solverConstraint, old != .required, c.priority != .required {
            try? solver.updatePriority(of: constraint, to: Priority(Double(c.priority.rawValue)))
        } else {
            uninstall(c)
            install(c)
        }
        needsReadBack = true
    }

    /// The solver constraint of an active layout constraint, in its holder's coordinate space.
    private func solverConstraint(for c: NSLayoutConstraint) -> Constraint {
        ConstraintTranslation.constraint(for: c, in: c.holder!) { variables(of: $0) }
    }

    // MARK: Registering views

    /// The variables of `item`, registering it first if needed.
    private func variables(of item: LayoutItem) -> Variables {
        if let v = item.layout.variables { return v }
        guard let view = item as? UIView else { return register(item as! UILayoutGuide) }
        let v = makeVariables(for: view)
        if view === root {
            try? solver.addEditVariable(v.width, priority: Self.rootSizePriority)
            try? solver.addEditVariable(v.height, priority: Self.rootSizePriority)
            rootSize = (v.width, v.height)
            suggestRootSize()
        } else if view.translatesAutoresizingMaskIntoConstraints {
            updateAutoresizing(view)
        }
        updateIntrinsic(view)
        return v
    }

    private func suggestRootSize() {
        guard let rootSize else { return }
        try? solver.suggestValue(rootSize.width, Double(root.storedFrame.width))
        try? solver.suggestValue(rootSize.height, Double(root.storedFrame.height))
        needsReadBack = true
        rootSizeChanged()
    }

    /// Makes, updates or removes the frame's required constraints to match the view's frame and flag.
    private func updateAutoresizing(_ view: UIView) {
        guard view.layout.isRegistered, let superview = view.superview else { return }
        guard view.translatesAutoresizingMaskIntoConstraints else {
            let old = view.layout.autoresizing
            view.layout.autoresizing = []
            NSLayoutConstraint.deactivate(old)
            return
        }
        let f = view.storedFrame
        let values = [f.minX, f.minY, f.width, f.height]
        if view.layout.autoresizing.isEmpty {
            let make = { (a: NSLayoutConstraint.Attribute, to: UIView?, k: CGFloat) in
                NSAutoresizingMaskLayoutConstraint(
                    item: view, attribute: a, relatedBy: .equal, toItem: to, attribute: to == nil ? .notAnAttribute : a,
                    multiplier: 1, constant: k)
            }
            let made = [
                make(.left, superview, values[0]), make(.top, superview, values[1]), make(.width, nil, values[2]),
                make(.height, nil, values[3]),
            ]
            for c in made { c.identifier = "autoresizing" }
            view.layout.autoresizing = made
            NSLayoutConstraint.activate(made)
        } else {
            for (c, k) in zip(view.layout.autoresizing, values) where c.constant != k { c.constant = k }
        }
    }

    /// Makes or updates the content-size constraints from the view's intrinsic size and priorities.
    private func updateIntrinsic(_ view: UIView) {
        guard view.layout.isRegistered else { return }
        let size = view.intrinsicContentSize
        let old = view.layout.intrinsic
        var made: [NSLayoutConstraint] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let length = axis == .horizontal ? size.width : size.height
            guard length != UIView.noIntrinsicMetric else { continue }
            let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            for (relation, priority) in [
                (NSLayoutConstraint.Relation.lessThanOrEqual, view.contentHuggingPriority(for: axis)),
                (.greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis)),
            ] {
                if let existing = old.first(where: { $0.firstAttribute == attribute && $0.relation == relation }) {
                    existing.constant = length
                    existing.priority = priority
                    made.append(existing)
                } else {
                    let c = NSContentSizeLayoutConstraint(
                        item: view, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
                        multiplier: 1, constant: length)
                    c.priority = priority
                    c.identifier = relation == .lessThanOrEqual ? "hugging" : "compression-resistance"
                    made.append(c)
                    c.isActive = true
                }
            }
        }
        for c in old where !made.contains(where: { $0 === c }) { c.isActive = false }
        view.layout.intrinsic = made
        view.layout.intrinsicSize = size
    }

    /// Registers a layout guide: its variables, and for the margins and safe-area guides the four required
    /// constraints that inset it from its owning view.
    private func register(_ guide: UILayoutGuide) -> Variables {
        let v = makeVariables(for: guide)
        guard guide.kind != .custom, let owner = guide.owningView else { return v }
        if guide.kind == .scrollContent, let scrollView = owner as? UIScrollView {
            registerContentGuide(guide, of: scrollView)
            return v
        }
        if guide.kind.insetsFollowFrames { safeAreaGuides.append(guide) }
        let insets = owner.insets(for: guide.kind)
        let pairs: [(NSLayoutConstraint.Attribute, CGFloat)] = [
            (.left, insets.left), (.top, insets.top), (.right, -insets.right), (.bottom, -insets.bottom),
        ]
        let made = pairs.map { attribute, k in
            let c = UISystemGuideConstraint(
                item: guide, attribute: attribute, relatedBy: .equal, toItem: owner, attribute: attribute,
                multiplier: 1, constant: k)
            c.identifier = "\(guide.identifier)-\(attribute)"
            return c
        }
        guide.layout.autoresizing = made
        NSLayoutConstraint.activate(made)
        return v
    }

    /// A scroll view's content guide: its origin is the scroll view's bounds origin (content coordinates, so
    /// scrolling moves nothing in the solver); its size is what the content's constraints make it, else the
    /// ``UIScrollView/contentSize`` set by hand (a priority-1 wish).
    private func registerContentGuide(_ guide: UILayoutGuide, of scrollView: UIScrollView) {
        let origin = [NSLayoutConstraint.Attribute.left, .top].map { attribute in
            UISystemGuideConstraint(
                item: guide, attribute: attribute, relatedBy: .equal, toItem: scrollView, attribute: attribute,
                multiplier: 1, constant: 0)
        }
        let size = scrollView.storedContentSize
        let wishes = [(NSLayoutConstraint.Attribute.width, size.width), (.height, size.height)].map { attribute, k in
            let c = UISystemGuideConstraint(
                item: guide, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: k)
            c.priority = UILayoutPriority(1)
            return c
        }
        let made = origin + wishes
        for (c, name) in zip(made, ["left", "top", "width", "height"]) { c.identifier = "\(guide.identifier)-\(name)" }
        guide.layout.autoresizing = made
        NSLayoutConstraint.activate(made)
    }

    /// A content size set by hand: the content guide's size wishes follow (constants only).
    static func contentSizeChanged(_ scrollView: UIScrollView) {
        let guide = scrollView.contentLayoutGuide
        guard guide.layout.isRegistered, guide.layout.autoresizing.count == 4 else { return }
        let size = scrollView.storedContentSize
        let wishes = guide.layout.autoresizing
        if wishes[2].constant != size.width { wishes[2].constant = size.width }
        if wishes[3].constant != size.height { wishes[3].constant = size.height }
    }

    /// The margins or safe-area insets of `view` changed: move its guide's constraints.
    static func guideInsetsChanged(_ view: UIView, _ kind: UILayoutGuide.Kind) {
        guard let guide = view.guides.first(where: { $0.kind == kind }), guide.layout.isRegistered else { return }
        let insets = view.insets(for: kind)
        let values = [insets.left, insets.top, -insets.right, -insets.bottom]
        for (c, k) in zip(guide.layout.autoresizing, values) where c.constant != k { c.constant = k }
    }

    /// Safe-area insets follow frames: after a read-back, move the safe-area guides whose insets changed
    /// (the next pass of the layout loop reads the result back).
    private func refreshSafeAreas() {
        for guide in safeAreaGuides {
            if let owner = guide.owningView { owner.frameDependentInsetsMayHaveChanged(guide.kind) }
        }
    }

    /// Registers `item`: four new variables, `width >= 0` and `height >= 0`.
    private func makeVariables(for item: LayoutItem) -> Variables {
        let v = Variables(in: solver)
        item.layout.engine = self
        item.layout.variables = v
        items.append(ItemReference(item: item, view: (item as? UIView).map { Unmanaged.passUnretained($0) }, variables: v))
        setOwner(of: v, to: Int32(items.count - 1))
        newlyRegistered.append(v.x)
        item.layout.nonNegative = v.addNonNegativeSizes(to: solver)
        return v
    }

    /// Points the variables of `v` at the item at `index` (-1: none).
    func setOwner(of v: Variables, to index: Int32) {
        for variable in [v.x, v.y, v.width, v.height] {
            let id = Int(variable.id)
            if id >= itemOfVariable.count {
                itemOfVariable.append(contentsOf: repeatElement(-1, count: id + 1 - itemOfVariable.count))
            }
            itemOfVariable[id] = index
        }
    }

    // MARK: Unsatisfiable constraints

    func breakConstraint(_ c: NSLayoutConstraint, error: Error) {
        var conflicts: [NSLayoutConstraint] = []
        if case let SolverError.unsatisfiable(_, solverConflicts)? = error as? SolverError {
            conflicts = solverConflicts.compactMap { owners[ObjectIdentifier($0)] }
        }
        breakConstraint(c, conflicts: conflicts)
    }

    /// Records `c` as broken, logs it as UIKit does, and fires the root's unsatisfiable-constraint event.
    func breakConstraint(_ c: NSLayoutConstraint, conflicts: [NSLayoutConstraint]) {
        broken.append((c, conflicts))
        if Self.logsUnsatisfiableConstraints {
            var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            text += "\tProbably at least one of the constraints in the following list is one you don't want.\n"
            text += "\tTry this:\n\t\t(1) look at each constraint and try to figure out which you don't expect;\n"
            text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.\n"
            if conflicts.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
                text += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer "
                text += "to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)\n"
            }
            text += "(\n" + (conflicts + [c]).map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
            text += "Will attempt to recover by breaking constraint \n\(c)\n"
            FileHandle.standardError.write(Data(text.utf8))
        }
        (root as? UIRootView)?.reportUnsatisfiable(c, conflicts: conflicts)
    }

    /// Tries again every broken constraint whose conflicting set included `removed`.
    private func retryBroken(after removed: NSLayoutConstraint) {
        let retry = broken.filter { entry in entry.conflicts.contains { $0 === removed } }
        guard !retry.isEmpty else { return }
        broken.removeAll { entry in retry.contains { $0.constraint === entry.constraint } }
        for entry in retry { install(entry.constraint) }
    }

    /// Whether `c` is active but broken (not applied).
    func isBroken(_ c: NSLayoutConstraint) -> Bool { broken.contains { $0.constraint === c } }

    // MARK: Layout pass

    /// Moves the registered items (but the root, whose frame is given) whose variables changed to their solved
    /// frames: only the variables the solver reports as changed are looked at, not the whole layout.
    func readBack() {
        guard needsReadBack else { return }
        needsReadBack = false
        readBackStamp &+= 1
        if readBackStamp == 0 {
            for i in items.indices { items[i].stamp = 0 }
            readBackStamp = 1
        }
        touched.removeAll(keepingCapacity: true)
        solver.takeChangedVariables(note)
        for variable in newlyRegistered { note(variable) }
        newlyRegistered.removeAll(keepingCapacity: true)
        let rootPointer = Unmanaged.passUnretained(root).toOpaque()
        for index in touched {
            let reference = items[index]
            let v = reference.variables
            let frame = CGRect(
                x: solver.value(of: v.x), y: solver.value(of: v.y),
                width: max(0, solver.value(of: v.width)), height: max(0, solver.value(of: v.height)))
            if let view = reference.view {
                // The root's frame is given, not solved. Views are called through an unretained reference (the
                // hierarchy keeps them alive): no retain and release per view.
                guard view.toOpaque() != rootPointer else { continue }
                view._withUnsafeGuaranteedRef { $0.applyLayoutFrame(frame) }
            } else {
                reference.item.applyLayoutFrame(frame)
            }
        }
        refreshSafeAreas()
        if !pendingSizeEvents.isEmpty {
            let events = pendingSizeEvents
            pendingSizeEvents.removeAll()
            for (view, old) in events { view.notifySizeChanged(from: old) }
        }
    }

    /// Notes the item `variable` belongs to as touched by this read-back (once).
    private func note(_ variable: Variable) {
        let id = Int(variable.id)
        guard id < itemOfVariable.count else { return }
        let index = Int(itemOfVariable[id])
        guard index >= 0, items[index].stamp != readBackStamp else { return }
        items[index].stamp = readBackStamp
        touched.append(index)
    }

    /// The layout pass of `view`'s hierarchy (``UIView/layoutIfNeeded()``): update constraints, read the
    /// solution back, call `layoutSubviews` top-down where needed; again if that changed anything (bounded).
    static func layout(_ view: UIView) {
        let top = view.topMostView
        for _ in 0..<8 {
            updateConstraints(in: top)
            top.ownedEngine?.readBack()
            var laidOut = false
            layoutSubviews(in: top, laidOut: &laidOut)
            let again = (top.ownedEngine?.needsReadBack ?? false) || top.subtreeNeedsUpdateConstraints
            if !laidOut || !again { break }
        }
    }

    /// Calls `layoutSubviews` on the views that need it, parents before children, visiting only flagged
    /// subtrees.
    private static func layoutSubviews(in view: UIView, laidOut: inout Bool) {
        guard view.subtreeNeedsLayout else { return }
        view.subtreeNeedsLayout = false
        if view.needsLayout {
            view.needsLayout = false
            view.layoutSubviews()
            laidOut = true
        }
        // The subviews are walked unretained (this visits every resized view); the array is copied first, so a
        // `layoutSubviews` that changes the hierarchy mutates a copy, and the walked storage keeps them alive.
        let subviews = view.subviews
        guard !subviews.isEmpty else { return }
        subviews.withUnsafeBufferPointer { subviews in
            for i in subviews.indices where subviews[i].subtreeNeedsLayout {
                Unmanaged.passUnretained(subviews[i])._withUnsafeGuaranteedRef { layoutSubviews(in: $0, laidOut: &laidOut) }
            }
        }
    }

    /// Calls `updateConstraints` on the views under `view` that need it, leaves first, visiting only flagged
    /// subtrees.
    static func updateConstraints(in view: UIView) {
        guard view.subtreeNeedsUpdateConstraints else { return }
        view.subtreeNeedsUpdateConstraints = false
        for subview in view.subviews { updateConstraints(in: subview) }
        if view.needsUpdateConstraints {
            view.needsUpdateConstraints = false
            view.updateConstraints()
        }
    }

    private static func report(_ message: String) {
        FileHandle.standardError.write(Data("[LayoutConstraints] \(message)\n".utf8))
    }
}

