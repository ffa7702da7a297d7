import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// a 40×20 (baselines 15 from the top, 5 from the bottom), b 80×50 (30, 10), c 20×10 (8, 2); b hugs less on both
/// axes so that the fill distribution knows who grows.
func threeTextViews() -> [FixedSizeView] {
    let v = [
        FixedSizeView(40, 20, ascent: 15, descent: 5), FixedSizeView(80, 50, ascent: 30, descent: 10),
        FixedSizeView(20, 10, ascent: 8, descent: 2),
    ]
    v[1].setContentHuggingPriority(249, for: .horizontal)
    v[1].setContentHuggingPriority(249, for: .vertical)
    return v
}

/// Every distribution × every alignment on both axes. Along the axis the frames depend only on the
/// distribution, across it only on the alignment; each table row below is worked out by hand once.
@Suite struct UIStackViewCombinationTests {
    static let distributions: [UIStackView.Distribution] = [
        .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]
    static let alignments: [UIStackView.Alignment] = [
        .fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline,
    ]

    /// Horizontal, width 440, spacing 10 (420 for the views when the gaps are exact), height free.
    static func horizontalAlong(_ d: UIStackView.Distribution) -> (x: [CGFloat], width: [CGFloat]) {
        switch d {
        case .fill: return ([0, 50, 420], [40, 360, 20])  // b (hugging 249) takes 440 − 160 = 280 more
        case .fillEqually: return ([0, 150, 300], [140, 140, 140])  // 420 / 3
        case .fillProportionally: return ([0, 130, 380], [120, 240, 60])  // 420 / 140 = 3 × intrinsic
        case .equalSpacing: return ([0, 190, 420], [40, 80, 20])  // gaps (440 − 140) / 2 = 150
        case .equalCentering: return ([0, 185, 420], [40, 80, 20])  // centers 20, 225, 430
        }
    }

    /// Horizontal, across: the stack is as tall as its content needs.
    static func horizontalAcross(_ a: UIStackView.Alignment) -> (y: [CGFloat], height: [CGFloat]) {
        switch a {
        case .fill: return ([0, 0, 0], [50, 50, 50])
        case .leading: return ([0, 0, 0], [20, 50, 10])
        case .center: return ([15, 0, 20], [20, 50, 10])  // (50 − h) / 2
        case .trailing: return ([30, 0, 40], [20, 50, 10])  // 50 − h
        case .firstBaseline: return ([15, 0, 22], [20, 50, 10])  // baseline at 30: 30 − ascent
        case .lastBaseline: return ([25, 0, 32], [20, 50, 10])  // baseline at 40: 40 + descent − h
        }
    }

    /// Vertical, height 260, spacing 10 (240 for the views when the gaps are exact), width free.
    static func verticalAlong(_ d: UIStackView.Distribution) -> (y: [CGFloat], height: [CGFloat]) {
        switch d {
        case .fill: return ([0, 30, 250], [20, 210, 10])  // b takes 260 − 100 = 160 more: 50 + 160
        case .fillEqually: return ([0, 90, 180], [80, 80, 80])  // 240 / 3
        case .fillProportionally: return ([0, 70, 230], [60, 150, 30])  // 240 / 80 = 3 × intrinsic
        case .equalSpacing: return ([0, 110, 250], [20, 50, 10])  // gaps (260 − 80) / 2 = 90
        case .equalCentering: return ([0, 107.5, 250], [20, 50, 10])  // centers 10, 132.5, 255
        }
    }

    /// Vertical, across: the stack is as wide as the widest view; baseline alignments act as leading/trailing.
    static func verticalAcross(_ a: UIStackView.Alignment) -> (x: [CGFloat], width: [CGFloat]) {
        switch a {
        case .fill: return ([0, 0, 0], [80, 80, 80])
        case .leading, .firstBaseline: return ([0, 0, 0], [40, 80, 20])
        case .center: return ([20, 0, 30], [40, 80, 20])
        case .trailing, .lastBaseline: return ([40, 0, 60], [40, 80, 20])
        }
    }

