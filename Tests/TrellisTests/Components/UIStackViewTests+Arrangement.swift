import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Hidden views, custom spacing and layout margins.
@Suite struct UIStackViewArrangementTests {
    @Test func hiddenViewsCollapseInPlace() {
        let v = threeViews()
        let h = StackHarness(makeStack(v, spacing: 10))
        // Middle hidden: a then c with one spacing; b collapses to 0 wide in its place, right after a's spacing
        // (the gap after b collapses to 0). Across the axis it keeps its fill alignment, as UIKit's hidden views
        // do (`UISV-hiding` is on the axis's dimension only): its compression resistance (750, over the others'
        // hugging) keeps the stack, and so every view, 50 high.
        v[1].isHidden = true
        h.layout()
        #expect(v[0].frame == stackRect(0, 0, 40, 50))
        #expect(v[2].frame == stackRect(50, 0, 20, 50))  // 40 + 10
        #expect(v[1].frame == stackRect(50, 0, 0, 50))
        #expect(h.stack.frame.size == CGSize(width: 70, height: 50))
        // First hidden too: c alone along the axis, still 50 high.
        v[0].isHidden = true
        h.layout()
        #expect(v[2].frame == stackRect(0, 0, 20, 50))
        #expect(v[0].frame == stackRect(0, 0, 0, 50))
        #expect(h.stack.frame.size == CGSize(width: 20, height: 50))
        // Shown again in their places.
        v[0].isHidden = false
        v[1].isHidden = false
        h.layout()
        #expect(h.frames.map(\.minX) == [0, 50, 140])
        #expect(h.stack.frame.size == CGSize(width: 160, height: 50))
        // Last hidden: b ends the row; c collapses at b's trailing edge, 40 + 10 + 80 (no spacing after b: no
        // visible view follows it).
        v[2].isHidden = true
        h.layout()
        #expect(h.frames.map(\.minX) == [0, 50, 130])
        #expect(h.stack.frame.width == 130)  // 40 + 10 + 80
        // All hidden: nothing is arranged, nothing breaks.
        v[0].isHidden = true
        v[1].isHidden = true
        h.layout()
        #expect(plan(of: h.stack).visible.isEmpty)
        #expect(
            !stackConstraints(h.stack).contains {
                $0.identifier == StackConstraintID.canvasConnection
                    && ($0.firstAttribute == .trailing || $0.firstAttribute == .right)
            })
        #expect(h.broken.isEmpty)
    }

    @Test func hiddenViewsInEachDistribution() {
        // Width 200, spacing 10, b hidden: a (40) and c (20) share it.
        let expected: [(UIStackView.Distribution, [CGFloat], [CGFloat])] = [
            (.fillEqually, [0, 105], [95, 95]),  // (200 − 10) / 2
            (.fillProportionally, [0, 190.0 * 2 / 3 + 10], [190.0 * 2 / 3, 190.0 / 3]),  // 190 in 40 : 20
            (.equalSpacing, [0, 180], [40, 20]),  // one gap of 140
            (.equalCentering, [0, 180], [40, 20]),  // one gap: c at the end
        ]
        for (distribution, x, width) in expected {
            let v = threeViews()
            v[1].isHidden = true
            let h = StackHarness(makeStack(v, distribution: distribution, spacing: 10), width: 200)
            #expect(nearlyEqual([v[0].frame.minX, v[2].frame.minX], x), "\(distribution)")
            #expect(nearlyEqual([v[0].frame.width, v[2].frame.width], width), "\(distribution)")
            #expect(h.broken.isEmpty)
        }
    }

    @Test func customSpacing() {
        let v = threeViews()
        let stack = makeStack(v, spacing: 10)
        stack.setCustomSpacing(20, after: v[0])
        let h = StackHarness(stack)
        // 0, 40 + 20, 60 + 80 + 10.
        #expect(h.frames.map(\.minX) == [0, 60, 150])
        #expect(stack.customSpacing(after: v[0]) == 20)
        #expect(stack.customSpacing(after: v[1]) == UIStackView.spacingUseDefault)
        // The system spacing (8) after b.
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: v[1])
        h.layout()
        #expect(h.frames.map(\.minX) == [0, 60, 148])
        // Hiding b: a's spacing (20) separates a and c.
        v[1].isHidden = true
        h.layout()
        #expect(v[2].frame.minX == 60)
        v[1].isHidden = false
        // Back to the default after a.
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: v[0])
        h.layout()
        #expect(h.frames.map(\.minX) == [0, 50, 138])
        // Custom spacing follows a view that moves, and is forgotten when it leaves.
        stack.setCustomSpacing(30, after: v[0])
        stack.insertArrangedSubview(v[0], at: 3)  // b, c, a
        h.layout()
        #expect(h.frames.map(\.minX) == [0, 88, 118])  // b 80, +8 (system), c 20, +10
        #expect(stack.customSpacing(after: v[0]) == 30)
        stack.removeArrangedSubview(v[0])
        #expect(stack.customSpacing(after: v[0]) == UIStackView.spacingUseDefault)
        // Ignored for a view that is not arranged.
        stack.setCustomSpacing(99, after: v[0])
        #expect(stack.customSpacing(after: v[0]) == UIStackView.spacingUseDefault)
        #expect(h.broken.isEmpty)
    }

    @Test func customSpacingIsTheMinimumInEqualSpacing() {
        let v = threeViews()
        let stack = makeStack(v, distribution: .equalSpacing, spacing: 10)
        stack.setCustomSpacing(30, after: v[0])
        let h = StackHarness(stack)
        // Free width: gaps equal and each at least its minimum (30 after a, 10 after b): both 30.
        #expect(h.frames.map(\.minX) == [0, 70, 180])
        #expect(h.stack.frame.width == 200)  // 140 + 60
        #expect(h.broken.isEmpty)
    }

    @Test func systemSpacingForTheWholeStack() {
        let h = StackHarness(makeStack(threeViews(), spacing: UIStackView.spacingUseSystem))
        #expect(h.frames.map(\.minX) == [0, 48, 136])  // spacing 8
        #expect(h.broken.isEmpty)
    }

    @Test func layoutMarginsRelativeArrangement() {
        let stack = makeStack(threeViews(), spacing: 10)
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        let h = StackHarness(stack)
        #expect(h.frames.map(\.minX) == [0, 50, 140])  // margins ignored until asked for
        stack.isLayoutMarginsRelativeArrangement = true
        h.layout()
        // Inside the margins: x 6, 56, 146; y 5; width 6 + 160 + 8 = 174; height 5 + 50 + 7 = 62.
        #expect(h.frames == [stackRect(6, 5, 40, 50), stackRect(56, 5, 80, 50), stackRect(146, 5, 20, 50)])
        #expect(stack.frame.size == CGSize(width: 174, height: 62))
        // Changing the margins moves the arrangement (the margins guide's constants change).
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        h.layout()
        #expect(h.frames.map(\.minX) == [2, 52, 142])
        #expect(stack.frame.size == CGSize(width: 166, height: 54))  // 2 + 160 + 4, 1 + 50 + 3
        #expect(h.broken.isEmpty)
    }

    @Test func layoutMarginsWithFixedSizeAndCenter() {
        let stack = makeStack(threeViews(), axis: .vertical, alignment: .center, spacing: 4)
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        stack.isLayoutMarginsRelativeArrangement = true
        let h = StackHarness(stack, width: 120)
        // Content width 120 − 20 = 100; centered at 60: x 40, 20, 50; y 10, 34, 88; height 10 + 88 + 10.
        #expect(h.frames == [stackRect(40, 10, 40, 20), stackRect(20, 34, 80, 50), stackRect(50, 88, 20, 10)])
        #expect(stack.frame.height == 108)
        #expect(h.broken.isEmpty)
    }

    @Test func baselineRelativeArrangementInAVerticalStack() {
        let a = FixedSizeView(40, 20, ascent: 15, descent: 5), b = FixedSizeView(40, 30, ascent: 20, descent: 8)
        let stack = makeStack([a, b], axis: .vertical, spacing: 25)
        stack.isBaselineRelativeArrangement = true
        let h = StackHarness(stack)
        // b's first baseline 25 below a's last baseline (20 − 5 = 15): b.y = 40 − 20 = 20.
        #expect(b.frame.minY == 20)
        #expect(stack.frame.height == 50)
        #expect(h.broken.isEmpty)
    }
}
