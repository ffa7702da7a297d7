import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// A root view's size is fixed, as a window's: required constraints that cannot hold at it are broken (and
/// reported), never allowed to stretch the root.
@Suite struct RootSizeTests {
    /// Collects the root's unsatisfiable-constraint events.
    final class Reports {
        var broken: [(NSLayoutConstraint, [NSLayoutConstraint])] = []
        var subscription: UIViewEventSubscription?
        init(_ root: UIRootView) {
            subscription = root.unsatisfiableConstraint.subscribe { [unowned self] in
                broken.append(($0.broken, $0.conflicts))
            }
        }
    }

    @Test func constraintThatWouldStretchTheRootIsBroken() {
        let (root, views) = makeRoot(width: 300, height: 100, count: 1)
        let reports = Reports(root)
        let v = views[0]
        let left = v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        let right = v.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10)
        NSLayoutConstraint.activate([
            left, right, v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 20),
        ])
        let width = v.widthAnchor.constraint(equalToConstant: 500)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(width.isBroken)
        #expect(reports.broken.count == 1)
        #expect(reports.broken.first?.0 === width)
        let conflicts = reports.broken.first?.1 ?? []
        #expect(conflicts.count == 2 && conflicts.contains { $0 === left } && conflicts.contains { $0 === right })
        #expect(v.frame == CGRect(x: 10, y: 0, width: 280, height: 20))
        #expect(root.frame.size == CGSize(width: 300, height: 100))
        // A constant that fits: the broken constraint is tried again when the root is resized.
        width.constant = 380
        root.frame.size.width = 400
        root.layoutIfNeeded()
        #expect(!width.isBroken)
        #expect(v.frame == CGRect(x: 10, y: 0, width: 380, height: 20))
        // A constant change that cannot hold breaks it again.
        width.constant = 600
        root.layoutIfNeeded()
        #expect(width.isBroken)
        #expect(v.frame.width == 380)
    }

    /// Narrowing the root below what required constraints allow breaks one of them; widening brings it back.
    @Test func resizeBelowTheRequiredMinimum() {
        let (root, views) = makeRoot(width: 300, height: 100, count: 1)
        let reports = Reports(root)
        let v = views[0]
        let constraints = [
            v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            v.widthAnchor.constraint(equalToConstant: 200),
            v.rightAnchor.constraint(lessThanOrEqualTo: root.rightAnchor, constant: -10),
            v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 20),
        ]
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(reports.broken.isEmpty)
        root.frame.size.width = 150  // 10 + 200 + 10 > 150
        root.layoutIfNeeded()
        #expect(reports.broken.count == 1)
        #expect(constraints.filter(\.isBroken).count == 1)
        // The others hold at the root's size (which one breaks is the solver's choice among the three).
        let f = v.frame
        let holds = [f.minX == 10, f.width == 200, f.maxX <= 140]
        for (c, ok) in zip(constraints.prefix(3), holds) where !c.isBroken { #expect(ok) }
        #expect(root.ownedEngine?.rootSizeHolds == true)
        root.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(constraints.allSatisfy { !$0.isBroken })
        #expect(v.frame == CGRect(x: 10, y: 0, width: 200, height: 20))
    }
}
