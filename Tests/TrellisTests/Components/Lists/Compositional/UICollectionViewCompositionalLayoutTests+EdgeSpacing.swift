import Foundation
import Testing

@testable import Trellis

/// Edge spacing of items in a horizontal group 320 wide and 50 tall.
extension UICollectionViewCompositionalLayoutTests {
    func edgeSpacedLayout(_ subitems: [NSCollectionLayoutItem]) -> UICollectionViewCompositionalLayout {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: subitems)
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    func box(_ width: CGFloat, _ height: CGFloat) -> NSCollectionLayoutItem {
        NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(height)))
    }

    /// 60 × 30 items with flexible leading and trailing edges (minimum 0) and a fixed 5-point top: five fit in
    /// 320 (a sixth would end at 360); the 20 points left are shared by the 10 flexible edges, 2 each, so item k
    /// sits after 2k + 1 shares: x = 60k + 2(2k + 1) = 64k + 2, y = 5. The second group holds items 5 and 6:
    /// 200 left over, 4 edges, 50 each: x 50 and 60 + 3 × 50 = 210, y 50 + 5.
    @Test func flexibleEdgesShareTheRoomLeftOver() {
        let item = box(60, 30)
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .flexible(0), top: .fixed(5), trailing: .flexible(0), bottom: nil)
        let source = CompositionalSource([7])
        let (_, cv) = makeCollection(source, layout: edgeSpacedLayout([item]), height: 200)
        for k in 0..<5 {
            #expect(frame(cv, k) == CGRect(x: 64 * CGFloat(k) + 2, y: 5, width: 60, height: 30))
        }
        #expect(frame(cv, 5) == CGRect(x: 50, y: 55, width: 60, height: 30))
        #expect(frame(cv, 6) == CGRect(x: 210, y: 55, width: 60, height: 30))
    }

    /// Fixed leading spacing pushes items along (10 before a, 20 before b: x 10 and 10 + 100 + 20 = 130; a
    /// third at 240 would end at 340 and starts the next group); across, flexible top and bottom center a (y
    /// (50 − 20) / 2 = 15) and a flexible top alone sends b to the bottom (y 30).
    @Test func fixedEdgesPushAndFlexibleEdgesAlignAcross() {
        let a = box(100, 20), b = box(100, 20)
        a.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .fixed(10), top: .flexible(0), trailing: nil, bottom: .flexible(0))
        b.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .fixed(20), top: .flexible(0), trailing: nil, bottom: nil)
        let source = CompositionalSource([3])
        let (_, cv) = makeCollection(source, layout: edgeSpacedLayout([a, b]), height: 200)
        #expect(frame(cv, 0) == CGRect(x: 10, y: 15, width: 100, height: 20))
        #expect(frame(cv, 1) == CGRect(x: 130, y: 30, width: 100, height: 20))
        #expect(frame(cv, 2) == CGRect(x: 10, y: 65, width: 100, height: 20))
    }
}
