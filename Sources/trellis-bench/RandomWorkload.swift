/// `random`: 500 variables and 1,000 candidate *required* constraints of 1–3 terms, 12% of them
/// inequalities, from a fixed-seed ``SplitMix64``. Far more equalities than variables: about half of the
/// candidates conflict with the ones before them and must be rejected.
///
/// Coefficients are nonzero integers in −4…4 and constants integers in −100…100 (exact in binary, so any
/// residual violation is the solver's own rounding). Each runner adds the candidates in order, counts the
/// accepted and rejected ones, and measures the largest violation of the accepted ones at its solution. A
/// solver whose failed adds leave traces (kiwi re-pivots the failed row) violates constraints it accepted.
enum RandomWorkload {
    static let variableCount = 500
    static let candidateCount = 1_000
    static let inequalityPercent = 12
    static let seed: UInt64 = 0x7472_656C_6C69_7321  // "trellis!"

    static func make() -> Workload {
        var rng = SplitMix64(seed: seed)
        var constraints: [LinearConstraint] = []
        constraints.reserveCapacity(candidateCount)
        for _ in 0..<candidateCount {
            let termCount = rng.integer(in: 1...3)
            var chosen: [Int] = []
            while chosen.count < termCount {
                let v = rng.below(variableCount)
                if !chosen.contains(v) { chosen.append(v) }
            }
            let terms = chosen.map { v -> LinearTerm in
                var c = 0
                while c == 0 { c = rng.integer(in: -4...4) }
                return LinearTerm(variable: v, coefficient: Double(c))
            }
            let constant = Double(rng.integer(in: -100...100))
            let relation: LinearRelation
            if rng.below(100) < inequalityPercent {
                relation = rng.below(2) == 0 ? .lessThanOrEqual : .greaterThanOrEqual
            } else {
                relation = .equal
            }
            constraints.append(LinearConstraint(terms: terms, constant: constant, relation: relation, priority: 1000))
        }
        return Workload(
            name: "random", size: candidateCount, kind: .random,
            variableNames: (0..<variableCount).map { "v\($0)" }, constraints: constraints, edits: [], initial: [],
            phases: [], repetitions: 5, kiwiRepetitions: 5, kiwiWarmup: true)
    }
}
