import Foundation
import Testing

@testable import Trellis

/// The seed's hover model: none / obscured / direct per view and pointer, with events when they change —
/// after pointer moves, and after the tree changes under a still pointer.
@Suite struct HoverTests {
    /// B (0, 0, 100, 100) behind F (50, 0, 100, 100), which holds C (10, 10, 30, 30) — at (60, 10) in the root;
    /// in front of all, O (0, 60, 200, 40), a container that lets the pointer through.
    struct Scene {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let f = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        let c = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        let o = UIView(frame: CGRect(x: 0, y: 60, width: 200, height: 40))
        var views: [(String, UIView)] { [("B", b), ("F", f), ("C", c), ("O", o)] }

        init(observe log: EventLog?) {
            root.addSubview(b)
            root.addSubview(f)
            f.addSubview(c)
            root.addSubview(o)
            o.isSelfTouchInteractionEnabled = false
            if let log {
                for (name, view) in views {
                    view.hoverChanged.subscribe { change in
                        log.add("\(name) \(change.previousState)→\(change.currentState)")
                    }
                }
            }
        }

        var states: [String] { views.map { "\($0.0) \($0.1.hoverState)" } }
    }

    /// Stacked views, observed (events) and not observed (asked on request): the same states, worked out by
    /// hand from the picture.
    @Test func stackedViews() throws {
        let log = EventLog()
        let observed = Scene(observe: log)
        let plain = Scene(observe: nil)
        func move(_ p: CGPoint?, _ t: TimeInterval) throws {
            for scene in [observed, plain] {
                if let p {
                    try scene.root.send(.pointerMoved(to: p), at: t)
                } else {
                    try scene.root.send(.pointerLeft(), at: t)
                }
            }
            #expect(observed.states == plain.states)
        }
        try move(CGPoint(x: 20, y: 20), 0)  // B only
        #expect(observed.states == ["B direct", "F none", "C none", "O none"])
        #expect(log.take() == ["B none→direct"])
        try move(CGPoint(x: 70, y: 20), 1)  // C (in F) takes it; B is under F
        #expect(observed.states == ["B obscured", "F direct", "C direct", "O none"])
        #expect(log.take() == ["B direct→obscured", "F none→direct", "C none→direct"])
        try move(CGPoint(x: 120, y: 20), 2)  // F only
        #expect(observed.states == ["B none", "F direct", "C none", "O none"])
        #expect(log.take() == ["B obscured→none", "C direct→none"])
        try move(CGPoint(x: 70, y: 70), 3)  // through O to F; B under F
        #expect(observed.states == ["B obscured", "F direct", "C none", "O direct"])
        #expect(log.take() == ["B none→obscured", "O none→direct"])
        #expect(observed.b.hoveringPointers == [UIView.HoveringPointer(pointer: 0, state: .obscured)])
        try move(nil, 4)
        #expect(observed.states == ["B none", "F none", "C none", "O none"])
        #expect(log.take() == ["B obscured→none", "F direct→none", "O direct→none"])
    }

    /// Nothing takes the pointer (every view lets it through): everything under it is hovered directly.
    @Test func nothingTakesThePointer() throws {
        let scene = Scene(observe: nil)
        for v in [scene.root, scene.b, scene.f, scene.c] { v.isSelfTouchInteractionEnabled = false }
        try scene.root.send(.pointerMoved(to: CGPoint(x: 70, y: 20)), at: 0)
        #expect(scene.states == ["B direct", "F direct", "C direct", "O none"])
    }

    /// A still pointer: a view moved away stops being hovered after the next layout pass; a view added under
    /// the pointer is hovered after the next tick; removing the view under the pointer uncovers the one behind
    /// at once.
    @Test func treeChangesUnderAStillPointer() throws {
        let log = EventLog()
        let scene = Scene(observe: log)
        try scene.root.send(.pointerMoved(to: CGPoint(x: 120, y: 20)), at: 0)
        #expect(log.take() == ["F none→direct"])
        scene.f.frame.origin.x = 150  // F now spans 150 ..< 250
        #expect(log.take().isEmpty)
        scene.root.layoutIfNeeded()
        #expect(log.take() == ["F direct→none"])

        let late = UIView(frame: CGRect(x: 100, y: 0, width: 40, height: 40))
        late.hoverChanged.subscribe { change in log.add("late \(change.previousState)→\(change.currentState)") }
        scene.root.addSubview(late)
        #expect(log.take().isEmpty)
        try scene.root.advance(to: 1)
        #expect(log.take() == ["late none→direct"])

        try scene.root.send(.pointerMoved(to: CGPoint(x: 60, y: 20)), at: 2)  // B only (F moved away)
        scene.f.frame.origin.x = 50
        scene.root.layoutIfNeeded()
        // The move: late left, B hovered; the layout: F (with C) back over the pointer, in front of B.
        #expect(
            log.take() == ["late direct→none", "B none→direct", "B direct→obscured", "F none→direct", "C none→direct"])
        scene.c.removeFromSuperview()  // C was under the pointer: F takes it, at once
        #expect(scene.c.hoverState == .none && scene.f.hoverState == .direct)
        #expect(log.take() == ["C direct→none"])
    }

    /// Several pointers (a mouse and a pen) each hover on their own.
    @Test func severalPointers() throws {
        let scene = Scene(observe: nil)
        try scene.root.send(.pointerMoved(to: CGPoint(x: 70, y: 20), pointer: 0), at: 0)
        try scene.root.send(.pointerMoved(to: CGPoint(x: 20, y: 20), pointer: 1), at: 0)
        #expect(scene.b.hoveringPointers == [.init(pointer: 0, state: .obscured), .init(pointer: 1, state: .direct)])
        #expect(scene.b.hoverState == .direct)
        #expect(scene.c.hoveringPointers == [.init(pointer: 0, state: .direct)])
    }
}
