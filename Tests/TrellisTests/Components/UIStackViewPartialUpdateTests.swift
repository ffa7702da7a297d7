import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Updating only the part of the plan a change touches (`UIStackView+PartialUpdate.swift`): after random
/// inserts, removals, moves, hiding, showing and custom spacings, batched between layout passes, the stack's
/// constraints are exactly those of its whole plan, and its frames those of a stack built afresh in the final
/// configuration (an independent computation: a new stack, new views, one full plan).
@Suite struct UIStackViewPartialUpdateTests {
    /// One arranged view's description: enough to build an equal one afresh.
    struct Row {
        var width: CGFloat
        var height: CGFloat
        var hidden = false
        var customSpacing: CGFloat?
    }

    /// A stable description of a constraint: its items by their position in `names`, attributes, relation,
    /// multiplier, constant and priority.
    static func describe(
        _ identifier: String?, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
        _ multiplier: CGFloat, _ constant: CGFloat, _ priority: UILayoutPriority, names: [ObjectIdentifier: String]
    ) -> String {
        let a = names[ObjectIdentifier(first)] ?? "?"
        let b = second.map { names[ObjectIdentifier($0)] ?? "?" } ?? "-"
        return
            "\(identifier ?? "") \(a).\(firstAttribute.rawValue) \(relation.rawValue) \(multiplier)·\(b).\(secondAttribute.rawValue) + \(constant) @\(priority.rawValue)"
    }

    /// The stack's active plan constraints against its whole plan now, both described.
    static func constraintsAndPlan(of stack: UIStackView) -> (have: [String], want: [String]) {
        var names: [ObjectIdentifier: String] = [ObjectIdentifier(stack): "stack"]
        for (i, view) in stack.arrangedSubviews.enumerated() { names[ObjectIdentifier(view)] = "v\(i)" }
        for guide in stack.layoutGuides { names[ObjectIdentifier(guide)] = guide.identifier }
        names[ObjectIdentifier(stack.layoutMarginsGuide)] = "margins"
        let have = stack.arrangement.constraints.all.map { c in
            describe(
                c.identifier, c.firstItem!, c.firstAttribute, c.relation, c.secondItem, c.secondAttribute,
                c.multiplier, c.constant, c.priority, names: names)
        }
        let whole = StackPlan(stack.configuration)
        let views = whole.configuration.views
        let want = whole.entries.map { e in
            describe(
                e.identifier, stack.resolve(e.first, views), e.firstAttribute, e.relation,
                e.second.map { stack.resolve($0, views) }, e.secondAttribute, e.multiplier, e.constant, e.priority,
                names: names)
        }
        #expect(stack.arrangement.constraints.all.allSatisfy { $0.isActive })
        return (have.sorted(), want.sorted())
    }

    /// A stack of `rows` built in one go (the reference the edited stack must equal).
    static func freshFrames(
        _ rows: [Row], axis: NSLayoutConstraint.Axis, distribution: UIStackView.Distribution,
        alignment: UIStackView.Alignment
    ) -> [CGRect] {
        let views = rows.map { FixedSizeView($0.width, $0.height) }
        let stack = makeStack(views, axis: axis, distribution: distribution, alignment: alignment, spacing: 3)
        for (view, row) in zip(views, rows) {
            view.isHidden = row.hidden
            if let s = row.customSpacing { stack.setCustomSpacing(s, after: view) }
        }
        let harness = StackHarness(stack)
        #expect(harness.broken.isEmpty)
        return harness.frames
    }

