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

    /// Bottom-up and top-down builds of the same nest in a 400 × 400 root give the same frames, and leave no
    /// joined tree waiting: level k (from 0) is 1 in from its superview's left and top and flush with its right
    /// and bottom, so 399 − k square.
    @Test func bottomUpNestMatchesTopDown() {
        let expected = (0..<30).map { k in CGRect(x: 1, y: 1, width: 399 - CGFloat(k), height: 399 - CGFloat(k)) }
        for bottomUp in [true, false] {
            let (root, views) = NestingTests.chain(levels: 30, side: 400, bottomUp: bottomUp)
            #expect(views.map(\.frame) == expected)
            #expect(root.ownedEngine!.pendingJoins.isEmpty)
        }
    }
}
