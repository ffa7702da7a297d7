import Foundation

/// A stack view's state besides its public properties: the arranged views and what is known about each (custom
/// spacing, arrangement-order weight, intrinsic-size subscription), and the constraints and guides of the last
/// plan applied.
final class StackArrangement {
    /// The arranged views, in order (hidden ones included).
    var arranged: [UIView] = []
    /// Custom spacing after an arranged view.
    var customSpacing: [ObjectIdentifier: CGFloat] = [:]
    /// Per arranged view: its arrangement-order weight, strictly decreasing along ``arranged`` (see
    /// ``UIStackView/assignOrderWeights()``).
    var orderWeights: [ObjectIdentifier: CGFloat] = [:]
    /// The difference between the weights of adjacent views after the last renumbering.
    var orderStep: CGFloat = 0
    /// The arranged views, for look-ups.
    var arrangedIDs: Set<ObjectIdentifier> = []
    /// Whether anything the plan depends on changed since it was last applied.
    var needsUpdate = true

    /// The constraints of the last plan applied.
    let constraints = PlannedConstraints<StackPlan.Key>()
    /// The guides the plans refer to (look-ups only), and their keys in the order they were made.
    var guides: [GuideKey: UILayoutGuide] = [:]
    var guideOrder: [GuideKey] = []
    /// The views newly arranged since the plan was last applied (not those moved within the arrangement):
    /// the only ones a transition collapses.
    var joined: Set<ObjectIdentifier> = []
    /// Whether some arranged view has no order weight yet (new or moved since the last update).
    var needsOrderWeights = false

    // MARK: What changed since the last update (see `UIStackView+PartialUpdate.swift`)

    /// Whether the next update plans the whole arrangement: a property of the stack changed, or a view moved
    /// within it. Otherwise only the views in ``dirty`` and their neighbours are planned again.
    var needsFullPlan = true
    /// The arranged views whose own part of the plan changed since the last update (joined, hidden or shown,
    /// a new custom spacing or intrinsic size, a neighbour left), in the order they were noted; ``dirtyIDs``
    /// holds the same views for look-ups.
    var dirty: [UIView] = []
    var dirtyIDs: Set<ObjectIdentifier> = []
    /// The views that left the arrangement since the last update (their chain constraints are still there).
    var left: [ObjectIdentifier] = []
    /// Per view in the chain of the last plan applied: its neighbours there (which the gaps' keys name).
    var links: [ObjectIdentifier: Link] = [:]
    /// Whether ``links`` and ``appliedLastShown`` describe the applied plan (kept for long stacks only: see
    /// ``UIStackView/partialUpdateMinimumCount``).
    var hasLinks = false
    /// The last shown view of the last plan applied (the one the trailing canvas connection pins).
    var appliedLastShown: ObjectIdentifier?
    /// How many arranged views the last update planned (all of them, or the slices of a partial update).
    var plannedViewCount = 0

    /// A view's neighbours in the chain of the last plan applied.
    struct Link {
        var previous: ObjectIdentifier?
        var next: ObjectIdentifier?
    }

    /// A guide of the plan, by what it stands for.
    enum GuideKey: Hashable {
        case unit, baseline
        case gap(ObjectIdentifier, ObjectIdentifier)
    }

    /// Whether `view` is arranged.
    func isArranged(_ view: UIView) -> Bool { arrangedIDs.contains(ObjectIdentifier(view)) }

    /// The position of `view` in ``arranged`` (searched from the end: views are mostly appended).
    func arrangedIndex(of view: UIView) -> Int? { arranged.lastIndex { $0 === view } }
}

extension UIStackView {
    // MARK: Bringing the constraints up to date

    /// Notes a change of the whole arrangement; the constraints follow in the next `updateConstraints` (before
    /// the next layout or fitting-size calculation), as UIKit's stack view does, so that a batch of changes
    /// costs one update.
    func setNeedsArrangement() {
        arrangement.needsUpdate = true
        arrangement.needsFullPlan = true
        setNeedsUpdateConstraints()
    }

