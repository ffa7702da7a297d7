import Foundation
import Testing

@testable import Trellis

/// A right-to-left collection view (`semanticContentAttribute = .forceRightToLeft`) 320 wide.
extension UICollectionViewCompositionalLayoutTests {
    /// 100 × 40 items 10 apart in rows inside 20-point side insets (a 280 container: two per row, a third would
    /// end at 310), under a 60-wide header at the top leading corner. Mirrored, the leading edge is the right:
    /// item 0 of a row at 320 − 20 − 100 = 200, item 1 at 200 − 10 − 100 = 90; the header at 320 − 20 − 60 =
    /// 240.
    @Test func horizontalGroupsStartAtTheRight() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [item])
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(60), heightDimension: .absolute(30)),
                elementKind: "header", alignment: .topLeading)
        ]
        let source = CompositionalSource([3])
        let (_, cv) = makeCollection(
            source, layout: UICollectionViewCompositionalLayout(section: section), height: 200, rightToLeft: true)
        #expect(frame(cv, 0) == CGRect(x: 200, y: 30, width: 100, height: 40))
        #expect(frame(cv, 1) == CGRect(x: 90, y: 30, width: 100, height: 40))
        #expect(frame(cv, 2) == CGRect(x: 200, y: 70, width: 100, height: 40))
        #expect(
            cv.collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 240, y: 0, width: 60, height: 30))
        #expect(
            cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 200, y: 30, width: 100, height: 40))
    }

    /// The group paging section of ten 100 × 80 cards 110 apart inside 20-point insets (1,130 long), mirrored:
    /// card k at x 1,130 − 20 − 100 − 110k = 1,010 − 110k. The band starts scrolled to its end (810), card 0 on
    /// screen at 1,010 − 810 = 200. Resting offsets put a card's right edge 20 in from the band's right:
    /// 1,110 − 110k + 20 − 320 = 810 − 110k. A slow 70-point drag to the right (towards card 1 in right to
    /// left) lets go at 810 − 60 = 750, nearer 700 (card 1) than 810.
    @Test func orthogonalSectionsScrollFromTheRight() throws {
        let (root, cv, band, _) = try pagingSection(.groupPaging, rightToLeft: true)
        for k in 0..<10 { #expect(frame(cv, k) == CGRect(x: 1010 - 110 * CGFloat(k), y: 0, width: 100, height: 80)) }
        let card0 = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(band.contentOffset.x == 810)
        #expect(card0.convert(CGPoint.zero, to: cv) == CGPoint(x: 200, y: 0))
        #expect(try swipe(root, band, by: -70, at: 0) == 700)
    }

    /// A horizontally scrolling layout, right to left, 320 × 200: a 30-wide pinned header on the section's
    /// leading edge, then a 20-point leading inset, ten 100-wide items 10 apart, a 20-point trailing inset —
    /// 30 + 20 + 1,000 + 90 + 20 = 1,160 long. Mirrored across those 1,160: the header at 1,130, item k at
    /// 1,160 − (50 + 110k) − 100 = 1,010 − 110k. The collection view starts at its right end (offset 840), item 0
    /// on screen at 170. 300 points of wheel towards the later items (to the left) leave offset 540: items 2…5
    /// on screen (790 − 110(k − 2) meets 540..<860), and the header, pinned to the visible leading (right) edge,
    /// at 860 − 30 = 830.
    @Test func horizontalLayoutsStartAtTheRightEnd() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .fractionalHeight(1)),
            elementKind: "header", alignment: .leading)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let cv = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        cv.semanticContentAttribute = .forceRightToLeft
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(LabelHeader.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
        let source = SupplementarySource([10])
        cv.dataSource = source
        root.addSubview(cv)
        root.layoutIfNeeded()
        #expect(cv.contentSize == CGSize(width: 1_160, height: 200))
        for k in 0..<10 { #expect(frame(cv, k) == CGRect(x: 1010 - 110 * CGFloat(k), y: 0, width: 100, height: 200)) }
        #expect(cv.contentOffset == CGPoint(x: 840, y: 0))
        #expect(cv.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1, 2])
        let cell0 = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell0.convert(CGPoint.zero, to: root) == CGPoint(x: 170, y: 0))
        #expect(supplementaryFrame(cv, "header", 0) == CGRect(x: 1130, y: 0, width: 30, height: 200))
        try root.send(
            .pointerScrolled(by: CGPoint(x: -300, y: 0), type: .continuous, at: CGPoint(x: 160, y: 100)), at: 0)
        root.layoutIfNeeded()
        #expect(cv.contentOffset == CGPoint(x: 540, y: 0))
        #expect(cv.indexPathsForVisibleItems.map(\.item).sorted() == [2, 3, 4, 5])
        #expect(supplementaryFrame(cv, "header", 0) == CGRect(x: 830, y: 0, width: 30, height: 200))
        let shown = try #require(cv.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0)))
        #expect(shown.convert(CGPoint.zero, to: root) == CGPoint(x: 290, y: 0))
        // Five more items: the content grows by 550 at its left end; the offset keeps its distance from the
        // right end (1,160 − 540 − 320 = 300): 1,710 − 320 − 300 = 1,090, and what was on screen stays.
        source.items.counts = [15]
        cv.reloadData()
        root.layoutIfNeeded()
        #expect(cv.contentSize.width == 1_710)
        #expect(cv.contentOffset == CGPoint(x: 1_090, y: 0))
        #expect(cv.indexPathsForVisibleItems.map(\.item).sorted() == [2, 3, 4, 5])
    }

    /// Horizontally scrolling, right to left, 320 × 200: section 0 scrolls across (down): five 100 × 80 groups
    /// 10 apart (y 90k), a band 100 wide; section 1 has two 150-wide items. Left to right the content is 100 +
    /// 300 = 400 long; mirrored, section 0's band is at x 300..<400 and section 1's items at 150 and 0. The
    /// collection view starts at 400 − 320 = 80 (the band on screen at 220). A 90-point wheel down over the band
    /// scrolls the band, not the collection view: item 1 (y 90) shows at the band's top.
    @Test func orthogonalSectionsOfHorizontalLayoutsAreMirrored() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { index, _ in
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                if index == 1 {
                    let column = NSCollectionLayoutSize(
                        widthDimension: .absolute(150), heightDimension: .fractionalHeight(1))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: column, subitems: [item]))
                }
                let card = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80))
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: card, subitems: [item]))
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                return section
            }, configuration: configuration)
        let (root, cv) = makeCollection(CompositionalSource([5, 2]), layout: layout, height: 200, rightToLeft: true)
        #expect(cv.contentSize == CGSize(width: 400, height: 200))
        for k in 0..<5 { #expect(frame(cv, k) == CGRect(x: 300, y: 90 * CGFloat(k), width: 100, height: 80)) }
        #expect(frame(cv, 0, 1) == CGRect(x: 150, y: 0, width: 150, height: 200))
        #expect(frame(cv, 1, 1) == CGRect(x: 0, y: 0, width: 150, height: 200))
        #expect(cv.contentOffset == CGPoint(x: 80, y: 0))
        let band = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        #expect(band.frame == CGRect(x: 300, y: 0, width: 100, height: 200))
        #expect(band.contentSize == CGSize(width: 100, height: 440))
        try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 90), type: .continuous, at: CGPoint(x: 260, y: 100)), at: 0)
        root.layoutIfNeeded()
        #expect(band.contentOffset == CGPoint(x: 0, y: 90))
        #expect(cv.contentOffset == CGPoint(x: 80, y: 0))
        let card1 = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(card1.convert(CGPoint.zero, to: root) == CGPoint(x: 220, y: 0))
    }
}
