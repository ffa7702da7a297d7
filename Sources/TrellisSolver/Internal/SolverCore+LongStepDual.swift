/// The long step of the dual simplex (the bound-flipping ratio test, in rows).
///
/// An infeasible row `b = c + Σ αⱼ·sⱼ` (c < 0) is made feasible by raising a candidate sⱼ (αⱼ > 0); the dual ratio
/// test picks the one with the smallest ratio vector costⱼ / αⱼ (one entry per priority level, compared
/// lexicographically), so that every level stays optimal. The plain step pivots the row on that candidate at once.
/// When the candidate cannot go far — another row `bᵢ = cᵢ + aᵢⱼ·sⱼ + …` (aᵢⱼ < 0) stops it at θⱼ = cᵢ / |aᵢⱼ| while
/// the row still needs more than αⱼ·θⱼ — that pivot hands the row on: row i becomes infeasible next, and when the
/// leaving row is long (a chain's closing constraint holds every view's slack) each such pivot copies it, N times.
///
/// The long step raises the candidate to its limit instead: row i is pivoted on sⱼ (a primal pivot: every other row
/// stays feasible) and substituted into the long row, which gains αⱼ·θⱼ and changes only in the short row's cells
/// (O(|row i|) through the long row's cell index). Then the next candidate in ratio order, until one can make the
/// row feasible on its own: that one enters by a real pivot of the long row. N views cost N short pivots and one
/// long one.
///
/// Why the result is optimal: write the walk's position as the ratio vector t of the last candidate taken (t
/// grows as the walk goes), and d(t) = cost − t·α for every parametric symbol (α its coefficient in the long row).
/// Before the walk d(0) = cost ≥ 0 (the objective is optimal), and taking candidates in ratio order keeps d(t) ≥ 0
/// for every symbol. A flip of sⱼ at t = tⱼ, where dⱼ(tⱼ) = 0, changes the costs and the long row by multiples of
/// row i, and those cancel in d(tⱼ): d(t) at the current position is the same before and after the flip, and bᵢ,
/// parametric now, has dᵢ(tⱼ) = 0 and a negative coefficient in the long row (raising it would undo the flip). So
/// the next candidate's ratio is again ≥ t, and the final real pivot on candidate q leaves the costs d(t_q) ≥ 0:
/// optimal at every level, as after a plain dual pivot. A flipped symbol's limit is the minimum over every feasible
/// restricted row holding it (not only the one it was expected in), and a flip is taken only while it leaves the
/// long row short of feasibility by more than rounding, so that the final pivot never enters at a negative value.
extension SolverCore {
    /// Flips in one step at most this many times the long row's initial cell count (plus a few), and at most
    /// ``degeneratePivotLimit`` flips that gain nothing (θ = 0); past either, the current candidate enters by a
    /// plain dual pivot, which is always valid — the flips only save work.
    static let flipsPerCell = 4

