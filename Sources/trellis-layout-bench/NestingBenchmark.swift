import Foundation
import Trellis

// `trellis-layout-bench --nesting`: a chain of n views, each pinned to its superview's four edges (inset 1
// on the left and top, so every level has its own frame), built and freed. Issue 20 measured 500 / 2,000 /
// 10,000 levels at 0.29 s / 6.3 s / 193 s to build: quadratic. Building and freeing must be O(views): the
// report gives microseconds per view at each depth, and the ratio of the deepest to the shallowest (1 is
// linear; the headline is the worst order).
//
// Orders: top-down (each view added under the deepest one already in the root, then its constraints
// activated) and bottom-up (the chain built without a root, its constraints activated level by level, then
// the whole chain added to the root at once).

/// Builds the chain in `order`, lays it out, frees it; milliseconds to build (with layout) and to free.
func nestingRun(levels n: Int, bottomUp: Bool) -> (build: Double, free: Double, deepestX: CGFloat) {
    var root: UIRootView? = UIRootView(frame: CGRect(x: 0, y: 0, width: 40_000, height: 40_000))
    let t0 = now()
    var views: [UIView] = []
    views.reserveCapacity(n)
    for _ in 0..<n {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        views.append(v)
    }
    func pin(_ v: UIView, in parent: UIView) {
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 1),
            v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
            v.rightAnchor.constraint(equalTo: parent.rightAnchor),
            v.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
        ])
    }
    if bottomUp {
        for i in stride(from: n - 1, to: 0, by: -1) {
            views[i - 1].addSubview(views[i])
            pin(views[i], in: views[i - 1])
        }
        root!.addSubview(views[0])
        pin(views[0], in: root!)
    } else {
        var parent: UIView = root!
        for v in views {
            parent.addSubview(v)
            pin(v, in: parent)
            parent = v
        }
    }
    root!.layoutIfNeeded()
    let t1 = now()
    let deepestX = views.last!.frame.minX
    views.removeAll()
    root = nil
    let t2 = now()
    return (ms(t0, t1), ms(t1, t2), deepestX)
}

/// Builds a chain of n views placed by their frames (no constraints: the view tree's own cost — adding,
/// inherited root, tint, traits and layout direction, freeing) in `order`; milliseconds to build and to free.
func treeNestingRun(levels n: Int, bottomUp: Bool) -> (build: Double, free: Double) {
    var root: UIRootView? = UIRootView(frame: CGRect(x: 0, y: 0, width: 40_000, height: 40_000))
    root!.tintColor = .red
    let t0 = now()
    var views: [UIView] = []
    views.reserveCapacity(n)
    for i in 0..<n {
        let v = UIView(frame: CGRect(x: 1, y: 1, width: CGFloat(30_000 - i), height: 10))
        v.translatesAutoresizingMaskIntoConstraints = false
        views.append(v)
    }
    if bottomUp {
        for i in stride(from: n - 1, to: 0, by: -1) { views[i - 1].addSubview(views[i]) }
        root!.addSubview(views[0])
    } else {
        var parent: UIView = root!
        for v in views {
            parent.addSubview(v)
            parent = v
        }
    }
    let t1 = now()
    precondition(views.last!.root === root && views.last!.tintColor == .red, "wrong inheritance")
    views.removeAll()
    root = nil
    let t2 = now()
    return (ms(t0, t1), ms(t1, t2))
}

/// Prints one workload's table at `depths`, both orders (the best of `runs` runs of each); returns the worst
/// build ratio (deepest / shallowest per view).
private func nestingTable(
    _ title: String, depths: [Int], runs: Int, run: (Int, Bool) -> (build: Double, free: Double)
) -> Double {
    print("\(title) (µs per view; ratio = deepest / shallowest per view)")
    var worst = 0.0
    for bottomUp in [false, true] {
        var perView: [(build: Double, free: Double)] = []
        for n in depths {
            _ = run(min(n, 200), bottomUp)  // warm-up
            var r = run(n, bottomUp)
            for _ in 1..<runs {
                let next = run(n, bottomUp)
                r = (min(r.build, next.build), min(r.free, next.free))
            }
            perView.append((r.build * 1000 / Double(n), r.free * 1000 / Double(n)))
            print(
                String(
                    format: "  %@ n=%6d  build %9.1f ms (%6.2f µs/view)  free %8.1f ms (%6.2f µs/view)",
                    bottomUp ? "bottom-up" : "top-down ", n, r.build, perView.last!.build, r.free, perView.last!.free))
            fflush(nil)
        }
        let buildRatio = perView.last!.build / perView.first!.build
        let freeRatio = perView.last!.free / max(perView.first!.free, 1e-9)
        worst = max(worst, buildRatio)
        print(
            String(
                format: "  %@ per-view cost, deepest / shallowest: build %.2f×, free %.2f×",
                bottomUp ? "bottom-up" : "top-down ", buildRatio, freeRatio))
    }
    return worst
}

/// `--nesting`: the tree alone (frames; best of 3) at 500 / 2,000 / 10,000 levels, then (unless `--tree`) the
/// constrained chain at 500 / 2,000 (and 10,000 without `--quick`: hours while the solver's chain rows are
/// super-linear, see RELIABILITY.md).
func runNestingBenchmark(quick: Bool, treeOnly: Bool) {
    let tree = nestingTable(
        "Nesting, the tree alone: n levels placed by frames in a red root", depths: [500, 2_000, 10_000], runs: 3
    ) { treeNestingRun(levels: $0, bottomUp: $1) }
    print(String(format: "Headline (tree, worst order): build per view at the deepest is %.2f× the shallowest", tree))
    guard !treeOnly else { return }
    let depths = quick ? [500, 2_000] : [500, 2_000, 10_000]
    let worst = nestingTable("Nesting: n levels, each pinned to its superview", depths: depths, runs: 1) {
        n, bottomUp in
        let r = nestingRun(levels: n, bottomUp: bottomUp)
        // Each level is 1 point right of its superview: the deepest view's x is 1 (its own offset).
        precondition(r.deepestX == 1, "wrong layout")
        return (r.build, r.free)
    }
    print(String(format: "Headline (worst order): build per view at the deepest is %.2f× the shallowest", worst))
}
