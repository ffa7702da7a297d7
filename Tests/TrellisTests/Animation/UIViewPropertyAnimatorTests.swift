import Foundation
import Testing

@testable import Trellis

/// `UIViewPropertyAnimator` driven through the root's clock.
@Suite struct UIViewPropertyAnimatorTests {
    func makeScene() -> (UIRootView, UIView) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(box)
        return (root, box)
    }

    func presentedX(_ view: UIView) -> CGFloat { view.layer.presentation()!.frame.minX }

    @Test func scrubToPointThreeThenReverse() throws {
        let (root, box) = makeScene()
        var ended: [(UIViewAnimatingPosition, TimeInterval)] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.frame.origin.x = 100 }
        animator.addCompletion { ended.append(($0, root.currentTime)) }
        #expect(box.frame.minX == 0)  // the block runs when the animator activates
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(box.frame.minX == 100)
        animator.fractionComplete = 0.3
        // Scrubbing is linear (scrubsLinearly): 0.3 of 0 → 100 whatever the curve.
        #expect(presentedX(box) == 30)
        try root.advance(to: 5)
        #expect(presentedX(box) == 30)  // paused: time changes nothing
        animator.isReversed = true
        animator.startAnimation()
        // Back from 0.3 to 0 over 0.3 × 1 s with ease in-out: half the time, half the way (symmetric curve).
        try root.advance(to: 5.15)
        #expect(abs(presentedX(box) - 15) < 1e-9)
        #expect(ended.isEmpty)
        try root.advance(to: 5.5)
        #expect(ended.count == 1 && ended[0].0 == .start && abs(ended[0].1 - 5.3) < 1e-12)
        // Finished at the start: the old model value is back.
        #expect(box.frame.minX == 0 && presentedX(box) == 0)
        #expect(animator.state == .inactive)
    }

    @Test func runPauseContinue() throws {
        let (root, box) = makeScene()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { box.alpha = 0 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        try root.advance(to: 0.5)
        #expect(animator.fractionComplete == 0.25)
        #expect(box.layer.presentation()!.opacity == 0.75)
        animator.pauseAnimation()
        try root.advance(to: 3)
        #expect(box.layer.presentation()!.opacity == 0.75)
        // The remaining 0.75 would take 1.5 s; a duration factor of 2 makes it 3 s, linear.
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
        try root.advance(to: 4.5)  // half of the rest: 0.25 + 0.375
        #expect(animator.fractionComplete == 0.625)
        try root.advance(to: 6)
        #expect(ended == [.end])
        #expect(box.alpha == 0 && box.layer.presentation()!.opacity == 0)
    }

    @Test func stopWithoutFinishingKeepsWhatShows() throws {
        let (root, box) = makeScene()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { box.frame.origin.x = 200 }
        ) { ended.append($0) }
        try root.advance(to: 0.25)
        animator.stopAnimation(true)
        #expect(box.frame.minX == 50 && presentedX(box) == 50)
        #expect(animator.state == .inactive)
        try root.advance(to: 2)
        #expect(ended.isEmpty)
    }

    @Test func stopThenFinishAtCurrent() throws {
        let (root, box) = makeScene()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.frame.origin.x = 200 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        try root.advance(to: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .current)
        #expect(ended == [.current] && box.frame.minX == 100)
    }

    @Test func springAnimatorMatchesTheClosedForm() throws {
        let (root, box) = makeScene()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { box.frame.origin.x = 100 }
        animator.startAnimation()
        try root.advance(to: 0.2)
        let zeta = 0.3, w0 = log(1500.0) / zeta, wd = w0 * (1 - zeta * zeta).squareRoot()
        let x = exp(-zeta * w0 * 0.2) * (cos(wd * 0.2) + zeta * w0 / wd * sin(wd * 0.2))
        #expect(abs(Double(presentedX(box)) - 100 * (1 - x)) < 1e-9)
    }
}
