import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// Property tests: random small systems, solved by `Solver` and by the brute-force reference
/// (`BruteForceSolver`, which shares no code with the solver), must agree on everything the contract fixes:
/// which required constraints are rejected, that conflict sets are infeasible and minimal, that the required
/// constraints hold, and the lexicographic violation vector (not the values: optima need not be unique).
/// Every run uses the same fixed seeds.
@Suite struct SolverPropertyTests {
    // MARK: 1. Random systems

    @Test func randomSystemsMatchBruteForce() {
        var rng = SplitMix64(seed: 0x5EED_0001)
        var report = FailureReport()
        var refused = 0, largerConflicts = 0, multiLevel = 0
        for system in 0..<400 {
            let n = rng.int(1...3)
            let priorities = randomPriorities(&rng)
            var specs: [ConstraintSpec] = []
            for _ in 0..<rng.int(2...6) { specs.append(randomSpec(n, required: true, priorities: priorities, &rng)) }
            for _ in 0..<rng.int(2...8) { specs.append(randomSpec(n, required: false, priorities: priorities, &rng)) }
            rng.shuffle(&specs)

            let h = Harness(variableCount: n)
            for spec in specs {
                var problems: [String] = []
                h.checkedApply(.add(spec), problems: &problems)
                report.record(problems, "system \(system)", h)
                if case let .unsatisfiable(conflicts)? = h.lastOutcome {
                    refused += 1
                    if conflicts.count >= 2 { largerConflicts += 1 }
                }
            }
            report.record(h.compareWithReference(), "system \(system), final", h)
            if BruteForceSolver.levels(of: h.referenceConstraints()).count >= 2 { multiLevel += 1 }
        }
        // The systems exercise what they are meant to: refusals, conflict sets of several constraints, and
        // several priority levels at once.
        #expect(
            refused >= 200 && largerConflicts >= 60 && multiLevel >= 150,
            "\(refused) refused, \(largerConflicts) with ≥ 2 conflicts, \(multiLevel) multi-level systems")
        report.finish()
    }

    // MARK: 2. Incremental operations

    @Test func incrementalOperationsMatchBruteForce() {
        var rng = SplitMix64(seed: 0x5EED_0002)
        var report = FailureReport()
        for sequence in 0..<150 {
            let n = rng.int(1...3)
            let priorities = randomPriorities(&rng)
            let h = Harness(variableCount: n)
            for step in 0..<22 {
                let op = randomOperation(h, priorities: priorities, &rng)
                var problems: [String] = []
                h.checkedApply(op, problems: &problems)
                problems += h.compareWithReference()
                report.record(problems, "sequence \(sequence), step \(step)", h)
            }
        }
        report.finish()
    }

    /// Minimal case found by `incrementalOperationsMatchBruteForce`: relaxing a soft inequality that does not
    /// bind moves the solution and loses the lower level's optimum.
    ///
    /// Required: −100 ≤ xᵢ ≤ 100, x0 + x1 − x2 == 0. @750: x0 ≥ 0, x2 ≤ 0, 3·x1 − x2 == 0. @500: x2 ≤ 0.
    /// Level 750 is 0 exactly where x2 = 3·x1, x0 = x2 − x1 = 2·x1, x0 ≥ 0 and x2 ≤ 0, i.e. only at x1 = 0:
    /// the optimum is x = (0, 0, 0), violations (0, 0).
    /// Then `x2 ≤ 0 @ 750` becomes `x2 ≤ 1` (constant 0 → −1). Level 750 is now 0 exactly for x1 ∈ [0, 1/3]
    /// (x2 = 3·x1 ≤ 1); level 500 there is max(0, x2) = 3·x1, least at x1 = 0. The unique optimum is still
    /// x = (0, 0, 0) with violations (0, 0).
    @Test func relaxingNonBindingSoftInequalityKeepsOptimum() throws {
        let s = Solver()
        let x = (0..<3).map { s.makeVariable("x\($0)") }
        for v in x {
            try s.add(Constraint(LinearExpression([Term(v)], constant: 100), .greaterThanOrEqual))  // v ≥ −100
            try s.add(Constraint(LinearExpression([Term(v)], constant: -100), .lessThanOrEqual))  // v ≤ 100
        }
        try s.add(Constraint(LinearExpression([Term(x[0])]), .greaterThanOrEqual, priority: 750))
        let cap = Constraint(LinearExpression([Term(x[2])]), .lessThanOrEqual, priority: 750)
        try s.add(cap)
        try s.add(Constraint(LinearExpression([Term(x[0]), Term(x[1]), Term(x[2], -1)]), .equal))
        try s.add(Constraint(LinearExpression([Term(x[1], 3), Term(x[2], -1)]), .equal, priority: 750))
        try s.add(Constraint(LinearExpression([Term(x[2])]), .lessThanOrEqual, priority: 500))
        for v in x { #expect(abs(s.value(of: v)) <= 1e-9, "before: \(x.map { s.value(of: $0) })") }
        try s.updateConstant(of: cap, to: -1)  // x2 ≤ 1 @ 750
        for v in x { #expect(abs(s.value(of: v)) <= 1e-9, "after: \(x.map { s.value(of: $0) })") }
        #expect(s._checkInvariants() == nil)
    }

    /// Minimal case found by `incrementalOperationsMatchBruteForce`: a suggestion loses the lower level's optimum.
    ///
    /// Required: −100 ≤ xᵢ ≤ 100, 2·x0 − x1 + 3·x2 ≥ 0, 3·x0 − x1 ≥ 0.
    /// @999: −3·x0 + 2·x1 == 0, −3·x0 + x1 − x2 − 1 ≥ 0, and the edit x1 == −10. @250: x2 == 0.
    /// Level 999: let u = −3·x0 + 2·x1; 3·x0 ≥ x1 gives u ≤ x1. If x1 ≥ −10 and u ≤ 0, |x1 + 10| + |u| ≥
    /// (x1 + 10) − x1 = 10; if u > 0 then x1 > 0 and |x1 + 10| > 10; if x1 < −10 then |u| ≥ −x1 > 10. So the
    /// level is at least 10, with equality only where 3·x0 = x1, −10 ≤ x1 ≤ 0 and the soft inequality holds
    /// (−x1 + x1 − x2 − 1 ≥ 0: x2 ≤ −1). There, the required 2·x0 − x1 + 3·x2 ≥ 0 reads x2 ≥ x1/9 ≥ −10/9.
    /// Level 250, |x2|, is least at x2 = −1 (needs x1 ≤ −9). Optimum: x2 = −1, x0 = x1/3, −10 ≤ x1 ≤ −9;
    /// violations (10, 1). (x = (−10/3, −10, −10/9) reaches 10 at level 999 but 10/9 at level 250.)
    @Test func suggestValueKeepsLowerLevelOptimum() throws {
        let s = Solver()
        let x = (0..<3).map { s.makeVariable("x\($0)") }
        for v in x {
            try s.add(Constraint(LinearExpression([Term(v)], constant: 100), .greaterThanOrEqual))
            try s.add(Constraint(LinearExpression([Term(v)], constant: -100), .lessThanOrEqual))
        }
        try s.add(Constraint(LinearExpression([Term(x[0], -3), Term(x[1], 2)]), .equal, priority: 999))
        try s.add(
            Constraint(
                LinearExpression([Term(x[0], -3), Term(x[1], 1), Term(x[2], -1)], constant: -1),
                .greaterThanOrEqual, priority: 999))
        try s.add(Constraint(LinearExpression([Term(x[0], 2), Term(x[1], -1), Term(x[2], 3)]), .greaterThanOrEqual))
        try s.add(Constraint(LinearExpression([Term(x[0], 3), Term(x[1], -1)]), .greaterThanOrEqual))
        try s.add(Constraint(LinearExpression([Term(x[2])]), .equal, priority: 250))
        try s.addEditVariable(x[1], priority: 999)
        try s.suggestValue(x[1], -10)
        let (x0, x1, x2) = (s.value(of: x[0]), s.value(of: x[1]), s.value(of: x[2]))
        #expect(abs(x2 + 1) <= 1e-9, "x = \([x0, x1, x2])")
        #expect(abs(x0 - x1 / 3) <= 1e-9 && x1 >= -10 - 1e-9 && x1 <= -9 + 1e-9, "x = \([x0, x1, x2])")
        #expect(s._checkInvariants() == nil)
    }

    // MARK: 3. A failed add (or constant change) leaves no trace

    @Test func failedAddLeavesSolverAsFreshSolver() {
        var rng = SplitMix64(seed: 0x5EED_0003)
        var report = FailureReport()
        var failedAdds = 0, failedUpdates = 0
        for system in 0..<200 {
            let n = rng.int(1...3)
            let priorities = randomPriorities(&rng)
            let a = Harness(variableCount: n)  // gets the failing call
            let b = Harness(variableCount: n)  // built fresh without it
            var problems: [String] = []
            for _ in 0..<rng.int(4...12) {
                let op = randomOperation(a, priorities: priorities, &rng)
                problems += Harness.applyToBoth(op, a, b)
            }

            // A required change that cannot hold with the required constraints now in the solver.
            let failing = conflictingOperation(a, priorities: priorities, &rng)
            if case .add = failing { failedAdds += 1 } else { failedUpdates += 1 }
            let dumpBefore = a.solver.dump()
            let valuesBefore = a.values().map(\.bitPattern)
            let outcome = a.apply(failing)
            b.skip(failing)
            if case .unsatisfiable = outcome {} else { problems.append("\(failing) was not refused: \(outcome)") }
            if a.solver.dump() != dumpBefore {
                problems.append("dump changed by the failed call:\n\(dumpBefore)---\n\(a.solver.dump())")
            }
            if a.values().map(\.bitPattern) != valuesBefore { problems.append("values changed by the failed call") }
            if case .add = failing, let c = a.constraints.last!, a.solver.contains(c) {
                problems.append("the refused constraint is in the solver")
            }
            if let broken = a.solver._checkInvariants() { problems.append("invariants after failed call: \(broken)") }
            problems += Harness.compare(a, b)

            // Both must now behave identically, bit for bit.
            for _ in 0..<10 {
                let op = randomOperation(a, priorities: priorities, &rng, editBias: true)
                problems += Harness.applyToBoth(op, a, b)
            }
            report.record(problems, "system \(system)", a)
        }
        #expect(
            failedAdds >= 60 && failedUpdates >= 30,
            "too few failing calls: \(failedAdds) adds, \(failedUpdates) updates")
        report.finish()
    }

    /// Minimal case found by `failedAddLeavesSolverAsFreshSolver` (one variable, three constraints).
    ///
    /// Required: −100 ≤ x ≤ 100 and −3x + 1 ≤ 0 (x ≥ 1/3). At 500: −x + 1 ≤ 0 (x ≥ 1) and x == 0.
    /// Optimum: the 500 level is |x| + max(0, 1 − x); on x ≥ 1/3 it is 1 for every 1/3 ≤ x ≤ 1 (not unique: the
    /// contract fixes only the violation sum 1). Then the required x == 0 is refused
    /// (it conflicts with x ≥ 1/3, conflicts = [x ≥ 1/3]) and the soft x ≥ 1 becomes x ≥ −1 (constant 1 → −1):
    /// the 500 level is now |x| alone (x ≥ −1 holds for x ≥ 1/3), least at x = 1/3, violation 1/3.
    /// A refused add must leave the solver exactly as it was, so the solver that saw the refused add and a
    /// fresh solver given the same calls without it must agree bit for bit.
    @Test func failedAddThenConstantChangeMatchesFreshSolver() throws {
        func build(withFailedAdd: Bool) throws -> (Solver, Variable) {
            let s = Solver()
            let x = s.makeVariable("x")
            try s.add(Constraint(LinearExpression([Term(x)], constant: 100), .greaterThanOrEqual))  // x ≥ −100
            try s.add(Constraint(LinearExpression([Term(x)], constant: -100), .lessThanOrEqual))  // x ≤ 100
            let atLeastOne = Constraint(LinearExpression([Term(x, -1)], constant: 1), .lessThanOrEqual, priority: 500)
            try s.add(atLeastOne)
            try s.add(Constraint(LinearExpression(x), .equal, priority: 500))  // x == 0 @ 500
            let third = Constraint(LinearExpression([Term(x, -3)], constant: 1), .lessThanOrEqual)  // x ≥ 1/3
            try s.add(third)
            let v = s.value(of: x)
            #expect(v >= 1.0 / 3 - 1e-9 && abs(abs(v) + max(0, 1 - v) - 1) <= 1e-9)
            if withFailedAdd {
                let zero = Constraint(LinearExpression(x), .equal)  // x == 0, required
                #expect {
                    try s.add(zero)
                } throws: { error in
                    guard case let SolverError.unsatisfiable(c, conflicts) = error else { return false }
                    return c === zero && conflicts.count == 1 && conflicts[0] === third
                }
            }
            try s.updateConstant(of: atLeastOne, to: -1)  // now x ≥ −1 @ 500
            return (s, x)
        }
        let (a, xa) = try build(withFailedAdd: true)
        let (b, xb) = try build(withFailedAdd: false)
        #expect(abs(a.value(of: xa) - 1.0 / 3) <= 1e-9)
        #expect(abs(b.value(of: xb) - 1.0 / 3) <= 1e-9)
        #expect(
            a.value(of: xa).bitPattern == b.value(of: xb).bitPattern,
            "after a refused add: \(a.value(of: xa)); fresh: \(b.value(of: xb))")
        #expect(a.dump() == b.dump())
    }

    /// The same defect through a refused constant change (minimal case found by
    /// `failedAddLeavesSolverAsFreshSolver`).
    ///
    /// Required: −100 ≤ xᵢ ≤ 100, x0 + x2 == 0, −x0 + 3·x1 + 3·x2 − 1 ≥ 0, x1 − x2 == 0 (the one changed).
    /// @500: x1 + 2·x2 ≥ 0 and the edit x2 == suggestion.
    /// The required equalities give x0 = −x2, x1 = x2, and then the inequality reads 7·x2 ≥ 1.
    /// Changing x1 − x2 == 0 to x1 − x2 − 298 == 0 would need x1 = x2 + 298 > 100 (as x2 ≥ 1/7): refused.
    /// With the suggestion x2 = −1, level 500 is max(0, −3·x2) + |x2 + 1| = x2 + 1 for x2 ≥ 1/7, least at
    /// x2 = 1/7: x = (−1/7, 1/7, 1/7), violation 8/7.
    @Test func failedConstantChangeThenSuggestionMatchesFreshSolver() throws {
        func build(withFailedChange: Bool) throws -> (Solver, [Variable]) {
            let s = Solver()
            let x = (0..<3).map { s.makeVariable("x\($0)") }
            for v in x {
                try s.add(Constraint(LinearExpression([Term(v)], constant: 100), .greaterThanOrEqual))
                try s.add(Constraint(LinearExpression([Term(v)], constant: -100), .lessThanOrEqual))
            }
            try s.add(Constraint(LinearExpression([Term(x[0]), Term(x[2])]), .equal))
            try s.add(
                Constraint(
                    LinearExpression([Term(x[0], -1), Term(x[1], 3), Term(x[2], 3)], constant: -1),
                    .greaterThanOrEqual))
            try s.addEditVariable(x[2], priority: 500)
            try s.add(Constraint(LinearExpression([Term(x[1]), Term(x[2], 2)]), .greaterThanOrEqual, priority: 500))
            let tie = Constraint(LinearExpression([Term(x[1]), Term(x[2], -1)]), .equal)
            try s.add(tie)
            if withFailedChange {
                #expect(throws: SolverError.self) { try s.updateConstant(of: tie, to: -298) }
                #expect(tie.expression.constant == 0)
            }
            try s.suggestValue(x[2], -1)
            return (s, x)
        }
        let (a, xa) = try build(withFailedChange: true)
        let (b, xb) = try build(withFailedChange: false)
        for (k, expected) in [-1.0 / 7, 1.0 / 7, 1.0 / 7].enumerated() {
            #expect(abs(a.value(of: xa[k]) - expected) <= 1e-9)
            #expect(abs(b.value(of: xb[k]) - expected) <= 1e-9)
        }
        #expect(
            xa.map { a.value(of: $0).bitPattern } == xb.map { b.value(of: $0).bitPattern },
            "after a refused change: \(xa.map { a.value(of: $0) }); fresh: \(xb.map { b.value(of: $0) })")
    }

    // MARK: 4. Determinism

    @Test func determinismInProcess() {
        var rng = SplitMix64(seed: 0x5EED_0004)
        var report = FailureReport()
        for sequence in 0..<100 {
            let n = rng.int(1...3)
            let priorities = randomPriorities(&rng)
            let a = Harness(variableCount: n), b = Harness(variableCount: n)
            var problems: [String] = []
            for _ in 0..<30 {
                let op = randomOperation(a, priorities: priorities, &rng)
                problems += Harness.applyToBoth(op, a, b)
            }
            report.record(problems, "sequence \(sequence)", a)
        }
        report.finish()
    }

    // MARK: 5. Strict priorities, by hand

    @Test func lexicographicBeatsAnyWeighting() throws {
        // x == 0 @ 751 against 1000 copies of x == 10 @ 750. Strict priorities: level 751 is minimised first,
        // to 0, at x = 0 only; level 750 then has no freedom left: x = 0, violations (0, 1000·10).
        // Any weighted sum would pay 751·|x| against 750·1000·|x − 10| and choose x = 10.
        // Added last, the 751 constraint gets 300 copies before it: with the 751 constraint added last, this
        // solver takes time quadratic in the number of copies (about 4 s for 1000 in a debug build), and 300
        // copies already defeat any weighting.
        for (strongFirst, copies) in [(true, 1000), (false, 300)] {
            let s = Solver()
            let x = s.makeVariable("x")
            let strong = (x == 0).withPriority(751)
            if strongFirst { try s.add(strong) }
            for _ in 0..<copies { try s.add((x == 10).withPriority(750)) }
            if !strongFirst { try s.add(strong) }
            #expect(abs(s.value(of: x)) <= 1e-9, "strong added \(strongFirst ? "first" : "last")")
            #expect(s._checkInvariants() == nil)
        }
    }

    @Test func threeLevelsByHand() throws {
        // Required: 0 ≤ x ≤ 100, 0 ≤ y ≤ 100.
        // @750: x + y == 100. @500: x == 80, y == 80. @250: five copies of x == 0.
        // Level 750: x + y = 100 is reachable, so the optimum keeps it (violation 0).
        // Level 500 on that segment (y = 100 − x): |x − 80| + |20 − x|, which is 60 for 20 ≤ x ≤ 80 and
        //   more outside, so x ∈ [20, 80] with violation 60.
        // Level 250: 5·|x|, least at x = 20 (violation 100).
        // Answer: x = 20, y = 80, violations (0, 60, 100).
        // A weighted sum 750·v₇₅₀ + 500·v₅₀₀ + 250·v₂₅₀ would instead prefer (0, 100): 500·100 = 50,000 against
        // 500·60 + 250·100 = 55,000 at (20, 80).
        for order in 0..<3 {
            let s = Solver()
            let x = s.makeVariable("x"), y = s.makeVariable("y")
            var soft: [Constraint] = [
                (x + y == 100).withPriority(750), (x == 80).withPriority(500),
                (y == 80).withPriority(500),
            ]
            for _ in 0..<5 { soft.append((x == 0).withPriority(250)) }
            if order == 1 { soft.reverse() }
            if order == 2 { soft = [soft[3], soft[1], soft[4], soft[0], soft[5], soft[2], soft[6], soft[7]] }
            try s.add(x >= 0)
            try s.add(x <= 100)
            try s.add(y >= 0)
            try s.add(y <= 100)
            for c in soft { try s.add(c) }
            #expect(abs(s.value(of: x) - 20) <= 1e-9, "order \(order): x = \(s.value(of: x))")
            #expect(abs(s.value(of: y) - 80) <= 1e-9, "order \(order): y = \(s.value(of: y))")
            #expect(s._checkInvariants() == nil)
        }
    }
}

