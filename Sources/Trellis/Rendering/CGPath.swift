import Foundation

/// An immutable path (Core Graphics' `CGPath`): what ``CALayer/shadowPath`` takes and ``UIBezierPath/cgPath``
/// gives. Its elements are a ``UIBezierPath``'s: moves, lines, cubic curves and closes.
///
/// ```swift
/// view.layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 12).cgPath
/// view.layer.shadowPath = CGPath(rect: view.bounds, transform: nil)
/// ```
public class CGPath: @unchecked Sendable {
    /// The path's geometry (never mutated once made, except through ``CGMutablePath``).
    let path: UIBezierPath

    init(_ path: UIBezierPath) { self.path = path }

    /// A rectangle (Core Graphics' `CGPath(rect:transform:)`).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Self.transformed(UIBezierPath(rect: rect), transform))
    }

    /// An ellipse inscribed in `rect` (Core Graphics' `CGPath(ellipseIn:transform:)`).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Self.transformed(UIBezierPath(ovalIn: rect), transform))
    }

    /// A rectangle with rounded corners (Core Graphics' `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`;
    /// Trellis rounds with circular corners of the smaller of the two radii).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = UIBezierPath(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight))
        self.init(Self.transformed(path, transform))
    }

    private static func transformed(_ path: UIBezierPath, _ transform: UnsafePointer<CGAffineTransform>?)
        -> UIBezierPath
    {
        if let transform { path.apply(transform.pointee) }
        return path
    }

    /// The smallest rectangle containing every point, control points included (`.null` when empty).
    public var boundingBox: CGRect { path.bounds }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The path's elements, in order.
    public var elements: [UIBezierPath.Element] { path.elements }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path.copy()) }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path.copy()) }
}

/// A path built step by step (Core Graphics' `CGMutablePath`).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public convenience init() { self.init(UIBezierPath()) }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// Adds a straight segment to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// Adds a cubic Bézier segment.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        path.addCurve(
            to: end.applying(transform), controlPoint1: control1.applying(transform),
            controlPoint2: control2.applying(transform))
    }

    /// Adds a quadratic Bézier segment.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), controlPoint: control.applying(transform))
    }

    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addPath(CGPath(UIBezierPath(rect: rect)), transform: transform)
    }

    /// Adds an ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addPath(CGPath(UIBezierPath(ovalIn: rect)), transform: transform)
    }

    /// Adds a rounded rectangle (circular corners of the smaller radius).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        addPath(
            CGPath(UIBezierPath(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight))), transform: transform)
    }

    /// Adds an arc (see ``UIBezierPath/addArc(withCenter:radius:startAngle:endAngle:clockwise:)``).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let arc = UIBezierPath()
        arc.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        addPath(CGPath(arc), transform: transform)
    }

    /// Adds the elements of another path.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        let copy = other.path.copy()
        copy.apply(transform)
        path.append(copy)
    }

    /// Closes the current subpath.
    public func closeSubpath() { path.close() }
}

extension UIBezierPath {
    /// The path as an immutable ``CGPath`` (a copy).
    public var cgPath: CGPath { CGPath(copy()) }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        append(cgPath.path)
    }
}

extension CGContext {
    /// Adds the elements of `path` to the current path.
    public func addPath(_ path: CGPath) { addPath(path.path) }
}
