import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// A constraint's full description, comparable in one `#expect` (items by identity): what it says (see
/// ``ConstraintSignature``), whether it is active, and its identifier.
private struct Made: Equatable, CustomStringConvertible {
    var signature: ConstraintSignature
    var isActive: Bool
    var identifier: String?

    /// What `c` is.
    init(_ c: NSLayoutConstraint) {
        signature = ConstraintSignature(c)
        isActive = c.isActive
        identifier = c.identifier
    }

    /// What a builder called on `line` of this file should make: an inactive
    /// `first.firstAttribute relation multiplier · second.secondAttribute + constant` at `priority`.
    init(
        _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: UILayoutPriority = .required, line: Int
    ) {
        signature = ConstraintSignature(
            first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
            second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute, multiplier: multiplier,
            constant: constant, priority: priority)
        isActive = false
        identifier = "TrellisTests/ConstraintBuilderTests.swift:\(line)"
    }

    var description: String { "\(signature) active=\(isActive) id=\(identifier ?? "nil")" }
}

/// A low-priority wish for `view` to be `width` × `height`.
private func wish(_ view: UIView, width: CGFloat, height: CGFloat) {
    [view.widthAnchor.makeConstraint(width, priority: .low), view.heightAnchor.makeConstraint(height, priority: .low)]
        .activate()
}

@Suite struct ConstraintBuilderTests {
    // MARK: Anchor builders: exact constraints

