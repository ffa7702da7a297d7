import Testing

@testable import TrellisSolver

/// Ghosts (the dummies of chains of definitions and rows kept out of the canonical rows, see `Tableau+Ghosts.swift`):
/// the solver must give what it gave with every dummy explicit — removal, constant changes, redundancy, conflicts —
/// while the restricted rows stay short.
@Suite struct MarkerGhostTests {
    /// Churn's oracle system 580, shrunk: after a required equality is removed, a new constraint must leave the
    /// level-751 equalities satisfiable exactly (their exact optimum is 0).
    @Test func removalThenAddKeepsLevelOptimal() throws {
        let s = Solver()
        let v = (0..<5).map { s.makeVariable("v\($0)") }
        try s.addEditVariable(v[2], priority: 999)
        let a = (v[2] - 1.5 * v[1] - v[3] - v[4] == 65).withPriority(751)
        let b = (v[4] - v[0] + v[1] == 193.875).withPriority(751)
        try s.add(a)
        try s.add(b)
        try s.add(2 * v[3] - v[2] + 1.5 * v[1] == 3)
        let pin = -1.5 * v[0] + 117 == 0
        try s.add(pin)
        try s.add(-2 * v[2] + 0.5 * v[4] - 1.5 * v[0] == 23.75)
        try s.remove(pin)
        try s.add((v[4] == 188).withPriority(250))
        let x = v.map { s.value(of: $0) }
        #expect(abs(x[2] - 1.5 * x[1] - x[3] - x[4] - 65) < 1e-9)
        #expect(abs(x[4] - x[0] + x[1] - 193.875) < 1e-9)
        #expect(s._checkInvariants() == nil)
    }
}

extension MarkerGhostTests {
    /// Churn's oracle system 910, shrunk: removing a required equality whose dummy sits in ghosts leaves every
    /// value as its definition gives it.
    @Test func removalKeepsValuesCurrent() throws {
        let s = Solver()
        let v = (0..<7).map { s.makeVariable("v\($0)") }
        let c16 = (0.5 * v[5] - 2 * v[0] + 1.5 * v[1] - 16 <= 0).withPriority(999)
        try s.add(c16)
        try s.add(v[2] + 1.5 * v[1] + 166 >= 0)
        let c22 = v[0] + v[5] - 159 == 0
        try s.add(c22)
        try s.addEditVariable(v[2], priority: 750)
        try s.add(-5 * v[1] - v[3] + 4 * v[4] + 3 * v[5] + 4 * v[6] - 12 == 0)
        try s.updateConstant(of: c22, to: 112)
        try s.add((v[3] + 79.5 == 0).withPriority(751))
        try s.remove(c16)
        try s.add(-2 * v[2] + 14 == 0)
        let c43 = v[0] + 5 * v[1] + v[3] - 4 * v[4] - 2 * v[5] - 4 * v[6] + 124 == 0
        try s.add(c43)
        try s.add((1.5 * v[0] - 178 == 0).withPriority(1))
        #expect(s._checkInvariants() == nil)
        try s.remove(c43)
        #expect(s._checkInvariants() == nil)
    }
}

extension MarkerGhostTests {
    /// A chain of `n` nested views (`x, y, width, height` each, 1 in from the parent's left and top, flush with its
    /// right and bottom) under a root held at 2,000 × 2,000 by edit variables, built top-down with each view's
    /// `size ≥ 0` first. Returns the solver, the views and each view's left pin.
    private func nest(_ n: Int) throws -> (Solver, [[Variable]], [Constraint]) {
        let s = Solver()
        let root = (0..<4).map { _ in s.makeVariable() }
        try s.add(root[0] == 0)
        try s.add(root[1] == 0)
        try s.addEditVariable(root[2], priority: 999)
        try s.addEditVariable(root[3], priority: 999)
        try s.suggestValue(root[2], 2_000)
        try s.suggestValue(root[3], 2_000)
        var views: [[Variable]] = []
        var lefts: [Constraint] = []
        var parent = root
        for _ in 0..<n {
            let v = (0..<4).map { _ in s.makeVariable() }
            try s.add(v[2] >= 0)
            try s.add(v[3] >= 0)
            let left = v[0] == parent[0] + 1
            try s.add(left)
            try s.add(v[1] == parent[1] + 1)
            try s.add(v[0] + v[2] == parent[0] + parent[2])
            try s.add(v[1] + v[3] == parent[1] + parent[3])
            views.append(v)
            lefts.append(left)
            parent = v
        }
        return (s, views, lefts)
    }

