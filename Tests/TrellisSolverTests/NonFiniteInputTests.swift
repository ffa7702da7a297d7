import Testing

@testable import TrellisSolver

/// Issue 20's non-finite numbers at the solver's API. Before: `suggestValue(.nan)` was accepted and left the
/// variables NaN for good (with `_checkInvariants()` silent), an infinite suggestion broke `y == x + 10`, a required
/// `x == .infinity` was accepted and an optional `x == .nan` disabled its whole priority level. Now each is refused
/// with `nonFiniteNumber` naming the number's place, and the solver is left exactly as it was and keeps working.
@Suite struct NonFiniteInputTests {
    static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

    /// Whether `error` is `nonFiniteNumber(value, in: place)` (NaN matching NaN).
    func isNonFinite(_ error: SolverError, _ value: Double, in place: String) -> Bool {
        guard case let .nonFiniteNumber(number, in: actualPlace) = error else { return false }
        return (number.isNaN ? value.isNaN : number == value) && actualPlace == place
    }

    /// `x` an edit variable at 500 suggested 5, `y == x + 10` required: y = 15.
    func editedPair() throws -> (Solver, Variable, Variable) {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.addEditVariable(x, priority: 500)
        try s.add(y == x + 10)
        try s.suggestValue(x, 5)
        return (s, x, y)
    }

    @Test(arguments: nonFinite) func suggestionIsRefused(value: Double) throws {
        let (s, x, y) = try editedPair()
        #expect {
            try s.suggestValue(x, value)
        } throws: { error in
            isNonFinite(error as! SolverError, value, in: "the suggestion for \(x)")
        }
        #expect(s.value(of: x) == 5 && s.value(of: y) == 15)
        #expect(s._checkInvariants() == nil)
        try s.suggestValue(x, 7)  // the edit still works: y follows
        #expect(s.value(of: x) == 7 && s.value(of: y) == 17)
    }

    @Test(arguments: nonFinite) func requiredConstantIsRefused(value: Double) throws {
        let (s, x, y) = try editedPair()
        let c = x == value
        #expect {
            try s.add(c)
        } throws: { error in
            isNonFinite(error as! SolverError, -value, in: "the constant of \(c)")  // kept as x − value == 0
        }
        #expect(!s.contains(c))
        #expect(s.value(of: x) == 5 && s.value(of: y) == 15)
        #expect(s._checkInvariants() == nil)
        try s.add(x == 40)  // a finite one in its place holds
        #expect(s.value(of: x) == 40 && s.value(of: y) == 50)
    }

    /// The optional `x == .nan` used to disable its whole level: `x == 3` at the same priority must still hold.
    @Test(arguments: nonFinite) func optionalConstantIsRefusedAndItsLevelStillWorks(value: Double) throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add((x == 3).withPriority(500))
        let bad = (x == value).withPriority(500)
        #expect(throws: SolverError.self) { try s.add(bad) }
        #expect(!s.contains(bad))
        #expect(s.value(of: x) == 3)
        try s.add((x >= 10).withPriority(500))  // the level is live: the two now trade (x between 3 and 10)
        #expect(s.value(of: x) >= 3 && s.value(of: x) <= 10)
        #expect(s._checkInvariants() == nil)
    }

    @Test(arguments: nonFinite) func coefficientIsRefused(value: Double) throws {
        let (s, x, y) = try editedPair()
        let c = value * x == y
        #expect {
            try s.add(c)
        } throws: { error in
            isNonFinite(error as! SolverError, value, in: "the coefficient of \(x) in \(c)")
        }
        #expect(!s.contains(c))
        #expect(s.value(of: x) == 5 && s.value(of: y) == 15)
        #expect(s._checkInvariants() == nil)
    }

    @Test(arguments: nonFinite) func newConstantIsRefused(value: Double) throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let gap = y == x + 10  // y − x − 10 == 0
        try s.add(gap)
        try s.add(x == 4)
        #expect {
            try s.updateConstant(of: gap, to: value)
        } throws: { error in
            isNonFinite(error as! SolverError, value, in: "the new constant of \(gap)")
        }
        #expect(s.value(of: x) == 4 && s.value(of: y) == 14)
        #expect(s._checkInvariants() == nil)
        try s.updateConstant(of: gap, to: -20)  // y − x − 20 == 0
        #expect(s.value(of: y) == 24)
    }
}
