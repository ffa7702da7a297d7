import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// The stack changes only the constraints a change concerns: it never rebuilds the arrangement for a spacing,
/// one view, or one property.
@Suite struct UIStackViewIncrementalTests {
    /// Records the constraints activated and deactivated on the stack and on `views` (a constraint on one view
    /// only, such as a hiding width, is held by that view), in the order it happens.
    final class Counter {
        var added: [NSLayoutConstraint] = []
        var removed: [NSLayoutConstraint] = []
        /// Every event in order: true for an activation.
        var sequence: [(activated: Bool, constraint: NSLayoutConstraint)] = []
        init(_ stack: UIStackView, _ views: [UIView] = []) {
            for view in [stack] + views {
                // The engine's own constraints (a new view's intrinsic size) are not the stack's.
                view.events.constraintAdded.subscribe { [unowned self] c in
                    guard !c.isGenerated else { return }
                    self.added.append(c)
                    self.sequence.append((true, c))
                }
                view.events.constraintRemoved.subscribe { [unowned self] c in
                    guard !c.isGenerated else { return }
                    self.removed.append(c)
                    self.sequence.append((false, c))
                }
            }
        }
        func reset() {
            added = []
            removed = []
            sequence = []
        }
        /// The position of `c`'s first event of the given kind.
        func position(of c: NSLayoutConstraint, activated: Bool) -> Int? {
            sequence.firstIndex { $0.activated == activated && $0.constraint === c }
        }
    }

    func ids(_ constraints: [NSLayoutConstraint]) -> Set<ObjectIdentifier> {
        Set(constraints.map(ObjectIdentifier.init))
    }
    func named(_ id: String, _ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        constraints.filter { $0.identifier == id }
    }

    @Test func spacingChangesConstantsInPlace() {
        let v = threeViews()
        let stack = makeStack(v, spacing: 10)
        let h = StackHarness(stack)
        let counter = Counter(stack)
        let before = stackConstraints(stack)
        let gaps = spacings(stack)
        #expect(gaps.count == 2 && gaps.allSatisfy { $0.constant == 10 && $0.isActive })
        stack.spacing = 12
        stack.setCustomSpacing(4, after: v[1])
        stack.updateConstraintsIfNeeded()  // the stack updates its constraints in updateConstraints, as UIKit's
        #expect(counter.added.isEmpty && counter.removed.isEmpty)
        #expect(ids(stackConstraints(stack)) == ids(before))
        #expect(gaps.map(\.constant) == [12, 4])
        h.layout()
        #expect(h.frames.map(\.minX) == [0, 52, 136])  // 40 + 12; 52 + 80 + 4
        #expect(h.broken.isEmpty)
    }

    @Test func appendingAViewTouchesOnlyTheTrailingEnd() {
        let v = threeViews()
        let stack = makeStack(v, alignment: .center, spacing: 10)
        let h = StackHarness(stack)
        let before = stackConstraints(stack)
        let oldTrailing = canvasConnection(stack, v[2], leading: false)!
        let d = FixedSizeView(30, 30)
        let counter = Counter(stack, v + [d])
        stack.addArrangedSubview(d)
        stack.updateConstraintsIfNeeded()  // the stack updates its constraints in updateConstraints, as UIKit's
        // Out: c's trailing canvas connection. In: the spacing c → d, d's trailing connection, d's three
        // alignment constraints (center, boundary, ambiguity suppression) and its arrangement-order tie-break.
        #expect(ids(counter.removed) == ids([oldTrailing]))
        #expect(counter.added.count == 6)
        #expect(counter.added.allSatisfy { $0.firstItem === d || $0.secondItem === d })
        #expect(ids(before).subtracting(ids(stackConstraints(stack))) == ids([oldTrailing]))
        h.layout()
        #expect(d.frame == stackRect(170, 10, 30, 30))  // 160 + 10; (50 − 30) / 2
        #expect(h.broken.isEmpty)
    }

    /// Every view's index shifts by one, but its constraints are the same ones (a plan entry's key names its
    /// views; the index is only where the plan found them): only the old leading connection goes.
    @Test func insertingAtTheFrontKeepsTheShiftedViewsConstraints() {
        let v = threeViews()
        let stack = makeStack(v, spacing: 10)
        let h = StackHarness(stack)
        let before = stackConstraints(stack)
        let oldLeading = canvasConnection(stack, v[0], leading: true)!
        let d = FixedSizeView(30, 30)
        let counter = Counter(stack, v + [d])
        stack.insertArrangedSubview(d, at: 0)
        stack.updateConstraintsIfNeeded()
        // Out: a's leading connection (after the transition's). In: d's leading connection, the spacing d → a,
        // d's two fill alignment constraints and its arrangement-order tie-break.
        #expect(ids(counter.removed) == ids([oldLeading]))
        #expect(counter.added.count == 5)
        #expect(counter.added.allSatisfy { $0.firstItem === d || $0.secondItem === d })
        #expect(ids(before).subtracting(ids(stackConstraints(stack))) == ids([oldLeading]))
        h.layout()
        #expect(h.frames.map(\.minX) == [0, 40, 90, 180])  // d 30 + 10; a 40 + 10; b 80 + 10
        #expect(h.broken.isEmpty)
    }

