import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

// Serialized: one test installs the process-wide `ConstraintDSL.errorObserver` and counts what it receives;
// the suite's other tests must not report DSL errors meanwhile (no other suite uses the logging form).
@Suite(.serialized) struct SnpUpdateRemakeTests {
    /// The seed's idempotent constraint code: the same block through `updateConstraints`, run any number of
    /// times, makes one set the first time and then changes constants in place.
    @Test func updateIsIdempotent() {
        let (root, views) = makeRoot(width: 300, height: 200, count: 1)
        let v = views[0]
        func configure(top: CGFloat) {
            v.snp.updateConstraints { make in
                make.top.equalToSuperview().offset(top)
                make.left.equalToSuperview().offset(10)
                make.size.equalTo(CGSize(width: 50, height: 20))
            }
        }
        configure(top: 16)
        let first = v.snp.layoutConstraints
        #expect(first.count == 4)
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 10, y: 16, width: 50, height: 20))
        configure(top: 40)
        configure(top: 40)
        #expect(v.snp.layoutConstraints.count == 4)
        #expect(zip(v.snp.layoutConstraints, first).allSatisfy { $0 === $1 })
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 10, y: 40, width: 50, height: 20))
        #expect(root.constraints.count + v.constraints.count == 4)
    }

    /// An update that matches nothing (another relation, priority or target) changes nothing — not even the
    /// chains of the same block that did match — and names the call site and the unmatched constraint.
    @Test func failedUpdateChangesNothing() {
        let (root, views) = makeRoot(width: 300, height: 200, count: 2)
        let v = views[0]
        v.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(16)
            make.left.equalToSuperview().offset(10).priority(.high)
            make.size.equalTo(20)
        }
        root.layoutIfNeeded()
        let constants = v.snp.layoutConstraints.map(\.constant)
        var caught: ConstraintDSLError?
        do {
            try v.snp.updateConstraintsOrThrow { make in
                make.top.equalToSuperview().offset(99)  // matches
                make.left.equalToSuperview().offset(99)  // priority differs: required vs high
            }
        } catch {
            caught = error
        }
        #expect(v.snp.layoutConstraints.map(\.constant) == constants)
        guard case let .noMatchingConstraint(unmatched)? = caught?.reason else {
            Issue.record("expected a no-match error")
            return
        }
        #expect(unmatched.count == 1 && unmatched[0].contains(".left == "))
        #expect(caught?.file == "TrellisTests/SnpUpdateRemakeTests.swift")
        #expect(caught?.description.contains("SnpUpdateRemakeTests.swift:") == true)
        #expect(caught?.description.contains("Nothing was changed.") == true)

        // The logging form: the same outcome, reported to the observer instead of thrown.
        var reported: [ConstraintDSLError] = []
        ConstraintDSL.logsErrors = false
        ConstraintDSL.errorObserver = { reported.append($0) }
        defer {
            ConstraintDSL.errorObserver = nil
            ConstraintDSL.logsErrors = true
        }
        v.snp.updateConstraints { make in make.top.equalTo(views[1]).offset(5) }
        v.snp.updateConstraints { make in make.top.lessThanOrEqualToSuperview().offset(5) }
        v.snp.updateConstraints { make in make.width.equalTo(20).multipliedBy(2) }
        #expect(reported.count == 3)
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 10, y: 16, width: 20, height: 20))
    }

    /// remake twice leaves exactly one set; switching between two conflicting layouts logs no conflict.
    @Test func remakeSwitchesLayouts() {
        let (root, views) = makeRoot(width: 300, height: 200, count: 1)
        let v = views[0]
        func compact() {
            v.snp.remakeConstraints { make in
                make.top.left.equalToSuperview().inset(10)
                make.size.equalTo(CGSize(width: 40, height: 40))
            }
        }
        func expanded() {
            v.snp.remakeConstraints { make in
                make.edges.equalToSuperview().inset(UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
            }
        }
        let broken = brokenConstraints(in: root) {
            compact()
            compact()
            #expect(v.snp.layoutConstraints.count == 4 && root.constraints.count + v.constraints.count == 4)
            root.layoutIfNeeded()
            #expect(v.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
            expanded()
            expanded()
            #expect(v.snp.layoutConstraints.count == 4 && root.constraints.count + v.constraints.count == 4)
            root.layoutIfNeeded()
            // 300 − 6 − 8 = 286 wide, 200 − 5 − 7 = 188 high.
            #expect(v.frame == CGRect(x: 6, y: 5, width: 286, height: 188))
            compact()
            root.layoutIfNeeded()
            #expect(v.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
        }
        #expect(broken.isEmpty)
        #expect(!root.constraints.contains { $0.isBroken })
    }

    /// make twice adds twice (SnapKit's behaviour; conflicts are the caller's), remove takes all away.
    @Test func makeTwiceAndRemove() {
        let (root, views) = makeRoot(width: 300, height: 200, count: 1)
        let v = views[0]
        for _ in 0..<2 { v.snp.makeConstraints { make in make.edges.equalToSuperview() } }
        #expect(v.snp.layoutConstraints.count == 8)
        let unrelated = v.widthAnchor.constraint(lessThanOrEqualToConstant: 500)
        unrelated.isActive = true
        v.snp.removeConstraints()
        #expect(v.snp.layoutConstraints.isEmpty)
        #expect(root.constraints.isEmpty && v.constraints.count == 1 && unrelated.isActive)
    }

    /// A failed remake (no superview) leaves the old set in place.
    @Test func failedRemakeKeepsOldSet() {
        let loose = UIView()
        loose.snp.makeConstraints { make in make.size.equalTo(10) }
        #expect(loose.snp.layoutConstraints.count == 2)
        #expect(throws: ConstraintDSLError.self) {
            try loose.snp.remakeConstraintsOrThrow { make in make.top.equalToSuperview() }
        }
        #expect(loose.snp.layoutConstraints.count == 2 && loose.constraints.count == 2)
    }
}
