import Foundation

/// Updating only the part of the plan a change touches: when views joined, left, were hidden or shown, or got
/// a new custom spacing (or intrinsic size) — and no property of the stack changed — only the views changed and
/// their neighbours are planned again (as slices of the arrangement, ``StackPlan/Configuration/isSlice``) and
/// only their constraints compared, so that one row inserted into 10,000 costs the rows it touches, not the
/// stack (issue 19). The result is the constraints the whole plan would have (tests compare the two after
/// random edits).
///
/// A slice around each changed view reaches one view beyond it on either side (the gaps to its neighbours are
/// the slice's); when the last shown view changes, the slice also covers the views from the old one to the
/// new one (the gaps after them change: the space after the last shown view is 0). The constraints compared
/// are the slice's views' own, their canvas connections and the gaps between them, found from the applied
/// chain's links, and the chain constraints of the views that left.
extension UIStackView {
    /// The number of arranged views from which a stack keeps the links to update in part (below it, each
    /// update plans the whole stack, which is as cheap, and keeps no memory for it).
    static let partialUpdateMinimumCount = 32

    /// Notes that `view`, at `index` in the arrangement, is leaving it: its chain constraints go in the next
    /// update, and its neighbours are planned again (joined by a new gap).
    func noteLeaving(_ view: UIView, at index: Int) {
        arrangement.left.append(ObjectIdentifier(view))
        let views = arrangement.arranged
        if index > 0 { setNeedsArrangement(of: views[index - 1]) }
        if index + 1 < views.count { setNeedsArrangement(of: views[index + 1]) }
        arrangement.needsUpdate = true
    }

    /// Applies the part of the plan the changes since the last update touch; false (nothing done) when the
    /// whole plan is needed: the equal-gap distributions (whose gaps are guides), short stacks (below
    /// ``partialUpdateMinimumCount`` views, where the whole plan is as cheap and no links are kept for them), or
    /// changes that touch a large part of the arrangement anyway.
    func updatePart() -> Bool {
        let views = arrangement.arranged
        guard arrangement.hasLinks, views.count >= UIStackView.partialUpdateMinimumCount,
            distribution != .equalSpacing, distribution != .equalCentering
        else { return false }
        var changed: [Int] = []
        for view in arrangement.dirty {
            guard 4 * changed.count < views.count else { return false }
            if let i = arrangement.arrangedIndex(of: view) { changed.append(i) }
        }
        changed.sort()
        if arrangement.needsOrderWeights {
            guard assignOrderWeights(at: changed) else { return false }
        }
        guard let slices = slices(around: changed, in: views) else { return false }
        let lastShown = views.lastIndex { !$0.isHidden }
        // Whether any view is shown decides whether the last one is pinned to the canvas's trailing edge
        // (`StackPlan+Chain.swift`): when that changes, the whole plan.
        guard let lastShown, arrangement.appliedLastShown != nil,
            let firstShown = views.firstIndex(where: { !$0.isHidden })
        else { return false }
        arrangement.plannedViewCount = slices.reduce(0) { $0 + $1.count }
        // The chain constraints of the views that left go with the first slice's removals (or alone).
        var leftKeys: [StackPlan.Key] = []
        for id in arrangement.left { chainKeys(of: id, into: &leftKeys) { _ in true } }
        if slices.isEmpty { arrangement.constraints.remove(keys: leftKeys) }
        for slice in slices {
            applyPart(of: views, in: slice, shown: (firstShown, lastShown), alsoReplacing: leftKeys)
            leftKeys = []
        }
        for id in arrangement.left where !arrangement.isArranged(id) { arrangement.links[id] = nil }
        arrangement.appliedLastShown = ObjectIdentifier(views[lastShown])
        return true
    }

