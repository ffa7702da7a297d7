import Foundation
import Trellis

/// A ``GraphicsContext`` that records what is drawn, in root coordinates (the current transform applied), for
/// checking drawing code without pixels.
public final class RecordingContext: GraphicsContext {
    public enum Event: Equatable {
        case fill(CGRect?, CGColor)
        case stroke(CGRect?, CGColor)
        case clip(CGRect?)
        case glyphs(GlyphRun)
        case image(source: CGRect?, destination: CGRect)
        case beginLayer(alpha: CGFloat)
        case endLayer
        case beginTint(CGColor)
        case endTint
    }

    public private(set) var events: [Event] = []
    public private(set) var transform = CGAffineTransform.identity
    private var stack: [CGAffineTransform] = []
    /// The transform at each tint layer's start.
    public private(set) var tintTransforms: [CGAffineTransform] = []

    public init() {}

    public func saveGState() { stack.append(transform) }
    public func restoreGState() { transform = stack.popLast() ?? transform }
    public func concatenate(_ t: CGAffineTransform) { transform = t.concatenating(transform) }
    public func fillPath(_ path: UIBezierPath, color: CGColor) { events.append(.fill(rect(path), color)) }
    public func strokePath(_ path: UIBezierPath, color: CGColor, lineWidth: CGFloat) {
        events.append(.stroke(rect(path), color))
    }
    public func clip(to path: UIBezierPath) { events.append(.clip(rect(path))) }
    public func beginTransparencyLayer(alpha: CGFloat) {
        saveGState()
        events.append(.beginLayer(alpha: alpha))
    }
    public func endTransparencyLayer() {
        events.append(.endLayer)
        restoreGState()
    }
    public func beginTintLayer(color: CGColor) {
        saveGState()
        tintTransforms.append(transform)
        events.append(.beginTint(color))
    }
    public func endTintLayer() {
        events.append(.endTint)
        restoreGState()
    }
    public func drawGlyphs(_ run: GlyphRun) {
        var run = run
        run.glyphs = run.glyphs.map { .init(id: $0.id, position: $0.position.applying(transform)) }
        events.append(.glyphs(run))
    }
    public func drawImage(_ image: GraphicsImage, in rect: CGRect) {
        events.append(.image(source: nil, destination: rect.applying(transform)))
    }
    public func drawImage(_ image: GraphicsImage, sourceRect: CGRect, in rect: CGRect) {
        events.append(.image(source: sourceRect, destination: rect.applying(transform)))
    }

    /// The path's rectangle in root coordinates, when it is a (rounded) rectangle.
    private func rect(_ path: UIBezierPath) -> CGRect? {
        switch path.shape {
        case .rect(let r)?, .roundedRect(let r, _)?: return r.applying(transform)
        default: return nil
        }
    }

    /// The glyph runs drawn, in order.
    public var runs: [GlyphRun] {
        events.compactMap { if case .glyphs(let run) = $0 { return run } else { return nil } }
    }
    /// The images drawn, in order.
    public var images: [(source: CGRect?, destination: CGRect)] {
        events.compactMap { if case .image(let s, let d) = $0 { return (s, d) } else { return nil } }
    }
    /// The rectangles filled, in order.
    public var fills: [(rect: CGRect?, color: CGColor)] {
        events.compactMap { if case .fill(let r, let c) = $0 { return (r, c) } else { return nil } }
    }

    /// Records `view`'s hierarchy drawn at the origin.
    public static func record(_ view: UIView) -> RecordingContext {
        let recording = RecordingContext()
        view.layoutIfNeeded()
        view.layer.render(in: CGContext(recording))
        return recording
    }
}
