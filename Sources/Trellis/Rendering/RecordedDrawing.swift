import Foundation

/// Drawing recorded as the backend calls it made, to be replayed into any backend at any scale: the content
/// of an image made by ``UIGraphicsImageRenderer``. Vector all the way: a recorded drawing stays sharp.
public final class RecordedDrawing: GraphicsContext, Equatable, @unchecked Sendable {
    enum Command {
        case save, restore
        case concatenate(CGAffineTransform)
        case fill(UIBezierPath, CGColor)
        case stroke(UIBezierPath, CGColor, CGFloat)
        case clip(UIBezierPath)
        case beginTransparency(CGFloat), endTransparency
        case beginTint(CGColor), endTint
        case beginShadow(GraphicsShadow, CGRect), endShadow
        case shadow(UIBezierPath, GraphicsShadow)
        case glyphs(GlyphRun)
        case image(GraphicsImage, CGRect)
        case imagePart(GraphicsImage, CGRect, CGRect)
        case template(GraphicsImage, CGRect, CGColor)
    }

    private(set) var commands: [Command] = []

    /// An empty recording.
    public init() {}

    /// Replays the recording into `backend`, in its current user space.
    public func replay(into backend: any GraphicsContext) {
        for command in commands {
            switch command {
            case .save: backend.saveGState()
            case .restore: backend.restoreGState()
            case .concatenate(let t): backend.concatenate(t)
            case .fill(let path, let color): backend.fillPath(path, color: color)
            case .stroke(let path, let color, let width): backend.strokePath(path, color: color, lineWidth: width)
            case .clip(let path): backend.clip(to: path)
            case .beginTransparency(let alpha): backend.beginTransparencyLayer(alpha: alpha)
            case .endTransparency: backend.endTransparencyLayer()
            case .beginTint(let color): backend.beginTintLayer(color: color)
            case .endTint: backend.endTintLayer()
            case .beginShadow(let shadow, let extent): backend.beginShadowLayer(shadow, extent: extent)
            case .endShadow: backend.endShadowLayer()
            case .shadow(let path, let shadow): backend.drawShadow(of: path, shadow)
            case .glyphs(let run): backend.drawGlyphs(run)
            case .image(let image, let rect): backend.drawImage(image, in: rect)
            case .imagePart(let image, let source, let rect): backend.drawImage(image, sourceRect: source, in: rect)
            case .template(let image, let rect, let color): backend.drawTemplateImage(image, in: rect, color: color)
            }
        }
    }

    public static func == (lhs: RecordedDrawing, rhs: RecordedDrawing) -> Bool { lhs === rhs }

    // MARK: GraphicsContext (recording)

    public func saveGState() { commands.append(.save) }
    public func restoreGState() { commands.append(.restore) }
    public func concatenate(_ transform: CGAffineTransform) { commands.append(.concatenate(transform)) }
    public func fillPath(_ path: UIBezierPath, color: CGColor) { commands.append(.fill(path.copy(), color)) }
    public func strokePath(_ path: UIBezierPath, color: CGColor, lineWidth: CGFloat) {
        commands.append(.stroke(path.copy(), color, lineWidth))
    }
    public func clip(to path: UIBezierPath) { commands.append(.clip(path.copy())) }
    public func beginTransparencyLayer(alpha: CGFloat) { commands.append(.beginTransparency(alpha)) }
    public func endTransparencyLayer() { commands.append(.endTransparency) }
    public func beginTintLayer(color: CGColor) { commands.append(.beginTint(color)) }
    public func endTintLayer() { commands.append(.endTint) }
    public func beginShadowLayer(_ shadow: GraphicsShadow, extent: CGRect) {
        commands.append(.beginShadow(shadow, extent))
    }
    public func endShadowLayer() { commands.append(.endShadow) }
    public func drawShadow(of path: UIBezierPath, _ shadow: GraphicsShadow) {
        commands.append(.shadow(path.copy(), shadow))
    }
    public func drawGlyphs(_ run: GlyphRun) { commands.append(.glyphs(run)) }
    public func drawImage(_ image: GraphicsImage, in rect: CGRect) { commands.append(.image(image, rect)) }
    public func drawImage(_ image: GraphicsImage, sourceRect: CGRect, in rect: CGRect) {
        commands.append(.imagePart(image, sourceRect, rect))
    }
    public func drawTemplateImage(_ image: GraphicsImage, in rect: CGRect, color: CGColor) {
        commands.append(.template(image, rect, color))
    }
}
