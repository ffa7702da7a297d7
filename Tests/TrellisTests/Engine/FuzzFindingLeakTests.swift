import Foundation
import Testing

@testable import Trellis

/// A finding of issue 20 (RELIABILITY.md, "Session 9 (lead): the FuzzVisualFormat campaign"): the input
/// `Fuzz/Findings/visual-format-leak-8bb94d9`, run as the fuzz target runs it (`replayVisualFormatFuzzInput`; the
/// root resized to 4 × its first byte, 0, wide), left the root alive once the last reference was dropped: a
/// constraint broken twice was listed twice in the engine's broken constraints, deactivating it took out one
/// entry, and the other (a deactivated constraint retains its items) kept the root and its engine alive. Its
/// lines give `a` heights of ≥ 92 and == 5.16·10²³ at priority 10 between the root's edges. Expected: nothing
/// outlives the scope (the root and view `a` freed).
@Suite struct FuzzFindingLeakTests {
    @Test func visualFormatFindingFreesItsHierarchy() throws {
        let saved = NSLayoutConstraint.logsUnsatisfiableConstraints
        NSLayoutConstraint.logsUnsatisfiableConstraints = false
        defer { NSLayoutConstraint.logsUnsatisfiableConstraints = saved }
        weak var weakRoot: UIRootView?
        weak var weakView: UIView?
        do {
            let (root, views, _) = try replayVisualFormatFuzzInput("Findings/visual-format-leak-8bb94d9")
            weakRoot = root
            weakView = views["a"]
        }
        #expect(weakRoot == nil)
        #expect(weakView == nil)
    }
}
