import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// A view in the style of seed 004: constraints made once in `updateConstraints`, layout counted.
final class CountingView: UIView {
    var layoutCount = 0
    var updateCount = 0
    var didSetupConstraints = false
    let child = UIView()
    var log: (String) -> Void = { _ in }

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        updateCount += 1
        log("update \(accessibilityIdentifier ?? "")")
        if !didSetupConstraints {
            child.translatesAutoresizingMaskIntoConstraints = false
            addSubview(child)
            NSLayoutConstraint.activate([
                child.leftAnchor.constraint(equalTo: leftAnchor, constant: 4),
                child.rightAnchor.constraint(equalTo: rightAnchor, constant: -4),
                child.topAnchor.constraint(equalTo: topAnchor),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
            didSetupConstraints = true
        }
        super.updateConstraints()
    }

    override func layoutSubviews() {
        layoutCount += 1
        super.layoutSubviews()
    }
}

@Suite struct LayoutCycleTests {
    @Test func updateConstraintsLeavesFirstThenLayoutWhereBoundsChanged() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let outer = CountingView(), inner = CountingView()
        outer.accessibilityIdentifier = "outer"
        inner.accessibilityIdentifier = "inner"
        var order: [String] = []
        outer.log = { order.append($0) }
        inner.log = { order.append($0) }
        outer.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(outer)
        outer.addSubview(inner)
        NSLayoutConstraint.activate([
            outer.leftAnchor.constraint(equalTo: root.leftAnchor),
            outer.rightAnchor.constraint(equalTo: root.rightAnchor),
            outer.topAnchor.constraint(equalTo: root.topAnchor), outer.heightAnchor.constraint(equalToConstant: 50),
            inner.leftAnchor.constraint(equalTo: outer.leftAnchor), inner.widthAnchor.constraint(equalToConstant: 30),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 20),
            inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(order == ["update inner", "update outer"])
        #expect(outer.child.frame == CGRect(x: 4, y: 0, width: 192, height: 10))
        #expect(outer.layoutCount == 1 && inner.layoutCount == 1)
        // Running the configuration again leaves one set of constraints (seed 004's idempotence).
        outer.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(outer.updateCount == 2 && outer.constraints.count == 6)  // child's 3, inner's left/top, its own height
        #expect(outer.layoutCount == 1)  // bounds did not change
        root.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(outer.layoutCount == 2 && inner.layoutCount == 1)  // only outer's bounds changed
        #expect(outer.child.frame.width == 292)
    }
}

@Suite struct ReadmeExampleTests {
    /// The README's example, with the frame it promises.
    @Test func readmeExample() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 0, width: 343, height: 171.5))
    }
}

@Suite struct HierarchyOrderTests {
    /// Subview order (back to front) under insert above/below, bring to front, send to back.
    @Test func subviewOrder() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: a)
        #expect(parent.subviews == [c, a, b])
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews == [a, c, b])
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.subviews == [c, b, a])
        parent.bringSubviewToFront(c)
        #expect(parent.subviews == [b, a, c])
        parent.sendSubviewToBack(a)
        #expect(parent.subviews == [a, b, c])
        c.removeFromSuperview()
        #expect(parent.subviews == [a, b] && c.superview == nil && a.isDescendant(of: parent))
        #expect(a.commonSuperview(with: b) === parent && a.commonSuperview(with: c) == nil)
    }
}

/// A `layoutSubviews` that changes the hierarchy during the pass: the pass walks a copy, nothing is freed
/// under it, and the new view is laid out in the next round.
@Suite struct HierarchyChangeDuringLayoutTests {
    final class Rearranger: UIView {
        var victim: UIView?
        let newcomer = UIView()
        override func layoutSubviews() {
            super.layoutSubviews()
            guard let victim, let parent = superview else { return }
            self.victim = nil
            victim.removeFromSuperview()
            newcomer.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(newcomer)
            newcomer.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 5).isActive = true
            newcomer.widthAnchor.constraint(equalToConstant: 10).isActive = true
        }
    }

    @Test func removingASiblingDuringLayoutSubviews() {
        let (root, views) = makeRoot(width: 200, height: 100, count: 1)
        let rearranger = Rearranger()
        rearranger.translatesAutoresizingMaskIntoConstraints = false
        root.insertSubview(rearranger, at: 0)
        weak var weakVictim: UIView?
        do {
            // Held only by the hierarchy and the rearranger, which lets go before removing it.
            let victim = UIView()
            victim.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(victim)
            rearranger.victim = victim
            weakVictim = victim
            victim.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
            victim.widthAnchor.constraint(equalToConstant: 50).isActive = true
        }
        for v in [rearranger, views[0]] {
            v.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
            v.widthAnchor.constraint(equalToConstant: 50).isActive = true
        }
        root.layoutIfNeeded()
        #expect(weakVictim == nil)  // freed once the pass let go of it
        #expect(rearranger.newcomer.frame.minX == 5 && rearranger.newcomer.frame.width == 10)
        #expect(root.subviews.count == 3)
    }

    /// A size-changed handler that removes other views: it runs after the read-back, so nothing is read from
    /// freed views and the removed views are freed.
    @Test func sizeChangedHandlerRemovingViews() {
        let (root, views) = makeRoot(width: 200, height: 100, count: 1)
        weak var weakOthers: UIView?
        do {
            let others = (0..<5).map { _ in UIView() }
            weakOthers = others[4]
            for v in others {
                v.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(v)
                v.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
                v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5).isActive = true
            }
        }
        views[0].leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        views[0].widthAnchor.constraint(equalTo: root.widthAnchor).isActive = true
        root.layoutIfNeeded()
        var fired: [CGSize] = []
        let subscription = views[0].events.sizeChanged.subscribe { old in
            fired.append(old)
            for v in root.subviews where v !== views[0] { v.removeFromSuperview() }
        }
        defer { subscription.cancel() }
        root.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(fired == [CGSize(width: 200, height: 0)])
        #expect(root.subviews.count == 1)
        #expect(weakOthers == nil)
        #expect(views[0].frame.width == 300)
    }
}
