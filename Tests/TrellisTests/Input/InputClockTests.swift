import Foundation
import Testing

@testable import Trellis

/// The root's clock: time moves only when the host says, and due actions run in a fixed order.
@Suite struct InputClockTests {
    @Test func scheduledActionsRunInDeadlineThenSchedulingOrder() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var ran: [String] = []
        root.schedule(at: 2) { ran.append("b@\(root.currentTime)") }
        root.schedule(at: 1) {
            ran.append("a@\(root.currentTime)")
            root.schedule(at: 1.5) { ran.append("a2@\(root.currentTime)") }  // due in the same advance
        }
        root.schedule(at: 2) { ran.append("c@\(root.currentTime)") }
        let cancelled = root.schedule(at: 1.2) { ran.append("never") }
        cancelled.cancel()
        #expect(!cancelled.isPending)
        root.timeAdvanced.subscribe { ran.append("tick@\($0)") }
        try root.advance(to: 0.5)
        try root.advance(to: 3)
        #expect(ran == ["tick@0.5", "a@1.0", "a2@1.5", "b@2.0", "c@2.0", "tick@3.0"])
        #expect(root.currentTime == 3)
        // An event's time moves the clock first: the action due before it runs before it is handled.
        var order: [String] = []
        root.schedule(at: 4) { order.append("due") }
        final class Probe: UIView {
            var hit: (() -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { hit?() }
        }
        let probe = Probe(frame: root.bounds)
        probe.hit = { [unowned root] in order.append("touch@\(root.currentTime)") }  // (the root holds the probe)
        root.addSubview(probe)
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 1, y: 1)), at: 5)
        #expect(order == ["due", "touch@5.0"])
    }
}
