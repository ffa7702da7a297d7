import Foundation
import Testing
import TrellisSolver

/// Parses `text` as `t.cl` and runs it in a fresh solver.
private func run(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> ConstraintFileRunner.Result? {
    do {
        return ConstraintFileRunner(file: try ConstraintFile(parsing: text, fileName: "t.cl")).run()
    } catch {
        Issue.record("unexpected parse error: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The diagnostics of running `text`, as printed.
private func diagnostics(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    run(text, sourceLocation: sourceLocation)?.diagnostics.map(\.description) ?? []
}

@Suite("Constraint file runner")
struct ConstraintFileRunnerTests {
    @Test func requiredEqualitiesChain() {
        let result = run("x == 10\ny == x + 5")
        #expect(result?.values == ["x": 10, "y": 15])
        #expect(result?.outputLines == ["x = 10.0", "y = 15.0"])
        #expect(result?.diagnostics == [])
        #expect(result?.exitStatus == 0)
    }

    @Test func constantPriorityAndRemoveEditGoThroughTheSolver() {
        // Line 1 is x - 10 == 0; `constant 1 -30` makes it x - 30 == 0, so y = x + 5 = 35.
        #expect(run("x == 10\ny == x + 5\nconstant 1 -30")?.values == ["x": 30, "y": 35])
        // w == 40 @ 250 against w == 10 @ 500 gives 10; `priority 2 100` puts w == 10 below w == 40: 40.
        #expect(run("w == 40 @ 250\nw == 10 @ 500\npriority 2 100")?.values == ["w": 40])
        // Without its edit, W falls back to its own constraint at 1.
        #expect(run("edit W\nsuggest W 320\nW == 7 @ 1\nremove edit W")?.values == ["W": 7])
        #expect(diagnostics("x == 1\nremove 1\nconstant 1 5") == ["t.cl:3: warning: line 1 was already removed"])
    }

    @Test func singleWeakConstraintHolds() {
        #expect(run("w == 40 @ 250")?.outputLines == ["w = 40.0"])
    }

    @Test func strictPrioritiesOneHigherBeatsManyLower() {
        // One constraint at 751 outweighs any number at 750.
        let result = run("x == 100 @ 751\nx == 0 @ 750\nx == 0 @ 750\nx == 0 @ 750\nx == 0 @ high")
        #expect(result?.values["x"] == 100)
    }

    @Test func requiredInequalityBoundsWeakWish() {
        // The wish for 500 loses to the required bound; the weak preference for 0 loses to the medium one.
        let result = run("x <= 300\nx == 500 @ medium\nx == 0 @ low")
        #expect(result?.values["x"] == 300)
    }

    @Test func outputSortedByUTF8Bytes() {
        let result = run("b == 1\nB == 2\na_b == 3\na.b == 4\nab == 5\né == 6\na == 7")
        #expect(
            result?.outputLines == [
                "B = 2.0", "a = 7.0", "a.b = 4.0", "a_b = 3.0", "ab = 5.0", "b = 1.0", "é = 6.0",
            ])
    }

    @Test func valueFormatting() {
        #expect(ConstraintFileRunner.format(100) == "100.0")
        #expect(ConstraintFileRunner.format(0.1) == "0.1")
        #expect(ConstraintFileRunner.format(0.00001) == "1e-05")
        #expect(ConstraintFileRunner.format(-0.0) == "0.0")
        #expect(ConstraintFileRunner.format(-2.5) == "-2.5")
        #expect(ConstraintFileRunner.format(16_777_200) == "16777200.0")
        #expect(run("x == 0.1\ny == -0.0\nz == 1e-05")?.outputLines == ["x = 0.1", "y = 0.0", "z = 1e-05"])
    }

    @Test func unconstrainedAndOnlyMentionedVariablesPrintZero() {
        // `q` is mentioned only in a rejected constraint, `W` only in edit/suggest lines, `u` cancels out.
        let result = run(
            """
            x == 1
            x + q - q == 2
            edit W @ low
            u - u + y == 3
            """)
        #expect(result?.outputLines == ["W = 0.0", "q = 0.0", "u = 0.0", "x = 1.0", "y = 3.0"])
        #expect(result?.exitStatus == 3)
    }

    @Test func unsatisfiableRequiredConstraintIsRejectedAndRunContinues() {
        let result = run("x >= 10   # lower bound\n  x <= 5   # upper bound\ny == 2")
        #expect(
            result?.diagnostics == [
                ConstraintFileDiagnostic(
                    fileName: "t.cl", line: 2, kind: .unsatisfiable(constraint: "x <= 5", conflictLines: [1]))
            ])
        #expect(result?.diagnostics.first?.description == "t.cl:2: unsatisfiable: x <= 5 (conflicts with line 1)")
        #expect(result?.values == ["x": 10, "y": 2])
        #expect(result?.exitStatus == 3)
    }

    @Test func conflictLinesAscendingAndOnlyTheConflictingOnes() {
        // Line 4 cannot hold with lines 1 and 3; line 2 is unrelated, line 5 is not required.
        let lines = diagnostics(
            """
            x + y == 10
            z == 3
            x >= 6
            y >= 6
            y == 7 @ high
            """)
        #expect(lines == ["t.cl:4: unsatisfiable: y >= 6 (conflicts with lines 1, 3)"])
    }

    @Test func conflictWithNoOtherLine() {
        #expect(diagnostics("0 == 1 # never") == ["t.cl:1: unsatisfiable: 0 == 1 (conflicts with no other line)"])
        #expect(
            diagnostics("x == 1\nx - x >= 1") == ["t.cl:2: unsatisfiable: x - x >= 1 (conflicts with no other line)"])
    }

    @Test func removeTakesConstraintOut() {
        let result = run("x == 10\nx == 20 @ low\nremove 1")
        #expect(result?.values["x"] == 20)
        #expect(result?.diagnostics == [])
        #expect(result?.exitStatus == 0)
    }

    @Test func removedConstraintNoLongerConflicts() {
        let result = run("x >= 10\nremove 1\nx <= 5")
        #expect(result?.values["x"] == 5)
        #expect(result?.exitStatus == 0)
    }

    @Test func removeTwiceWarns() {
        let result = run("x == 10\nx == 20 @ low\nremove 1\nremove 1")
        #expect(result?.diagnostics.map(\.description) == ["t.cl:4: warning: line 1 was already removed"])
        #expect(result?.diagnostics.first?.isWarning == true)
        #expect(result?.values["x"] == 20)
        #expect(result?.exitStatus == 0)
    }

    @Test func removeRejectedWarns() {
        let result = run("x >= 10\nx <= 5\nremove 2")
        #expect(
            result?.diagnostics.map(\.description) == [
                "t.cl:2: unsatisfiable: x <= 5 (conflicts with line 1)",
                "t.cl:3: warning: line 2 was rejected as unsatisfiable",
            ])
        #expect(result?.exitStatus == 3)
    }

    @Test func editVariableFollowsSuggestions() {
        let result = run("edit W\nhalf == W / 2\nsuggest W 320")
        #expect(result?.values == ["W": 320, "half": 160])
        let later = run("edit W\nhalf == W / 2\nsuggest W 320\nsuggest W 100")
        #expect(later?.values == ["W": 100, "half": 50])
    }

    @Test func requiredAndStrongerConstraintsWinOverSuggestions() {
        #expect(run("edit W\nW <= 300\nsuggest W 320")?.values["W"] == 300)
        // An edit at low (250) loses to a wish at high (750)…
        #expect(run("edit W @ low\nW == 100 @ high\nsuggest W 320")?.values["W"] == 100)
        // …and the default edit priority (999) beats it.
        #expect(run("edit W\nW == 100 @ high\nsuggest W 320")?.values["W"] == 320)
    }

    @Test func solverIsLeftForInspection() throws {
        let solver = Solver()
        let file = try ConstraintFile(parsing: "x == 1\ny >= 2\nremove 1\nedit W")
        let result = ConstraintFileRunner(file: file).run(in: solver)
        let w = try #require(result.variables["W"])
        let y = try #require(result.variables["y"])
        #expect(solver.name(of: w) == "W")
        #expect(solver.hasEditVariable(w))
        #expect(solver.value(of: y) == 2)
        try solver.suggestValue(w, 42)
        #expect(solver.value(of: w) == 42)
        #expect(result.variables.keys.sorted() == ["W", "x", "y"])
    }

    @Test func diagnosticMessages() {
        let d = { (kind: ConstraintFileDiagnostic.Kind) in
            ConstraintFileDiagnostic(fileName: "a/b.cl", line: 12, kind: kind).description
        }
        #expect(
            d(.unsatisfiable(constraint: "x <= 5", conflictLines: []))
                == "a/b.cl:12: unsatisfiable: x <= 5 (conflicts with no other line)")
        #expect(
            d(.unsatisfiable(constraint: "x <= 5", conflictLines: [3]))
                == "a/b.cl:12: unsatisfiable: x <= 5 (conflicts with line 3)")
        #expect(
            d(.unsatisfiable(constraint: "x <= 5", conflictLines: [1, 3, 9]))
                == "a/b.cl:12: unsatisfiable: x <= 5 (conflicts with lines 1, 3, 9)")
        #expect(d(.alreadyRemoved(line: 4)) == "a/b.cl:12: warning: line 4 was already removed")
        #expect(d(.wasRejected(line: 4)) == "a/b.cl:12: warning: line 4 was rejected as unsatisfiable")
    }
}

