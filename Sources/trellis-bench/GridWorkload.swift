/// `grid`: S × S views in rows and columns, as a form or a photo grid builds them.
///
/// Cell (r, c) has variables `x, y, w, h` and the constraints, added cell by cell in reading order:
/// `x == 8` and `w >= 10` (first column) or `x == x(r, c−1) + w(r, c−1) + 8` and `w == w(r, c−1)` (equal
/// widths along a row); `y == 8` (first row) or `y == y(r−1, c) + h(r−1, c) + 8`; `h >= 20` (first column) or
/// `h == h(r, c−1)` (a row's cells equally tall); `h == 44 @ 500`; and `x + w == W − 8` in the last column. `W` is an edit
/// variable at 900. Every row is a chain and every column is a chain: each cell depends on the cells above and
/// to the left, the shape that made the old solver's grid build 2.5-power.
///
/// Phases: build+solve at `W = 20·S + 600` (cells 10 + 600/S… points wide); `W ±1`; `W narrow↔wide` (the
/// narrowest width the minimum allows, `18·S + 8`, and back).
enum GridWorkload {
    /// Cells per side.
    static let sizes = [16, 32, 64]

    static func make(side s: Int) -> Workload {
        var names: [String] = ["W"]
        names.reserveCapacity(4 * s * s + 1)
        let wEdit = 0
        var constraints: [LinearConstraint] = []
        constraints.reserveCapacity(7 * s * s)
        func cell(_ r: Int, _ c: Int) -> Int { 1 + 4 * (r * s + c) }  // x; y, w, h follow
        func term(_ v: Int, _ k: Double) -> LinearTerm { LinearTerm(variable: v, coefficient: k) }
        func add(_ terms: [LinearTerm], _ constant: Double, _ relation: LinearRelation, _ priority: Double = 1000) {
            constraints.append(
                LinearConstraint(terms: terms, constant: constant, relation: relation, priority: priority))
        }
        for r in 0..<s {
            for c in 0..<s {
                let x = cell(r, c), y = x + 1, w = x + 2, h = x + 3
                names += ["x\(r)_\(c)", "y\(r)_\(c)", "w\(r)_\(c)", "h\(r)_\(c)"]
                let left = cell(r, c - 1), above = cell(r - 1, c)
                if c == 0 {
                    add([term(x, 1)], -8, .equal)
                    add([term(w, 1)], -10, .greaterThanOrEqual)  // the other cells' widths equal this one
                } else {
                    add([term(x, 1), term(left, -1), term(left + 2, -1)], -8, .equal)
                    add([term(w, 1), term(left + 2, -1)], 0, .equal)
                }
                if r == 0 {
                    add([term(y, 1)], -8, .equal)
                } else {
                    add([term(y, 1), term(above + 1, -1), term(above + 3, -1)], -8, .equal)
                }
                if c == 0 {
                    add([term(h, 1)], -20, .greaterThanOrEqual)
                } else {
                    add([term(h, 1), term(left + 3, -1)], 0, .equal)
                }
                add([term(h, 1)], -44, .equal, 500)
                if c == s - 1 { add([term(x, 1), term(w, 1), term(wEdit, -1)], 8, .equal) }
            }
        }
        let wide = 20 * Double(s) + 600, narrow = 18 * Double(s) + 8
        let steps = s >= 64 ? 20 : 40
        return Workload(
            name: "grid", size: s * s, kind: .timed, variableNames: names, constraints: constraints,
            edits: [EditDeclaration(variable: wEdit, priority: 900)],
            initial: [Suggestion(variable: wEdit, value: wide)],
            phases: [
                ResizePhase(name: "W ±1", steps: alternating(wEdit, wide + 1, wide, count: steps)),
                ResizePhase(name: "W narrow↔wide", steps: alternating(wEdit, narrow, wide, count: steps)),
            ],
            repetitions: s >= 64 ? 3 : 10,
            kiwiRepetitions: s >= 64 ? 1 : 3,
            kiwiWarmup: s < 64,
            constraintsPerView: 5)
    }
}
