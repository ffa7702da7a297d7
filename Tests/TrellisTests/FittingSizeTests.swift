import Foundation
import Testing
@testable import Trellis
import TrellisTestSupport

/// Optimal (fitting) sizes, worked out by hand: a container whose only subview has intrinsic size 100×20,
/// pinned with 8-point insets.
@Suite struct FittingSizeTests {
    func makeCard() -> (UIView, FixedSizeView) {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let content = FixedSizeView(100, 20)
        card.addSubview(content)
        NSLayoutConstraint.activate([
            content.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 8),
            content.rightAnchor.constraint(equalTo: card.rightAnchor, constant: -8),
            content.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        ])
        return (card, content)
    }

    /// A card in a root, placed by its top-left corner only: its size is its content's.
    func makePlacedCard() -> (UIRootView, UIView, FixedSizeView) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let (card, content) = makeCard()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        return (root, card, content)
    }

    @Test func eachOptimalSideLength() {
        let (_, card, _) = makePlacedCard()
        // Fitting level 50 loses to hugging (250) and compression resistance (750): the content's own size.
        #expect(card.optimalSize(width: .compressed, height: .compressed) == CGSize(width: 116, height: 36))
        #expect(card.optimalSize(width: .expanded, height: .expanded) == CGSize(width: 116, height: 36))
        // Above hugging, expanding wins; above compression resistance, compressing wins.
        #expect(card.optimalSize(width: .expanded, height: .compressed, priority: 300).width == 10_000_000)
        #expect(card.optimalSize(width: .compressed, height: .compressed, priority: 800) == CGSize(width: 16, height: 16))
        // A fixed length is required.
        #expect(card.optimalSize(width: .ofLength(200), height: .compressed) == CGSize(width: 200, height: 36))
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 116, height: 36))
        #expect(
            card.systemLayoutSizeFitting(
                CGSize(width: 250, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 250, height: 36))
        // Not in a layout yet: measured on its own content, the same answers.
        let (loose, _) = makeCard()
        #expect(loose.optimalSize(width: .compressed, height: .compressed, priority: 800) == CGSize(width: 16, height: 16))
    }

    /// The seed's optimal size takes every current constraint into account: a card pinned between the root's
    /// edges has the width they leave, whatever it wishes; UIKit's systemLayoutSizeFitting measures the content.
    @Test func constraintsToTheOutsideTakePart() {
        let (root, card, _) = makePlacedCard()
        card.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -20).isActive = true
        #expect(card.optimalSize(width: .compressed, height: .compressed) == CGSize(width: 360, height: 36))
        #expect(card.optimalSize(width: .compressed, height: .compressed, priority: 800) == CGSize(width: 360, height: 16))
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 116, height: 36))
    }

    @Test func leavesFramesAndLayoutAsTheyWere() {
        let (root, card, content) = makePlacedCard()
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 100, height: 20))
        let engine = root.ownedEngine!
        let values = engine.items.map { item in
            [item.variables.x, item.variables.y, item.variables.width, item.variables.height].map(engine.solver.value(of:))
        }
        _ = card.optimalSize(width: .compressed, height: .compressed, priority: 800, ignoringIntrinsicWidth: true)
        _ = card.optimalSize(width: .ofLength(300), height: .expanded, priority: 300)
        #expect(engine.items.map { item in
            [item.variables.x, item.variables.y, item.variables.width, item.variables.height].map(engine.solver.value(of:))
        } == values)
        #expect(content.layout.generated.allSatisfy { engine.solverConstraint(of: $0.constraint) != nil })
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 100, height: 20))
        #expect(card.frame == CGRect(x: 20, y: 20, width: 116, height: 36))
    }

    /// In a laid-out hierarchy the view's own intrinsic size can be left out of the question, and comes back.
    @Test func ignoringIntrinsicSizeInALayout() {
        let (root, _) = makeRoot(width: 300, height: 200, count: 0)
        let label = FixedSizeView(100, 20)
        root.addSubview(label)
        label.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(label.optimalSize(width: .compressed, height: .compressed, ignoringIntrinsicWidth: true) == CGSize(width: 0, height: 20))
        #expect(label.optimalSize(width: .expanded, height: .compressed, priority: 300) == CGSize(width: 10_000_000, height: 20))
        #expect(label.optimalSize(width: .compressed, height: .compressed) == CGSize(width: 100, height: 20))
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test func ignoringIntrinsicSize() {
        let label = FixedSizeView(100, 20)
        #expect(label.optimalSize(width: .compressed, height: .compressed) == CGSize(width: 100, height: 20))
        #expect(
            label.optimalSize(width: .compressed, height: .compressed, ignoringIntrinsicWidth: true)
                == CGSize(width: 0, height: 20))
        #expect(label.sizeThatFits(.zero) == CGSize(width: 100, height: 20))
        label.sizeToFit()
        #expect(label.frame.size == CGSize(width: 100, height: 20))
    }
}
