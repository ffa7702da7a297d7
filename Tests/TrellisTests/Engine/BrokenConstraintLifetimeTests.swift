import Foundation
import Testing
import TrellisSolver
import TrellisTestSupport

@testable import Trellis

/// Constraints broken at the root's size do not keep the hierarchy alive once deactivated (issue 20: the
/// root, its views, the engine and the solver leaked, 16 MB over a fuzzing run).
@Suite struct BrokenConstraintLifetimeTests {
    /// `H:|-0-[a(1000)]-0-|` cannot hold in a 320-wide root: one of its constraints is broken by the root's
    /// size. Activated, laid out and deactivated, everything is freed.
    @Test(arguments: [false, true])
    func overwideVisualFormatIsFreed(deactivateInReverse: Bool) {
        weak var weakRoot: UIRootView?
        weak var weakView: UIView?
        weak var weakEngine: LayoutEngine?
        weak var weakSolver: Solver?
        var brokenCount = 0
        do {
            let (root, v) = makeRoot(width: 320, height: 480, count: 1)
            let constraints = NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-0-[a(1000)]-0-|", metrics: nil, views: ["a": v[0]])
            #expect(constraints.count == 3)
            brokenCount =
                brokenConstraints(in: root) {
                    NSLayoutConstraint.activate(constraints)
                    root.layoutIfNeeded()
                }.count
            weakRoot = root
            weakView = v[0]
            weakEngine = root.ownedEngine
            weakSolver = root.ownedEngine?.solver
            NSLayoutConstraint.deactivate(deactivateInReverse ? constraints.reversed() : constraints)
            root.layoutIfNeeded()
        }
        #expect(brokenCount == 1)
        #expect(weakRoot == nil)
        #expect(weakView == nil)
        #expect(weakEngine == nil)
        #expect(weakSolver == nil)
    }

    /// A broken constraint whose conflicting set names a constraint deactivated before it: the set must not
    /// keep that constraint (which retains its items again) alive.
    @Test func conflictingSetsForgetDeactivatedConstraints() {
        weak var weakRoot: UIRootView?
        var survivor: NSLayoutConstraint?
        do {
            let (root, v) = makeRoot(width: 320, count: 1)
            let a = v[0]
            let width = a.widthAnchor.constraint(equalToConstant: 100)
            let conflicting = a.widthAnchor.constraint(equalToConstant: 200)
            _ = brokenConstraints(in: root) {
                NSLayoutConstraint.activate([width, conflicting])
                root.layoutIfNeeded()
            }
            weakRoot = root
            // Deactivate the one that holds; the broken one is tried again and now holds.
            width.isActive = false
            #expect(conflicting.isActive)
            survivor = width
        }
        #expect(weakRoot == nil)
        #expect(survivor?.isActive == false)
    }
}