    /// The restricted rows of a deep nesting stay short (with every dummy explicit, the deepest view's width slack
    /// held the dummies of all 2n pins above it), and the pins' dummies are still found: a pin's constant change
    /// and its removal and re-adding move the deepest view exactly as worked out by hand.
    @Test func deepNestingKeepsRowsShortAndMarkersExact() throws {
        let n = 60
        let (s, views, lefts) = try nest(n)
        let deepest = views[n - 1]
        #expect(s.value(of: deepest[0]) == Double(n))
        #expect(s.value(of: deepest[2]) == 2_000 - Double(n))
        #expect(s._census().longest <= 8)
        // The top pin 1 → 5: every view moves right by 4 and narrows by 4.
        try s.updateConstant(of: lefts[0], to: -5)
        #expect(s.value(of: deepest[0]) == Double(n) + 4)
        #expect(s.value(of: deepest[2]) == 2_000 - Double(n) - 4)
        #expect(s._checkInvariants() == nil)
        // Removed and put back at 2 in from the root.
        try s.remove(lefts[0])
        try s.add(views[0][0] == 2)
        #expect(s.value(of: deepest[0]) == Double(n) + 1)
        #expect(s.value(of: deepest[2]) == 2_000 - Double(n) - 1)
        #expect(s._checkInvariants() == nil)
        // A pin in the middle, 1 → 11: the views below it move by 10.
        try s.updateConstant(of: lefts[n / 2], to: -11)
        #expect(s.value(of: deepest[0]) == Double(n) + 11)
        #expect(s.value(of: views[n / 2 - 1][0]) == Double(n / 2) + 1)
        #expect(s._checkInvariants() == nil)
    }
}

extension MarkerGhostTests {
    /// Churn's 12-variable seed 1436, shrunk (37 operations): after required equalities are removed and others
    /// added, changing the constant of `1.25·v8 + C = 0` from 450 to −115 must leave v8 at 92 exactly.
    @Test func constantChangeAfterChurnKeepsRequiredEquality() throws {
        let s = Solver()
        let v = (0..<11).map { s.makeVariable("v\($0)") }
        try s.add((-v[7] + 2 * v[1] + 182 <= 0).withPriority(750))
        try s.add(v[8] + v[5] + 2 * v[4] - 120 <= 0)
        try s.add((-v[4] - v[9] + 67 == 0).withPriority(250))
        try s.add((2 * v[9] + 2 * v[7] + 1.5 * v[2] - 69 <= 0).withPriority(250))
        try s.add((v[6] + 2 * v[10] + 76 == 0).withPriority(1))
        let c5 = (1.5 * v[6] - 0.5 * v[8] - v[7] - 158.625 >= 0).withPriority(999)
        try s.add(c5)
        try s.add(-1.5 * v[1] + v[5] + 0.5 * v[3] - 1.5 * v[9] - 190 >= 0)
        try s.addEditVariable(v[2], priority: 250)
        let c14 = (v[10] - v[0] - 95 == 0).withPriority(250)
        try s.add(c14)
        try s.add(-1.5 * v[5] + 0.5 * v[9] - v[3] - 67 <= 0)
        try s.updateConstant(of: c14, to: 191)
        try s.suggestValue(v[2], -111)
        try s.addEditVariable(v[1], priority: 751)
        let c20 = 0.5 * v[8] - 122.25 == 0
        try s.add(c20)
        try s.add(-1.5 * v[7] - 134.5 <= 0)
        try s.updateConstant(of: c20, to: 180)
        try s.suggestValue(v[1], 17)
        let c23 = (-v[3] + 2 == 0).withPriority(751)
        try s.add(c23)
        let c24 = (-1.5 * v[2] - 2 * v[0] + 0.5 * v[7] + 16 <= 0).withPriority(751)
        try s.add(c24)
        try s.updatePriority(of: c24, to: 999)
        try s.removeEditVariable(v[2])
        try s.suggestValue(v[1], 165)
        try s.add((v[10] - v[5] - 38 >= 0).withPriority(999))
        try s.remove(c5)
        let c35 = (0.5 * v[10] + 114 <= 0).withPriority(1)
        try s.add(c35)
        try s.add((-v[3] - 28 >= 0).withPriority(999))
        try s.remove(c23)
        try s.add(-v[10] + v[2] + v[5] - 120 >= 0)
        try s.addEditVariable(v[4], priority: 751)
        try s.addEditVariable(v[3], priority: 751)
        try s.add(-2 * v[0] + 0.5 * v[3] + 0.5 * v[9] + 163 <= 0)
        let c45 = 1.25 * v[8] + 450 == 0
        try s.add(c45)
        try s.add(-0.5 * v[2] - 1.5 * v[3] + 1.5 * v[9] - 0.5 * v[0] - 184 >= 0)
        try s.remove(c35)
        try s.add(v[5] + v[0] + 143.25 == 0)
        try s.remove(c20)
        try s.updateConstant(of: c45, to: -115)
        #expect(abs(s.value(of: v[8]) - 92) < 1e-7)  // the drift tolerance: 1e-9 of terms of 230
        #expect(s._checkInvariants() == nil)
    }
}