// MARK: - Random systems

/// A constraint as data, so that one constraint can be made for several solvers and for the reference.
fileprivate struct ConstraintSpec: CustomStringConvertible {
    var coefficients: [Int]
    var constant: Double
    var relation: ReferenceRelation
    var priority: Double
    /// Writes the first term twice (`a·x` as `(a − 1)·x + 1·x`): expressions may repeat a variable.
    var splitsFirstTerm = false

    var reference: ReferenceConstraint {
        ReferenceConstraint(
            coefficients: coefficients.map(Double.init), constant: constant, relation: relation,
            priority: priority)
    }

    func make(_ variables: [Variable]) -> Constraint {
        var terms: [Term] = []
        for (i, a) in coefficients.enumerated() where a != 0 {
            if splitsFirstTerm && terms.isEmpty {
                terms.append(Term(variables[i], Double(a - 1)))
                terms.append(Term(variables[i], 1))
            } else {
                terms.append(Term(variables[i], Double(a)))
            }
        }
        let relation: Relation =
            switch self.relation {
            case .lessOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterOrEqual: .greaterThanOrEqual
            }
        return Constraint(LinearExpression(terms, constant: constant), relation, priority: Priority(priority))
    }

    var description: String { reference.description }

    /// `−100 ≤ xᵢ ≤ 100` as two required constraints.
    static func box(_ i: Int, of n: Int) -> [ConstraintSpec] {
        var a = [Int](repeating: 0, count: n)
        a[i] = 1
        return [
            ConstraintSpec(coefficients: a, constant: 100, relation: .greaterOrEqual, priority: 1000),
            ConstraintSpec(coefficients: a, constant: -100, relation: .lessOrEqual, priority: 1000),
        ]
    }
}