    /// Removing a middle view (`removeFromSuperview`) joins its neighbours with one new gap; nothing else of
    /// the other views changes.
    @Test func removingAMiddleViewJoinsItsNeighbours() {
        let v = threeViews() + [FixedSizeView(10, 10)]
        let stack = makeStack(v, spacing: 10)
        let h = StackHarness(stack)
        let kept = stackConstraints(stack).filter { $0.firstItem !== v[1] && $0.secondItem !== v[1] }
        let counter = Counter(stack, v)
        v[1].removeFromSuperview()
        h.layout()
        let added = counter.added
        #expect(added.count == 1 && added[0].identifier == StackConstraintID.spacing)
        #expect(added[0].firstItem === v[2] && added[0].secondItem === v[0] && added[0].constant == 10)
        #expect(ids(kept).isSubset(of: ids(stackConstraints(stack))) && kept.allSatisfy(\.isActive))
        #expect(h.frames.map(\.minX) == [0, 50, 80])  // a 40 + 10; c 20 + 10
        #expect(h.broken.isEmpty)
    }

    @Test func insertingInTheMiddleSplitsOneGap() {
        let v = threeViews()
        let stack = makeStack(v, distribution: .fillEqually, spacing: 10)
        let h = StackHarness(stack, width: 340)
        let gap = spacings(stack)[0]
        let d = FixedSizeView(30, 30)
        let counter = Counter(stack, v + [d])
        stack.insertArrangedSubview(d, at: 1)
        stack.updateConstraintsIfNeeded()
        // Out: the spacing a → b (once a and b are joined through d). In: a → d, d → b, d's two alignment
        // constraints and its fill-equally.
        #expect(ids(counter.removed) == ids([gap]))
        #expect(counter.added.count == 5)
        // The transition: both new gaps are in before the old one goes; d's own constraints come after.
        let newGaps = spacings(stack).filter { $0.firstItem === d || $0.secondItem === d }
        #expect(newGaps.count == 2)
        let out = counter.position(of: gap, activated: false)!
        #expect(newGaps.allSatisfy { counter.position(of: $0, activated: true)! < out })
        #expect(counter.sequence[(out + 1)...].allSatisfy { $0.activated && $0.constraint.firstItem === d })
        #expect(named(StackConstraintID.fillEqually, counter.added).count == 1)
        h.layout()
        #expect(h.frames.map(\.minX) == [0, 87.5, 175, 262.5])  // (340 − 30) / 4 = 77.5 wide, + 10
        #expect(h.broken.isEmpty)
    }

    @Test func hidingAViewTouchesItsNeighbourhoodOnly() {
        let v = threeViews() + [FixedSizeView(10, 10)]
        let stack = makeStack(v, spacing: 10)
        let h = StackHarness(stack)
        let before = stackConstraints(stack)
        let counter = Counter(stack, v)
        v[1].isHidden = true
        stack.updateConstraintsIfNeeded()
        // Out: b's arrangement-order tie-break. In: b's hiding constraint (width 0; it keeps its alignment). The
        // gaps stay: the spacing b → c collapses to 0 in place. The canvas connections, a's, c's and d's
        // constraints are untouched.
        #expect(counter.removed.count == 1)
        #expect(counter.added.count == 1)
        #expect(named(StackConstraintID.hiding, counter.added).count == 1)
        let kept = ids(before).subtracting(ids(counter.removed))
        #expect(kept.isSubset(of: ids(stackConstraints(stack))))
        #expect(kept.count == before.count - 1)
        #expect(spacings(stack).map(\.constant) == [10, 0, 10])
        h.layout()
        #expect(h.frames.map(\.minX) == [0, 50, 50, 80])  // b collapsed at 40 + 10; c at 50 + 0 + 0
        // Showing it again: the reverse.
        counter.reset()
        v[1].isHidden = false
        stack.updateConstraintsIfNeeded()
        #expect(counter.removed.count == 1 && counter.added.count == 1)
        #expect(spacings(stack).map(\.constant) == [10, 10, 10])
        h.layout()
        #expect(h.frames.map(\.minX) == [0, 50, 140, 170])
        #expect(h.broken.isEmpty)
    }

