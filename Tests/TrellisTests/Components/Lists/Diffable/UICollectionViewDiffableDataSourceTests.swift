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
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 110, y: 0, width: 100, height: 50))
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
        #expect(reported.count == 1 && reported[0].message.hasPrefix("NSDiffableDataSourceSnapshot.appendItems: item identifier a"))
    }
}
