import Testing

@testable import TrellisSolver

/// The dual simplex's long step (candidates flipped to their limits, then one pivot) on chains of views worked out
/// by hand: `x0 == 0`, `x_i == x_{i−1} + w_{i−1} + 8`, `w_i >= 20`, `w_i == 100` at a priority of its own, and the
/// closing `x_last + w_last <= W`. Each view's width has a different priority (500 − 10·i), so the optimum is unique:
/// a shrinking row of views gives up the lowest priority's width first, down to 20, then the next.
@Suite struct LongStepDualTests {
    struct Chain {
        let solver = Solver()
        let W: Variable
        var x: [Variable] = []
        var w: [Variable] = []
        let closing: Constraint

        /// `n` views; `W` an edit variable at 900 declared before the constraints when `editFirst`, else after;
        /// `caps[i]` adds the required `w_i <= caps[i]`; `closedByW` false closes the row with the required
        /// `x_last + w_last <= 550` instead of `W`.
        init(
            views n: Int, editFirst: Bool, caps: [Int: Double] = [:], closedByW: Bool = true
        ) throws {
            W = solver.makeVariable("W")
            if editFirst { try solver.addEditVariable(W, priority: 900) }
            for i in 0..<n {
                x.append(solver.makeVariable("x\(i)"))
                w.append(solver.makeVariable("w\(i)"))
                try solver.add(i == 0 ? x[0] == 0 : x[i] == x[i - 1] + w[i - 1] + 8)
                try solver.add(w[i] >= 20)
                try solver.add((w[i] == 100).withPriority(Priority(500 - 10 * Double(i))))
                if let cap = caps[i] { try solver.add(w[i] <= cap) }
            }
            closing = closedByW ? (x[n - 1] + w[n - 1] <= W) : (x[n - 1] + w[n - 1] <= 550)
            try solver.add(closing)
            if !editFirst { try solver.addEditVariable(W, priority: 900) }
        }

        var widths: [Double] { w.map { solver.value(of: $0) } }

        /// The positions follow from the widths: `x_i = Σ_{k<i} (w_k + 8)`.
        func positionsFollowWidths() -> Bool {
            var expected = 0.0
            for i in x.indices {
                if solver.value(of: x[i]) != expected { return false }
                expected += solver.value(of: w[i]) + 8
            }
            return true
        }
    }

    /// Five views (gaps 4 × 8 = 32): W from 0 (every view at its minimum) to wide, narrow, too narrow and back.
    @Test(arguments: [true, false]) func chainTransitions(editFirst: Bool) throws {
        let chain = try Chain(views: 5, editFirst: editFirst)
        // Declared first, W's suggestion is 0 while the views are added, below the minimum 5·20 + 32 = 132: every
        // view at 20, W at 132. Declared last, W is free until then: every view at 100, and the suggestion is W's
        // value then, 5·100 + 32 = 532.
        #expect(chain.widths == (editFirst ? [20, 20, 20, 20, 20] : [100, 100, 100, 100, 100]))
        #expect(chain.solver.value(of: chain.W) == (editFirst ? 132 : 532))
        let steps: [(W: Double, widths: [Double], value: Double)] = [
            (550, [100, 100, 100, 100, 100], 550),  // 532 needed: all natural, the closing slack 18
            (500, [100, 100, 100, 100, 68], 500),  // 468 for the views: the last gives up 32
            (300, [100, 100, 28, 20, 20], 300),  // 268: views 4 and 3 to 20, view 2 gives up 72
            (200, [88, 20, 20, 20, 20], 200),  // 168: all but view 0 at 20
            (50, [20, 20, 20, 20, 20], 132),  // below the minimum: W gives way
            (550, [100, 100, 100, 100, 100], 550),
            (532, [100, 100, 100, 100, 100], 532),  // exactly tight
            (531, [100, 100, 100, 100, 99], 531),
        ]
        for step in steps {
            try chain.solver.suggestValue(chain.W, step.W)
            #expect(chain.widths == step.widths, "W = \(step.W)")
            #expect(chain.solver.value(of: chain.W) == step.value, "W = \(step.W)")
            #expect(chain.positionsFollowWidths(), "W = \(step.W)")
            #expect(chain.solver._checkInvariants() == nil)
        }
    }