    @Test func alignmentChangeSwapsOnlyAlignmentConstraints() {
        let v = threeViews()
        let stack = makeStack(v, distribution: .equalSpacing, spacing: 10)
        let h = StackHarness(stack, width: 300)
        let distribution = stackConstraints(stack).filter {
            ![StackConstraintID.alignment, StackConstraintID.spanningBoundary, StackConstraintID.ambiguitySuppression]
                .contains($0.identifier)
        }
        let counter = Counter(stack, v)
        stack.alignment = .center
        stack.updateConstraintsIfNeeded()
        // Out: 2 × 3 fill alignment constraints. In: 3 × 3 center constraints and the canvas fit.
        #expect(counter.removed.count == 6)
        #expect(counter.added.count == 10)
        #expect(ids(distribution).isSubset(of: ids(stackConstraints(stack))))
        #expect(ids(counter.removed).isDisjoint(with: ids(distribution)))
        h.layout()
        #expect(h.frames.map(\.minY) == [15, 0, 20])
        #expect(h.frames.map(\.minX) == [0, 120, 280])
        #expect(h.broken.isEmpty)
    }

    @Test func distributionChangeKeepsAlignmentAndCanvas() {
        let v = threeViews()
        let stack = makeStack(v, alignment: .bottom, spacing: 10)
        let h = StackHarness(stack, width: 300)
        let kept = stackConstraints(stack).filter {
            [
                StackConstraintID.alignment, StackConstraintID.spanningBoundary, StackConstraintID.ambiguitySuppression,
                StackConstraintID.canvasFit, StackConstraintID.canvasConnection, StackConstraintID.spacing,
            ]
            .contains($0.identifier)
        }
        #expect(kept.count == 3 * 3 + 1 + 2 + 2)  // per view: bottom, boundary, suppression; fit; canvas; gaps
        stack.distribution = .fillEqually
        stack.updateConstraintsIfNeeded()
        #expect(ids(kept).isSubset(of: ids(stackConstraints(stack))))
        #expect(kept.allSatisfy { $0.isActive })
        h.layout()
        let third = CGFloat(280) / 3  // (300 − 20) / 3
        #expect(nearlyEqual(h.frames.map(\.width), [third, third, third]))
        #expect(h.frames.map(\.minY) == [30, 0, 40])
        #expect(h.broken.isEmpty)
    }

    @Test func intrinsicSizeChangeRemakesOnlyThatViewsProportion() {
        let v = threeViews()
        let stack = makeStack(v, distribution: .fillProportionally)
        let h = StackHarness(stack, width: 280)
        let counter = Counter(stack, v)
        v[1].size.width = 220
        v[1].invalidateIntrinsicContentSize()
        stack.updateConstraintsIfNeeded()
        #expect(counter.removed.count == 1 && counter.added.count == 1)
        #expect(counter.added[0].firstItem === v[1] && counter.added[0].multiplier == 220)
        h.layout()
        #expect(nearlyEqual(h.frames.map(\.width), [40, 220, 20]))  // 40 + 220 + 20 = 280: the intrinsic widths
        // Under another distribution, intrinsic size changes touch no stack constraint.
        stack.distribution = .fill
        stack.updateConstraintsIfNeeded()
        counter.reset()
        v[1].invalidateIntrinsicContentSize()
        stack.updateConstraintsIfNeeded()
        #expect(counter.added.isEmpty && counter.removed.isEmpty)
        #expect(h.broken.isEmpty)
    }
}

@Suite struct UIStackViewBatchingTests {
    @Test func changesWaitForUpdateConstraintsAndBatch() {
        let v = threeViews()
        let stack = makeStack(v, spacing: 10)
        let h = StackHarness(stack)
        let more = [FixedSizeView(10, 10), FixedSizeView(20, 10), FixedSizeView(30, 10)]
        let oldTrailing = canvasConnection(stack, v[2], leading: false)!
        let counter = UIStackViewIncrementalTests.Counter(stack, v + more)
        for view in more { stack.addArrangedSubview(view) }
        stack.alignment = .top
        stack.alignment = .fill  // back: nothing to do for the alignment
        #expect(counter.added.isEmpty && counter.removed.isEmpty)  // nothing until updateConstraints
        h.layout()
        // One update: c's trailing connection out; three gaps, 3 × (2 alignment + 1 order) and the new trailing
        // connection in. The alignment set and set back plans what is there already: nothing of a, b, c moves.
        #expect(counter.removed.count == 1 && counter.removed[0] === oldTrailing)
        #expect(counter.added.count == 13)
        #expect(counter.added.allSatisfy { c in more.contains { $0 === c.firstItem || $0 === c.secondItem } })
        #expect(h.frames.map(\.minX) == [0, 50, 140, 170, 190, 220])
        #expect(h.broken.isEmpty)
    }

    @Test func fittingSizeOfAStackOutsideAnyHierarchy() {
        let stack = makeStack(threeViews(), alignment: .center, spacing: 10)
        // The constraints are made on demand by the fitting-size calculation itself.
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 160, height: 50))
        let vertical = makeStack(threeViews(), axis: .vertical, spacing: 5)
        #expect(vertical.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 80, height: 90))
    }
}
