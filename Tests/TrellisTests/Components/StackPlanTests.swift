import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// The stack view's plan: the constraints it wants, as a pure function of its configuration (no stack, no
/// solver), and the transition that joins new views into the chain.
@Suite struct StackPlanTests {
    /// A configuration of `count` plain views (identity is all the plan reads of them).
    func configuration(
        _ count: Int, hidden: Set<Int> = [], axis: NSLayoutConstraint.Axis = .horizontal,
        distribution: UIStackView.Distribution = .fill, alignment: UIStackView.Alignment = .fill,
        spacing: [CGFloat]? = nil
    ) -> StackPlan.Configuration {
        let views = (0..<count).map { _ in UIView() }
        return StackPlan.Configuration(
            views: views, hidden: views.indices.map { hidden.contains($0) },
            spacingAfter: spacing ?? Array(repeating: 10, count: count),
            intrinsicLengths: Array(repeating: 0, count: count),
            orderWeights: views.indices.map { 2 - CGFloat($0) / 8 }, axis: axis, distribution: distribution,
            alignment: alignment, isBaselineRelativeArrangement: false, isLayoutMarginsRelativeArrangement: false)
    }

    /// An entry in short: identifier, first item and attribute, relation, second item and attribute, constant.
    func describe(_ e: StackPlan.Entry) -> String {
        func item(_ i: StackPlan.Item?) -> String {
            switch i {
            case nil: return "-"
            case .stack?: return "stack"
            case .canvas?: return "canvas"
            case .view(let k)?: return "v\(k)"
            case .unitGuide?: return "unit"
            case .baselineGuide?: return "line"
            case .gapGuide(let p, let n)?: return "gap\(p)\(n)"
            }
        }
        let relation = e.relation == .equal ? "==" : e.relation == .lessThanOrEqual ? "<=" : ">="
        let id = e.identifier.dropFirst(5)  // "UISV-"
        var text = "\(id) \(item(e.first)).\(e.firstAttribute) \(relation) \(item(e.second))"
        if e.second != nil { text += ".\(e.secondAttribute)" }
        if e.constant != 0 { text += " + \(NSLayoutConstraint.number(e.constant))" }
        return text
    }

