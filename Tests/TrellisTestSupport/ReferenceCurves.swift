/// Timing curves computed independently of the library, for tests that check animated positions.
public enum ReferenceCurves {
    /// Core Animation's ease-in-out (cubic Bézier with control points (0.42, 0) and (0.58, 1)) at `t` of the
    /// duration: the curve's parameter is found by bisecting x(u) = t, then y(u) is returned.
    public static func easeInOut(_ t: Double) -> Double {
        func bezier(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if bezier(mid, 0.42, 0.58) < t { lo = mid } else { hi = mid }
        }
        return bezier((lo + hi) / 2, 0, 1)
    }
}
