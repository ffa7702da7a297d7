import Foundation
import Testing

@testable import Trellis

/// Items of issue 11 that the other suites left without a test of their own (found by the audit in
/// `Sources/Trellis/Documentation.docc/InputChecklist.md`): every pointer button, a view's own transform in hit testing, the
/// delegate's `shouldReceive`, the recognizers' count and distance properties, the key and modifier properties
/// of presses and touches, and a hover handler that changes the tree. All through the root's entry point.
@Suite struct InputAuditTests {
    /// A view that records the button masks of its touches and of their event.
    final class MaskRecorder: UIView {
        var seen: [String] = []
        func note(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            seen.append("\(phase) \(touches.first!.buttonMask.rawValue) \(event!.buttonMask.rawValue)")
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, event) }
    }

    /// The middle and side buttons make pointer touches with UIKit's masks (buttons 3, 4 and 5: 4, 8, 16), and a
    /// tap recognizer can require the middle one (the seed's middle-button predicate).
    @Test func everyPointerButton() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = MaskRecorder(frame: root.bounds)
        root.addSubview(view)
        try root.click(CGPoint(x: 10, y: 10), at: 0, button: .middle)
        try root.click(CGPoint(x: 10, y: 10), at: 1, button: .x1)
        try root.click(CGPoint(x: 10, y: 10), at: 2, button: .x2)
        #expect(view.seen == ["began 4 4", "ended 4 4", "began 8 8", "ended 8 8", "began 16 16", "ended 16 16"])
        #expect(UIPointerButton.allCases.map(\.mask.rawValue) == [1, 2, 4, 8, 16])

        let log = EventLog()
        let middle = UITapGestureRecognizer()
        middle.buttonMaskRequired = .button(3)
        middle.logStates("middle", to: log)
        view.addGestureRecognizer(middle)
        try root.click(CGPoint(x: 10, y: 10), at: 3)
        #expect(log.take() == ["middle failed", "middle possible"])
        try root.click(CGPoint(x: 10, y: 10), at: 4, button: .middle)
        #expect(log.take() == ["middle ended", "middle possible"])
    }

    /// A view's own transform moves where it is touched, and touch locations come back in its untransformed
    /// bounds: scaled 2× about its center, a 40 × 40 view at (50, 50) is drawn over 30 ..< 110.
    @Test func aViewsOwnTransform() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = LoggingView("T", CGRect(x: 50, y: 50, width: 40, height: 40), log: log)
        root.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Root (35, 35): (35 − 70) / 2 + 20 = 2.5 in the view; (105, 105): 37.5; (115, 115): 42.5, outside.
        for (i, p) in [CGPoint(x: 35, y: 35), CGPoint(x: 105, y: 105), CGPoint(x: 115, y: 115)].enumerated() {
            try root.click(p, at: Double(i))
        }
        #expect(
            log.take() == ["T began (2.5, 2.5)", "T ended (2.5, 2.5)", "T began (37.5, 37.5)", "T ended (37.5, 37.5)"])
        // An 80 × 20 bar turned a quarter about its center (90, 100) stands 20 × 80: x 80 ..< 100, y 60 ..< 140.
        let bar = UIView(frame: CGRect(x: 50, y: 90, width: 80, height: 20))
        root.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(root.hitTest(CGPoint(x: 90, y: 65), with: nil) === bar)  // above the untransformed frame
        #expect(root.hitTest(CGPoint(x: 90, y: 135), with: nil) === bar)
        #expect(root.hitTest(CGPoint(x: 125, y: 100), with: nil) === root)  // in the frame, not in the bar drawn
    }

    /// A delegate that refuses a touch keeps the recognizer out of it: no state change, the view's touch goes on
    /// uncancelled; accepted, the tap recognizes and cancels the view's touch.
    @Test func delegateShouldReceiveTouch() throws {
        final class Picky: UIGestureRecognizerDelegate {
            var accept = false
            var asked: [String] = []
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                asked.append(fmt(touch.location(in: nil)))
                return accept
            }
        }
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = LoggingView("V", root.bounds, log: log)
        root.addSubview(view)
        let tap = UITapGestureRecognizer()
        let delegate = Picky()
        tap.delegate = delegate
        tap.logStates("tap", to: log)
        view.addGestureRecognizer(tap)
        try root.click(CGPoint(x: 10, y: 10), at: 0)
        #expect(log.take() == ["V began (10, 10)", "V ended (10, 10)"])
        delegate.accept = true
        try root.click(CGPoint(x: 20, y: 10), at: 1)
        #expect(log.take() == ["V began (20, 10)", "tap ended", "V cancelled (20, 10)", "tap possible"])
        #expect(delegate.asked == ["(10, 10)", "(20, 10)"])
    }

    /// A 100 × 100 root filled by a plain view holding `recognizer`, whose states go to `log` under `name`.
    func plainRoot(with recognizer: UIGestureRecognizer, _ name: String, _ log: EventLog) -> UIRootView {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: root.bounds)
        root.addSubview(view)
        recognizer.logStates(name, to: log)
        view.addGestureRecognizer(recognizer)
        return root
    }

    /// `numberOfTouchesRequired` on a tap: two fingers tap it, one finger fails it.
    @Test func twoFingerTap() throws {
        let log = EventLog()
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let root = plainRoot(with: tap, "tap", log)
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 10, y: 10)), at: 0)
        try root.send(.touchBegan(id: 2, at: CGPoint(x: 18, y: 10)), at: 0.01)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 10, y: 10)), at: 0.05)
        #expect(log.take().isEmpty)
        try root.send(.touchEnded(id: 2, at: CGPoint(x: 18, y: 10)), at: 0.06)
        #expect(log.take() == ["tap ended", "tap possible"])
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 10, y: 10)), at: 1)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 10, y: 10)), at: 1.05)
        #expect(log.take() == ["tap failed", "tap possible"])
    }

    /// A long press's duration, allowed movement and preceding tap are the user's to set.
    @Test func longPressProperties() throws {
        let log = EventLog()
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.25
        press.allowableMovement = 30
        let root = plainRoot(with: press, "press", log)
        // (Times in binary fractions, so that the deadlines the clock adds up are exact.)
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 10, y: 10)), at: 0)
        try root.send(.touchMoved(id: 1, to: CGPoint(x: 30, y: 10)), at: 0.125)  // 20 ≤ 30: still possible
        try root.advance(to: 0.24)
        #expect(log.take().isEmpty)
        try root.advance(to: 0.25)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 30, y: 10)), at: 0.375)
        #expect(log.take() == ["press began", "press ended", "press possible"])

        // A tap first, then the press: a plain hold does not begin it (held the press's 0.25 s, it is no tap: the
        // gesture fails then); tap-and-hold does.
        press.numberOfTapsRequired = 1
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 10, y: 10)), at: 1)
        try root.advance(to: 1.24)
        #expect(log.take().isEmpty)
        try root.advance(to: 1.25)
        #expect(log.take() == ["press failed"])
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 10, y: 10)), at: 1.5)
        try root.advance(to: 1.875)
        #expect(log.take() == ["press possible"])
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 10, y: 10)), at: 2)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 10, y: 10)), at: 2.0625)
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 10, y: 10)), at: 2.125)
        try root.advance(to: 2.37)
        #expect(log.take().isEmpty)
        try root.advance(to: 2.375)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 10, y: 10)), at: 2.5)
        #expect(log.take() == ["press began", "press ended", "press possible"])
    }

    /// A pan that needs two fingers ignores a one-finger drag (and fails when it lifts); one that allows a single
    /// finger fails when a second comes down before it began.
    @Test func panTouchCounts() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = LoggingView("V", root.bounds, log: log)
        root.addSubview(view)
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        pan.logStates("pan", to: log)
        view.addGestureRecognizer(pan)
        try root.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10), steps: 1, at: 0)
        #expect(
            log.take() == ["V began (10, 10)", "V moved (60, 10)", "pan failed", "V ended (60, 10)", "pan possible"])

        pan.minimumNumberOfTouches = 1
        pan.maximumNumberOfTouches = 1
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 10, y: 10)), at: 1)
        try root.send(.touchBegan(id: 2, at: CGPoint(x: 50, y: 10)), at: 1.01)
        try root.send(.touchMoved(id: 1, to: CGPoint(x: 40, y: 10)), at: 1.02)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 40, y: 10)), at: 1.03)
        try root.send(.touchEnded(id: 2, at: CGPoint(x: 50, y: 10)), at: 1.04)
        #expect(log.take().filter { $0.hasPrefix("pan") } == ["pan failed", "pan possible"])
    }

    /// A press carries its key (code, characters, the characters without modifiers, the modifiers) and its
    /// phase; the modifiers held reach touch events too, until a key event says they were released.
    @Test func keyAndModifierProperties() throws {
        final class Recorder: UIView {
            var seen: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { note(presses, event) }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { note(presses, event) }
            func note(_ presses: Set<UIPress>, _ event: UIPressesEvent?) {
                let p = presses.first!
                let k = p.key!
                seen.append(
                    "\(p.phase) \(k.keyCode.rawValue) \(k.characters) \(k.charactersIgnoringModifiers) "
                        + "\(k.modifierFlags.rawValue) \(event!.modifierFlags.rawValue)")
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                seen.append("touch \(event!.modifierFlags.rawValue)")
            }
        }
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Recorder(frame: root.bounds)
        root.addSubview(view)
        #expect(view.becomeFirstResponder())
        try root.send(.keyDown(.keyboardA, characters: "A", modifiers: .shift), at: 0)
        try root.click(CGPoint(x: 5, y: 5), at: 0.1)
        try root.send(.keyUp(.keyboardA, characters: "A", modifiers: []), at: 0.2)
        try root.click(CGPoint(x: 5, y: 5), at: 0.3)
        try root.send(.keyDown(.keyboardB), at: 0.4)
        #expect(
            view.seen == [
                "began 4 A a 131072 131072", "touch 131072", "ended 4 A a 131072 0", "touch 0", "began 5 b b 0 0",
            ])
    }

    /// A hover handler that removes its own view and puts another under the still pointer, during dispatch: the
    /// removed view hears its hover end, the new one its hover begin, in that order, and nothing keeps the removed
    /// view alive.
    @Test func hoverHandlerChangesTheTree() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        b.hoverChanged.subscribe { log.add("B \($0.currentState)") }
        weak var weakA: UIView?
        do {
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            a.hoverChanged.subscribe { [unowned a] change in
                log.add("A \(change.currentState)")
                if change.currentState == .direct {
                    a.removeFromSuperview()
                    root.addSubview(b)
                }
            }
            root.addSubview(a)
            weakA = a
        }
        try root.send(.pointerMoved(to: CGPoint(x: 10, y: 10)), at: 0)
        #expect(log.take() == ["A direct", "A none", "B direct"])
        #expect(weakA == nil && b.hoverState == .direct)
        try root.send(.pointerMoved(to: CGPoint(x: 60, y: 10)), at: 0.1)
        #expect(log.take() == ["B none"])
    }
}
