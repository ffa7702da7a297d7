import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// `UIView.animate` on the root's virtual clock: model values at once, presentation values over time.
@Suite struct UIViewAnimateTests {
    /// A 400 × 300 root with one 50 × 50 frame-placed view at the origin.
    func makeScene() -> (UIRootView, UIView) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(box)
        root.layoutIfNeeded()
        return (root, box)
    }

    func presentedX(_ view: UIView) -> CGFloat { view.layer.presentation()!.frame.minX }

    @Test func linearQuarter() throws {
        let (root, box) = makeScene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { box.frame.origin.x = 100 }
        // The model is the end state at once.
        #expect(box.frame.minX == 100)
        #expect(presentedX(box) == 0)
        try root.advance(to: 0.25)
        // Linear: progress = time fraction = 0.25 → 0 + 100·0.25 = 25.
        #expect(presentedX(box) == 25)
        try root.advance(to: 1)
        #expect(presentedX(box) == 100)
        #expect(box.layer.animationKeys() == nil)
    }

    @Test func easeInOutMidpointAndQuarter() throws {
        let (root, box) = makeScene()
        UIView.animate(withDuration: 2) { box.frame.origin.x = 100 }  // default curve: ease in, ease out
        try root.advance(to: 1)
        // (0.42, 0), (0.58, 1) is symmetric about (½, ½): at half the time, exactly half the distance.
        #expect(abs(presentedX(box) - 50) < 1e-9)
        try root.advance(to: 1.5)
        // Three quarters of the time. Independently: bisection on B_x(s) = 0.75, then B_y(s).
        func bx(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s }
        func by(_ s: Double) -> Double { 3 * (1 - s) * s * s + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let m = (lo + hi) / 2
            if bx(m) < 0.75 { lo = m } else { hi = m }
        }
        let expected = 100 * by(lo)  // ≈ 87.06
        #expect(abs(Double(presentedX(box)) - expected) < 1e-9)
        #expect(expected > 87 && expected < 87.1)
    }

    @Test func easeInQuarterSolvedIndependently() throws {
        let (root, box) = makeScene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn) { box.frame.origin.x = 100 }
        try root.advance(to: 0.25)
        // (0.42, 0), (1, 1): B_x(s) = 1.26(1−s)²s + 3(1−s)s² + s³ = 0.25 by bisection; progress B_y(s) = 3(1−s)s² + s³.
        func bx(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s + s * s * s }
        func by(_ s: Double) -> Double { 3 * (1 - s) * s * s + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let m = (lo + hi) / 2
            if bx(m) < 0.25 { lo = m } else { hi = m }
        }
        #expect(abs(Double(presentedX(box)) - 100 * by(lo)) < 1e-9)
    }

    @Test func delayShowsTheOldValue() throws {
        let (root, box) = makeScene()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear) { box.alpha = 0 }
        #expect(box.alpha == 0)
        try root.advance(to: 0.4)
        #expect(box.layer.presentation()!.opacity == 1)
        try root.advance(to: 1.0)  // half way through: 1 − 0.5
        #expect(box.layer.presentation()!.opacity == 0.5)
    }

    @Test func springFollowsTheClosedForm() throws {
        let (root, box) = makeScene()
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2, options: []
        ) { box.frame.origin.x = 200 }
        // ω₀ = ln 1500 / (ζ·d); x(t) = e^(−ζω₀t)(cos ω_d t + (ζω₀ − v)/ω_d sin ω_d t); shown: 200·(1 − x(t)).
        let zeta = 0.5, v = 2.0
        let w0 = log(1500.0) / (zeta * 1)
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        func x(_ t: Double) -> Double { exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v) / wd * sin(wd * t)) }
        var overshot = false
        for step in 1...19 {
            let t = Double(step) * 0.05
            try root.advance(to: t)
            let shown = Double(presentedX(box))
            #expect(abs(shown - 200 * (1 - x(t))) < 1e-9)
            if shown > 200 { overshot = true }
        }
        #expect(overshot)  // ζ = 0.5 overshoots
        try root.advance(to: 1)
        #expect(presentedX(box) == 200)
    }

    @Test func criticallyDampedSpringNeverOvershoots() throws {
        let (root, box) = makeScene()
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0) {
            box.frame.origin.x = 100
        }
        // ζ = 1: x(t) = e^(−ω₀t)(1 + ω₀t), ω₀ = ln 1500 / 0.5.
        let w0 = log(1500.0) / 0.5
        var last = -1.0
        for step in 1...9 {
            let t = Double(step) * 0.05
            try root.advance(to: t)
            let shown = Double(presentedX(box))
            #expect(abs(shown - 100 * (1 - exp(-w0 * t) * (1 + w0 * t))) < 1e-9)
            #expect(shown <= 100 && shown > last)
            last = shown
        }
    }

    @Test func completionRunsAtTheEndWithTrue() throws {
        let (root, box) = makeScene()
        var calls: [(Bool, TimeInterval)] = []
        UIView.animate(withDuration: 0.3, animations: { box.alpha = 0.5 }) { calls.append(($0, root.currentTime)) }
        try root.advance(to: 0.29)
        #expect(calls.isEmpty)
        try root.advance(to: 1)
        #expect(calls.count == 1 && calls[0].0 == true && calls[0].1 == 0.3)
    }

    @Test func completionWithNothingToAnimate() throws {
        let (root, box) = makeScene()
        var finished: [Bool] = []
        box.alpha = 0.5
        UIView.animate(withDuration: 1, animations: { box.alpha = 0.5 }) { finished.append($0) }
        // Nothing changed, so no clock was picked: the completion runs at once.
        #expect(finished == [true])
        // A zero duration animates nothing visible; the completion comes on the clock's next step.
        UIView.animate(withDuration: 0, animations: { box.alpha = 1 }) { finished.append($0) }
        #expect(finished == [true] && box.layer.presentation()!.opacity == 1)
        try root.advance(to: 0)
        #expect(finished == [true, true])
        // A view in no root: no clock, so the change is immediate and the completion runs at once.
        let loose = UIView()
        UIView.animate(withDuration: 1, animations: { loose.alpha = 0 }) { finished.append($0) }
        #expect(finished == [true, true, true])
        #expect(loose.layer.presentation()!.opacity == 0)
    }

    @Test func beginFromCurrentStateInterrupts() throws {
        let (root, box) = makeScene()
        var first: [Bool] = [], second: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.frame.origin.x = 100 }) {
            first.append($0)
        }
        try root.advance(to: 0.5)
        #expect(presentedX(box) == 50)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { box.frame.origin.x = 0 }
        ) { second.append($0) }
        #expect(presentedX(box) == 50)  // from what is on screen
        try root.advance(to: 1.0)
        #expect(first == [false])  // interrupted
        // 50 → 0 linearly over 1 s: at 0.5 s in, 25.
        #expect(presentedX(box) == 25)
        try root.advance(to: 1.5)
        #expect(second == [true])
        #expect(presentedX(box) == 0 && box.frame.minX == 0)
    }

    @Test func withoutBeginFromCurrentStateAnimationsAdd() throws {
        let (root, box) = makeScene()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.frame.origin.x = 100 }) {
            finished.append($0)
        }
        try root.advance(to: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.frame.origin.x = 0 }) {
            finished.append($0)
        }
        // Additive (UIKit since iOS 8): shown = 0 + (100 − 0)(1 − p₂) + (0 − 100)(1 − p₁).
        #expect(presentedX(box) == 50)  // p₁ = ½, p₂ = 0: no jump
        try root.advance(to: 1.0)
        #expect(presentedX(box) == 50)  // p₁ = 1, p₂ = ½
        #expect(finished == [true])
        try root.advance(to: 1.25)
        #expect(presentedX(box) == 25)
        try root.advance(to: 1.5)
        #expect(finished == [true, true])
    }

    @Test func autoreverseAndRepeatCount() throws {
        let (root, box) = makeScene()
        var finished: [(Bool, TimeInterval)] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse, .repeat],
            animations: {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { box.frame.origin.x = 100 }
            }
        ) { finished.append(($0, root.currentTime)) }
        // Two passes, each 1 s forward and 1 s back: 4 s in all.
        let expected: [(TimeInterval, CGFloat)] = [
            (0.25, 25), (1.0, 100), (1.25, 75), (2.0, 0), (2.5, 50), (3.25, 75), (3.75, 25),
        ]
        for (t, x) in expected {
            try root.advance(to: t)
            #expect(presentedX(box) == x, "at \(t)")
        }
        #expect(finished.isEmpty)
        try root.advance(to: 5)
        #expect(finished.count == 1 && finished[0].0 && finished[0].1 == 4)
        // Then the model value shows (UIKit's autoreverse gotcha: the view jumps to the end state).
        #expect(presentedX(box) == 100)
    }

    @Test func repeatForeverUntilRemoved() throws {
        let (root, box) = makeScene()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat], animations: { box.alpha = 0 }) {
            finished.append($0)
        }
        try root.advance(to: 7.25)
        #expect(box.layer.presentation()!.opacity == 0.75)  // 1 − 0.25 in the eighth pass
        #expect(finished.isEmpty)
        box.layer.removeAllAnimations()
        #expect(box.layer.presentation()!.opacity == 0)
        try root.advance(to: 7.5)
        #expect(finished == [false])
    }

    @Test func keyframes() throws {
        let (root, box) = makeScene()
        var finished: [Bool] = []
        UIView.animateKeyframes(
            withDuration: 2, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.frame.origin.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { box.frame.origin.x = 300 }
            }
        ) { finished.append($0) }
        #expect(box.frame.minX == 300)
        // Keyframes are paced linearly inside their windows: 0…1 s: 0 → 100; 1…1.5 s: 100 → 300; then 300.
        let expected: [(TimeInterval, CGFloat)] = [(0.5, 50), (1.0, 100), (1.25, 200), (1.5, 300), (1.9, 300)]
        for (t, x) in expected {
            try root.advance(to: t)
            #expect(presentedX(box) == x, "at \(t)")
        }
        try root.advance(to: 2)
        #expect(finished == [true])
    }

    @Test func colorsTransformAndLayerProperties() throws {
        let (root, box) = makeScene()
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            box.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            box.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 3, y: 3)
            box.layer.cornerRadius = 10
            box.layer.borderWidth = 4
        }
        try root.advance(to: 0.5)
        let p = box.layer.presentation()!
        #expect(p.backgroundColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        #expect(p.cornerRadius == 5 && p.borderWidth == 2)
        // Decomposed: rotation 0 → π/2 and scale 1 → 3, so half way is a π/4 turn at scale 2 (not a shrunken
        // matrix blend).
        let expected = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 2, y: 2)
        for (a, b) in [
            (p.transform.a, expected.a), (p.transform.b, expected.b), (p.transform.c, expected.c),
            (p.transform.d, expected.d), (p.transform.tx, 0), (p.transform.ty, 0),
        ] {
            #expect(abs(a - b) < 1e-12)
        }
    }

    @Test func seed004ConstraintChangeAnimatesEveryMovedView() throws {
        // Seed 004: change the constants, then call layoutIfNeeded inside the animation block.
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let header = UIView(), body = UIView()
        for v in [header, body] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        let headerHeight = header.heightAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor), headerHeight,
            body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 0, y: 50, width: 400, height: 250))
        headerHeight.constant = 120
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { root.layoutIfNeeded() }
        // The model is final at once: layout and hit testing see it.
        #expect(header.frame == CGRect(x: 0, y: 0, width: 400, height: 120))
        #expect(body.frame == CGRect(x: 0, y: 130, width: 400, height: 170))
        try root.advance(to: 0.25)
        // A quarter of the way: header height 40 → 120 is 60; body y 50 → 130 is 70, height 250 → 170 is 230.
        #expect(header.layer.presentation()!.frame == CGRect(x: 0, y: 0, width: 400, height: 60))
        #expect(body.layer.presentation()!.frame == CGRect(x: 0, y: 70, width: 400, height: 230))
        #expect(root.hitTest(CGPoint(x: 10, y: 100), with: nil) === root)  // body is animating: no touches
        try root.advance(to: 1)
        #expect(body.layer.presentation()!.frame == body.frame)
        #expect(root.hitTest(CGPoint(x: 10, y: 100), with: nil) === header)
    }

    @Test func allowUserInteractionKeepsTouches() throws {
        let (root, box) = makeScene()
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction) { box.frame.origin.x = 100 }
        // Hit testing uses the model frame (100…150), not the presented one.
        #expect(root.hitTest(CGPoint(x: 110, y: 10), with: nil) === box)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
    }

    @Test func performWithoutAnimationInsideABlock() throws {
        let (root, box) = makeScene()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { box.frame.origin.x = 100 }
            box.alpha = 0.5
        }
        #expect(box.layer.animationKeys() == ["opacity"])
        try root.advance(to: 0.1)
        #expect(presentedX(box) == 100)
    }

    @Test func transformedViewsHitTestThroughTheTransform() {
        let (root, box) = makeScene()
        box.frame = CGRect(x: 100, y: 100, width: 100, height: 20)
        box.transform = CGAffineTransform(rotationAngle: .pi / 2)  // now 20 wide, 100 tall about (150, 110)
        #expect(root.hitTest(CGPoint(x: 150, y: 70), with: nil) === box)
        #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === root)
        #expect(box.frame == CGRect(x: 100, y: 100, width: 100, height: 20))
    }
}
