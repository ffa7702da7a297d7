import Foundation
import Testing

@testable import Trellis

/// Distributions along the axis, against frames worked out by hand. The running example: a 40×20, b 80×50,
/// c 20×10 (intrinsic), so the content is 140 wide without spacing.
@Suite struct UIStackViewDistributionTests {
    // MARK: fill

    @Test func fillFreeSize() {
        let h = StackHarness(makeStack(threeViews(), spacing: 10))
        // x: 0, 40 + 10, 50 + 80 + 10; width 140 + 20; height the tallest, 50 (alignment fill stretches all).
        #expect(h.frames == [stackRect(0, 0, 40, 50), stackRect(50, 0, 80, 50), stackRect(140, 0, 20, 50)])
        #expect(h.stack.frame == stackRect(10, 20, 160, 50))
        #expect(h.broken.isEmpty)
    }

    @Test func fillSurplusGrowsLowestHugging() {
        let v = threeViews()
        v[1].setContentHuggingPriority(249, for: .horizontal)
        let h = StackHarness(makeStack(v, spacing: 10), width: 300)
        // Surplus 300 − 160 = 140 goes to b (hugging 249 < 250): b = 220.
        #expect(h.frames.map(\.width) == [40, 220, 20])
        #expect(h.frames.map(\.minX) == [0, 50, 280])
        // Lower hugging on c now: c takes the surplus instead.
        v[2].setContentHuggingPriority(200, for: .horizontal)
        h.layout()
        #expect(h.frames.map(\.width) == [40, 80, 160])  // 20 + 140
        #expect(h.frames.map(\.minX) == [0, 50, 140])
        #expect(h.broken.isEmpty)
    }

    @Test func fillShortageShrinksLowestCompressionResistanceFirst() {
        let v = threeViews()
        v[0].setContentCompressionResistancePriority(740, for: .horizontal)
        v[2].setContentCompressionResistancePriority(745, for: .horizontal)
        let h = StackHarness(makeStack(v, spacing: 10), width: 130)
        // Shortage 160 − 130 = 30, all taken by a (740): a = 10.
        #expect(h.frames.map(\.width) == [10, 80, 20])
        #expect(h.frames.map(\.minX) == [0, 20, 110])
        // 90: shortage 70 — a gives all 40, then c (745) all 20, then b (750) the last 10.
        h.width!.constant = 90
        h.layout()
        #expect(h.frames.map(\.width) == [0, 70, 0])
        #expect(h.frames.map(\.minX) == [0, 10, 90])
        #expect(h.broken.isEmpty)
    }

    @Test func equalPrioritiesFollowArrangementOrder() {
        // Equal hugging: the last view takes the surplus (UIKit: "according to arrangement order").
        let h = StackHarness(makeStack(threeViews(), spacing: 10), width: 300)
        #expect(h.frames.map(\.width) == [40, 80, 160])  // 20 + 140
        // Equal compression resistance: the first view gives first. 100 is 60 short: a gives 40, b 20.
        h.width!.constant = 100
        h.layout()
        #expect(h.frames.map(\.width) == [0, 60, 20])
        // The same when the stack is made at that width (no history).
        let narrow = StackHarness(makeStack(threeViews(), spacing: 10), width: 100)
        #expect(narrow.frames.map(\.width) == [0, 60, 20])
        // Views with no intrinsic width at all: the last takes everything.
        let plain = StackHarness(makeStack([UIView(), UIView()], spacing: 10), width: 300)
        #expect(plain.frames.map(\.width) == [0, 290])
        // equalSpacing squeezes the first view first too (gaps held at 10).
        let spaced = StackHarness(makeStack(threeViews(), distribution: .equalSpacing, spacing: 10), width: 130)
        #expect(spaced.frames.map(\.width) == [10, 80, 20])  // 30 short: a gives 30
        #expect(h.broken.isEmpty && narrow.broken.isEmpty && plain.broken.isEmpty && spaced.broken.isEmpty)
    }