/// The examples in `Examples/`, with answers worked out by hand in their comments.
@Suite("Constraint file examples")
struct ConstraintFileExampleTests {
    /// The repository's `Examples/NAME` run in a fresh solver.
    private func runExample(_ name: String) throws -> ConstraintFileRunner.Result {
        let path =
            String(
                #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
                    .joined(separator: "/")) + "/Examples/" + name
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return ConstraintFileRunner(file: try ConstraintFile(parsing: text, fileName: name)).run()
    }

    @Test func threeColumns() throws {
        let result = try runExample("three-columns.cl")
        #expect(result.exitStatus == 0)
        #expect(
            result.outputLines == [
                "left.width = 280.0", "left.x = 20.0", "middle.width = 280.0", "middle.x = 310.0",
                "right.width = 280.0", "right.x = 600.0", "window.width = 900.0",
            ])
    }

    @Test func priorities() throws {
        let result = try runExample("priorities.cl")
        #expect(result.exitStatus == 0)
        #expect(
            result.values == [
                "toolbar.width": 400, "label.x": 8, "label.width": 296, "button.x": 312, "button.width": 80,
            ])
    }

    @Test func edit() throws {
        let result = try runExample("edit.cl")
        #expect(result.exitStatus == 0)
        #expect(result.diagnostics == [])
        #expect(
            result.values == [
                "window.width": 1024, "sidebar.x": 0, "sidebar.width": 200, "content.x": 200, "content.width": 824,
            ])
    }
}
