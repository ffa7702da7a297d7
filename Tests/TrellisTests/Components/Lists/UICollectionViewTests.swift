import Foundation
import Testing

@testable import Trellis

/// A full-width feed cell: ``AutoSizingCell``'s label, with the width the layout's.
final class FeedItemCell: AutoSizingCell {
    /// The width is the layout's (required); the height is the content's.
    override func preferredLayoutAttributesFitting(_ a: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = a.copy()
        attributes.size.height =
            contentView.systemLayoutSizeFitting(
                CGSize(width: a.size.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        return attributes
    }
}

final class GridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var selected: [IndexPath] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if let feed = cell as? FeedItemCell {
            feed.label.text = (0...(indexPath.item % 3)).map { "line \($0)" }.joined(separator: "\n")
        }
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@Suite struct UICollectionViewTests {
    func makeGrid(
        _ source: GridSource, layout: UICollectionViewFlowLayout, cell: AnyClass = UICollectionViewCell.self,
        height: CGFloat = 200, direction: UISemanticContentAttribute = .unspecified
    )
        -> (UIRootView, UICollectionView)
    {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        let cv = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        cv.semanticContentAttribute = direction
        cv.register(cell, forCellWithReuseIdentifier: "cell")
        cv.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        cv.dataSource = source
        cv.delegate = source
        root.addSubview(cv)
        root.layoutIfNeeded()
        return (root, cv)
    }

    /// 320 wide, 10-point insets: 300 for items of 100. Two fit per line (100 + 10 + 100 = 210; a third needs
    /// 320); the 90 left over goes between them (x 10 and 210); the last line keeps its lone item at the
    /// leading inset. Lines 50 tall, 10 apart, below a 30-point header.
    @Test func flowLayoutFrames() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let source = GridSource([5])
        let (_, cv) = makeGrid(source, layout: layout)
        func frame(_ i: Int) -> CGRect? { cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame }
        #expect(frame(0) == CGRect(x: 10, y: 40, width: 100, height: 50))
        #expect(frame(1) == CGRect(x: 210, y: 40, width: 100, height: 50))
        #expect(frame(2) == CGRect(x: 10, y: 100, width: 100, height: 50))
        #expect(frame(4) == CGRect(x: 10, y: 160, width: 100, height: 50))
        #expect(cv.contentSize == CGSize(width: 320, height: 30 + 10 + 50 + 10 + 50 + 10 + 50 + 10))
        #expect(
            cv.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 30))
        // 200 tall with 32 of overscan: items of lines at 40, 100, 160 all show; visible are those meeting 0..<200.
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4])
        #expect(
            cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 210, y: 100, width: 100, height: 50))
    }

    /// Horizontal scrolling turns lines into columns: 200 tall, items 50×80 (w×h), two per column.
    @Test func horizontalFlow() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 80)
        let source = GridSource([5])
        let (_, cv) = makeGrid(source, layout: layout)
        func frame(_ i: Int) -> CGRect? { cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame }
        // 80 + 10 + 80 = 170 ≤ 200 (a third: 260): 30 extra goes between: y 0 and 120.
        #expect(frame(0) == CGRect(x: 0, y: 0, width: 50, height: 80))
        #expect(frame(1) == CGRect(x: 0, y: 120, width: 50, height: 80))
        #expect(frame(2) == CGRect(x: 60, y: 0, width: 50, height: 80))
        #expect(frame(4) == CGRect(x: 120, y: 0, width: 50, height: 80))
        #expect(cv.contentSize == CGSize(width: 170, height: 200))
    }

    /// A self-sizing feed: after scrolling through, every item has the height of its lines by hand (8 + lines
    /// × line height rounded up + 8), items 10 apart.
    @Test func selfSizingFeed() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.itemSize = CGSize(width: 320, height: 44)
        let source = GridSource([30])  // data sources are weak: the test keeps it
        let (root, cv) = makeGrid(source, layout: layout, cell: FeedItemCell.self)
        var t = 0.0
        while try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 2), at: CGPoint(x: 10, y: 10)), at: t) {
            root.layoutIfNeeded()
            t += 1
        }
        let line = UIFont.systemFont(ofSize: 15).lineHeight
        func height(_ i: Int) -> CGFloat { 16 + (CGFloat(i % 3 + 1) * line).rounded(.up) }
        var y: CGFloat = 0
        for i in 0..<30 {
            #expect(
                cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame
                    == CGRect(x: 0, y: y, width: 320, height: height(i)))
            y += height(i) + (i < 29 ? 10 : 0)
        }
        #expect(cv.contentSize.height == y)
        #expect(cv._reusableViewsCreated < 30)
    }

    /// A tap on an item selects it and tells the delegate.
    @Test func tapSelects() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let source = GridSource([6])
        let (root, cv) = makeGrid(source, layout: layout)
        // Items 100 wide, three per line (100 + 10 + 100 + 10 + 100 = 320, no extra): item 4 at x 110, y 60.
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 150, y: 80)), at: 0)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 150, y: 80)), at: 0.05)
        #expect(source.selected == [IndexPath(item: 4, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    }

    /// Updates that do not match the data source are reported in the collection view's words — items, not
    /// rows; "collection view", not "table view" — naming the section and the counts (UIKit's texts).
    @Test func updateErrorsSpeakOfItems() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let source = GridSource([3, 2])
        let (root, cv) = makeGrid(source, layout: layout)
        var reported: [UIListUpdateError] = []
        let subscription = cv.invalidUpdate.subscribe { reported.append($0) }
        defer { subscription.cancel() }
        source.counts = [3, 4]
        cv.insertItems(at: [IndexPath(item: 0, section: 1)])  // one inserted, but section 1 grew by two
        root.layoutIfNeeded()
        source.counts = [3, 4, 1]
        cv.insertItems(at: [IndexPath(item: 0, section: 0)])  // a new section, never inserted
        root.layoutIfNeeded()
        source.counts = [4, 4, 1]
        cv.insertItems(at: [IndexPath(item: 9, section: 0)])  // past the end of section 0
        root.layoutIfNeeded()
        cv.deleteItems(at: [IndexPath(item: 7, section: 2)])  // section 2 has one item
        root.layoutIfNeeded()
        #expect(
            reported.map(\.message) == [
                "Invalid update: invalid number of items in section 1. The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
                "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (3) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
                "attempt to insert item 9 into section 0, but there are only 3 items in section 0 at that point of the update",
                "attempt to delete or move item [2, 7], which does not exist before the update",
            ])
        #expect(reported.map(\.section) == [1, nil, 0, 2])
        // Each failed update reloaded: the counts are the data source's.
        #expect((0..<cv.numberOfSections).map { cv.numberOfItems(inSection: $0) } == [4, 4, 1])
    }
}
