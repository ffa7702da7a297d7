import Testing
import TrellisSolver

@testable import trellis_reliability

/// Churn runs that ended off the optimum because unfolding the ghosts (``Tableau/materializeGhosts(_:)``) summed a
/// dummy's coefficient in another order than the explicit tableau would have (RELIABILITY.md, "Session 9 (ghosts)"):
/// ghost by ghost, newest first, each partial sum judged by ``Tolerance/sum(_:_:)`` against its two terms, which
/// zeroed partial sums that were not noise. Shrunk with `trellis-reliability churn --seed S --seeds 1 --ops 200
/// --check-every 1 --variables 12 --shrink` on the branch before the fix; each line is an operation as the tool prints
/// it. Checked as ``ChurnDriftReproducerTests``' runs are (the churn's check after every operation, then the level's
/// total against the exact ``LexicographicOracle`` optimum, stated as a literal).
@Suite("Ghost unfolding reproducers")
struct GhostUnfoldingReproducerTests {
    /// Seed 3251: level 751 ended at 70.18 where the exact optimum is 47.834207… (4,095.9 against 4,083 unshrunk).
    @Test func seed3251LevelStaysAtItsOptimum() throws {
        try ChurnDriftReproducerTests().expectOptimum(
            Self.seed3251, variables: 12, level: 751, exact: 47.83420707732314)
    }

    /// Seed 3344: level 751 ended at 2,442.1 where the exact optimum is 578/3 (level 999 at 1,678.6 against 1,426.3
    /// unshrunk).
    @Test func seed3344LevelStaysAtItsOptimum() throws {
        try ChurnDriftReproducerTests().expectOptimum(Self.seed3344, variables: 12, level: 751, exact: 578.0 / 3.0)
    }

    static let seed3251 = [
        "add #2 1.0*v10 + 179.0 == 0 @ 500.0",
        "add #3 0.5*v1 + 1.0*v5 + 1.0*v9 + -1.5*v8 + 36.0 <= 0 @ 500.0",
        "add #4 -2.0*v0 + 1.0*v3 + 2.0*v6 + -158.125 == 0 @ 751.0",
        "add #5 1.0*v11 + 0.5*v0 + -1.0*v1 + 62.0 == 0",
        "add #8 -0.5*v6 + 1.5*v0 + -121.0 >= 0",
        "add #9 -1.0*v9 + 1.0*v3 + -167.0 == 0 @ 1.0",
        "add #15 1.5*v4 + 1.0*v11 + -1.5*v7 + -36.875 <= 0 @ 751.0",
        "add #16 1.0*v6 + 1.0*v5 + -1.0*v9 + -145.0 >= 0",
        "add #17 1.0*v5 + 1.5*v9 + -1.0*v3 + 15.0 == 0 @ 750.0",
        "add #19 1.5*v2 + -0.5*v10 + -179.25 >= 0",
        "add #20 1.5*v9 + -1.5*v3 + 2.0*v5 + 79.0 >= 0 @ 750.0",
        "add #21 -1.0*v3 + -0.5*v6 + 1.5*v11 + 86.625 <= 0 @ 1.0",
        "edit v5 @ 999.0",
        "remove #9",
        "add #23 0.5*v10 + -1.5*v11 + -50.0 >= 0 @ 1.0",
        "add #24 -2.0*v11 + -1.0*v4 + 16.0 <= 0 @ 250.0",
        "constant #5 111.0",
        "add #28 1.0*v9 + -0.5*v0 + 111.0 <= 0",
        "add #32 1.0*v0 + -4.0*v1 + 1.0*v5 + -0.5*v9 + 2.0*v11 + 335.0 == 0",
        "add #33 1.0*v2 + 99.0 <= 0",
        "priority #4 500.0",
        "add #36 -1.0*v7 + -73.0 == 0 @ 999.0",
        "add #38 1.5*v9 + 1.5*v1 + -2.0*v3 + 102.0 == 0 @ 250.0",
        "remove edit v5",
        "add #41 -0.5*v6 + 2.0*v4 + -199.0 == 0",
        "remove #24",
        "priority #38 751.0",
        "add #49 1.0*v4 + 2.0*v8 + -1.5*v6 + 179.0 == 0",
        "add #51 -1.5*v10 + 1.0*v6 + -0.5*v9 + -1.5*v11 + -147.0 <= 0",
        "add #52 -2.0*v7 + 127.0 <= 0 @ 999.0",
        "edit v4 @ 751.0",
        "add #59 -1.5*v0 + 5.0*v1 + -1.0*v5 + 0.5*v9 + -3.0*v11 + -446.0 == 0",
        "add #60 -1.0*v2 + 1.0*v3 + 1.0*v7 + 66.625 == 0",
        "remove #59",
        "add #65 2.0*v7 + 89.0 == 0",
        "remove #49",
        "add #67 0.5*v0 + -1.0*v1 + -1.0*v2 + 1.0*v3 + 1.0*v4 + -0.25*v6 + 1.0*v7 + 1.0*v11 + 78.125 == 0",
        "remove #32",
    ]

