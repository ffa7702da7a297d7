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
    /// The constraints with their keys, in plan order.
    private(set) var entries: [(key: Key, constraint: NSLayoutConstraint)] = []

    /// The keys of the constraints, in plan order.
    var keys: [Key] { entries.map(\.key) }

    /// Every constraint, in plan order.
    var all: [NSLayoutConstraint] { entries.map(\.constraint) }

    /// Makes the constraints those of `plan` (see the type's three phases), its entries' items resolved to
    /// views and guides by `resolve`. Two hash operations per entry: the plan's keys are indexed once, and each
    /// constraint looks its key up once.
    func apply<Entry: PlannedConstraint>(_ plan: [Entry], resolve: (Entry.Item) -> AnyObject) where Entry.Key == Key {
        var wanted: [Key: Int] = [:]
        wanted.reserveCapacity(plan.count)
        for i in plan.indices { wanted[plan[i].key] = i }
        var kept = [NSLayoutConstraint?](repeating: nil, count: plan.count)
        var off: [NSLayoutConstraint] = []
        for (key, c) in entries {
            if let i = wanted[key], Self.matches(c, plan[i], resolve) {
                kept[i] = c
            } else {
                off.append(c)
            }
        }
        NSLayoutConstraint.deactivate(off)
        var on: [NSLayoutConstraint] = []
        var next: [(key: Key, constraint: NSLayoutConstraint)] = []
        next.reserveCapacity(plan.count)
        for i in plan.indices {
            if let c = kept[i] {
                let constant = plan[i].constant, priority = plan[i].priority
                if c.constant != constant { c.constant = constant }
                if c.priority != priority { c.priority = priority }
                next.append((plan[i].key, c))
            } else {
                let c = Self.make(plan[i], resolve)
                next.append((plan[i].key, c))
                on.append(c)
            }
        }
        entries = next
        NSLayoutConstraint.activate(on)
    }

    /// Deactivates and forgets the constraints whose keys match `predicate`, at once.
    func remove(where predicate: (Key) -> Bool) {
        var off: [NSLayoutConstraint] = []
        entries.removeAll { entry in
            guard predicate(entry.key) else { return false }
            off.append(entry.constraint)
            return true
        }
        NSLayoutConstraint.deactivate(off)
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
