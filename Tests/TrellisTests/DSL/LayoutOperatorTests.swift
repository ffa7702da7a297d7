import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

@Suite struct LayoutOperatorTests {
    /// The issue's equations make exactly the anchor factories' constraints, active.
    @Test func issueEquationsMatchAnchorCode() {
        let (root, views) = makeRoot(width: 300, height: 200, count: 2)
        let (a, b) = (views[0], views[1])
        defer { withExtendedLifetime(root) {} }
        let made: [NSLayoutConstraint] = [
            b.topAnchor == a.topAnchor + 16,
            b.widthAnchor >= 40,
            b.widthAnchor <= 200 ~ .high,
            b.widthAnchor == 4 * b.heightAnchor / 3,
            b.centerXAnchor == a.centerXAnchor - 20 ~ 751,
            b.leadingAnchor == a.trailingAnchor,
            b.bottomAnchor <= a.bottomAnchor - 4,
            b.heightAnchor == a.heightAnchor * 0.5 + 10,
            b.heightAnchor >= a.widthAnchor,
            b.firstBaselineAnchor == a.lastBaselineAnchor + 2 ~ .defaultLow,
        ]
        func pri(_ c: NSLayoutConstraint, _ p: UILayoutPriority) -> NSLayoutConstraint {
            c.priority = p
            return c
        }
        let expected = [
            b.topAnchor.constraint(equalTo: a.topAnchor, constant: 16),
            b.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
            pri(b.widthAnchor.constraint(lessThanOrEqualToConstant: 200), .high),
            b.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 4.0 / 3.0),
            pri(b.centerXAnchor.constraint(equalTo: a.centerXAnchor, constant: -20), 751),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.bottomAnchor.constraint(lessThanOrEqualTo: a.bottomAnchor, constant: -4),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.5, constant: 10),
            b.heightAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor),
            pri(b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor, constant: 2), .defaultLow),
        ]
        #expect(signatures(made) == signatures(expected))
        #expect(made.allSatisfy { $0.isActive && $0.identifier == nil })
    }

    /// Frames equal those of the same layout with anchors.
    @Test func frames() {
        let (root, views) = makeRoot(width: 300, height: 200, count: 2)
        let (a, b) = (views[0], views[1])
        a.leftAnchor == root.leftAnchor + 10
        a.topAnchor == root.topAnchor + 20
        a.widthAnchor == 90
        a.heightAnchor == a.widthAnchor / 3
        b.leftAnchor == a.rightAnchor + 8
        b.topAnchor == a.bottomAnchor
        b.widthAnchor == 2 * a.widthAnchor - 30
        b.heightAnchor >= 12
        b.heightAnchor <= 10 ~ .low
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 20, width: 90, height: 30))
        // b: x = 10 + 90 + 8 = 108, y = 20 + 30 = 50, width 2 · 90 − 30 = 150, height at least 12.
        #expect(b.frame == CGRect(x: 108, y: 50, width: 150, height: 12))
    }

    /// `collect` gathers the equations inactive; nested collects keep their own.
    @Test func collectMakesInactiveConstraints() {
        let (root, views) = makeRoot(width: 300, height: 200, count: 1)
        let v = views[0]
        var inner: [NSLayoutConstraint] = []
        let outer = NSLayoutConstraint.collect {
            v.leftAnchor == root.leftAnchor + 5
            inner = NSLayoutConstraint.collect { v.widthAnchor == 50 }
            v.topAnchor == root.topAnchor
        }
        #expect(outer.count == 2 && inner.count == 1)
        #expect(!(outer + inner).contains { $0.isActive })
        NSLayoutConstraint.activate(outer + inner)
        let after = v.heightAnchor == 10
        #expect(after.isActive)
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 5, y: 0, width: 50, height: 10))
    }

    /// Anchors stay `Equatable` NSObjects: a Bool context compares them and makes nothing.
    @Test func equalityOfAnchorsIsUnchanged() {
        let (root, views) = makeRoot(width: 300, height: 200, count: 1)
        let v = views[0]
        let anchor = v.topAnchor
        let same: Bool = anchor == anchor
        let different: Bool = v.topAnchor == root.topAnchor
        #expect(same && !different)
        if v.leftAnchor == root.leftAnchor { Issue.record("distinct anchors compared equal") }
        #expect([anchor].contains(anchor) && anchor.isEqual(anchor))
        #expect(v.constraints.isEmpty && root.constraints.isEmpty)
    }
}

extension LayoutOperatorTests {
    /// Where no type is expected (a statement, an untyped `let`), an anchor relation makes a constraint.
    @Test func untypedContexts() {
        let (root, views) = makeRoot(width: 300, height: 200, count: 2)
        let (a, b) = (views[0], views[1])
        let c = b.leadingAnchor == a.trailingAnchor
        b.topAnchor == a.bottomAnchor
        #expect(c.isActive && root.constraints.count == 2)
        root.layoutIfNeeded()
        #expect(
            signatures(root.constraints)
                == signatures([
                    b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                    b.topAnchor.constraint(equalTo: a.bottomAnchor),
                ]))
    }
}
