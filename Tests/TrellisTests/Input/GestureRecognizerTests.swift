import Foundation
import Testing

@testable import Trellis

/// Every recognizer's state sequence as a user drives it, interleaved with what the view receives. The log
/// shows each state change ("tap ended", the reset "tap possible") and each view call ("V began (10, 10)").
@Suite struct GestureRecognizerTests {
    func makeView(_ log: EventLog, frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 200)) -> (
        UIRootView, LoggingView
    ) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = LoggingView("V", frame, log: log)
        root.addSubview(view)
        return (root, view)
    }

    /// A tap is recognized when the button goes up; it cancels the view's touch (UIKit's default), or lets the
    /// view see the end with `cancelsTouchesInView` off.
    @Test func singleTap() throws {
        let log = EventLog()
        let (root, view) = makeView(log)
        let tap = UITapGestureRecognizer()
        tap.logStates("tap", to: log)
        var locations: [String] = []
        tap.addAction { [unowned view] tap in locations.append(fmt(tap.location(in: view))) }
        view.addGestureRecognizer(tap)
        try root.click(CGPoint(x: 10, y: 10), at: 0)
        #expect(log.take() == ["V began (10, 10)", "tap ended", "V cancelled (10, 10)", "tap possible"])
        #expect(locations == ["(10, 10)"])
        tap.cancelsTouchesInView = false
        try root.click(CGPoint(x: 10, y: 10), at: 1)
        #expect(log.take() == ["V began (10, 10)", "tap ended", "V ended (10, 10)", "tap possible"])
    }

    /// A double tap recognizer and a single tap that requires it to fail: one click fires the single tap only
    /// once the double tap gave up (0.35 s after the click ended); two clicks fire the double tap only.
    @Test func doubleTapRequiresSingleTapToWait() throws {
        let log = EventLog()
        let (root, view) = makeView(log)
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        var singleFiredAt: [TimeInterval] = []
        single.addAction { [unowned root] _ in singleFiredAt.append(root.currentTime) }
        single.logStates("single", to: log)
        double.logStates("double", to: log)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        try root.click(CGPoint(x: 10, y: 10), at: 0)  // up at 0.05: the single tap waits
        try root.advance(to: 0.39)
        #expect(log.take() == ["V began (10, 10)"])  // the view's end is held back while both decide
        try root.advance(to: 0.40)  // 0.05 + 0.35: the double tap fails, the single tap fires
        #expect(
            log.take() == [
                "double failed", "single ended", "V cancelled (10, 10)", "single possible", "double possible",
            ])
        #expect(singleFiredAt == [0.05 + 0.35])  // the double tap's deadline, as the clock adds it

        try root.click(CGPoint(x: 10, y: 10), at: 1)
        try root.click(CGPoint(x: 12, y: 10), at: 1.2)  // second tap 0.15 s later, 2 points away
        #expect(
            log.take() == [
                "V began (10, 10)", "V began (12, 10)", "double ended", "single failed",
                "V cancelled (10, 10)", "V cancelled (12, 10)", "single possible", "double possible",
            ])
        #expect(singleFiredAt == [0.05 + 0.35])  // the double tap's deadline, as the clock adds it
        try root.advance(to: 3)
        #expect(log.take().isEmpty)  // the voided timer does nothing
    }

    /// A long press begins after 0.5 s held still, changes as it moves, ends when lifted; one that moves too
    /// far first fails, and the view keeps its touch.
    @Test func longPress() throws {
        let log = EventLog()
        let (root, _) = makeView(log)
        let press = UILongPressGestureRecognizer()
        press.logStates("press", to: log)
        root.subviews[0].addGestureRecognizer(press)
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 10, y: 10)), at: 0)
        try root.advance(to: 0.49)
        #expect(log.take() == ["V began (10, 10)"])
        try root.advance(to: 0.5)
        #expect(log.take() == ["press began", "V cancelled (10, 10)"])
        try root.send(.touchMoved(id: 1, to: CGPoint(x: 15, y: 10)), at: 0.6)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 15, y: 10)), at: 0.7)
        #expect(log.take() == ["press changed", "press ended", "press possible"])

        try root.send(.touchBegan(id: 1, at: CGPoint(x: 10, y: 10)), at: 1)
        try root.send(.touchMoved(id: 1, to: CGPoint(x: 25, y: 10)), at: 1.2)  // 15 > 10 points
        try root.advance(to: 2)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 25, y: 10)), at: 2)
        #expect(
            log.take() == [
                "V began (10, 10)", "press failed", "V moved (25, 10)", "V ended (25, 10)", "press possible",
            ])
    }

    /// A tap-and-hold (one tap first): the tap is a touch lifted within the press duration. A first touch held
    /// that long is a press, not a tap — the gesture fails then, and the next touch starts over with its tap —
    /// while a quick tap and a hold begin the press 0.5 s after the second touch went down.
    @Test func longPressAfterTapNeedsAQuickTap() throws {
        let log = EventLog()
        let (root, _) = makeView(log)
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        press.logStates("press", to: log)
        root.subviews[0].addGestureRecognizer(press)
        let p = CGPoint(x: 10, y: 10)
        try root.send(.touchBegan(id: 1, at: p), at: 0)
        try root.advance(to: 0.49)
        #expect(log.take() == ["V began (10, 10)"])
        try root.advance(to: 0.5)
        #expect(log.take() == ["press failed"])  // held as long as a press: no tap
        try root.send(.touchEnded(id: 1, at: p), at: 0.8)
        #expect(log.take() == ["V ended (10, 10)", "press possible"])
        // The next touch, 0.1 s later, is a first tap again: held, it fails too (it began the press before).
        try root.send(.touchBegan(id: 1, at: p), at: 0.9)
        try root.advance(to: 1.5)
        try root.send(.touchEnded(id: 1, at: p), at: 1.6)
        #expect(log.take() == ["V began (10, 10)", "press failed", "V ended (10, 10)", "press possible"])

        // A tap (0.1 s) then a hold: the press begins 0.5 s after the second touch went down (the tap's end was
        // held back from the view while the press was possible, UIKit's `delaysTouchesEnded`: both cancelled).
        try root.send(.touchBegan(id: 1, at: p), at: 3)
        try root.send(.touchEnded(id: 1, at: p), at: 3.1)
        try root.send(.touchBegan(id: 1, at: p), at: 3.3)
        try root.advance(to: 3.79)
        #expect(log.take() == ["V began (10, 10)", "V began (10, 10)"])
        try root.advance(to: 3.8)
        try root.send(.touchEnded(id: 1, at: p), at: 4)
        #expect(
            log.take() == [
                "press began", "V cancelled (10, 10)", "V cancelled (10, 10)", "press ended", "press possible",
            ])
    }

    /// A pan begins after 10 points; its translation is the movement since touch down, its velocity the speed
    /// over the last 0.1 s.
    @Test func panTranslationAndVelocity() throws {
        let log = EventLog()
        let (root, view) = makeView(log)
        let pan = UIPanGestureRecognizer()
        pan.addAction { [unowned view] pan in
            let v = pan.velocity(in: view)  // rounded to a millionth: 30 / (1.01 − 1) is not exactly 3,000
            let rounded = CGPoint(x: (v.x * 1e6).rounded() / 1e6, y: (v.y * 1e6).rounded() / 1e6)
            log.add("\(pan.state) \(fmt(pan.translation(in: view))) v \(fmt(rounded))")
        }
        view.addGestureRecognizer(pan)
        // (10, 10) → (60, 10) in steps of 10 points every 0.01 s: 1,000 points per second.
        try root.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10), steps: 5, at: 0)
        #expect(
            log.take() == [
                "V began (10, 10)", "V cancelled (20, 10)", "began (10, 0) v (1000, 0)", "changed (20, 0) v (1000, 0)",
                "changed (30, 0) v (1000, 0)", "changed (40, 0) v (1000, 0)", "changed (50, 0) v (1000, 0)",
                "ended (50, 0) v (1000, 0)",
            ])
        // A pause before lifting: the velocity over the last 0.1 s is 0.
        try root.send(.touchBegan(id: 2, at: CGPoint(x: 10, y: 10)), at: 1)
        try root.send(.touchMoved(id: 2, to: CGPoint(x: 40, y: 10)), at: 1.01)
        try root.send(.touchEnded(id: 2, at: CGPoint(x: 40, y: 10)), at: 1.5)
        #expect(
            log.take() == [
                "V began (10, 10)", "V cancelled (40, 10)", "began (30, 0) v (3000, 0)", "ended (30, 0) v (0, 0)",
            ])
    }

    /// `setTranslation(.zero, in:)` in the handler turns the translation into increments.
    @Test func panSetTranslation() throws {
        let (root, view) = makeView(EventLog())
        var steps: [String] = []
        view.addGestureRecognizer(
            UIPanGestureRecognizer { [unowned view] pan in
                steps.append(fmt(pan.translation(in: view)))
                pan.setTranslation(.zero, in: view)
            })
        try root.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 50), steps: 4, at: 0)
        #expect(steps == ["(0, 10)", "(0, 10)", "(0, 10)", "(0, 10)", "(0, 0)"])
    }

    /// A swipe is recognized during the stroke once it travelled 50 points its way; a slow stroke fails when
    /// 0.5 s are up.
    @Test func swipe() throws {
        let log = EventLog()
        let (root, view) = makeView(log)
        let swipe = UISwipeGestureRecognizer()
        swipe.logStates("swipe", to: log)
        swipe.addAction { swipe in log.add("at \(fmt(swipe.location(in: nil)))") }
        view.addGestureRecognizer(swipe)
        // 10 points every 0.01 s: 50 points at the fifth move.
        try root.drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 70, y: 100), steps: 6, at: 0)
        #expect(log.take().filter { !$0.hasPrefix("V") } == ["swipe ended", "at (60, 100)", "swipe possible"])
        // 3 points every 0.1 s: 15 points when the 0.5 s are up.
        try root.drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 40, y: 100), steps: 10, at: 1, interval: 0.1)
        #expect(log.take().filter { !$0.hasPrefix("V") } == ["swipe failed", "swipe possible"])
        // The wrong way: left.
        try root.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 20, y: 100), steps: 8, at: 3)
        #expect(log.take().filter { !$0.hasPrefix("V") } == ["swipe failed", "swipe possible"])
        swipe.direction = [.left, .up]
        try root.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 20), steps: 8, at: 4)
        #expect(log.take().filter { !$0.hasPrefix("V") } == ["swipe ended", "at (100, 50)", "swipe possible"])
    }

    /// A pinch: two touches 100 points apart; it begins when the distance changed by 10 points; the scale is
    /// the distance over 100, the velocity the scale's change per second.
    @Test func pinch() throws {
        let (root, view) = makeView(EventLog())
        var seen: [(UIGestureRecognizer.State, CGFloat, CGFloat)] = []
        let pinch = UIPinchGestureRecognizer { p in seen.append((p.state, p.scale, p.velocity)) }
        view.addGestureRecognizer(pinch)
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 50, y: 100)), at: 0)
        try root.send(.touchBegan(id: 2, at: CGPoint(x: 150, y: 100)), at: 0)
        try root.send(.touchMoved(id: 2, to: CGPoint(x: 155, y: 100)), at: 0.1)  // 105: not yet
        try root.send(.touchMoved(id: 2, to: CGPoint(x: 160, y: 100)), at: 0.2)  // 110: began, 1.1
        try root.send(.touchMoved(id: 2, to: CGPoint(x: 200, y: 100)), at: 0.3)  // 150: 1.5
        try root.send(.touchEnded(id: 2, at: CGPoint(x: 200, y: 100)), at: 0.4)
        try #require(seen.count == 3)
        #expect(seen.map(\.0) == [.began, .changed, .ended])
        #expect(seen.map(\.1) == [1.1, 1.5, 1.5])
        // (1.1 − 1.05) / 0.1 = 0.5; (1.5 − 1.1) / 0.1 = 4.
        #expect(abs(seen[0].2 - 0.5) < 1e-9 && abs(seen[1].2 - 4) < 1e-9)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 50, y: 100)), at: 0.5)
        #expect(pinch.state == .possible)
    }

    /// A hover recognizer follows the pointer's hit path: it begins when the pointer reaches the view, ends when
    /// it leaves or a view in front takes it.
    @Test func hover() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let cover = UIView(frame: CGRect(x: 25, y: 0, width: 25, height: 50))
        root.addSubview(a)
        root.addSubview(cover)
        let hover = UIHoverGestureRecognizer()
        hover.addAction { [unowned a] h in log.add("\(h.state) \(fmt(h.location(in: a)))") }
        a.addGestureRecognizer(hover)
        try root.send(.pointerMoved(to: CGPoint(x: 10, y: 10)), at: 0)
        try root.send(.pointerMoved(to: CGPoint(x: 20, y: 10)), at: 0.1)
        try root.send(.pointerMoved(to: CGPoint(x: 30, y: 10)), at: 0.2)  // the cover takes the pointer
        try root.send(.pointerMoved(to: CGPoint(x: 10, y: 20)), at: 0.3)
        try root.send(.pointerLeft(), at: 0.4)
        #expect(
            log.take() == ["began (10, 10)", "changed (20, 10)", "ended (20, 10)", "began (10, 20)", "ended (10, 20)"])
        #expect(hover.state == .possible)
    }

    /// A hover recognizer added to a view the pointer is already over begins at the next move (UIKit's begins at
    /// the next hover event), as does one enabled again there; neither hears a move it never entered.
    @Test func hoverRecognizerAddedUnderThePointer() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(a)
        try root.send(.pointerMoved(to: CGPoint(x: 10, y: 10)), at: 0)
        let hover = UIHoverGestureRecognizer()
        hover.addAction { [unowned a] h in log.add("\(h.state) \(fmt(h.location(in: a)))") }
        a.addGestureRecognizer(hover)
        #expect(hover.state == .possible)
        try root.send(.pointerMoved(to: CGPoint(x: 20, y: 10)), at: 0.1)
        try root.send(.pointerMoved(to: CGPoint(x: 30, y: 10)), at: 0.2)
        #expect(log.take() == ["began (20, 10)", "changed (30, 10)"])
        hover.isEnabled = false  // (cancels the hover)
        #expect(log.take() == ["cancelled (30, 10)"])
        try root.send(.pointerMoved(to: CGPoint(x: 30, y: 20)), at: 0.3)
        hover.isEnabled = true
        try root.send(.pointerMoved(to: CGPoint(x: 40, y: 20)), at: 0.4)
        try root.send(.pointerMoved(to: CGPoint(x: 100, y: 20)), at: 0.5)  // off the view: onto the root
        #expect(log.take() == ["began (40, 20)", "ended (40, 20)"])
        // On the root (the pointer's path is the root alone), added while the pointer is there.
        let onRoot = UIHoverGestureRecognizer()
        onRoot.addAction { [unowned root] h in log.add("root \(h.state) \(fmt(h.location(in: root)))") }
        root.addGestureRecognizer(onRoot)
        try root.send(.pointerMoved(to: CGPoint(x: 110, y: 20)), at: 0.6)
        try root.send(.pointerLeft(), at: 0.7)
        #expect(log.take() == ["root began (110, 20)", "root ended (110, 20)"])
    }

    /// The right button: a tap that requires the secondary button ignores left clicks (the seed's predicates).
    @Test func buttonMaskRequired() throws {
        let log = EventLog()
        let (root, view) = makeView(log)
        let rightClick = UITapGestureRecognizer()
        rightClick.buttonMaskRequired = .secondary
        rightClick.logStates("right", to: log)
        view.addGestureRecognizer(rightClick)
        try root.click(CGPoint(x: 10, y: 10), at: 0)
        #expect(log.take() == ["right failed", "V began (10, 10)", "V ended (10, 10)", "right possible"])
        try root.click(CGPoint(x: 10, y: 10), at: 1, button: .right)
        #expect(log.take() == ["V began (10, 10)", "right ended", "V cancelled (10, 10)", "right possible"])
    }

    /// The delegate and the view can stop a recognizer from beginning; two pans recognize together only when a
    /// delegate allows it.
    @Test func delegateAndSimultaneity() throws {
        final class Delegate: UIGestureRecognizerDelegate {
            var allowBegin = true, simultaneous = false
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { allowBegin }
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer)
                -> Bool
            {
                simultaneous
            }
        }
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let outer = UIView(frame: root.bounds)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(outer)
        outer.addSubview(inner)
        let outerPan = UIPanGestureRecognizer()
        let innerPan = UIPanGestureRecognizer()
        outerPan.logStates("outer", to: log)
        innerPan.logStates("inner", to: log)
        outer.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        let delegate = Delegate()
        innerPan.delegate = delegate

        try root.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 10), steps: 2, at: 0)
        #expect(
            log.take() == [
                "inner began", "outer failed", "inner changed", "inner ended", "inner possible", "outer possible",
            ])
        delegate.allowBegin = false
        try root.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 10), steps: 2, at: 1)
        #expect(
            log.take() == [
                "inner failed", "outer began", "outer changed", "outer ended", "inner possible", "outer possible",
            ])
        delegate.allowBegin = true
        delegate.simultaneous = true
        try root.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 10), steps: 2, at: 2)
        #expect(
            log.take() == [
                "inner began", "outer began", "inner changed", "outer changed", "inner ended", "outer ended",
                "inner possible", "outer possible",
            ])
    }

    /// With `delaysTouchesBegan`, the view sees the touch only once the recognizer failed (then with the touch
    /// where it is now).
    @Test func delaysTouchesBegan() throws {
        let log = EventLog()
        let (root, view) = makeView(log)
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        tap.logStates("tap", to: log)
        view.addGestureRecognizer(tap)
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 10, y: 10)), at: 0)
        #expect(log.take().isEmpty)
        try root.send(.touchMoved(id: 1, to: CGPoint(x: 30, y: 10)), at: 0.1)
        #expect(log.take() == ["tap failed", "V began (30, 10)", "V moved (30, 10)"])
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 30, y: 10)), at: 0.2)
        #expect(log.take() == ["V ended (30, 10)", "tap possible"])
        // Recognized: the view never hears of the touch.
        try root.click(CGPoint(x: 10, y: 10), at: 1)
        #expect(log.take() == ["tap ended", "tap possible"])
    }

    /// Disabling a recognizer in the middle of its gesture cancels it; the view's `gestureRecognizerShouldBegin`
    /// can refuse.
    @Test func disablingAndViewRefusal() throws {
        final class Refusing: UIView {
            override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
        }
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: root.bounds)
        root.addSubview(view)
        let pan = UIPanGestureRecognizer()
        pan.logStates("pan", to: log)
        view.addGestureRecognizer(pan)
        try root.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 10), steps: 2, at: 0, lift: false)
        pan.isEnabled = false
        #expect(log.take() == ["pan began", "pan changed", "pan cancelled", "pan possible"])
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 30, y: 10)), at: 0.1)
        #expect(log.take().isEmpty)
        pan.isEnabled = true

        let refusing = Refusing(frame: root.bounds)
        root.addSubview(refusing)
        let pan2 = UIPanGestureRecognizer()
        pan2.logStates("pan2", to: log)
        refusing.addGestureRecognizer(pan2)
        try root.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 10), steps: 2, at: 1)
        #expect(log.take() == ["pan2 failed", "pan2 possible"])
    }
}
