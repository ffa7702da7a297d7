import Foundation
import Testing

@testable import Trellis

/// Batch updates land where UIKit puts them; updates that disagree with the data source, and misuse, are
/// reported clearly and leave the table showing what the data source says.
@Suite struct UITableViewUpdateTests {
    func plainTable(_ rows: [String], height: CGFloat = 300) -> (UIRootView, UITableView, ListSource) {
        let source = ListSource([rows])
        source.identifier = "plain"
        source.fixedHeight = 50
        let (root, table) = makeTable(source, height: height)
        return (root, table, source)
    }

    func shownTexts(_ table: UITableView) -> [String?] { table.visibleCells.map { $0.textLabel?.text } }

    /// a b c d e; delete b (old 1), move d (old 3) to new 1, insert X at new 0. UIKit: the survivors a c e
    /// keep their order, then the new places are filled in ascending order — X at 0, d at 1: X d a c e.
    /// The selection (c, old row 2) follows its row to row 3.
    @Test func batchLandsWhereUIKitPutsIt() {
        let (root, table, source) = plainTable(["a", "b", "c", "d", "e"])
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        source.sections = [["X", "d", "a", "c", "e"]]
        var reported: [UIListUpdateError] = []
        let subscription = table.invalidUpdate.subscribe { reported.append($0) }
        var completed = false
        table.performBatchUpdates(
            {
                table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
                table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 1, section: 0))
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }, completion: { completed = $0 })
        root.layoutIfNeeded()
        subscription.cancel()
        #expect(reported.isEmpty && completed)
        #expect(shownTexts(table) == ["X", "d", "a", "c", "e"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        #expect(table.contentSize.height == 250)
    }

    /// Sections: delete section 0, insert a new section at 1; the old section 1 becomes section 0 and keeps
    /// its rows; rows move across sections.
    @Test func sectionsAndCrossSectionMoves() {
        let plan = TableUpdatePlan.make(
            before: [2, 3],
            updates: TableUpdates(
                deletedSections: [0], insertedSections: [1],
                movedRows: [(IndexPath(row: 0, section: 1), IndexPath(row: 2, section: 0))]),
            after: [3, 4], terms: .table)
        guard case .success(let p) = plan else {
            Issue.record("\(plan)")
            return
        }
        #expect(p.sections == [.old(1), .new])
        // Old section 1 loses its row 0 to the move and gets it back at row 2: rows 1, 2, then 0.
        #expect(
            p.rows[0] == [
                .old(IndexPath(row: 1, section: 1)), .old(IndexPath(row: 2, section: 1)),
                .old(IndexPath(row: 0, section: 1)),
            ])
        #expect(p.rows[1] == Array(repeating: .new, count: 4))
    }

    /// The data source drops two rows but the update deletes one: reported with UIKit's wording, naming the
    /// section and every count, and the table reloads to what the data source says.
    @Test func countMismatchIsAClearError() {
        let (root, table, source) = plainTable(["a", "b", "c", "d", "e"])
        source.sections = [["a", "d", "e"]]
        var reported: [UIListUpdateError] = []
        let subscription = table.invalidUpdate.subscribe { reported.append($0) }
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        root.layoutIfNeeded()
        subscription.cancel()
        #expect(reported.count == 1)
        #expect(reported.first?.section == 0)
        #expect(
            reported.first?.message
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        )
        #expect(shownTexts(table) == ["a", "d", "e"])
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    /// Dequeuing an identifier nobody registered is reported by name; the row still shows (a plain cell).
    @Test func unregisteredIdentifierIsAClearError() {
        let source = ListSource([["a"]])
        source.identifier = "nope"
        source.fixedHeight = 50
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let table = UITableView(frame: root.bounds)
        var reported: [UIListUpdateError] = []
        let subscription = table.invalidUpdate.subscribe { reported.append($0) }
        table.dataSource = source
        root.addSubview(table)
        root.layoutIfNeeded()
        subscription.cancel()
        #expect(
            reported.map(\.message) == [
                "dequeueReusableCell(withIdentifier: \"nope\", for: [0, 0]): no class registered for \"nope\""
            ])
        #expect(table.visibleCells.count == 1)
    }

    /// Reloading one row measures it again: its new text's height replaces the old one.
    @Test func reloadRowsRemeasures() {
        let source = ListSource([["a", "b", "c"]])
        source.identifier = "plain"
        let (root, table) = makeTable(source)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)  // one line: the 44 minimum
        source.sections = [["a", "b\nb\nb\nb", "c"]]
        table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.numberOfLines = 0
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        root.layoutIfNeeded()
        // Four lines of 17 pt between 11-point margins.
        let four = (4 * UIFont.systemFont(ofSize: 17).lineHeight).rounded(.up) + 22
        #expect(four > 44)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == four)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 44 + four)
    }
}
