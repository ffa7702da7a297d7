import Foundation

/// A path of straight and curved segments in a view's coordinate space (UIKit's `UIBezierPath`).
///
/// Arcs, ovals and rounded corners are stored as cubic Bézier segments, so every backend draws exactly the
/// same curves; a path keeps the simple shape it was made as (rectangle, rounded rectangle, oval) until it is
/// changed, so that vector output can write it as that shape.
public final class UIBezierPath {
    /// One step of a path (Core Graphics' `CGPathElement`).
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at the point.
        case moveTo(CGPoint)
        /// A straight segment to the point.
        case lineTo(CGPoint)
        /// A cubic Bézier segment to `end` with two control points.
        case curveTo(CGPoint, CGPoint, end: CGPoint)
        /// A straight segment back to the subpath's start, closing it.
        case closeSubpath
    }

    /// The simple shapes a path remembers until it is changed. (`package`: the tests' recording context reads it.)
    package enum Shape: Equatable {
        case rect(CGRect)
        case roundedRect(CGRect, cornerRadius: CGFloat)
        case oval(CGRect)
    }

    /// The path's elements, in order.
    public private(set) var elements: [Element] = []
    /// The shape the path was made as, while unchanged.
    package private(set) var shape: Shape?
    /// The stroke width used by ``stroke()`` (default 1).
    public var lineWidth: CGFloat = 1
    /// Whether ``fill()`` and clipping use the even-odd rule instead of non-zero winding.
    public var usesEvenOddFillRule = false
    private var subpathStart: CGPoint?

    /// The point the next segment starts from (Core Graphics' current point; `.zero` when there is none).
    public private(set) var currentPoint: CGPoint = .zero
    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Makes an empty path.
    public init() {}

    /// A rectangle, clockwise from its top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
        shape = .rect(r)
    }

    /// A rectangle with circular corners; the radius is clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = rect.standardized
        let radius = min(max(0, cornerRadius), r.width / 2, r.height / 2)
        guard radius > 0 else {
            self.init(rect: r)
            return
        }
        self.init()
        let half = CGFloat.pi / 2
        move(to: CGPoint(x: r.minX + radius, y: r.minY))
        addArc(
            withCenter: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius,
            startAngle: -half, endAngle: 0, clockwise: true)
        addArc(
            withCenter: CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius: radius,
            startAngle: 0, endAngle: half, clockwise: true)
        addArc(
            withCenter: CGPoint(x: r.minX + radius, y: r.maxY - radius), radius: radius,
            startAngle: half, endAngle: 2 * half, clockwise: true)
        addArc(
            withCenter: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius,
            startAngle: 2 * half, endAngle: 3 * half, clockwise: true)
        close()
        shape = .roundedRect(r, cornerRadius: radius)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let r = rect.standardized
        let k: CGFloat = 0.5522847498307936  // 4/3·tan(π/8): a quarter ellipse as one cubic
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        move(to: CGPoint(x: r.maxX, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: r.maxY), controlPoint1: CGPoint(x: r.maxX, y: cy + k * ry),
            controlPoint2: CGPoint(x: cx + k * rx, y: r.maxY))
        addCurve(
            to: CGPoint(x: r.minX, y: cy), controlPoint1: CGPoint(x: cx - k * rx, y: r.maxY),
            controlPoint2: CGPoint(x: r.minX, y: cy + k * ry))
        addCurve(
            to: CGPoint(x: cx, y: r.minY), controlPoint1: CGPoint(x: r.minX, y: cy - k * ry),
            controlPoint2: CGPoint(x: cx - k * rx, y: r.minY))
        addCurve(
            to: CGPoint(x: r.maxX, y: cy), controlPoint1: CGPoint(x: cx + k * rx, y: r.minY),
            controlPoint2: CGPoint(x: r.maxX, y: cy - k * ry))
        close()
        shape = .oval(r)
    }

    /// An arc of a circle (UIKit's `init(arcCenter:radius:startAngle:endAngle:clockwise:)`).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    private func append(_ element: Element) {
        elements.append(element)
        shape = nil
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        append(.moveTo(point))
        subpathStart = point
        currentPoint = point
    }

    /// Adds a straight segment from the current point to `point`.
    public func addLine(to point: CGPoint) {
        if subpathStart == nil { subpathStart = currentPoint }
        append(.lineTo(point))
        currentPoint = point
    }

    /// Adds a cubic Bézier segment from the current point to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        if subpathStart == nil { subpathStart = currentPoint }
        append(.curveTo(controlPoint1, controlPoint2, end: endPoint))
        currentPoint = endPoint
    }

    /// Adds a quadratic Bézier segment (stored as the equivalent cubic).
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        let p0 = currentPoint
        let c1 = CGPoint(x: p0.x + 2 / 3 * (controlPoint.x - p0.x), y: p0.y + 2 / 3 * (controlPoint.y - p0.y))
        let c2 = CGPoint(
            x: endPoint.x + 2 / 3 * (controlPoint.x - endPoint.x), y: endPoint.y + 2 / 3 * (controlPoint.y - endPoint.y)
        )
        addCurve(to: endPoint, controlPoint1: c1, controlPoint2: c2)
    }

    /// Adds an arc of a circle: a line from the current point to the arc's start (or a move, in an empty
    /// subpath), then the arc as cubic segments of at most a quarter turn. Angles are in radians from the
    /// positive x axis; `clockwise` (on a y-down screen) means increasing angles, as in UIKit.
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * exactCos(angle), y: center.y + radius * exactSin(angle))
        }
        let start = point(startAngle)
        if subpathStart == nil || elements.isEmpty {
            move(to: start)
        } else if start != currentPoint {
            addLine(to: start)
        }
        var end = endAngle
        let turn = 2 * CGFloat.pi
        if clockwise {
            while end < startAngle { end += turn }
        } else {
            while end > startAngle { end -= turn }
        }
        let sweep = end - startAngle
        guard sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * CGFloat(tan(Double(step) / 4)) * radius
        for i in 0..<count {
            let a0 = startAngle + CGFloat(i) * step, a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            let (s0, c0) = (exactSin(a0), exactCos(a0))
            let (s1, c1) = (exactSin(a1), exactCos(a1))
            addCurve(
                to: p1, controlPoint1: CGPoint(x: p0.x - k * s0, y: p0.y + k * c0),
                controlPoint2: CGPoint(x: p1.x + k * s1, y: p1.y - k * c1))
        }
    }

    /// Closes the current subpath with a straight segment back to its start.
    public func close() {
        guard let start = subpathStart else { return }
        append(.closeSubpath)
        currentPoint = start
        subpathStart = nil
    }

    /// Appends the elements of another path.
    public func append(_ path: UIBezierPath) {
        for element in path.elements {
            switch element {
            case .moveTo(let p): move(to: p)
            case .lineTo(let p): addLine(to: p)
            case .curveTo(let c1, let c2, let end): addCurve(to: end, controlPoint1: c1, controlPoint2: c2)
            case .closeSubpath: close()
            }
        }
    }

    /// Removes every element.
    public func removeAllPoints() {
        elements = []
        shape = nil
        subpathStart = nil
        currentPoint = .zero
    }

    /// Maps every point through `transform`.
    public func apply(_ transform: CGAffineTransform) {
        elements = elements.map { $0.applying(transform) }
        shape = nil
        currentPoint = currentPoint.applying(transform)
        subpathStart = subpathStart?.applying(transform)
    }

    /// The smallest rectangle containing every point and control point (`.null` for an empty path).
    public var bounds: CGRect {
        var rect = CGRect.null
        for element in elements {
            for p in element.points { rect = rect.union(CGRect(origin: p, size: .zero)) }
        }
        return rect
    }

    /// A copy of the path.
    public func copy() -> UIBezierPath {
        let path = UIBezierPath()
        path.elements = elements
        path.shape = shape
        path.lineWidth = lineWidth
        path.usesEvenOddFillRule = usesEvenOddFillRule
        path.subpathStart = subpathStart
        path.currentPoint = currentPoint
        return path
    }

    // MARK: Drawing into the current context

    /// Fills the path with the current context's fill color (``UIColor/setFill()``).
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(self)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path with the current context's stroke color and this path's ``lineWidth``.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.addPath(self)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clipping area with the path.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(self)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// Sine and cosine that are exactly 0 or ±1 at multiples of a quarter turn, so that rounded corners and
/// arcs end exactly on their rectangles' edges.
private func exactSin(_ angle: CGFloat) -> CGFloat { snapped(CGFloat(sin(Double(angle)))) }
private func exactCos(_ angle: CGFloat) -> CGFloat { snapped(CGFloat(cos(Double(angle)))) }
private func snapped(_ value: CGFloat) -> CGFloat {
    if abs(value) < 1e-12 { return 0 }
    if abs(abs(value) - 1) < 1e-12 { return value < 0 ? -1 : 1 }
    return value
}

extension UIBezierPath.Element {
    /// The element's points: its end point, after its control points.
    public var points: [CGPoint] {
        switch self {
        case .moveTo(let p), .lineTo(let p): [p]
        case .curveTo(let c1, let c2, let end): [c1, c2, end]
        case .closeSubpath: []
        }
    }

    func applying(_ t: CGAffineTransform) -> Self {
        switch self {
        case .moveTo(let p): .moveTo(p.applying(t))
        case .lineTo(let p): .lineTo(p.applying(t))
        case .curveTo(let c1, let c2, let end): .curveTo(c1.applying(t), c2.applying(t), end: end.applying(t))
        case .closeSubpath: .closeSubpath
        }
    }
}
