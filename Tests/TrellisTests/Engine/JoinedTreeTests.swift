import Foundation
import Testing

@testable import Trellis

/// A tree with constraints added to a hierarchy with an engine has them installed at the engine's next
/// question, after the constraints activated meanwhile (those that place the tree), not at `addSubview`
/// (`LayoutEngine+DeferredTrees.swift`): every question sees them, and what happens to the tree or its
/// constraints before that question is honoured.
@Suite struct JoinedTreeTests {
    /// A component built bottom-up: `outer` holds `inner`, 10 in from its left and top, 20 wide, as tall as
    /// `outer` less 10.
    static func component() -> (outer: UIView, inner: UIView, constraints: [NSLayoutConstraint]) {
        let outer = UIView()
        let inner = UIView()
        outer.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        outer.addSubview(inner)
        let constraints = [
            inner.leftAnchor.constraint(equalTo: outer.leftAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 20),
            inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        return (outer, inner, constraints)
    }

    /// Pins `view` at (5, 5) in `root`, 100 × 60.
    static func place(_ view: UIView, in root: UIView) {
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 60),
        ])
    }

    @Test func treeAddedThenPlacedIsLaidOut() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let (outer, inner, _) = Self.component()
        root.addSubview(outer)
        Self.place(outer, in: root)
        root.layoutIfNeeded()
        #expect(outer.frame == CGRect(x: 5, y: 5, width: 100, height: 60))
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 20, height: 50))
        #expect(root.ownedEngine!.pendingJoins.isEmpty)
    }

    /// A constraint of the tree is asked whether it is broken before any layout pass: the question installs the
    /// tree first. The placement, activated after the tree joined, goes in first and holds; of the tree's own,
    /// the last one in is broken.
    @Test func brokenQuestionSeesTheJoinedTree() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let (outer, inner, constraints) = Self.component()
        let fixed = inner.rightAnchor.constraint(equalTo: outer.rightAnchor)  // inner 20 wide: outer 30
        fixed.isActive = true
        root.addSubview(outer)
        Self.place(outer, in: root)  // outer 100 wide: one of the two must go
        // In pre-order of holders: `outer`'s four (`fixed` among them), then `inner`'s width, which is broken.
        #expect(constraints[2].isBroken && !fixed.isBroken)
        #expect(root.ownedEngine!.broken.count == 1)
        #expect(!(root.ownedEngine!.broken.contains { $0.firstItem === outer }))
        root.layoutIfNeeded()
        #expect(outer.frame == CGRect(x: 5, y: 5, width: 100, height: 60))
    }

    /// Deactivated or given a new constant between `addSubview` and the next question, a constraint of the tree
    /// enters the solver as it is then (or not at all).
    @Test func changesBeforeTheQuestionAreHonoured() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let (outer, inner, constraints) = Self.component()
        root.addSubview(outer)
        Self.place(outer, in: root)
        constraints[2].constant = 35  // width
        constraints[1].isActive = false  // top
        inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 4).isActive = true
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 10, y: 4, width: 35, height: 56))
        #expect(!constraints[1].isBroken && constraints[1].engineSlot < 0)
    }

    /// A tree that leaves before the question leaves nothing in the old engine and is laid out in the new one.
    @Test func treeMovedBeforeTheQuestion() {
        let first = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let second = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let (outer, inner, constraints) = Self.component()
        first.addSubview(outer)
        #expect(first.ownedEngine!.pendingJoins.count == 1)
        second.addSubview(outer)
        Self.place(outer, in: second)
        first.layoutIfNeeded()
        #expect(first.ownedEngine!.pendingJoins.isEmpty)
        #expect(inner.layout.engine == nil && outer.layout.engine === second.ownedEngine)
        second.layoutIfNeeded()
        #expect(inner.layout.engine === second.ownedEngine)
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 20, height: 50))
        #expect(constraints.allSatisfy { $0.engineSlot >= 0 && !$0.isBroken })
    }

    /// Bottom-up and top-down builds of the same nest give the same frames.
    @Test func bottomUpNestMatchesTopDown() {
        func nest(bottomUp: Bool) -> [CGRect] {
            let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let views = (0..<30).map { _ in UIView() }
            func pin(_ v: UIView, in parent: UIView) {
                v.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    v.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 2),
                    v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                    v.rightAnchor.constraint(equalTo: parent.rightAnchor, constant: -3),
                    v.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
                ])
            }
            if bottomUp {
                for i in stride(from: views.count - 1, to: 0, by: -1) {
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
            return views.map(\.frame)
        }
        let expected = (0..<30).map { _ in CGRect(x: 2, y: 1, width: 0, height: 0) }.enumerated().map { k, r in
            // Level k is 5 narrower and 1 shorter than level k − 1; level 0 is 400 − 5 by 300 − 1.
            CGRect(x: r.minX, y: r.minY, width: CGFloat(395 - 5 * k), height: CGFloat(299 - k))
        }
        #expect(nest(bottomUp: true) == expected)
        #expect(nest(bottomUp: false) == expected)
    }
}
