import Foundation

extension UINinePatchView: LayerContentDrawing {
    /// Draws each of ``patches``: its source rectangle of the image (a solid-color image fills it).
    func drawLayerContents(in context: CGContext) {
        guard let image else { return }
        for (source, destination) in patches { image.drawPart(source: source, in: destination, context: context) }
    }
}
