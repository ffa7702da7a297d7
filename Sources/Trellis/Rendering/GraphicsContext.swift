import Foundation

/// What a rendering backend implements: a few stateless drawing primitives in the current user space.
///
/// Backends (the ``SVGContext`` writer here, Cairo in `TrellisCairo`) keep a graphics state stack with the
/// current transform and clip; colors, line widths and alpha come with each call. Drawing code uses
/// ``CGContext``, which keeps Core Graphics' state (fill and stroke colors, line width, alpha, the current path)
/// on top of a backend; the convenience methods in the extension draw common shapes directly.
///
/// Coordinates are points with y growing downwards, as in UIKit.
public protocol GraphicsContext: AnyObject {
    /// Pushes a copy of the graphics state (transform and clip).
    func saveGState()
    /// Pops the graphics state pushed by the matching ``saveGState()``.
    func restoreGState()
    /// Applies `transform` to the user space: later drawing goes through it before the current transform.
    func concatenate(_ transform: CGAffineTransform)
    /// Fills the path with a color, using the path's fill rule (``UIBezierPath/usesEvenOddFillRule``).
    func fillPath(_ path: UIBezierPath, color: CGColor)
    /// Strokes the path with a color and line width (butt caps, miter joins), centered on the path.
    func strokePath(_ path: UIBezierPath, color: CGColor, lineWidth: CGFloat)
    /// Intersects the clip with the path (using its fill rule), until the current state is restored.
    func clip(to path: UIBezierPath)
    /// Starts an offscreen group: what is drawn until ``endTransparencyLayer()`` is composited as one image with
    /// `alpha` (a view's opacity: overlapping subviews do not show through each other).
    func beginTransparencyLayer(alpha: CGFloat)
    /// Composites the group started by the matching ``beginTransparencyLayer(alpha:)``.
    func endTransparencyLayer()
    /// Draws the glyphs of a run of text, each at its baseline position, in the run's font and color.
    func drawGlyphs(_ run: GlyphRun)
    /// Draws an image scaled to fill `rect`.
    func drawImage(_ image: GraphicsImage, in rect: CGRect)
    /// Draws the part `sourceRect` of an image (in the image's pixels) scaled to fill `rect`; nothing outside
    /// the source rectangle shows (a nine-patch part, a sprite in a sheet).
    func drawImage(_ image: GraphicsImage, sourceRect: CGRect, in rect: CGRect)
    /// Starts an offscreen group whose colors are multiplied by `color` at ``endTintLayer()`` (its alpha
    /// multiplies the group's opacity): white leaves the drawing as it is, transparent areas stay transparent.
    func beginTintLayer(color: CGColor)
    /// Composites the group started by the matching ``beginTintLayer(color:)``.
    func endTintLayer()
    /// Starts an offscreen group that casts `shadow` beneath itself at ``endShadowLayer()``: the group's
    /// alpha, blurred and offset, painted in the shadow's color, then the group over it. `extent` (user space)
    /// bounds what the group draws. The default draws no shadow.
    func beginShadowLayer(_ shadow: GraphicsShadow, extent: CGRect)
    /// Composites the group started by the matching ``beginShadowLayer(_:extent:)``.
    func endShadowLayer()
    /// Paints the shadow of `path` filled (its fill rule), without the path itself (a layer's `shadowPath`).
    /// The default draws nothing.
    func drawShadow(of path: UIBezierPath, _ shadow: GraphicsShadow)
    /// Paints `color` through the image's alpha scaled to fill `rect` (a template image). The default draws
    /// the image as it is.
    func drawTemplateImage(_ image: GraphicsImage, in rect: CGRect, color: CGColor)
    /// Fills `rect` with copies of the part `sourceRect` (image pixels) of an image, each scaled to
    /// `tileSize`, the first at `rect`'s origin (a tiling resizable image's middle). Clipped to `rect`. The
    /// default draws the tiles one by one (at most ``maximumTileCount``; past that the part is stretched).
    func drawTiledImage(_ image: GraphicsImage, sourceRect: CGRect, tileSize: CGSize, in rect: CGRect)
}

