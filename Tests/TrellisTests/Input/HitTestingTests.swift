import Foundation
import Testing

@testable import Trellis

/// Which view a pointer hits: UIKit's rules (front to back, hidden / transparent / disabled views skipped,
/// bounds origins and transforms) and the seed's switches. Driven through the root's entry point: the view
/// that receives `touchesBegan` is the one hit.
@Suite struct HitTestingTests {
    /// The name of the view a left button press at `p` reaches (the press is released again).
    func hit(_ root: UIRootView, _ p: CGPoint, _ log: EventLog, at t: TimeInterval) throws -> String? {
        try root.click(p, at: t)
        let began = log.take().first { $0.contains(" began ") }
        return began.map { String($0.prefix { $0 != " " }) }
    }

    /// Overlapping siblings: the later (front) one wins where they overlap; the root takes the rest.
    @Test func overlappingSiblingsFrontToBack() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = LoggingView("A", CGRect(x: 10, y: 10, width: 100, height: 100), log: log)
        let b = LoggingView("B", CGRect(x: 50, y: 50, width: 100, height: 100), log: log)
        let back = LoggingView("back", CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        root.addSubview(back)
        root.addSubview(a)
        root.addSubview(b)
        #expect(try hit(root, CGPoint(x: 60, y: 60), log, at: 0) == "B")  // in both: B is in front
        #expect(try hit(root, CGPoint(x: 20, y: 20), log, at: 1) == "A")
        #expect(try hit(root, CGPoint(x: 149, y: 149), log, at: 2) == "B")  // B spans 50 ..< 150
        #expect(try hit(root, CGPoint(x: 150, y: 150), log, at: 3) == "back")  // the max edge is outside
        root.bringSubviewToFront(a)
        #expect(try hit(root, CGPoint(x: 60, y: 60), log, at: 4) == "A")
        // The root's own hit test answers the same, in its bounds space.
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === a)
        #expect(root.hitTest(CGPoint(x: 300, y: 10), with: nil) == nil)
    }

    /// A subview sticking out of its superview: not touchable outside by default (UIKit), touchable when the
    /// superview does not clip subview touches (the seed's switch).
    @Test func clippedAndUnclippedSubviews() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = LoggingView("back", CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let p = LoggingView("P", CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        let q = LoggingView("Q", CGRect(x: 40, y: 40, width: 30, height: 30), log: log)  // 40 ..< 70: sticks out
        root.addSubview(back)
        root.addSubview(p)
        p.addSubview(q)
        #expect(try hit(root, CGPoint(x: 45, y: 45), log, at: 0) == "Q")
        #expect(try hit(root, CGPoint(x: 60, y: 60), log, at: 1) == "back")  // outside P: P's subviews are not asked
        p.clipsSubviewTouchesToBounds = false
        #expect(try hit(root, CGPoint(x: 60, y: 60), log, at: 2) == "Q")
        // Drawing clipping (clipsToBounds) is a different switch: touches follow the touch switch.
        p.clipsToBounds = true
        #expect(try hit(root, CGPoint(x: 60, y: 60), log, at: 3) == "Q")
    }

    /// Hidden views, nearly transparent views and disabled views are skipped with their subtrees.
    @Test func hiddenTransparentAndDisabledViewsAreSkipped() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = LoggingView("back", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let front = LoggingView("front", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let inner = LoggingView("inner", CGRect(x: 10, y: 10, width: 20, height: 20), log: log)
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        let p = CGPoint(x: 15, y: 15)
        #expect(try hit(root, p, log, at: 0) == "inner")
        front.isHidden = true
        #expect(try hit(root, p, log, at: 1) == "back")
        front.isHidden = false
        front.alpha = 0.009
        #expect(try hit(root, p, log, at: 2) == "back")
        front.alpha = 0.01  // UIKit skips alpha < 0.01 only
        #expect(try hit(root, p, log, at: 3) == "inner")
        front.isUserInteractionEnabled = false
        #expect(try hit(root, p, log, at: 4) == "back")
        front.isUserInteractionEnabled = true
        inner.isUserInteractionEnabled = false
        #expect(try hit(root, p, log, at: 5) == "front")
        // A label takes no touches (UIKit's default): the view behind it does.
        let label = UILabel(frame: CGRect(x: 50, y: 50, width: 40, height: 20))
        front.addSubview(label)
        #expect(try hit(root, CGPoint(x: 60, y: 55), log, at: 6) == "front")
    }

    /// The seed's switches: a container that only groups lets touches through to what is behind; a view can
    /// take touches for its subviews; a backdrop can take touches outside its bounds; a touch-through overlay
    /// takes touches only while it has a gesture recognizer.
    @Test func seedTouchSwitches() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let behind = LoggingView("M", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let container = LoggingView("K", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let child = LoggingView("L", CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        root.addSubview(behind)
        root.addSubview(container)
        container.addSubview(child)
        #expect(try hit(root, CGPoint(x: 75, y: 75), log, at: 0) == "K")
        container.isSelfTouchInteractionEnabled = false
        #expect(try hit(root, CGPoint(x: 75, y: 75), log, at: 1) == "M")
        #expect(try hit(root, CGPoint(x: 25, y: 25), log, at: 2) == "L")
        container.isSelfTouchInteractionEnabled = true
        container.isSubviewTouchInteractionEnabled = false
        #expect(try hit(root, CGPoint(x: 25, y: 25), log, at: 3) == "K")
        container.isSubviewTouchInteractionEnabled = true

        let backdrop = LoggingView("V", CGRect(x: 190, y: 190, width: 10, height: 10), log: log)
        root.insertSubview(backdrop, at: 0)
        #expect(try hit(root, CGPoint(x: 150, y: 150), log, at: 4) == nil)  // the root itself (it logs nothing)
        backdrop.clipsSelfTouchesToBounds = false
        #expect(try hit(root, CGPoint(x: 150, y: 150), log, at: 5) == "V")
        #expect(try hit(root, CGPoint(x: 75, y: 75), log, at: 6) == "K")  // views in front still win

        let overlay = LoggingView("T", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        overlay.isTouchThrough = true
        root.addSubview(overlay)
        #expect(try hit(root, CGPoint(x: 75, y: 75), log, at: 7) == "K")
        let tap = UITapGestureRecognizer()
        overlay.addGestureRecognizer(tap)
        #expect(try hit(root, CGPoint(x: 75, y: 75), log, at: 8) == "T")
        tap.isEnabled = false
        #expect(try hit(root, CGPoint(x: 75, y: 75), log, at: 9) == "K")
    }

    /// A scroll view's content offset shifts what is under the pointer; the touch location follows.
    @Test func scrolledContent() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        root.addSubview(scrollView)
        for i in 0..<20 {
            scrollView.addSubview(
                LoggingView("row\(i)", CGRect(x: 0, y: CGFloat(50 * i), width: 100, height: 50), log: log))
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        // Root (10, 110) → scroll view (10, 10) + offset 120 → content (10, 130): row 2 (100 ..< 150), at (10, 30).
        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 10, y: 110)), at: 0)
        #expect(log.take().isEmpty)  // a scroll view holds content touches back for 0.15 s (UIKit's default)
        try root.advance(to: 0.15)
        #expect(log.take() == ["row2 began (10, 30)"])
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 10, y: 110)), at: 0.2)
        #expect(log.take() == ["row2 ended (10, 30)"])
        // Rows scrolled above the scroll view are clipped away: root (10, 90) is above it.
        #expect(try hit(root, CGPoint(x: 10, y: 90), log, at: 1) == nil)
    }

    /// A surface view's transform moves where its subviews are touched: touches land on what is drawn.
    @Test func transformedSurface() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let surface = UISurfaceView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let w = LoggingView("W", CGRect(x: 40, y: 40, width: 20, height: 20), log: log)
        root.addSubview(surface)
        surface.addSubview(w)
        surface.surfaceScale = 2  // about the center (50, 50): W is drawn over 30 ..< 70
        // Root (35, 35) → (35 − 50) / 2 + 50 = 42.5 in the subviews' space: inside W, at (2.5, 2.5).
        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 35, y: 35)), at: 0)
        #expect(log.take() == ["W began (2.5, 2.5)"])
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 35, y: 35)), at: 0.1)
        log.entries = []
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === surface)  // (37.5, 37.5): outside W

        // A quarter turn clockwise: W at (60, 40) (center (70, 50)) is drawn centered at (50, 70).
        surface.surfaceScale = 1
        surface.rotation = .pi / 2
        w.frame = CGRect(x: 60, y: 40, width: 20, height: 20)
        #expect(root.hitTest(CGPoint(x: 50, y: 70), with: nil) === w)
        #expect(root.hitTest(CGPoint(x: 70, y: 50), with: nil) === surface)
        // And back: a point of W's space maps to where it is drawn (W's center → (50, 70)).
        let c = w.convertToRoot(CGPoint(x: 10, y: 10))
        #expect(abs(c.x - 50) < 1e-9 && abs(c.y - 70) < 1e-9)
    }

    /// Overriding `point(inside:with:)` enlarges a view's touch area (a common UIKit trick), and overriding
    /// `hitTest(_:with:)` redirects touches.
    @Test func overridesAreHonoured() throws {
        final class BigTarget: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -10, dy: -10).contains(point)
            }
        }
        final class Redirect: UIView {
            var target: UIView?
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                super.hitTest(point, with: event) == nil ? nil : target
            }
        }
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let big = BigTarget(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        root.addSubview(big)
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === big)
        #expect(root.hitTest(CGPoint(x: 39, y: 45), with: nil) === root)
        let redirect = Redirect(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        redirect.target = big
        root.addSubview(redirect)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === big)
    }
}
