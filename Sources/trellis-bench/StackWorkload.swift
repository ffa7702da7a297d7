/// `stack`: N rows in a vertical stack, each an image and a label side by side — the solver's share of the
/// whole-layout stack screen (`trellis-whole-bench --workloads stack`), written as plain constraints.
///
/// Row i has variables `y, h` (the row), `ix, iy, iw, ih` (the image) and `lx, ly, lw, lh` (the label), and the
/// constraints, added row by row: the stack's spacing `y == 0` (first row) or `y == y(i−1) + h(i−1) + 8`; the
/// sizes `h, iw, ih, lw, lh >= 0`; the image `ix == 8`, `iy == y + 4`, `iy + ih + 4 <= y + h`; the label
/// `lx == ix + iw + 8`, `ly == y + 4`, `ly + lh + 4 <= y + h`, `lx + lw == W − 8`; the content sizes (UIKit's
/// hugging and compression pairs) `iw, ih == 40` as `<= @250` and `>= @750`, `lw == 120` as `<= @251` and
/// `>= @750`, `lh == 20` as `<= @250` and `>= @750`; and the row's fitting height `h == 0 @ 50`. 22 constraints a
/// row over five priority levels (with the edit variable `W` at 900), as the view layer produces them.
///
/// Phases: build+solve at `W = 375`; `W ±1`; `W 320↔768`.
enum StackWorkload {
    static let sizes = [1_000, 4_000, 10_000]

    static func make(rows n: Int) -> Workload {
        var names: [String] = ["W"]
        names.reserveCapacity(10 * n + 1)
        let wEdit = 0
        var constraints: [LinearConstraint] = []
        constraints.reserveCapacity(22 * n)
        func term(_ v: Int, _ k: Double) -> LinearTerm { LinearTerm(variable: v, coefficient: k) }
        func add(_ terms: [LinearTerm], _ constant: Double, _ relation: LinearRelation, _ priority: Double = 1000) {
            constraints.append(
                LinearConstraint(terms: terms, constant: constant, relation: relation, priority: priority))
        }
        /// `v == size` as UIKit's content-size pair: `<=` at `hugging`, `>=` at 750.
        func content(_ v: Int, _ size: Double, hugging: Double) {
            add([term(v, 1)], -size, .lessThanOrEqual, hugging)
            add([term(v, 1)], -size, .greaterThanOrEqual, 750)
        }
        for i in 0..<n {
            let y = names.count, h = y + 1, ix = y + 2, iy = y + 3, iw = y + 4, ih = y + 5
            let lx = y + 6, ly = y + 7, lw = y + 8, lh = y + 9
            names += ["y\(i)", "h\(i)", "ix\(i)", "iy\(i)", "iw\(i)", "ih\(i)", "lx\(i)", "ly\(i)", "lw\(i)", "lh\(i)"]
            if i == 0 {
                add([term(y, 1)], 0, .equal)
            } else {
                add([term(y, 1), term(y - 10, -1), term(y - 9, -1)], -8, .equal)
            }
            for v in [h, iw, ih, lw, lh] { add([term(v, 1)], 0, .greaterThanOrEqual) }
            add([term(ix, 1)], -8, .equal)
            add([term(iy, 1), term(y, -1)], -4, .equal)
            add([term(iy, 1), term(ih, 1), term(y, -1), term(h, -1)], 4, .lessThanOrEqual)
            add([term(lx, 1), term(ix, -1), term(iw, -1)], -8, .equal)
            add([term(ly, 1), term(y, -1)], -4, .equal)
            add([term(ly, 1), term(lh, 1), term(y, -1), term(h, -1)], 4, .lessThanOrEqual)
            add([term(lx, 1), term(lw, 1), term(wEdit, -1)], 8, .equal)
            content(iw, 40, hugging: 250)
            content(ih, 40, hugging: 250)
            content(lw, 120, hugging: 251)
            content(lh, 20, hugging: 250)
            add([term(h, 1)], 0, .equal, 50)
        }
        let steps = max(10, 100_000 / n)
        return Workload(
            name: "stack", size: n, kind: .timed, variableNames: names, constraints: constraints,
            edits: [EditDeclaration(variable: wEdit, priority: 900)],
            initial: [Suggestion(variable: wEdit, value: 375)],
            phases: [
                ResizePhase(name: "W ±1", steps: alternating(wEdit, 376, 375, count: steps)),
                ResizePhase(name: "W 320↔768", steps: alternating(wEdit, 320, 768, count: steps)),
            ],
            repetitions: n >= 4_000 ? 3 : 5,
            kiwiRepetitions: n >= 4_000 ? 1 : 3,
            kiwiWarmup: n < 4_000,
            constraintsPerView: 22)
    }
}
