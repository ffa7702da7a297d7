import Foundation

/// The seed's nine-patch: an image whose border (``insets``, in image points) keeps its size — scaled by
/// ``scale`` — while the middle stretches to fill the view. Panels and buttons drawn from one small image.
open class UINinePatchView: UIView {
    /// The image cut into nine parts.
    open var image: UIImage? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The border of the image that is not stretched, in image points.
    open var insets = UIEdgeInsets.zero {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// How large the border is drawn (2: each image point of the border covers two points).
    open var scale: CGFloat = 1 {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// A nine-patch of `image` with the given border and scale.
    public convenience init(image: UIImage?, insets: UIEdgeInsets, scale: CGFloat = 1) {
        self.init(frame: .zero)
        self.image = image
        self.insets = insets
        self.scale = scale
    }

    /// No preferred size: a nine-patch fills whatever it is given (at least its scaled border).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The smallest size that shows the whole border: the scaled insets on each axis.
    public var minimumSize: CGSize {
        CGSize(width: (insets.left + insets.right) * scale, height: (insets.top + insets.bottom) * scale)
    }

    /// The nine parts: for each, the source rectangle in the image (points) and where it goes in the bounds.
    /// Rows top to bottom, columns left to right; empty parts are left out.
    public var patches: [(source: CGRect, destination: CGRect)] {
        guard let image else { return [] }
        return Self.parts(ofImageSize: image.size, insets: insets, capScale: scale, in: bounds)
    }

    /// Cuts an image of `imageSize` points into nine parts by `insets` and places them in `rect`: the caps keep
    /// their size times `capScale` (shrunk proportionally when `rect` is smaller than both caps together), the
    /// middle stretches. Source rectangles in image points; rows top to bottom; empty parts left out. Shared
    /// by the nine-patch view and resizable images.
    public static func parts(
        ofImageSize imageSize: CGSize, insets i: UIEdgeInsets, capScale: CGFloat, in rect: CGRect
    ) -> [(source: CGRect, destination: CGRect)] {
        let s = imageSize
        let fx = min(capScale, rect.width / max(i.left + i.right, 1e-9))
        let fy = min(capScale, rect.height / max(i.top + i.bottom, 1e-9))
        let sx = [0, i.left, s.width - i.right, s.width], sy = [0, i.top, s.height - i.bottom, s.height]
        let dx = [rect.minX, rect.minX + i.left * fx, rect.maxX - i.right * fx, rect.maxX]
        let dy = [rect.minY, rect.minY + i.top * fy, rect.maxY - i.bottom * fy, rect.maxY]
        var parts: [(CGRect, CGRect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(
                    x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row])
                let destination = CGRect(
                    x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                if source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 {
                    parts.append((source, destination))
                }
            }
        }
        return parts
    }
}