/// One to three priority levels for a system's non-required constraints.
fileprivate func randomPriorities(_ rng: inout SplitMix64) -> [Double] {
    var all: [Double] = [250, 500, 750, 751, 999, 1]
    rng.shuffle(&all)
    return Array(all.prefix(rng.int(1...3)))
}

/// Integer coefficients in −3…3 (rarely all zero: a constant constraint), constant in −20…20.
fileprivate func randomSpec(_ n: Int, required: Bool, priorities: [Double], _ rng: inout SplitMix64) -> ConstraintSpec {
    var coefficients: [Int]
    repeat {
        coefficients = (0..<n).map { _ in rng.int(-3...3) }
    } while coefficients.allSatisfy({ $0 == 0 }) && !rng.chance(0.05)
    let relation: ReferenceRelation = rng.pick([.equal, .lessOrEqual, .greaterOrEqual])
    return ConstraintSpec(
        coefficients: coefficients, constant: Double(rng.int(-20...20)), relation: relation,
        priority: required ? 1000 : rng.pick(priorities), splitsFirstTerm: rng.chance(0.1))
}

/// One operation on a solver, with constraints named by handle (their index in `Harness.constraints`).
fileprivate enum Operation: CustomStringConvertible {
    case add(ConstraintSpec)
    case remove(handle: Int)
    case updateConstant(handle: Int, to: Double)
    case addEditVariable(Int, priority: Double)
    case suggestValue(Int, Double)
    case removeEditVariable(Int)

    var description: String {
        switch self {
        case let .add(spec): "add \(spec)"
        case let .remove(h): "remove #\(h)"
        case let .updateConstant(h, k): "updateConstant #\(h) to \(k)"
        case let .addEditVariable(i, p): "addEditVariable x\(i) @ \(p)"
        case let .suggestValue(i, v): "suggestValue x\(i) = \(v)"
        case let .removeEditVariable(i): "removeEditVariable x\(i)"
        }
    }
}

