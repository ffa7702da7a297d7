import Foundation

// Scroll physics on the root's clock: deceleration after a drag, rubber-band edges, animated paging and
// animated offsets. Every step moves only the content offset (the bounds origin): no solver work.
//
// - Deceleration (UIKit's model): the speed falls by the rate every millisecond, `v(t) = v₀·r^(1000t)`, so
//   the offset is `x(t) = x₀ + v₀·(r^(1000t) − 1) / (1000·ln r)` and the whole glide is `v₀ / (−1000·ln r)`
//   points (r = 0.998: a flick at 1,000 points per second glides 499.5 points). It stops when the speed falls
//   below ``UIScrollView/minimumDecelerationSpeed``.
// - Rubber band (while dragging past an edge, with `bounces`): an overshoot x shows as
//   `(1 − 1 / (x·c/d + 1))·d` (c = 0.55, d the scroll view's size on that axis): it never reaches d.
// - Bounce back: a critically damped spring to the edge, `e(t) = (e₀ + (v₀ + ω·e₀)·t)·e^(−ωt)`, ω =
//   ``UIScrollView/bounceFrequency``, starting where and as fast as the offset crosses the edge (or is released
//   past it); it ends when the remaining motion bound falls below 0.01 point.
// - Animated offsets (`setContentOffset(_:animated: true)`, `scrollRectToVisible`, paging snaps): ease in and
//   out over ``UIScrollView/scrollAnimationDuration``.
extension UIScrollView {
    /// How fast a scroll view slows down after a flick: the fraction of speed kept per millisecond (UIKit's
    /// `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998: long glides (the default).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99: short glides (pickers, paging-like lists).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The speed under which a glide stops (points per second).
    public static let minimumDecelerationSpeed: CGFloat = 1
    /// The rubber band's stiffness constant c (UIKit's feel: 0.55).
    public static let rubberBandCoefficient: CGFloat = 0.55
    /// The natural frequency of the bounce-back spring (radians per second): from rest it settles within
    /// about half a second.
    public static let bounceFrequency: Double = 15
    /// How long animated offset changes and paging snaps take (seconds).
    public static let scrollAnimationDuration: TimeInterval = 0.3

    /// How fast the scroll view slows down after a flick (default `.normal`).
    public var decelerationRate: DecelerationRate {
        get { DecelerationRate(rawValue: animationState?.scrollDecelerationRate ?? DecelerationRate.normal.rawValue) }
        set { animation.scrollDecelerationRate = min(0.999_999, max(0.000_001, newValue.rawValue)) }
    }

    /// Whether the content is gliding or bouncing back after the user lifted the finger.
    public var isDecelerating: Bool { animationState?.scrollMotion?.isDecelerating ?? false }

    /// Whether an animated offset change or paging snap is running.
    var isScrollAnimating: Bool { animationState?.scrollMotion != nil }

