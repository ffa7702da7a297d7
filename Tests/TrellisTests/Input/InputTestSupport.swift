import Foundation
import Testing

@testable import Trellis

/// What views, recognizers and responders received, in order, as short strings ("A began (5, 5)").
final class EventLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    /// The entries since the last call (and forgets them).
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// Formats a point without trailing zeros: (5, 7.5).
func fmt(_ p: CGPoint) -> String {
    func n(_ x: CGFloat) -> String { x == x.rounded() ? String(Int(x)) : String(Double(x)) }
    return "(\(n(p.x)), \(n(p.y)))"
}

/// A view that logs its touches, in its own coordinates, and passes them on when `forwards` is set.
final class LoggingView: UIView {
    let log: EventLog
    let name: String
    var forwards = false

    init(_ name: String, _ frame: CGRect, log: EventLog) {
        self.log = log
        self.name = name
        super.init(frame: frame)
        accessibilityIdentifier = name
    }
    required init?(coder: NSCoder) { fatalError() }

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        for t in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            log.add("\(name) \(phase) \(fmt(t.location(in: self)))")
        }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A 200 × 100 root with two logging views side by side: "L" on the left half, "R" on the right.
func twoLoggingViews() -> (log: EventLog, root: UIRootView, left: LoggingView, right: LoggingView) {
    let log = EventLog()
    let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let left = LoggingView("L", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
    let right = LoggingView("R", CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
    root.addSubview(left)
    root.addSubview(right)
    return (log, root, left, right)
}

extension UIGestureRecognizer {
    /// Logs every state change as "name state" (the reset to possible included).
    func logStates(_ name: String, to log: EventLog) {
        stateChanged.subscribe { change in log.add("\(name) \(change.new)") }
    }
}

extension UIRootView {
    /// A left click (down and up) at `p`, starting at `t` and lasting `duration`.
    func click(_ p: CGPoint, at t: TimeInterval, duration: TimeInterval = 0.05, button: UIPointerButton = .left) throws
    {
        try send(.pointerButtonDown(button, at: p), at: t)
        try send(.pointerButtonUp(button, at: p), at: t + duration)
    }

    /// A finger drag from `a` to `b` in `steps` moves, one every `interval` seconds, starting at `t`; returns
    /// the time of the lift.
    @discardableResult
    func drag(
        id: Int = 1, from a: CGPoint, to b: CGPoint, steps: Int, at t: TimeInterval, interval: TimeInterval = 0.01,
        lift: Bool = true
    ) throws -> TimeInterval {
        try send(.touchBegan(id: id, at: a), at: t)
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            try send(
                .touchMoved(id: id, to: CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)),
                at: t + Double(i) * interval)
        }
        let end = t + Double(steps) * interval
        if lift { try send(.touchEnded(id: id, at: b), at: end) }
        return end
    }
}
