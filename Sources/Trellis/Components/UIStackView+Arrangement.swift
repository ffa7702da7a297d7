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
    /// The intrinsic-size subscription of each arranged view (fillProportionally follows the sizes).
    var subscriptions: [ObjectIdentifier: UIViewEventSubscription] = [:]
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

    /// A guide of the plan, by what it stands for.
    enum GuideKey: Hashable {
        case unit, baseline
        case gap(ObjectIdentifier, ObjectIdentifier)
    }

    /// Whether `view` is arranged (every arranged view has an intrinsic-size subscription).
    func isArranged(_ view: UIView) -> Bool { subscriptions[ObjectIdentifier(view)] != nil }

    /// The position of `view` in ``arranged`` (searched from the end: views are mostly appended).
    func arrangedIndex(of view: UIView) -> Int? { arranged.lastIndex { $0 === view } }
}

extension UIStackView {
    // MARK: Bringing the constraints up to date

    /// Notes a change; the constraints follow in the next `updateConstraints` (before the next layout or
    /// fitting-size calculation), as UIKit's stack view does, so that a batch of changes costs one update.
    func setNeedsArrangement() {
        arrangement.needsUpdate = true
        setNeedsUpdateConstraints()
    }

    /// Brings the constraints up to date: plans them from the stack's configuration and applies the difference
    /// (see ``PlannedConstraints``) — through a transition plan first when new views join the chain inside it.
    func updateArrangement() {
        guard arrangement.needsUpdate else { return }
        arrangement.needsUpdate = false
        if arrangement.needsOrderWeights {
            assignOrderWeights()
            arrangement.needsOrderWeights = false
        }
        let configuration = self.configuration
        let final = StackPlan(configuration)
        let transition = self.transition(to: final)
        if !transition.isEmpty { apply(StackPlan(configuration, transition: transition)) }
        apply(final)
        arrangement.joined = []
        removeGuides(unusedBy: final)
    }

    /// The stack's configuration now, as the plan reads it.
    var configuration: StackPlan.Configuration {
        let views = arrangement.arranged
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
    private func apply(_ plan: StackPlan) {
        let views = plan.configuration.views
        arrangement.constraints.apply(plan.entries) { resolve($0, views) }
    }

    /// The object a plan item stands for.
    private func resolve(_ item: StackPlan.Item, _ views: [UIView]) -> AnyObject {
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
        let id = ObjectIdentifier(view)
        arrangement.constraints.remove { key in key.first == id && key.second == nil && key.part.isOwnConstraint }
    }
}

extension StackPlan.Key.Part {
    /// Whether the part is one of a single view's own constraints (hiding, alignment, distribution).
    var isOwnConstraint: Bool {
        switch self {
        case .hidingAlongSize, .hidingAcrossSize, .hidingAcrossLeading, .hidingAlongLeading, .acrossTrailing,
            .acrossLeading, .acrossCenter, .baseline, .ambiguitySuppression, .orderTieBreak, .fillEqually,
            .fillProportionally:
            return true
        default: return false
        }
    }
}
