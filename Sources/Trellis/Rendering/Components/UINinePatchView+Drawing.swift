import Foundation

extension UINinePatchView: LayerContentDrawing {
    /// Draws each of ``patches``: its source rectangle of the image (a solid-color image fills it).
    func drawLayerContents(in context: CGContext) {
        guard let image else { return }
        for (source, destination) in patches {
            switch image.content {
            case .color(let color):
                context.setFillColor(color.cgColor)
                context.fill(destination)
            case .png(let data):
                context.draw(.png(data), sourceRect: source.scaled(by: image.scale), in: destination)
            }
        }
    }
}
