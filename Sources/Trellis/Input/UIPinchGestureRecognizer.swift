import Foundation

/// Recognizes two touches moving apart or together (UIKit's `UIPinchGestureRecognizer`, continuous): it
/// begins once their distance changed by ``minimumDistanceChange`` points; ``scale`` is the distance now over
/// the distance then (times the scale a handler set), ``velocity`` its rate of change per second.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale of the pinch (settable: set it to 1 to measure increments).
    open var scale: CGFloat {
        get { baseScale * currentDistance / max(startDistance, .ulpOfOne) }
        set {
            baseScale = newValue
            startDistance = currentDistance
        }
    }
    /// The scale's rate of change, per second (over the last two changes).
    public private(set) var velocity: CGFloat = 0
    /// How far the distance between the touches must change before the gesture begins (points).
    public static let minimumDistanceChange: CGFloat = 10

    private var baseScale: CGFloat = 1
    private var startDistance: CGFloat = 0
    private var firstDistance: CGFloat = 0
    private var lastSample: (time: TimeInterval, scale: CGFloat)?

    /// The distance between the two touches, as of their last change (kept when one lifts).
    private var lastDistance: CGFloat = 0
    private var currentDistance: CGFloat {
        let t = activeTouches
        guard t.count >= 2 else { return lastDistance }
        lastDistance = hypot(t[1].rootLocation.x - t[0].rootLocation.x, t[1].rootLocation.y - t[0].rootLocation.y)
        return lastDistance
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let count = activeTouches.count
        if count > 2 {
            for t in touches { ignore(t, for: event) }
            return
        }
        guard count == 2, state == .possible else { return }
        startDistance = currentDistance
        firstDistance = startDistance
        baseScale = 1
        lastSample = (currentTime, 1)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard activeTouches.count == 2 else { return }
        let now = currentTime
        let s = scale
        if let last = lastSample, now > last.time { velocity = (s - last.scale) / CGFloat(now - last.time) }
        lastSample = (now, s)
        switch state {
        case .possible:
            if abs(currentDistance - firstDistance) >= Self.minimumDistanceChange { state = .began }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: if activeTouches.count < 2 { state = .ended }
        case .possible: state = .failed
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        baseScale = 1
        startDistance = 0
        firstDistance = 0
        velocity = 0
        lastSample = nil
        lastDistance = 0
    }
}
