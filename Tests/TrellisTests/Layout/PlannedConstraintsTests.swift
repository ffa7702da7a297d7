import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// The generic reconcile: removals, then constants and priorities in place, then additions in plan order.
@Suite struct PlannedConstraintsTests {
    /// A plan entry over views named by index: `v[first].attribute == multiplier · v[second].attribute + constant`.
    struct Entry: PlannedConstraint {
        let key: String
        var identifier: String { "test-\(key)" }
        let first: Int
        var firstAttribute: NSLayoutConstraint.Attribute = .width
        var relation: NSLayoutConstraint.Relation = .equal
        var second: Int? = nil
        var secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
        var multiplier: CGFloat = 1
        var constant: CGFloat = 0
        var priority: UILayoutPriority = .required
    }

    @Test func appliesOnlyTheDifference() {
        let (root, v) = makeRoot(width: 300, count: 3)
        var log: [String] = []
        root.events.constraintAdded.subscribe { log.append("+\($0.identifier!)") }
        root.events.constraintRemoved.subscribe { log.append("-\($0.identifier!)") }
        for view in v {
            view.events.constraintAdded.subscribe { log.append("+\($0.identifier!)") }
            view.events.constraintRemoved.subscribe { log.append("-\($0.identifier!)") }
        }
        let planned = PlannedConstraints<String>()
        let resolve = { (i: Int) -> AnyObject in v[i] }
        planned.apply(
            [
                Entry(key: "a", first: 0, constant: 10),
                Entry(key: "b", first: 1, second: 0, secondAttribute: .width, multiplier: 2),
                Entry(key: "c", first: 2, constant: 30, priority: 500),
            ], resolve: resolve)
        #expect(log == ["+test-a", "+test-b", "+test-c"])
        let (a, b, c) = (planned.all[0], planned.all[1], planned.all[2])
        root.layoutIfNeeded()
        #expect(v.map(\.frame.width) == [10, 20, 30])
        log = []
        // a: a new constant (in place); b: a new multiplier (remade); c: gone; d: new.
        planned.apply(
            [
                Entry(key: "d", first: 2, constant: 5),
                Entry(key: "b", first: 1, second: 0, secondAttribute: .width, multiplier: 3),
                Entry(key: "a", first: 0, constant: 12, priority: 999),
            ], resolve: resolve)
        #expect(log == ["-test-b", "-test-c", "+test-d", "+test-b"])
        #expect(planned.keys == ["d", "b", "a"])
        #expect(planned.all[2] === a && a.constant == 12 && a.priority == 999 && a.isActive)
        #expect(planned.all[1] !== b && !b.isActive && !c.isActive && planned.all[1].multiplier == 3)
        root.layoutIfNeeded()
        #expect(v.map(\.frame.width) == [12, 36, 5])
        // The same plan again changes nothing.
        log = []
        let before = planned.all
        planned.apply(
            [
                Entry(key: "d", first: 2, constant: 5),
                Entry(key: "b", first: 1, second: 0, secondAttribute: .width, multiplier: 3),
                Entry(key: "a", first: 0, constant: 12, priority: 999),
            ], resolve: resolve)
        #expect(log.isEmpty && zip(planned.all, before).allSatisfy { $0 === $1 })
        planned.remove { $0 == "b" }
        #expect(log == ["-test-b"] && planned.keys == ["d", "a"])
    }
}
