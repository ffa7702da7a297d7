import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Laid-out hierarchies are freed when the app lets go of them: active constraints do not keep their items
/// alive (views hold constraints, not the other way round), and constraints kept by the app stay safe.
// Serialized: its tests count live `Probe` views in one static counter, which a concurrent test would move.
@Suite(.serialized) struct HierarchyLifetimeTests {
    final class Probe: UIView {
        nonisolated(unsafe) static var alive = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            Probe.alive += 1
        }
        required init?(coder: NSCoder) { fatalError() }
        deinit { Probe.alive -= 1 }
    }

    @Test func laidOutHierarchyIsFreed() {
        Probe.alive = 0
        weak var weakRoot: UIRootView?
        var kept: NSLayoutConstraint?
        var keptInner: NSLayoutConstraint?
        do {
            let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            weakRoot = root
            let card = Probe(), icon = Probe(), label = UILabel()
            label.text = "Hello"
            for v in [card, icon, label] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(card)
            card.addSubview(icon)
            card.addSubview(label)
            let stack = UIStackView(arrangedSubviews: [Probe(), Probe()])
            card.addSubview(stack)
            kept = card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
            keptInner = icon.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor)
            NSLayoutConstraint.activate([
                kept!, card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                keptInner!, icon.topAnchor.constraint(equalTo: card.topAnchor),
                label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                label.firstBaselineAnchor.constraint(equalTo: icon.bottomAnchor),
                stack.topAnchor.constraint(equalTo: label.bottomAnchor),
                stack.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            ])
            root.layoutIfNeeded()
            #expect(Probe.alive == 4)
            #expect(kept!.isActive)
        }
        #expect(weakRoot == nil)
        #expect(Probe.alive == 0)
        // The constraints the test kept are inactive; an item that died with its holder reads as nil, and such
        // a constraint refuses activation instead of touching freed memory.
        #expect(kept?.isActive == false)
        #expect(kept?.secondItem == nil)
        #expect(keptInner?.isActive == false)
        LayoutEngine.logsUnsatisfiableConstraints = false
        kept?.isActive = true
        #expect(kept?.isActive == false)
    }

    /// An inactive constraint keeps its items (made now, activated later).
    @Test func inactiveConstraintKeepsItsItems() {
        Probe.alive = 0
        var constraint: NSLayoutConstraint?
        do {
            let a = Probe(), b = Probe()
            constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        }
        #expect(Probe.alive == 2)
        #expect(constraint?.firstItem is Probe)
        constraint = nil
        #expect(Probe.alive == 0)
    }

    /// A subtree removed from its superview is freed with its internal constraints.
    @Test func removedSubtreeIsFreed() {
        Probe.alive = 0
        let (root, _) = makeRoot(width: 300, height: 300, count: 0)
        do {
            let box = Probe(), inner = Probe()
            box.translatesAutoresizingMaskIntoConstraints = false
            inner.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            box.addSubview(inner)
            NSLayoutConstraint.activate([
                box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                inner.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 4),
                inner.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            ])
            root.layoutIfNeeded()
            box.removeFromSuperview()
        }
        #expect(Probe.alive == 0)
        root.layoutIfNeeded()
    }
}