/// A random operation that makes sense in `h`'s state. The bounding box (the first constraints) stays.
fileprivate func randomOperation(_ h: Harness, priorities: [Double], _ rng: inout SplitMix64, editBias: Bool = false)
    -> Operation
{
    let n = h.variables.count
    let changeable = h.liveHandles.filter { $0 >= h.boxCount }
    let edited = (0..<n).filter { h.edits[$0] != nil }
    let free = (0..<n).filter { h.edits[$0] == nil }
    let roll = rng.int(0...99)
    switch roll {
    case 0..<(editBias ? 25 : 38):
        return .add(randomSpec(n, required: rng.chance(0.45), priorities: priorities, &rng))
    case 38..<50 where !changeable.isEmpty:
        return .remove(handle: rng.pick(changeable))
    case 50..<70 where !changeable.isEmpty:
        return .updateConstant(handle: rng.pick(changeable), to: Double(rng.int(-20...20)))
    case 70..<80 where !free.isEmpty:
        return .addEditVariable(rng.pick(free), priority: rng.pick(priorities))
    case 80..<96 where !edited.isEmpty:
        let value = rng.chance(0.2) ? Double(rng.int(-240...240)) / 2 : Double(rng.int(-120...120))
        return .suggestValue(rng.pick(edited), value)
    case 96..<100 where !edited.isEmpty:
        return .removeEditVariable(rng.pick(edited))
    default:
        if editBias && !free.isEmpty && rng.chance(0.5) {
            return .addEditVariable(rng.pick(free), priority: rng.pick(priorities))
        }
        if editBias && !edited.isEmpty { return .suggestValue(rng.pick(edited), Double(rng.int(-120...120))) }
        return .add(randomSpec(n, required: rng.chance(0.45), priorities: priorities, &rng))
    }
}

