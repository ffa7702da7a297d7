import Foundation
import TrellisSolver

/// A solver-only model of the whole-layout nesting workload (issue 19): a chain of n views, each 1 point in from
/// its parent's left and top and flush with its right and bottom, in a root whose size is held by two edit
/// variables; every view has `x, y, width, height` and `width ≥ 0, height ≥ 0`. Built in three orders: top-down
/// (each view pinned to the deepest one already placed), bottom-up as the engine installs a deferred tree (the
/// inner pins in pre-order, the pin to the root last) and bottom-up innermost first. Reports the time and the
/// tableau's cell census (see ``Solver/_census()``): the dummy cells in restricted rows are the fill-in of
/// expanding definitions into canonical rows. With `NESTING_SLOWEST` set in the environment, the eight slowest adds
/// are printed too.
enum NestingProbe {
    enum Order: String, CaseIterable {
        case topDown = "top-down", preOrder = "bottom-up (pre-order)", innermostFirst = "bottom-up (innermost first)"

        /// The order's name on the command line.
        var key: String {
            switch self {
            case .topDown: "top"
            case .preOrder: "pre"
            case .innermostFirst: "inner"
            }
        }
    }

    struct View {
        let x, y, width, height: Variable
        init(_ solver: Solver) {
            x = solver.makeVariable()
            y = solver.makeVariable()
            width = solver.makeVariable()
            height = solver.makeVariable()
        }
    }

    static func pin(_ v: View, in p: View) -> [Constraint] {
        [
            v.x == p.x + 1, v.y == p.y + 1,
            v.x + v.width == p.x + p.width, v.y + v.height == p.y + p.height,
        ]
    }

    static func sizes(_ v: View) -> [Constraint] { [v.width >= 0, v.height >= 0] }

    static func run(levels n: Int, order: Order) -> (ms: Double, line: String) {
        let solver = Solver()
        let side = Double(max(2_000, 2 * n))
        let root = View(solver)
        let views = (0..<n).map { _ in View(solver) }
        let start = DispatchTime.now().uptimeNanoseconds
        try! solver.add(root.x == 0)
        try! solver.add(root.y == 0)
        try! solver.addEditVariable(root.width, priority: Priority(999))
        try! solver.addEditVariable(root.height, priority: Priority(999))
        try! solver.suggestValue(root.width, side)
        try! solver.suggestValue(root.height, side)
        var constraints: [Constraint] = []
        switch order {
        case .topDown:
            var parent = root
            for v in views {
                constraints += sizes(v) + pin(v, in: parent)
                parent = v
            }
        case .preOrder:
            for i in 1..<n { constraints += sizes(views[i]) + pin(views[i], in: views[i - 1]) }
            constraints += sizes(views[0]) + pin(views[0], in: root)
        case .innermostFirst:
            for i in stride(from: n - 1, to: 0, by: -1) {
                constraints += sizes(views[i]) + pin(views[i], in: views[i - 1])
            }
            constraints += sizes(views[0]) + pin(views[0], in: root)
        }
        var slowest: [(Double, Int)] = []
        for (k, c) in constraints.enumerated() {
            let t = DispatchTime.now().uptimeNanoseconds
            try! solver.add(c)
            slowest.append((Double(DispatchTime.now().uptimeNanoseconds - t) / 1e6, k))
        }
        if ProcessInfo.processInfo.environment["NESTING_SLOWEST"] != nil {
            slowest.sort { $0.0 > $1.0 }
            print(slowest.prefix(8).map { String(format: "#%d(%@) %.2f ms", $0.1, "\(constraints[$0.1])", $0.0) })
        }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let deepest = views[n - 1]
        let c = solver._census()
        let expected = side - Double(n)
        let ok = solver.value(of: deepest.width) == expected && solver.value(of: deepest.x) == Double(n)
        return (
            ms,
            String(
                format:
                    "%@ %d: %.1f ms; %d definitions (%d cells), %d restricted rows (%d cells, %d dummy, longest %d)%@",
                order.rawValue, n, ms, c.definitions, c.definitionCells, c.restricted, c.restrictedCells,
                c.dummyCells, c.longest, ok ? "" : " WRONG deepest frame")
        )
    }
}