extension MarkerGhostTests {
    /// Oracle 40-variable system 985, shrunk (45 operations, as its constraint file): the last line changes the
    /// constant of line 9's required equality `−v12 + v17 + 0.5·v3 + C = 0` from 51 to 108, which the exact oracle
    /// finds satisfiable with the other constraints. It must be accepted and hold.
    @Test func satisfiableConstantChangeIsAccepted() throws {
        let text = #"""
            0*v0 + 0*v1 + 0*v2 + 0*v3 + 0*v4 + 0*v5 + 0*v6 + 0*v7 + 0*v8 + 0*v9 + 0*v10 + 0*v11 + 0*v12 + 0*v13 + 0*v14 + 0*v15 + 0*v16 + 0*v17 + 0*v18 + 0*v19 + 0*v20 + 0*v21 + 0*v22 + 0*v23 + 0*v24 + 0*v25 + 0*v26 + 0*v27 + 0*v28 + 0 >= 0  # makes v0…v28 in the run's order
            -1.5*v10 + 109.875 == 0 @ 1.0
            -1.0*v4 + -1.5*v17 + -1.0*v24 + 197.0 == 0 @ 751.0
            -0.5*v15 + 1.0*v28 + 1.0*v9 + -0.5*v10 + -21.0 == 0
            2.0*v26 + -152.0 == 0 @ 751.0
            1.0*v3 + 0.5*v26 + -1.0*v12 + -144.375 == 0
            1.0*v0 + 1.0*v15 + -0.5*v19 + 0.5*v25 + 187.0 <= 0 @ 999.0
            0.25*v3 + 1.0*v6 + 0.5*v10 + 1.0*v11 + -1.5*v12 + -1.0*v17 + -2.0*v25 + -105.625 == 0
            -1.0*v12 + 1.0*v17 + 0.5*v3 + 51.0 == 0
            0.5*v18 + -0.5*v0 + 89.0 >= 0 @ 1.0
            1.0*v12 + 1.0*v5 + -19.0 >= 0 @ 750.0
            1.0*v14 + 2.0*v28 + 1.5*v19 + 2.0*v6 + 87.0 <= 0 @ 751.0
            edit v4 @ 999.0
            -0.75*v3 + -1.0*v6 + -1.5*v10 + -3.0*v11 + 1.5*v12 + 1.0*v17 + 2.0*v25 + 160.875 == 0
            -3.0*v0 + -0.5*v3 + -1.0*v10 + -2.0*v11 + -3.0*v20 + 2.0*v21 + -1.0*v24 + 283.25 == 0
            1.0*v22 + 0.5*v10 + 1.0*v9 + 1.0*v23 + -115.0 >= 0
            -1.0*v27 + 1.0*v22 + 89.0 <= 0
            -1.0*v27 + 1.0*v9 + -68.0 == 0 @ 999.0
            1.0*v17 + 12.25 >= 0 @ 751.0
            0.5*v17 + 1.5*v20 + 179.0 >= 0
            constant 9 -15.625
            -1.0*v23 + -1.0*v0 + 0.5*v20 + -1.0*v19 + -116.0 <= 0 @ 1.0
            -1.0*v23 + 1.5*v5 + -1.0*v4 + -1.0*v10 + -5.0 >= 0 @ 250.0
            1.0*v28 + -1.5*v19 + 1.0*v11 + 2.0*v25 + -65.0 <= 0 @ 500.0
            2.0*v22 + -1.5*v24 + 0.5*v7 + 1.5*v16 + 98.0 <= 0 @ 751.0
            suggest v4 -11.625
            1.0*v8 + -0.5*v23 + -2.0*v16 + -94.0 >= 0 @ 1.0
            -1.5*v7 + 0.5*v27 + 99.125 >= 0
            -1.0*v14 + 0.5*v11 + -2.0*v24 + -4.0 == 0 @ 999.0
            2.0*v28 + -1.0*v8 + -49.875 >= 0
            -1.0*v0 + -1.0*v7 + -1.0*v20 + 84.0 == 0 @ 500.0
            remove 11
            edit v18 @ 500.0
            -1.0*v4 + -1.5*v13 + 1.0*v23 + 4.0 == 0
            1.5*v21 + -1.0*v2 + 1.0*v18 + -23.0 <= 0 @ 250.0
            -1.0*v0 + 1.0*v6 + -0.5*v20 + 1.0*v11 + -128.75 >= 0 @ 751.0
            1.0*v12 + 1.0*v4 + -52.0 <= 0 @ 999.0
            remove 28
            1.0*v3 + 0.5*v22 + 140.0 == 0 @ 1.0
            0.5*v15 + -66.0 == 0
            -0.5*v4 + -0.5*v13 + -52.0 >= 0
            2.0*v6 + 1.5*v3 + 2.0*v10 + 6.0 <= 0
            1.0*v15 + -1.0*v7 + -11.0 >= 0
            2.0*v2 + 2.0*v3 + -1.0*v6 + 105.0 <= 0
            3.0*v0 + -0.5*v3 + 1.0*v10 + 2.0*v11 + 1.0*v12 + 0.25*v15 + 3.0*v20 + -2.0*v21 + 1.0*v24 + -0.5*v26 + -171.875 == 0
            constant 9 108.0
            """#
        let file = try ConstraintFile(parsing: text, fileName: "985.cl")
        let result = ConstraintFileRunner(file: file).run()
        #expect(result.diagnostics.map(\.description) == [])
        let x = result.values
        let residual = -x["v12", default: .nan] + x["v17", default: .nan] + 0.5 * x["v3", default: .nan] + 108
        #expect(abs(residual) < 1e-7)
    }
}
