import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Scroll indicators come with scrolling and fade after it, on the root's clock (driven through the root's
/// input entry point and `advance(to:)`, as a user and a host drive it).
@Suite struct UIScrollViewIndicatorFadeTests {
    /// A 100 × 100 root filled by a scroll view over 100 × 400 of content.
    func makeScene() -> (UIRootView, UIScrollView) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let s = UIScrollView(frame: root.bounds)
        s.contentSize = CGSize(width: 100, height: 400)
        root.addSubview(s)
        return (root, s)
    }

    /// The vertical indicator's fill as drawn now (nil: not drawn).
    func indicatorFill(_ root: UIRootView) -> CGColor? {
        // The bar is 3 points wide at x = 94 (see `scrollIndicatorGeometry`).
        RecordingContext.record(root).fills.last { $0.rect?.minX == 94 && $0.rect?.width == 3 }?.color
    }

    @Test func hiddenAtRestShownByTheWheelThenFaded() throws {
        let (root, s) = makeScene()
        s.contentOffset = CGPoint(x: 0, y: 100)  // from code: nothing shows
        try root.advance(to: 1)
        #expect(s.scrollIndicatorAlpha == 0 && indicatorFill(root) == nil)
        #expect(!root.hasRunningAnimations)
        // A wheel notch at t = 1: shown, held until 1 + 0.5, then fading linearly over 0.25 s.
        #expect(try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 1), at: CGPoint(x: 50, y: 50)), at: 1))
        #expect(s.scrollIndicatorAlpha == 1)
        #expect(indicatorFill(root) == CGColor(red: 0, green: 0, blue: 0, alpha: 0.35))
        #expect(root.hasRunningAnimations)
        try root.advance(to: 1.5)
        #expect(s.scrollIndicatorAlpha == 1)
        // 1.625: 0.125 s into the 0.25 s fade → 1 − 0.5 (all exact in binary).
        try root.advance(to: 1.625)
        #expect(s.scrollIndicatorAlpha == 0.5)
        #expect(indicatorFill(root) == CGColor(red: 0, green: 0, blue: 0, alpha: 0.35 * 0.5))
        try root.advance(to: 1.6875)
        #expect(s.scrollIndicatorAlpha == 0.25)
        try root.advance(to: 1.75)
        #expect(s.scrollIndicatorAlpha == 0 && indicatorFill(root) == nil)
        #expect(!root.hasRunningAnimations)
    }

    /// Scrolling again while fading brings them back at full strength and restarts the hold.
    @Test func scrollingAgainRestartsTheHold() throws {
        let (root, s) = makeScene()
        let p = CGPoint(x: 50, y: 50)
        try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 1), at: p), at: 0)
        try root.advance(to: 0.625)
        #expect(s.scrollIndicatorAlpha == 0.5)
        try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 1), at: p), at: 0.625)
        #expect(s.scrollIndicatorAlpha == 1)
        try root.advance(to: 1.125)  // 0.625 + 0.5: still held
        #expect(s.scrollIndicatorAlpha == 1)
        try root.advance(to: 1.25)
        #expect(s.scrollIndicatorAlpha == 0.5)
    }

    /// A drag holds them as long as the finger is down, however still; after the lift they stay while the
    /// content glides and fade 0.5 s after it stops.
    @Test func dragHoldsThemAndTheGlideKeepsThem() throws {
        let (root, s) = makeScene()
        let lifted = try root.drag(from: CGPoint(x: 50, y: 90), to: CGPoint(x: 50, y: 40), steps: 5, at: 0, lift: false)
        #expect(s.scrollIndicatorAlpha == 1)
        try root.advance(to: lifted + 5)
        #expect(s.scrollIndicatorAlpha == 1)
        // A flick from where the finger rests: 10 points per 0.01 s up.
        let t = lifted + 5
        for i in 1...3 {
            try root.send(.touchMoved(id: 1, to: CGPoint(x: 50, y: 40 - 10 * CGFloat(i))), at: t + 0.01 * Double(i))
        }
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 50, y: 10)), at: t + 0.03)
        #expect(s.isDecelerating)
        var time = t + 0.03
        while s.isDecelerating {
            #expect(s.scrollIndicatorAlpha == 1)
            time += 1.0 / 64
            try root.advance(to: time)
        }
        // The glide (and its bounce) ended by `time`: held 0.5 s from its last movement, gone 0.25 s later.
        try root.advance(to: time + 0.75 + 1.0 / 64)
        #expect(s.scrollIndicatorAlpha == 0)
        #expect(!root.hasRunningAnimations)
    }

    /// `flashScrollIndicators()`: fully shown for 0.75 s, then the 0.25 s fade.
    @Test func flash() throws {
        let (root, s) = makeScene()
        try root.advance(to: 2)
        s.flashScrollIndicators()
        #expect(s.scrollIndicatorAlpha == 1)
        try root.advance(to: 2.75)
        #expect(s.scrollIndicatorAlpha == 1)
        try root.advance(to: 2.875)
        #expect(s.scrollIndicatorAlpha == 0.5)
        try root.advance(to: 3)
        #expect(s.scrollIndicatorAlpha == 0)
        // Hidden indicators are not flashed (and no frames are asked for).
        s.showsVerticalScrollIndicator = false
        s.showsHorizontalScrollIndicator = false
        s.flashScrollIndicators()
        #expect(!root.hasRunningAnimations)
    }

    /// An animated offset change shows them while it runs.
    @Test func animatedOffsetShowsThem() throws {
        let (root, s) = makeScene()
        s.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        try root.advance(to: 0.1)
        #expect(s.scrollIndicatorAlpha == 1)
        // The 0.3 s animation's last movement is at 0.3 (the frame at 0.3 lands it); held to 0.8, gone at 1.05.
        try root.advance(to: 0.3)
        try root.advance(to: 0.8)
        #expect(s.scrollIndicatorAlpha == 1)
        try root.advance(to: 0.925)
        #expect(abs(s.scrollIndicatorAlpha - 0.5) < 1e-9)  // (0.3 + 0.5 and 0.925 are not exact in binary)
        try root.advance(to: 1.05)
        #expect(s.scrollIndicatorAlpha == 0)
    }
}
