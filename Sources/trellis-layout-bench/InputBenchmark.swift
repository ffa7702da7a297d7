import Foundation
import Trellis

// `trellis-layout-bench --input`: pointer moves over a 10,000-view screen (100 sections × 100 rows, nested),
// through the root's entry point (hit test + hover update per move), against a hand-written front-to-back
// frame scan of the same tree in the same run. Target (issue 11): at most 1.5× the scan.
//
//     swift build -c release --product trellis-layout-bench && .build/release/trellis-layout-bench --input
//
// Trees: `grid` — 10 × 10 sections of 10 × 10 rows, all on screen; `list` — a scroll view holding 100
// sections of 100 rows stacked (400,000 points of content), scrolled to the middle. Input orders: `random`
// points all over the screen, `sweep` (left to right, line by line from the top, 2 points a step: the path
// rarely changes), `sweepUp` (the same lines from the bottom up, right to left), `hop` (every move to another
// row). Each also with every row observing hover (`hoverChanged` subscribed).
//
// `--input-scaling` (below) grows the trees: the list (wide: 1,000 to 100,000 rows) and a deep nest (10 to
// 1,000 levels, 4 views behind the path at every level), every view observing hover, every order.

/// The trees: the root and its size.
enum InputTree: String, CaseIterable {
    case grid, list

    func make() -> UIRootView {
        switch self {
        case .grid:
            let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
            for s in 0..<100 {
                let section = UIView(
                    frame: CGRect(x: CGFloat(s % 10) * 100, y: CGFloat(s / 10) * 100, width: 100, height: 100))
                for r in 0..<100 {
                    section.addSubview(
                        UIView(frame: CGRect(x: CGFloat(r % 10) * 10, y: CGFloat(r / 10) * 10, width: 10, height: 10)))
                }
                root.addSubview(section)
            }
            return root
        case .list:
            return Self.makeList(sections: 100)
        }
    }

    /// The list tree with `sections` sections of 100 rows, scrolled to the middle.
    static func makeList(sections: Int) -> UIRootView {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let scrollView = UIScrollView(frame: root.bounds)
        scrollView.contentSize = CGSize(width: 400, height: CGFloat(sections) * 4_000)
        root.addSubview(scrollView)
        for s in 0..<sections {
            let section = UIView(frame: CGRect(x: 0, y: CGFloat(s) * 4_000, width: 400, height: 4_000))
            for r in 0..<100 {
                section.addSubview(UIView(frame: CGRect(x: 0, y: CGFloat(r) * 40, width: 400, height: 40)))
            }
            scrollView.addSubview(section)
        }
        scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(sections) * 2_000 + 20)
        return root
    }

    /// A nest `depth` levels deep over a 400 × 400 root: each level holds four 200 × 200 quadrants and, in front
    /// of them, the next level (the whole area); the last holds 10 × 10 rows of 40 × 40. Every point's hit path
    /// is `depth + 2` views long, with a quadrant behind the path at every level (obscured, when observed).
    static func makeDeep(depth: Int) -> UIRootView {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var parent: UIView = root
        for _ in 0..<depth {
            for q in 0..<4 {
                parent.addSubview(
                    UIView(frame: CGRect(x: CGFloat(q % 2) * 200, y: CGFloat(q / 2) * 200, width: 200, height: 200)))
            }
            let next = UIView(frame: root.bounds)
            parent.addSubview(next)
            parent = next
        }
        for r in 0..<100 {
            parent.addSubview(
                UIView(frame: CGRect(x: CGFloat(r % 10) * 40, y: CGFloat(r / 10) * 40, width: 40, height: 40)))
        }
        return root
    }
}

/// Every view below `view`, depth first.
func descendants(of view: UIView) -> [UIView] {
    var all: [UIView] = []
    func add(_ v: UIView) {
        for s in v.subviews {
            all.append(s)
            add(s)
        }
    }
    add(view)
    return all
}

/// The pointer paths.
enum InputOrder: String, CaseIterable {
    case random, sweep, sweepUp, hop

