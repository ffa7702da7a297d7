import Foundation

/// Constraints kept in step with a plan: a component computes the constraints it wants (keyed by a stable id)
/// and ``apply(_:)`` changes the active ones into those, touching only the difference. A stack view keeps its
/// `UISV-…` constraints this way; any component that makes constraints from its properties can.
///
/// Applying a plan is three phases, in this order:
/// 1. **removals**: every constraint whose key the plan no longer has, or whose plan entry differs in anything
///    but its constant and priority (items, attributes, relation, multiplier, identifier: a constraint cannot
///    change those), in the order they were planned;
/// 2. **in place**: the constant and priority of every kept constraint that differ from the plan's;
/// 3. **additions**: the new constraints, in plan order (the plan decides the order the solver sees them in).
///
/// Removals go first so that no addition meets the constraint it replaces. A component that needs a
/// constraint to outlive its replacement — a gap kept until the views that split it are joined in — applies
/// an intermediate plan that still has it, then the final one (see ``UIStackView`` transitions).
final class PlannedConstraints<Key: Hashable> {
    /// One constraint with its key.
    struct Slot {
        let key: Key
        let constraint: NSLayoutConstraint
    }

    /// The constraints with their keys, in the order they were planned (a full ``apply(_:resolve:)``) or added
    /// since (``applyPart(_:replacing:resolve:)`` appends); nil where one was removed since (compacted when
    /// the holes outnumber the constraints).
    private var slots: [Slot?] = []
    /// Per key: its index in ``slots``; nil until a look-up needs it when the last full plan was short (a short
    /// plan is diffed without it, and most components' plans are short: no memory kept for them).
    private var position: [Key: Int]? = [:]
    /// The number of constraints (the slots that are not holes).
    private(set) var count = 0
    /// The length of plan from which ``apply(_:resolve:)`` keeps its key index for later look-ups.
    static var indexedPlanLength: Int { 32 }

    /// The keys of the constraints, in plan order.
    var keys: [Key] { slots.compactMap { $0?.key } }

    /// Every constraint, in plan order.
    var all: [NSLayoutConstraint] { slots.compactMap { $0?.constraint } }

    /// The constraint of `key`, if there is one.
    func constraint(for key: Key) -> NSLayoutConstraint? {
        index()[key].flatMap { slots[$0]?.constraint }
    }

    /// The key index (built from the slots if it was not kept).
    private func index() -> [Key: Int] {
        if let position { return position }
        var built: [Key: Int] = [:]
        built.reserveCapacity(count)
        for (s, slot) in slots.enumerated() { if let slot { built[slot.key] = s } }
        position = built
        return built
    }

    /// Makes the constraints those of `plan` (see the type's three phases), its entries' items resolved to
    /// views and guides by `resolve`. Two hash operations per entry: the plan's keys are indexed once (that
    /// index is kept as the new positions), and each constraint looks its key up once.
    func apply<Entry: PlannedConstraint>(_ plan: [Entry], resolve: (Entry.Item) -> AnyObject) where Entry.Key == Key {
        var wanted: [Key: Int] = [:]
        wanted.reserveCapacity(plan.count)
        for i in plan.indices { wanted[plan[i].key] = i }
        var kept = [NSLayoutConstraint?](repeating: nil, count: plan.count)
        var off: [NSLayoutConstraint] = []
        for case let slot? in slots {
            if let i = wanted[slot.key], Self.matches(slot.constraint, plan[i], resolve) {
                kept[i] = slot.constraint
            } else {
                off.append(slot.constraint)
            }
        }
        NSLayoutConstraint.deactivate(off)
        var on: [NSLayoutConstraint] = []
        var next: [Slot?] = []
        next.reserveCapacity(plan.count)
        for i in plan.indices {
            if let c = kept[i] {
                Self.update(c, to: plan[i])
                next.append(Slot(key: plan[i].key, constraint: c))
            } else {
                let c = Self.make(plan[i], resolve)
                next.append(Slot(key: plan[i].key, constraint: c))
                on.append(c)
            }
        }
        slots = next
        count = next.count
        position = plan.count >= Self.indexedPlanLength ? wanted : nil
        NSLayoutConstraint.activate(on)
    }