/// A required add or constant change that the reference says cannot hold with `h`'s required constraints.
fileprivate func conflictingOperation(_ h: Harness, priorities: [Double], _ rng: inout SplitMix64) -> Operation {
    let reference = BruteForceSolver(variableCount: h.variables.count)
    let required = h.referenceConstraints().filter(\.isRequired)
    let changeable = h.liveHandles.filter { $0 >= h.boxCount && h.specs[$0].priority >= 1000 }
    if rng.chance(0.5) && !changeable.isEmpty {
        for _ in 0..<40 {
            let handle = rng.pick(changeable)
            let k = Double(rng.int(-300...300))
            if !reference.isFeasible(h.referenceConstraints(changing: handle, to: k).filter(\.isRequired)) {
                return .updateConstant(handle: handle, to: k)
            }
        }
    }
    if rng.chance(0.6) {
        for _ in 0..<100 {
            let spec = randomSpec(h.variables.count, required: true, priorities: priorities, &rng)
            if !reference.isFeasible(required + [spec.reference]) { return .add(spec) }
        }
    }
    // The negation, moved one unit past the boundary, of a required constraint in the solver.
    var spec = h.specs[rng.pick(h.liveHandles.filter { h.specs[$0].priority >= 1000 })]
    switch spec.relation {
    case .equal: spec.constant += 1
    case .lessOrEqual: (spec.relation, spec.constant) = (.greaterOrEqual, spec.constant - 1)
    case .greaterOrEqual: (spec.relation, spec.constant) = (.lessOrEqual, spec.constant + 1)
    }
    spec.splitsFirstTerm = rng.chance(0.3)
    return .add(spec)
}

