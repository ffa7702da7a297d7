import Foundation
import Testing

@testable import Trellis

/// FuzzVisualFormat's finding (`Fuzz/Corpus/visual-format/solver-remove-stale-use.txt`): Visual Format lines over
/// four views, some naming a view more than once (`[a][b][c(a)][a(n)]`), activated, laid out, resized and
/// deactivated. Deactivating trapped in the solver's drift check on a use of a removed constraint.
@Suite struct DeactivationAfterResizeTests {
    @Test func fuzzedVisualFormatLinesDeactivateCleanly() throws {
        let saved = NSLayoutConstraint.logsUnsatisfiableConstraints
        NSLayoutConstraint.logsUnsatisfiableConstraints = false
        defer { NSLayoutConstraint.logsUnsatisfiableConstraints = saved }
        let (root, _, active) = try replayVisualFormatFuzzInput("Corpus/visual-format/solver-remove-stale-use.txt")
        // With every constraint gone, the views keep the frames of the last layout that placed them, all finite.
        for v in root.subviews {
            let f = v.frame
            #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite)
        }
        #expect(active.allSatisfy { !$0.isActive })
    }
}
