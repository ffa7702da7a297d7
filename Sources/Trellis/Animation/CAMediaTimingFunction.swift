import Foundation

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) through two control points, mapping the fraction of an
/// animation's time that has passed to the fraction of its change shown (Core Animation's
/// `CAMediaTimingFunction`).
///
/// The curve is `B(s) = 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³` per axis; for a time fraction `x` the progress is
/// `B_y(s)` at the `s` where `B_x(s) = x`, found by Newton's method with a bisection fallback (`B_x` is
/// monotonic for control points with x in 0…1).
public final class CAMediaTimingFunction: Equatable, @unchecked Sendable {
    /// The named curves of Core Animation.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Even pace: (0, 0), (1, 1).
        public static let linear = Name(rawValue: "linear")
        /// Starts slowly: (0.42, 0), (1, 1).
        public static let easeIn = Name(rawValue: "easeIn")
        /// Ends slowly: (0, 0), (0.58, 1).
        public static let easeOut = Name(rawValue: "easeOut")
        /// Starts and ends slowly: (0.42, 0), (0.58, 1) — UIKit's default curve.
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        /// Core Animation's default for layer actions: (0.25, 0.1), (0.25, 1).
        public static let `default` = Name(rawValue: "default")
    }

    /// The first and second control points (the curve's ends are (0, 0) and (1, 1)).
    public let controlPoint1: CGPoint, controlPoint2: CGPoint
    private let isLinear: Bool

    /// Makes a curve with control points `(c1x, c1y)` and `(c2x, c2y)`; x values are clamped to 0…1 so that the
    /// curve is a function of time.
    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(exactly: Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    /// Makes a curve from double-precision control points (the named curves: 0.42 is 0.42, not its `Float`).
    init(exactly c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        controlPoint1 = CGPoint(x: CGFloat(min(1, max(0, c1x))), y: CGFloat(c1y))
        controlPoint2 = CGPoint(x: CGFloat(min(1, max(0, c2x))), y: CGFloat(c2y))
        isLinear = controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y
    }

    /// Makes one of the named curves.
    public convenience init(name: Name) {
        switch name {
        case .easeIn: self.init(exactly: 0.42, 0, 1, 1)
        case .easeOut: self.init(exactly: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(exactly: 0.42, 0, 0.58, 1)
        case .default: self.init(exactly: 0.25, 0.1, 0.25, 1)
        default: self.init(exactly: 0, 0, 1, 1)
        }
    }

    /// The control point at `index` (0: (0, 0), 1 and 2: the control points, 3: (1, 1)) — Core Animation's
    /// `getControlPoint(at:values:)` as a return value.
    public func controlPoint(at index: Int) -> CGPoint {
        switch index {
        case 1: return controlPoint1
        case 2: return controlPoint2
        case 3: return CGPoint(x: 1, y: 1)
        default: return .zero
        }
    }

    /// The progress (fraction of the change) at time fraction `x` (clamped to 0…1).
    public func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        let s = parameter(forX: x)
        return Self.bezier(s, Double(controlPoint1.y), Double(controlPoint2.y))
    }

    /// The parameter `s` with `B_x(s) = x`: Newton from `s = x`, then bisection when Newton strays.
    private func parameter(forX x: Double) -> Double {
        let p1 = Double(controlPoint1.x), p2 = Double(controlPoint2.x)
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, p1, p2) - x
            if abs(error) < 1e-14 { return s }
            let slope = Self.derivative(s, p1, p2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<64 {
            let value = Self.bezier(s, p1, p2)
            if abs(value - x) < 1e-15 { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One axis of the curve: `3(1−s)²s·p1 + 3(1−s)s²·p2 + s³`.
    @inline(__always)
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    /// `d/ds` of ``bezier(_:_:_:)``: `3(1−s)²·p1 + 6(1−s)s·(p2−p1) + 3s²·(1−p2)`.
    @inline(__always)
    static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.controlPoint1 == rhs.controlPoint1 && lhs.controlPoint2 == rhs.controlPoint2
    }
}
