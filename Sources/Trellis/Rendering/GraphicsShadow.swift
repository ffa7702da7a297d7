import Foundation

/// A drop shadow as a backend draws it: the shape's alpha blurred with a Gaussian of standard deviation
/// ``blurRadius``, moved by ``offset``, in ``color`` (Core Animation's shadow: ``CALayer/shadowRadius`` is the
/// standard deviation, `shadowColor` with `shadowOpacity` folded into the alpha).
public struct GraphicsShadow: Equatable, Sendable {
    /// The shadow's color, opacity included.
    public var color: CGColor
    /// How far the shadow is moved, in user-space points (positive `height` is down).
    public var offset: CGSize
    /// The Gaussian's standard deviation, in user-space points (0: a sharp shadow).
    public var blurRadius: CGFloat

    /// Makes a shadow.
    public init(color: CGColor, offset: CGSize, blurRadius: CGFloat) {
        self.color = color
        self.offset = offset
        self.blurRadius = max(0, blurRadius)
    }

    /// How far the shadow reaches beyond its shape on each side (three standard deviations, where the
    /// Gaussian has fallen below 0.3%), in user-space points.
    public var reach: CGFloat { (3 * blurRadius).rounded(.up) }

    /// The area the shadow of a shape inside `extent` can cover: moved by the offset, grown by the reach.
    public func area(casting extent: CGRect) -> CGRect {
        extent.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -reach, dy: -reach)
    }
}
