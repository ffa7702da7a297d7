import Foundation
import Testing

@testable import Trellis

/// A broken constraint's conflicting set names the app's constraints whose rows the solver reports, found
/// through the items of each row's variables: also constraints to an edge of their holder (whose row holds only
/// the other item's variables) and to a nested view (whose row holds its ancestors' positions too), and never
/// the engine's own rows (`size ≥ 0`).
@Suite struct ConflictingSetNamesTests {
    @Test func namesHolderEdgeAndNestedConstraints() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let outer = UIView(), inner = UIView()
        for v in [outer, inner] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(outer)
        outer.addSubview(inner)
        let leading = outer.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let trailing = outer.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        let innerLeading = inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let innerTrailing = inner.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
        let tooWide = inner.widthAnchor.constraint(equalToConstant: 150)
        var reports: [[NSLayoutConstraint]] = []
        root.unsatisfiableConstraint.subscribe { reports.append($0.conflicts) }
        NSLayoutConstraint.activate([leading, trailing, innerLeading, innerTrailing, tooWide])
        root.layoutIfNeeded()
        let engine = root.ownedEngine!
        #expect(engine.isBroken(tooWide) && reports.count == 1)
        let conflicts = engine.conflicts(of: tooWide) ?? []
        #expect(reports.first.map { $0.count == conflicts.count } == true)
        #expect(conflicts.contains { $0 === innerLeading } && conflicts.contains { $0 === innerTrailing })
        #expect(!conflicts.contains { $0 === leading || $0 === trailing || $0 === tooWide })
        #expect(inner.frame.minX == 10 && inner.frame.width == 80)
    }
}