    /// Notes a change of `view`'s own part of the plan (it joined, was hidden or shown, its custom spacing or
    /// intrinsic size changed): the next update plans only the views changed and their neighbours.
    func setNeedsArrangement(of view: UIView) {
        arrangement.needsUpdate = true
        if arrangement.dirtyIDs.insert(ObjectIdentifier(view)).inserted { arrangement.dirty.append(view) }
        setNeedsUpdateConstraints()
    }

    /// Brings the constraints up to date: plans them from the stack's configuration and applies the difference
    /// (see ``PlannedConstraints``) — through a transition plan first when new views join the chain inside it.
    func updateArrangement() {
        guard arrangement.needsUpdate else { return }
        arrangement.needsUpdate = false
        if !arrangement.needsFullPlan, updatePart() {
            endUpdate()
            return
        }
        if arrangement.needsOrderWeights { assignOrderWeights() }
        let configuration = self.configuration
        arrangement.plannedViewCount = configuration.views.count
        let final = StackPlan(configuration)
        let transition = self.transition(to: final)
        if !transition.isEmpty { apply(StackPlan(configuration, transition: transition)) }
        apply(final)
        removeGuides(unusedBy: final)
        noteLinks(of: final)
        endUpdate()
    }

    /// Forgets what changed since the last update (it is applied).
    private func endUpdate() {
        arrangement.joined = []
        arrangement.needsFullPlan = false
        arrangement.needsOrderWeights = false
        arrangement.dirty = []
        arrangement.dirtyIDs = []
        arrangement.left = []
    }

    /// Notes the chain of `plan` (the whole arrangement's) as the applied one: each view's neighbours and the
    /// last shown view. The equal-gap distributions and short stacks, which are never planned in part, keep
    /// none.
    private func noteLinks(of plan: StackPlan) {
        arrangement.links = [:]
        arrangement.appliedLastShown = nil
        arrangement.hasLinks = false
        guard !plan.distributesGaps, plan.configuration.views.count >= UIStackView.partialUpdateMinimumCount
        else { return }
        arrangement.hasLinks = true
        let ids = plan.configuration.views.map(ObjectIdentifier.init)
        arrangement.links.reserveCapacity(ids.count)
        for (k, id) in ids.enumerated() {
            arrangement.links[id] = StackArrangement.Link(
                previous: k > 0 ? ids[k - 1] : nil, next: k + 1 < ids.count ? ids[k + 1] : nil)
        }
        arrangement.appliedLastShown = plan.visible.last.map { ids[$0] }
    }

    /// The stack's configuration now, as the plan reads it.
    var configuration: StackPlan.Configuration { configuration(of: arrangement.arranged[...]) }

    /// The configuration of `views` (the arrangement or a slice of it), as the plan reads it.
    func configuration(of slice: ArraySlice<UIView>) -> StackPlan.Configuration {
        let views = Array(slice)
        let proportional = distribution == .fillProportionally
        return StackPlan.Configuration(
            views: views, hidden: views.map(\.isHidden), spacingAfter: views.map(resolvedSpacing(after:)),
            intrinsicLengths: views.map { view in
                guard proportional else { return 0 }
                let size = view.intrinsicContentSize
                return axis == .horizontal ? size.width : size.height
            },
            orderWeights: views.map { arrangement.orderWeights[ObjectIdentifier($0)] ?? 1 }, axis: axis,
            distribution: distribution, alignment: alignment,
            isBaselineRelativeArrangement: isBaselineRelativeArrangement,
            isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement)
    }