    @Test(arguments: [
        (NSLayoutConstraint.Axis.vertical, UIStackView.Distribution.fill, UIStackView.Alignment.fill),
        (.vertical, .fill, .center),
        (.horizontal, .fill, .firstBaseline),
        (.horizontal, .fillEqually, .leading),
        (.vertical, .fillProportionally, .trailing),
        (.horizontal, .equalSpacing, .fill),
    ])
    func randomEditsEqualTheWholePlan(
        axis: NSLayoutConstraint.Axis, distribution: UIStackView.Distribution, alignment: UIStackView.Alignment
    ) {
        var random = SplitMix64(seed: 0x5EED_0019 &+ UInt64(distribution.rawValue * 8 + alignment.rawValue))
        func newRow() -> Row { Row(width: CGFloat(random.int(1...9) * 4), height: CGFloat(random.int(1...6) * 4)) }
        var rows = (0..<36).map { _ in newRow() }  // above partialUpdateMinimumCount (32)
        var views = rows.map { FixedSizeView($0.width, $0.height) }
        let stack = makeStack(views, axis: axis, distribution: distribution, alignment: alignment, spacing: 3)
        let harness = StackHarness(stack)
        var partial = 0
        for step in 0..<8 {
            for _ in 0..<random.int(1...3) {
                let i = random.next(below: rows.count)
                switch random.next(below: 6) {
                case 0, 1:  // insert a new view
                    let row = newRow()
                    let view = FixedSizeView(row.width, row.height)
                    rows.insert(row, at: i)
                    views.insert(view, at: i)
                    stack.insertArrangedSubview(view, at: i)
                case 2 where rows.count > 33:  // remove one
                    rows.remove(at: i)
                    views.remove(at: i).removeFromSuperview()
                case 3:  // hide or show one
                    rows[i].hidden.toggle()
                    views[i].isHidden = rows[i].hidden
                case 4:  // a custom spacing after one
                    let s = CGFloat(random.int(0...3) * 5)
                    rows[i].customSpacing = s
                    stack.setCustomSpacing(s, after: views[i])
                default:  // move one within the arrangement (a whole plan)
                    let j = random.next(below: rows.count)
                    let (row, view) = (rows.remove(at: i), views.remove(at: i))
                    rows.insert(row, at: j)
                    views.insert(view, at: j)
                    stack.insertArrangedSubview(view, at: i < j ? j + 1 : j)
                }
            }
            harness.layout()
            #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
            if stack.arrangement.plannedViewCount < rows.count { partial += 1 }
            let (have, want) = Self.constraintsAndPlan(of: stack)
            #expect(have == want, "step \(step)")
            #expect(harness.broken.isEmpty, "step \(step)")
            let fresh = Self.freshFrames(rows, axis: axis, distribution: distribution, alignment: alignment)
            #expect(nearlyEqual(harness.frames.map(\.minX), fresh.map(\.minX)), "step \(step)")
            #expect(nearlyEqual(harness.frames.map(\.minY), fresh.map(\.minY)), "step \(step)")
            #expect(nearlyEqual(harness.frames.map(\.width), fresh.map(\.width)), "step \(step)")
            #expect(nearlyEqual(harness.frames.map(\.height), fresh.map(\.height)), "step \(step)")
        }
        // The equal-gap distributions always plan the whole stack; the others mostly in part (a move plans all).
        #expect(distribution == .equalSpacing ? partial == 0 : partial >= 3, "\(partial) partial updates")
    }
}

extension UIStackViewPartialUpdateTests {
    /// One change re-plans the views it touches, not the stack: a view inserted into 40 is planned with its two
    /// neighbours (3 views), a hidden one likewise, a removed one's two neighbours and theirs (4); a new spacing for the
    /// whole stack plans every view (40).
    @Test func oneChangePlansOnlyTheViewsItTouches() {
        let views = (0..<40).map { _ in FixedSizeView(10, 10) }
        let stack = makeStack(views, axis: .vertical, spacing: 2)
        let harness = StackHarness(stack)
        #expect(stack.arrangement.plannedViewCount == 40)
        let new = FixedSizeView(10, 30)
        stack.insertArrangedSubview(new, at: 20)
        harness.layout()
        #expect(stack.arrangement.plannedViewCount == 3)
        // Row 20 (the new one) is 30 tall at y = 20 · (10 + 2); row 21 follows it 2 below.
        #expect(new.frame == stackRect(0, 240, 10, 30) && views[20].frame.minY == 272)
        views[5].isHidden = true
        harness.layout()
        #expect(stack.arrangement.plannedViewCount == 3)
        // Rows 0–4 end at 5 · 12 − 2 = 58; hidden row 5 collapses with no gap after it: row 6 at 60.
        #expect(views[5].frame.height == 0 && views[6].frame.minY == 60)
        new.removeFromSuperview()
        harness.layout()
        #expect(stack.arrangement.plannedViewCount == 4)
        #expect(views[20].frame.minY == 228)  // 20 rows, one hidden: 19 · 12 = 228
        stack.spacing = 4
        harness.layout()
        #expect(stack.arrangement.plannedViewCount == 40)
        #expect(harness.broken.isEmpty)
    }
}
