import Foundation
import Testing

@testable import Trellis

/// Supplementary items attached to items (`NSCollectionLayoutAnchor`): badges on a cell's corner.
extension UICollectionViewCompositionalLayoutTests {
    /// Rows of four 80 × 80 places (a quarter of 320) whose cells are inset 5 on every side (70 × 70 at
    /// x 80c + 5, y 80r + 5). Each item has a 20 × 20 badge anchored on its top trailing corner, moved by
    /// (0.3, −0.3) of its size — inside the corner at (cell.maxX − 20, cell.minY), then (+6, −6): item 0's
    /// cell (5, 5) gives (61, −1), item 5's cell (85, 85) gives (141, 79) — and a 40 × 10 tag whose top center
    /// goes 4 below the cell's bottom center: (cell.midX − 20, cell.maxY + 4), for item 0 (20, 79). The tag
    /// reaches 14 below its cell, the badge 6 above.
    @Test func badgesSitOnTheirItemsCorners() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        )
        badge.zIndex = 2
        let tag = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .absolute(10)),
            elementKind: "tag",
            containerAnchor: NSCollectionLayoutAnchor(edges: .bottom, absoluteOffset: CGPoint(x: 0, y: 4)),
            itemAnchor: NSCollectionLayoutAnchor(edges: .top))
        #expect(badge.containerAnchor.isFractionalOffset && tag.containerAnchor.isAbsoluteOffset)
        #expect(tag.itemAnchor?.edges == .top && badge.itemAnchor == nil)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge, tag])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (root, cv) = supplementaryCollection(
            SupplementarySource([40]), layout: layout, kinds: ["badge", "tag"], height: 200)
        func attached(_ kind: String, _ item: Int) -> CGRect? { supplementaryFrame(cv, kind, item: item) }
        #expect(frame(cv, 0) == CGRect(x: 5, y: 5, width: 70, height: 70))
        #expect(attached("badge", 0) == CGRect(x: 61, y: -1, width: 20, height: 20))
        #expect(attached("badge", 5) == CGRect(x: 141, y: 79, width: 20, height: 20))
        #expect(attached("tag", 0) == CGRect(x: 20, y: 79, width: 40, height: 10))
        #expect(attached("tag", 5) == CGRect(x: 100, y: 159, width: 40, height: 10))
        // The views shown: the badge at its frame, above its cell.
        let view = try #require(cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0)))
        #expect(view.frame == CGRect(x: 61, y: -1, width: 20, height: 20))
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(try #require(cv.subviews.firstIndex { $0 === view }) > cv.subviews.firstIndex { $0 === cell }!)
        // 200 points of wheel: views for y 168..<432 (32 of overscan). Row 1's cells (85..<155) are gone, but
        // its tags (159..<169) still meet the rect; row 0's badges left with their cells.
        try root.send(
            .pointerScrolled(by: CGPoint(x: 0, y: 200), type: .continuous, at: CGPoint(x: 160, y: 100)), at: 0)
        root.layoutIfNeeded()
        #expect(cv.contentOffset == CGPoint(x: 0, y: 200))
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0)) == nil)
        #expect(
            cv.supplementaryView(forElementKind: "tag", at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 20, y: 159, width: 40, height: 10))
        #expect(cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 4, section: 0)) == nil)
        #expect(cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(
            cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 8, section: 0))?.frame
                == CGRect(x: 61, y: 159, width: 20, height: 20))
    }

    /// Badges of an orthogonal section's cards live in the section's scroll view: a finger held after a
    /// 70-point drag to the left (offset 60 after the 10-point start), card 1 (x 130 in the band) shows at 70 and its 20 × 20 badge
    /// inside its top trailing corner at band x 210, on screen at 150.
    @Test func badgesScrollWithTheirOrthogonalSection() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        let card = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: card, subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (root, cv) = supplementaryCollection(
            SupplementarySource([10]), layout: layout, kinds: ["badge"], height: 300)
        #expect(supplementaryFrame(cv, "badge", item: 1) == CGRect(x: 210, y: 0, width: 20, height: 20))
        let view = try #require(cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0)))
        let band = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.superview as? UIScrollView)
        #expect(view.superview === band)
        try root.drag(from: CGPoint(x: 300, y: 40), to: CGPoint(x: 230, y: 40), steps: 7, at: 0, lift: false)
        root.layoutIfNeeded()
        #expect(band.contentOffset.x == 60)
        #expect(view.convert(CGPoint.zero, to: cv) == CGPoint(x: 150, y: 0))
    }

    /// The supplementary of `kind` attached to item `item` of section 0.
    func supplementaryFrame(_ cv: UICollectionView, _ kind: String, item: Int) -> CGRect? {
        cv.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: kind, at: IndexPath(item: item, section: 0))?
            .frame
    }
}
