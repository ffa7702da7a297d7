import Foundation
import Testing

@testable import Trellis

/// Several pointers (two mice, a mouse and fingers) through the whole chain at once: hit testing, recognizers,
/// views and hover each follow their own pointer, and one pointer's events never move another's.
@Suite struct SeveralPointersTests {
    /// Two mice at once: pointer 0 drags a pan on the left view while pointer 1 clicks a tap on the right one.
    /// Each recognizer sees only its own pointer's touch; the views hear their own touch (each from its own
    /// pointer, in its own coordinates); a button of pointer 1 does not end pointer 0's drag.
    @Test func twoMiceDragAndClickAtOnce() throws {
        let (log, root, left, right) = twoLoggingViews()
        let pan = UIPanGestureRecognizer { pan in log.add("pan \(pan.state) \(fmt(pan.translation(in: nil)))") }
        pan.cancelsTouchesInView = false
        left.addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer { tap in log.add("tap \(fmt(tap.location(in: nil)))") }
        tap.cancelsTouchesInView = false
        right.addGestureRecognizer(tap)

        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 10, y: 10), pointer: 0), at: 0)
        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 150, y: 50), pointer: 1), at: 0.01)
        try root.send(.pointerMoved(to: CGPoint(x: 40, y: 10), pointer: 0), at: 0.02)
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 150, y: 50), pointer: 1), at: 0.03)
        try root.send(.pointerMoved(to: CGPoint(x: 60, y: 20), pointer: 0), at: 0.04)
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 60, y: 20), pointer: 0), at: 0.05)
        #expect(
            log.take() == [
                "L began (10, 10)", "R began (50, 50)", "pan began (30, 0)", "L moved (40, 10)", "tap (150, 50)",
                "R ended (50, 50)", "pan changed (50, 10)", "L moved (60, 20)", "pan ended (50, 10)",
                "L ended (60, 20)",
            ])
        // Pointer 1's button was released: releasing it again is refused, while pointer 0's is free to go down.
        #expect(throws: UIInputError.buttonNotDown(button: .left, pointer: 1)) {
            try root.send(.pointerButtonUp(.left, at: CGPoint(x: 150, y: 50), pointer: 1), at: 0.06)
        }
        #expect(try root.send(.pointerButtonDown(.left, at: CGPoint(x: 150, y: 50), pointer: 0), at: 0.07))
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 150, y: 50), pointer: 0), at: 0.08)
        #expect(log.take() == ["R began (50, 50)", "tap (150, 50)", "R ended (50, 50)"])
    }

    /// A mouse and two fingers together: the fingers pinch a view (scale = the fingers' distance over their
    /// distance at the start) while the mouse hovers another and clicks it; the mouse's click is a tap on its
    /// own view, the pinch goes on undisturbed.
    @Test func pinchWhileTheMouseClicks() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        root.addSubview(photo)
        root.addSubview(button)
        let pinch = UIPinchGestureRecognizer { pinch in log.add("pinch \(pinch.state) \(pinch.scale)") }
        photo.addGestureRecognizer(pinch)
        button.addGestureRecognizer(UITapGestureRecognizer { _ in log.add("tap") })
        button.hoverChanged.subscribe { change in log.add("button hover \(change.currentState)") }

        try root.send(.touchBegan(id: 1, at: CGPoint(x: 80, y: 100)), at: 0)
        try root.send(.touchBegan(id: 2, at: CGPoint(x: 120, y: 100)), at: 0.01)  // 40 apart
        try root.send(.pointerMoved(to: CGPoint(x: 250, y: 50)), at: 0.02)
        try root.send(.touchMoved(id: 1, to: CGPoint(x: 60, y: 100)), at: 0.03)  // 60 apart
        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 250, y: 50)), at: 0.04)
        try root.send(.touchMoved(id: 2, to: CGPoint(x: 140, y: 100)), at: 0.05)  // 80 apart
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 250, y: 50)), at: 0.06)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 60, y: 100)), at: 0.07)
        try root.send(.touchEnded(id: 2, at: CGPoint(x: 140, y: 100)), at: 0.08)
        try root.send(.pointerLeft(), at: 0.09)
        #expect(
            log.take() == [
                "button hover direct", "pinch began 1.5", "pinch changed 2.0", "tap", "pinch ended 2.0",
                "button hover none",
            ])
    }
}
