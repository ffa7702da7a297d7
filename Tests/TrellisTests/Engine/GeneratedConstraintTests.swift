import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// The constraints the engine generates from view properties: named by role and kept in step in place, the
/// same descriptions in layout and in fitting-size calculations, and one priority conversion.
@Suite struct GeneratedConstraintTests {
    /// The roles of an item's generated constraints, in the order they were made.
    func roles(_ item: LayoutItem) -> [GeneratedConstraint.Role] { item.layout.generated.map(\.role) }

    /// Whether `item`'s generated constraints are the very objects of `constraints`, in order.
    func same(_ item: LayoutItem, _ constraints: some Collection<NSLayoutConstraint>) -> Bool {
        item.layout.generated.count == constraints.count
            && zip(item.layout.generated, constraints).allSatisfy { $0.constraint === $1 }
    }

    @Test func autoresizingFollowsTheFrameInPlace() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let box = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        root.addSubview(box)
        let inner = FixedSizeView(10, 10)
        box.addSubview(inner)
        inner.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 5).isActive = true
        inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 6).isActive = true
        // A constraint through the box's place (held by the root) registers the box with the engine.
        inner.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(roles(box) == [.autoresizingLeft, .autoresizingTop, .autoresizingWidth, .autoresizingHeight])
        let made = box.layout.generated.map(\.constraint)
        #expect(made.map(\.constant) == [10, 20, 30, 40])
        #expect(made.allSatisfy { $0 is NSAutoresizingMaskLayoutConstraint && $0.identifier == "autoresizing" })
        // A new frame: the same four constraints, new constants, in the next pass (as UIKit, lazily).
        box.frame = CGRect(x: 50, y: 60, width: 70, height: 80)
        #expect(made.map(\.constant) == [10, 20, 30, 40])
        root.layoutIfNeeded()
        #expect(same(box, made))
        #expect(made.map(\.constant) == [50, 60, 70, 80])
        #expect(inner.frame == CGRect(x: 5, y: 6, width: 10, height: 10))
        #expect(box.convert(inner.frame, to: root) == CGRect(x: 55, y: 66, width: 10, height: 10))
        // Placed by constraints from now on: the four go away (in the next pass).
        box.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
        #expect(box.layout.generated.isEmpty && made.allSatisfy { !$0.isActive })
    }

    @Test func contentSizeByAxisAndPriority() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = FixedSizeView(40, 20)
        root.addSubview(view)
        view.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(
            roles(view) == [
                .horizontalHugging, .horizontalCompressionResistance, .verticalHugging,
                .verticalCompressionResistance,
            ])
        let made = view.layout.generated.map(\.constraint)
        #expect(made.map(\.constant) == [40, 40, 20, 20])
        #expect(made.map(\.priority) == [250, 750, 250, 750])
        #expect(made.map(\.identifier) == ["hugging", "compression-resistance", "hugging", "compression-resistance"])
        // A priority and a width change in place; no intrinsic height takes the vertical pair away, only it.
        // As in UIKit, invalidating only marks the view: the constraints follow in the next layout pass.
        view.setContentHuggingPriority(.required, for: .horizontal)
        view.size = CGSize(width: 60, height: UIView.noIntrinsicMetric)
        view.invalidateIntrinsicContentSize()
        #expect(made.map(\.constant) == [40, 40, 20, 20] && made.allSatisfy(\.isActive))
        root.layoutIfNeeded()
        #expect(same(view, made.prefix(2)))
        #expect(made[0].constant == 60 && made[0].priority == .required && made[1].constant == 60)
        #expect(!made[2].isActive && !made[3].isActive)
        #expect(view.frame.width == 60)
    }

    @Test func systemGuidesArePlacedByTheirView() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        root.addSubview(card)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        let guide = card.layoutMarginsGuide
        #expect(roles(guide) == [.guideLeft, .guideTop, .guideRight, .guideBottom])
        let made = guide.layout.generated.map(\.constraint)
        #expect(
            made.map(\.identifier) == [
                "UIViewLayoutMarginsGuide-left", "UIViewLayoutMarginsGuide-top",
                "UIViewLayoutMarginsGuide-right", "UIViewLayoutMarginsGuide-bottom",
            ])
        #expect(content.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
        card.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(same(guide, made))
        #expect(made.map(\.constant) == [2, 1, -4, -3])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 2, y: 1, width: 194, height: 96))  // 200 − 2 − 4, 100 − 1 − 3
    }

    /// A scroll view places its content guide through the view hook: its size wishes (priority 1) follow
    /// `contentSize` set by hand, in place.
    @Test func scrollViewContentAreaThroughTheHook() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 250, height: 80)
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            marker.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let guide = scrollView.contentLayoutGuide
        #expect(roles(guide) == [.guideLeft, .guideTop, .guideWidth, .guideHeight])
        let made = guide.layout.generated.map(\.constraint)
        #expect(made.map(\.priority) == [.required, .required, 1, 1])
        #expect(marker.frame == CGRect(x: 240, y: 70, width: 10, height: 10))
        scrollView.contentSize = CGSize(width: 400, height: 90)
        #expect(same(guide, made))
        #expect(made.map(\.constant) == [0, 0, 400, 90])
        root.layoutIfNeeded()
        #expect(marker.frame == CGRect(x: 390, y: 80, width: 10, height: 10))
        #expect(scrollView.contentSize == CGSize(width: 400, height: 90))
    }

    /// Fitting sizes use the same rules: a frame-placed subview, margins and a scroll view's content area
    /// measure as they lay out.
    @Test func fittingUsesTheSameRules() {
        let card = UIView()
        card.layoutMargins = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 12))  // placed by its frame
        card.addSubview(badge)
        let label = FixedSizeView(50, 20)
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 2),
            label.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        // Width 6 + 50 + 6; height: the badge's 12, 2, the label's 20, the bottom margin 4.
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 62, height: 38))
        // A scroll view's edges mean its content area to the content (the hook), its width and height its frame:
        // content pinned to its edges sizes the content, not the scroll view — only the width equality does.
        let scrollView = UIScrollView()
        let inner = FixedSizeView(200, 100)
        scrollView.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            inner.topAnchor.constraint(equalTo: scrollView.topAnchor),
            inner.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
        ])
        #expect(scrollView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
        scrollView.widthAnchor.constraint(equalTo: inner.widthAnchor).isActive = true
        #expect(scrollView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 200, height: 0))
    }

    /// One conversion of priorities: out-of-range priorities act as 1 and as required, on activation and
    /// when changed in place (a change to 0 once failed in the solver and kept the old priority).
    @Test func priorityConversionClamps() {
        let (root, v) = makeRoot(width: 300, count: 1)
        v[0].leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        v[0].topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        v[0].heightAnchor.constraint(equalToConstant: 10).isActive = true
        let strong = v[0].widthAnchor.constraint(equalToConstant: 100)
        strong.priority = 500
        let weak = v[0].widthAnchor.constraint(equalToConstant: 200)
        weak.priority = 2
        NSLayoutConstraint.activate([strong, weak])
        root.layoutIfNeeded()
        #expect(v[0].frame.width == 100)
        strong.priority = 0  // clamped to 1: now below the 2 of the other
        root.layoutIfNeeded()
        #expect(v[0].frame.width == 200)
        let over = v[0].widthAnchor.constraint(equalToConstant: 150)
        over.priority = 1500  // required
        over.isActive = true
        root.layoutIfNeeded()
        #expect(v[0].frame.width == 150 && !over.isBroken)
    }
}