// MARK: - Harness

/// What an operation did.
fileprivate enum Outcome: Equatable, CustomStringConvertible {
    case done
    /// Refused as unsatisfiable; the conflicting constraints by handle.
    case unsatisfiable(conflicts: [Int])
    case failed(String)

    var description: String {
        switch self {
        case .done: "done"
        case let .unsatisfiable(conflicts): "unsatisfiable, conflicts \(conflicts.map { "#\($0)" })"
        case let .failed(why): "failed: \(why)"
        }
    }
}

/// A solver with a model of what it should hold: the constraints by handle (with their current constants)
/// and the edit variables with their current suggestions. Starts with the box −100 ≤ xᵢ ≤ 100.
fileprivate final class Harness {
    let solver: Solver
    let variables: [Variable]
    /// By handle; nil when a call was skipped (`skip`) to keep handles aligned with another harness.
    var constraints: [Constraint?] = []
    var specs: [ConstraintSpec] = []
    var isLive: [Bool] = []
    /// Per variable: the edit priority and the current suggestion.
    var edits: [(priority: Double, suggestion: Double)?]
    let boxCount: Int
    /// Every call made, with its outcome, for failure reports.
    var log: [String] = []
    /// Every call made (after the box).
    var history: [Operation] = []
    /// The outcome of the last call.
    var lastOutcome: Outcome? = nil

    init(variableCount n: Int) {
        let solver = Solver()
        self.solver = solver
        variables = (0..<n).map { solver.makeVariable("x\($0)") }
        edits = Array(repeating: nil, count: n)
        boxCount = 2 * n
        for i in 0..<n {
            for spec in ConstraintSpec.box(i, of: n) {
                let outcome = apply(.add(spec))
                precondition(outcome == .done)
            }
        }
    }

    var liveHandles: [Int] { isLive.indices.filter { isLive[$0] } }

    func values() -> [Double] { variables.map { solver.value(of: $0) } }

    /// The live constraints and the edit constraints `xᵢ − suggestion == 0`, for the reference.
    func referenceConstraints(changing handle: Int? = nil, to constant: Double = 0) -> [ReferenceConstraint] {
        var result: [ReferenceConstraint] = []
        for h in liveHandles {
            var r = specs[h].reference
            if h == handle { r.constant = constant }
            result.append(r)
        }
        for (i, edit) in edits.enumerated() {
            guard let edit else { continue }
            var a = [Double](repeating: 0, count: variables.count)
            a[i] = 1
            result.append(
                ReferenceConstraint(
                    coefficients: a, constant: -edit.suggestion, relation: .equal,
                    priority: edit.priority))
        }
        return result
    }

    /// Performs `op` on the solver and updates the model when it succeeds.
    @discardableResult
    func apply(_ op: Operation) -> Outcome {
        let handle = constraints.count
        let outcome = perform(op)
        lastOutcome = outcome
        if handle >= boxCount { history.append(op) }
        if case .add = op { log.append("#\(handle) = \(op) → \(outcome)") } else { log.append("\(op) → \(outcome)") }
        return outcome
    }

    private func perform(_ op: Operation) -> Outcome {
        do {
            switch op {
            case let .add(spec):
                let c = spec.make(variables)
                constraints.append(c)
                specs.append(spec)
                isLive.append(false)
                do {
                    try solver.add(c)
                } catch let SolverError.unsatisfiable(reported, conflicts) {
                    guard reported === c else { return .failed("reported another constraint: \(reported)") }
                    return conflictOutcome(conflicts)
                }
                isLive[isLive.count - 1] = true
            case let .remove(h):
                try solver.remove(constraints[h]!)
                isLive[h] = false
            case let .updateConstant(h, k):
                do {
                    try solver.updateConstant(of: constraints[h]!, to: k)
                } catch let SolverError.unsatisfiable(reported, conflicts) {
                    guard reported === constraints[h]! else {
                        return .failed("reported another constraint: \(reported)")
                    }
                    guard reported.expression.constant == specs[h].constant else {
                        return .failed("refused change altered the constant to \(reported.expression.constant)")
                    }
                    return conflictOutcome(conflicts)
                }
                specs[h].constant = k
            case let .addEditVariable(i, p):
                let start = solver.value(of: variables[i])
                try solver.addEditVariable(variables[i], priority: Priority(p))
                edits[i] = (p, start)
            case let .suggestValue(i, v):
                try solver.suggestValue(variables[i], v)
                edits[i]!.suggestion = v
            case let .removeEditVariable(i):
                try solver.removeEditVariable(variables[i])
                edits[i] = nil
            }
            return .done
        } catch {
            return .failed("\(error)")
        }
    }

    private func conflictOutcome(_ conflicts: [Constraint]) -> Outcome {
        var handles: [Int] = []
        for c in conflicts {
            guard let h = constraints.firstIndex(where: { $0 === c }) else {
                return .failed("conflict \(c) was never added")
            }
            handles.append(h)
        }
        return .unsatisfiable(conflicts: handles)
    }

    /// Updates the model as if `op` had been made and refused (keeps handles aligned with a harness that made it).
    func skip(_ op: Operation) {
        log.append("(skipped) \(op)")
        if case let .add(spec) = op {
            constraints.append(nil)
            specs.append(spec)
            isLive.append(false)
        }
    }

    // MARK: Checks

    /// Applies `op` and checks the outcome against the reference: a required add or constant change is refused
    /// exactly when the reference finds the required constraints infeasible with it; a refusal reports a
    /// minimal infeasible conflict set and leaves the solver unchanged; everything else succeeds.
    func checkedApply(_ op: Operation, problems: inout [String]) {
        let reference = BruteForceSolver(variableCount: variables.count)
        var candidate: ReferenceConstraint? = nil
        var changing: Int? = nil
        switch op {
        case let .add(spec) where spec.priority >= 1000:
            candidate = spec.reference
        case let .updateConstant(h, k) where specs[h].priority >= 1000:
            candidate = specs[h].reference
            candidate!.constant = k
            changing = h
        default: break
        }
        var feasible = true
        if let candidate {
            // The required constraints as they would be after the call.
            let after =
                changing == nil
                ? referenceConstraints() + [candidate]
                : referenceConstraints(changing: changing!, to: candidate.constant)
            feasible = reference.isFeasible(after.filter(\.isRequired))
        }
        let dumpBefore = solver.dump()
        let valuesBefore = values().map(\.bitPattern)
        let outcome = apply(op)
        switch outcome {
        case .done:
            if !feasible { problems.append("\(op) was accepted, but the reference finds it infeasible") }
        case let .unsatisfiable(conflicts):
            guard let candidate, !feasible else {
                problems.append("\(op) was refused (\(outcome)), but the reference finds it feasible")
                return
            }
            if let problem = conflictProblem(candidate, conflicts, changing: changing) { problems.append(problem) }
            if solver.dump() != dumpBefore { problems.append("refused \(op) changed the dump") }
            if values().map(\.bitPattern) != valuesBefore { problems.append("refused \(op) changed values") }
        case let .failed(why):
            problems.append("\(op) failed unexpectedly: \(why)")
        }
    }

    /// Why `conflicts` (handles) is not a minimal set of required constraints in the solver that is infeasible
    /// together with `candidate`; nil when it is one.
    func conflictProblem(_ candidate: ReferenceConstraint, _ conflicts: [Int], changing: Int?) -> String? {
        let reference = BruteForceSolver(variableCount: variables.count)
        for h in conflicts {
            if !isLive[h] || specs[h].priority < 1000 {
                return "conflict #\(h) is not a required constraint in the solver"
            }
            if h == changing { return "conflicts of a refused constant change include the constraint itself" }
        }
        if Set(conflicts).count != conflicts.count { return "conflicts repeat a constraint: \(conflicts)" }
        let set = conflicts.map { specs[$0].reference }
        if reference.isFeasible(set + [candidate]) {
            return "conflicts \(conflicts) with \(candidate) are feasible according to the reference"
        }
        for k in set.indices {
            var smaller = set
            smaller.remove(at: k)
            if !reference.isFeasible(smaller + [candidate]) {
                return "conflicts \(conflicts) are not minimal: without #\(conflicts[k]) still infeasible"
            }
        }
        return nil
    }

    /// Compares the solver's current values with the reference's lexicographic optimum of the model:
    /// invariants hold, every required constraint holds (1e-9 relative), and each level's violation sum equals
    /// the optimum's (1e-6 relative).
    func compareWithReference() -> [String] {
        var problems: [String] = []
        if let broken = solver._checkInvariants() { problems.append("invariants: \(broken)") }
        let constraints = referenceConstraints()
        let x = values()
        for c in constraints where c.isRequired && !c.holds(at: x, relative: 1e-9) {
            problems.append("required \(c) violated by \(c.violation(at: x)) at \(x)")
        }
        guard let optimum = BruteForceSolver(variableCount: variables.count).optimum(of: constraints) else {
            problems.append("the reference finds the accepted required constraints infeasible")
            return problems
        }
        let actual = BruteForceSolver.violations(of: constraints, levels: optimum.levels, at: x)
        for k in optimum.levels.indices
        where abs(actual[k] - optimum.violations[k]) > 1e-6 * max(1, abs(optimum.violations[k])) {
            problems.append(
                """
                violations \(zip(optimum.levels, actual).map { "@\($0): \($1)" }) at \(x), \
                but the optimum is \(zip(optimum.levels, optimum.violations).map { "@\($0): \($1)" }) \
                at \(optimum.point)
                """)
            break
        }
        return problems
    }

    /// Applies `op` to two harnesses that should be in identical states and checks they stay identical.
    static func applyToBoth(_ op: Operation, _ a: Harness, _ b: Harness) -> [String] {
        let oa = a.apply(op), ob = b.apply(op)
        var problems = oa == ob ? [] : ["\(op): outcomes differ: \(oa) vs \(ob)"]
        problems += compare(a, b)
        return problems.map { "after \(op): \($0)" }
    }

    /// Bit-identical values and equal dumps.
    static func compare(_ a: Harness, _ b: Harness) -> [String] {
        var problems: [String] = []
        if a.values().map(\.bitPattern) != b.values().map(\.bitPattern) {
            problems.append("values differ: \(a.values()) vs \(b.values())")
        }
        let da = a.solver.dump(), db = b.solver.dump()
        if da != db { problems.append("dumps differ:\n\(da)---\n\(db)") }
        return problems
    }
}

/// Collects failures, records the first few in full (with the call log that reproduces them), and counts all.
fileprivate struct FailureReport {
    var count = 0
    var shown = 0

    mutating func record(_ problems: [String], _ context: String, _ h: Harness) {
        guard !problems.isEmpty else { return }
        count += 1
        guard shown < 4 else { return }
        shown += 1
        Issue.record(
            Comment(
                rawValue: """
                    \(context): \(problems.joined(separator: "\n"))
                    calls (\(h.variables.count) variables; #0…#\(h.boxCount - 1) are the box):
                    \(h.log.map { "  " + $0 }.joined(separator: "\n"))
                    """))
    }

    func finish() {
        #expect(count == 0, "\(count) failing cases (first \(shown) shown)")
    }
}