    /// One iteration of the dual simplex on the infeasible restricted row in `slot` (a negative constant to
    /// `raise`, or a basic dummy's positive constant to lower): flips candidates to their limits while that leaves
    /// the row infeasible, then pivots it on the next candidate. Returns false, with the row still infeasible,
    /// when no candidate is left: the row proves the required constraints infeasible.
    mutating func longDualStep(_ slot: Int32, raise: Bool) -> Bool {
        // Taken out of the core for the step, so that its arrays are edited in place while the core is.
        var walk = DualWalk()
        swap(&walk, &dualWalk)
        defer { swap(&walk, &dualWalk) }
        let order = objective.order
        walk.begin(symbolCount: tableau.symbolCount, levels: order.count)
        let initial = tableau.rows[Int(slot)]
        let scale = Tolerance.cellScale(initial)
        for (i, cell) in initial.cells.enumerated() {
            walk.position[Int(cell.symbol)] = Int32(i)
            queue(cell.symbol, coefficient: cell.coefficient, raise: raise, scale: scale, order: order, in: &walk)
        }
        var flipBudget = Self.flipsPerCell * initial.cells.count + 16
        var degenerateBudget = Self.degeneratePivotLimit
        while let candidate = walk.pop() {
            let s = candidate.symbol
            let row = tableau.rows[Int(slot)]
            let need = raise ? -row.constant : row.constant
            if flipBudget > 0, let (limit, theta) = flipLimit(of: s, except: slot),
                theta > 0 || degenerateBudget > 0,
                Tolerance.fallsShort(candidate.magnitude * theta, of: need)
            {
                flipBudget -= 1
                if theta == 0 { degenerateBudget -= 1 }
                flip(s, in: limit, into: slot, walk: &walk)
                for cell in tableau.rows[Int(limit)].cells {
                    walk.invalidate(cell.symbol)
                    let p = walk.position[Int(cell.symbol)]
                    guard p >= 0 else { continue }
                    let a = tableau.rows[Int(slot)].cells[Int(p)].coefficient
                    queue(cell.symbol, coefficient: a, raise: raise, scale: scale, order: order, in: &walk)
                }
                walk.invalidate(s)
                continue
            }
            clearPositions(of: slot, in: &walk)
            pivot(slot, entering: s)
            return true
        }
        clearPositions(of: slot, in: &walk)
        return false
    }

    /// Queues `s` (coefficient `a` in the long row) if it can move the row toward feasibility: pivotable, of the
    /// right sign, and not rounding residue against the row's cells.
    private mutating func queue(
        _ s: Symbol, coefficient a: Double, raise: Bool, scale: Double, order: [Int], in walk: inout DualWalk
    ) {
        guard tableau.kind[Int(s)].isPivotable else { return }
        let magnitude = raise ? a : -a
        guard magnitude > 0, !Tolerance.isResidue(magnitude, scale: scale) else { return }
        walk.push(s, magnitude: magnitude, count: tableau.columnCount(s)) { k in
            objective.cost(order[k], s) / magnitude
        }
    }

    private func clearPositions(of slot: Int32, in walk: inout DualWalk) {
        for cell in tableau.rows[Int(slot)].cells { walk.position[Int(cell.symbol)] = -1 }
    }

    /// How far `s` can grow before a feasible restricted row other than `except` reaches zero: the primal ratio
    /// test over `s`'s whole column (``ratioTest(_:except:feasibleOnly:)``; a basic dummy's row holding `s` stops it
    /// at once, whatever the sign). Rows already infeasible do not limit it (they wait for their own dual step).
    /// Nil when nothing limits `s`.
    ///
    /// A limiting cell that is rounding residue in its row is dropped and the test repeated, so the limit is the
    /// one the test would find after ``dropResidue(inColumnOf:restrictedOnly:)``; only the winning row's
    /// scale is measured (the column may hold long rows, and measuring each of them on every flip made a shuffled
    /// chain's build quadratic).
    private mutating func flipLimit(of s: Symbol, except: Int32) -> (slot: Int32, theta: Double)? {
        while let (slot, theta, cell) = ratioTest(s, except: except, feasibleOnly: true) {
            let row = tableau.rows[Int(slot)]
            guard Tolerance.isResidue(row.cells[Int(cell)].coefficient, in: row) else { return (slot, theta) }
            edit(slot) { $0.removeCell(at: Int(cell)) }
        }
        return nil
    }

    /// Pivots `s` into the row in `limit` (its limit) and substitutes it everywhere: into the long row in `long`
    /// through the walk's cell index, into the other restricted rows and the objective as ``pivot(_:entering:)``.
    /// The long row is not noted: it is the one being repaired.
    private mutating func flip(_ s: Symbol, in limit: Int32, into long: Int32, walk: inout DualWalk) {
        let leaving = tableau.rows[Int(limit)].basic
        pivotCount &+= 1
        tableau.solve(limit, for: s)
        noteChange(of: limit)
        if tableau.columnCount(leaving) > 0 { markDirty(leaving) }
        substitute(s, byRow: limit, except: long)
        let source = tableau.rows[Int(limit)]
        tableau.edit(long) { $0.substitute(s, by: source, position: &walk.position) }
    }
}