    static let seed3344 = [
        "add #0 -2.0*v11 + -1.5*v9 + 1.0*v1 + -153.0 <= 0 @ 500.0",
        "add #2 1.0*v8 + 1.0*v3 + 1.0*v9 + 95.0 <= 0",
        "add #3 -0.5*v2 + 76.0 == 0",
        "add #4 2.0*v2 + 1.0*v8 + -1.5*v5 + 132.125 <= 0 @ 500.0",
        "add #5 -2.0*v10 + 0.5*v2 + 1.0*v1 + 1.0*v8 + 32.0 == 0 @ 500.0",
        "add #6 0.5*v1 + 1.0*v6 + -0.5*v9 + 131.0 >= 0 @ 500.0",
        "add #7 0.5*v1 + 1.0*v6 + -0.5*v9 + 131.0 >= 0 @ 500.0",
        "add #8 0.5*v4 + -157.0 <= 0 @ 1.0",
        "edit v11 @ 500.0",
        "add #9 -1.0*v0 + 179.125 <= 0",
        "add #10 1.0*v6 + 162.0 <= 0 @ 751.0",
        "suggest v11 30.0",
        "constant #6 -53.0",
        "edit v9 @ 751.0",
        "add #13 0.5*v11 + -1.5*v7 + -0.5*v3 + -63.0 >= 0 @ 500.0",
        "add #14 2.0*v1 + -1.0*v8 + 132.125 >= 0",
        "add #19 1.0*v8 + -1.5*v3 + -0.5*v2 + -152.0 == 0",
        "add #20 1.0*v4 + -1.0*v1 + 1.0*v0 + 33.0 <= 0",
        "remove #10",
        "suggest v9 -146.0",
        "add #21 -1.5*v6 + -1.5*v8 + -39.0 <= 0",
        "edit v5 @ 1.0",
        "add #23 0.5*v0 + 1.0*v4 + -1.0*v6 + -76.625 == 0",
        "add #24 1.5*v0 + 0.5*v4 + 1.0*v5 + 1.0*v10 + -124.0 <= 0",
        "add #26 -1.5*v6 + -2.0*v7 + -1.5*v2 + 1.5*v8 + -136.0 == 0",
        "add #27 -2.0*v2 + -3.0*v3 + 2.0*v8 + -152.0 == 0",
        "add #28 -0.5*v9 + -153.0 <= 0",
        "add #29 -2.0*v10 + -192.0 <= 0 @ 751.0",
        "add #32 1.5*v1 + 2.0*v7 + -0.5*v2 + -87.0 <= 0 @ 500.0",
        "remove #21",
        "remove edit v11",
        "constant #23 50.0",
        "remove #4",
        "add #34 -1.0*v6 + -33.0 <= 0",
        "add #35 2.0*v6 + 2.0*v3 + 0.5*v7 + 105.0 >= 0 @ 500.0",
        "add #36 -1.0*v5 + 1.0*v3 + -27.0 == 0",
        "remove #6",
        "add #38 -1.0*v3 + 1.0*v2 + 2.0*v10 + -2.0*v7 + 125.0 == 0",
        "add #39 0.5*v6 + -92.25 >= 0",
        "add #41 1.0*v9 + -1.0*v4 + 1.0*v0 + 21.0 <= 0",
        "constant #19 153.0",
        "add #73 -1.5*v9 + 70.0 <= 0",
        "remove #27",
        "add #76 0.5*v0 + 1.0*v2 + 2.0*v3 + -1.0*v5 + -0.25*v8 + 89.0 == 0",
        "add #77 -0.5*v0 + 0.5*v5 + -0.75*v8 + -26.5 == 0",
        "remove #26",
    ]
}
