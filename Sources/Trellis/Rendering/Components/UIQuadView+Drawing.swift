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
        image.drawPart(source: sourceRect, in: bounds, context: context)
        context.endTintLayer()
    }
}
