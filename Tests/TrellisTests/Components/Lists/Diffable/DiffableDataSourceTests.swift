import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Snapshots, their diffs and the diffable data sources: a snapshot reads back what was built, misuse changes
/// nothing and is reported, the diff has the fewest moves, and a table applied from A to B shows what a fresh
/// table of B shows — the same rows at the same frames — with the heights of the rows that stayed kept.
@Suite struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var s = Snapshot()
        for (section, items) in sections {
            s.appendSections([section])
            s.appendItems(items, toSection: section)
        }
        return s
    }

    @Test func snapshotReadsBackWhatWasBuilt() {
        var s = snapshot([("A", [1, 2, 3]), ("B", [4])])
        s.insertItems([9], beforeItem: 2)  // A: 1 9 2 3
        s.insertItems([8], afterItem: 4)  // B: 4 8
        s.moveItem(1, afterItem: 8)  // A: 9 2 3, B: 4 8 1
        s.deleteItems([3])  // A: 9 2
        s.insertSections(["Z"], beforeSection: "A")
        s.appendItems([7])  // to the last section, B
        #expect(s.sectionIdentifiers == ["Z", "A", "B"])
        #expect(s.itemIdentifiers == [9, 2, 4, 8, 1, 7])
        #expect(s.itemIdentifiers(inSection: "B") == [4, 8, 1, 7])
        #expect(s.numberOfItems == 6 && s.numberOfSections == 3 && s.numberOfItems(inSection: "Z") == 0)
        #expect(s.indexOfItem(1) == 4 && s.indexOfSection("B") == 2)
        #expect(s.sectionIdentifier(containingItem: 1) == "B")
        s.moveSection("Z", afterSection: "B")
        s.deleteSections(["A"])
        #expect(s.sectionIdentifiers == ["B", "Z"] && s.itemIdentifiers == [4, 8, 1, 7])
        #expect(s.sectionIdentifier(containingItem: 9) == nil && s.indexOfItem(2) == nil)
    }

    /// Duplicates and unknown identifiers change nothing; each refusal is recorded with the operation and why.
    @Test func snapshotMisuseChangesNothing() {
        var s = snapshot([("A", [1, 2])])
        let before = s.itemIdentifiers
        s.appendItems([2])
        s.appendItems([5, 5])
        s.deleteItems([1, 42])
        s.moveItem(1, beforeItem: 42)
        s.appendItems([3], toSection: "nope")
        s.appendSections(["A"])
        #expect(s.itemIdentifiers == before && s.sectionIdentifiers == ["A"])
        #expect(s.errors.count == 6)
        #expect(
            s.errors[0]
                == "NSDiffableDataSourceSnapshot.appendItems: item identifier 2 is not unique (identifiers must be unique across the snapshot); the snapshot was left unchanged"
        )
        #expect(
            s.errors[2]
                == "NSDiffableDataSourceSnapshot.deleteItems: item 42 is not in the snapshot; the snapshot was left unchanged"
        )
        var empty = Snapshot()
        empty.appendItems([1])
        #expect(
            empty.errors == [
                "NSDiffableDataSourceSnapshot.appendItems: the snapshot has no sections; the snapshot was left unchanged"
            ])
    }

    /// Rotating four items is one move; reversing three is two (the fewest: n − longest kept order).
    @Test func diffHasTheFewestMoves() {
        let rotated = SnapshotDiff.between(snapshot([("A", [1, 2, 3, 4])]), snapshot([("A", [4, 1, 2, 3])]))
        #expect(rotated.movedRows == [.init(from: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))])
        #expect(rotated.insertedRows.isEmpty && rotated.deletedRows.isEmpty)
        let reversed = SnapshotDiff.between(snapshot([("A", [1, 2, 3])]), snapshot([("A", [3, 2, 1])]))
        #expect(reversed.movedRows.count == 2)
        // 5 1 2 0 3 4: the longest increasing run is 1 2 3 4 (four kept, two moved).
        #expect(
            SnapshotDiff.longestIncreasingSubsequence([5, 1, 2, 0, 3, 4]) == [false, true, true, false, true, true])
    }

    /// Sections A [1 2 3], B [4 5] → B [5 4 6], A [1 3]. Old places of the common sections in the new order are
    /// 1, 0: one is kept (the LIS ends at the smaller, A) and B moves 1 → 0. In A, 2 (row 1) is deleted; in B,
    /// 6 is inserted at row 2 and of 5 4 (old rows 1 0) 4 stays and 5 moves (1,1) → (0,0).
    @Test func diffAcrossSections() {
        let diff = SnapshotDiff.between(
            snapshot([("A", [1, 2, 3]), ("B", [4, 5])]), snapshot([("B", [5, 4, 6]), ("A", [1, 3])]))
        #expect(diff.movedSections == [.init(from: 1, to: 0)])
        #expect(diff.deletedRows == [IndexPath(row: 1, section: 0)])
        #expect(diff.insertedRows == [IndexPath(row: 2, section: 0)])
        #expect(diff.movedRows == [.init(from: IndexPath(row: 1, section: 1), to: IndexPath(row: 0, section: 0))])
        #expect(diff.deletedSections.isEmpty && diff.insertedSections.isEmpty && diff.reloadedRows.isEmpty)
    }

    /// A table with a diffable data source of self-sizing feed cells (item n has n % 3 + 1 body lines).
    final class Feed {
        let root: UIRootView
        let table: UITableView
        let source: UITableViewDiffableDataSource<String, Int>
        var provided: [Int] = []

        init(height: CGFloat = 1600) {
            root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
            table = UITableView(frame: root.bounds, style: .plain)
            table.register(FeedCell.self, forCellReuseIdentifier: "feed")
            weak var weakSelf: Feed?
            source = UITableViewDiffableDataSource(tableView: table) { table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "feed", for: indexPath) as! FeedCell
                cell.title.text = "item \(item)"
                cell.body.text = (0...(item % 3)).map(String.init).joined(separator: "\n")
                weakSelf?.provided.append(item)
                return cell
            }
            root.addSubview(table)
            weakSelf = self
        }

        /// Every row's item (from its cell's title) and frame.
        var rows: [(String?, CGRect)] {
            var out: [(String?, CGRect)] = []
            for section in 0..<table.numberOfSections {
                for row in 0..<table.numberOfRows(inSection: section) {
                    let indexPath = IndexPath(row: row, section: section)
                    out.append(
                        ((table.cellForRow(at: indexPath) as? FeedCell)?.title.text, table.rectForRow(at: indexPath)))
                }
            }
            return out
        }
    }

    func sameRows(_ a: [(String?, CGRect)], _ b: [(String?, CGRect)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    /// Random pairs of snapshots (SplitMix64): applied from A to B, the table shows B's rows at the frames a
    /// fresh table of B gives, nothing is reported, and only the rows new to the table are asked for and
    /// measured again… plus the ones on screen (every row is on screen here: the table is 1600 tall).
    @Test func applyFromAToBShowsWhatAFreshBShows() {
        var random = SplitMix64(seed: 14)
        for _ in 0..<12 {
            func make() -> Snapshot {
                var s = Snapshot()
                let sections = ["A", "B", "C", "D"].filter { _ in random.chance(0.7) }
                var pool = Array(0..<12)
                for section in sections {
                    s.appendSections([section])
                    for _ in 0..<random.int(0...4) where !pool.isEmpty {
                        s.appendItems([pool.remove(at: random.next(below: pool.count))], toSection: section)
                    }
                }
                return s
            }
            let a = make(), b = make()
            let feed = Feed()
            feed.source.apply(a, animatingDifferences: false)
            feed.root.layoutIfNeeded()
            var reported: [UIListUpdateError] = []
            let subscription = feed.table.invalidUpdate.subscribe { reported.append($0) }
            feed.source.apply(b)
            feed.root.layoutIfNeeded()
            subscription.cancel()
            let fresh = Feed()
            fresh.source.apply(b)
            fresh.root.layoutIfNeeded()
            #expect(reported.isEmpty, "\(a.sectionIdentifiers) → \(b.sectionIdentifiers): \(reported)")
            #expect(sameRows(feed.rows, fresh.rows), "\(a.itemIdentifiers) → \(b.itemIdentifiers)")
            #expect(feed.table.contentSize == fresh.table.contentSize)
            #expect(feed.source.snapshot().itemIdentifiers == b.itemIdentifiers)
        }
    }

    /// Heights of rows that stay are kept: after a reorder in a short table, a row that was measured and
    /// moved off screen keeps its measured height (not the 44-point estimate); a reconfigured item is asked
    /// for again and measured at its new content.
    @Test func rowsThatStayKeepTheirHeights() throws {
        let feed = Feed(height: 200)
        feed.source.apply(snapshot([("A", [2, 0, 1])]))  // heights 3, 1, 2 body lines
        feed.root.layoutIfNeeded()
        let h = [1, 2, 3].map { FeedCell.expectedHeight(lines: $0) }
        #expect(feed.table.contentSize.height == h[2] + h[0] + h[1])
        var next = feed.source.snapshot()
        next.moveItem(2, afterItem: 1)  // 0 1 2
        next.appendItems([5])  // new: 3 lines, estimated at 44 until shown
        feed.provided = []
        feed.source.apply(next)
        feed.root.layoutIfNeeded()
        #expect(feed.table.rectForRow(at: IndexPath(row: 2, section: 0)).height == h[2])  // kept
        #expect(feed.source.itemIdentifier(for: IndexPath(row: 2, section: 0)) == 2)
        #expect(feed.source.indexPath(for: 5) == IndexPath(row: 3, section: 0))
        #expect(feed.source.sectionIdentifier(for: 0) == "A" && feed.source.index(for: "A") == 0)
        var reconfigured = feed.source.snapshot()
        reconfigured.reconfigureItems([0])
        feed.provided = []
        feed.source.apply(reconfigured)
        feed.root.layoutIfNeeded()
        #expect(feed.provided.contains(0))
        #expect(feed.source.snapshot().reconfiguredItemIdentifiers.isEmpty)
    }

    /// Applying a snapshot drives the table with the diff's deletes, inserts and moves (a batch update), so the
    /// cells of the items that stay are the same cell objects afterwards, at their new rows; only the new
    /// item's cell is asked for; and the rows are where a fresh table of the new snapshot puts them.
    @Test func cellsOfItemsThatStayKeepTheirIdentity() {
        let feed = Feed(height: 400)
        feed.source.apply(snapshot([("A", [0, 1, 2, 3])]))
        feed.root.layoutIfNeeded()
        func cell(_ item: Int) -> UITableViewCell? {
            feed.source.indexPath(for: item).flatMap { feed.table.cellForRow(at: $0) }
        }
        let before = [0, 1, 3].map { cell($0)! }
        var next = feed.source.snapshot()
        next.deleteItems([2])
        next.moveItem(3, beforeItem: 0)
        next.appendItems([4])  // 3 0 1 4: one delete, one move (the fewest), one insert
        let diff = SnapshotDiff.between(feed.source.snapshot(), next)
        #expect(diff.movedRows.count == 1 && diff.deletedRows.count == 1 && diff.insertedRows.count == 1)
        feed.provided = []
        feed.source.apply(next)
        feed.root.layoutIfNeeded()
        #expect(cell(0) === before[0] && cell(1) === before[1] && cell(3) === before[2])
        #expect(feed.source.indexPath(for: 3) == IndexPath(row: 0, section: 0))
        #expect(feed.provided == [4])
        let fresh = Feed(height: 400)
        fresh.source.apply(next)
        fresh.root.layoutIfNeeded()
        #expect(sameRows(feed.rows, fresh.rows))
    }

    /// A snapshot's refused operations are reported on the table's `invalidUpdate` when applied.
    @Test func refusedOperationsAreReportedOnApply() {
        let feed = Feed()
        var s = snapshot([("A", [1])])
        s.appendItems([1])
        var reported: [UIListUpdateError] = []
        let subscription = feed.table.invalidUpdate.subscribe { reported.append($0) }
        feed.source.apply(s)
        subscription.cancel()
        #expect(
            reported.map(\.message) == [
                "NSDiffableDataSourceSnapshot.appendItems: item identifier 1 is not unique (identifiers must be unique across the snapshot); the snapshot was left unchanged"
            ])
    }

    /// `moveSection(_:toSection:)`: sections [a b] [c] [d e], the first moved to the end, show [c] [d e] [a b]
    /// with their measured heights; a move out of range is reported and the table reloads.
    @Test func moveSectionCarriesItsRows() {
        let source = ListSource([["a", "b"], ["c"], ["d", "e"]])
        source.identifier = "plain"
        source.fixedHeight = 50
        let (root, table) = makeTable(source, height: 400)
        source.sections = [["c"], ["d", "e"], ["a", "b"]]
        table.moveSection(0, toSection: 2)
        root.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["c", "d", "e", "a", "b"])
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 2)) == CGRect(x: 0, y: 200, width: 320, height: 50))
        var reported: [UIListUpdateError] = []
        let subscription = table.invalidUpdate.subscribe { reported.append($0) }
        table.moveSection(5, toSection: 0)
        subscription.cancel()
        #expect(
            reported.map(\.message) == ["attempt to move section 5, but there are only 3 sections before the update"])
    }
}
