import Foundation
import Testing

@testable import Trellis

/// A tree outside a root view installs its constraints in one batch when its engine is made; the `size ≥ 0` rows
/// of its views come after them, when a solution needs them: a row that a required constraint of the batch
/// refuses is suspended (not the app's constraint broken), as when the rows come first, and comes back when that
/// constraint goes.
@Suite struct BatchNonNegativeSizeTests {
    @Test func refusedRowIsSuspendedAndComesBack() {
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(child)
        let negative = child.widthAnchor.constraint(equalToConstant: -5)
        NSLayoutConstraint.activate([
            negative, child.heightAnchor.constraint(equalToConstant: 20),
            child.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 7),
            child.topAnchor.constraint(equalTo: top.topAnchor, constant: 3),
        ])
        #expect(top.ownedEngine == nil)  // deferred until asked
        top.layoutIfNeeded()
        let engine = top.ownedEngine!
        #expect(engine.broken.isEmpty)
        #expect(engine.suspendedSizes.count == 1)
        #expect(engine.suspendedSizes.first.map { $0.conflicts.contains { $0 === negative } } == true)
        #expect(child.frame == CGRect(x: 7, y: 3, width: 0, height: 20))  // −5 reads as 0
        negative.isActive = false
        #expect(engine.suspendedSizes.isEmpty)
        #expect(child.layout.nonNegative.allSatisfy { engine.solver.contains($0) })
    }

    /// A row refused by an inequality gives way as well; a size that is not negative gets no row.
    @Test func refusedByAnInequality() {
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(child)
        NSLayoutConstraint.activate([
            child.trailingAnchor.constraint(lessThanOrEqualTo: top.leadingAnchor, constant: 30),
            child.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 40),
            child.topAnchor.constraint(equalTo: top.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        top.layoutIfNeeded()
        let engine = top.ownedEngine!
        // The trailing edge at most 30 with the leading at 40 needs a width of −10: the width's row gives way, as
        // above; the height (10) needs none.
        let rows = child.layout.nonNegative
        #expect(rows.count == 1 && !engine.solver.contains(rows[0]))
        #expect(engine.broken.isEmpty && engine.suspendedSizes.count == 1 && engine.suspendedSizes[0].row === rows[0])
        #expect(child.frame == CGRect(x: 40, y: 0, width: 0, height: 10))
    }
}
