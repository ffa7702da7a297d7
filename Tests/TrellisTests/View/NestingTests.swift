import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Deep nesting builds, lays out and frees in O(views), and what a view inherits — its root, its tint, its
/// layout direction — follows a subtree that moves (issues 19 and 20).
@Suite struct NestingTests {
    final class Weak {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    final class Box: @unchecked Sendable { var root: UIRootView? }

    /// Runs `body` on a new thread with a stack of `stackSize` bytes and waits for it: code that recursed once
    /// per level of a deep tree overflows a small stack.
    static func onThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
    }

    /// Pins `v` 1 point in from `parent`'s left and top, flush with its right and bottom.
    static func pin(_ v: UIView, in parent: UIView) {
        v.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 1),
            v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
            v.rightAnchor.constraint(equalTo: parent.rightAnchor),
            v.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
        ])
    }

    /// A chain of `levels` views in a `side` × `side` root, built top-down or bottom-up, laid out.
    static func chain(levels: Int, side: CGFloat, bottomUp: Bool) -> (UIRootView, [UIView]) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        let views = (0..<levels).map { _ in UIView() }
        if bottomUp {
            for i in stride(from: levels - 1, to: 0, by: -1) {
                views[i - 1].addSubview(views[i])
                pin(views[i], in: views[i - 1])
            }
            root.addSubview(views[0])
            pin(views[0], in: root)
        } else {
            var parent: UIView = root
            for v in views {
                parent.addSubview(v)
                pin(v, in: parent)
                parent = v
            }
        }
        root.layoutIfNeeded()
        return (root, views)
    }

    /// 200 levels, both orders: level k (1-based) is 1 point in from its superview and 1,000 − k wide and high,
    /// so the deepest is at (200, 200) in the root and 800 wide. (A constrained chain stays at 200 levels in the
    /// debug suite: its cost is the solver's — the rows of a nested chain, see RELIABILITY.md — not the view
    /// tree's; `trellis-layout-bench --nesting` times it at 10,000 in release.)
    @Test(arguments: [false, true]) func constrainedChainLaysOutInBothOrders(bottomUp: Bool) {
        let levels = 200
        var weak: [Weak] = []
        do {
            let (root, views) = Self.chain(levels: levels, side: 1_000, bottomUp: bottomUp)
            #expect(views.allSatisfy { $0.frame.minX == 1 && $0.frame.minY == 1 })
            #expect(views[0].frame.size == CGSize(width: 999, height: 999))
            #expect(views[99].frame.size == CGSize(width: 900, height: 900))
            #expect(views[levels - 1].frame.size == CGSize(width: 800, height: 800))
            #expect(views[levels - 1].convert(CGPoint.zero, to: root) == CGPoint(x: 200, y: 200))
            #expect(views.allSatisfy { $0.root === root })
            weak = views.map(Weak.init)
        }
        #expect(weak.allSatisfy { $0.view == nil })
    }

    /// 10,000 levels, both orders (top-down in a red root; bottom-up without one, then added to it): every
    /// view's root is the root and its tint the root's red, each view's frame is where it was put (1 point
    /// in), and releasing the root frees every view on a thread with a 256 KB stack — nothing recurses per
    /// level, in building, attaching or freeing.
    @Test(arguments: [false, true]) func tenThousandLevelsBuildAndFree(bottomUp: Bool) {
        let levels = 10_000
        let box = Box()
        var weak: [Weak] = []
        do {
            let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 40_000, height: 40_000))
            root.tintColor = .red
            // (Placed by their frames, without autoresizing constraints: what is timed here is the tree.)
            let views = (0..<levels).map {
                let v = UIView(frame: CGRect(x: 1, y: 1, width: 30_000 - $0, height: 10))
                v.translatesAutoresizingMaskIntoConstraints = false
                return v
            }
            if bottomUp {
                for i in stride(from: levels - 1, to: 0, by: -1) { views[i - 1].addSubview(views[i]) }
                #expect(views.allSatisfy { $0.root == nil && $0.tintColor == .systemBlue })
                root.addSubview(views[0])
            } else {
                var parent: UIView = root
                for v in views {
                    parent.addSubview(v)
                    parent = v
                }
            }
            #expect(views.allSatisfy { $0.root === root && $0.tintColor == .red })
            #expect(views[levels - 1].frame == CGRect(x: 1, y: 1, width: 20_001, height: 10))
            #expect(views[levels - 1].convert(CGPoint.zero, to: root) == CGPoint(x: 10_000, y: 10_000))
            weak = views.map(Weak.init)
            box.root = root
        }
        Self.onThread(stackSize: 256 << 10) { box.root = nil }
        #expect(weak.allSatisfy { $0.view == nil })
    }

    /// A 10,000-level chain built without a root joins one on a thread with a 256 KB stack: the walks of the
    /// subtree (engine installation, traits, tint, root, events) keep no deep stack, and every view learns
    /// its root once.
    @Test func deepChainJoinsARootWithoutRecursion() {
        let levels = 10_000
        let views = (0..<levels).map { _ in
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            return v
        }
        for i in 1..<levels { views[i - 1].addSubview(views[i]) }
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        nonisolated(unsafe) let (top, into) = (views[0], root)
        Self.onThread(stackSize: 256 << 10) { into.addSubview(top) }
        #expect(views.allSatisfy { $0.root === root })
        #expect(views[levels - 1].traitCollection.userInterfaceStyle == .light)
        views[0].removeFromSuperview()
        #expect(views.allSatisfy { $0.root == nil })
    }

    final class TintCounting: UIView {
        var tintChanges = 0
        override func tintColorDidChange() { tintChanges += 1 }
    }

    /// A built subtree moved from a right-to-left red tree in one root to a left-to-right green tree in another:
    /// its root, tint and layout direction are the new tree's at once, a view with its own tint keeps it, each
    /// view whose tint changed is told (once per step), and its leading constraints lay out mirrored no more.
    @Test func movedSubtreeInheritsItsNewTree() {
        let rootA = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let rootB = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = UIView(), b = UIView()
        a.tintColor = .red
        a.semanticContentAttribute = .forceRightToLeft
        b.tintColor = .green
        rootA.addSubview(a)
        rootB.addSubview(b)
        for (v, r) in [(a, rootA), (b, rootB)] {
            v.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: r.leadingAnchor),
                v.trailingAnchor.constraint(equalTo: r.trailingAnchor),
                v.topAnchor.constraint(equalTo: r.topAnchor), v.bottomAnchor.constraint(equalTo: r.bottomAnchor),
            ])
        }
        // The subtree: s ⊃ t ⊃ u, u with its own blue tint; t 10 from s's leading edge and 40 wide.
        let s = TintCounting(), t = TintCounting(), u = TintCounting()
        s.addSubview(t)
        t.addSubview(u)
        u.tintColor = .blue
        a.addSubview(s)
        s.translatesAutoresizingMaskIntoConstraints = false
        t.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            s.leadingAnchor.constraint(equalTo: a.leadingAnchor), s.widthAnchor.constraint(equalToConstant: 100),
            s.topAnchor.constraint(equalTo: a.topAnchor), s.heightAnchor.constraint(equalToConstant: 50),
            t.leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: 10),
            t.widthAnchor.constraint(equalToConstant: 40),
            t.topAnchor.constraint(equalTo: s.topAnchor), t.heightAnchor.constraint(equalToConstant: 20),
        ])
        rootA.layoutIfNeeded()
        // Right to left in a 200-wide root: s is at 200 − 100, t at 100 − 10 − 40 inside s.
        #expect(s.frame == CGRect(x: 100, y: 0, width: 100, height: 50))
        #expect(t.frame == CGRect(x: 50, y: 0, width: 40, height: 20))
        #expect([s, t, u].allSatisfy { $0.root === rootA && $0.isRightToLeft })
        #expect(s.tintColor == .red && t.tintColor == .red && u.tintColor == .blue)
        (s.tintChanges, t.tintChanges, u.tintChanges) = (0, 0, 0)

        // s's constraint to `a` goes with the move; pin it in `b` again (left to right now).
        b.addSubview(s)
        NSLayoutConstraint.activate([
            s.leadingAnchor.constraint(equalTo: b.leadingAnchor), s.topAnchor.constraint(equalTo: b.topAnchor),
        ])
        rootB.layoutIfNeeded()
        #expect([s, t, u].allSatisfy { $0.root === rootB && !$0.isRightToLeft })
        #expect(s.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(s.tintColor == .green && t.tintColor == .green && u.tintColor == .blue)
        // Told twice each: red → the default as the subtree leaves `a`, → green as it joins `b`.
        #expect(s.tintChanges == 2 && t.tintChanges == 2 && u.tintChanges == 0)
        #expect(s.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(t.frame == CGRect(x: 10, y: 0, width: 40, height: 20))

        // Out of every tree: no root, the default tint, left to right.
        s.removeFromSuperview()
        #expect([s, t, u].allSatisfy { $0.root == nil && !$0.isRightToLeft })
        #expect(s.tintColor == .systemBlue && t.tintColor == .systemBlue && u.tintColor == .blue)
        #expect(s.tintChanges == 3 && t.tintChanges == 3 && u.tintChanges == 0)
    }

    /// Setting a tint or dimming above a deep subtree reaches every view that inherits it, and a view that
    /// sets its own stops what it overrides (the color below it, but not the dimming).
    @Test func tintAndDimmingReachTheViewsThatInherit() {
        let top = UIView()
        var views: [TintCounting] = []
        var parent = top
        for _ in 0..<100 {
            let v = TintCounting()
            parent.addSubview(v)
            views.append(v)
            parent = v
        }
        views[49].tintColor = .green
        views.forEach { $0.tintChanges = 0 }
        top.tintColor = .red
        #expect(views[0..<49].allSatisfy { $0.tintColor == .red && $0.tintChanges == 1 })
        #expect(views[49...].allSatisfy { $0.tintColor == .green && $0.tintChanges == 0 })
        top.tintAdjustmentMode = .dimmed
        #expect(views.allSatisfy { $0.tintAdjustmentMode == .dimmed })
        #expect(views[0..<49].allSatisfy { $0.tintChanges == 2 } && views[49...].allSatisfy { $0.tintChanges == 1 })
        // A dimmed tint is the gray of the color's luminance (Rec. 601): red 0.299, green 0.587.
        var white: CGFloat = 0, alpha: CGFloat = 0
        views[0].tintColor.getWhite(&white, alpha: &alpha)
        #expect(abs(white - 0.299) < 1e-9 && alpha == 1)
        views[99].tintColor.getWhite(&white, alpha: &alpha)
        #expect(abs(white - 0.587) < 1e-9 && alpha == 1)
    }

    /// A subtree kept by the app outlives its root: it has no root after, and the default tint (the root's
    /// red is gone with it).
    @Test func subtreeOutlivingItsRootForgetsIt() {
        var kept: UIView?
        do {
            let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.tintColor = .red
            let a = UIView(), b = UIView()
            root.addSubview(a)
            a.addSubview(b)
            #expect(b.root === root && b.tintColor == .red)
            kept = a
        }
        #expect(kept?.superview == nil)
        #expect(kept?.root == nil && kept?.subviews.first?.root == nil)
        #expect(kept?.tintColor == .systemBlue && kept?.subviews.first?.tintColor == .systemBlue)
    }

    /// A root view inside another tree is its own subtree's root; taking the outer root away leaves it so.
    @Test func nestedRootKeepsItsSubtree() {
        let outer = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView(), inner = UIRootView(frame: .zero), leaf = UIView()
        inner.addSubview(leaf)
        container.addSubview(inner)
        #expect(container.root == nil && inner.root === inner && leaf.root === inner)
        outer.addSubview(container)
        #expect(container.root === outer && inner.root === inner && leaf.root === inner)
        container.removeFromSuperview()
        #expect(container.root == nil && inner.root === inner && leaf.root === inner)
    }

    /// Both orders of `visitAllViews` on a small tree, exactly: a(b(d, e), c).
    @Test func visitOrders() {
        let a = UIView(), b = UIView(), c = UIView(), d = UIView(), e = UIView()
        a.addSubview(b)
        a.addSubview(c)
        b.addSubview(d)
        b.addSubview(e)
        let names = [
            ObjectIdentifier(a): "a", ObjectIdentifier(b): "b", ObjectIdentifier(c): "c",
            ObjectIdentifier(d): "d", ObjectIdentifier(e): "e",
        ]
        var pre: [String] = [], post: [String] = []
        a.visitAllViews { pre.append(names[ObjectIdentifier($0)]!) }
        a.visitAllViews(postOrder: true) { post.append(names[ObjectIdentifier($0)]!) }
        #expect(pre == ["a", "b", "d", "e", "c"])
        #expect(post == ["d", "e", "b", "c", "a"])
    }
}
