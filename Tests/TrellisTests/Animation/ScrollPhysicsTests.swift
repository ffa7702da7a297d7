import Foundation
import Testing

@testable import Trellis

/// Scroll physics on the root's clock, driven as a user drives it (touches, then time).
@Suite struct ScrollPhysicsTests {
    /// A 100 × 100 root filled by a scroll view with `content`.
    func makeScene(content: CGSize) -> (UIRootView, UIScrollView) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let s = UIScrollView(frame: root.bounds)
        s.contentSize = content
        root.addSubview(s)
        return (root, s)
    }

    /// A flick up: 10 points every 0.01 s (1,000 points per second) over `steps` moves from y = 90.
    func flickUp(_ root: UIRootView, steps: Int, at t: TimeInterval) throws -> TimeInterval {
        try root.drag(from: CGPoint(x: 50, y: 90), to: CGPoint(x: 50, y: 90 - 10 * CGFloat(steps)), steps: steps, at: t)
    }

    @Test(arguments: [UIScrollView.DecelerationRate.normal, .fast])
    func decelerationFollowsTheFormula(rate: UIScrollView.DecelerationRate) throws {
        let (root, s) = makeScene(content: CGSize(width: 100, height: 100_000))
        s.decelerationRate = rate
        let released = try flickUp(root, steps: 5, at: 0)
        let v0 = 1000.0  // 10 points per 0.01 s; the offset moves against the finger (up: the offset grows)
        let x0 = Double(s.contentOffset.y)
        #expect(s.isDecelerating)
        // x(t) = x₀ + v₀(r^(1000t) − 1)/(1000 ln r).
        let k = 1000 * log(Double(rate.rawValue))
        for dt in [0.016, 0.1, 0.5] {
            try root.advance(to: released + dt)
            let expected = x0 + v0 * (exp(k * dt) - 1) / k
            // (The drag's times are sums of 0.01 s steps: the measured speed is 1000 within ~1e-10.)
            #expect(abs(Double(s.contentOffset.y) - expected) < 1e-6, "at \(dt)")
        }
        try root.advance(to: released + 30)
        // At rest when the speed is 1 point per second: x₀ + (v₀ − 1)/(−1000 ln r) — 499.0 points for
        // .normal (r = 0.998), 99.4 for .fast (r = 0.99).
        let glide = (v0 - 1) / -k
        #expect(abs(Double(s.contentOffset.y) - (x0 + glide)) < 1e-6)
        #expect(abs(glide - (rate == .normal ? 499.0 : 99.4)) < 0.05)
        #expect(!s.isDecelerating)
        // The glide's last movement (in the frame at +30) shows the indicators: they fade by +30.75.
        try root.advance(to: released + 30.75)
        #expect(!root.hasRunningAnimations)
    }

    @Test func newDragStopsTheGlide() throws {
        let (root, s) = makeScene(content: CGSize(width: 100, height: 100_000))
        let released = try flickUp(root, steps: 5, at: 0)
        try root.advance(to: released + 0.2)
        try root.send(.touchBegan(id: 2, at: CGPoint(x: 50, y: 50)), at: released + 0.2)
        try root.send(.touchMoved(id: 2, to: CGPoint(x: 50, y: 50.5)), at: released + 0.21)
        try root.send(.touchMoved(id: 2, to: CGPoint(x: 50, y: 30)), at: released + 0.3)  // the pan begins
        #expect(!s.isDecelerating)
        let held = s.contentOffset.y
        try root.advance(to: released + 1)
        #expect(s.contentOffset.y == held)
    }

    @Test func rubberBandWhileDragging() throws {
        let (root, s) = makeScene(content: CGSize(width: 100, height: 1000))
        s.contentOffset = CGPoint(x: 0, y: 100)
        // Finger down 10 points to begin the pan, then 400 more, slowly: the raw offset would be 100 − 400 = −300.
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 50, y: 0)), at: 0)
        try root.send(.touchMoved(id: 1, to: CGPoint(x: 50, y: 10)), at: 0.1)
        let start = s.contentOffset.y
        try root.send(.touchMoved(id: 1, to: CGPoint(x: 50, y: 10 + 400)), at: 1)
        let raw = Double(start) - 400
        // (1 − 1/(x·0.55/d + 1))·d past the edge, d = 100.
        let expected = -(1 - 1 / (-raw * 0.55 / 100 + 1)) * 100
        #expect(abs(Double(s.contentOffset.y) - expected) < 1e-9)
        // The limit: never a whole scroll-view height past the edge.
        #expect(UIScrollView.rubberBandDistance(1_000_000, dimension: 100) < 100)
        #expect(UIScrollView.rubberBandDistance(1_000_000, dimension: 100) > 99.98)
        // Without bounces the drag stops at the edge.
        s.bounces = false
        try root.send(.touchMoved(id: 1, to: CGPoint(x: 50, y: 420)), at: 1.1)
        #expect(s.contentOffset.y == 0)
        s.bounces = true
        try root.send(.touchMoved(id: 1, to: CGPoint(x: 50, y: 410)), at: 10)  // still for a while: no speed
        try root.send(.touchMoved(id: 1, to: CGPoint(x: 50, y: 410)), at: 10.1)
        let e0 = Double(s.contentOffset.y)
        let releaseV = -Double(s.panGestureRecognizer.velocity(in: s).y)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 50, y: 410)), at: 10.1)
        #expect(s.isDecelerating)
        // Springs back: e(t) = (e₀ + (v₀ + ω e₀)t)e^(−ωt), ω = 15.
        let w = UIScrollView.bounceFrequency
        try root.advance(to: 10.2)
        let t = 0.1
        #expect(abs(Double(s.contentOffset.y) - (e0 + (releaseV + w * e0) * t) * exp(-w * t)) < 1e-9)
        try root.advance(to: 12)
        #expect(s.contentOffset.y == 0 && !s.isDecelerating)
    }

    @Test func glideIntoTheEdgeBouncesBack() throws {
        let (root, s) = makeScene(content: CGSize(width: 100, height: 200))  // at most 100
        let released = try flickUp(root, steps: 5, at: 0)
        var peak: CGFloat = 0
        var t = released
        while t < released + 3 {
            t += 1.0 / 60
            try root.advance(to: t)
            peak = max(peak, s.contentOffset.y)
        }
        #expect(peak > 100)  // past the end (a 499-point glide with 60 left)
        #expect(s.contentOffset.y == 100)
        // Without bounces it stops at the end.
        s.bounces = false
        s.contentOffset = .zero
        let again = try flickUp(root, steps: 5, at: t + 1)
        try root.advance(to: again + 0.5)
        #expect(s.contentOffset.y == 100 && !s.isDecelerating)
    }

    @Test func animatedOffsetAndPagingSnap() throws {
        let (root, s) = makeScene(content: CGSize(width: 400, height: 100))
        s.setContentOffset(CGPoint(x: 200, y: 0), animated: true)
        #expect(s.contentOffset == .zero)  // the offset moves frame by frame, as UIKit's
        try root.advance(to: 0.15)
        // Ease in-out over 0.3 s: half the time, half the way (the curve is symmetric).
        #expect(abs(s.contentOffset.x - 100) < 1e-9)
        try root.advance(to: 0.3)
        #expect(s.contentOffset.x == 200)
        s.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
        try root.advance(to: 0.375)  // a quarter of the time: the curve at 0.25, solved by bisection
        func bx(_ u: Double) -> Double { 3 * (1 - u) * (1 - u) * u * 0.42 + 3 * (1 - u) * u * u * 0.58 + u * u * u }
        func by(_ u: Double) -> Double { 3 * (1 - u) * u * u + u * u * u }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let m = (lo + hi) / 2
            if bx(m) < 0.25 { lo = m } else { hi = m }
        }
        #expect(abs(Double(s.contentOffset.x) - (200 - 200 * by(lo))) < 1e-9)
        try root.advance(to: 1)
        #expect(s.contentOffset.x == 0)
        // Paging: a slow drag of 30 points snaps back, animated.
        s.isPagingEnabled = true
        try root.drag(from: CGPoint(x: 80, y: 50), to: CGPoint(x: 40, y: 50), steps: 4, at: 2, interval: 0.1)
        let x = s.contentOffset.x
        #expect(x == 30)
        try root.advance(to: 2.4 + 0.15)
        #expect(abs(s.contentOffset.x - 15) < 1e-9)
        try root.advance(to: 3)
        #expect(s.contentOffset.x == 0)
    }

    @Test func scrollsToTop() throws {
        let (root, s) = makeScene(content: CGSize(width: 100, height: 1000))
        s.contentOffset = CGPoint(x: 0, y: 500)
        #expect(root.scrollToTop())
        try root.advance(to: 0.3)
        #expect(s.contentOffset == .zero)
        s.scrollsToTop = false
        s.contentOffset = CGPoint(x: 0, y: 500)
        #expect(!root.scrollToTop())
    }
}
