import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

@Suite struct LayoutEngineTests {
    /// Seed 000's three horizontal layouts, at several superview widths (frames worked out by hand).
    @Test(arguments: [320.0, 375, 1024])
    func threeHorizontalLayouts(width: Double) {
        let w = CGFloat(width)
        let (root, v) = makeRoot(width: w, count: 3)
        for view in v { view.heightAnchor.constraint(equalToConstant: 20).isActive = true }
        for view in v { view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true }
        // Left + width.
        v[0].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16).isActive = true
        v[0].widthAnchor.constraint(equalToConstant: 100).isActive = true
        // Left + right.
        v[1].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16).isActive = true
        v[1].rightAnchor.constraint(equalTo: root.rightAnchor, constant: -16).isActive = true
        // Left + centerX.
        v[2].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16).isActive = true
        v[2].centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 16, y: 0, width: 100, height: 20))
        #expect(v[1].frame == CGRect(x: 16, y: 0, width: w - 32, height: 20))
        #expect(v[2].frame == CGRect(x: 16, y: 0, width: w - 32, height: 20))
    }

    /// LabelA | LabelB across the root: hugging decides who grows, compression resistance who shrinks.
    @Test func huggingAndCompressionResistance() {
        func layout(rootWidth: CGFloat, _ configure: (UIView, UIView) -> Void) -> (CGFloat, CGFloat) {
            LayoutEngine.logsUnsatisfiableConstraints = false
            let root = UIRootView(frame: CGRect(x: 0, y: 0, width: rootWidth, height: 50))
            let a = FixedSizeView(100), b = FixedSizeView(80)
            root.addSubview(a)
            root.addSubview(b)
            configure(a, b)
            a.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
            b.leftAnchor.constraint(equalTo: a.rightAnchor).isActive = true
            b.rightAnchor.constraint(equalTo: root.rightAnchor).isActive = true
            root.layoutIfNeeded()
            #expect(a.frame.minX == 0 && b.frame.minX == a.frame.maxX && b.frame.maxX == rootWidth)
            return (a.frame.width, b.frame.width)
        }
        // Growing to 400: the lower hugging priority grows.
        #expect(
            layout(rootWidth: 400) { a, b in b.setContentHuggingPriority(.init(251), for: .horizontal) } == (320, 80))
        #expect(
            layout(rootWidth: 400) { a, b in a.setContentHuggingPriority(.init(251), for: .horizontal) } == (100, 300))
        // Equal priorities: LabelA.Width == LabelB.Width settles it.
        #expect(
            layout(rootWidth: 400) { a, b in a.widthAnchor.constraint(equalTo: b.widthAnchor).isActive = true } == (
                200, 200
            ))
        // Shrinking to 120: the lower compression resistance shrinks.
        #expect(layout(rootWidth: 120) { a, b in b.horizontalCompressionResistancePriority = 751 } == (40, 80))
        #expect(layout(rootWidth: 120) { a, b in a.horizontalCompressionResistancePriority = 751 } == (100, 20))
        #expect(
            layout(rootWidth: 120) { a, b in a.widthAnchor.constraint(equalTo: b.widthAnchor).isActive = true } == (
                60, 60
            ))
    }

    /// `Width >= 40` and `Width <= 200` with a wish for more or less.
    @Test func widthBetweenBounds() {
        let (root, v) = makeRoot(width: 500, count: 1)
        v[0].widthAnchor.constraint(greaterThanOrEqualToConstant: 40).isActive = true
        v[0].widthAnchor.constraint(lessThanOrEqualToConstant: 200).isActive = true
        let wish = v[0].widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        wish.priority = .defaultHigh
        wish.isActive = true
        root.layoutIfNeeded()
        #expect(v[0].frame.width == 200)
        root.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(v[0].frame.width == 150)
        root.frame.size.width = 50
        root.layoutIfNeeded()
        #expect(v[0].frame.width == 40)
    }

    /// A conflicting required constraint is broken, the root's event names it and its conflicting set, and it
    /// is applied once the conflict goes away.
    @Test func unsatisfiableConstraintEventAndRecovery() {
        let (root, v) = makeRoot(width: 300, count: 1)
        var reports: [(NSLayoutConstraint, [NSLayoutConstraint])] = []
        root.unsatisfiableConstraint.subscribe { reports.append(($0.broken, $0.conflicts)) }
        let first = v[0].widthAnchor.constraint(equalToConstant: 100)
        let second = v[0].widthAnchor.constraint(equalToConstant: 200)
        first.isActive = true
        second.isActive = true
        root.layoutIfNeeded()
        #expect(v[0].frame.width == 100)
        #expect(reports.count == 1 && reports[0].0 === second && reports[0].1.count == 1 && reports[0].1[0] === first)
        #expect(second.isActive)
        first.isActive = false
        root.layoutIfNeeded()
        #expect(v[0].frame.width == 200)
    }

    /// A view made in code keeps its frame through autoresizing constraints; a conflicting constraint is
    /// reported against them, as UIKit does.
    @Test func autoresizingConstraintsConflict() {
        LayoutEngine.logsUnsatisfiableConstraints = false
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 60))
        root.addSubview(view)
        var conflicts: [NSLayoutConstraint] = []
        root.unsatisfiableConstraint.subscribe { conflicts = $0.conflicts }
        view.widthAnchor.constraint(equalToConstant: 100).isActive = true
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 50, height: 60))
        #expect(conflicts.count == 1 && conflicts[0] is NSAutoresizingMaskLayoutConstraint)
        #expect(conflicts[0].firstAttribute == .width && conflicts[0].constant == 50)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    /// Seed 003, aspect-ratio row: a square and a view five times as wide share the width.
    @Test func aspectRatioRow() {
        let (superview, v) = makeRoot(width: 375, height: 600, count: 2)
        let (leftView, rightView) = (v[0], v[1])
        let marginBetweenViews: CGFloat = 10
        leftView.topAnchor.constraint(equalTo: superview.topAnchor).isActive = true
        leftView.leftAnchor.constraint(equalTo: superview.leftAnchor).isActive = true
        rightView.rightAnchor.constraint(equalTo: superview.rightAnchor).isActive = true
        rightView.leftAnchor.constraint(equalTo: leftView.rightAnchor, constant: marginBetweenViews).isActive = true
        rightView.topAnchor.constraint(equalTo: leftView.topAnchor).isActive = true
        rightView.bottomAnchor.constraint(equalTo: leftView.bottomAnchor).isActive = true
        leftView.heightAnchor.constraint(equalTo: leftView.widthAnchor, multiplier: 1, constant: 0).isActive = true
        rightView.widthAnchor.constraint(equalTo: leftView.widthAnchor, multiplier: 5).isActive = true
        superview.layoutIfNeeded()
        let w = (375 - 10) / 6.0  // w + 10 + 5w = 375
        #expect(abs(leftView.frame.width - w) < 1e-9 && abs(leftView.frame.height - w) < 1e-9)
        #expect(abs(rightView.frame.minX - (w + 10)) < 1e-9 && abs(rightView.frame.width - 5 * w) < 1e-9)
        #expect(abs(rightView.frame.height - w) < 1e-9 && rightView.frame.minY == 0)
    }

    /// Seed 003, chained row: each view twice as wide as the previous one.
    @Test func chainedMultiplierRow() {
        let (superview, row) = makeRoot(width: 375, height: 600, count: 3)
        let marginBetweenViews: CGFloat = 10
        let leftView = row[0], rightView = row[2]
        leftView.topAnchor.constraint(equalTo: superview.topAnchor).isActive = true
        leftView.leftAnchor.constraint(equalTo: superview.leftAnchor).isActive = true
        rightView.rightAnchor.constraint(equalTo: superview.rightAnchor).isActive = true
        leftView.widthAnchor.constraint(equalTo: leftView.heightAnchor).isActive = true
        var previousView = leftView
        for view in row.dropFirst() {
            view.widthAnchor.constraint(equalTo: previousView.widthAnchor, multiplier: 2).isActive = true
            view.leftAnchor.constraint(equalTo: previousView.rightAnchor, constant: marginBetweenViews).isActive = true
            view.topAnchor.constraint(equalTo: previousView.topAnchor).isActive = true
            view.bottomAnchor.constraint(equalTo: previousView.bottomAnchor).isActive = true
            previousView = view
        }
        superview.layoutIfNeeded()
        let w = (375 - 20) / 7.0  // w + 2w + 4w + 2·10 = 375
        for (i, view) in row.enumerated() {
            let width = w * Double(1 << i)
            #expect(abs(view.frame.width - width) < 1e-9)
            #expect(abs(view.frame.height - w) < 1e-9)
        }
        #expect(abs(row[2].frame.maxX - 375) < 1e-9)
    }

    /// Changing a constant moves the view at the next layout (in place in the solver).
    @Test func constantChangeAndRootResize() {
        let (root, v) = makeRoot(width: 200, count: 1)
        let left = v[0].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, v[0].rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
            v[0].topAnchor.constraint(equalTo: root.topAnchor), v[0].heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 10, y: 0, width: 180, height: 5))
        left.constant = 50
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 50, y: 0, width: 140, height: 5))
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 50, y: 0, width: 340, height: 5))
    }

    /// A top-level plain view (no UIRootView) lays out its subtree too; frames are relative to superviews.
    @Test func topLevelViewWithoutRootView() {
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let card = UIView(), title = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        title.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(card)
        card.addSubview(title)
        NSLayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: top.leftAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: top.topAnchor, constant: 30),
            card.widthAnchor.constraint(equalTo: top.widthAnchor, multiplier: 0.5),
            card.heightAnchor.constraint(equalToConstant: 100),
            title.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 8),
            title.rightAnchor.constraint(equalTo: card.rightAnchor, constant: -8),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        top.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 30, width: 150, height: 100))
        #expect(title.frame == CGRect(x: 8, y: 8, width: 134, height: 20))
        #expect(title.convert(CGPoint.zero, to: top) == CGPoint(x: 28, y: 38))
        // Title left/right/top + card.height; card left/top/width.
        #expect(card.constraints.count == 4 && top.constraints.count == 3)
    }

    /// Removing a view deactivates the constraints that cross into its subtree; its own ones move with it.
    @Test func removeFromSuperviewKeepsInnerConstraints() {
        let (root, v) = makeRoot(width: 200, count: 1)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        v[0].addSubview(inner)
        let crossing = v[0].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5)
        let own = inner.widthAnchor.constraint(equalTo: v[0].widthAnchor, multiplier: 0.5)
        NSLayoutConstraint.activate([crossing, own, v[0].widthAnchor.constraint(equalToConstant: 100)])
        root.layoutIfNeeded()
        #expect(inner.frame.width == 50)
        v[0].removeFromSuperview()
        #expect(!crossing.isActive)
        #expect(own.isActive)
        v[0].layoutIfNeeded()
        #expect(inner.frame.width == 50)
        root.addSubview(v[0])
        v[0].frame.size.width = 0
        crossing.isActive = true
        root.layoutIfNeeded()
        #expect(inner.frame.width == 50 && v[0].frame.minX == 5)
    }
}

