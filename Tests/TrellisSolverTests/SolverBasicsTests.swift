import Testing

@testable import TrellisSolver

/// Small systems whose answers are worked out by hand.
@Suite struct SolverBasicsTests {
    @Test func requiredEqualitiesChain() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(x == 10)
        try s.add(y == x + 5)
        #expect(s.value(of: x) == 10)
        #expect(s.value(of: y) == 15)
        #expect(s._checkInvariants() == nil)
    }

    @Test func weakEqualityAlone() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        try s.add((w == 40).withPriority(250))
        #expect(s.value(of: w) == 40)
    }

    @Test func inequalityBoundsSoftTarget() throws {
        // 40 <= w <= 200, w == 300 @ 500 → w = 200; w == 10 @ 500 instead → 40.
        let s = Solver()
        let w = s.makeVariable("w")
        try s.add(w >= 40)
        try s.add(w <= 200)
        let pull = (w == 300).withPriority(500)
        try s.add(pull)
        #expect(s.value(of: w) == 200)
        try s.updateConstant(of: pull, to: -10)
        #expect(s.value(of: w) == 40)
        try s.remove(pull)
        try s.add((w == 120).withPriority(500))
        #expect(s.value(of: w) == 120)
        #expect(s._checkInvariants() == nil)
    }

    @Test func conflictingRequiredInequalities() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let a = x >= 10
        try s.add(a)
        let before = s.dump()
        let b = x <= 5
        #expect {
            try s.add(b)
        } throws: { error in
            guard case let SolverError.unsatisfiable(c, conflicts) = error else { return false }
            return c === b && conflicts.count == 1 && conflicts[0] === a
        }
        #expect(s.dump() == before)
        #expect(!s.contains(b))
        #expect(s.value(of: x) == 10)
    }
}

@Suite struct ReadmeSolverExampleTests {
    /// The README's solver example, with the value it promises.
    @Test func readmeExample() throws {
        let solver = Solver()
        let width = solver.makeVariable("width")
        let left = solver.makeVariable("left"), right = solver.makeVariable("right")
        try solver.addEditVariable(width, priority: 999)
        try solver.add(left == 8)
        try solver.add(right == width - 8)
        try solver.add((right - left == 600).withPriority(.high))
        try solver.suggestValue(width, 320)
        #expect(solver.value(of: right) == 312)
    }
}
