import Foundation

/// The seed's surface view: its subviews are laid out as usual, then rendered offscreen as one picture that is
/// drawn scaled, rotated and tinted about the view's center. Layout never sees the transform (as with UIKit's
/// `transform`): frames and constraints stay those of the untransformed subviews, while input follows the
/// picture (a touch hits the subview drawn under it; its locations are converted through the transform).
///
/// ```swift
/// let badge = UISurfaceView()
/// badge.surfaceScale = 1.5
/// badge.rotation = .pi / 12
/// badge.surfaceTintColor = UIColor(red: 1, green: 0.8, blue: 0.8, alpha: 1)
/// ```
open class UISurfaceView: UIView, SubviewCompositing {
    /// How much larger the subviews are drawn (1: their size).
    open var surfaceScale: CGFloat = 1 { didSet { setNeedsDisplayOfDrawnExtent() } }
    /// The angle the subviews are drawn turned by, in radians (clockwise on screen).
    open var rotation: CGFloat = 0 { didSet { setNeedsDisplayOfDrawnExtent() } }
    /// A color multiplied into the subviews' picture (nil or white: none; its alpha fades the picture). The
    /// seed's surface tint, apart from UIKit's ``UIView/tintColor`` (which the subviews inherit as usual).
    open var surfaceTintColor: UIColor? { didSet { setNeedsDisplayOfDrawnExtent() } }

    /// A surface view with the given frame. Touches follow the picture: hit testing and touch locations go
    /// through ``surfaceTransform``, so a touch lands on the subview drawn under it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        touchSwitches.transformsSubviews = true
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        touchSwitches.transformsSubviews = true
    }

    /// The transform from the subviews' space (the bounds) to the view's: scale and rotation about the
    /// bounds' center.
    public var surfaceTransform: CGAffineTransform {
        let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        return CGAffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(CGAffineTransform(scaleX: surfaceScale, y: surfaceScale))
            .concatenating(CGAffineTransform(rotationAngle: rotation))
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// Draws the subviews into an offscreen group through ``surfaceTransform``, tinted when ``surfaceTintColor`` is set.
    func composite(in context: CGContext, _ drawSubviews: () -> Void) {
        context.saveGState()
        if let surfaceTintColor {
            context.beginTintLayer(color: surfaceTintColor.cgColor)
        } else {
            context.beginTransparencyLayer()
        }
        context.concatenate(surfaceTransform)
        drawSubviews()
        if surfaceTintColor != nil { context.endTintLayer() } else { context.endTransparencyLayer() }
        context.restoreGState()
    }
}