    /// The slices of `views` to plan again around the `changed` indices (ascending), merged where they meet;
    /// nil when they would cover more than a quarter of the arrangement.
    private func slices(around changed: [Int], in views: [UIView]) -> [ClosedRange<Int>]? {
        guard !views.isEmpty else { return [] }
        var ranges = changed.map { max(0, $0 - 1)...min(views.count - 1, $0 + 1) }
        let newLast = views.lastIndex { !$0.isHidden }
        let newID = newLast.map { ObjectIdentifier(views[$0]) }
        if newID != arrangement.appliedLastShown {
            // The gaps after the shown views between the old and the new last shown view change.
            let oldLast = arrangement.appliedLastShown.flatMap { id in
                views.lastIndex { ObjectIdentifier($0) == id }
            }
            let ends = [oldLast, newLast].compactMap { $0 }
            if let lo = ends.min(), let hi = ends.max() { ranges.append(lo...min(views.count - 1, hi + 1)) }
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<Int>] = []
        var covered = 0
        for range in ranges {
            if let last = merged.last, range.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        for range in merged { covered += range.count }
        return 4 * covered <= views.count ? merged : nil
    }

    /// Plans `slice` of `views` again (through a transition when new views joined inside it) and applies it in
    /// place of the slice's constraints; then notes the slice's chain links.
    private func applyPart(
        of views: [UIView], in slice: ClosedRange<Int>, shown: (first: Int, last: Int),
        alsoReplacing extra: [StackPlan.Key]
    ) {
        var configuration = self.configuration(of: views[slice])
        configuration.isSlice = true
        configuration.hasViewsBefore = slice.lowerBound > 0
        configuration.shownViewAfter = shown.last > slice.upperBound
        configuration.hasViewsAfter = slice.upperBound < views.count - 1
        configuration.shownViewBefore = shown.first < slice.lowerBound
        let ids = configuration.views.map(ObjectIdentifier.init)
        let affected = affectedKeys(of: ids) + extra
        let final = StackPlan(configuration)
        let transition = partTransition(ids, atStart: slice.lowerBound == 0)
        let local = configuration.views
        if !transition.isEmpty {
            let plan = StackPlan(configuration, transition: transition)
            arrangement.constraints.applyPart(plan.entries, replacing: affected) { resolve($0, local) }
        }
        arrangement.constraints.applyPart(final.entries, replacing: affected) { resolve($0, local) }
        for (k, id) in ids.enumerated() {
            let index = slice.lowerBound + k
            arrangement.links[id] = StackArrangement.Link(
                previous: index > 0 ? ObjectIdentifier(views[index - 1]) : nil,
                next: index + 1 < views.count ? ObjectIdentifier(views[index + 1]) : nil)
        }
    }

    /// The keys of the constraints a slice of views (`ids`) may have had: their own, their canvas
    /// connections, and the gaps between them (or to views that left).
    private func affectedKeys(of ids: [ObjectIdentifier]) -> [StackPlan.Key] {
        let inSlice = Set(ids)
        let left = Set(arrangement.left)
        var keys: [StackPlan.Key] = []
        for id in ids {
            keys += StackPlan.Key.ownKeys(of: id)
            chainKeys(of: id, into: &keys) { inSlice.contains($0) || left.contains($0) }
        }
        return keys
    }

    /// Appends the keys of the chain constraints the view `id` may have in the applied plan: its canvas
    /// connections, and its gaps to the neighbours `others` accepts.
    /// Deactivates and forgets `view`'s chain constraints now — its canvas connections and the gaps to its
    /// neighbours — as it leaves the stack's tree. Leaving deactivates them anyway (their items no longer share
    /// the stack), and a deactivated constraint keeps its items alive: kept in the table until the next update,
    /// they would hold the stack and the view in a cycle that outlives a root dropped before that update. The
    /// solver sees the same order of removals as before; the gap that joins the neighbours comes with the update.
    func forgetChainConstraints(of view: UIView) {
        let id = ObjectIdentifier(view)
        var keys: [StackPlan.Key] = []
        if arrangement.hasLinks {
            chainKeys(of: id, into: &keys) { _ in true }
        } else {
            keys = arrangement.constraints.keys.filter { $0.first == id || $0.second == id }
        }
        arrangement.constraints.remove(keys: keys)
    }

    private func chainKeys(
        of id: ObjectIdentifier, into keys: inout [StackPlan.Key], gapTo others: (ObjectIdentifier) -> Bool
    ) {
        keys.append(.init(part: .canvasLeading, first: id, second: nil))
        keys.append(.init(part: .canvasTrailing, first: id, second: nil))
        guard let link = arrangement.links[id] else { return }
        if let p = link.previous, others(p) { keys.append(.init(part: .spacing, first: p, second: id)) }
        if let n = link.next, others(n) { keys.append(.init(part: .spacing, first: id, second: n)) }
    }

    /// The transition inside a slice (`ids`): each run of newly joined views between two views the applied
    /// plan joins by a gap (or, when the slice starts the arrangement (`atStart`), in front of the view it pins
    /// to the canvas's leading edge) joins collapsed while that gap (or connection) holds (see
    /// ``transition(to:)``).
    private func partTransition(_ ids: [ObjectIdentifier], atStart: Bool) -> StackPlan.Transition {
        var transition = StackPlan.Transition()
        let joined = arrangement.joined
        guard !joined.isEmpty else { return transition }
        var k = 0
        while k < ids.count {
            guard joined.contains(ids[k]) else {
                k += 1
                continue
            }
            var end = k
            while end < ids.count, joined.contains(ids[end]) { end += 1 }
            if end < ids.count {
                if k > 0,
                    arrangement.constraints.constraint(for: .init(part: .spacing, first: ids[k - 1], second: ids[end]))
                        != nil
                {
                    transition.bridgedGaps.append((k - 1, end))
                    transition.collapsed.formUnion(k..<end)
                } else if k == 0, atStart,
                    arrangement.constraints.constraint(for: .init(part: .canvasLeading, first: ids[end], second: nil))
                        != nil
                {
                    transition.bridgedLeading = end
                    transition.collapsed.formUnion(k..<end)
                }
            }
            k = end
        }
        return transition
    }
}

extension StackArrangement {
    /// Whether the view with this id is arranged.
    func isArranged(_ id: ObjectIdentifier) -> Bool { arrangedIDs.contains(id) }
}
