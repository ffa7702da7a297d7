import Foundation
import Testing

@testable import Trellis

/// Scrolling as the user does it: the wheel and the trackpad, dragging, nested scroll views, paging.
@Suite struct ScrollInputTests {
    func makeScrollView(_ frame: CGRect, content: CGSize, in root: UIView) -> UIScrollView {
        let s = UIScrollView(frame: frame)
        s.contentSize = content
        root.addSubview(s)
        return s
    }

    /// Wheel lines are 40 points; trackpad deltas are points; the seed's factor and reversal apply; the
    /// offset stops at the content's end.
    @Test func wheelAndTrackpad() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let s = makeScrollView(root.bounds, content: CGSize(width: 100, height: 1000), in: root)
        let p = CGPoint(x: 50, y: 50)
        #expect(try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 1), at: p), at: 0))
        #expect(s.contentOffset == CGPoint(x: 0, y: 40))
        try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 15), type: .continuous, at: p), at: 0.1)
        #expect(s.contentOffset == CGPoint(x: 0, y: 55))
        s.scrollFactor = 2
        try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 10), type: .continuous, at: p), at: 0.2)
        #expect(s.contentOffset == CGPoint(x: 0, y: 75))
        s.reversesVerticalScrolling = true
        try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 10), type: .continuous, at: p), at: 0.3)
        #expect(s.contentOffset == CGPoint(x: 0, y: 55))
        s.reversesVerticalScrolling = false
        try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 100), at: p), at: 0.4)  // 8,000 points: clamped
        #expect(s.contentOffset == CGPoint(x: 0, y: 900))
        #expect(try !root.send(.pointerScrolled(by: CGPoint(x: 0, y: 1), at: p), at: 0.5))  // at the end: not taken
        #expect(try !root.send(.pointerScrolled(by: CGPoint(x: 0, y: -1), at: CGPoint(x: 150, y: 50)), at: 0.6))
    }

    /// Nested scroll views: the inner one takes what it can, the rest goes to the outer one; an axis the inner
    /// one cannot scroll goes to the outer one whole.
    @Test func nestedHandOver() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let outer = makeScrollView(root.bounds, content: CGSize(width: 300, height: 1000), in: root)
        let inner = makeScrollView(
            CGRect(x: 0, y: 0, width: 100, height: 100), content: CGSize(width: 100, height: 300), in: outer)
        let p = CGPoint(x: 50, y: 50)
        try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 3), at: p), at: 0)  // 120
        #expect(inner.contentOffset == CGPoint(x: 0, y: 120) && outer.contentOffset == .zero)
        try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 3), at: p), at: 1)  // 80 left in the inner, 40 on
        #expect(inner.contentOffset == CGPoint(x: 0, y: 200) && outer.contentOffset == CGPoint(x: 0, y: 40))
        // The pointer is still over the inner one (it moved up by 40 with the outer content: 10 ..< 110 → −30 ..< 60).
        try root.send(.pointerScrolled(by: CGPoint(x: 25, y: 0), type: .continuous, at: CGPoint(x: 50, y: 30)), at: 2)
        #expect(inner.contentOffset == CGPoint(x: 0, y: 200) && outer.contentOffset == CGPoint(x: 25, y: 40))
        // With a scroll factor, the leftover is what the inner one could not use, in input units.
        inner.contentOffset = CGPoint(x: 0, y: 190)
        inner.scrollFactor = 2
        try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 20), type: .continuous, at: CGPoint(x: 50, y: 30)), at: 3)
        // The inner one moves 10 (5 input points × 2); 15 input points go to the outer one (factor 1).
        #expect(inner.contentOffset == CGPoint(x: 0, y: 200) && outer.contentOffset == CGPoint(x: 25, y: 55))
    }

    /// Dragging the content: the pan begins after 10 points and the content follows the finger from there,
    /// without a jump; the touched content view is cancelled; no solver work happens.
    @Test func dragScrollsWithoutSolverWork() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let s = UIScrollView()
        s.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(s)
        let row = LoggingView("row", .zero, log: log)
        row.translatesAutoresizingMaskIntoConstraints = false
        s.addSubview(row)
        NSLayoutConstraint.activate([
            s.leftAnchor.constraint(equalTo: root.leftAnchor), s.topAnchor.constraint(equalTo: root.topAnchor),
            s.widthAnchor.constraint(equalToConstant: 100), s.heightAnchor.constraint(equalToConstant: 100),
            row.leftAnchor.constraint(equalTo: s.contentLayoutGuide.leftAnchor),
            row.rightAnchor.constraint(equalTo: s.contentLayoutGuide.rightAnchor),
            row.topAnchor.constraint(equalTo: s.contentLayoutGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: s.contentLayoutGuide.bottomAnchor),
            row.widthAnchor.constraint(equalToConstant: 100), row.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        let engine = try #require(root.ownedEngine)
        let before = engine.solver.dump()
        s.panGestureRecognizer.logStates("pan", to: log)
        try root.drag(from: CGPoint(x: 50, y: 80), to: CGPoint(x: 50, y: 20), steps: 6, at: 0)
        // The pan began at −10 (offset 0), then the offset follows: −20 → 10 … −60 → 50.
        #expect(s.contentOffset == CGPoint(x: 0, y: 50))
        // The drag began within 0.15 s: the row never heard of the touch (delaysContentTouches). State changes
        // only: changed → changed is no change.
        #expect(log.take() == ["pan began", "pan changed", "pan ended", "pan possible"])
        // Without the delay, the row sees the touch begin, then the drag cancels it.
        s.delaysContentTouches = false
        try root.drag(from: CGPoint(x: 50, y: 80), to: CGPoint(x: 50, y: 50), steps: 3, at: 0.5)
        #expect(s.contentOffset == CGPoint(x: 0, y: 70))
        #expect(
            log.take() == [
                "row began (50, 130)", "pan began", "row cancelled (50, 120)", "pan changed", "pan ended",
                "pan possible",
            ])
        s.contentOffset = CGPoint(x: 0, y: 50)
        try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 2), at: CGPoint(x: 50, y: 50)), at: 1)
        #expect(s.contentOffset == CGPoint(x: 0, y: 130))
        #expect(!engine.needsReadBack && !root.subtreeNeedsLayout)
        root.layoutIfNeeded()
        #expect(engine.solver.dump() == before)
        #expect(row.frame == CGRect(x: 0, y: 0, width: 100, height: 1000))
    }

    /// A pan recognizer on the content of a scroll view: nearer the touch, the content's pan wins the drag and
    /// the scroll view's own pan fails (the offset stays); with the content's pan disabled, the same drag
    /// scrolls (the offset follows the finger from the 10-point threshold on: 60 − 10 = 50).
    @Test func panInsideAScrollView() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let s = makeScrollView(root.bounds, content: CGSize(width: 100, height: 1000), in: root)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.addSubview(card)
        let pan = UIPanGestureRecognizer { pan in log.add("card \(pan.state) \(fmt(pan.translation(in: nil)))") }
        card.addGestureRecognizer(pan)
        s.panGestureRecognizer.logStates("scroll", to: log)
        try root.drag(from: CGPoint(x: 50, y: 80), to: CGPoint(x: 50, y: 20), steps: 6, at: 0)
        #expect(s.contentOffset == .zero)
        #expect(
            log.take() == [
                "scroll failed", "card began (0, -10)", "card changed (0, -20)", "card changed (0, -30)",
                "card changed (0, -40)", "card changed (0, -50)", "card changed (0, -60)", "card ended (0, -60)",
                "scroll possible",
            ])
        pan.isEnabled = false
        try root.drag(from: CGPoint(x: 50, y: 80), to: CGPoint(x: 50, y: 20), steps: 6, at: 1)
        #expect(s.contentOffset == CGPoint(x: 0, y: 50))
        #expect(log.take() == ["scroll began", "scroll changed", "scroll ended", "scroll possible"])
    }

    /// Content touches are held back 0.15 s: a finger that stays reaches its view then, a quick tap at its lift.
    @Test func contentTouchDelay() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let s = makeScrollView(root.bounds, content: CGSize(width: 100, height: 1000), in: root)
        s.addSubview(LoggingView("row", CGRect(x: 0, y: 0, width: 100, height: 40), log: log))
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 5, y: 5)), at: 0)
        try root.advance(to: 0.149)
        #expect(log.take().isEmpty)
        try root.advance(to: 0.15)
        #expect(log.take() == ["row began (5, 5)"])
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 5, y: 5)), at: 0.3)
        #expect(log.take() == ["row ended (5, 5)"])
        try root.send(.touchBegan(id: 2, at: CGPoint(x: 5, y: 5)), at: 1)
        try root.send(.touchEnded(id: 2, at: CGPoint(x: 5, y: 5)), at: 1.05)
        #expect(log.take() == ["row began (5, 5)", "row ended (5, 5)"])
    }

    /// Paging: a slow drag that ends short of half a page goes back; a flick turns the page; wheel notches
    /// turn one page each; trackpad scrolling turns a page per half page gathered.
    @Test func pagingSnaps() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let s = makeScrollView(root.bounds, content: CGSize(width: 300, height: 100), in: root)
        s.isPagingEnabled = true
        // 10 points every 0.1 s (100 points per second): the offset reaches 30, then snaps back to page 0.
        try root.drag(
            from: CGPoint(x: 80, y: 50), to: CGPoint(x: 40, y: 50), steps: 4, at: 0, interval: 0.1, lift: false)
        #expect(s.contentOffset == CGPoint(x: 30, y: 0))
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 40, y: 50)), at: 0.4)
        try root.advance(to: 0.8)  // the snap is animated (0.3 s)
        #expect(s.contentOffset == .zero)
        // 10 points every 0.01 s (1,000 points per second): a flick at offset 20 turns to page 1.
        try root.drag(from: CGPoint(x: 80, y: 50), to: CGPoint(x: 50, y: 50), steps: 3, at: 1)
        try root.advance(to: 1.5)
        #expect(s.contentOffset == CGPoint(x: 100, y: 0))
        // A slow drag past half a page lands on the nearest page: 100 + 60 → page 2.
        try root.drag(from: CGPoint(x: 90, y: 50), to: CGPoint(x: 20, y: 50), steps: 7, at: 2, interval: 0.1)
        try root.advance(to: 3.5)
        #expect(s.contentOffset == CGPoint(x: 200, y: 0))
        try root.send(.pointerScrolled(by: CGPoint(x: -1, y: 0), at: CGPoint(x: 50, y: 50)), at: 4)
        #expect(s.contentOffset == CGPoint(x: 100, y: 0))
        try root.send(.pointerScrolled(by: CGPoint(x: 30, y: 0), type: .continuous, at: CGPoint(x: 50, y: 50)), at: 5)
        #expect(s.contentOffset == CGPoint(x: 100, y: 0))  // 30 gathered
        try root.send(.pointerScrolled(by: CGPoint(x: 30, y: 0), type: .continuous, at: CGPoint(x: 50, y: 50)), at: 5.1)
        #expect(s.contentOffset == CGPoint(x: 200, y: 0))  // 60 ≥ 50: a page
        try root.send(.pointerScrolled(by: CGPoint(x: -30, y: 0), type: .continuous, at: CGPoint(x: 50, y: 50)), at: 6)
        try root.send(
            .pointerScrolled(by: CGPoint(x: -30, y: 0), type: .continuous, at: CGPoint(x: 50, y: 50)), at: 6.5)
        #expect(s.contentOffset == CGPoint(x: 200, y: 0))  // a pause of 0.5 s forgot the first 30
    }

    /// Dragging nested scroll views: the inner one at its limit, or scrolling the other axis, leaves the drag to
    /// the outer one.
    @Test func nestedDrags() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let outer = makeScrollView(root.bounds, content: CGSize(width: 100, height: 1000), in: root)
        let inner = makeScrollView(
            CGRect(x: 0, y: 100, width: 100, height: 100), content: CGSize(width: 100, height: 300), in: outer)
        outer.contentOffset = CGPoint(x: 0, y: 50)
        // Finger up over the inner one: it scrolls.
        try root.drag(from: CGPoint(x: 50, y: 120), to: CGPoint(x: 50, y: 90), steps: 3, at: 0)
        #expect(inner.contentOffset == CGPoint(x: 0, y: 20) && outer.contentOffset == CGPoint(x: 0, y: 50))
        inner.contentOffset = .zero
        // Finger down over the inner one at its top: the outer one scrolls back.
        try root.drag(from: CGPoint(x: 50, y: 60), to: CGPoint(x: 50, y: 90), steps: 3, at: 1)
        #expect(inner.contentOffset == .zero && outer.contentOffset == CGPoint(x: 0, y: 30))

        // A horizontal pager around a vertical list: sideways drags page, vertical ones scroll the list.
        let root2 = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pager = makeScrollView(root2.bounds, content: CGSize(width: 300, height: 100), in: root2)
        let list = makeScrollView(root2.bounds, content: CGSize(width: 100, height: 500), in: pager)
        try root2.drag(from: CGPoint(x: 80, y: 50), to: CGPoint(x: 50, y: 50), steps: 3, at: 0)
        #expect(pager.contentOffset == CGPoint(x: 20, y: 0) && list.contentOffset == .zero)
        try root2.drag(from: CGPoint(x: 50, y: 80), to: CGPoint(x: 50, y: 50), steps: 3, at: 1)
        #expect(pager.contentOffset == CGPoint(x: 20, y: 0) && list.contentOffset == CGPoint(x: 0, y: 20))
        #expect(!pager.isDragging && !list.isDragging)
    }
}
