import Foundation

/// The seed's quad: one rectangle of an image (a texture region, e.g. a sprite in a sheet) drawn over the
/// whole view, tinted with ``color``. Its intrinsic size is the region's size times ``scale``.
open class UIQuadView: UIView {
    /// The image (texture) the region is cut from; nil draws ``color`` alone.
    open var image: UIImage? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The region of the image shown, in image points (nil: the whole image).
    open var textureRect: CGRect? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The tint multiplied into the image (white: the image as it is).
    open var color: UIColor = .white { didSet { setNeedsDisplay() } }
    /// How large the region is drawn for the intrinsic size.
    open var scale: CGFloat = 1 {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// A quad of `textureRect` in `image`, tinted with `color`.
    public convenience init(image: UIImage?, textureRect: CGRect? = nil, color: UIColor = .white, scale: CGFloat = 1) {
        self.init(frame: .zero)
        self.image = image
        self.textureRect = textureRect
        self.color = color
        self.scale = scale
    }

    /// The region shown, in image points.
    public var sourceRect: CGRect {
        textureRect ?? CGRect(origin: .zero, size: image?.size ?? .zero)
    }

    /// The region's size times ``scale``; none without an image or a region.
    open override var intrinsicContentSize: CGSize {
        let r = sourceRect
        guard image != nil || textureRect != nil else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return CGSize(width: r.width * scale, height: r.height * scale)
    }
}
