import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Deep trees build and free in O(views) without deep recursion (issue 20: 10,000 levels took minutes, and
/// freeing a deep chain recursed once per level).
@Suite struct DeepHierarchyTests {
    final class Counted: UIView {
        let counter: Counter
        init(_ counter: Counter) {
            self.counter = counter
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError() }
        deinit { counter.freed += 1 }
    }
    final class Counter: @unchecked Sendable { var freed = 0 }

    final class Box: @unchecked Sendable { var view: UIView? }

    /// 1,500 levels, freed on a thread with a 64 KB stack: before, each level's release ran inside its
    /// parent's (several frames, over 100 bytes a level: a stack overflow, as 10,000+ levels overflow any
    /// thread's stack); now the stack depth is constant. Every level is freed. (10,000 levels, both orders
    /// and in a root: `NestingTests`.)
    @Test func deepChainIsFreedWithoutRecursion() {
        let counter = Counter()
        let levels = 1_500
        let box = Box()
        do {
            let top = Counted(counter)
            var deepest: UIView = top
            for _ in 1..<levels {
                let v = Counted(counter)
                deepest.addSubview(v)
                deepest = v
            }
            box.view = top
        }
        NestingTests.onThread(stackSize: 64 << 10) { box.view = nil }
        #expect(counter.freed == levels)
    }

    /// A view kept by the app survives its ancestors' release, detached; the rest of the chain is freed.
    @Test func keptViewInADeepChainSurvives() {
        let counter = Counter()
        var kept: UIView?
        do {
            let top = Counted(counter)
            var deepest: UIView = top
            for i in 1..<1_000 {
                let v = Counted(counter)
                deepest.addSubview(v)
                deepest = v
                if i == 500 { kept = v }
            }
        }
        // Levels 0…499 are freed; 500 is kept with its 499 levels below.
        #expect(counter.freed == 500)
        #expect(kept?.superview == nil)
        #expect(kept?.subviews.count == 1)
        kept = nil
        #expect(counter.freed == 1_000)
    }

    /// Adding a view to itself or to its own descendant is refused with a message, not a crash.
    @Test func addingAnAncestorIsRefused() {
        let a = UIView(), b = UIView()
        a.addSubview(b)
        let collected = LayoutEngine.CollectedReports()
        LayoutEngine.$collectedReports.withValue(collected) {
            b.addSubview(a)
            a.addSubview(a)
        }
        #expect(collected.messages.count == 2)
        #expect(a.superview == nil && b.superview === a && b.subviews.isEmpty)
    }
}