    @Test(arguments: distributions, alignments)
    func horizontal(distribution: UIStackView.Distribution, alignment: UIStackView.Alignment) {
        let h = StackHarness(
            makeStack(threeTextViews(), distribution: distribution, alignment: alignment, spacing: 10), width: 440)
        let along = Self.horizontalAlong(distribution), across = Self.horizontalAcross(alignment)
        #expect(nearlyEqual(h.frames.map(\.minX), along.x))
        #expect(nearlyEqual(h.frames.map(\.width), along.width))
        #expect(h.frames.map(\.minY) == across.y)
        #expect(h.frames.map(\.height) == across.height)
        #expect(h.stack.frame.size == CGSize(width: 440, height: 50))
        #expect(h.broken.isEmpty)
    }

    @Test(arguments: distributions, alignments)
    func vertical(distribution: UIStackView.Distribution, alignment: UIStackView.Alignment) {
        let h = StackHarness(
            makeStack(threeTextViews(), axis: .vertical, distribution: distribution, alignment: alignment, spacing: 10),
            height: 260)
        let along = Self.verticalAlong(distribution), across = Self.verticalAcross(alignment)
        #expect(nearlyEqual(h.frames.map(\.minY), along.y))
        #expect(nearlyEqual(h.frames.map(\.height), along.height))
        #expect(h.frames.map(\.minX) == across.x)
        #expect(h.frames.map(\.width) == across.width)
        #expect(h.stack.frame.size == CGSize(width: 80, height: 260))
        #expect(h.broken.isEmpty)
    }
}

@Suite struct UIStackViewAlignmentTests {
    @Test func alignmentsInATallerStack() {
        // Height 80 given from outside: fill stretches, the others keep intrinsic heights.
        let expected: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0, 0], [80, 80, 80]),
            (.top, [0, 0, 0], [20, 50, 10]),
            (.center, [30, 15, 35], [20, 50, 10]),  // (80 − h) / 2
            (.bottom, [60, 30, 70], [20, 50, 10]),  // 80 − h
        ]
        for (alignment, y, height) in expected {
            let h = StackHarness(makeStack(threeViews(), alignment: alignment), height: 80)
            #expect(h.frames.map(\.minY) == y, "\(alignment)")
            #expect(h.frames.map(\.height) == height, "\(alignment)")
            #expect(h.broken.isEmpty)
        }
    }

    @Test func viewWithoutHeightCollapsesUnlessFilled() {
        // A view with no intrinsic height: filled it takes the stack's height, otherwise the ambiguity
        // suppression (priority 25) makes it 0 rather than undefined.
        let plain = UIView()
        let h = StackHarness(makeStack([FixedSizeView(40, 20), plain], alignment: .center))
        plain.widthAnchor.constraint(equalToConstant: 10).isActive = true
        h.layout()
        #expect(plain.frame == stackRect(40, 10, 10, 0))
        h.stack.alignment = .fill
        h.layout()
        #expect(plain.frame == stackRect(40, 0, 10, 20))
        #expect(h.broken.isEmpty)
    }

    @Test func baselineAlignmentFollowsBaselineChanges() {
        let a = FixedSizeView(ascent: 10, descent: 4), b = FixedSizeView(ascent: 30, descent: 6)
        let h = StackHarness(makeStack([a, b], alignment: .firstBaseline))
        for v in [a, b] { v.widthAnchor.constraint(equalToConstant: 10).isActive = true }
        a.heightAnchor.constraint(equalToConstant: 20).isActive = true
        b.heightAnchor.constraint(equalToConstant: 40).isActive = true
        h.layout()
        // Baseline at 30 (b's ascent): a.y = 30 − 10 = 20; a.bottom 40, b.bottom 40: height 40.
        #expect(a.frame.minY == 20 && b.frame.minY == 0)
        #expect(h.stack.frame.height == 40)
        // a's ascent becomes 5: a.y = 25, a.bottom 45 → the stack grows to 45.
        a.ascent = 5
        h.layout()
        #expect(a.frame.minY == 25 && b.frame.minY == 0)
        #expect(h.stack.frame.height == 45)
        #expect(h.broken.isEmpty)
    }
}
