/// `chain`: N views in a row, each placed after the previous one.
///
/// View i has variables `x, w` and the constraints, added view by view: `x0 == 0` (first view) or
/// `x_i == x_{i−1} + w_{i−1} + 8`, then `w_i >= 20` and `w_i == 100 @ 500`; last comes `x + w <= W` for the
/// last view, with `W` an edit variable at 900 (kiwi's strong). Natural widths need `W >= 108·N − 8`.
///
/// Phases: build+solve at `W = 110·N` (the last constraint is slack); `slack ±1` (110·N + 1, 110·N, …);
/// `slack→binding` (one step to `W = 100·N`, which shrinks widths below 100: the last constraint binds);
/// `binding ±1` (100·N + 1, 100·N, …); `binding→slack` (one step back to 110·N). The rows of a chain are
/// dense (the row of `x_i` holds O(i) symbols), which makes kiwi's build cubic.
enum ChainWorkload {
    static let sizes = [100, 1_000, 4_000]

    static func make(views n: Int) -> Workload {
        var names: [String] = ["W"]
        names.reserveCapacity(2 * n + 1)
        let wEdit = 0
        var constraints: [LinearConstraint] = []
        constraints.reserveCapacity(3 * n + 1)
        for i in 0..<n {
            let x = names.count, w = x + 1
            names += ["x\(i)", "w\(i)"]
            if i == 0 {
                constraints.append(
                    LinearConstraint(
                        terms: [.init(variable: x, coefficient: 1)], constant: 0, relation: .equal, priority: 1000))
            } else {
                constraints.append(
                    LinearConstraint(
                        terms: [
                            .init(variable: x, coefficient: 1), .init(variable: x - 2, coefficient: -1),
                            .init(variable: x - 1, coefficient: -1),
                        ], constant: -8, relation: .equal, priority: 1000))
            }
            constraints += [
                LinearConstraint(
                    terms: [.init(variable: w, coefficient: 1)], constant: -20, relation: .greaterThanOrEqual,
                    priority: 1000),
                LinearConstraint(
                    terms: [.init(variable: w, coefficient: 1)], constant: -100, relation: .equal, priority: 500),
            ]
        }
        let lastX = names.count - 2, lastW = names.count - 1
        constraints.append(
            LinearConstraint(
                terms: [
                    .init(variable: lastX, coefficient: 1), .init(variable: lastW, coefficient: 1),
                    .init(variable: wEdit, coefficient: -1),
                ], constant: 0, relation: .lessThanOrEqual, priority: 1000))

        let slack = 110 * Double(n), binding = 100 * Double(n)
        // Enough ±1 steps to be measurable; the transitions are one step each (they are the expensive part).
        let steps = n >= 4_000 ? 20 : (n >= 1_000 ? 40 : 100)
        let large = n >= 1_000
        return Workload(
            name: "chain", size: n, kind: .timed, variableNames: names, constraints: constraints,
            edits: [EditDeclaration(variable: wEdit, priority: 900)],
            initial: [Suggestion(variable: wEdit, value: slack)],
            phases: [
                ResizePhase(name: "slack ±1", steps: alternating(wEdit, slack + 1, slack, count: steps)),
                ResizePhase(name: "slack→binding", steps: [[Suggestion(variable: wEdit, value: binding)]]),
                ResizePhase(name: "binding ±1", steps: alternating(wEdit, binding + 1, binding, count: steps)),
                ResizePhase(name: "binding→slack", steps: [[Suggestion(variable: wEdit, value: slack)]]),
            ],
            // Small sizes take milliseconds: the best of many samples resists a busy machine.
            repetitions: n >= 1_000 ? 3 : 15,
            kiwiRepetitions: large ? 1 : 15,
            kiwiWarmup: !large)
    }
}
