import Foundation
import Testing

@testable import Trellis

/// Misuse is an error that says where and why, never a crash, and a failed call changes nothing.
@Suite struct InputMisuseTests {
    /// A recognizer added to a second view: reported, and it stays where it was.
    @Test func recognizerAddedToTwoViews() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        a.accessibilityIdentifier = "a"
        b.accessibilityIdentifier = "b"
        root.addSubview(a)
        root.addSubview(b)
        var errors: [UIInputError] = []
        root.inputMisuse.subscribe { errors.append($0) }
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.name = "open"
        a.addGestureRecognizer(tap)
        a.addGestureRecognizer(tap)  // again on the same view: nothing
        b.addGestureRecognizer(tap)
        #expect(
            errors == [
                .recognizerAlreadyAttached(
                    recognizer: "UITapGestureRecognizer 'open' on <UIView 'a'>", attachedTo: "<UIView 'a'>",
                    addedTo: "<UIView 'b'>")
            ])
        #expect(
            errors[0].description
                == "addGestureRecognizer: UITapGestureRecognizer 'open' on <UIView 'a'> is attached to "
                + "<UIView 'a'>; remove it from there before adding it to <UIView 'b'> (nothing was changed)")
        #expect(tap.view === a && a.gestureRecognizers?.count == 1 && b.gestureRecognizers == nil)
        try root.click(CGPoint(x: 150, y: 50), at: 0)
        try root.click(CGPoint(x: 50, y: 50), at: 1)
        #expect(taps == 1)
        // Moving it properly: remove, then add.
        a.removeGestureRecognizer(tap)
        b.addGestureRecognizer(tap)
        try root.click(CGPoint(x: 150, y: 50), at: 2)
        #expect(taps == 2 && errors.count == 1)
    }

    /// Failure requirements that would wait in a circle (or on themselves) are refused with the cycle named.
    @Test func failureRequirementCycles() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = UIView(frame: root.bounds)
        v.accessibilityIdentifier = "v"
        root.addSubview(v)
        var errors: [UIInputError] = []
        root.inputMisuse.subscribe { errors.append($0) }
        let a = UITapGestureRecognizer()
        let b = UITapGestureRecognizer()
        let c = UITapGestureRecognizer()
        a.name = "A"
        b.name = "B"
        c.name = "C"
        for r in [a, b, c] { v.addGestureRecognizer(r) }
        a.require(toFail: b)
        b.require(toFail: c)
        c.require(toFail: a)  // C → A → B → C
        a.require(toFail: a)
        let name = { (n: String) in "UITapGestureRecognizer '\(n)' on <UIView 'v'>" }
        #expect(
            errors == [
                .failureRequirementCycle(cycle: [name("C"), name("A"), name("B"), name("C")]),
                .failureRequirementOnItself(recognizer: name("A")),
            ])
        #expect(
            errors[0].description.hasPrefix(
                "require(toFail:): a cycle of failure requirements, each waiting for the next "
                    + "to fail: UITapGestureRecognizer 'C' on <UIView 'v'> → UITapGestureRecognizer 'A'"))
        #expect(c.failureRequirements.isEmpty && a.failureRequirements.count == 1)
    }

    /// Host events that do not fit throw, and leave the root as it was (the clock included).
    @Test func hostEventErrors() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var ran = false
        root.schedule(at: 3) { ran = true }
        try root.send(.pointerMoved(to: CGPoint(x: 1, y: 1)), at: 1)
        #expect(throws: UIInputError.timeWentBackwards(now: 1, requested: 0.5)) {
            try root.send(.pointerMoved(to: CGPoint(x: 2, y: 2)), at: 0.5)
        }
        #expect(throws: UIInputError.timeWentBackwards(now: 1, requested: 0)) { try root.advance(to: 0) }
        do {
            try root.send(.touchMoved(id: 9, to: CGPoint(x: 1, y: 1)), at: 5)
            Issue.record("no error")
        } catch {
            guard case .unknownTouch(9, _) = error else {
                Issue.record("\(error)")
                return
            }
        }
        #expect(throws: UIInputError.buttonNotDown(button: .left, pointer: 0)) {
            try root.send(.pointerButtonUp(.left, at: CGPoint(x: 1, y: 1)), at: 5)
        }
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 1, y: 1)), at: 1)
        #expect(throws: UIInputError.touchAlreadyDown(id: 1)) {
            try root.send(.touchBegan(id: 1, at: CGPoint(x: 1, y: 1)), at: 5)
        }
        try root.send(.pointerButtonDown(.right, at: CGPoint(x: 1, y: 1)), at: 1)
        #expect(throws: UIInputError.buttonAlreadyDown(button: .right, pointer: 0)) {
            try root.send(.pointerButtonDown(.right, at: CGPoint(x: 1, y: 1)), at: 5)
        }
        do {
            try root.send(.pointerMoved(to: CGPoint(x: CGFloat.nan, y: 1)), at: 5)
            Issue.record("no error")
        } catch {
            guard case .notFinite = error else {
                Issue.record("\(error)")
                return
            }
        }
        #expect(root.currentTime == 1 && !ran)  // none of the failed calls moved the clock
        // A finger may use any id, negative ones too: it is not confused with the pointer's button touch.
        try root.send(.touchBegan(id: -1, at: CGPoint(x: 2, y: 2)), at: 1)
        try root.send(.touchEnded(id: -1, at: CGPoint(x: 2, y: 2)), at: 1)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 1, y: 1)), at: 3)
        #expect(ran)
    }

    /// An input call from inside an input handler is refused (and the handler's own event goes on).
    @Test func reentrantCallsAreRefused() throws {
        final class Sender: UIView {
            var caught: UIInputError?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                do { try (superview as! UIRootView).send(.pointerMoved(to: .zero), at: 10) } catch { caught = error }
            }
        }
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Sender(frame: root.bounds)
        root.addSubview(view)
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 5, y: 5)), at: 0)
        guard case .reentrantDispatch = view.caught else {
            Issue.record("\(String(describing: view.caught))")
            return
        }
        #expect(root.currentTime == 0)
        var inner: UIInputError?
        root.schedule(at: 1) {
            do { try root.advance(to: 2) } catch let e as UIInputError { inner = e } catch {}
        }
        try root.advance(to: 1)
        #expect(inner == .reentrantDispatch(event: "advance(to: 2.0)"))
    }

    /// A view removed while a finger is on it: its touch is cancelled, its recognizer's gesture too, and
    /// nothing keeps it alive while the finger stays down.
    @Test func viewRemovedWhileTouched() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var weakView: LoggingView?
        weak var weakPan: UIPanGestureRecognizer?
        do {
            let view = LoggingView("V", root.bounds, log: log)
            let pan = UIPanGestureRecognizer()
            pan.logStates("pan", to: log)
            pan.cancelsTouchesInView = false
            view.addGestureRecognizer(pan)
            root.addSubview(view)
            weakView = view
            weakPan = pan
        }
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 5, y: 5)), at: 0)
        try root.send(.touchMoved(id: 1, to: CGPoint(x: 25, y: 5)), at: 0.1)
        weakView?.removeFromSuperview()
        #expect(
            log.take() == [
                "V began (5, 5)", "pan began", "V moved (25, 5)", "V cancelled (25, 5)", "pan cancelled",
                "pan possible",
            ])
        #expect(weakView == nil && weakPan == nil)
        // The host's later events for the finger are still fine.
        #expect(try !root.send(.touchMoved(id: 1, to: CGPoint(x: 30, y: 5)), at: 0.2))
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 30, y: 5)), at: 0.3)
        #expect(log.take().isEmpty)
    }

    /// A view hovered and pressed by the mouse, removed by a scheduled action while the button is down: its
    /// touch is cancelled, its hover ends with an event, nothing keeps it alive, and the mouse's later move and
    /// release are fine (over the root now, with no touch to end).
    @Test func viewRemovedUnderAPressedMouse() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var weakView: LoggingView?
        do {
            let view = LoggingView("V", CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
            view.hoverChanged.subscribe { change in log.add("V hover \(change.currentState)") }
            root.addSubview(view)
            root.schedule(at: 0.2) { view.removeFromSuperview() }
            weakView = view
        }
        try root.send(.pointerMoved(to: CGPoint(x: 10, y: 10)), at: 0)
        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 10, y: 10)), at: 0.1)
        #expect(log.take() == ["V hover direct", "V began (10, 10)"])
        try root.advance(to: 0.2)
        #expect(log.take() == ["V cancelled (10, 10)", "V hover none"])
        #expect(weakView == nil)
        #expect(try root.send(.pointerMoved(to: CGPoint(x: 20, y: 20)), at: 0.3))  // the root takes it
        #expect(try !root.send(.pointerButtonUp(.left, at: CGPoint(x: 20, y: 20)), at: 0.4))
        #expect(log.take().isEmpty)
    }

    /// A handler that removes views (its own among them) or adds recognizers in the middle of dispatch.
    @Test func handlersThatChangeTheTree() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        weak var weakCard: UIView?
        let other = LoggingView("other", CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        root.addSubview(other)
        do {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let button = LoggingView("button", CGRect(x: 10, y: 10, width: 50, height: 50), log: log)
            card.addSubview(button)
            root.addSubview(card)
            weakCard = card
            let close = UITapGestureRecognizer { tap in
                log.add("close")
                tap.view?.superview?.removeFromSuperview()  // the card, with the button and this recognizer
                other.removeFromSuperview()
                root.addSubview(other)
            }
            button.addGestureRecognizer(close)
        }
        try root.click(CGPoint(x: 20, y: 20), at: 0)
        #expect(log.take() == ["button began (10, 10)", "button cancelled (10, 10)", "close"])
        #expect(weakCard == nil)
        try root.click(CGPoint(x: 20, y: 20), at: 1)  // nothing there now but the root
        #expect(log.take().isEmpty)

        // A handler that adds a recognizer: it takes part from the next touch on, not in the current one.
        var added: UITapGestureRecognizer?
        let first = UITapGestureRecognizer { [unowned other] _ in  // (unowned: `other` holds this recognizer)
            log.add("first")
            if added == nil {
                let second = UITapGestureRecognizer { _ in log.add("second") }
                second.logStates("second", to: log)
                other.addGestureRecognizer(second)
                added = second
            }
        }
        other.addGestureRecognizer(first)
        try root.click(CGPoint(x: 150, y: 50), at: 2)
        #expect(log.take() == ["other began (50, 50)", "other cancelled (50, 50)", "first"])
        try root.click(CGPoint(x: 150, y: 50), at: 3)
        // The first recognizes (the second, sharing the touch, fails), cancels the view's touch, then acts.
        #expect(
            log.take() == [
                "other began (50, 50)", "second failed", "other cancelled (50, 50)", "first", "second possible",
            ])
    }

    /// A recognizer that removes itself from its view in its own action.
    @Test func recognizerRemovingItself() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: root.bounds)
        root.addSubview(view)
        var calls: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { pan in
            calls.append(pan.state)
            pan.view?.removeGestureRecognizer(pan)  // its gesture is cancelled (the action hears it) and it resets
        }
        view.addGestureRecognizer(pan)
        try root.drag(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 50, y: 5), steps: 3, at: 0)
        #expect(calls == [.began, .cancelled] && pan.view == nil && pan.state == .possible)
    }
}