    func points(in size: CGSize, count: Int) -> [CGPoint] {
        switch self {
        case .random:
            var state: UInt64 = 0x7472_656C_6C69_7321
            func next() -> Double {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
            }
            return (0..<count).map { _ in CGPoint(x: next() * size.width, y: next() * size.height) }
        case .sweep:
            let perLine = Int(size.width / 2)
            return (0..<count).map { i in
                CGPoint(
                    x: CGFloat(i % perLine) * 2 + 0.5,
                    y: (CGFloat(i / perLine) * 7).truncatingRemainder(dividingBy: size.height) + 0.5)
            }
        case .sweepUp:
            return Self.sweep.points(in: size, count: count).map {
                CGPoint(x: size.width - $0.x, y: size.height - $0.y)
            }
        case .hop:
            // Every move 37 points right and 23 down (wrapping): always another row, in both trees.
            return (0..<count).map { i in
                CGPoint(
                    x: (CGFloat(i) * 37).truncatingRemainder(dividingBy: size.width) + 0.5,
                    y: (CGFloat(i) * 23).truncatingRemainder(dividingBy: size.height) + 0.5)
            }
        }
    }
}

/// `q` (in a superview's bounds space) relative to `view`'s frame origin when the frame contains it (half-open,
/// compared field by field as a hand-written scan does), else nil.
@inline(__always)
func point(_ q: CGPoint, inFrameOf view: UIView) -> CGPoint? {
    let f = view.frame
    let dx = q.x - f.origin.x
    let dy = q.y - f.origin.y
    guard dx >= 0 && dy >= 0 && dx < f.size.width && dy < f.size.height else { return nil }
    return CGPoint(x: dx, y: dy)
}

/// The hand-written front-to-back scan: the deepest view whose frame contains the point, last subview first,
/// points shifted by frame origins and bounds origins (the scroll view's offset). Written as one would by hand
/// for speed: the subviews walked through an unsafe buffer, frames compared field by field.
func scanHit(_ view: UIView, _ p: CGPoint) -> UIView? {
    let o = view.bounds.origin
    let q = CGPoint(x: p.x + o.x, y: p.y + o.y)
    return view.subviews.withUnsafeBufferPointer { subviews -> UIView? in
        var i = subviews.count
        while i > 0 {
            i -= 1
            if let inner = point(q, inFrameOf: subviews[i]) { return scanHit(subviews[i], inner) ?? subviews[i] }
        }
        return nil
    }
}

/// The hand-written scan made to do hover's observable work for the views that observe hover (every view below
/// the root in the deep nests and the scaled lists, every row in the grid and the list): besides the hit view it
/// finds every view under the point — on the hit path (direct: the scan's front-most containing subview at each
/// level), behind it (obscured: an earlier subview whose frame holds the point, and what inside it holds it) —
/// keeps the state of each observing view by its `tag` (set to a dense index first, as a hand-written tracker
/// would number its views; -1 for the views it does not track), and calls `changed` for every tracked view
/// whose state changed since the last move, as Trellis fires `hoverChanged`. The same frame arithmetic as
/// ``scanHit(_:_:)``, through unsafe buffers; no allocation per move.
final class HandHover {
    /// By tag: 0 none, 1 obscured, 2 direct; and the move that last found the view. (Without dynamic exclusivity
    /// checks, as Trellis's own input state: one thread, no overlapping accesses.)
    @exclusivity(unchecked) private var state: [UInt8]
    @exclusivity(unchecked) private var seen: [UInt32]
    @exclusivity(unchecked) private var hovered: [Int] = []
    @exclusivity(unchecked) private var found: [Int] = []
    @exclusivity(unchecked) private var move: UInt32 = 0
    private let changed: (Int, UInt8) -> Void

    /// Numbers `observing` by `tag` (nil: `root` and its descendants, 0 the root); the other views get -1.
    init(_ root: UIView, observing: [UIView]? = nil, changed: @escaping (Int, UInt8) -> Void) {
        for v in [root] + descendants(of: root) { v.tag = -1 }
        let views = observing ?? [root] + descendants(of: root)
        for (i, v) in views.enumerated() { v.tag = i }
        state = Array(repeating: 0, count: views.count)
        seen = Array(repeating: 0, count: views.count)
        hovered.reserveCapacity(views.count)
        found.reserveCapacity(views.count)
        self.changed = changed
    }