    @Test func threeViewsFillAHorizontalStack() {
        let plan = StackPlan(configuration(3))
        #expect(
            plan.entries.map(describe) == [
                // The chain: leading connection, two gaps, trailing connection.
                "canvas-connection v0.leading == canvas.leading",
                "spacing v1.leading == v0.trailing + 10",
                "spacing v2.leading == v1.trailing + 10",
                "canvas-connection v2.trailing == canvas.trailing",
                // Each view: across the axis bottom side first, then the arrangement-order tie-break.
                "alignment v0.bottom == canvas.bottom", "alignment v0.top == canvas.top",
                "arrangement-order v0.width == v0.width",
                "alignment v1.bottom == canvas.bottom", "alignment v1.top == canvas.top",
                "arrangement-order v1.width == v1.width",
                "alignment v2.bottom == canvas.bottom", "alignment v2.top == canvas.top",
                "arrangement-order v2.width == v2.width",
            ])
        // The tie-break is `length == (1 − weight) · length` at priority 5, weights decreasing along the views.
        let tieBreaks = plan.entries.filter { $0.identifier == StackConstraintID.arrangementOrder }
        #expect(tieBreaks.map(\.multiplier) == [-1, -0.875, -0.75])
        #expect(tieBreaks.allSatisfy { $0.priority == 5 })
    }

    @Test func hiddenViewsCollapseInTheChain() {
        // b and d hidden: they stay in the chain, 0 wide; the gap after a hidden view is 0, and so is the gap after
        // the last shown view (c: only hidden d follows it). The last view, hidden d, stays pinned to the canvas's
        // trailing edge (0 wide after a gap of 0: c's trailing edge is there).
        let config = configuration(4, hidden: [1, 3], spacing: [10, 30, 6, 7])
        let plan = StackPlan(config)
        #expect(
            plan.entries.filter { $0.identifier == StackConstraintID.hiding }.map(describe) == [
                "hiding v1.width == -", "hiding v3.width == -",
            ])
        #expect(plan.entries.filter { $0.identifier == StackConstraintID.spacing }.map(\.constant) == [10, 0, 0])
        #expect(
            plan.entries.filter { $0.identifier == StackConstraintID.canvasConnection }.map(describe) == [
                "canvas-connection v0.leading == canvas.leading", "canvas-connection v3.trailing == canvas.trailing",
            ])
        // Every view keeps its alignment (as in UIKit); only the shown ones have tie-break constraints.
        let aligned = plan.entries.filter { $0.identifier == StackConstraintID.alignment }
        #expect(
            aligned.map(\.first) == [.view(0), .view(0), .view(1), .view(1), .view(2), .view(2), .view(3), .view(3)])
        let tieBreaks = plan.entries.filter { $0.identifier == StackConstraintID.arrangementOrder }
        #expect(tieBreaks.map(\.first) == [.view(0), .view(2)])
        // Hiding changes no gap's key: the same views shown have the same gaps, with other constants.
        var all = config
        all.hidden = [false, false, false, false]
        let shown = StackPlan(all)
        let gaps = { (p: StackPlan) in p.entries.filter { $0.key.part == .spacing }.map(\.key) }
        #expect(gaps(plan).count == 3 && gaps(plan) == gaps(shown))
        #expect(shown.entries.filter { $0.key.part == .spacing }.map(\.constant) == [10, 30, 6])
    }

    @Test func equalSpacingRunsThroughTheVisibleViewsWithGapGuides() {
        let plan = StackPlan(configuration(3, hidden: [1], axis: .vertical, distribution: .equalSpacing))
        #expect(
            plan.entries.map(describe) == [
                // Shared: the unit guide in place, the stack as short as its content where nothing sizes it.
                "guide-placement unit.top == stack.top", "guide-placement unit.leading == stack.leading",
                "guide-placement unit.width == -", "canvas-fit stack.height == -",
                // The hidden view leaves the chain, parked at the canvas's top (it keeps its alignment, below).
                "hiding v1.height == -", "hiding v1.top == canvas.top",
                "canvas-connection v0.top == canvas.top",
                // One gap, a and c: at least the spacing, its guide edge to edge and as tall as the unit.
                "spacing v2.top >= v0.bottom + 10",
                "distributing-edge gap02.top == v0.bottom", "distributing-edge gap02.bottom == v2.top",
                "fill-equally gap02.height == unit.height", "guide-placement gap02.leading == stack.leading",
                "guide-placement gap02.width == -",
                "canvas-connection v2.bottom == canvas.bottom",
                "alignment v0.trailing == canvas.trailing", "alignment v0.leading == canvas.leading",
                "arrangement-order v0.height == v0.height",
                "alignment v1.trailing == canvas.trailing", "alignment v1.leading == canvas.leading",
                "alignment v2.trailing == canvas.trailing", "alignment v2.leading == canvas.leading",
                "arrangement-order v2.height == v2.height",
            ])
    }

    @Test func alignmentsAcrossTheAxis() {
        func own(_ alignment: UIStackView.Alignment, _ axis: NSLayoutConstraint.Axis = .horizontal) -> [String] {
            StackPlan(configuration(1, axis: axis, alignment: alignment)).entries
                .filter {
                    $0.first == .view(0) && $0.identifier != StackConstraintID.arrangementOrder
                        && $0.identifier != StackConstraintID.canvasConnection
                }
                .map(describe)
        }
        #expect(
            own(.center) == [
                "alignment v0.centerY == canvas.centerY", "spanning-boundary v0.top >= canvas.top",
                "ambiguity-suppression v0.height == -",
            ])
        #expect(
            own(.leading) == [
                "spanning-boundary v0.bottom <= canvas.bottom", "alignment v0.top == canvas.top",
                "ambiguity-suppression v0.height == -",
            ])
        #expect(
            own(.firstBaseline) == [
                "spanning-boundary v0.bottom <= canvas.bottom", "alignment v0.firstBaseline == line.top",
                "spanning-boundary v0.top >= canvas.top", "ambiguity-suppression v0.height == -",
            ])
        // A vertical stack treats the baselines as leading and trailing.
        #expect(
            own(.lastBaseline, .vertical) == [
                "alignment v0.trailing == canvas.trailing",
                "spanning-boundary v0.leading >= canvas.leading",
                "ambiguity-suppression v0.width == -",
            ])
    }

    /// A transition joins views collapsed (no gap after them, none of their own constraints) while the gap they
    /// split still holds its ends.
    @Test func transitionPlanKeepsTheSplitGap() {
        let config = configuration(4)  // a, d (new), b, c
        let plan = StackPlan(config, transition: .init(collapsed: [1], bridgedGaps: [(0, 2)]))
        #expect(
            plan.entries.filter { $0.key.part == .spacing }.map(describe) == [
                "spacing v1.leading == v0.trailing + 10",  // a → d: a's spacing
                "spacing v2.leading == v1.trailing",  // d → b: d collapsed
                "spacing v3.leading == v2.trailing + 10",
                "spacing v2.leading == v0.trailing + 10",  // the old gap a → b, kept
            ])
        #expect(!plan.entries.contains { $0.first == .view(1) && $0.key.part != .spacing })
    }

    /// The stack's transitions, worked out from the plan it applied last and the one it wants.
    @Test func transitionsTheStackMakes() {
        let v = threeViews()
        let stack = makeStack(v, spacing: 10)
        let h = StackHarness(stack)
        func transition(_ change: () -> Void) -> StackPlan.Transition {
            change()
            let t = stack.transition(to: plan(of: stack))
            h.layout()
            return t
        }
        // Appended: no split, no transition.
        #expect(transition { stack.addArrangedSubview(FixedSizeView(5, 5)) }.isEmpty)
        // Two views inserted between a and b: both collapsed, the gap a → b kept.
        var t = transition {
            stack.insertArrangedSubview(FixedSizeView(5, 5), at: 1)
            stack.insertArrangedSubview(FixedSizeView(5, 5), at: 1)
        }
        #expect(t.collapsed == [1, 2] && t.bridgedGaps.map(\.previous) == [0] && t.bridgedGaps.map(\.next) == [3])
        // In front: the old first view keeps its leading connection.
        t = transition { stack.insertArrangedSubview(FixedSizeView(5, 5), at: 0) }
        #expect(t.collapsed == [0] && t.bridgedLeading == 1 && t.bridgedGaps.isEmpty)
        // A view moved: the views it now sits between were not adjacent before; no transition.
        #expect(transition { stack.insertArrangedSubview(v[2], at: 0) }.isEmpty)
        // The equal-gap distributions make none.
        stack.distribution = .equalCentering
        h.layout()
        #expect(transition { stack.insertArrangedSubview(FixedSizeView(5, 5), at: 2) }.isEmpty)
        #expect(h.broken.isEmpty)
    }
}
