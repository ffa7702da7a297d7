import Foundation
import Testing

@testable import Trellis

/// A collection view fed by a diffable data source: items 100 × 50 in a flow layout: three
/// fit a 320-point line (100 + 10 + 100 + 10 + 100, the default spacing 10).
@Suite struct UICollectionViewDiffableDataSourceTests {
    /// Applying shows the snapshot's items where the flow layout puts them; a later snapshot replaces them;
    /// refused snapshot operations are reported on `invalidUpdate`.
    @Test func applyShowsTheSnapshot() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let cv = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        var shownItems: [String: UICollectionViewCell] = [:]  // look-ups only
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, item in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            shownItems[item] = cell
            return cell
        }
        root.addSubview(cv)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot)
        root.layoutIfNeeded()
        #expect(cv.numberOfItems(inSection: 0) == 3)
        // One line: a at x 0, b at x 110, c at x 220.
        #expect(
            cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 110, y: 0, width: 100, height: 50))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === shownItems["b"])
        snapshot.moveItem("c", beforeItem: "a")
        snapshot.deleteItems(["b"])
        snapshot.appendItems(["a"])  // refused: a is there
        var reported: [UIListUpdateError] = []
        let subscription = cv.invalidUpdate.subscribe { reported.append($0) }
        source.apply(snapshot)
        root.layoutIfNeeded()
        subscription.cancel()
        #expect(cv.numberOfItems(inSection: 0) == 2)
        #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 0)) == "c")
        #expect(source.indexPath(for: "a") == IndexPath(item: 1, section: 0))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === shownItems["c"])
        #expect(
            reported.count == 1
                && reported[0].message.hasPrefix("NSDiffableDataSourceSnapshot.appendItems: item identifier a"))
    }

    /// Applying drives the collection view with the diff (a batch update), not a reload: the items that stay
    /// keep their cell objects, moved to their new places; only the new item's cell is asked for.
    /// a b c d e → e a c f: b and d deleted, e moved to the front (one move: a c keep their order), f inserted.
    /// Frames: three 100-wide items to a 320 line with 10 between (x 0, 110, 220), lines 50 tall 10 apart.
    @Test func applyKeepsTheCellsOfItemsThatStay() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let cv = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        var asked: [String] = []
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, item in
            asked.append(item)
            return cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        root.addSubview(cv)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d", "e"])
        source.apply(snapshot)
        root.layoutIfNeeded()
        func cell(_ item: String) -> UICollectionViewCell? {
            source.indexPath(for: item).flatMap { cv.cellForItem(at: $0) }
        }
        let a = try #require(cell("a")), c = try #require(cell("c")), e = try #require(cell("e"))
        var next = snapshot
        next.deleteItems(["b", "d"])
        next.moveItem("e", beforeItem: "a")
        next.appendItems(["f"])
        let diff = SnapshotDiff.between(snapshot, next)
        #expect(diff.movedRows.count == 1 && diff.deletedRows.count == 2 && diff.insertedRows.count == 1)
        asked = []
        source.apply(next)
        root.layoutIfNeeded()
        #expect(asked == ["f"])
        #expect(cell("e") === e && cell("a") === a && cell("c") === c)
        #expect(e.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(a.frame == CGRect(x: 110, y: 0, width: 100, height: 50))
        #expect(c.frame == CGRect(x: 220, y: 0, width: 100, height: 50))
        #expect(cell("f")?.frame == CGRect(x: 0, y: 60, width: 100, height: 50))
        #expect(cv.visibleCells.count == 4)
    }

    /// A batch that does not match the data source's counts is reported with the section and the counts, and
    /// the collection view reloads (shows the data source's items).
    @Test func mismatchedBatchIsReported() {
        final class Source: UICollectionViewDataSource {
            var count = 2
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                count
            }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let cv = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        cv.dataSource = source
        root.addSubview(cv)
        root.layoutIfNeeded()
        var reported: [UIListUpdateError] = []
        let subscription = cv.invalidUpdate.subscribe { reported.append($0) }
        source.count = 4
        cv.insertItems(at: [IndexPath(item: 2, section: 0)])  // one inserted, but the count grew by two
        root.layoutIfNeeded()
        subscription.cancel()
        #expect(reported.count == 1 && reported.first?.section == 0)
        #expect(cv.numberOfItems(inSection: 0) == 4 && cv.visibleCells.count == 4)
    }
}