    /// `overshoot` points past an edge as the rubber band shows it, for a scroll view `dimension` points long.
    public static func rubberBandDistance(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, overshoot > 0 else { return max(0, overshoot) == 0 ? 0 : overshoot }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// Whether the scroll view bounces along an axis (content longer than the view, or always-bounce set).
    func bouncesAlong(horizontal: Bool) -> Bool {
        guard bounces else { return false }
        if horizontal { return alwaysBounceHorizontal || contentSize.width > bounds.width }
        return alwaysBounceVertical || contentSize.height > bounds.height
    }

    /// `raw` with the parts past the edges rubber-banded (axes that bounce) or clamped (the others).
    func rubberBandedOffset(_ raw: CGPoint) -> CGPoint {
        let low = minimumContentOffset, high = maximumContentOffset
        func band(_ x: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat, _ bounces: Bool) -> CGFloat {
            if x < lo { return bounces ? lo - Self.rubberBandDistance(lo - x, dimension: d) : lo }
            if x > hi { return bounces ? hi + Self.rubberBandDistance(x - hi, dimension: d) : hi }
            return x
        }
        return CGPoint(
            x: band(raw.x, low.x, high.x, bounds.width, bouncesAlong(horizontal: true)),
            y: band(raw.y, low.y, high.y, bounds.height, bouncesAlong(horizontal: false)))
    }

    /// The drag ended with the finger moving at `fingerVelocity` (points per second): glide, bounce back, or
    /// (paging) snap to the page `pageTarget` chose.
    func endDrag(fingerVelocity: CGPoint, pageTarget: CGPoint?) {
        if let pageTarget { return setContentOffset(pageTarget, animated: true) }
        let v = CGPoint(x: -fingerVelocity.x, y: -fingerVelocity.y)  // the offset moves against the finger
        startMotion(
            ScrollMotion(
                scrollView: self, start: (topMostView as? UIRootView)?.currentTime ?? 0, velocity: v, target: nil))
    }

    /// Moves to `offset` with the scroll animation (see the comment at the top of this file).
    func animateContentOffset(to offset: CGPoint) {
        startMotion(
            ScrollMotion(
                scrollView: self, start: (topMostView as? UIRootView)?.currentTime ?? 0, velocity: .zero, target: offset
            ))
    }

    /// Stops gliding, bouncing or animating where the content is now.
    public func stopScrollMotion() {
        guard let motion = animationState?.scrollMotion else { return }
        motion.stop()
    }

    private func startMotion(_ motion: ScrollMotion) {
        stopScrollMotion()
        guard let root = topMostView as? UIRootView, !motion.isIdle else {
            // No clock (or nothing to do): land at once.
            if let end = motion.restingOffset { contentOffset = end }
            return
        }
        animation.scrollMotion = motion
        motion.tickerID = root.animationClock.addTicker { [weak motion] time in motion?.step(to: time) }
    }
}

/// The motion of a scroll view's offset after a drag or for an animated change, per axis.
final class ScrollMotion {
    enum Axis {
        case idle
        /// Gliding from `x0` at speed `v0` since `t0`.
        case glide(x0: Double, v0: Double, t0: Double)
        /// Springing back to `edge` from `e0` past it at speed `v0` since `t0`.
        case bounce(edge: Double, e0: Double, v0: Double, t0: Double)
        /// Easing from `from` to `to` over the scroll animation's duration since `t0`.
        case tween(from: Double, to: Double, t0: Double)
    }

    unowned let scrollView: UIScrollView
    var axes: [Axis]
    var tickerID: Int?
    let rate: Double
    static let ease = CAMediaTimingFunction(name: .easeInEaseOut)

    init(scrollView: UIScrollView, start: TimeInterval, velocity: CGPoint, target: CGPoint?) {
        self.scrollView = scrollView
        rate = Double(scrollView.decelerationRate.rawValue)
        let offset = scrollView.contentOffset
        if let target {
            axes = [
                target.x == offset.x ? .idle : .tween(from: Double(offset.x), to: Double(target.x), t0: start),
                target.y == offset.y ? .idle : .tween(from: Double(offset.y), to: Double(target.y), t0: start),
            ]
            return
        }
        axes = []
        for (i, (x, v)) in [(offset.x, velocity.x), (offset.y, velocity.y)].enumerated() {
            let (low, high) = limits(i)
            let enabled = i == 0 ? scrollView.isHorizontalScrollEnabled : scrollView.isVerticalScrollEnabled
            let speed = enabled ? Double(v) : 0
            if Double(x) < low || Double(x) > high {
                let edge = Double(x) < low ? low : high
                axes.append(.bounce(edge: edge, e0: Double(x) - edge, v0: speed, t0: start))
            } else if abs(speed) > Double(UIScrollView.minimumDecelerationSpeed) {
                axes.append(.glide(x0: Double(x), v0: speed, t0: start))
            } else {
                axes.append(.idle)
            }
        }
    }

    var isIdle: Bool { axes.allSatisfy { if case .idle = $0 { true } else { false } } }
    var isDecelerating: Bool {
        axes.contains {
            switch $0 {
            case .glide, .bounce: true
            default: false
            }
        }
    }

    /// Where an animated change ends (for landing at once without a clock).
    var restingOffset: CGPoint? {
        var p = scrollView.contentOffset
        for (i, a) in axes.enumerated() {
            if case .tween(_, let to, _) = a { if i == 0 { p.x = CGFloat(to) } else { p.y = CGFloat(to) } }
        }
        return p
    }

    /// The limits of axis `i` (0: x).
    private func limits(_ i: Int) -> (Double, Double) {
        let low = scrollView.minimumContentOffset, high = scrollView.maximumContentOffset
        return i == 0 ? (Double(low.x), Double(high.x)) : (Double(low.y), Double(high.y))
    }

    /// Moves the offset to where the motion is at `time`.
    func step(to time: TimeInterval) {
        var offset = scrollView.contentOffset
        for i in axes.indices {
            let x = position(axis: i, at: time)
            if i == 0 { offset.x = CGFloat(x) } else { offset.y = CGFloat(x) }
        }
        if offset != scrollView.contentOffset {
            AnimationContext.with(nil) { scrollView.contentOffset = offset }
            scrollView.scrollIndicatorsNoteScrolling()
        }
        if isIdle { stop() }
    }