    @Test func constantOnDimension() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 1, translatesAutoresizingMask: true)
        let a = v[0]
        let (c1, l1) = (a.widthAnchor.makeConstraint(100), #line)
        let (c2, l2) = (a.heightAnchor.makeConstraint(40, relation: .greaterThanOrEqual, priority: .high), #line)
        #expect(Made(c1) == Made(a, .width, .equal, nil, .notAnAttribute, constant: 100, line: l1))
        #expect(
            Made(c2)
                == Made(a, .height, .greaterThanOrEqual, nil, .notAnAttribute, constant: 40, priority: .high, line: l2))
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func toAnchor() {
        let (_, v) = makeRoot(width: 300, height: 200, count: 2, translatesAutoresizingMask: true)
        let (a, b) = (v[0], v[1])
        let (c1, l1) = (a.leftAnchor.makeConstraint(to: b.rightAnchor), #line)
        // A default #line argument names the line of the call: here the line after each `l`.
        let l2 = #line + 1
        let c2 = a.topAnchor.makeConstraint(
            to: b.centerYAnchor, relation: .lessThanOrEqual, constant: -8, priority: 999)
        let (c3, l3) = (a.widthAnchor.makeConstraint(to: b.heightAnchor), #line)
        let l4 = #line + 1
        let c4 = a.heightAnchor.makeConstraint(
            to: b.widthAnchor, multiplier: 0.5, relation: .greaterThanOrEqual, constant: 3, priority: .low)
        #expect(Made(c1) == Made(a, .left, .equal, b, .right, line: l1))
        #expect(Made(c2) == Made(a, .top, .lessThanOrEqual, b, .centerY, constant: -8, priority: 999, line: l2))
        #expect(Made(c3) == Made(a, .width, .equal, b, .height, line: l3))
        #expect(
            Made(c4)
                == Made(
                    a, .height, .greaterThanOrEqual, b, .width, multiplier: 0.5, constant: 3, priority: .low, line: l4))
        // Dimension to dimension without a multiplier: the generic and the dimension builder agree.
        let (c5, l5) = (a.widthAnchor.makeConstraint(to: b.widthAnchor, relation: .lessThanOrEqual, constant: 2), #line)
        #expect(Made(c5) == Made(a, .width, .lessThanOrEqual, b, .width, constant: 2, line: l5))
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        #expect(b.translatesAutoresizingMaskIntoConstraints, "the target keeps its autoresizing translation")
    }

    @Test func toSameAnchorOfConstrainable() {
        let (_, v) = makeRoot(width: 300, height: 200, count: 2, translatesAutoresizingMask: true)
        let (a, b) = (v[0], v[1])
        let (c1, l1) = (a.leadingAnchor.makeConstraint(to: b, constant: 5), #line)
        let (c2, l2) = (a.bottomAnchor.makeConstraint(to: b, relation: .lessThanOrEqual, priority: .medium), #line)
        let (c3, l3) = (a.heightAnchor.makeConstraint(to: b), #line)
        let (c4, l4) = (a.centerXAnchor.makeConstraint(to: b), #line)
        let (c5, l5) = (a.firstBaselineAnchor.makeConstraint(to: b), #line)
        #expect(Made(c1) == Made(a, .leading, .equal, b, .leading, constant: 5, line: l1))
        #expect(Made(c2) == Made(a, .bottom, .lessThanOrEqual, b, .bottom, priority: .medium, line: l2))
        #expect(Made(c3) == Made(a, .height, .equal, b, .height, line: l3))
        #expect(Made(c4) == Made(a, .centerX, .equal, b, .centerX, line: l4))
        #expect(Made(c5) == Made(a, .firstBaseline, .equal, b, .firstBaseline, line: l5))
        #expect(!a.translatesAutoresizingMaskIntoConstraints && b.translatesAutoresizingMaskIntoConstraints)
    }

    /// Left ↔ right, leading ↔ trailing, top ↔ bottom; centers and sizes relate to themselves.
    @Test func toOppositeAnchorOfConstrainable() {
        let (_, v) = makeRoot(width: 300, height: 200, count: 2, translatesAutoresizingMask: true)
        let (a, b) = (v[0], v[1])
        let (x, lx) = (
            [
                b.leftAnchor.makeConstraintToOpposite(a, constant: 8), b.rightAnchor.makeConstraintToOpposite(a),
                b.leadingAnchor.makeConstraintToOpposite(a), b.trailingAnchor.makeConstraintToOpposite(a),
                b.centerXAnchor.makeConstraintToOpposite(a),
            ], #line - 3
        )
        #expect(
            x.map(Made.init) == [
                Made(b, .left, .equal, a, .right, constant: 8, line: lx),
                Made(b, .right, .equal, a, .left, line: lx),
                Made(b, .leading, .equal, a, .trailing, line: lx + 1),
                Made(b, .trailing, .equal, a, .leading, line: lx + 1),
                Made(b, .centerX, .equal, a, .centerX, line: lx + 2),
            ])
        let (y, ly) = (
            [
                b.topAnchor.makeConstraintToOpposite(a, relation: .greaterThanOrEqual, priority: .high),
                b.bottomAnchor.makeConstraintToOpposite(a), b.centerYAnchor.makeConstraintToOpposite(a),
            ], #line - 2
        )
        #expect(
            y.map(Made.init) == [
                Made(b, .top, .greaterThanOrEqual, a, .bottom, priority: .high, line: ly),
                Made(b, .bottom, .equal, a, .top, line: ly + 1),
                Made(b, .centerY, .equal, a, .centerY, line: ly + 1),
            ])
        let (d, ld) = ([b.widthAnchor.makeConstraintToOpposite(a), b.heightAnchor.makeConstraintToOpposite(a)], #line)
        #expect(
            d.map(Made.init) == [
                Made(b, .width, .equal, a, .width, line: ld), Made(b, .height, .equal, a, .height, line: ld),
            ])
        #expect(!b.translatesAutoresizingMaskIntoConstraints && a.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func toSuperview() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 1, translatesAutoresizingMask: true)
        let a = v[0]
        let (c1, l1) = (a.topAnchor.makeConstraintToSuperview(constant: 4), #line)
        let (c2, l2) = (a.widthAnchor.makeConstraintToSuperview(relation: .lessThanOrEqual, priority: .high), #line)
        let (c3, l3) = (a.rightAnchor.makeConstraintToSuperviewOpposite(constant: 100), #line)
        let (c4, l4) = (a.centerYAnchor.makeConstraintToSuperviewOpposite(), #line)
        #expect(Made(c1) == Made(a, .top, .equal, root, .top, constant: 4, line: l1))
        #expect(Made(c2) == Made(a, .width, .lessThanOrEqual, root, .width, priority: .high, line: l2))
        #expect(Made(c3) == Made(a, .right, .equal, root, .left, constant: 100, line: l3))
        #expect(Made(c4) == Made(a, .centerY, .equal, root, .centerY, line: l4))
        #expect(!a.translatesAutoresizingMaskIntoConstraints && root.translatesAutoresizingMaskIntoConstraints)
    }

    /// A layout guide's "superview" is its owning view, and views relate to a guide's own anchors.
    @Test func layoutGuides() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 1, translatesAutoresizingMask: true)
        let a = v[0]
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let (c1, l1) = (guide.leftAnchor.makeConstraintToSuperview(constant: 7), #line)
        let (c2, l2) = (a.topAnchor.makeConstraint(to: guide), #line)
        let (c3, l3) = (a.leftAnchor.makeConstraintToOpposite(guide), #line)
        let (edges, le) = (guide.makeHorizontalEdgeConstraintsToSuperview(insets: 2), #line)
        #expect(Made(c1) == Made(guide, .left, .equal, root, .left, constant: 7, line: l1))
        #expect(Made(c2) == Made(a, .top, .equal, guide, .top, line: l2))
        #expect(Made(c3) == Made(a, .left, .equal, guide, .right, line: l3))
        #expect(
            edges.map(Made.init) == [
                Made(guide, .left, .equal, root, .left, constant: 2, line: le),
                Made(guide, .right, .equal, root, .right, constant: -2, line: le),
            ])
        #expect(root.translatesAutoresizingMaskIntoConstraints)
    }

    // MARK: Constrainable builders: exact constraints

    @Test func aspectRatio() {
        let (_, v) = makeRoot(width: 300, height: 200, count: 1, translatesAutoresizingMask: true)
        let a = v[0]
        let (c1, l1) = (a.makeAspectRatioConstraint(2), #line)
        let (c2, l2) = (a.makeAspectRatioConstraint(0.75, relation: .lessThanOrEqual, priority: .high), #line)
        #expect(Made(c1) == Made(a, .width, .equal, a, .height, multiplier: 2, line: l1))
        #expect(Made(c2) == Made(a, .width, .lessThanOrEqual, a, .height, multiplier: 0.75, priority: .high, line: l2))
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
    }

    /// The relation table of ``UIEdgeRelation``: `==`; inside `>=` then `<=`; outside `<=` then `>=`.
    @Test(arguments: [
        (UIEdgeRelation.equal, NSLayoutConstraint.Relation.equal, NSLayoutConstraint.Relation.equal),
        (.inside, .greaterThanOrEqual, .lessThanOrEqual),
        (.outside, .lessThanOrEqual, .greaterThanOrEqual),
    ])
    func edges(relation: UIEdgeRelation, minimum: NSLayoutConstraint.Relation, maximum: NSLayoutConstraint.Relation) {
        let (_, v) = makeRoot(width: 300, height: 200, count: 2, translatesAutoresizingMask: true)
        let (a, b) = (v[0], v[1])
        let insets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let (all, la) = (a.makeEdgeConstraints(to: b, insets: insets, relation: relation, priority: 900), #line)
        #expect(
            all.map(Made.init) == [
                Made(a, .left, minimum, b, .left, constant: 20, priority: 900, line: la),
                Made(a, .right, maximum, b, .right, constant: -40, priority: 900, line: la),
                Made(a, .top, minimum, b, .top, constant: 10, priority: 900, line: la),
                Made(a, .bottom, maximum, b, .bottom, constant: -30, priority: 900, line: la),
            ])
        let (h, lh) = (a.makeHorizontalEdgeConstraints(to: b, insets: 6, relation: relation), #line)
        #expect(
            h.map(Made.init) == [
                Made(a, .left, minimum, b, .left, constant: 6, line: lh),
                Made(a, .right, maximum, b, .right, constant: -6, line: lh),
            ])
        let (vv, lv) = (a.makeVerticalEdgeConstraints(to: b, insets: 3, relation: relation, priority: .low), #line)
        #expect(
            vv.map(Made.init) == [
                Made(a, .top, minimum, b, .top, constant: 3, priority: .low, line: lv),
                Made(a, .bottom, maximum, b, .bottom, constant: -3, priority: .low, line: lv),
            ])
        #expect(!a.translatesAutoresizingMaskIntoConstraints && b.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func edgesWithDefaults() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 2, translatesAutoresizingMask: true)
        let (a, b) = (v[0], v[1])
        let (all, la) = (a.makeEdgeConstraints(to: b), #line)
        #expect(
            all.map(Made.init) == [
                Made(a, .left, .equal, b, .left, line: la), Made(a, .right, .equal, b, .right, line: la),
                Made(a, .top, .equal, b, .top, line: la), Made(a, .bottom, .equal, b, .bottom, line: la),
            ])
        let (s, ls) = (b.makeEdgeConstraintsToSuperview(relation: .inside), #line)
        #expect(
            s.map(Made.init) == [
                Made(b, .left, .greaterThanOrEqual, root, .left, line: ls),
                Made(b, .right, .lessThanOrEqual, root, .right, line: ls),
                Made(b, .top, .greaterThanOrEqual, root, .top, line: ls),
                Made(b, .bottom, .lessThanOrEqual, root, .bottom, line: ls),
            ])
        let (h, lh) = (
            b.makeHorizontalEdgeConstraintsToSuperview(insets: 1, relation: .outside, priority: .high), #line
        )
        #expect(
            h.map(Made.init) == [
                Made(b, .left, .lessThanOrEqual, root, .left, constant: 1, priority: .high, line: lh),
                Made(b, .right, .greaterThanOrEqual, root, .right, constant: -1, priority: .high, line: lh),
            ])
        let (vv, lv) = (b.makeVerticalEdgeConstraintsToSuperview(), #line)
        #expect(
            vv.map(Made.init) == [
                Made(b, .top, .equal, root, .top, line: lv), Made(b, .bottom, .equal, root, .bottom, line: lv),
            ])
    }

    @Test func centers() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 2, translatesAutoresizingMask: true)
        let (a, b) = (v[0], v[1])
        let (c, lc) = (a.makeCenterConstraints(to: b), #line)
        #expect(
            c.map(Made.init) == [
                Made(a, .centerX, .equal, b, .centerX, line: lc), Made(a, .centerY, .equal, b, .centerY, line: lc),
            ])
        let (s, ls) = (b.makeCenterConstraintsToSuperview(offset: CGPoint(x: 10, y: -20), priority: .high), #line)
        #expect(
            s.map(Made.init) == [
                Made(b, .centerX, .equal, root, .centerX, constant: 10, priority: .high, line: ls),
                Made(b, .centerY, .equal, root, .centerY, constant: -20, priority: .high, line: ls),
            ])
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints)
    }

    // MARK: Sequences

    @Test func activateAndDeactivateSequences() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 1, translatesAutoresizingMask: true)
        let made = v[0].makeEdgeConstraintsToSuperview()
        let active = made.activate()
        #expect(active.map(ObjectIdentifier.init) == made.map(ObjectIdentifier.init))
        #expect(made.allSatisfy { $0.isActive })
        #expect(Set(root.constraints.map(ObjectIdentifier.init)).isSuperset(of: made.map(ObjectIdentifier.init)))
        // Any sequence, and the result chains.
        let inactive = made.lazy.filter { $0.firstAttribute == .left || $0.firstAttribute == .top }.deactivate()
        #expect(inactive.map(\.firstAttribute) == [.left, .top])
        #expect(made.map(\.isActive) == [false, true, false, true])
        made.deactivate()
        #expect(!made.contains { $0.isActive })
        #expect(root.constraints.allSatisfy { c in !made.contains { $0 === c } })
    }

    // MARK: Layouts, frames worked out by hand

    /// Insets (top 10, left 20, bottom 30, right 40) in a 300 × 200 root: x 20, y 10, 300 − 60 wide,
    /// 200 − 40 high.
    @Test func edgesToSuperviewLayout() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 1, translatesAutoresizingMask: true)
        let subview = v[0]
        subview.makeEdgeConstraintsToSuperview(insets: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
            .activate()
        root.layoutIfNeeded()
        #expect(subview.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
    }

    /// Superview forms relate to the direct superview, and frames are relative to it.
    @Test func nestedSuperviewLayout() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 1, translatesAutoresizingMask: true)
        let container = v[0], child = UIView()
        container.addSubview(child)
        container.makeEdgeConstraintsToSuperview(insets: UIEdgeInsets(top: 40, left: 50, bottom: 60, right: 50))
            .activate()
        child.makeHorizontalEdgeConstraintsToSuperview(insets: 15).activate()
        child.makeVerticalEdgeConstraintsToSuperview(insets: 25).activate()
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 50, y: 40, width: 200, height: 100))
        #expect(child.frame == CGRect(x: 15, y: 25, width: 170, height: 50))
    }

    /// Inside: the edges may not pass the inset edges (10 in: 10…290 × 10…190). A low-priority wish to be
    /// 400 × 300 is cut to 280 × 180; a wish for 100 × 50, centered, is met.
    @Test func insideLayout() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 2, translatesAutoresizingMask: true)
        let (big, small) = (v[0], v[1])
        for view in [big, small] {
            view.makeEdgeConstraintsToSuperview(
                insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), relation: .inside
            ).activate()
            view.makeCenterConstraintsToSuperview().activate()
        }
        wish(big, width: 400, height: 300)
        wish(small, width: 100, height: 50)
        root.layoutIfNeeded()
        #expect(big.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
        #expect(small.frame == CGRect(x: 100, y: 75, width: 100, height: 50))
    }

    /// Outside: the view covers the inset edges (10…290 × 10…190). A low-priority wish for 100 × 50 grows to
    /// 280 × 180; a wish for 400 × 300, centered on (150, 100), is met.
    @Test func outsideLayout() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 2, translatesAutoresizingMask: true)
        let (small, big) = (v[0], v[1])
        for view in [small, big] {
            view.makeEdgeConstraintsToSuperview(
                insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), relation: .outside
            ).activate()
            view.makeCenterConstraintsToSuperview().activate()
        }
        wish(small, width: 100, height: 50)
        wish(big, width: 400, height: 300)
        root.layoutIfNeeded()
        #expect(small.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
        #expect(big.frame == CGRect(x: -50, y: -50, width: 400, height: 300))
    }

    /// A 100 × 40 view centered 10 right of and 20 above the root's center (150, 100): center (160, 80).
    @Test func centerLayout() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 2, translatesAutoresizingMask: true)
        let (a, b) = (v[0], v[1])
        [a.widthAnchor.makeConstraint(100), a.heightAnchor.makeConstraint(40)].activate()
        a.makeCenterConstraintsToSuperview(offset: CGPoint(x: 10, y: -20)).activate()
        // b: 20 × 20, centered on a.
        [b.widthAnchor.makeConstraint(20), b.heightAnchor.makeConstraint(20)].activate()
        b.makeCenterConstraints(to: a).activate()
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 110, y: 60, width: 100, height: 40))
        #expect(b.frame == CGRect(x: 150, y: 70, width: 20, height: 20))
    }

    /// width == 2 · height with height 50: 100 × 50; with ratio 0.5 and a width of 60 from the edges: 60 × 120.
    @Test func aspectRatioLayout() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 2, translatesAutoresizingMask: true)
        let (a, b) = (v[0], v[1])
        [a.heightAnchor.makeConstraint(50), a.makeAspectRatioConstraint(2)].activate()
        [a.leftAnchor.makeConstraintToSuperview(), a.topAnchor.makeConstraintToSuperview()].activate()
        b.makeHorizontalEdgeConstraintsToSuperview(insets: 120).activate()
        [b.makeAspectRatioConstraint(0.5), b.topAnchor.makeConstraintToSuperview(constant: 60)].activate()
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(b.frame == CGRect(x: 120, y: 60, width: 60, height: 120))
    }

    /// a at (10, 20), 50 × 30. b.left == a.right + 8 = 68, b.top == a.bottom = 50. c.right == root.left + 100
    /// (superview's opposite), c.bottom == root.top + 190: c is 40 × 10 at (60, 180).
    @Test func oppositeLayout() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 3, translatesAutoresizingMask: true)
        let (a, b, c) = (v[0], v[1], v[2])
        [
            a.leftAnchor.makeConstraintToSuperview(constant: 10), a.topAnchor.makeConstraintToSuperview(constant: 20),
            a.widthAnchor.makeConstraint(50), a.heightAnchor.makeConstraint(30),
            b.leftAnchor.makeConstraintToOpposite(a, constant: 8), b.topAnchor.makeConstraintToOpposite(a),
            b.widthAnchor.makeConstraint(40), b.heightAnchor.makeConstraint(10),
            c.rightAnchor.makeConstraintToSuperviewOpposite(constant: 100),
            c.bottomAnchor.makeConstraintToSuperviewOpposite(constant: 190),
            c.widthAnchor.makeConstraint(to: b.widthAnchor), c.heightAnchor.makeConstraint(to: b),
        ].activate()
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
        #expect(b.frame == CGRect(x: 68, y: 50, width: 40, height: 10))
        #expect(c.frame == CGRect(x: 60, y: 180, width: 40, height: 10))
    }

    /// A guide 20 in from the root's edges, and a view pinned to the guide: both at (20, 20), 260 × 160.
    @Test func guideLayout() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 1, translatesAutoresizingMask: true)
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        guide.makeEdgeConstraintsToSuperview(insets: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)).activate()
        v[0].makeEdgeConstraints(to: guide).activate()
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 20, y: 20, width: 260, height: 160))
        #expect(v[0].frame == CGRect(x: 20, y: 20, width: 260, height: 160))
    }

    // MARK: Preconditions

    @Test func superviewBuildersNeedASuperview() async {
        await #expect(processExitsWith: .failure) { _ = UIView().makeEdgeConstraintsToSuperview() }
        await #expect(processExitsWith: .failure) { _ = UIView().leftAnchor.makeConstraintToSuperview() }
        await #expect(processExitsWith: .failure) { _ = UILayoutGuide().makeCenterConstraintsToSuperview() }
    }
}
