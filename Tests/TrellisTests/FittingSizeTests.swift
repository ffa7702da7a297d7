import Foundation
import Testing
import TrellisTestSupport

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
        #expect(
            card.optimalSize(width: .compressed, height: .compressed, priority: 800) == CGSize(width: 16, height: 16))
        // A fixed length is required.
        #expect(card.optimalSize(width: .ofLength(200), height: .compressed) == CGSize(width: 200, height: 36))
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 116, height: 36))
        #expect(
            card.systemLayoutSizeFitting(
                CGSize(width: 250, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 250, height: 36))
        // Not in a layout yet: measured on its own content, the same answers.
        let (loose, _) = makeCard()
        #expect(
            loose.optimalSize(width: .compressed, height: .compressed, priority: 800) == CGSize(width: 16, height: 16))
    }

    /// The seed's optimal size takes every current constraint into account: a card pinned between the root's
    /// edges has the width they leave, whatever it wishes; UIKit's systemLayoutSizeFitting measures the content.
    @Test func constraintsToTheOutsideTakePart() {
        let (root, card, _) = makePlacedCard()
        card.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -20).isActive = true
        #expect(card.optimalSize(width: .compressed, height: .compressed) == CGSize(width: 360, height: 36))
        #expect(
            card.optimalSize(width: .compressed, height: .compressed, priority: 800) == CGSize(width: 360, height: 16))
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 116, height: 36))
    }

    @Test func leavesFramesAndLayoutAsTheyWere() {
        let (root, card, content) = makePlacedCard()
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 100, height: 20))
        let engine = root.ownedEngine!
        let values = engine.items.map { item in
            [item.variables.x, item.variables.y, item.variables.width, item.variables.height].map(
                engine.solver.value(of:))
        }
        _ = card.optimalSize(width: .compressed, height: .compressed, priority: 800, ignoringIntrinsicWidth: true)
        _ = card.optimalSize(width: .ofLength(300), height: .expanded, priority: 300)
        #expect(
            engine.items.map { item in
                [item.variables.x, item.variables.y, item.variables.width, item.variables.height].map(
                    engine.solver.value(of:))
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
        #expect(
            label.optimalSize(width: .compressed, height: .compressed, ignoringIntrinsicWidth: true)
                == CGSize(width: 0, height: 20))
        #expect(
            label.optimalSize(width: .expanded, height: .compressed, priority: 300)
                == CGSize(width: 10_000_000, height: 20))
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

    /// A bio label in DejaVu Sans Mono 10: every glyph 1233/2048 em, 6.0205078125 points; a line 2384/2048 em,
    /// 11.640625 points. Fifteen 9-letter words: 5 to a line in 350 points (5 words are 49 characters, 295.0
    /// points; 6 would be 59, 355.2), so 3 lines, 34.921875 → 35 points; on one line 149 characters, 897.06 → 898.
    func makeBioCell() -> (cell: UIView, bio: UILabel) {
        let cell = UIView()
        let bio = UILabel()
        bio.font = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)
        bio.numberOfLines = 0
        bio.text = Array(repeating: "abcdefghi", count: 15).joined(separator: " ")
        bio.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(bio)
        NSLayoutConstraint.activate([
            bio.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 20),
            bio.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -20),
            bio.topAnchor.constraint(equalTo: cell.topAnchor, constant: 20),
            bio.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -20),
        ])
        return (cell, bio)
    }

    /// A multi-line label is measured at the width the question gives it, the first time (a self-sizing cell
    /// before any layout pass): 390 wide leaves the bio 350, 3 lines, 35 + 40. (Measured at the width it had —
    /// none — it was one line: 12 + 40.)
    @Test func wrappingLabelMeasuredAtTheFittingWidth() {
        let (cell, bio) = makeBioCell()
        let target = CGSize(width: 390, height: 0)
        #expect(bio.intrinsicContentSize == CGSize(width: 898, height: 12))  // not laid out: one line
        #expect(
            cell.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 390, height: 75))
        // The same after a layout pass at that width, and for a text view (its 8 + 8 inset, 5 of line padding on
        // each side: 360 wide for the same 350 of text).
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        cell.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(cell)
        NSLayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            cell.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(bio.frame == CGRect(x: 20, y: 20, width: 350, height: 35) && cell.frame.height == 75)
        let note = UITextView()
        note.font = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)
        note.text = bio.text
        note.isScrollEnabled = false
        #expect(
            note.systemLayoutSizeFitting(
                CGSize(width: 360, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 360, height: 51))
    }

    /// A frame-based view inside a superview is measured on its content: its own autoresizing constraints (its
    /// frame, 0 × 0 until the app sets it from this very answer) tie it to the outside and take no part. The
    /// content: a 128 × 890 view padded by 10.
    @Test func frameBasedSubviewInASuperview() {
        let (root, _) = makeRoot(width: 320, height: 480, count: 0)
        let scrollView = UIScrollView(frame: root.bounds)
        root.addSubview(scrollView)
        let content = UIView()  // frame-based, 0 × 0
        scrollView.addSubview(content)
        let inner = FixedSizeView(128, 890)
        content.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
            inner.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
            inner.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            inner.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
        ])
        let broken = brokenConstraints(in: root) {
            let size = content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            #expect(size == CGSize(width: 148, height: 910))
            content.frame.size = size
            scrollView.contentSize = size
            root.layoutIfNeeded()
        }
        #expect(broken.isEmpty)
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 128, height: 890))
        // Laid out at 0 × 0 first, the frame (as in UIKit) breaks the content's constraint; the content's own
        // answer is still the same.
        let other = UIView()
        scrollView.addSubview(other)
        let padded = FixedSizeView(128, 890)
        other.addSubview(padded)
        padded.widthAnchor.constraint(equalToConstant: 128).isActive = true
        NSLayoutConstraint.activate([
            padded.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 10),
            padded.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -10),
            padded.topAnchor.constraint(equalTo: other.topAnchor, constant: 10),
            padded.bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -10),
        ])
        let conflicts = brokenConstraints(in: root) { root.layoutIfNeeded() }
        #expect(conflicts.count == 1 && conflicts.allSatisfy { $0.firstItem === padded || $0.secondItem === padded })
        #expect(other.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 148, height: 910))
    }
}
