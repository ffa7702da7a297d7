import Testing

@testable import TrellisSolver

/// Incremental operations, edit variables and misuse errors, on systems worked out by hand.
@Suite struct SolverOperationsTests {
    /// `left == 8`, `right == W − 8`, `width == right − left`, W an edit variable.
    @Test func editVariableDrivesLayout() throws {
        let s = Solver()
        let W = s.makeVariable("W"), left = s.makeVariable("left"), right = s.makeVariable("right")
        try s.addEditVariable(W, priority: 999)
        try s.add(left == 8)
        try s.add(right == W - 8)
        for width in [320.0, 1024, 321, 1023, 0] {
            try s.suggestValue(W, width)
            #expect(s.value(of: W) == width)
            #expect(s.value(of: right) == width - 8)
        }
        #expect(s._checkInvariants() == nil)
    }

    /// The latest suggestion replaces the previous one; a stronger constraint beats the edit.
    @Test func suggestionsReplaceAndYieldToStrongerConstraints() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addEditVariable(x, priority: 500)
        try s.suggestValue(x, 10)
        try s.suggestValue(x, 30)
        #expect(s.value(of: x) == 30)
        try s.add((x <= 20).withPriority(750))  // beats the edit at 500
        #expect(s.value(of: x) == 20)
        try s.suggestValue(x, 5)  // now both hold
        #expect(s.value(of: x) == 5)
        try s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x))
        #expect(throws: SolverError.self) { try s.suggestValue(x, 1) }
    }

    /// Changing a constant shifts row constants in place: no row or symbol is added or removed.
    @Test func constantUpdateIsInPlace() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        try s.add(a == 10)
        let gap = b == a + 16  // b − a − 16 == 0
        try s.add(gap)
        let rows = s.core.tableau.rows.count, symbols = s.core.tableau.symbolCount
        try s.updateConstant(of: gap, to: -40)  // b − a − 40 == 0
        #expect(s.value(of: b) == 50)
        #expect(s.core.tableau.rows.count == rows && s.core.tableau.symbolCount == symbols)
        #expect(gap.expression.constant == -40)
    }

    /// A required constant change that would conflict is refused and changes nothing.
    @Test func conflictingConstantUpdateIsRolledBack() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let cap = x <= 100
        try s.add(cap)
        let floor = x >= y + 10  // x − y − 10 >= 0
        try s.add(floor)
        try s.add(y == 20)
        try s.add((x == 0).withPriority(250))
        #expect(s.value(of: x) == 30)
        let before = s.dump()
        #expect {
            try s.updateConstant(of: floor, to: -200)  // x >= y + 200 = 220 > 100
        } throws: { error in
            guard case let SolverError.unsatisfiable(c, conflicts) = error else { return false }
            return c === floor && conflicts.count == 2 && conflicts.contains { $0 === cap }
        }
        #expect(s.dump() == before)
        #expect(floor.expression.constant == -10)
        #expect(s.value(of: x) == 30)
        try s.updateConstant(of: floor, to: -50)
        #expect(s.value(of: x) == 70)
    }

    @Test func removeAndReAdd() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let strong = (x == 10).withPriority(750)
        try s.add(strong)
        try s.add((x == 20).withPriority(250))
        #expect(s.value(of: x) == 10)
        try s.remove(strong)
        #expect(s.value(of: x) == 20)
        try s.add(strong)
        #expect(s.value(of: x) == 10)
        for _ in 0..<100 {  // marker ids are reused: the tableau does not grow with churn
            try s.remove(strong)
            try s.add(strong)
        }
        #expect(s.core.tableau.symbolCount < 12)
        #expect(s._checkInvariants() == nil)
    }

    @Test func priorityChangeInPlace() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let a = (x == 10).withPriority(500)
        let b = (x == 20).withPriority(250)
        try s.add(a)
        try s.add(b)
        #expect(s.value(of: x) == 10)
        try s.updatePriority(of: b, to: 750)
        #expect(s.value(of: x) == 20)
        #expect(b.priority == 750)
        #expect(throws: SolverError.self) { try s.updatePriority(of: b, to: .required) }
        #expect(throws: SolverError.self) { try s.updatePriority(of: b, to: 0) }
    }

    @Test func misuseErrors() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = x >= 0
        try s.add(c)
        #expect { try s.add(c) } throws: { if case .duplicateConstraint = $0 as? SolverError { true } else { false } }
        let other = Solver()
        #expect { try other.add(c) } throws: {
            if case .duplicateConstraint = $0 as? SolverError { true } else { false }
        }
        let stranger = x <= 5
        #expect { try s.remove(stranger) } throws: {
            if case .unknownConstraint = $0 as? SolverError { true } else { false }
        }
        #expect { try s.updateConstant(of: stranger, to: 1) } throws: {
            if case .unknownConstraint = $0 as? SolverError { true } else { false }
        }
        #expect { try s.suggestValue(x, 3) } throws: {
            if case .unknownEditVariable = $0 as? SolverError { true } else { false }
        }
        #expect { try s.addEditVariable(x, priority: .required) } throws: {
            if case .requiredEditVariable = $0 as? SolverError { true } else { false }
        }
        try s.addEditVariable(x, priority: .high)
        #expect { try s.addEditVariable(x, priority: .high) } throws: {
            if case .duplicateEditVariable = $0 as? SolverError { true } else { false }
        }
        #expect { try s.add((x == 1).withPriority(1001)) } throws: {
            if case .invalidPriority = $0 as? SolverError { true } else { false }
        }
        #expect { try s.removeEditVariable(s.makeVariable()) } throws: {
            if case .unknownEditVariable = $0 as? SolverError { true } else { false }
        }
    }

    /// `x == y`, `y == z` then `x == z` is redundant (accepted, kept as a basic dummy); `x == z + 1` is not.
    @Test func redundantAndContradictoryEqualities() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        let xy = x == y, yz = y == z
        try s.add(xy)
        try s.add(yz)
        let redundant = x == z
        try s.add(redundant)
        #expect {
            try s.add(x == z + 1)
        } throws: { error in
            guard case let SolverError.unsatisfiable(_, conflicts) = error else { return false }
            // Either {x == y, y == z} or {x == z} explains it; the search keeps one minimal set.
            return conflicts.count == 1 ? conflicts[0] === redundant : conflicts.count == 2
        }
        try s.remove(redundant)
        try s.add(z == 7)
        #expect(s.value(of: x) == 7)
        #expect(s._checkInvariants() == nil)
    }

    /// Conflict sets name only the constraints involved, and are minimal.
    @Test func conflictSetIsMinimal() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        let unrelated = c >= 5
        let ab = b >= a + 10
        let a0 = a >= 0
        let bmax = b <= 100
        for k in [unrelated, ab, a0, bmax] { try s.add(k) }
        let bad = a >= 95  // needs b >= 105 > 100
        #expect {
            try s.add(bad)
        } throws: { error in
            guard case let SolverError.unsatisfiable(_, conflicts) = error else { return false }
            return conflicts.count == 2 && conflicts.contains { $0 === ab } && conflicts.contains { $0 === bmax }
        }
    }

    /// Ambiguity by hand: `x >= 40` leaves x free above 40; a wish pins it; two equal wishes tie (any x in
    /// [10, 20] violates them by 10 in total); a stronger wish settles the tie.
    @Test func ambiguity() throws {
        let s = Solver()
        let x = s.makeVariable("x"), free = s.makeVariable("free")
        let floor = x >= 40
        try s.add(floor)
        #expect(s.isAmbiguous(x))
        #expect(s.isAmbiguous(free))
        let pin = (x == 100).withPriority(250)
        try s.add(pin)
        #expect(!s.isAmbiguous(x))
        try s.remove(pin)
        try s.remove(floor)
        try s.add((x == 10).withPriority(250))
        try s.add((x == 20).withPriority(250))
        #expect(s.isAmbiguous(x))
        try s.add((x == 15).withPriority(500))
        #expect(!s.isAmbiguous(x) && s.value(of: x) == 15)
    }

    // MARK: Regressions found by `trellis-reliability churn --shrink`

    /// Definitions that share a rank (unrelated rows may) must not be handed the same rank when a reorder puts one
    /// below the other. Here v3's definition must go below v2's (rank 1), which refers to it, and above v0's (rank
    /// 2) and v1's (rank 1), which it refers to; v1 and v2 shared rank 1. The solution is not unique, so the test
    /// checks what every optimum satisfies: the required equalities exactly, both wishes met (they can be).
    @Test func reorderAcrossSharedRanksKeepsDefinitionsAcyclic() throws {
        let s = Solver()
        let v = (0..<4).map { s.makeVariable("v\($0)") }
        try s.add((-1.5 * v[3] + v[2] - 187 >= 0).withPriority(750))
        try s.add((-1 * v[0] - 1.5 * v[1] - 52.125 <= 0).withPriority(1))
        try s.add(-1 * v[1] + 2 * v[0] + 94.75 == 0)
        try s.add(-1 * v[3] - 2 * v[0] - 1.5 * v[1] - 158 == 0)
        #expect(s._checkInvariants() == nil)
        let x = v.map { s.value(of: $0) }
        #expect(abs(2 * x[0] - x[1] + 94.75) < 1e-9)
        #expect(abs(-x[3] - 2 * x[0] - 1.5 * x[1] - 158) < 1e-9)
        #expect(x[2] - 1.5 * x[3] - 187 >= -1e-9)
        #expect(-x[0] - 1.5 * x[1] - 52.125 <= 1e-9)
    }

    /// A required equality added twice after the tableau went through fractional pivots: the second copy expands
    /// to `0 = residue + Σ dummies` with a residue of rounding size, and is redundant, not a conflict.
    @Test func repeatedEqualityWithRoundingResidueIsRedundant() throws {
        let s = Solver()
        let v = (0..<6).map { s.makeVariable("v\($0)") }
        try s.add(v[0] - 92 <= 0)
        try s.add(-1 * v[0] + 2 * v[1] + 194 >= 0)
        try s.add((-1 * v[5] - v[3] - 155.875 <= 0).withPriority(999))
        try s.add((v[0] + v[4] - 27 == 0).withPriority(751))
        try s.add((v[4] - v[1] - 180.375 >= 0).withPriority(999))
        try s.add(-1 * v[5] + 0.5 * v[3] - 11 == 0)
        try s.add((2 * v[1] + v[3] + 0.5 * v[0] - v[5] + 10.25 == 0).withPriority(999))
        try s.add(v[4] + 184 <= 0)
        try s.add(2 * v[3] - v[1] - 193 == 0)
        try s.add(2 * v[3] - v[1] - 193 == 0)
        #expect(s._checkInvariants() == nil)
        let x = v.map { s.value(of: $0) }
        #expect(abs(2 * x[3] - x[1] - 193) < 1e-9)
        #expect(abs(-x[5] + 0.5 * x[3] - 11) < 1e-9)
        #expect(x[4] + 184 <= 1e-9 && x[0] - 92 <= 1e-9)
    }

    /// Issue 20's crash (a precondition in `shiftConstant` through `suggestValue`): `x == 25` twice, an edit on x,
    /// a suggestion, the first copy removed, another suggestion. The remaining copy holds x at 25 throughout: the
    /// required equality beats the suggestion (priority 760).
    @Test func duplicateEqualityRemovedUnderAnEditThenSuggested() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let first = x == 25
        try s.add(first)
        try s.add(x == 25)
        try s.addEditVariable(x, priority: Priority(760))
        try s.suggestValue(x, 283)
        #expect(s.value(of: x) == 25)
        try s.remove(first)
        try s.suggestValue(x, 224)
        #expect(s.value(of: x) == 25)
        #expect(s._checkInvariants() == nil)
    }

    /// Cards (`l == 8`, `r == W − 8`, `t == 50·i`, `h ≥ 0`, `h == 44 @ 500`, `r − l ≥ 0`) added with each card's
    /// constraints in a scrambled order, so that many arrive with every variable already defined (their rows go in
    /// as restricted rows solved for a slack with the layout feasible). Whatever the order, each card reads
    /// l = 8, r = W − 8, t = 50·i, h = 44 — the values a fresh reading of the constraints gives.
    @Test func cardsInScrambledOrderSolveAsWritten() throws {
        let s = Solver()
        let W = s.makeVariable("W")
        try s.addEditVariable(W, priority: Priority(900))
        var cards: [(l: Variable, r: Variable, t: Variable, h: Variable)] = []
        var constraints: [Constraint] = []
        for i in 0..<12 {
            let l = s.makeVariable("l\(i)"), r = s.makeVariable("r\(i)")
            let t = s.makeVariable("t\(i)"), h = s.makeVariable("h\(i)")
            cards.append((l, r, t, h))
            constraints += [
                l == 8, r == W - 8, t == 50 * Double(i), h >= 0, (h == 44).withPriority(500), r - l >= 0,
            ]
        }
        // A fixed scramble: stride 7 through 72 constraints (7 and 72 are coprime, so each comes once).
        for k in 0..<constraints.count { try s.add(constraints[(7 * k + 5) % constraints.count]) }
        for width in [1024.0, 320, 1023] {
            try s.suggestValue(W, width)
            for (i, card) in cards.enumerated() {
                #expect(s.value(of: card.l) == 8)
                #expect(s.value(of: card.r) == width - 8)
                #expect(s.value(of: card.t) == 50 * Double(i))
                #expect(s.value(of: card.h) == 44)
            }
        }
        #expect(s._checkInvariants() == nil)
    }

    /// A row of 50 views (`x0 == 0`, `xᵢ == xᵢ₋₁ + wᵢ₋₁ + 8`, `wᵢ ≥ 20`, `wᵢ == 100 @ 500`, last `x + w ≤ W`), W an edit
    /// variable declared first, so the row is built squeezed (W = 0 gives every width its minimum) and each
    /// suggestion moves many widths between their bounds — the long-step dual iteration's case. By hand, for
    /// W ≥ 108·50 − 8 every width is 100; for W = 100·50 the widths lose 8·49 = 392 in total, each between 20 and
    /// 100, so Σ|wᵢ − 100| = 392 at priority 500 (any split is optimal) and the last view ends exactly at W.
    @Test func rowOfViewsSqueezesAndRelaxesAcrossBounds() throws {
        let s = Solver()
        let W = s.makeVariable("W")
        try s.addEditVariable(W, priority: Priority(900))
        let n = 50
        var xs: [Variable] = [], ws: [Variable] = []
        for i in 0..<n {
            let x = s.makeVariable("x\(i)"), w = s.makeVariable("w\(i)")
            try s.add(i == 0 ? x == 0 : x == xs[i - 1] + ws[i - 1] + 8)
            try s.add(w >= 20)
            try s.add((w == 100).withPriority(500))
            xs.append(x)
            ws.append(w)
        }
        try s.add(xs[n - 1] + ws[n - 1] <= W)
        for width in [110.0 * Double(n), 100 * Double(n), 110 * Double(n), 100 * Double(n) + 1] {
            try s.suggestValue(W, width)
            #expect(s.value(of: W) == width)
            var shrink = 0.0
            for i in 0..<n {
                let w = s.value(of: ws[i])
                #expect(w >= 20 && w <= 100)
                shrink += 100 - w
                if i > 0 {
                    #expect(abs(s.value(of: xs[i]) - (s.value(of: xs[i - 1]) + s.value(of: ws[i - 1]) + 8)) < 1e-9)
                }
            }
            let expected = max(0, 108 * Double(n) - 8 - width)
            #expect(abs(shrink - expected) < 1e-9)
            if expected > 0 { #expect(abs(s.value(of: xs[n - 1]) + s.value(of: ws[n - 1]) - width) < 1e-9) }
        }
        #expect(s._checkInvariants() == nil)
    }
}
