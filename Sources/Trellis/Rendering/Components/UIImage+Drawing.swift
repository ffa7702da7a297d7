import Foundation

extension UIImage {
    /// The encoded pixels for a backend (nil for colors, symbols and drawings).
    var graphicsImage: GraphicsImage? {
        switch content {
        case .png(let data): return .png(data)
        case .jpeg(let data): return .jpeg(data)
        case .color, .symbol, .drawing: return nil
        }
    }

    /// Draws the image scaled to fill `rect` in the current context (``UIGraphicsGetCurrentContext()``), as
    /// UIKit's `draw(in:)`: a solid color fills the rectangle; a resizable image keeps its caps
    /// (``capInsets``) at their size and stretches or tiles the rest; a symbol draws in black (or its
    /// ``tintColor``).
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        draw(in: rect, context: context)
    }

    /// Draws the image at its size with its top-left corner at `point` (UIKit's `draw(at:)`).
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image scaled to fill `rect` in `context` (see ``draw(in:)``). A template image is painted in
    /// `templateColor` (an image view's tint); an image with its own ``tintColor`` always in that.
    func draw(in rect: CGRect, context: CGContext, templateColor: UIColor? = nil) {
        guard rect.width > 0, rect.height > 0 else { return }
        let paint = tintColor ?? (rendersAsTemplate ? templateColor : nil)
        if capInsets == .zero {
            drawWhole(in: rect, context: context, paint: paint)
        } else {
            for (source, destination) in nineParts(in: rect) {
                drawPart(source: source, in: destination, context: context, paint: paint, tiles: resizingMode == .tile)
            }
        }
    }

    /// Draws the whole image into `rect`, its colors replaced by `paint` when given.
    private func drawWhole(in rect: CGRect, context: CGContext, paint: UIColor?) {
        switch content {
        case .color(let color):
            context.setFillColor((paint ?? color).cgColor)
            context.fill(rect)
        case .png, .jpeg:
            let image = graphicsImage!
            if let paint {
                context.drawTemplate(image, in: rect, color: paint.cgColor)
            } else {
                context.draw(image, in: rect)
            }
        case .symbol(let name):
            guard let symbol = SystemSymbol.named(name) else { return }
            let stroke = (symbolConfiguration?.weight ?? .regular).strokeWidth
            context.setFillColor((paint ?? .black).cgColor)
            context.addPath(symbol.path(in: rect, stroke: stroke))
            context.fillPath()
        case .drawing(let drawing):
            context.draw(drawing, size: size, in: rect)
        }
    }

    /// Draws the part `source` (image points) of the image into `destination`: stretched, or for a tiling
    /// image's middle parts repeated at the source's size.
    func drawPart(
        source: CGRect, in destination: CGRect, context: CGContext, paint: UIColor? = nil, tiles: Bool = false
    ) {
        let tiles =
            tiles
            && (abs(destination.width - source.width) > 1e-9 || abs(destination.height - source.height) > 1e-9)
        guard tiles else { return drawStretched(source: source, in: destination, context: context, paint: paint) }
        // A cap part only stretches along the axis where the destination differs from the source.
        let tileWidth = abs(destination.width - source.width) > 1e-9 ? source.width : destination.width
        let tileHeight = abs(destination.height - source.height) > 1e-9 ? source.height : destination.height
        guard tileWidth > 0, tileHeight > 0 else { return }
        let tileSize = CGSize(width: tileWidth, height: tileHeight)
        // Raster parts tile in the backend from one decoded image (Cairo: one repeating pattern, whatever the count).
        if let image = graphicsImage, paint == nil {
            return context.drawTiled(image, sourceRect: source.scaled(by: scale), tileSize: tileSize, in: destination)
        }
        // Tiles start while they begin inside the destination (by more than 1e-9: no sliver from rounding).
        let columns = max(1, ((destination.width - 1e-9) / tileWidth).rounded(.up))
        let rows = max(1, ((destination.height - 1e-9) / tileHeight).rounded(.up))
        // Vector and tinted parts are drawn tile by tile; past ``maximumTileCount`` tiles they stretch (bounded cost).
        guard columns * rows <= CGFloat(maximumTileCount) else {
            return drawStretched(source: source, in: destination, context: context, paint: paint)
        }
        context.saveGState()
        context.clip(to: destination)
        for row in 0..<Int(rows) {
            for column in 0..<Int(columns) {
                let tile = CGRect(
                    x: destination.minX + CGFloat(column) * tileWidth, y: destination.minY + CGFloat(row) * tileHeight,
                    width: tileWidth, height: tileHeight)
                drawStretched(source: source, in: tile, context: context, paint: paint)
            }
        }
        context.restoreGState()
    }

    /// Draws `source` scaled onto `destination`: raster parts as a sub-image (no bleeding from the
    /// neighbouring pixels), everything else as the whole image moved and clipped.
    private func drawStretched(source: CGRect, in destination: CGRect, context: CGContext, paint: UIColor?) {
        guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { return }
        if let image = graphicsImage, paint == nil {
            return context.draw(image, sourceRect: source.scaled(by: scale), in: destination)
        }
        if case .color(let color) = content {
            context.setFillColor((paint ?? color).cgColor)
            return context.fill(destination)
        }
        let sx = destination.width / source.width, sy = destination.height / source.height
        let whole = CGRect(
            x: destination.minX - source.minX * sx, y: destination.minY - source.minY * sy,
            width: size.width * sx, height: size.height * sy)
        context.saveGState()
        context.clip(to: destination)
        drawWhole(in: whole, context: context, paint: paint)
        context.restoreGState()
    }

    /// The parts of a resizable image drawn in `rect`: source (image points) and destination rectangles, rows
    /// top to bottom; the caps keep their size (shrunk proportionally when `rect` is smaller than both caps).
    func nineParts(in rect: CGRect) -> [(source: CGRect, destination: CGRect)] {
        UINinePatchView.parts(ofImageSize: size, insets: capInsets, capScale: 1, in: rect)
    }
}

extension CGRect {
    /// The rectangle with every coordinate multiplied by `factor` (points to pixels).
    func scaled(by factor: CGFloat) -> CGRect {
        CGRect(x: minX * factor, y: minY * factor, width: width * factor, height: height * factor)
    }
}

extension CGContext {
    /// Paints `color` (its alpha multiplied by the current alpha) through the image's alpha, scaled to `rect`.
    func drawTemplate(_ image: GraphicsImage, in rect: CGRect, color: CGColor) {
        backend.drawTemplateImage(image, in: rect, color: color.multiplyingAlpha(by: currentAlpha))
    }

    /// Replays a recorded drawing of `size` points scaled to fill `rect`, with the current alpha.
    func draw(_ drawing: RecordedDrawing, size: CGSize, in rect: CGRect) {
        guard size.width > 0, size.height > 0 else { return }
        saveGState()
        translateBy(x: rect.minX, y: rect.minY)
        scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        let faded = currentAlpha < 1
        if faded { beginTransparencyLayer() }
        drawing.replay(into: backend)
        if faded { endTransparencyLayer() }
        restoreGState()
    }
}
