/// `cards`: N independent views stacked in a container whose width `W` is an edit variable.
///
/// View i has variables `l, r, t, h` and the constraints, added view by view:
/// `l == 8`, `r == W − 8`, `t == 50·i`, `h >= 0`, `h == 44 @ 500`, `r − l >= 0`.
/// `W` is an edit variable at 900 (kiwi's strong), first suggested 1024.
///
/// Phases: build+solve; then `W 320↔1024` (suggest 320, 1024, 320, … each followed by a solve and reading
/// every value) and `W ±1` (1023, 1024, …). A solver that substitutes each new row into the whole tableau
/// (kiwi) is quadratic here even though the views share nothing but `W`.
enum CardsWorkload {
    static let sizes = [1_000, 4_000, 16_000]

    static func make(views n: Int) -> Workload {
        var names: [String] = []
        names.reserveCapacity(4 * n + 1)
        names.append("W")
        let w = 0
        var constraints: [LinearConstraint] = []
        constraints.reserveCapacity(6 * n)
        for i in 0..<n {
            let l = names.count, r = l + 1, t = l + 2, h = l + 3
            names += ["l\(i)", "r\(i)", "t\(i)", "h\(i)"]
            constraints += [
                LinearConstraint(
                    terms: [.init(variable: l, coefficient: 1)], constant: -8, relation: .equal, priority: 1000),
                LinearConstraint(
                    terms: [.init(variable: r, coefficient: 1), .init(variable: w, coefficient: -1)], constant: 8,
                    relation: .equal, priority: 1000),
                LinearConstraint(
                    terms: [.init(variable: t, coefficient: 1)], constant: -50 * Double(i), relation: .equal,
                    priority: 1000),
                LinearConstraint(
                    terms: [.init(variable: h, coefficient: 1)], constant: 0, relation: .greaterThanOrEqual,
                    priority: 1000),
                LinearConstraint(
                    terms: [.init(variable: h, coefficient: 1)], constant: -44, relation: .equal, priority: 500),
                LinearConstraint(
                    terms: [.init(variable: r, coefficient: 1), .init(variable: l, coefficient: -1)], constant: 0,
                    relation: .greaterThanOrEqual, priority: 1000),
            ]
        }
        // Steps per phase: enough to be measurable at every size (the cost of a step grows with N).
        let steps = max(20, 200_000 / n)
        let large = n >= 16_000
        return Workload(
            name: "cards", size: n, kind: .timed, variableNames: names, constraints: constraints,
            edits: [EditDeclaration(variable: w, priority: 900)],
            initial: [Suggestion(variable: w, value: 1024)],
            phases: [
                ResizePhase(name: "W 320↔1024", steps: alternating(w, 320, 1024, count: steps)),
                ResizePhase(name: "W ±1", steps: alternating(w, 1023, 1024, count: steps)),
            ],
            // The best of more samples where they are cheap, to resist a busy machine.
            repetitions: n >= 4_000 ? 5 : 10,
            kiwiRepetitions: large ? 1 : (n >= 4_000 ? 3 : 10),
            kiwiWarmup: !large)
    }
}

/// `count` steps suggesting `a`, `b`, `a`, … for `variable`.
func alternating(_ variable: Int, _ a: Double, _ b: Double, count: Int) -> [[Suggestion]] {
    (0..<count).map { [Suggestion(variable: variable, value: $0 % 2 == 0 ? a : b)] }
}