    /// The pointer moved to `p` (root space): returns the hit view and tells what changed.
    func update(_ root: UIView, _ p: CGPoint) -> UIView? {
        move &+= 1
        found.removeAll(keepingCapacity: true)
        let hit = walk(root, p, onPath: true)
        for t in hovered where seen[t] != move {
            state[t] = 0
            changed(t, 0)
        }
        swap(&hovered, &found)
        return hit
    }

    @inline(__always)
    private func mark(_ view: UIView, _ s: UInt8) {
        let t = view.tag
        guard t >= 0 else { return }
        seen[t] = move
        found.append(t)
        if state[t] != s {
            state[t] = s
            changed(t, s)
        }
    }

    /// Marks the subviews of `view` under `p` (in `view`'s bounds space): on the path, the front-most is direct
    /// and the rest obscured; off it, all obscured. Returns the deepest direct one.
    private func walk(_ view: UIView, _ p: CGPoint, onPath: Bool) -> UIView? {
        let o = view.bounds.origin
        let q = CGPoint(x: p.x + o.x, y: p.y + o.y)
        return view.subviews.withUnsafeBufferPointer { subviews -> UIView? in
            var hit: UIView?
            var pathFound = !onPath
            var i = subviews.count
            while i > 0 {
                i -= 1
                guard let inner = point(q, inFrameOf: subviews[i]) else { continue }
                if pathFound {
                    mark(subviews[i], 1)
                    _ = walk(subviews[i], inner, onPath: false)
                } else {
                    pathFound = true
                    mark(subviews[i], 2)
                    hit = walk(subviews[i], inner, onPath: true) ?? subviews[i]
                }
            }
            return hit
        }
    }
}

/// Nanoseconds per move: Trellis's entry point, the scan, and (with observers) the hand-written hover tracker of
/// the same rows; best of `runs`.
func inputTimes(_ tree: InputTree, _ order: InputOrder, observed: Bool, moves: Int, runs: Int) -> (
    trellis: Double, scan: Double, hand: Double?
) {
    let root = tree.make()
    let rows = (tree == .grid ? root.subviews : root.subviews[0].subviews).flatMap(\.subviews)
    let times = inputTimes(root, order, observing: observed ? rows : [], moves: moves, runs: runs)
    guard observed else { return (times.trellis, times.scan, nil) }
    var handEvents = 0
    let hand = HandHover(root, observing: rows) { _, _ in handEvents += 1 }
    let points = order.points(in: root.bounds.size, count: moves)
    var best = Double.infinity
    for _ in 0...runs {  // (one pass more: the first sets the states up)
        let t0 = now()
        inputHandHoverPass(hand, root, points)
        best = min(best, Double(now() - t0) / Double(moves))
    }
    sink += Double(handEvents)
    return (times.trellis, times.scan, best)
}

/// Nanoseconds per move over `root`, with `observing` subscribed to hover.
func inputTimes(_ root: UIRootView, _ order: InputOrder, observing: [UIView], moves: Int, runs: Int) -> (
    trellis: Double, scan: Double
) {
    var hoverEvents = 0
    for view in observing { view.hoverChanged.subscribe { _ in hoverEvents += 1 } }
    let points = order.points(in: root.bounds.size, count: moves)
    var time = 0.0
    var bestTrellis = Double.infinity
    var bestScan = Double.infinity
    for _ in 0..<runs {
        let t0 = now()
        for p in points {
            time += 0.001
            sink += (try! root.send(.pointerMoved(to: p), at: time)) ? 1 : 0
        }
        let t1 = now()
        var found = 0
        for p in points where scanHit(root, p) != nil { found += 1 }
        let t2 = now()
        sink += Double(found + hoverEvents)
        bestTrellis = min(bestTrellis, Double(t1 - t0) / Double(moves))
        bestScan = min(bestScan, Double(t2 - t1) / Double(moves))
    }
    return (bestTrellis, bestScan)
}

