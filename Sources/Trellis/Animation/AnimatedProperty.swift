import Foundation

/// The properties Trellis animates, and how each becomes a vector of numbers that animations add to.
enum AnimatedProperty: UInt8 {
    /// The frame: x, y, width, height.
    case frame
    /// The bounds origin (a scroll view's content offset): x, y.
    case boundsOrigin
    /// The alpha.
    case alpha
    /// The background color: red, green, blue, alpha (nil is clear).
    case backgroundColor
    /// The transform, decomposed: translation x, y, scale x, y, rotation angle, shear.
    case transform
    /// The layer's corner radius.
    case cornerRadius
    /// The layer's border width.
    case borderWidth
    /// The layer's border color: red, green, blue, alpha (nil is clear).
    case borderColor
    /// The opacity of the view's old look in a cross-dissolve transition (model value 0).
    case transition
}

/// Up to six numbers: an animatable value as animations see it. Animations are additive: each holds the
/// difference `from − to` and shows `model + difference·(1 − progress)`.
struct AnimationVector: Equatable {
    var v0 = 0.0, v1 = 0.0, v2 = 0.0, v3 = 0.0, v4 = 0.0, v5 = 0.0

    static let zero = AnimationVector()

    static func - (a: AnimationVector, b: AnimationVector) -> AnimationVector {
        AnimationVector(
            v0: a.v0 - b.v0, v1: a.v1 - b.v1, v2: a.v2 - b.v2, v3: a.v3 - b.v3, v4: a.v4 - b.v4, v5: a.v5 - b.v5)
    }

    /// `self + d·k`, component by component.
    @inline(__always)
    func adding(_ d: AnimationVector, times k: Double) -> AnimationVector {
        AnimationVector(
            v0: v0 + d.v0 * k, v1: v1 + d.v1 * k, v2: v2 + d.v2 * k, v3: v3 + d.v3 * k, v4: v4 + d.v4 * k,
            v5: v5 + d.v5 * k)
    }

    // MARK: Conversions

    init(v0: Double = 0, v1: Double = 0, v2: Double = 0, v3: Double = 0, v4: Double = 0, v5: Double = 0) {
        (self.v0, self.v1, self.v2, self.v3, self.v4, self.v5) = (v0, v1, v2, v3, v4, v5)
    }

    init(_ rect: CGRect) {
        self.init(v0: Double(rect.origin.x), v1: Double(rect.origin.y), v2: Double(rect.width), v3: Double(rect.height))
    }
    init(_ point: CGPoint) { self.init(v0: Double(point.x), v1: Double(point.y)) }
    init(_ scalar: CGFloat) { self.init(v0: Double(scalar)) }
    init(_ color: CGColor?) {
        guard let c = color else {
            self.init()
            return
        }
        self.init(v0: Double(c.red), v1: Double(c.green), v2: Double(c.blue), v3: Double(c.alpha))
    }

    /// A transform as translation, scale, rotation and shear: `T = translate(tx, ty)·rotate(θ)·[sx k; 0 sy]`,
    /// so that interpolating the parts turns a rotation instead of shrinking through it (as Core Animation).
    init(_ t: CGAffineTransform) {
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        let sx = (a * a + b * b).squareRoot()
        let angle = sx == 0 ? 0 : atan2(b, a)
        // Columns: (a, b) = sx·(cos θ, sin θ); (c, d) = rotate(θ)·(k, sy).
        let cosA = cos(angle), sinA = sin(angle)
        let k = c * cosA + d * sinA
        let sy = -c * sinA + d * cosA
        self.init(v0: Double(t.tx), v1: Double(t.ty), v2: sx, v3: sy, v4: angle, v5: k)
    }

    var rect: CGRect { CGRect(x: v0, y: v1, width: max(0, v2), height: max(0, v3)) }
    var point: CGPoint { CGPoint(x: v0, y: v1) }
    var scalar: CGFloat { CGFloat(v0) }
    var color: CGColor {
        func unit(_ x: Double) -> CGFloat { CGFloat(min(1, max(0, x))) }
        return CGColor(red: unit(v0), green: unit(v1), blue: unit(v2), alpha: unit(v3))
    }
    var transform: CGAffineTransform {
        let cosA = cos(v4), sinA = sin(v4)
        return CGAffineTransform(
            a: CGFloat(v2 * cosA), b: CGFloat(v2 * sinA), c: CGFloat(v5 * cosA - v3 * sinA),
            d: CGFloat(v5 * sinA + v3 * cosA), tx: CGFloat(v0), ty: CGFloat(v1))
    }
}
