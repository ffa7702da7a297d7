import Foundation

/// A curve of an animation (UIKit's `UIView.AnimationCurve`).
extension UIView {
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }
}

/// Timing of a property animator (UIKit's `UITimingCurveProvider`): a cubic curve or a spring.
public protocol UITimingCurveProvider {
    /// The cubic curve, when the timing is one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, when the timing is one.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing (UIKit's `UICubicTimingParameters`).
public final class UICubicTimingParameters: UITimingCurveProvider {
    /// The curve's control points.
    public let controlPoint1: CGPoint, controlPoint2: CGPoint
    /// The named curve it was made from (`.easeInOut` for custom control points, as UIKit reports).
    public let animationCurve: UIView.AnimationCurve
    let function: CAMediaTimingFunction

    /// UIKit's default: ease in and out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// A named curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        function = curve.timingFunction
        controlPoint1 = function.controlPoint1
        controlPoint2 = function.controlPoint2
    }

    /// A custom curve through `point1` and `point2`.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        function = CAMediaTimingFunction(
            exactly: Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
        controlPoint1 = function.controlPoint1
        controlPoint2 = function.controlPoint2
    }

    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing (UIKit's `UISpringTimingParameters`), settling in the animator's duration.
public final class UISpringTimingParameters: UITimingCurveProvider {
    /// The damping ratio (1: no overshoot).
    public let dampingRatio: CGFloat
    /// The initial velocity, as a fraction of the whole change per second (UIKit's is a vector; Trellis uses
    /// its x for every property).
    public let initialVelocity: CGVector
    let physical: (mass: Double, stiffness: Double, damping: Double)?

    /// Critically damped, from rest.
    public convenience init() { self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// A spring with `ratio`, from rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` and `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        physical = nil
    }

    /// A spring from physical constants (it settles in its own time; the animator's duration is ignored, as
    /// in UIKit).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
        initialVelocity = velocity
        physical = (Double(mass), Double(stiffness), Double(damping))
    }

    /// The spring curve for an animation of `duration`.
    func curve(duration: TimeInterval) -> SpringCurve {
        if let p = physical {
            return SpringCurve(
                mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: Double(initialVelocity.dx))
        }
        return SpringCurve(
            dampingRatio: Double(dampingRatio), duration: duration, initialVelocity: Double(initialVelocity.dx))
    }

    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}