/// Prints the table and returns whether every ratio is within 1.5. `only` (after `--input-only`) runs one case
/// for callgrind instead (``runInputCase(_:)``).
func runInputBenchmark(quick: Bool, only: [String] = []) -> Bool {
    if !only.isEmpty { return runInputCase(only) }
    let moves = quick ? 20_000 : 200_000
    let runs = quick ? 2 : 5
    _ = inputTimes(.grid, .random, observed: false, moves: 2_000, runs: 1)  // warm-up
    print(
        "| Tree | Pointer path | Hover observers | Trellis ns/move | Scan ns/move | Hand-written hover ns/move "
            + "| Trellis/scan | Trellis/hand-written hover |")
    print("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |")
    var worst = 0.0
    var worstHand = 0.0
    for tree in InputTree.allCases {
        for observed in [false, true] {
            for order in InputOrder.allCases {
                let (t, s, h) = inputTimes(tree, order, observed: observed, moves: moves, runs: runs)
                worst = max(worst, t / s)
                worstHand = max(worstHand, t / (h ?? s))
                func f(_ x: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", x) }
                print(
                    "| \(tree) | \(order) | \(observed ? "every row" : "none") | \(f(t, 0)) | \(f(s, 0)) | "
                        + "\(h.map { f($0, 0) } ?? "—") | \(f(t / s, 2)) | \(h.map { f(t / $0, 2) } ?? "—") |")
            }
        }
    }
    print("\nWorst Trellis/scan: \(String(format: "%.2f", worst))")
    print(
        "Worst Trellis/hand-written (hover tracker with observers, scan without): \(String(format: "%.2f", worstHand))")
    return worst <= 1.5
}

/// `--input-scaling`: how a move's cost grows with the tree, against the scan in the same run. Wide: the list
/// tree with 10, 100 and 1,000 sections (1,000 to 100,000 rows; the hit test scans the sections in front of the
/// pointer's, as UIKit's front-to-back rule and the hand-written scan do). Deep: the nest of 10, 100 and 1,000
/// levels (the path under the pointer that long). Every order; without observers and with every view observing
/// hover. Returns the worst ratio with observers.
func runInputScaling(quick: Bool) -> Double {
    let moves = quick ? 5_000 : 50_000
    let runs = quick ? 1 : 3
    print(
        "| Tree | Views | Order | Scan ns/move | Trellis, no observers | Trellis, every view observing | Ratios | Hover adds ns/move |"
    )
    print("| --- | ---: | --- | ---: | ---: | ---: | --- | ---: |")
    var worst = 0.0
    let trees: [(String, () -> UIRootView)] =
        [10, 100, 1_000].map { n in ("list", { InputTree.makeList(sections: n) }) }
        + [10, 100, 1_000].map { d in ("deep", { InputTree.makeDeep(depth: d) }) }
    for (name, make) in trees {
        for order in InputOrder.allCases {
            let plainRoot = make()
            let views = descendants(of: plainRoot).count
            let plain = inputTimes(plainRoot, order, observing: [], moves: moves, runs: runs)
            let observedRoot = make()
            let observed = inputTimes(
                observedRoot, order, observing: descendants(of: observedRoot), moves: moves, runs: runs)
            let scan = min(plain.scan, observed.scan)
            worst = max(worst, observed.trellis / scan)
            print(
                "| \(name) | \(views) | \(order) | \(String(format: "%.0f", scan)) | \(String(format: "%.0f", plain.trellis)) | "
                    + "\(String(format: "%.0f", observed.trellis)) | \(String(format: "%.2f", plain.trellis / scan)) / "
                    + "\(String(format: "%.2f", observed.trellis / scan)) | \(String(format: "%.0f", observed.trellis - plain.trellis)) |"
            )
        }
    }
    print("\nWorst Trellis/scan with every view observing: \(String(format: "%.2f", worst))")
    return worst
}

/// `--input --input-only TREE ORDER none|every [MOVES]`: one case, for callgrind. TREE: `grid`, `list` (every row
/// observing with `every`), `list:SECTIONS` or `deep:DEPTH` (every view observing, as in `--input-scaling`).
/// The scan goes over the points first, then Trellis twice (its first pass builds the hover indexes, the second
/// is what a move costs from then on), each pass in its own function, so that callgrind's `--dump-before`
/// splits the profile into the build, the scan and the two passes:
///
///     valgrind --tool=callgrind --dump-before='*inputScanPass*' --dump-before='*inputTrellisPass*' \
///         --dump-before='*inputCaseEnd*' trellis-layout-bench --input --input-only grid sweepUp every 2000
///     # instructions per move: dump 2 (the scan) and dump 4 (Trellis, second pass), each divided by MOVES
///
/// With `every`, the hand-written hover tracker of the same observers (``HandHover``) then goes over the points
/// twice as well, with `--dump-before='*inputHandHoverPass*'`: dump 6
/// is its steady pass (dump 5 its first); its hover events must equal Trellis's (checked).
func runInputCase(_ args: [String]) -> Bool {
    guard args.count >= 3, let order = InputOrder(rawValue: args[1]) else {
        print("--input-only TREE ORDER none|every [MOVES]")
        return false
    }
    let parts = args[0].split(separator: ":")
    let size = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    let root: UIRootView
    var observing: [UIView] = []
    switch parts[0] {
    case "grid", "list":
        let tree: InputTree = parts[0] == "grid" ? .grid : .list
        root = size > 0 ? InputTree.makeList(sections: size) : tree.make()
        if args[2] == "every" {
            observing =
                size > 0
                ? descendants(of: root)
                : (tree == .grid ? root.subviews : root.subviews[0].subviews).flatMap(\.subviews)
        }
    case "deep":
        root = InputTree.makeDeep(depth: max(1, size))
        if args[2] == "every" { observing = descendants(of: root) }
    default:
        print("unknown tree \(args[0])")
        return false
    }
    let moves = args.count > 3 ? Int(args[3]) ?? 2_000 : 2_000
    let tracksHover = args[2] == "every"
    var hoverEvents = 0
    for view in observing { view.hoverChanged.subscribe { _ in hoverEvents += 1 } }
    let points = order.points(in: root.bounds.size, count: moves)
    // The hand-written hover tracker of the same observers, made here: before the passes, out of their dumps.
    var handEvents = 0
    let hand = tracksHover ? HandHover(root, observing: observing) { _, _ in handEvents += 1 } : nil
    let found = inputScanPass(root, points)
    var time = 0.0
    let t0 = now()
    inputTrellisPass(root, points, &time)
    let t1 = now()
    inputTrellisPass(root, points, &time)
    let t2 = now()
    var handLine = ""
    if let hand {
        // The hand-written hover tracker over the same points, twice (the second pass is the steady cost).
        inputHandHoverPass(hand, root, points)
        let trellisEvents = hoverEvents
        let h0 = now()
        inputHandHoverPass(hand, root, points)
        let h1 = now()
        handLine = "; hand-written hover \(Double(h1 - h0) / Double(moves)) ns/move, \(handEvents) events"
        sink += Double(handEvents)
        precondition(handEvents == trellisEvents, "hover events differ: \(handEvents) by hand, \(trellisEvents)")
    }
    inputCaseEnd()
    sink += Double(found + hoverEvents)
    print(
        "\(args[0]) \(order) \(args[2]), \(moves) moves: Trellis \(Double(t1 - t0) / Double(moves)) then "
            + "\(Double(t2 - t1) / Double(moves)) ns/move; \(hoverEvents) hover events" + handLine)
    return true
}

/// The hand-written hover tracker over `points`.
@inline(never)
func inputHandHoverPass(_ hand: HandHover, _ root: UIRootView, _ points: [CGPoint]) {
    var found = 0
    for p in points where hand.update(root, p) != nil { found += 1 }
    sink += Double(found)
}

/// The hand-written scan over `points`; returns how many hit something.
@inline(never)
func inputScanPass(_ root: UIRootView, _ points: [CGPoint]) -> Int {
    var found = 0
    for p in points where scanHit(root, p) != nil { found += 1 }
    return found
}

/// Trellis's entry point over `points`, a millisecond apart from `time` on.
@inline(never)
func inputTrellisPass(_ root: UIRootView, _ points: [CGPoint], _ time: inout Double) {
    for p in points {
        time += 0.001
        sink += (try! root.send(.pointerMoved(to: p), at: time)) ? 1 : 0
    }
}

/// Marks the end of a case's passes (for `--dump-before`: the tree's teardown is left out of the last pass).
@inline(never)
func inputCaseEnd() { sink += 1 }
