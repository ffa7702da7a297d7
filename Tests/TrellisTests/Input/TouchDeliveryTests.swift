import Foundation
import Testing

@testable import Trellis

/// Touches as the user makes them — fingers and mouse buttons — reaching views through the responder chain.
@Suite struct TouchDeliveryTests {
    /// outer (0, 0, 100, 100) ⊃ inner (10, 10, 50, 50), both logging; inner passes its touches on.
    func makeNested(_ log: EventLog) -> (UIRootView, LoggingView, LoggingView) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let outer = LoggingView("outer", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let inner = LoggingView("inner", CGRect(x: 10, y: 10, width: 50, height: 50), log: log)
        root.addSubview(outer)
        outer.addSubview(inner)
        inner.forwards = true
        return (root, outer, inner)
    }

    /// A finger's began, moved and ended go to the hit view, and up the chain when the view calls `super`.
    @Test func responderChainOrder() throws {
        let log = EventLog()
        let (root, _, inner) = makeNested(log)
        try root.send(.touchBegan(id: 7, at: CGPoint(x: 15, y: 15)), at: 0)
        try root.send(.touchMoved(id: 7, to: CGPoint(x: 20, y: 25)), at: 0.1)
        try root.send(.touchEnded(id: 7, at: CGPoint(x: 22, y: 25)), at: 0.2)
        #expect(
            log.take() == [
                "inner began (5, 5)", "outer began (15, 15)",
                "inner moved (10, 15)", "outer moved (20, 25)",
                "inner ended (12, 15)", "outer ended (22, 25)",
            ])
        // Without `super`, the chain stops at the view.
        inner.forwards = false
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 15, y: 15)), at: 1)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 15, y: 15)), at: 1.1)
        #expect(log.take() == ["inner began (5, 5)", "inner ended (5, 5)"])
    }

    /// A mouse's buttons make one touch of type indirect pointer while any is held; its button mask follows
    /// the buttons (a button change is delivered as a move); moving without buttons makes no touch.
    @Test func pointerButtonsMakeOneTouch() throws {
        final class Recorder: UIView {
            var seen: [String] = []
            func note(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
                let t = touches.first!
                seen.append(
                    "\(phase) \(t.type == .indirectPointer ? "pointer" : "other") mask \(t.buttonMask.rawValue) "
                        + "event mask \(event!.buttonMask.rawValue) \(fmt(t.location(in: self)))")
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, event) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches, event) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, event) }
        }
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Recorder(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(view)
        #expect(try root.send(.pointerMoved(to: CGPoint(x: 20, y: 20)), at: 0))  // over a view: taken
        #expect(view.seen.isEmpty)
        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 20, y: 20)), at: 0.1)
        try root.send(.pointerButtonDown(.right, at: CGPoint(x: 20, y: 20)), at: 0.2)
        try root.send(.pointerMoved(to: CGPoint(x: 30, y: 20)), at: 0.3)
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 30, y: 20)), at: 0.4)
        try root.send(.pointerButtonUp(.right, at: CGPoint(x: 31, y: 20)), at: 0.5)
        #expect(
            view.seen == [
                "began pointer mask 1 event mask 1 (10, 10)",
                "moved pointer mask 3 event mask 3 (10, 10)",
                "moved pointer mask 3 event mask 3 (20, 10)",
                "moved pointer mask 2 event mask 2 (20, 10)",
                "ended pointer mask 2 event mask 2 (21, 10)",
            ])
    }

    /// Quick clicks at one place count up `tapCount`; a pause or a distance starts again at 1.
    @Test func tapCount() throws {
        final class Counter: UIView {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                counts.append(touches.first!.tapCount)
            }
        }
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Counter(frame: root.bounds)
        root.addSubview(view)
        let p = CGPoint(x: 50, y: 50)
        try root.click(p, at: 0)  // ends at 0.05
        try root.click(p, at: 0.35)  // 0.30 after: within 0.35 → 2
        try root.click(CGPoint(x: 55, y: 55), at: 0.7)  // 7.07 away: within 10 → 3
        try root.click(p, at: 1.2)  // 0.45 after the last end: 1
        try root.click(CGPoint(x: 65, y: 50), at: 1.3)  // 15 away: 1
        #expect(view.counts == [1, 2, 3, 1, 1])
    }

    /// Two fingers on two views each go to their own view; a second finger on a view without multiple touch
    /// is not delivered to it, with multiple touch it is.
    @Test func multipleTouches() throws {
        let (log, root, left, _) = twoLoggingViews()
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 10, y: 10)), at: 0)
        try root.send(.touchBegan(id: 2, at: CGPoint(x: 110, y: 10)), at: 0.01)
        try root.send(.touchBegan(id: 3, at: CGPoint(x: 20, y: 20)), at: 0.02)  // L has a touch: ignored
        try root.send(.touchMoved(id: 3, to: CGPoint(x: 25, y: 20)), at: 0.03)
        try root.send(.touchEnded(id: 2, at: CGPoint(x: 110, y: 10)), at: 0.04)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 10, y: 10)), at: 0.05)
        try root.send(.touchEnded(id: 3, at: CGPoint(x: 25, y: 20)), at: 0.06)
        #expect(log.take() == ["L began (10, 10)", "R began (10, 10)", "R ended (10, 10)", "L ended (10, 10)"])
        left.isMultipleTouchEnabled = true
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 10, y: 10)), at: 1)
        try root.send(.touchBegan(id: 2, at: CGPoint(x: 20, y: 20)), at: 1.01)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 10, y: 10)), at: 1.02)
        try root.send(.touchEnded(id: 2, at: CGPoint(x: 20, y: 20)), at: 1.03)
        #expect(log.take() == ["L began (10, 10)", "L began (20, 20)", "L ended (10, 10)", "L ended (20, 20)"])
    }

    /// `previousLocation(in:)` is where the touch was before its last move; `location(in: nil)` is in the root.
    @Test func previousLocation() throws {
        final class Mover: UIView {
            var moves: [String] = []
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                let t = touches.first!
                moves.append(
                    "\(fmt(t.previousLocation(in: self))) → \(fmt(t.location(in: self))) root \(fmt(t.location(in: nil)))"
                )
            }
        }
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Mover(frame: CGRect(x: 10, y: 20, width: 80, height: 80))
        root.addSubview(view)
        try root.drag(from: CGPoint(x: 20, y: 30), to: CGPoint(x: 40, y: 30), steps: 2, at: 0)
        #expect(view.moves == ["(10, 10) → (20, 10) root (30, 30)", "(20, 10) → (30, 10) root (40, 30)"])
    }

    /// What `send` reports: taken over a view that takes touches; not taken over a root that lets its empty
    /// areas through (a game under the interface gets those).
    @Test func handledResult() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(button)
        #expect(try root.send(.pointerButtonDown(.left, at: CGPoint(x: 50, y: 50)), at: 0))
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 50, y: 50)), at: 0.1)
        root.isSelfTouchInteractionEnabled = false
        #expect(try !root.send(.pointerButtonDown(.left, at: CGPoint(x: 50, y: 50)), at: 1))
        #expect(try !root.send(.pointerButtonUp(.left, at: CGPoint(x: 50, y: 50)), at: 1.1))
        #expect(try root.send(.pointerButtonDown(.left, at: CGPoint(x: 5, y: 5)), at: 2))
        #expect(try root.send(.pointerMoved(to: CGPoint(x: 50, y: 50)), at: 2.1))  // the drag goes on
    }
}
