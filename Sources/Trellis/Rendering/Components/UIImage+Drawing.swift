import Foundation

extension UIImage {
    /// The image's pixels for a backend (nil for a solid color).
    var graphicsImage: GraphicsImage? {
        if case .png(let data) = content { return .png(data) }
        return nil
    }

    /// Draws the image scaled to fill `rect` in the current context (``UIGraphicsGetCurrentContext()``), as
    /// UIKit's `draw(in:)`: a solid color fills the rectangle; a resizable image keeps its caps
    /// (``capInsets``) at their size and stretches or tiles the rest.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        draw(in: rect, context: context)
    }

    /// Draws the image scaled to fill `rect` in `context` (see ``draw(in:)``).
    func draw(in rect: CGRect, context: CGContext) {
        guard rect.width > 0, rect.height > 0 else { return }
        switch content {
        case .color(let color):
            context.setFillColor(color.cgColor)
            context.fill(rect)
        case .png(let data):
            if capInsets == .zero {
                context.draw(.png(data), in: rect)
            } else {
                for (source, destination) in nineParts(in: rect) {
                    drawPart(.png(data), source: source, in: destination, context: context)
                }
            }
        }
    }

    /// The parts of a resizable image drawn in `rect`: source (image points) and destination rectangles, rows
    /// top to bottom; the caps keep their size (shrunk proportionally when `rect` is smaller than both caps).
    func nineParts(in rect: CGRect) -> [(source: CGRect, destination: CGRect)] {
        UINinePatchView.parts(ofImageSize: size, insets: capInsets, capScale: 1, in: rect)
    }

    /// Draws one part: stretched, or for a tiling image's middle parts repeated at the source's size.
    private func drawPart(_ image: GraphicsImage, source: CGRect, in destination: CGRect, context: CGContext) {
        let pixels = source.scaled(by: scale)
        let tiles = resizingMode == .tile
            && (abs(destination.width - source.width) > 1e-9 || abs(destination.height - source.height) > 1e-9)
        guard tiles else { return context.draw(image, sourceRect: pixels, in: destination) }
        // A cap part only stretches along the axis where the destination differs from the source.
        let tileWidth = abs(destination.width - source.width) > 1e-9 ? source.width : destination.width
        let tileHeight = abs(destination.height - source.height) > 1e-9 ? source.height : destination.height
        context.saveGState()
        context.clip(to: destination)
        var y = destination.minY
        while y < destination.maxY - 1e-9 {
            var x = destination.minX
            while x < destination.maxX - 1e-9 {
                context.draw(image, sourceRect: pixels, in: CGRect(x: x, y: y, width: tileWidth, height: tileHeight))
                x += tileWidth
            }
            y += tileHeight
        }
        context.restoreGState()
    }
}

extension CGRect {
    /// The rectangle with every coordinate multiplied by `factor` (points to pixels).
    func scaled(by factor: CGFloat) -> CGRect {
        CGRect(x: minX * factor, y: minY * factor, width: width * factor, height: height * factor)
    }
}
