import Foundation
import Testing

@testable import Trellis

/// Flow layouts in a right-to-left collection view (`semanticContentAttribute = .forceRightToLeft`), 320 wide:
/// UIKit mirrors them across their content's width (`flipsHorizontallyInOppositeLayoutDirection`).
extension UICollectionViewTests {
    /// 100 × 50 items 10 apart, insets 20 on the left and 10 on the right: 290 for items, two per line (a third
    /// would need 320); a full line spreads its 80 spare points between its two items (left to right x 20 and
    /// 210), the last line keeps its lone item at the left inset (x 20). Lines 50 tall and 10 apart below a
    /// 30-point header. Mirrored across the 320-point width: x 320 − 20 − 100 = 200 and 320 − 210 − 100 = 10;
    /// the lone item at 200; the header spans the width either way. A tap at (250, 120) — line 1, the right
    /// half — selects item 2 (left to right it would be item 3).
    @Test func verticalFlowLayoutsAreMirroredRightToLeft() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let source = GridSource([5])
        let (root, cv) = makeGrid(source, layout: layout, direction: .forceRightToLeft)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
        let xs: [CGFloat] = [200, 10, 200, 10, 200]
        for (i, x) in xs.enumerated() {
            let frame = CGRect(x: x, y: 30 + 60 * CGFloat(i / 2), width: 100, height: 50)
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame == frame)
            #expect(cv.cellForItem(at: IndexPath(item: i, section: 0))?.frame == frame)
        }
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 30))
        // The rect questions are mirrored too: the left 100 points (below the header) meet only the items at x 10.
        let left = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 40, width: 100, height: 150)) ?? []
        #expect(left.map(\.indexPath.item) == [1, 3])
        #expect(cv.contentOffset == .zero)
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 250, y: 120)), at: 0)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 250, y: 120)), at: 0.05)
        #expect(source.selected == [IndexPath(item: 2, section: 0)])
    }

    /// Horizontal scrolling, 320 × 200: 100 × 90 items, two per column (90 + 10 + 90 = 190 of 200; a full
    /// column spreads the 10 spare points: y 0 and 110; the last column keeps the minimum: y 0 and 100),
    /// columns 10 apart: column k at x 110k left to right, 540 long for ten items. Mirrored across those 540:
    /// column k at 540 − 110k − 100 = 440 − 110k. The collection view starts at its right end (offset 220):
    /// columns 0–2 on screen (items 0–5), item 0 at 440 − 220 = 220 on screen. 115 points of wheel towards the
    /// later items (to the left) leave offset 105: columns 1–3 (items 2–7) meet 105..<425.
    @Test func horizontalFlowLayoutsStartAtTheRightEnd() throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 90)
        let source = GridSource([10])
        let (root, cv) = makeGrid(source, layout: layout, direction: .forceRightToLeft)
        #expect(cv.contentSize == CGSize(width: 540, height: 200))
        for i in 0..<10 {
            let y: CGFloat = i % 2 == 0 ? 0 : (i == 9 ? 100 : 110)
            let frame = CGRect(x: 440 - 110 * CGFloat(i / 2), y: y, width: 100, height: 90)
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame == frame)
        }
        #expect(cv.contentOffset == CGPoint(x: 220, y: 0))
        #expect(cv.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1, 2, 3, 4, 5])
        let cell0 = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell0.convert(CGPoint.zero, to: root) == CGPoint(x: 220, y: 0))
        try root.send(
            .pointerScrolled(by: CGPoint(x: -115, y: 0), type: .continuous, at: CGPoint(x: 160, y: 100)), at: 0)
        root.layoutIfNeeded()
        #expect(cv.contentOffset == CGPoint(x: 105, y: 0))
        #expect(cv.indexPathsForVisibleItems.map(\.item).sorted() == [2, 3, 4, 5, 6, 7])
    }
}
