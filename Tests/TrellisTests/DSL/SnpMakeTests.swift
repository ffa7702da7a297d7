import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

@Suite struct SnpMakeTests {
    /// The issue's example block makes exactly what the equivalent anchor code makes.
    @Test func issueExampleMatchesAnchorCode() {
        let (root, views) = makeRoot(width: 400, height: 300, count: 3)
        let (view, container, other) = (views[0], views[1], views[2])
        var made: [NSLayoutConstraint] = []
        view.snp.makeConstraints { make in
            made += make.top.equalToSuperview().offset(16).constraint.layoutConstraints
            made += make.left.right.equalTo(container).inset(8).constraint.layoutConstraints
            made += make.width.equalTo(other.snp.height).multipliedBy(0.5).priority(.high).constraint.layoutConstraints
            made += make.size.equalTo(CGSize(width: 24, height: 24)).constraint.layoutConstraints
            made +=
                make.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                .constraint.layoutConstraints
            made += make.center.equalTo(other).labeled("badge-center").constraint.layoutConstraints
        }
        let width = view.widthAnchor.constraint(equalTo: other.heightAnchor, multiplier: 0.5)
        width.priority = .high
        let expected = [
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 8),
            view.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -8),
            width,
            view.widthAnchor.constraint(equalToConstant: 24),
            view.heightAnchor.constraint(equalToConstant: 24),
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 2),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 1),
            view.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -4),
            view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -3),
            view.centerXAnchor.constraint(equalTo: other.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: other.centerYAnchor),
        ]
        #expect(signatures(made) == signatures(expected))
        #expect(made.allSatisfy { $0.isActive })
        #expect(made.suffix(2).allSatisfy { $0.identifier == "badge-center" })
        #expect(view.snp.layoutConstraints.count == 12)
    }

    /// Frames equal those of the same layout written with anchors.
    @Test func framesMatchAnchorCode() {
        func layout(_ configure: (UIView, UIView) -> Void) -> (CGRect, CGRect) {
            let (root, views) = makeRoot(width: 300, height: 200, count: 2)
            configure(views[0], views[1])
            root.layoutIfNeeded()
            return (views[0].frame, views[1].frame)
        }
        let dsl = layout { a, b in
            a.snp.makeConstraints { make in
                make.top.left.equalToSuperview().inset(10)
                make.size.equalTo(CGSize(width: 100, height: 40))
            }
            b.snp.makeConstraints { make in
                make.left.equalTo(a.snp.right).offset(8)
                make.top.equalTo(a)
                make.right.equalToSuperview().inset(12)
                make.height.equalTo(a).multipliedBy(2)
            }
        }
        let anchors = layout { a, b in
            NSLayoutConstraint.activate([
                a.topAnchor.constraint(equalTo: a.superview!.topAnchor, constant: 10),
                a.leftAnchor.constraint(equalTo: a.superview!.leftAnchor, constant: 10),
                a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 40),
                b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8),
                b.topAnchor.constraint(equalTo: a.topAnchor),
                b.rightAnchor.constraint(equalTo: b.superview!.rightAnchor, constant: -12),
                b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2),
            ])
        }
        #expect(dsl.0 == anchors.0 && dsl.1 == anchors.1)
        #expect(dsl.0 == CGRect(x: 10, y: 10, width: 100, height: 40))
        // b: x = 10 + 100 + 8 = 118, right edge 300 − 12 = 288, so width 170; height 2 · 40.
        #expect(dsl.1 == CGRect(x: 118, y: 10, width: 170, height: 80))
    }

    /// Constant targets: a size relates to the number; a position to the superview's same attribute, and a
    /// center to the superview's left/top (SnapKit's rule); insets and points per attribute.
    @Test func constantTargets() {
        let (root, views) = makeRoot(width: 300, height: 200, count: 1)
        let v = views[0]
        let made = v.snp.prepareConstraints { make in
            make.width.equalTo(50)
            make.top.equalTo(20)
            make.centerX.equalTo(40)
            make.center.equalTo(CGPoint(x: 5, y: 6))
            make.width.height.greaterThanOrEqualTo(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            make.leading.trailing.equalToSuperview().inset(
                NSDirectionalEdgeInsets(top: 0, leading: 7, bottom: 0, trailing: 9))
            make.height.lessThanOrEqualToSuperview().dividedBy(4)
            make.bottom.equalToSuperview().offset(-5).priority(751)
        }
        let layoutConstraints = made.flatMap(\.layoutConstraints)
        func pri(_ c: NSLayoutConstraint, _ p: UILayoutPriority) -> NSLayoutConstraint {
            c.priority = p
            return c
        }
        let expected = [
            v.widthAnchor.constraint(equalToConstant: 50),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            NSLayoutConstraint(
                item: v, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
                constant: 40),
            NSLayoutConstraint(
                item: v, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
                constant: 5),
            NSLayoutConstraint(
                item: v, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1,
                constant: 6),
            v.widthAnchor.constraint(greaterThanOrEqualToConstant: -6),  // −(2 + 4)
            v.heightAnchor.constraint(greaterThanOrEqualToConstant: -4),  // −(1 + 3)
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -9),
            v.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, multiplier: 0.25),
            pri(v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -5), 751),
        ]
        #expect(signatures(layoutConstraints) == signatures(expected))
        #expect(!layoutConstraints.contains { $0.isActive })
    }

    /// Composite attributes and the edges ↔ margins pairing; inset on a size shrinks it by both insets.
    @Test func compositesAndMargins() {
        let (_, views) = makeRoot(width: 300, height: 200, count: 2)
        let (a, b) = (views[0], views[1])
        let made = a.snp.prepareConstraints { make in
            make.edges.equalTo(b.snp.margins)
            make.horizontalEdges.equalTo(b).offset(3)
            make.verticalEdges.equalTo(b.snp.verticalEdges)
            make.width.equalTo(b).inset(10)
            make.margins.equalTo(b)
            make.top.equalTo(b.snp.bottom)
        }.flatMap(\.layoutConstraints)
        func c(_ f: NSLayoutConstraint.Attribute, _ s: NSLayoutConstraint.Attribute, _ k: CGFloat = 0)
            -> NSLayoutConstraint
        {
            NSLayoutConstraint(
                item: a, attribute: f, relatedBy: .equal, toItem: b, attribute: s, multiplier: 1, constant: k)
        }
        let expected = [
            c(.left, .leftMargin), c(.top, .topMargin), c(.right, .rightMargin), c(.bottom, .bottomMargin),
            c(.left, .left, 3), c(.right, .right, 3), c(.top, .top), c(.bottom, .bottom),
            c(.width, .width, -20),
            c(.leftMargin, .leftMargin), c(.topMargin, .topMargin), c(.rightMargin, .rightMargin),
            c(.bottomMargin, .bottomMargin), c(.top, .bottom),
        ]
        #expect(signatures(made) == signatures(expected))
    }

    /// Layout guides take `snp` like views; a guide's superview is its owning view.
    @Test func layoutGuides() {
        let (root, views) = makeRoot(width: 300, height: 200, count: 1)
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(20)
            make.size.equalTo(CGSize(width: 100, height: 50))
        }
        views[0].snp.makeConstraints { make in make.edges.equalTo(guide).inset(5) }
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 20, y: 20, width: 100, height: 50))
        #expect(views[0].frame == CGRect(x: 25, y: 25, width: 90, height: 40))
        #expect(guide.snp.layoutConstraints.count == 4)
    }

    /// make turns off autoresizing translation; the result's constant, priority and activity can change later.
    @Test func keptConstraint() {
        LayoutEngine.logsUnsatisfiableConstraints = false
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let v = UIView()
        root.addSubview(v)
        var top: SnpConstraint?
        v.snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(10).constraint
            make.left.equalToSuperview()
            make.size.equalTo(20)
        }
        #expect(!v.translatesAutoresizingMaskIntoConstraints)
        root.layoutIfNeeded()
        #expect(v.frame.minY == 10)
        top?.update(offset: 30)
        root.layoutIfNeeded()
        #expect(v.frame.minY == 30)
        top?.update(inset: 12)
        #expect(top?.layoutConstraints.first?.constant == 12)
        top?.update(priority: 500)
        #expect(top?.layoutConstraints.first?.priority == .medium)
        top?.deactivate()
        #expect(top?.isActive == false && v.snp.layoutConstraints.count == 3)
        top?.activate()
        #expect(top?.isActive == true && v.snp.layoutConstraints.count == 4)
    }

    /// A relation to a missing superview makes nothing and reports the chain's source location.
    @Test func missingSuperview() {
        let v = UIView()
        #expect(throws: ConstraintDSLError.self) {
            try v.snp.makeConstraintsOrThrow { make in
                make.width.equalTo(10)
                make.top.equalToSuperview()
            }
        }
        do {
            try v.snp.makeConstraintsOrThrow { make in make.left.equalTo(8) }
            Issue.record("made constraints without a superview")
        } catch {
            #expect(error.description.hasPrefix("TrellisTests/SnpMakeTests.swift:"))
            #expect(error.reason == .noSuperview("UIView:\(NSLayoutConstraint.address(v)).left"))
        }
        #expect(v.constraints.isEmpty && v.snp.layoutConstraints.isEmpty)
    }

    /// Other targets and modifiers: system guides, anchors, `dividedBy`, point and size offsets, and
    /// `update(offset:)` with a size.
    @Test func otherTargetsAndModifiers() {
        let (root, views) = makeRoot(width: 300, height: 200, count: 2)
        root.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 14, right: 16)
        root.hostSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        let (a, b) = (views[0], views[1])
        var size: SnpConstraint?
        a.snp.makeConstraints { make in
            make.left.right.equalTo(root.layoutMarginsGuide)
            make.top.equalTo(root.safeAreaLayoutGuide.snp.top)
            make.height.equalToSuperview().dividedBy(4)
        }
        b.snp.makeConstraints { make in
            make.center.equalTo(a).offset(CGPoint(x: 10, y: 60))
            size = make.size.equalTo(a.heightAnchor).offset(CGSize(width: 2, height: 4)).constraint
        }
        root.layoutIfNeeded()
        // a: between the margins 12 … 300 − 16 = 284, below the safe area at 30, 200 / 4 = 50 high.
        #expect(a.frame == CGRect(x: 12, y: 30, width: 272, height: 50))
        // b: 52 × 54, centred at (148 + 10, 55 + 60) = (158, 115).
        #expect(b.frame == CGRect(x: 132, y: 88, width: 52, height: 54))
        size?.update(offset: CGSize(width: -10, height: 0))
        root.layoutIfNeeded()
        #expect(b.frame.size == CGSize(width: 40, height: 50))
        #expect(
            signatures(size?.layoutConstraints ?? [])
                == signatures([
                    b.widthAnchor.constraint(equalTo: a.heightAnchor, constant: -10),
                    b.heightAnchor.constraint(equalTo: a.heightAnchor),
                ]))
    }
}