    @Test func fillVertical() {
        let v = threeViews()
        v[2].setContentHuggingPriority(200, for: .vertical)
        let h = StackHarness(makeStack(v, axis: .vertical, spacing: 5))
        // Free: y 0, 20 + 5, 25 + 50 + 5; height 80 + 10 = 90; width the widest, 80.
        #expect(h.frames == [stackRect(0, 0, 80, 20), stackRect(0, 25, 80, 50), stackRect(0, 80, 80, 10)])
        #expect(h.stack.frame.size == CGSize(width: 80, height: 90))
        // Height 120: c (hugging 200) takes the 30 of surplus.
        h.stack.heightAnchor.constraint(equalToConstant: 120).isActive = true
        h.layout()
        #expect(h.frames.map(\.height) == [20, 50, 40])
        #expect(h.frames.map(\.minY) == [0, 25, 80])
        #expect(h.broken.isEmpty)
    }

    // MARK: fillEqually

    @Test func fillEquallyFreeTakesLargestIntrinsic() {
        let h = StackHarness(makeStack(threeViews(), distribution: .fillEqually, spacing: 10))
        // Every view as wide as the widest intrinsic width, 80: x 0, 90, 180; width 3·80 + 20 = 260.
        #expect(h.frames == [stackRect(0, 0, 80, 50), stackRect(90, 0, 80, 50), stackRect(180, 0, 80, 50)])
        #expect(h.stack.frame.width == 260)
        #expect(h.broken.isEmpty)
    }

    @Test func fillEquallyFixedWidth() {
        let h = StackHarness(makeStack(threeViews(), distribution: .fillEqually, spacing: 10), width: 200)
        // (200 − 20) / 3 = 60 each, below b's 80: the equal sizes win over compression resistance.
        #expect(h.frames.map(\.width) == [60, 60, 60])
        #expect(h.frames.map(\.minX) == [0, 70, 140])
        h.width!.constant = 320
        h.layout()
        #expect(h.frames.map(\.width) == [100, 100, 100])  // (320 − 20) / 3
        #expect(h.frames.map(\.minX) == [0, 110, 220])
        #expect(h.broken.isEmpty)
    }

    @Test func fillEquallyVertical() {
        let h = StackHarness(
            makeStack(threeViews(), axis: .vertical, distribution: .fillEqually, spacing: 4), height: 152)
        // (152 − 8) / 3 = 48 each: y 0, 52, 104; width 80 (the widest, alignment fill).
        #expect(h.frames == [stackRect(0, 0, 80, 48), stackRect(0, 52, 80, 48), stackRect(0, 104, 80, 48)])
        #expect(h.broken.isEmpty)
    }

    // MARK: fillProportionally

    @Test func fillProportionally() {
        let v = threeViews()
        let h = StackHarness(makeStack(v, distribution: .fillProportionally, spacing: 10), width: 300)
        // 300 − 20 of spacing = 280 for intrinsic widths 40 : 80 : 20 (sum 140): twice each (within rounding: the
        // proportions are multipliers such as 80/140, which no double holds exactly).
        #expect(nearlyEqual(h.frames.map(\.width), [80, 160, 40]))
        #expect(nearlyEqual(h.frames.map(\.minX), [0, 90, 260]))
        // c's intrinsic width becomes 40: sum 160, 280 / 160 = 1.75 → 70, 140, 70.
        v[2].size.width = 40
        v[2].invalidateIntrinsicContentSize()
        h.layout()
        #expect(nearlyEqual(h.frames.map(\.width), [70, 140, 70]))
        #expect(nearlyEqual(h.frames.map(\.minX), [0, 80, 230]))
        // Shortage, 110: 90 for 40 : 80 : 40 → 22.5, 45, 22.5 (proportions beat compression resistance).
        h.width!.constant = 110
        h.layout()
        #expect(nearlyEqual(h.frames.map(\.width), [22.5, 45, 22.5]))
        #expect(h.broken.isEmpty)
    }

    @Test func fillProportionallyFreeSizeIsIntrinsic() {
        let h = StackHarness(makeStack(threeViews(), distribution: .fillProportionally, spacing: 10))
        #expect(h.frames.map(\.width) == [40, 80, 20])
        #expect(h.stack.frame.width == 160)
        #expect(h.broken.isEmpty)
    }

    @Test func fillProportionallyVertical() {
        let h = StackHarness(makeStack(threeViews(), axis: .vertical, distribution: .fillProportionally), height: 240)
        // Heights 20 : 50 : 10 (sum 80) into 240: ×3 → 60, 150, 30.
        #expect(nearlyEqual(h.frames.map(\.height), [60, 150, 30]))
        #expect(nearlyEqual(h.frames.map(\.minY), [0, 60, 210]))
        #expect(h.broken.isEmpty)
    }