@Suite struct ConstraintIdentityTests {
    /// The identifier defaults to the creating call site; the description follows UIKit's form.
    @Test func identifierIsCallSite() {
        let a = UIView(), b = UIView()
        let line = #line + 1
        let c = a.leftAnchor.constraint(equalTo: b.rightAnchor, constant: 8)
        #expect(c.identifier == "TrellisTests/LayoutEngineTests.swift:\(line)")
        #expect(c.firstItem === a && c.secondItem === b && c.firstAttribute == .left && c.secondAttribute == .right)
        #expect(c.relation == .equal && c.multiplier == 1 && c.constant == 8 && c.priority == .required && !c.isActive)
        let d = a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5, constant: -2)
        #expect(d.multiplier == 0.5 && d.constant == -2 && d.secondAttribute == .height)
        let e = NSLayoutConstraint(
            item: a, attribute: .centerX, relatedBy: .greaterThanOrEqual, toItem: b, attribute: .left, multiplier: 2,
            constant: 1)
        #expect(e.relation == .greaterThanOrEqual && e.multiplier == 2)
        #expect(c.description.hasSuffix("UIView:\(NSLayoutConstraint.address(b)).right + 8>"))
    }

    /// Multipliers on positions (the seed's y = a·x + b): a.centerX == 0.25 · root.right.
    @Test func multiplierOnPosition() {
        let (root, v) = makeRoot(width: 400, count: 1)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: v[0], attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .right, multiplier: 0.25,
                constant: 0),
            v[0].widthAnchor.constraint(equalToConstant: 20), v[0].topAnchor.constraint(equalTo: root.topAnchor),
            v[0].heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 90, y: 0, width: 20, height: 20))
    }

    /// Leading and trailing follow the semantic content attribute.
    @Test func rightToLeftLeading() {
        let (root, v) = makeRoot(width: 200, count: 1)
        NSLayoutConstraint.activate([
            v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v[0].widthAnchor.constraint(equalToConstant: 50), v[0].topAnchor.constraint(equalTo: root.topAnchor),
            v[0].heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(v[0].frame.minX == 10)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(v[0].frame.minX == 140)
    }
}

@Suite struct ReadBackTests {
    /// Only changed variables are read back, yet every frame ends where the solver puts it — including a
    /// frame set by hand on a view placed by constraints (it lasts until the next layout pass).
    @Test func changedOnlyReadBackKeepsFramesRight() {
        let (root, v) = makeRoot(width: 300, count: 2)
        NSLayoutConstraint.activate([
            v[0].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            v[0].widthAnchor.constraint(equalToConstant: 50),
            v[0].topAnchor.constraint(equalTo: root.topAnchor), v[0].heightAnchor.constraint(equalToConstant: 10),
            v[1].leftAnchor.constraint(equalTo: v[0].rightAnchor, constant: 5),
            v[1].rightAnchor.constraint(equalTo: root.rightAnchor),
            v[1].topAnchor.constraint(equalTo: root.topAnchor), v[1].heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v[1].frame == CGRect(x: 65, y: 0, width: 235, height: 10))
        v[0].frame = CGRect(x: 99, y: 99, width: 1, height: 1)
        root.frame.size.width = 400
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 10, y: 0, width: 50, height: 10))
        #expect(v[1].frame == CGRect(x: 65, y: 0, width: 335, height: 10))
        v[1].removeFromSuperview()
        root.addSubview(v[1])
        // Its own height (== 10) came along; the constraints to the rest were deactivated.
        NSLayoutConstraint.activate([
            v[1].leftAnchor.constraint(equalTo: root.leftAnchor), v[1].widthAnchor.constraint(equalToConstant: 7),
            v[1].topAnchor.constraint(equalTo: root.topAnchor, constant: 3),
        ])
        root.layoutIfNeeded()
        #expect(v[1].frame == CGRect(x: 0, y: 3, width: 7, height: 10))
        #expect(v[0].frame == CGRect(x: 10, y: 0, width: 50, height: 10))
    }
}

@Suite struct AmbiguityTests {
    @Test func missingConstraintsAreAmbiguous() {
        let (root, v) = makeRoot(width: 300, count: 1)
        v[0].widthAnchor.constraint(equalToConstant: 50).isActive = true
        root.layoutIfNeeded()
        #expect(v[0].hasAmbiguousLayout)  // no x, y or height
        NSLayoutConstraint.activate([
            v[0].leftAnchor.constraint(equalTo: root.leftAnchor), v[0].topAnchor.constraint(equalTo: root.topAnchor),
            v[0].heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(!v[0].hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
    }

    /// Seed 000: LabelA/LabelB with equal hugging priorities is ambiguous; `A.width == B.width` settles it.
    @Test func equalPrioritiesAreAmbiguous() {
        LayoutEngine.logsUnsatisfiableConstraints = false
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 400, height: 50))
        let a = FixedSizeView(100, 20), b = FixedSizeView(80, 20)
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor), b.leftAnchor.constraint(equalTo: a.rightAnchor),
            b.rightAnchor.constraint(equalTo: root.rightAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
        a.widthAnchor.constraint(equalTo: b.widthAnchor).isActive = true
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
        #expect(a.frame.width == 200)
    }
}
