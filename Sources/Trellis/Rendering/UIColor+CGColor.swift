import Foundation

extension UIColor {
    /// The color for the drawing layer (UIKit's `cgColor`): `view.layer.borderColor = UIColor.red.cgColor`.
    /// A dynamic color is resolved against ``UITraitCollection/current`` now (as in UIKit: a layer's
    /// ``CALayer/borderColor`` set from a dynamic color keeps the appearance of the moment it was set).
    public var cgColor: CGColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: &a)
        return CGColor(red: r, green: g, blue: b, alpha: a)
    }

    /// Makes a color from a drawing-layer color (UIKit's `init(cgColor:)`).
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// Makes this the fill color of the current context (``UIGraphicsGetCurrentContext()``), as UIKit's
    /// `setFill()`; no effect without a current context.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes this the stroke color of the current context, as UIKit's `setStroke()`.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Makes this both the fill and the stroke color of the current context, as UIKit's `set()`.
    public func set() {
        setFill()
        setStroke()
    }
}