    // MARK: equalSpacing

    @Test func equalSpacingSurplus() {
        let h = StackHarness(makeStack(threeViews(), distribution: .equalSpacing, spacing: 10), width: 300)
        // Views keep 40, 80, 20; the 160 left make two gaps of 80: x 0, 120, 280.
        #expect(h.frames.map(\.width) == [40, 80, 20])
        #expect(h.frames.map(\.minX) == [0, 120, 280])
        #expect(h.broken.isEmpty)
    }

    @Test func equalSpacingFreeSizeUsesMinimumSpacing() {
        let h = StackHarness(makeStack(threeViews(), distribution: .equalSpacing, spacing: 10))
        #expect(h.frames.map(\.minX) == [0, 50, 140])
        #expect(h.stack.frame.width == 160)
        #expect(h.broken.isEmpty)
    }

    @Test func equalSpacingShortageKeepsSpacingAndCompresses() {
        let v = threeViews()
        v[2].setContentCompressionResistancePriority(700, for: .horizontal)
        v[0].setContentCompressionResistancePriority(710, for: .horizontal)
        let h = StackHarness(makeStack(v, distribution: .equalSpacing, spacing: 10), width: 120)
        // Shortage 160 − 120 = 40 with gaps held at 10: c (700) gives 20, then a (710) the other 20.
        #expect(h.frames.map(\.width) == [20, 80, 0])
        #expect(h.frames.map(\.minX) == [0, 30, 120])
        #expect(h.broken.isEmpty)
    }

    @Test func equalSpacingVertical() {
        let h = StackHarness(
            makeStack(threeViews(), axis: .vertical, distribution: .equalSpacing, spacing: 2), height: 100)
        // Heights 20, 50, 10 (80); gaps (100 − 80) / 2 = 10: y 0, 30, 90.
        #expect(h.frames.map(\.minY) == [0, 30, 90])
        #expect(h.frames.map(\.height) == [20, 50, 10])
        #expect(h.broken.isEmpty)
    }

    // MARK: equalCentering

    @Test func equalCenteringSurplus() {
        let h = StackHarness(makeStack(threeViews(), distribution: .equalCentering, spacing: 10), width: 300)
        // Centers of a and c at 20 and 290 (300 − 10): b's center halfway, 155 → b.x = 115.
        // Edge gaps 115 − 40 = 75 and 280 − 195 = 85, both ≥ 10.
        #expect(h.frames.map(\.minX) == [0, 115, 280])
        #expect(h.frames.map(\.width) == [40, 80, 20])
        #expect(h.broken.isEmpty)
    }

    @Test func equalCenteringFreeSize() {
        let h = StackHarness(makeStack(threeViews(), distribution: .equalCentering, spacing: 10))
        // Center distances 20 + g1 + 40 and 40 + g2 + 10 with g ≥ 10: equal at the least, 70 (g1 10, g2 20).
        // x 0, 50, 150; centers 20, 90, 160; width 140 + 30 = 170.
        #expect(h.frames.map(\.minX) == [0, 50, 150])
        #expect(h.stack.frame.width == 170)
        #expect(h.broken.isEmpty)
    }

    @Test func equalCenteringGapsReachMinimumBeforeViewsShrink() {
        let v = threeViews()
        v[2].setContentCompressionResistancePriority(700, for: .horizontal)
        let h = StackHarness(makeStack(v, distribution: .equalCentering, spacing: 10), width: 165)
        // 25 of gaps: equal centers need g1 = 7.5 < 10, so g1 = 10, g2 = 15 (centers 20, 90, 155: unequal).
        #expect(h.frames.map(\.minX) == [0, 50, 145])
        #expect(h.frames.map(\.width) == [40, 80, 20])
        // 150: gaps at 10, and c (compression resistance 700) shrinks by 10.
        h.width!.constant = 150
        h.layout()
        #expect(h.frames.map(\.minX) == [0, 50, 140])
        #expect(h.frames.map(\.width) == [40, 80, 10])
        #expect(h.broken.isEmpty)
    }

    @Test func equalCenteringVertical() {
        let h = StackHarness(makeStack(threeViews(), axis: .vertical, distribution: .equalCentering), height: 200)
        // Centers of a and c at 10 and 195: b centered at 102.5 → y 77.5.
        #expect(h.frames.map(\.minY) == [0, 77.5, 190])
        #expect(h.broken.isEmpty)
    }
}
