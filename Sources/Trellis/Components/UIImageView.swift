import Foundation

/// A view that shows an image (UIKit's `UIImageView`).
///
/// Its intrinsic size is its image's size in points (none without an image), and ``UIView/contentMode``
/// says how the image fits the bounds the layout gives it.
open class UIImageView: UIView {
    /// The image shown (nil: none, and no intrinsic size).
    open var image: UIImage? {
        didSet {
            if !(image?.isEqual(oldValue) ?? (oldValue == nil)) { invalidateIntrinsicContentSize() }
            setNeedsDisplay()
        }
    }

    /// The image shown while highlighted.
    open var highlightedImage: UIImage? { didSet { setNeedsDisplay() } }
    /// Whether the highlighted image is shown.
    open var isHighlighted = false { didSet { setNeedsDisplay() } }

    /// An image view showing `image`, sized to it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (or the current size without one).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }

    /// Where the image is drawn in the bounds, per the content mode.
    public var imageRect: CGRect {
        guard let image = isHighlighted ? highlightedImage ?? self.image : self.image else { return .zero }
        return contentMode.rect(forContentOfSize: image.size, in: bounds)
    }
}