    /// Makes the constraints of the keys in `affected` and in `plan` those of `plan`, leaving every other
    /// constraint as it is: the same three phases as ``apply(_:resolve:)`` over those keys only (removals in
    /// the order the constraints were planned, additions in plan order, appended). O(affected + plan), not
    /// O(constraints): a component re-plans only the part of its plan a change touches.
    func applyPart<Entry: PlannedConstraint>(
        _ plan: [Entry], replacing affected: [Key], resolve: (Entry.Item) -> AnyObject
    ) where Entry.Key == Key {
        var wanted: [Key: Int] = [:]
        wanted.reserveCapacity(plan.count)
        for i in plan.indices { wanted[plan[i].key] = i }
        var kept = [NSLayoutConstraint?](repeating: nil, count: plan.count)
        var position = index()
        self.position = nil  // mutated below without a copy, stored back at the end
        defer { self.position = position }
        var offSlots: [Int] = []
        for key in affected where wanted[key] == nil {
            if let s = position[key] { offSlots.append(s) }
        }
        for i in plan.indices {
            guard let s = position[plan[i].key], let slot = slots[s] else { continue }
            if Self.matches(slot.constraint, plan[i], resolve) { kept[i] = slot.constraint } else { offSlots.append(s) }
        }
        offSlots.sort()
        var off: [NSLayoutConstraint] = []
        off.reserveCapacity(offSlots.count)
        for (k, s) in offSlots.enumerated() where k == 0 || offSlots[k - 1] != s {
            guard let slot = slots[s] else { continue }
            off.append(slot.constraint)
            slots[s] = nil
            position[slot.key] = nil
            count -= 1
        }
        NSLayoutConstraint.deactivate(off)
        var on: [NSLayoutConstraint] = []
        for i in plan.indices {
            if let c = kept[i] {
                Self.update(c, to: plan[i])
            } else {
                let c = Self.make(plan[i], resolve)
                position[plan[i].key] = slots.count
                slots.append(Slot(key: plan[i].key, constraint: c))
                count += 1
                on.append(c)
            }
        }
        compactIfSparse(&position)
        NSLayoutConstraint.activate(on)
    }

    /// Deactivates and forgets the constraints whose keys match `predicate`, at once (O(constraints)).
    func remove(where predicate: (Key) -> Bool) {
        remove(keys: keys.filter(predicate))
    }

    /// Deactivates and forgets the constraints of `keys` (those it has), at once, in plan order.
    func remove(keys: [Key]) {
        var position = index()
        var found = keys.compactMap { position[$0] }
        guard !found.isEmpty else { return }
        self.position = nil  // mutated below without a copy, stored back at the end
        found.sort()
        var off: [NSLayoutConstraint] = []
        for s in found {
            guard let slot = slots[s] else { continue }
            off.append(slot.constraint)
            slots[s] = nil
            position[slot.key] = nil
            count -= 1
        }
        compactIfSparse(&position)
        self.position = position
        NSLayoutConstraint.deactivate(off)
    }

    /// Drops the holes of ``slots`` once they outnumber the constraints (amortized O(1) per removal).
    private func compactIfSparse(_ position: inout [Key: Int]) {
        guard slots.count > 2 * count + 16 else { return }
        slots.removeAll { $0 == nil }
        for (s, slot) in slots.enumerated() { position[slot!.key] = s }
    }

    /// Sets the constant and priority of `c` to `e`'s where they differ.
    private static func update<Entry: PlannedConstraint>(_ c: NSLayoutConstraint, to e: Entry) {
        if c.constant != e.constant { c.constant = e.constant }
        if c.priority != e.priority { c.priority = e.priority }
    }

    /// Whether `c` is what `e` describes but for its constant and priority.
    private static func matches<Entry: PlannedConstraint>(
        _ c: NSLayoutConstraint, _ e: Entry, _ resolve: (Entry.Item) -> AnyObject
    ) -> Bool {
        c.firstAttribute == e.firstAttribute && c.relation == e.relation && c.secondAttribute == e.secondAttribute
            && c.multiplier == e.multiplier && c.firstItem === resolve(e.first)
            && c.secondItem === e.second.map(resolve) && c.identifier == e.identifier
    }

    /// A new inactive constraint as `e` describes it.
    private static func make<Entry: PlannedConstraint>(_ e: Entry, _ resolve: (Entry.Item) -> AnyObject)
        -> NSLayoutConstraint
    {
        let c = NSLayoutConstraint(
            object: resolve(e.first), attribute: e.firstAttribute, relatedBy: e.relation,
            toObject: e.second.map(resolve), attribute: e.secondAttribute, multiplier: e.multiplier,
            constant: e.constant, file: #fileID, line: #line)
        c.identifier = e.identifier
        c.priority = e.priority
        return c
    }
}

/// One entry of a plan ``PlannedConstraints`` applies: a stable key and the constraint `first.firstAttribute
/// relation multiplier · second.secondAttribute + constant` at `priority`, named `identifier`, its items
/// symbolic (resolved when the plan is applied).
protocol PlannedConstraint {
    associatedtype Key: Hashable
    associatedtype Item
    var key: Key { get }
    var identifier: String { get }
    var first: Item { get }
    var firstAttribute: NSLayoutConstraint.Attribute { get }
    var relation: NSLayoutConstraint.Relation { get }
    var second: Item? { get }
    var secondAttribute: NSLayoutConstraint.Attribute { get }
    var multiplier: CGFloat { get }
    var constant: CGFloat { get }
    var priority: UILayoutPriority { get }
}
