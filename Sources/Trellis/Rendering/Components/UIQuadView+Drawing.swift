import Foundation

extension UIQuadView: LayerContentDrawing {
    /// Draws ``sourceRect`` of the image over the bounds, multiplied by ``color`` (the seed's vertex color);
    /// without an image, fills the bounds with the color. The SVG writer multiplies with an `feColorMatrix`
    /// filter: exact for opaque images, an approximation where they are translucent.
    func drawLayerContents(in context: CGContext) {
        guard let image else {
            context.setFillColor(color.cgColor)
            return context.fill(bounds)
        }
        context.beginTintLayer(color: color.cgColor)
        switch image.content {
        case .color(let fill):
            context.setFillColor(fill.cgColor)
            context.fill(bounds)
        case .png(let data):
            context.draw(.png(data), sourceRect: sourceRect.scaled(by: image.scale), in: bounds)
        }
        context.endTintLayer()
    }
}
