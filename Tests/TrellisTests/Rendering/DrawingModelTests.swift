import Foundation
import Testing

@testable import Trellis

/// Transforms, paths and the context state, with values worked out by hand.
@Suite struct DrawingModelTests {
    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func transforms() {
        let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))  // scale first, then translate
        #expect(close(CGPoint(x: 12, y: 23).applying(t.inverted()), CGPoint(x: 1, y: 1)))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 1)))  // clockwise on a y-down screen
        #expect(t.concatenating(.identity) == t && CGAffineTransform.identity.isIdentity)
        #expect(CGRect(x: 0, y: 0, width: 2, height: 1).applying(r).size.height == 2)
    }

    @Test func arcsAreCubicQuarters() {
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(path.elements.count == 3)  // move + two quarter curves
        #expect(close(path.currentPoint, CGPoint(x: -10, y: 0)))
        guard case .curveTo(let c1, _, let end) = path.elements[1] else {
            Issue.record("not a curve")
            return
        }
        #expect(close(end, CGPoint(x: 0, y: 10)))
        #expect(abs(c1.y - 5.522847498307936) < 1e-9)
        let ccw = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(ccw.elements.count == 4)  // three quarters the other way
        #expect(close(ccw.currentPoint, CGPoint(x: 0, y: 10)))
    }

    @Test func roundedRectangles() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 50)
        #expect(path.shape == .roundedRect(CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 5))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        path.addLine(to: .zero)
        #expect(path.shape == nil)
    }

    @Test func contextState() {
        let context = CGContext(SVGContext())
        context.translateBy(x: 5, y: 0)
        context.saveGState()
        context.scaleBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(context.ctm) == CGPoint(x: 7, y: 2))
        context.restoreGState()
        #expect(context.ctm == CGAffineTransform(translationX: 5, y: 0))
        #expect(UIColor(cgColor: UIColor.orange.cgColor) == .orange)
        let view = UIView()
        view.layer.backgroundColor = UIColor.red.cgColor
        view.layer.opacity = 0.5
        #expect(view.backgroundColor == .red && view.alpha == 0.5)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
    }
}
