import Foundation

/// Recognizes a drag (UIKit's `UIPanGestureRecognizer`, a continuous gesture): it begins once the touches'
/// centroid moved ``minimumTranslation`` points from where they went down, changes as they move, and ends
/// when they lift.
///
/// ``translation(in:)`` is the movement since the touches went down (the hysteresis included, so a dragged
/// view follows the finger exactly); ``setTranslation(_:in:)`` re-bases it, for incremental handlers.
/// ``velocity(in:)`` is the speed over the last ``velocityWindow`` seconds of movement.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches that pan (default 1).
    open var minimumNumberOfTouches = 1
    /// The most touches that pan (default: any number).
    open var maximumNumberOfTouches = Int.max
    /// How far the touches must move before the gesture begins (points).
    public static let minimumTranslation: CGFloat = 10
    /// The time over which ``velocity(in:)`` averages (seconds).
    public static let velocityWindow: TimeInterval = 0.1

    /// The root-space point the translation is measured from.
    private var origin = CGPoint.zero
    /// The centroid the last time the set of touches changed (to keep the translation continuous).
    private var centroid = CGPoint.zero
    private var touchCount = 0
    /// Recent (time, centroid) samples, oldest first.
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// The translation of the pan in `view`'s coordinates (nil: the root's).
    open func translation(in view: UIView?) -> CGPoint {
        let current = currentCentroid()
        return Self.vector(from: origin, to: current, in: view)
    }

    /// Sets the translation to `translation` (in `view`'s coordinates), keeping the touches where they are.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = currentCentroid()
        guard let view else {
            origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
            return
        }
        let here = view.convertFromRoot(current)
        origin = view.convertToRoot(CGPoint(x: here.x - translation.x, y: here.y - translation.y))
    }

    /// The pan's velocity in `view`'s coordinates, in points per second.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last else { return .zero }
        let windowStart = last.time - Self.velocityWindow
        var first = samples.first!
        for s in samples.reversed() where s.time < last.time {
            first = s
            if s.time <= windowStart { break }
        }
        let dt = last.time - first.time
        guard dt > 0 else { return .zero }
        let v = Self.vector(from: first.point, to: last.point, in: view)
        return CGPoint(x: v.x / dt, y: v.y / dt)
    }

    /// The vector between two root-space points, in `view`'s coordinates (bounds origins cancel out).
    static func vector(from a: CGPoint, to b: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
        let pa = view.convertFromRoot(a)
        let pb = view.convertFromRoot(b)
        return CGPoint(x: pb.x - pa.x, y: pb.y - pa.y)
    }

    private func currentCentroid() -> CGPoint {
        let touches = activeTouches
        guard !touches.isEmpty else { return centroid }
        var sum = CGPoint.zero
        for t in touches { sum = CGPoint(x: sum.x + t.rootLocation.x, y: sum.y + t.rootLocation.y) }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    /// Re-bases the origin when touches come or go, so the translation does not jump.
    private func touchesChanged() {
        let current = currentCentroid()
        if touchCount > 0 {
            origin = CGPoint(x: origin.x + current.x - centroid.x, y: origin.y + current.y - centroid.y)
        } else {
            origin = current
        }
        centroid = current
        touchCount = activeTouches.count
        samples = [(currentTime, current)]
    }

    private func sample() {
        let now = currentTime
        let point = currentCentroid()
        centroid = point
        if let last = samples.last, last.time == now {
            samples[samples.count - 1].point = point
        } else {
            samples.append((now, point))
        }
        let keepAfter = now - Self.velocityWindow * 2
        while samples.count > 2, samples[0].time < keepAfter, samples[1].time <= now - Self.velocityWindow {
            samples.removeFirst()
        }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.count > maximumNumberOfTouches {
            if state == .possible {
                state = .failed
                return
            }
            for t in touches { ignore(t, for: event) }
            return
        }
        touchesChanged()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        sample()
        switch state {
        case .possible:
            let count = activeTouches.count
            guard count >= minimumNumberOfTouches, count <= maximumNumberOfTouches else { return }
            let t = translation(in: nil)
            if hypot(t.x, t.y) >= Self.minimumTranslation { state = .began }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        sample()
        switch state {
        case .possible:
            if activeTouches.count < minimumNumberOfTouches { state = .failed } else { touchesChanged() }
        case .began, .changed:
            if activeTouches.count < minimumNumberOfTouches { state = .ended } else { touchesChanged() }
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        origin = .zero
        centroid = .zero
        touchCount = 0
        samples = []
    }
}
