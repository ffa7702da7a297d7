import Foundation

extension UIImageView: LayerContentDrawing {
    /// The image shown now: the highlighted one while highlighted, if any.
    var displayedImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    /// Draws the image in ``imageRect`` (every content mode); template images (symbols, `.alwaysTemplate`)
    /// in the view's ``UIView/tintColor``. Like UIKit's layer contents, the image is not clipped to the bounds
    /// unless ``UIView/clipsToBounds`` is on (aspect fill overflows otherwise).
    func drawLayerContents(in context: CGContext) {
        displayedImage?.draw(in: imageRect, context: context, templateColor: tintColor)
    }
}