/// The most tiles the default ``GraphicsContext/drawTiledImage(_:sourceRect:tileSize:in:)`` draws one by one.
public let maximumTileCount = 4096

extension GraphicsContext {
    /// No shadows: a plain group.
    public func beginShadowLayer(_ shadow: GraphicsShadow, extent: CGRect) { beginTransparencyLayer(alpha: 1) }

    /// Ends the plain group of the default ``beginShadowLayer(_:extent:)``.
    public func endShadowLayer() { endTransparencyLayer() }

    /// No shadows: nothing.
    public func drawShadow(of path: UIBezierPath, _ shadow: GraphicsShadow) {}

    /// No templates: the image as it is.
    public func drawTemplateImage(_ image: GraphicsImage, in rect: CGRect, color: CGColor) {
        drawImage(image, in: rect)
    }

    /// The generic way to draw part of an image: the whole image, scaled so that `sourceRect` lands on `rect`,
    /// clipped to `rect`.
    public func drawImage(_ image: GraphicsImage, sourceRect: CGRect, in rect: CGRect) {
        guard let size = image.pixelSize, sourceRect.width > 0, sourceRect.height > 0 else { return }
        let sx = rect.width / sourceRect.width, sy = rect.height / sourceRect.height
        saveGState()
        clip(to: rect)
        drawImage(
            image,
            in: CGRect(
                x: rect.minX - sourceRect.minX * sx, y: rect.minY - sourceRect.minY * sy,
                width: CGFloat(size.width) * sx, height: CGFloat(size.height) * sy))
        restoreGState()
    }

    /// Tiles one by one, clipped to `rect`; more than ``maximumTileCount`` tiles (a sub-pixel middle) are
    /// drawn as the part stretched over `rect` instead, so the cost stays bounded.
    public func drawTiledImage(_ image: GraphicsImage, sourceRect: CGRect, tileSize: CGSize, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0, tileSize.width > 0, tileSize.height > 0 else { return }
        let columns = max(1, ((rect.width - 1e-9) / tileSize.width).rounded(.up))
        let rows = max(1, ((rect.height - 1e-9) / tileSize.height).rounded(.up))
        guard columns * rows <= CGFloat(maximumTileCount) else {
            return drawImage(image, sourceRect: sourceRect, in: rect)
        }
        saveGState()
        clip(to: rect)
        for row in 0..<Int(rows) {
            for column in 0..<Int(columns) {
                let tile = CGRect(
                    x: rect.minX + CGFloat(column) * tileSize.width, y: rect.minY + CGFloat(row) * tileSize.height,
                    width: tileSize.width, height: tileSize.height)
                drawImage(image, sourceRect: sourceRect, in: tile)
            }
        }
        restoreGState()
    }

    /// Fills a rectangle.
    public func fill(_ rect: CGRect, color: CGColor) { fillPath(UIBezierPath(rect: rect), color: color) }

    /// Fills a rectangle with circular corners.
    public func fill(_ rect: CGRect, cornerRadius: CGFloat, color: CGColor) {
        fillPath(UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius), color: color)
    }

    /// Strokes a rectangle's outline (centered on its edges).
    public func stroke(_ rect: CGRect, color: CGColor, lineWidth: CGFloat) {
        strokePath(UIBezierPath(rect: rect), color: color, lineWidth: lineWidth)
    }

    /// Strokes the outline of a rectangle with circular corners.
    public func stroke(_ rect: CGRect, cornerRadius: CGFloat, color: CGColor, lineWidth: CGFloat) {
        strokePath(UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius), color: color, lineWidth: lineWidth)
    }

    /// Strokes a straight line.
    public func strokeLine(from start: CGPoint, to end: CGPoint, color: CGColor, lineWidth: CGFloat) {
        let path = UIBezierPath()
        path.move(to: start)
        path.addLine(to: end)
        strokePath(path, color: color, lineWidth: lineWidth)
    }

    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) { clip(to: UIBezierPath(rect: rect)) }

    /// Moves the origin of the user space.
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }

    /// Scales the user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }

    /// Rotates the user space by `angle` radians (clockwise on screen).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
}
