import Foundation
import Testing

@testable import Trellis

/// Paging orthogonal sections, driven as a user drives them: a finger drag on the band through the root's
/// input entry point, then the clock run until the snap animation ends. The section: ten 100 × 80 cards 110
/// apart from a 20-point leading inset (card k at x 20 + 110k), 1,130 long in a 320-wide band, so its offsets
/// run 0...810. The first 10 points of a drag only start it (`UIPanGestureRecognizer.minimumTranslation`):
/// a drag of d points lets go d − 10 points further on. Drags move 10 points every 0.1 s (100 points a second: slow) or 10 points every 0.01 s (1,000
/// points a second: a flick; the threshold is 300).
extension UICollectionViewCompositionalLayoutTests {
    func pagingSection(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, rightToLeft: Bool = false
    ) throws -> (UIRootView, UICollectionView, UIScrollView, CompositionalSource) {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let card = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: card, subitems: [item]))
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            return section
        }
        let source = CompositionalSource([10])
        let (root, cv) = makeCollection(source, layout: layout, height: 300, rightToLeft: rightToLeft)
        let band = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        return (root, cv, band, source)
    }

    /// Drags the finger `distance` points to the left over the band (negative: to the right), slowly or as a
    /// flick, starting at `t`; runs the clock a second past the lift and lays out. Returns the band's offset.
    func swipe(
        _ root: UIRootView, _ band: UIScrollView, by distance: CGFloat, flick: Bool = false, at t: TimeInterval
    ) throws -> CGFloat {
        let steps = Int(abs(distance) / 10)
        let start = CGPoint(x: distance > 0 ? 310 : 10, y: 40)
        let end = try root.drag(
            from: start, to: CGPoint(x: start.x - distance, y: 40), steps: steps, at: t,
            interval: flick ? 0.01 : 0.1)
        try root.advance(to: end + 1)
        root.layoutIfNeeded()
        #expect(band.contentOffset.y == 0)
        return band.contentOffset.x
    }

    /// `groupPaging`: resting offsets 110k (card k's leading edge at the 20-point inset), the last ones clamped
    /// to 810. A slow drag rests on the nearest; a flick on the next one its way, never more than one group from
    /// where it started.
    @Test func groupPagingSnapsToGroupLeadingEdges() throws {
        let (root, cv, band, source) = try pagingSection(.groupPaging)
        #expect(try swipe(root, band, by: 70, at: 0) == 110)  // let go at 60: 110 is nearer than 0
        #expect(try swipe(root, band, by: 30, flick: true, at: 2) == 220)  // let go at 130: the next group
        #expect(try swipe(root, band, by: -30, flick: true, at: 4) == 110)  // let go at 200: the one before
        #expect(try swipe(root, band, by: 160, flick: true, at: 6) == 220)  // let go at 260: still one group
        #expect(try swipe(root, band, by: 260, at: 8) == 440)  // let go at 470: 440 is nearer than 550
        #expect(try swipe(root, band, by: 410, at: 12) == 810)  // past the end (rubber-banded): the end
        #expect(try swipe(root, band, by: -300, at: 18) == 550)  // let go at 520: 550 is nearer than 440
        // Card 5 (x 570 in the band) rests at the inset: 570 − 550 = 20 on screen.
        let card5 = try #require(cv.cellForItem(at: IndexPath(item: 5, section: 0)))
        #expect(card5.convert(card5.bounds, to: cv) == CGRect(x: 20, y: 0, width: 100, height: 80))
        #expect(source.counts == [10] && cv.contentOffset == .zero)
    }

    /// `groupPagingCentered`: card k centered in the 320-wide band at offset 20 + 110k + 50 − 160 = 110k − 90
    /// (card 0's clamped to 0).
    @Test func groupPagingCenteredCentersAGroup() throws {
        let (root, cv, band, source) = try pagingSection(.groupPagingCentered)
        #expect(try swipe(root, band, by: 70, at: 0) == 20)  // let go at 60: 20 is nearer than 130
        let card1 = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(card1.convert(card1.bounds, to: cv) == CGRect(x: 110, y: 0, width: 100, height: 80))  // 160 ± 50
        #expect(try swipe(root, band, by: 30, flick: true, at: 2) == 130)  // let go at 40: the next group
        #expect(try swipe(root, band, by: -30, at: 4) == 130)  // let go at 110: back to 130
        #expect(source.counts == [10])
    }

    /// `paging`: pages of the band's own length, 320 (the last page clamped to 810).
    @Test func pagingPagesByTheBandsLength() throws {
        let (root, _, band, source) = try pagingSection(.paging)
        #expect(try swipe(root, band, by: 150, at: 0) == 0)  // let go at 140, short of half a page: back
        #expect(try swipe(root, band, by: 200, at: 3) == 320)  // let go at 190: page 1
        #expect(try swipe(root, band, by: 40, flick: true, at: 6) == 640)  // let go at 350, a flick: page 2
        #expect(try swipe(root, band, by: 100, flick: true, at: 8) == 810)  // page 3 is clamped to the end
        #expect(source.counts == [10])
    }

    /// `continuousGroupLeadingBoundary`: the glide ends on the group leading edge (110k) nearest where it would
    /// have stopped, however many groups away. A glide at v points a second travels (v − 1) / (1000 · ln 0.998)
    /// = (v − 1) / 2.002: 499 after a flick, 49.5 after a slow drag.
    @Test func continuousGroupLeadingBoundaryGlidesToAGroupEdge() throws {
        let (root, _, band, source) = try pagingSection(.continuousGroupLeadingBoundary)
        #expect(try swipe(root, band, by: 30, flick: true, at: 0) == 550)  // let go at 20, would stop at 519
        #expect(try swipe(root, band, by: -30, at: 3) == 440)  // let go at 530, would stop at 480.5
        #expect(try swipe(root, band, by: 70, at: 6) == 550)  // let go at 500, would stop at 549.5
        #expect(source.counts == [10])
    }

    /// `continuous` does not snap: a slow drag glides on past where it let go, and rests between group edges.
    @Test func continuousDoesNotSnap() throws {
        let (root, _, band, source) = try pagingSection(.continuous)
        let x = try swipe(root, band, by: 60, at: 0)
        #expect(x > 50 && x.truncatingRemainder(dividingBy: 110) != 0)  // let go at 50, then glided
        #expect(source.counts == [10])
    }
}
