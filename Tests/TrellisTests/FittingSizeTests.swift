import Foundation
import Testing
@testable import Trellis

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

    @Test func eachOptimalSideLength() {
        let (card, _) = makeCard()
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
    }

    @Test func leavesFramesAndLayoutAsTheyWere() {
        let (card, content) = makeCard()
        card.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 384, height: 284))
        let before = card.ownedEngine!.solver.dump()
        _ = card.optimalSize(width: .compressed, height: .compressed)
        #expect(card.ownedEngine!.solver.dump() == before)
        #expect(content.frame == CGRect(x: 8, y: 8, width: 384, height: 284))
        #expect(card.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
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
