import Foundation
import Testing

@testable import Trellis

@Suite struct CGPathAndDisplayTests {
    @Test func pathsRoundTripAndBuild() {
        let rect = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        #expect(rect.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
        var shift = CGAffineTransform(translationX: 10, y: 0)
        #expect(
            CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 2), transform: &shift).boundingBox
                == CGRect(x: 10, y: 0, width: 4, height: 2))
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 5, y: 0))
        path.addLine(to: CGPoint(x: 5, y: 5), transform: CGAffineTransform(scaleX: 2, y: 2))
        path.closeSubpath()
        #expect(
            path.elements == [
                .moveTo(.zero), .lineTo(CGPoint(x: 5, y: 0)), .lineTo(CGPoint(x: 10, y: 10)), .closeSubpath,
            ])
        let bezier = UIBezierPath(cgPath: path)
        #expect(bezier.elements == path.elements && bezier.cgPath.elements == path.elements)
    }

    /// setNeedsDisplay marks what changed until the view is drawn; `.redraw` views are marked on resize.
    @Test func needsDisplayUntilDrawn() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(view)
        #expect(!view.layer.needsDisplay())
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5))
        #expect(view.layer.invalidatedRect == CGRect(x: 0, y: 0, width: 15, height: 15))
        _ = SVGRenderer.svgString(for: root)
        #expect(!view.layer.needsDisplay())
        view.contentMode = .redraw
        view.frame.size = CGSize(width: 30, height: 20)
        #expect(view.layer.invalidatedRect == CGRect(x: 0, y: 0, width: 30, height: 20))
    }
}
