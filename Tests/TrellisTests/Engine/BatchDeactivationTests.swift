import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// `NSLayoutConstraint.deactivate(_:)` deactivates the broken constraints of its list first: none of them is
/// tried again (and broken again, with a search for its conflicting set and a report) on its way out, while a
/// broken constraint left active is still tried again when what it conflicted with goes.
@Suite struct BatchDeactivationTests {
    /// `a.width == 100`, then 200 and 300 (both broken against the first), in a 320 × 100 root.
    func threeWidths() -> (UIRootView, UIView, [NSLayoutConstraint]) {
        let (root, v) = makeRoot(width: 320, count: 1)
        let widths = [100, 200, 300].map { v[0].widthAnchor.constraint(equalToConstant: $0) }
        let broken = brokenConstraints(in: root) { NSLayoutConstraint.activate(widths) }
        #expect(broken.map(ObjectIdentifier.init) == [widths[1], widths[2]].map(ObjectIdentifier.init))
        return (root, v[0], widths)
    }

    /// One by one, the first width going out tried 200 again (it fits) and 300 again (broken again, against
    /// 200: a report for a constraint the same call deactivates). In one call nothing is tried again: one
    /// solver edit (the row of 100 out), no report.
    @Test func brokenConstraintsOfTheListAreNotTriedAgain() throws {
        let (root, a, widths) = threeWidths()
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        let engine = try #require(LayoutEngine.existingEngine(of: root))
        let edits = engine.counters.solverEdits
        let reported = brokenConstraints(in: root) { NSLayoutConstraint.deactivate(widths) }
        #expect(reported.isEmpty)
        #expect(engine.counters.solverEdits - edits == 1)
        #expect(widths.allSatisfy { !$0.isActive })
        #expect(engine.broken.isEmpty)
    }

    /// The same constraints deactivated one at a time (each its own call) still go through the retries: the
    /// 300 is reported again when the 100 goes (the behaviour of single deactivations is unchanged).
    @Test func oneAtATimeTriesAgain() {
        let (root, _, widths) = threeWidths()
        root.layoutIfNeeded()
        let reported = brokenConstraints(in: root) { for c in widths { NSLayoutConstraint.deactivate([c]) } }
        #expect(reported.map(ObjectIdentifier.init) == [ObjectIdentifier(widths[2])])
        #expect(widths.allSatisfy { !$0.isActive })
    }

    /// A broken constraint that stays active is tried again when the list takes out what it conflicted with:
    /// 200 holds once 100 goes, 300 (deactivated in the same call) is not tried.
    @Test func brokenConstraintLeftActiveIsTriedAgain() throws {
        let (root, a, widths) = threeWidths()
        root.layoutIfNeeded()
        let reported = brokenConstraints(in: root) { NSLayoutConstraint.deactivate([widths[0], widths[2]]) }
        #expect(reported.isEmpty)
        #expect(widths[1].isActive && !widths[0].isActive && !widths[2].isActive)
        let engine = try #require(LayoutEngine.existingEngine(of: root))
        #expect(!engine.isBroken(widths[1]) && engine.broken.isEmpty)
        root.layoutIfNeeded()
        #expect(a.frame.width == 200)
    }
}
