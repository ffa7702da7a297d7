import Foundation
import Testing
import Trellis

@testable import TrellisCairo

/// Layer shadows drawn by Cairo, checked against the Gaussian worked out by hand.
@Suite struct CairoShadowTests {
    /// A white 100×60 root with a 40×20 red card at (20, 20) casting a black shadow 10 points down, blurred
    /// with σ = 1, from its path or from its content.
    func scene(path: Bool) -> UIRootView {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 20))
        card.backgroundColor = .red
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 1
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        if path { card.layer.shadowPath = UIBezierPath(rect: card.bounds).cgPath }
        root.addSubview(card)
        return root
    }

    /// Across the shadow's bottom edge (y = 50) the blurred step is the discrete Gaussian's partial sums:
    /// weights exp(−i²/2)/Z for |i| ≤ 3, Z = 2.50596, w₀ = 0.39905. The last row inside (49) keeps
    /// 0.5 + w₀/2 = 0.69952 of black → 255 − 178 = 77; the first row outside (50) 0.5 − w₀/2 = 0.30048 →
    /// 255 − 77 = 178; rows 3σ or more from the edge are black or white. Shape from the path or from the
    /// content: the same pixels.
    @Test(arguments: [true, false]) func blurredEdgeMatchesTheGaussian(path: Bool) throws {
        let bitmap = try ViewRenderer(view: scene(path: path)).bitmap()
        func gray(_ y: Int) -> Int { Int(bitmap[40, y].r) }
        #expect(bitmap[40, 30] == (255, 0, 0, 255))  // the card itself, on top
        #expect(gray(45) == 0 && gray(46) == 0)
        #expect(abs(gray(49) - 77) <= 1 && abs(gray(50) - 178) <= 1)
        #expect(gray(53) == 255)
        #expect(bitmap[40, 49].g == bitmap[40, 49].r && bitmap[40, 49].b == bitmap[40, 49].r)
        // Upwards the shadow is hidden under the card; left of it, blurred the same way at x = 20.
        #expect(abs(Int(bitmap[19, 45].r) - 178) <= 1 && abs(Int(bitmap[20, 45].r) - 77) <= 1)
    }

    /// The same pixels in every run, and no shadow without opacity.
    @Test func deterministicAndOffWithoutOpacity() throws {
        let a = try ViewRenderer(view: scene(path: false)).pngData(scale: 2)
        let b = try ViewRenderer(view: scene(path: false)).pngData(scale: 2)
        #expect(a == b)
        let plain = scene(path: false)
        plain.subviews[0].layer.shadowOpacity = 0
        #expect(try ViewRenderer(view: plain).bitmap()[40, 45] == (255, 255, 255, 255))
    }
}
