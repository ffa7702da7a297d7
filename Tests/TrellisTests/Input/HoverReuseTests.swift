import Foundation
import Testing

@testable import Trellis

/// A pointer that stays on the same hit path reuses the last hover walk (`RootInput+HoverReuse.swift`) only while
/// the walk's answer cannot have changed: these drive the cases where it would be wrong to, and check the events
/// a user's handlers see. The scene: 8 × 8 rows of 20 × 20 points in a 160 × 160 container (a disjoint index),
/// every row observing, events logged; the container is in front of a backdrop covering x 0 ..< 25.
@Suite struct HoverReuseTests {
    /// A row whose touch area reaches 10 points left of its frame (over the row behind it, to its left).
    final class WideRow: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            point.x >= -10 && point.y >= 0 && point.x < bounds.width && point.y < bounds.height
        }
    }

    final class Scene {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 160, height: 160))
        let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 25, height: 160))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 160))
        let log = EventLog()
        var rows: [UIView] = []
        var subscriptions: [UIViewEventSubscription] = []
        var time = 0.0

        init() {
            root.addSubview(backdrop)
            root.addSubview(container)
            for i in 0..<64 {
                let frame = CGRect(x: CGFloat(i % 8) * 20, y: CGFloat(i / 8) * 20, width: 20, height: 20)
                let row = i == 10 ? WideRow(frame: frame) : UIView(frame: frame)
                container.addSubview(row)
                rows.append(row)
                subscriptions.append(row.hoverChanged.subscribe { [log] in log.add("\(i) \($0.states)") })
            }
        }

        func move(_ x: CGFloat, _ y: CGFloat) throws {
            time += 0.01
            try root.send(.pointerMoved(to: CGPoint(x: x, y: y)), at: time)
        }

        /// Whether the mouse's last walk may be reused by the next move.
        var walkIsReusable: Bool { root.input.pointer(0, create: false)?.walkIsReusable ?? false }
    }

    /// Moves within one row change nothing and reuse the walk; the next row is entered as usual.
    @Test func movesWithinARowReuseTheWalk() throws {
        let s = Scene()
        try s.move(45, 25)  // row 10 (x 40 ..< 60, y 20 ..< 40), inside its frame
        #expect(s.log.take() == ["10 none→direct"])
        #expect(s.walkIsReusable)  // straight down the path: the container's rows do not overlap
        for x in stride(from: CGFloat(41), to: 60, by: 2) { try s.move(x, 30) }
        #expect(s.log.take() == [])
        try s.move(65, 30)  // row 11
        #expect(s.log.take() == ["10 direct→none", "11 none→direct"])
    }

    /// Same path, but the point left the frame the walk relied on: row 10 still takes it (its touch area reaches
    /// 10 points left, over row 9), so the path is the same — and row 9, behind it there, is obscured. A reused
    /// walk would miss that; the frame check sends it through the full walk.
    @Test func aPathViewsFrameIsCheckedAgain() throws {
        let s = Scene()
        try s.move(45, 25)
        #expect(s.log.take() == ["10 none→direct"])
        try s.move(35, 25)  // x 35: row 9's frame (20 ..< 40) and row 10's touch area (30 ..< 60)
        #expect(s.rows[10].hoverState == .direct)
        #expect(s.log.take() == ["9 none→obscured"])
        #expect(!s.walkIsReusable)  // (it searched the index: it depends on the point)
        try s.move(45, 25)
        #expect(s.log.take() == ["9 obscured→none"])
    }

    /// Nothing moves under the pointer's path, but something the walk decided by does: a row moved onto the
    /// pointer's row from behind (the rows overlap now), and a backdrop behind the path starting to observe.
    @Test func changesOffThePathStopTheReuse() throws {
        let s = Scene()
        try s.move(22, 25)  // row 9 (x 20 ..< 40), over the backdrop (x < 25)
        #expect(s.log.take() == ["9 none→direct"])
        #expect(s.walkIsReusable)
        // Row 0 (the first subview: behind every row) moved onto (10 ..< 30, 10 ..< 30): under the pointer,
        // behind row 9.
        s.rows[0].frame.origin = CGPoint(x: 10, y: 10)
        try s.move(22, 24)
        #expect(s.log.take() == ["0 none→obscured"])
        s.rows[0].frame.origin = .zero
        try s.move(22, 23)
        #expect(s.log.take() == ["0 obscured→none"])
        #expect(s.walkIsReusable)
        // The backdrop starts observing: obscured at once (no event: tracking starts from the current state);
        // moving right within row 9 leaves it (x 27 is past its 25 points, and short of row 10's touch area,
        // which starts at 30).
        s.subscriptions.append(s.backdrop.hoverChanged.subscribe { [log = s.log] in log.add("backdrop \($0.states)") })
        #expect(s.backdrop.hoverState == .obscured)
        try s.move(27, 23)
        #expect(s.log.take() == ["backdrop obscured→none"])
        try s.move(22, 23)
        #expect(s.log.take() == ["backdrop none→obscured"])
        #expect(!s.walkIsReusable)  // (an observer off the path: it depends on the point)
    }

    /// A transform on the hovered row: scaled to half its size about its center, row 11 (x 60 ..< 80, center
    /// 70) shows over x 65 ..< 75 only, so x 62 is no longer on it (in its bounds: 10 + (62 − 70) × 2 = −6):
    /// the pointer is on the container there, and no row is hovered; x 70 is on it again.
    @Test func aTransformedRowIsWalkedAgain() throws {
        let s = Scene()
        try s.move(62, 30)
        #expect(s.log.take() == ["11 none→direct"])
        s.rows[11].transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        try s.move(62, 31)
        #expect(s.log.take() == ["11 direct→none"])
        try s.move(70, 31)
        #expect(s.log.take() == ["11 none→direct"])
        // Scaled up twice instead (x 50 ..< 90 shown): x 62 is on it again, the same path as at x 70 — and not
        // reused on the strength of the frame alone, which no longer says where the row is.
        s.rows[11].transform = CGAffineTransform(scaleX: 2, y: 2)
        try s.move(55, 31)  // (row 10's frame, but row 11 is in front of it there: row 10 obscured)
        #expect(s.log.take() == ["10 none→obscured"])
        try s.move(70, 31)
        #expect(s.log.take() == ["10 obscured→none"])
    }

    /// The hit path is kept while the hit view stays — unless a view moved: a handler that moves the hit view's
    /// container into another view (the hit view the same) makes that view hovered directly, no longer obscured.
    @Test func aMovedContainerChangesThePathUnderTheSameHitView() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: root.bounds)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let hit = UIView(frame: container.bounds)
        container.addSubview(hit)
        root.addSubview(back)
        root.addSubview(container)
        var states: [String] = []
        back.hoverChanged.subscribe { states.append($0.states) }
        try root.send(.pointerMoved(to: CGPoint(x: 10, y: 10)), at: 0)
        #expect(states == ["none→obscured"])  // behind the container
        root.schedule(at: 1) { back.addSubview(container) }  // during a step: hover follows after it
        try root.advance(to: 1)
        #expect(states == ["none→obscured", "obscured→direct"])
        // Hit, container, back (the root ends the path only during an update: the input state never owns it).
        #expect(root.input.pointers[0].path.map { $0 === hit } == [true, false, false])
        #expect(root.input.pointers[0].path[2] === back)
    }
}

extension UIView.HoverChange {
    /// "before→after".
    fileprivate var states: String { "\(previousState)→\(currentState)" }
}
