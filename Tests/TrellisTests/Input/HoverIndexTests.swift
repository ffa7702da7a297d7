import Foundation
import Testing

@testable import Trellis

/// Hover over a container with many observing subviews goes through the container's `HoverIndex`; the states
/// must be those of the plain rule, whatever changes the tree goes through (frames, order, removal, transforms,
/// switches, observers coming and going).
@Suite struct HoverIndexTests {
    /// 40 overlapping rows (seeded) in a 200 × 200 container; `observed` subscribes every row.
    struct Scene {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var rows: [UIView] = []
        var subscriptions: [UIViewEventSubscription] = []

        init(observed: Bool) {
            var rng = SplitMix(seed: 11)
            root.addSubview(container)
            for _ in 0..<40 {
                let row = UIView(
                    frame: CGRect(
                        x: rng.below(160), y: rng.below(180), width: 10 + rng.below(60), height: 5 + rng.below(30)))
                container.addSubview(row)
                rows.append(row)
                if observed { subscriptions.append(row.hoverChanged.subscribe { _ in }) }
            }
        }

        var states: [UIView.HoverState] { rows.map(\.hoverState) }
    }

    /// A tiny seeded generator (SplitMix64) for the scene and the pointer path.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> CGFloat { CGFloat(Int(next() % UInt64(n))) }
    }

    /// The rule worked out independently for plain rows: the front-most row whose frame holds the point is
    /// hovered directly, every other row holding it is obscured (the container takes the point when no row does).
    static func expected(_ rows: [UIView], in container: UIView, at p: CGPoint) -> [UIView.HoverState] {
        let holding = container.subviews.filter { $0.frame.contains(p) }
        return rows.map { row in
            guard row.superview === container, holding.contains(where: { $0 === row }) else { return .none }
            return row === holding.last ? .direct : .obscured
        }
    }

    @Test func indexedStatesFollowThePlainRule() throws {
        let observed = Scene(observed: true)
        let plain = Scene(observed: false)
        var rng = SplitMix(seed: 5)
        var time = 0.0
        func check(_ step: String) throws {
            let p = CGPoint(x: rng.below(200) + 0.5, y: rng.below(200) + 0.5)
            time += 0.01
            for scene in [observed, plain] { try scene.root.send(.pointerMoved(to: p), at: time) }
            #expect(observed.states == plain.states, "\(step) at \(p)")
            #expect(observed.states == Self.expected(observed.rows, in: observed.container, at: p), "\(step) at \(p)")
        }
        // The index is in use (40 observing rows, at least `HoverIndex.minimumCount`).
        try check("start")
        #expect(observed.container.inputStorage?.hoverIndex != nil)
        for i in 0..<200 { try check("move \(i)") }
        for round in 0..<20 {
            let k = Int(rng.below(40))
            for scene in [observed, plain] {
                let row = scene.rows[k]
                switch round % 4 {
                case 0: row.frame = row.frame.offsetBy(dx: 17, dy: -23)
                case 1: scene.container.bringSubviewToFront(row)
                case 2: scene.container.sendSubviewToBack(row)
                default: row.frame.size.height += 31
                }
            }
            for i in 0..<20 { try check("change \(round), move \(i)") }
        }
        // A removed row leaves no state behind; an added one is found.
        for scene in [observed, plain] { scene.rows[3].removeFromSuperview() }
        for i in 0..<50 { try check("removed, move \(i)") }
        for scene in [observed, plain] { scene.container.insertSubview(scene.rows[3], at: 20) }
        for i in 0..<50 { try check("re-added, move \(i)") }
    }

    /// Transforms, touch switches and observers that stop: the index keeps up (compared with the same scene
    /// asked on request, which walks no index).
    @Test func transformsSwitchesAndObservers() throws {
        var observed = Scene(observed: true)
        let plain = Scene(observed: false)
        // A row scaled up twice about its center reaches beyond its frame; a row whose child sticks out of it
        // (and that lets its subviews take touches outside it) is hovered where the child is.
        for scene in [observed, plain] {
            scene.rows[7].transform = CGAffineTransform(scaleX: 2, y: 2)
            let child = UIView(frame: CGRect(x: -40, y: -40, width: 30, height: 30))
            scene.rows[12].addSubview(child)
            scene.rows[12].clipsSubviewTouchesToBounds = false
        }
        var rng = SplitMix(seed: 9)
        var time = 0.0
        func sweep(_ step: String) throws {
            for i in 0..<300 {
                let p = CGPoint(x: rng.below(200) + 0.25, y: rng.below(200) + 0.25)
                time += 0.01
                for scene in [observed, plain] { try scene.root.send(.pointerMoved(to: p), at: time) }
                #expect(observed.states == plain.states, "\(step) \(i) at \(p)")
            }
        }
        try sweep("transformed")
        // The child's own area: its row is hovered there (directly or obscured, as the plain scene says).
        let row12 = observed.rows[12].frame
        let inChild = CGPoint(x: row12.minX - 25, y: row12.minY - 25)
        if observed.container.bounds.contains(inChild) {
            time += 0.01
            for scene in [observed, plain] { try scene.root.send(.pointerMoved(to: inChild), at: time) }
            #expect(observed.rows[12].hoverState != .none)
            #expect(observed.states == plain.states)
        }
        for scene in [observed, plain] {
            scene.rows[7].transform = .identity
            scene.rows[12].clipsSubviewTouchesToBounds = true
        }
        try sweep("untransformed")
        // Half the observers stop: the rest keep their states, the others answer on request.
        for k in stride(from: 0, to: 40, by: 2) { observed.subscriptions[k].cancel() }
        try sweep("half observed")
        observed.subscriptions.removeAll()
    }

    /// A row moved, resized or transformed behind another view is found where it is now, obscured (the index
    /// is told of every such change; on the hit path a row is found without it). 20 rows of 10 points in a
    /// column, every row observing, and a cover in front of them over x 90 ..< 190.
    @Test func changesReachTheIndex() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let container = UIView(frame: root.bounds)
        root.addSubview(container)
        let rows = (0..<20).map { i in UIView(frame: CGRect(x: 0, y: CGFloat(i) * 10, width: 50, height: 10)) }
        var subscriptions: [UIViewEventSubscription] = []
        for row in rows {
            container.addSubview(row)
            subscriptions.append(row.hoverChanged.subscribe { _ in })
        }
        let cover = UIView(frame: CGRect(x: 90, y: 0, width: 100, height: 200))
        container.addSubview(cover)
        var t = 0.0
        func move(_ x: CGFloat, _ y: CGFloat) throws {
            t += 0.01
            try root.send(.pointerMoved(to: CGPoint(x: x, y: y)), at: t)
        }
        try move(5, 5)  // builds the index
        #expect(rows[0].hoverState == .direct && container.inputStorage?.hoverIndex != nil)
        rows[3].frame.origin = CGPoint(x: 100, y: 100)  // moved under the cover
        try move(105, 105)
        #expect(rows[3].hoverState == .obscured)
        rows[4].frame.size.width = 150  // widened under the cover
        try move(120, 45)
        #expect(rows[4].hoverState == .obscured)
        rows[5].transform = CGAffineTransform(scaleX: 3, y: 1)  // 150 wide about its center (x 25): −50 ..< 100
        try move(95, 55)
        #expect(rows[5].hoverState == .obscured)
        let child = UIView(frame: CGRect(x: 60, y: 100, width: 20, height: 20))  // (60, 160) in the container
        rows[6].addSubview(child)
        rows[6].clipsSubviewTouchesToBounds = false
        try move(65, 165)
        #expect(rows[6].hoverState == .direct)  // (the pointer is on its child, which sticks out of it)
        subscriptions.removeAll()
    }
    /// A grid of rows that do not overlap: the index answers the hit path's level without a search (no other
    /// row can hold the point), until a change makes two rows overlap — then the row behind is found obscured
    /// again. 8 × 8 rows of 20 × 20 points in a 160 × 160 container, every row observing, events logged.
    @Test func disjointRowsAndTheirOverlaps() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 160, height: 160))
        let container = UIView(frame: root.bounds)
        root.addSubview(container)
        let log = EventLog()
        var rows: [UIView] = []
        var subscriptions: [UIViewEventSubscription] = []
        for i in 0..<64 {
            let row = UIView(frame: CGRect(x: CGFloat(i % 8) * 20, y: CGFloat(i / 8) * 20, width: 20, height: 20))
            container.addSubview(row)
            rows.append(row)
            subscriptions.append(row.hoverChanged.subscribe { log.add("\(i) \($0.previousState)→\($0.currentState)") })
        }
        var t = 0.0
        func move(_ x: CGFloat, _ y: CGFloat) throws {
            t += 0.01
            try root.send(.pointerMoved(to: CGPoint(x: x, y: y)), at: t)
        }
        // (25, 5) is in row 1 (x 20 ..< 40, y 0 ..< 20) only.
        try move(25, 5)
        #expect(container.inputStorage?.hoverIndex?.isDisjoint == true)
        #expect(log.take() == ["1 none→direct"])
        // Row 9 (x 20 ..< 40, y 20 ..< 40): row 1 left, row 9 entered.
        try move(25, 25)
        #expect(log.take() == ["1 direct→none", "9 none→direct"])
        // Row 0 moved onto (10 ..< 30, 10 ..< 30): it overlaps rows 1, 8 and 9, behind all three (it is the
        // first subview). At (25, 25) row 9 is in front, row 0 behind it: obscured.
        rows[0].frame.origin = CGPoint(x: 10, y: 10)
        try move(25, 24)
        #expect(log.take() == ["0 none→obscured"])
        #expect(container.inputStorage?.hoverIndex?.isDisjoint == false)
        // Brought to the front, row 0 takes the pointer: direct, and row 9 behind it obscured.
        container.bringSubviewToFront(rows[0])
        try move(25, 23)
        #expect(log.take() == ["9 direct→obscured", "0 obscured→direct"])
        // Back where it was: the grid is disjoint again, and at (25, 22) only row 9 holds the point.
        rows[0].frame.origin = .zero
        try move(25, 22)
        #expect(log.take() == ["0 direct→none", "9 obscured→direct"])
        #expect(container.inputStorage?.hoverIndex?.isDisjoint == true)
        // A row whose `point(inside:)` would reach outside its frame is not in play here (plain views); a sweep
        // over every cell's corner and middle must agree with the plain rule.
        for y in stride(from: CGFloat(0.5), to: 160, by: 9.75) {
            for x in stride(from: CGFloat(0.5), to: 160, by: 9.75) {
                try move(x, y)
                #expect(rows.map(\.hoverState) == Self.expected(rows, in: container, at: CGPoint(x: x, y: y)))
            }
        }
        subscriptions.removeAll()
    }
}
