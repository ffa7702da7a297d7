import Foundation

/// The chain along the axis: the first view and the last visible one pinned to the canvas, a spacing
/// constraint between adjacent views, and hidden views collapsed in their place (`UISV-hiding`).
extension StackPlan {
    /// The hidden views' collapse, the leading canvas connection, the gaps (and the gaps and leading connection
    /// a transition keeps), the trailing canvas connection — in that order (the order of the last three makes
    /// no measurable difference: see BENCHMARKS.md).
    mutating func addChain() {
        let chain = self.chain
        for i in configuration.views.indices where configuration.hidden[i] {
            addHiding(of: i, inChain: !distributesGaps)
        }
        if let first = chain.first, !configuration.hasViewsBefore {
            add(
                key(.canvasLeading, first), StackConstraintID.canvasConnection, .view(first), along.leading, .equal,
                .canvas,
                along.leading)
        }
        if let old = transition.bridgedLeading, old != chain.first, !configuration.hasViewsBefore {
            add(
                key(.canvasLeading, old), StackConstraintID.canvasConnection, .view(old), along.leading, .equal,
                .canvas,
                along.leading)
        }
        let constants = gapConstants(chain)
        for (k, (previous, next)) in zip(chain, chain.dropFirst()).enumerated() {
            addGap(from: previous, to: next, constant: constants[k])
        }
        for gap in transition.bridgedGaps {
            addGap(from: gap.previous, to: gap.next, constant: gapConstant(after: gap.previous, in: chain))
        }
        if let last = trailingConnected {
            add(
                key(.canvasTrailing, last), StackConstraintID.canvasConnection, .view(last), along.trailing, .equal,
                .canvas, along.trailing)
        }
    }

    /// The view pinned to the canvas's trailing (bottom) edge, nil when there is none (or it is outside a slice):
    /// the last view of the chain, hidden or not, while any arranged view is shown — a hidden view at the end is 0
    /// long after a gap of 0, so the frames are those of the last shown view pinned there, and hiding or showing
    /// the last views moves no connection (moving it, a required equality closing the whole chain, cost the
    /// solver O(rows): BENCHMARKS.md, session 9). In the equal-gap distributions, whose chain runs through the
    /// visible views only, the last visible one. A transition's collapsed views are never last.
    var trailingConnected: Int? {
        if distributesGaps {
            guard !configuration.shownViewAfter else { return nil }
            return visible.last { !transition.collapsed.contains($0) }
        }
        guard !configuration.hasViewsAfter,
            configuration.shownViewBefore || configuration.hidden.contains(false)
        else { return nil }
        return chain.last { !transition.collapsed.contains($0) }
    }

    /// Whether the view at `i` takes up space in the chain: visible, and not collapsed by a transition.
    func isShown(_ i: Int) -> Bool { !configuration.hidden[i] && !transition.collapsed.contains(i) }

    /// The constant of each gap of `chain` (after each view but the last): the space after the view if it is
    /// shown and some shown view follows it, 0 otherwise. So the shown views on either side of a run of hidden
    /// views are exactly the space after the first of them apart (custom spacing after a hidden view is
    /// ignored, as UIKit's), and hidden views at either end add nothing. One pass from the end: O(count).
    func gapConstants(_ chain: [Int]) -> [CGFloat] {
        var constants = [CGFloat](repeating: 0, count: max(0, chain.count - 1))
        var shownAfter = configuration.shownViewAfter
        for k in chain.indices.reversed() {
            let shown = isShown(chain[k])
            if k < constants.count { constants[k] = shown && shownAfter ? configuration.spacingAfter[chain[k]] : 0 }
            shownAfter = shownAfter || shown
        }
        return constants
    }

    /// The constant of a gap after the view at `i` (see ``gapConstants(_:)``).
    func gapConstant(after i: Int, in chain: [Int]) -> CGFloat {
        guard isShown(i), let k = chain.firstIndex(of: i),
            configuration.shownViewAfter || chain[(k + 1)...].contains(where: isShown)
        else { return 0 }
        return configuration.spacingAfter[i]
    }

    /// The space between two adjacent views of the chain: `next.leading == previous.trailing + constant`
    /// (baseline to baseline in a baseline-relative vertical stack; `>=` in the equal-gap distributions, whose
    /// gap guides make the gaps equal).
    mutating func addGap(from previous: Int, to next: Int, constant: CGFloat) {
        let relation: NSLayoutConstraint.Relation = distributesGaps ? .greaterThanOrEqual : .equal
        let baselines = configuration.axis == .vertical && configuration.isBaselineRelativeArrangement
        add(
            key(.spacing, previous, next), StackConstraintID.spacing, .view(next),
            baselines ? .firstBaseline : along.leading, relation, .view(previous),
            baselines ? .lastBaseline : along.trailing, constant: constant)
        if distributesGaps { addGapGuide(from: previous, to: next) }
    }

    /// A hidden arranged view's `UISV-hiding` constraint: no length along the axis, so that it adds nothing to the
    /// stack's length (UIKit's logs show `UISV-hiding` on the axis's dimension only). Across the axis it keeps its
    /// alignment constraints (`StackPlan+Alignment.swift`). In the chain (`inChain`) its place along the axis is
    /// the chain's; otherwise (the equal-gap distributions) it is parked at the canvas's leading (top) edge.
    mutating func addHiding(of i: Int, inChain: Bool) {
        add(key(.hidingAlongSize, i), StackConstraintID.hiding, .view(i), along.size)
        if !inChain {
            add(
                key(.hidingAlongLeading, i), StackConstraintID.hiding, .view(i), along.leading, .equal, .canvas,
                along.leading)
        }
    }
}