    /// The transition from the applied plan to `final`: new views that join the chain between two views that
    /// were adjacent (or in front of the first one) join it collapsed while the old gap (or leading connection)
    /// still holds its ends, which stay joined all along. Nothing to do (and no O(count) work) when no view
    /// joined since the last update.
    ///
    /// Without it the old gap would go first, leaving the rest of the chain hanging from the stack's free
    /// trailing edge, and joining it again costs the solver a substitution into every position of it (see
    /// BENCHMARKS.md, the stack view's ordering rules). The equal-gap distributions, whose gaps are guides, make
    /// no transition.
    func transition(to final: StackPlan) -> StackPlan.Transition {
        var transition = StackPlan.Transition()
        let joined = arrangement.joined
        guard !final.distributesGaps, !joined.isEmpty else { return transition }
        let chain = final.chain, views = final.configuration.views
        var position: [ObjectIdentifier: Int] = [:]
        for (k, i) in chain.enumerated() { position[ObjectIdentifier(views[i])] = k }
        /// Whether the chain positions strictly between `from` and `to` hold only new views (then collapsed).
        func onlyNewViewsBetween(_ from: Int, _ to: Int) -> Bool {
            guard from + 1 < to, chain[(from + 1)..<to].allSatisfy({ joined.contains(ObjectIdentifier(views[$0])) })
            else { return false }
            transition.collapsed.formUnion(chain[(from + 1)..<to])
            return true
        }
        for key in arrangement.constraints.keys {
            guard let a = key.first, let p = position[a] else { continue }
            switch key.part {
            case .spacing:
                guard let b = key.second, let n = position[b], onlyNewViewsBetween(p, n) else { continue }
                transition.bridgedGaps.append((chain[p], chain[n]))
            case .canvasLeading:
                if onlyNewViewsBetween(-1, p) { transition.bridgedLeading = chain[p] }
            default: continue
            }
        }
        return transition
    }

    /// Applies `plan` to the stack's constraints, its items resolved (guides made as needed).
    func apply(_ plan: StackPlan) {
        let views = plan.configuration.views
        arrangement.constraints.apply(plan.entries) { resolve($0, views) }
    }

    /// The object a plan item stands for.
    func resolve(_ item: StackPlan.Item, _ views: [UIView]) -> AnyObject {
        switch item {
        case .stack: return self
        case .canvas: return isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        case .view(let i): return views[i]
        case .unitGuide: return guide(.unit, "UISV-distribution-unit")
        case .baselineGuide: return guide(.baseline, "UISV-baseline")
        case .gapGuide(let p, let n):
            return guide(.gap(ObjectIdentifier(views[p]), ObjectIdentifier(views[n])), "UISV-gap")
        }
    }

    /// The plan's guide for `key`, added to the stack on first use.
    private func guide(_ key: StackArrangement.GuideKey, _ identifier: String) -> UILayoutGuide {
        if let known = arrangement.guides[key] { return known }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        arrangement.guides[key] = guide
        arrangement.guideOrder.append(key)
        return guide
    }

    /// Removes the guides `plan` does not use (their constraints are gone already).
    private func removeGuides(unusedBy plan: StackPlan) {
        guard !arrangement.guides.isEmpty else { return }
        var used: Set<StackArrangement.GuideKey> = []
        let views = plan.configuration.views
        for e in plan.entries {
            for item in [e.first, e.second] {
                switch item {
                case .unitGuide?: used.insert(.unit)
                case .baselineGuide?: used.insert(.baseline)
                case .gapGuide(let p, let n)?: used.insert(.gap(ObjectIdentifier(views[p]), ObjectIdentifier(views[n])))
                default: break
                }
            }
        }
        arrangement.guideOrder.removeAll { key in
            guard !used.contains(key) else { return false }
            removeLayoutGuide(arrangement.guides.removeValue(forKey: key)!)
            return true
        }
    }

    /// Deactivates and forgets `view`'s own constraints (it leaves the arrangement): at once, so that its
    /// one-view constraints (a hiding width, say) do not travel with it to a new superview.
    func forgetOwnConstraints(of view: UIView) {
        arrangement.constraints.remove(keys: StackPlan.Key.ownKeys(of: ObjectIdentifier(view)))
    }
}

extension StackPlan.Key {
    /// The keys a single view's own constraints can have (hiding, alignment, distribution).
    static func ownKeys(of view: ObjectIdentifier) -> [StackPlan.Key] {
        Part.ownParts.map { StackPlan.Key(part: $0, first: view, second: nil) }
    }
}

extension StackPlan.Key.Part {
    /// The parts that are a single view's own constraints, in declaration order.
    static let ownParts: [Self] = (0...UInt8.max).compactMap(Self.init(rawValue:)).filter(\.isOwnConstraint)

    /// Whether the part is one of a single view's own constraints (hiding, alignment, distribution).
    var isOwnConstraint: Bool {
        switch self {
        case .hidingAlongSize, .hidingAlongLeading, .acrossTrailing,
            .acrossLeading, .acrossCenter, .baseline, .ambiguitySuppression, .orderTieBreak, .fillEqually,
            .fillProportionally:
            return true
        default: return false
        }
    }
}
