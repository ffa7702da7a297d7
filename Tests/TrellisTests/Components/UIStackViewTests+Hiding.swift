import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Hidden views collapse in their place (UIKit's approach): hiding or showing changes constants, not the chain;
/// a hidden view adds nothing to the stack's size; new views join the chain without restructuring it.
@Suite struct UIStackViewHidingTests {
    typealias Counter = UIStackViewIncrementalTests.Counter

    /// Whether `a` and `b` hold the same constraint objects in the same order.
    func same(_ a: [NSLayoutConstraint], _ b: [NSLayoutConstraint]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
    }

    /// Whether the rectangles agree to 1e-9 in every coordinate (see ``nearlyEqual(_:_:)``).
    func nearlySame(_ a: [CGRect], _ b: [CGRect]) -> Bool {
        nearlyEqual(
            a.flatMap { [$0.minX, $0.minY, $0.width, $0.height] },
            b.flatMap { [$0.minX, $0.minY, $0.width, $0.height] })
    }

    static let distributions: [UIStackView.Distribution] = [
        .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]
    static let alignments: [UIStackView.Alignment] = [
        .fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline,
    ]

    @Test func hidingKeepsTheGapsAndChangesOneConstant() {
        let v = threeViews() + [FixedSizeView(10, 10)]
        let stack = makeStack(v, spacing: 10)
        let h = StackHarness(stack)
        let gaps = spacings(stack)
        let canvas = [canvasConnection(stack, v[0], leading: true)!, canvasConnection(stack, v[3], leading: false)!]
        v[2].isHidden = true
        h.layout()
        // The same spacing objects, active; only the one after c collapsed (c is hidden).
        #expect(same(spacings(stack), gaps))
        #expect(gaps.allSatisfy { $0.isActive } && canvas.allSatisfy { $0.isActive })
        #expect(gaps.map(\.constant) == [10, 10, 0])
        // a 0, b 50, c collapsed at 50 + 80 + 10 = 140 (0 wide; as high as the stack, 50: it keeps its fill
        // alignment), d right there.
        #expect(
            h.frames == [
                stackRect(0, 0, 40, 50), stackRect(50, 0, 80, 50), stackRect(140, 0, 0, 50),
                stackRect(140, 0, 10, 50),
            ])
        // Custom spacing after a hidden view is ignored; after the last visible view before it, it counts.
        stack.setCustomSpacing(30, after: v[2])
        stack.setCustomSpacing(4, after: v[1])
        h.layout()
        #expect(gaps.map(\.constant) == [10, 4, 0])
        #expect(h.frames.map(\.minX) == [0, 50, 134, 134])  // 50 + 80 + 4
        v[2].isHidden = false
        h.layout()
        #expect(same(spacings(stack), gaps))
        #expect(gaps.map(\.constant) == [10, 4, 30])
        #expect(h.frames.map(\.minX) == [0, 50, 134, 184])  // 134 + 20 + 30
        #expect(h.broken.isEmpty)
    }

    @Test func hiddenViewAddsNothingToTheStackSize() {
        // A 300 × 300 view hidden second in the row or column: it is 0 long along the axis, and the frames along
        // the axis and the stack's length are those of the same stack without it, whatever the axis, distribution
        // and alignment. Across the axis it keeps its alignment, as in UIKit (`UISV-hiding` is on the axis's
        // dimension only): in a fill alignment it is as wide (high) as the stack, and its compression resistance
        // (750, over the others' hugging at 250) makes the stack and every view 300 across; in the others it keeps
        // its own 300, spanning nothing, and the frames are the reference's.
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            for distribution in Self.distributions {
                for alignment in Self.alignments {
                    let reference = StackHarness(
                        makeStack(
                            threeViews(), axis: axis, distribution: distribution, alignment: alignment, spacing: 10))
                    let v = threeViews()
                    let big = FixedSizeView(300, 300)
                    let stack = makeStack(v, axis: axis, distribution: distribution, alignment: alignment, spacing: 10)
                    stack.insertArrangedSubview(big, at: 1)
                    big.isHidden = true
                    let h = StackHarness(stack)
                    let label = "\(axis) \(distribution) \(alignment)"
                    var size = reference.stack.frame.size, frames = reference.frames
                    if alignment == .fill {
                        if axis == .horizontal {
                            size.height = 300
                            frames = frames.map { CGRect(x: $0.minX, y: 0, width: $0.width, height: 300) }
                        } else {
                            size.width = 300
                            frames = frames.map { CGRect(x: 0, y: $0.minY, width: 300, height: $0.height) }
                        }
                    }
                    #expect(stack.frame.size == size, "\(label)")
                    #expect(v.map(\.frame) == frames, "\(label)")
                    let collapsed = axis == .horizontal ? CGSize(width: 0, height: 300) : CGSize(width: 300, height: 0)
                    #expect(big.frame.size == collapsed, "\(label)")
                    #expect(h.broken.isEmpty && reference.broken.isEmpty, "\(label)")
                }
            }
        }
    }

    @Test func hiddenViewKeepsItsAlignment() {
        // As in UIKit, `UISV-hiding` collapses a hidden view along the axis only, and it keeps its alignment
        // constraints. A vertical stack 200 wide, spacing 10: a is 20 high, the gap after hidden b is 0, so b is 0
        // high at 20 + 10 = 30 and c right there. Fill: b as wide as the stack; leading, center, trailing: its own
        // 80, placed as the alignment places a visible view.
        let expected: [(UIStackView.Alignment, CGRect)] = [
            (.fill, stackRect(0, 30, 200, 0)), (.leading, stackRect(0, 30, 80, 0)),
            (.center, stackRect(60, 30, 80, 0)), (.trailing, stackRect(120, 30, 80, 0)),
        ]
        for (alignment, frame) in expected {
            let v = threeViews()
            let h = StackHarness(makeStack(v, axis: .vertical, alignment: alignment, spacing: 10), width: 200)
            v[1].isHidden = true
            h.layout()
            #expect(v[1].frame == frame, "\(alignment)")
            #expect(v[2].frame.minY == 30, "\(alignment)")
            #expect(h.stack.frame.size == CGSize(width: 200, height: 40), "\(alignment)")  // 20 + 10 + 0 + 10
            #expect(h.broken.isEmpty, "\(alignment)")
        }
    }

    @Test func hidingAndShowingReturnsTheExactFrames() {
        for distribution in Self.distributions {
            for alignment in Self.alignments {
                for width in [nil, CGFloat(300)] {
                    let v = threeViews() + [FixedSizeView(30, 15)]
                    let stack = makeStack(v, distribution: distribution, alignment: alignment, spacing: 10)
                    stack.setCustomSpacing(6, after: v[1])
                    let h = StackHarness(stack, width: width)
                    let frames = h.frames, size = stack.frame.size
                    for hidden in [[1], [0, 1], [3], [1, 2, 3], [0, 1, 2, 3]] {
                        for i in hidden { v[i].isHidden = true }
                        h.layout()
                        for i in hidden { v[i].isHidden = false }
                        h.layout()
                        let label = "\(distribution) \(alignment) \(String(describing: width)) \(hidden)"
                        if distribution != .fill {
                            // Space divided among the views or gaps (274 / 4, 130 / 3, proportions, the unit guide
                            // of the free equal-gap stacks) goes through the solver's divisions and may land a
                            // rounding error away on the way back; fill's frames are sums and come back exact.
                            #expect(nearlySame(h.frames, frames), "\(label)")
                            #expect(
                                nearlySame([stack.frame], [CGRect(origin: stack.frame.origin, size: size)]), "\(label)")
                        } else {
                            #expect(h.frames == frames, "\(label)")
                            #expect(stack.frame.size == size, "\(label)")
                        }
                    }
                    #expect(h.broken.isEmpty)
                }
            }
        }
    }

    @Test func hidingInALongStackActivatesOnlyTheHidingConstraints() {
        let views = (0..<200).map { _ in FixedSizeView(10, 10) }
        let stack = makeStack(views, spacing: 5)
        let h = StackHarness(stack)
        #expect(stack.frame.width == 2995)  // 200 · 10 + 199 · 5
        let gaps = spacings(stack)
        let counter = Counter(stack, views)
        views[100].isHidden = true
        stack.updateConstraintsIfNeeded()
        // In: the hidden view's UISV-hiding constraint (0 wide). Out: its arrangement-order tie-break (it keeps its
        // two alignment constraints). No gap or canvas connection comes or goes; one spacing constant changes (the
        // one after the hidden view, 5 → 0).
        #expect(counter.added.count == 1)
        #expect(counter.added.allSatisfy { $0.identifier == StackConstraintID.hiding && $0.firstItem === views[100] })
        #expect(counter.removed.count == 1)
        #expect(counter.removed.allSatisfy { $0.firstItem === views[100] })
        #expect(same(spacings(stack), gaps))
        #expect(gaps.indices.filter { gaps[$0].constant != 5 } == [100])
        h.layout()
        // View 100 collapsed at 100 · 15 = 1500; each later view j one step of 15 to the left, at (j − 1) · 15.
        #expect(views[100].frame == stackRect(1500, 0, 0, 10))  // 0 wide, as high as the stack
        #expect(views[101...].allSatisfy { $0.frame.minX == CGFloat(views.firstIndex(of: $0)! - 1) * 15 })
        #expect(stack.frame.width == 2980)  // 199 · 10 + 198 · 5
        #expect(h.broken.isEmpty)
    }

    @Test func hidingTheLastViewsMovesNoCanvasConnection() {
        // The trailing canvas connection stays on the last view, hidden or not (0 wide after a gap of 0, its
        // trailing edge is the last shown view's): hiding or showing the last views touches their own
        // constraints and a gap's constant only (a stack long enough to be updated in part).
        let views = (0..<40).map { _ in FixedSizeView(10, 10) }
        let stack = makeStack(views, spacing: 5)
        let h = StackHarness(stack)
        let canvas = stackConstraints(stack).filter { $0.identifier == StackConstraintID.canvasConnection }
        #expect(canvas.count == 2)
        let counter = Counter(stack, views)
        views[39].isHidden = true
        stack.updateConstraintsIfNeeded()
        #expect(counter.added.count == 1 && counter.removed.count == 1)  // in: its hiding width; out: its tie-break
        #expect(canvas.allSatisfy { $0.isActive })
        h.layout()
        #expect(stack.frame.width == 580)  // 39 · 10 + 38 · 5
        #expect(views[39].frame == stackRect(580, 0, 0, 10))
        views[38].isHidden = true
        h.layout()
        #expect(stack.frame.width == 565)  // 38 · 10 + 37 · 5
        #expect(views[38].frame == stackRect(565, 0, 0, 10) && views[39].frame == stackRect(565, 0, 0, 10))
        views[38].isHidden = false
        views[39].isHidden = false
        h.layout()
        #expect(stack.frame.width == 595)  // 40 · 10 + 39 · 5
        #expect(views[39].frame == stackRect(585, 0, 10, 10))
        #expect(canvas.allSatisfy { $0.isActive })
        #expect(h.broken.isEmpty)
    }

    @Test func insertingAtTheFrontKeepsTheRestInPlace() {
        let v = threeViews()
        let stack = makeStack(v, spacing: 10)
        let h = StackHarness(stack)
        let oldLeading = canvasConnection(stack, v[0], leading: true)!
        let gaps = spacings(stack)
        let d = FixedSizeView(30, 30)
        stack.insertArrangedSubview(d, at: 0)
        h.layout()
        #expect(!oldLeading.isActive && canvasConnection(stack, d, leading: true)?.isActive == true)
        #expect(gaps.allSatisfy { $0.isActive })  // a → b and b → c stay
        #expect(h.frames.map(\.minX) == [0, 40, 90, 180])  // d 30 + 10, then a, b, c as before, 40 to the right
        #expect(h.broken.isEmpty)
    }

    @Test func insertedViewsKeepTheArrangementOrderTieBreak() {
        // a, 30 views of width 1 each inserted at index 1 one after another (each before the previous one: the
        // order weights between a and its successor halve until they are renumbered), b, c; no spacing.
        let v = threeViews()
        let stack = makeStack(v)
        let h = StackHarness(stack, width: 300)
        let inserted = (0..<30).map { _ in FixedSizeView(1, 10) }
        for view in inserted {
            stack.insertArrangedSubview(view, at: 1)
            h.layout()
        }
        let weights = plan(of: stack).configuration.orderWeights
        #expect(zip(weights, weights.dropFirst()).allSatisfy { $0 > $1 })
        // (Weights halved many times have many significant bits: lengths through them are exact to 1e-9 only.)
        // Surplus 300 − (40 + 30 + 80 + 20) = 130: all to the last view, c.
        #expect(nearlyEqual(h.frames.map(\.width), [40] + Array(repeating: 1, count: 30) + [80, 150]))
        // 100: 70 short — a gives its 40, then the inserted views in arrangement order all their 30.
        h.width!.constant = 100
        h.layout()
        #expect(nearlyEqual(h.frames.map(\.width), [0] + Array(repeating: 0, count: 30) + [80, 20]))
        // 120: 50 short — a gives 40, the first ten inserted views 10.
        h.width!.constant = 120
        h.layout()
        #expect(
            nearlyEqual(
                h.frames.map(\.width), [0] + Array(repeating: 0, count: 10) + Array(repeating: 1, count: 20) + [80, 20])
        )
        #expect(h.broken.isEmpty)
    }

    @Test func changesWithHiddenViewsMatchAFreshStack() {
        // Each step's frames equal those of a stack made from scratch in the resulting configuration.
        let v = threeViews() + [FixedSizeView(30, 15), FixedSizeView(10, 5)]
        let stack = makeStack(v, spacing: 10)
        v[1].isHidden = true
        v[4].isHidden = true
        let h = StackHarness(stack, width: 300)
        func check(_ label: String) {
            h.layout()
            let views = stack.arrangedSubviews.map {
                FixedSizeView(($0 as! FixedSizeView).size.width, ($0 as! FixedSizeView).size.height)
            }
            for (fresh, old) in zip(views, stack.arrangedSubviews) { fresh.isHidden = old.isHidden }
            let reference = StackHarness(
                makeStack(
                    views, axis: stack.axis, distribution: stack.distribution, alignment: stack.alignment, spacing: 10),
                width: 300)
            #expect(nearlySame(h.frames, reference.frames), "\(label)")
            #expect(h.broken.isEmpty && reference.broken.isEmpty, "\(label)")
        }
        check("start")
        for distribution in Self.distributions + [.fill] {
            stack.distribution = distribution
            check("\(distribution)")
        }
        stack.insertArrangedSubview(v[1], at: 4)  // the hidden view moves
        check("move")
        stack.removeArrangedSubview(v[1])  // and leaves
        check("remove")
        v[4].isHidden = false
        v[0].isHidden = true
        check("show last, hide first")
        stack.axis = .vertical
        check("vertical")
    }
}