    /// A flipped width is stopped by whichever of its rows comes first: views 1 and 3 are capped at 60 (required),
    /// so un-shrinking them stops at 60, not at their natural 100.
    @Test func flipStopsAtTheNearestLimit() throws {
        let chain = try Chain(views: 5, editFirst: true, caps: [1: 60, 3: 60])
        #expect(chain.widths == [20, 20, 20, 20, 20])
        try chain.solver.suggestValue(chain.W, 550)  // 452 needed: the closing slack 98
        #expect(chain.widths == [100, 60, 100, 60, 100])
        #expect(chain.solver.value(of: chain.W) == 550)
        try chain.solver.suggestValue(chain.W, 400)  // 368 for the views: view 4 gives up 52
        #expect(chain.widths == [100, 60, 100, 60, 48])
        try chain.solver.suggestValue(chain.W, 200)  // 168: views 4, 3, 2, 1 at 20, view 0 88
        #expect(chain.widths == [88, 20, 20, 20, 20])
        try chain.solver.suggestValue(chain.W, 1000)
        #expect(chain.widths == [100, 60, 100, 60, 100])
        #expect(chain.positionsFollowWidths())
        #expect(chain.solver._checkInvariants() == nil)
    }

    /// A required constant change that no width can absorb is refused after the long step flipped every view
    /// to its minimum, and leaves everything as it was; a feasible one then lands exactly.
    @Test func refusedConstantChangeRollsBackTheFlips() throws {
        let chain = try Chain(views: 5, editFirst: true, closedByW: false)
        #expect(chain.widths == [100, 100, 100, 100, 100])
        let tableauBefore = chain.solver.core.tableau.rows.map { ($0.basic, $0.constant, $0.cells.count) }
        // `x4 + w4 − 100 <= 0`: below the minimum 132.
        #expect(throws: SolverError.self) { try chain.solver.updateConstant(of: chain.closing, to: -100) }
        #expect(chain.widths == [100, 100, 100, 100, 100])
        #expect(chain.closing.expression.constant == -550)
        let tableauAfter = chain.solver.core.tableau.rows.map { ($0.basic, $0.constant, $0.cells.count) }
        #expect(tableauAfter.elementsEqual(tableauBefore) { $0 == $1 })
        try chain.solver.updateConstant(of: chain.closing, to: -300)
        #expect(chain.widths == [100, 100, 28, 20, 20])
        try chain.solver.updateConstant(of: chain.closing, to: -132)
        #expect(chain.widths == [20, 20, 20, 20, 20])
        #expect(chain.positionsFollowWidths())
        #expect(chain.solver._checkInvariants() == nil)
    }

    /// A required constraint the current solution violates is added by the dual simplex (the long step shrinks the
    /// views in priority order); one no solution satisfies is refused with its minimal conflicting set — `x0 == 0`,
    /// the four links and the five minimum widths — and changes nothing.
    @Test func violatedRequiredConstraintIsAddedByTheDualSimplex() throws {
        let chain = try Chain(views: 5, editFirst: false, closedByW: false)
        let s = chain.solver
        let last = chain.x[4] + chain.w[4]
        try s.add(last <= 300)
        #expect(chain.widths == [100, 100, 28, 20, 20])
        let before = s.dump()
        let impossible = last <= 100  // the minimum is 5·20 + 32 = 132
        #expect {
            try s.add(impossible)
        } throws: { error in
            guard case let SolverError.unsatisfiable(c, conflicts) = error else { return false }
            return c === impossible && conflicts.count == 10
        }
        #expect(s.dump() == before)
        #expect(!s.contains(impossible))
        try s.add(last <= 132)
        #expect(chain.widths == [20, 20, 20, 20, 20])
        #expect(chain.positionsFollowWidths())
        #expect(s._checkInvariants() == nil)
    }

    /// The bench's chain with every width at one priority (the widths' split is then any, so only what is
    /// determined is checked): 40 views, W first, from 0 to 110·N, 100·N and back — the flips of one long step
    /// un-shrink or shrink many views at once.
    @Test func equalPriorityChain() throws {
        let n = 40
        let s = Solver()
        let W = s.makeVariable("W")
        try s.addEditVariable(W, priority: 900)
        var x: [Variable] = [], w: [Variable] = []
        for i in 0..<n {
            x.append(s.makeVariable())
            w.append(s.makeVariable())
            try s.add(i == 0 ? x[0] == 0 : x[i] == x[i - 1] + w[i - 1] + 8)
            try s.add(w[i] >= 20)
            try s.add((w[i] == 100).withPriority(500))
        }
        try s.add(x[n - 1] + w[n - 1] <= W)
        let gaps = Double(8 * (n - 1))
        for (suggestion, total) in [(4_400.0, 4_000.0), (4_000, 4_000 - gaps), (4_400, 4_000), (0, 800)] {
            try s.suggestValue(W, suggestion)
            let widths = w.map { s.value(of: $0) }
            #expect(widths.reduce(0, +) == total, "W = \(suggestion)")
            #expect(widths.allSatisfy { $0 >= 20 && $0 <= 100 })
            #expect(s.value(of: x[n - 1]) + widths[n - 1] == total + gaps)
            #expect(s._checkInvariants() == nil)
        }
    }
}
