import Foundation
import Trellis

// `--animation`: a 1,000-view layout change animated over 60 frames (seed 004's pattern: change constants,
// `layoutIfNeeded()` inside `UIView.animate`). Per frame: advance the root's clock and draw the presentation
// values into a context that discards what it gets; against drawing the same tree, laid out at its end state
// and not animating, in the same run. No layout pass runs during the frames (counted: `layoutSubviews` calls
// and model frames unchanged), so the solver does nothing after the first frame.

/// A backend that takes every call and keeps a count of fills (so that drawing is not optimised away).
final class DiscardingContext: GraphicsContext {
    var fills = 0
    func saveGState() {}
    func restoreGState() {}
    func concatenate(_ transform: CGAffineTransform) {}
    func fillPath(_ path: UIBezierPath, color: CGColor) { fills += 1 }
    func strokePath(_ path: UIBezierPath, color: CGColor, lineWidth: CGFloat) {}
    func clip(to path: UIBezierPath) {}
    func beginTransparencyLayer(alpha: CGFloat) {}
    func endTransparencyLayer() {}
    func drawGlyphs(_ run: GlyphRun) {}
    func drawImage(_ image: GraphicsImage, in rect: CGRect) {}
    func drawImage(_ image: GraphicsImage, sourceRect: CGRect, in rect: CGRect) {}
    func beginTintLayer(color: CGColor) {}
    func endTintLayer() {}
    func beginShadowLayer(_ shadow: GraphicsShadow, extent: CGRect) {}
    func endShadowLayer() {}
    func drawShadow(of path: UIBezierPath, _ shadow: GraphicsShadow) {}
    func drawTemplateImage(_ image: GraphicsImage, in rect: CGRect, color: CGColor) {}
}

/// A view that counts its layout passes.
final class CountingView: UIView {
    nonisolated(unsafe) static var layouts = 0
    override func layoutSubviews() { CountingView.layouts += 1 }
}

/// 1,000 cards in a column under a header whose height changes: every card moves.
func animationTree(count: Int) -> (UIRootView, NSLayoutConstraint) {
    let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    root.backgroundColor = .white
    let header = CountingView()
    header.translatesAutoresizingMaskIntoConstraints = false
    header.backgroundColor = .gray
    root.addSubview(header)
    let height = header.heightAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: root.topAnchor),
        header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: root.trailingAnchor), height,
    ])
    var above: UIView = header
    for i in 0..<count {
        let card = CountingView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = i % 2 == 0 ? .orange : .blue
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 1),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(i % 7)),
            card.widthAnchor.constraint(equalToConstant: 100 + CGFloat(i % 13)),
            card.heightAnchor.constraint(equalToConstant: 2),
        ])
        above = card
    }
    root.layoutIfNeeded()
    return (root, height)
}

/// Milliseconds per frame: (animated, static), and the layout passes counted during the animated frames.
func animationFrameTimes(count: Int, frames: Int) -> (animated: Double, still: Double, layouts: Int) {
    let (root, height) = animationTree(count: count)
    height.constant = 200
    UIView.animate(withDuration: 1, delay: 0, options: .curveEaseInOut) { root.layoutIfNeeded() }
    let context = DiscardingContext()
    let cg = CGContext(context)
    CountingView.layouts = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for f in 1...frames {
        try! root.advance(to: Double(f) / Double(frames + 1))
        root.layer.render(in: cg)
    }
    let animated = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(frames)
    let layouts = CountingView.layouts
    // The same tree at rest (a second tree at the end state, never animated).
    let (still, stillHeight) = animationTree(count: count)
    stillHeight.constant = 200
    still.layoutIfNeeded()
    let start2 = DispatchTime.now().uptimeNanoseconds
    for f in 1...frames {
        try! still.advance(to: Double(f) / Double(frames + 1))
        still.layer.render(in: cg)
    }
    let stillTime = Double(DispatchTime.now().uptimeNanoseconds - start2) / 1e6 / Double(frames)
    if context.fills == 0 { print("nothing drawn") }
    return (animated, stillTime, layouts)
}

func runAnimationBenchmark(quick: Bool) -> Bool {
    print("| Views | Frames | Animated ms/frame | Static ms/frame | Ratio | Layout passes in frames | ≤ 1.2× |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    _ = animationFrameTimes(count: 100, frames: 10)  // warm-up
    var best = (animated: Double.infinity, still: Double.infinity, layouts: 0)
    for _ in 0..<(quick ? 2 : 5) {
        let r = animationFrameTimes(count: 1_000, frames: 60)
        best = (min(best.animated, r.animated), min(best.still, r.still), max(best.layouts, r.layouts))
    }
    let ratio = best.animated / best.still
    let pass = ratio <= 1.2 && best.layouts == 0
    print(
        "| 1000 | 60 | \(String(format: "%.3f", best.animated)) | \(String(format: "%.3f", best.still)) | "
            + "\(String(format: "%.2f", ratio)) | \(best.layouts) | \(pass ? "PASS" : "FAIL") |")
    return pass
}
