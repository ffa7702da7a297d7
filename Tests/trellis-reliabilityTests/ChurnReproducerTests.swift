import Foundation
import Testing
import TrellisSolver

/// Fresh builds that the churn run (`trellis-reliability churn --seed 1510 --seeds 1 --ops 200 --check-every 1
/// --variables 12 --shrink`, RELIABILITY.md "Session 6") found wrong, shrunk to the constraints the fresh solver adds,
/// in `Fuzz/Corpus/constraint-file/churn-1510-*.cl`. Both end with a required equality that repeats others
/// (`-2·v4 + 0.125·v5 + 4·(v8 + v9 + v10) + 256.96875 == 0` is half the equality on `v5` plus twice the one on `v4`),
/// whose canonical row reached the tableau with rounding noise: a slack cell of 6·10⁻⁷ beside dummies of 0.5 and 2,
/// or a constant of 10⁻⁸ of its terms.
@Suite("Churn reproducers")
struct ChurnReproducerTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/Corpus/constraint-file").standardizedFileURL

    static func run(_ name: String) throws -> ConstraintFileRunner.Result {
        let path = corpus.appendingPathComponent(name).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return ConstraintFileRunner(file: try ConstraintFile(parsing: text, fileName: path)).run()
    }

    /// The artificial phase pivoted on the noise cell (6·10⁻⁷ against a constant of 7·10⁻⁷) and moved that slack by
    /// about 1.12, leaving level 999 at 48.7466 where its exact optimum is 381/8 = 47.625 (the exact oracle, and
    /// HiGHS through SciPy, give it). Level 999 here is `−2·v0 − v11 + 104 ≥ 0` and `−v10 + 0.5·v7 + 67 == 0`.
    @Test func repeatedEqualityKeepsLevelAtItsOptimum() throws {
        let result = try Self.run("churn-1510-level.cl")
        #expect(result.exitStatus == ConstraintFileRunner.successStatus)
        let v = result.values
        let total = max(0, -(-2 * v["v0"]! - v["v11"]! + 104)) + abs(-v["v10"]! + 0.5 * v["v7"]! + 67)
        #expect(abs(total - 47.625) <= 1e-6 * 47.625, "level 999 total \(total)")
    }

    /// The same equality one operation later: every cell a dummy, and a constant of 8.8·10⁻⁶ against terms of 854
    /// (1.03·10⁻⁸ relative) refused it as contradicting the equalities it repeats.
    @Test func repeatedEqualityWithRoundedConstantIsAccepted() throws {
        let result = try Self.run("churn-1510-refusal.cl")
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.exitStatus == ConstraintFileRunner.successStatus)
    }
}