    /// The position of axis `i` at `time`, advancing its phase (glide → bounce → idle) as it goes.
    private func position(axis i: Int, at time: TimeInterval) -> Double {
        let current = Double(i == 0 ? scrollView.contentOffset.x : scrollView.contentOffset.y)
        switch axes[i] {
        case .idle:
            return current
        case .tween(let from, let to, let t0):
            let f = (time - t0) / UIScrollView.scrollAnimationDuration
            if f >= 1 {
                axes[i] = .idle
                return to
            }
            return from + (to - from) * Self.ease.progress(at: f)
        case .glide(let x0, let v0, let t0):
            return glide(axis: i, x0: x0, v0: v0, t0: t0, at: time)
        case .bounce(let edge, let e0, let v0, let t0):
            let w = UIScrollView.bounceFrequency, t = time - t0
            let decay = exp(-w * t)
            let e = (e0 + (v0 + w * e0) * t) * decay
            // |e(s)| and beyond stay under (|e0| + |v0 + ω·e0|·s)·e^(−ωs) + … ; stop when that bound is tiny.
            if (abs(e0) + abs(v0 + w * e0) * (t + 1 / w)) * decay < 0.01 {
                axes[i] = .idle
                return edge
            }
            return edge + e
        }
    }

    /// How far a glide starting at `speed` (points per second, signed) travels before its speed falls under
    /// ``UIScrollView/minimumDecelerationSpeed`` at deceleration `rate`, edges aside: the limit of the offset
    /// formula of the glide below, `(v_min·sign(v0) − v0) / k` with `k = 1000·ln(rate)`.
    static func glideDistance(speed v0: Double, rate: Double) -> Double {
        let minimum = Double(UIScrollView.minimumDecelerationSpeed)
        guard abs(v0) > minimum else { return 0 }
        return ((v0 < 0 ? -minimum : minimum) - v0) / (1000 * log(rate))
    }

    /// The glide of axis `i`: the offset formula, until the speed falls under the minimum or an edge is hit.
    private func glide(axis i: Int, x0: Double, v0: Double, t0: Double, at time: TimeInterval) -> Double {
        let k = 1000 * log(rate)  // < 0
        let minimum = Double(UIScrollView.minimumDecelerationSpeed)
        let stopTime = log(minimum / abs(v0)) / k  // v(t) = minimum
        let t = min(time - t0, stopTime)
        let x = x0 + v0 * (exp(k * t) - 1) / k
        let (low, high) = limits(i)
        if x < low || x > high {
            let edge = x < low ? low : high
            // When it crossed: r^(1000s) = 1 + (edge − x0)·k / v0.
            let crossing = log(1 + (edge - x0) * k / v0) / k
            let bounces = scrollView.bouncesAlong(horizontal: i == 0)
            guard bounces else {
                axes[i] = .idle
                return edge
            }
            axes[i] = .bounce(edge: edge, e0: 0, v0: v0 * exp(k * crossing), t0: t0 + crossing)
            return position(axis: i, at: time)
        }
        if time - t0 >= stopTime { axes[i] = .idle }
        return x
    }

    /// Ends the motion where it is.
    func stop() {
        if let id = tickerID { (scrollView.topMostView as? UIRootView)?.animationClockIfLoaded?.removeTicker(id) }
        tickerID = nil
        if scrollView.animationState?.scrollMotion === self { scrollView.animationState?.scrollMotion = nil }
    }
}

extension UIScrollView {
    /// Whether ``UIRootView/scrollToTop()`` (a tap on the host's status bar) scrolls this scroll view to its
    /// top (default true, as UIKit's `scrollsToTop`).
    public var scrollsToTop: Bool {
        get { animationState?.scrollsToTop ?? true }
        set { animation.scrollsToTop = newValue }
    }
}

extension UIRootView {
    /// Scrolls to the top, animated, the one scroll view that takes it (UIKit's status-bar tap): visible,
    /// ``UIScrollView/scrollsToTop`` on, and the only such scroll view in the tree — as in UIKit, with two or
    /// more nothing scrolls. Returns whether one did.
    @discardableResult
    public func scrollToTop() -> Bool {
        var found: [UIScrollView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let s = view as? UIScrollView, s.scrollsToTop { found.append(s) }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        guard found.count == 1, let s = found.first else { return false }
        s.setContentOffset(CGPoint(x: s.contentOffset.x, y: s.minimumContentOffset.y), animated: true)
        return true
    }
}
