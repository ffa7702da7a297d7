import Foundation
import Testing
import TrellisSolver

/// The solver bugs the oracle run found (RELIABILITY.md, "Exact lexicographic oracle"), as constraint files in
/// `Fuzz/Corpus/constraint-file/oracle-refusal-*.cl`: each ends with a required equality that the solver refused
/// as unsatisfiable although it holds together with the active constraints (checked exactly by the oracle when
/// the run found it; 7782's is a duplicate of an active equality with its terms reordered, 6888's the sum of
/// two active ones). 6888 holds since main's c0e26f3; the other three since the canonical expansion judges a
/// cell's cancellation against the largest term that went into it (issue 17): the noise it kept was what the
/// artificial phase could not remove. Each must now be accepted with no diagnostic.
@Suite("Oracle reproducers")
struct OracleReproducerTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/Corpus/constraint-file").standardizedFileURL

    @Test(arguments: [3087, 4409, 6888, 7782])
    func satisfiableRequiredEqualityIsAccepted(system: Int) throws {
        let path = Self.corpus.appendingPathComponent("oracle-refusal-\(system).cl").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let result = ConstraintFileRunner(file: try ConstraintFile(parsing: text, fileName: path)).run()
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.exitStatus == ConstraintFileRunner.successStatus)
    }
}
