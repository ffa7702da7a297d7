import Foundation
import Testing

@testable import Trellis

/// Table views as a user sees them: self-sized rows, what is on screen at each offset, reuse while scrolling,
/// no jump when estimates are corrected, selection by touch, sticky headers.
@Suite struct UITableViewTests {
    /// After every row was shown, the content height is the sum of the self-sized heights worked out by hand
    /// from the font metrics (rows have 1, 2, 3, 1, 2, 3, … body lines).
    @Test func contentSizeIsTheSumOfSelfSizedHeights() throws {
        let source = ListSource([rowNames(20)])
        let (root, table) = makeTable(source)
        // Before scrolling: the rows on screen are measured, the others are 44-point estimates.
        let shown = table.indexPathsForVisibleRows ?? []
        #expect(shown.first == IndexPath(row: 0, section: 0))
        var t = 0.0
        while try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 1), at: CGPoint(x: 10, y: 10)), at: t) {
            root.layoutIfNeeded()
            t += 1
        }
        let expected = (0..<20).reduce(CGFloat(0)) { $0 + FeedCell.expectedHeight(lines: $1 % 3 + 1) }
        #expect(table.contentSize.height == expected)
        #expect(table.contentOffset.y == expected - 200)  // scrolled to the very end
        // Each row's frame is where the sum of those above puts it.
        for row in 0..<20 {
            let above = (0..<row).reduce(CGFloat(0)) { $0 + FeedCell.expectedHeight(lines: $1 % 3 + 1) }
            #expect(table.rectForRow(at: IndexPath(row: row, section: 0)).minY == above)
        }
    }

    /// Fixed 50-point rows in a 100-point table: the rows intersecting the bounds at several offsets.
    @Test func visibleRowsAtOffsets() {
        let source = ListSource([rowNames(10)])
        source.identifier = "plain"
        source.fixedHeight = 50
        let (root, table) = makeTable(source, height: 100)
        table.estimatedRowHeight = 0  // estimates off: every height known at once
        func visible(at y: CGFloat) -> [Int] {
            table.contentOffset = CGPoint(x: 0, y: y)
            root.layoutIfNeeded()
            return (table.indexPathsForVisibleRows ?? []).map(\.row)
        }
        #expect(visible(at: 0) == [0, 1])  // 0..<100
        #expect(visible(at: 25) == [0, 1, 2])  // 25..<125
        #expect(visible(at: 50) == [1, 2])  // 50..<150: row 0 ends at 50, row 3 starts at 150
        #expect(visible(at: 399) == [7, 8, 9])  // 399..<499
        #expect(table.contentSize.height == 500)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["r7", "r8", "r9"])
        #expect(
            table.cellForRow(at: IndexPath(row: 8, section: 0))?.frame == CGRect(x: 0, y: 400, width: 320, height: 50))
    }

    /// Scrolling through 10,000 rows by the wheel makes no more cells than are ever on screen at once: the
    /// 667-point bounds plus 32 points of overscan above and below (731 points) meet at most
    /// ⌊731 / 44⌋ + 2 = 18 rows of 44 points.
    @Test func reuseKeepsTheNumberOfCellsFlat() throws {
        let source = ListSource([rowNames(10_000)])
        source.identifier = "plain"
        source.fixedHeight = 44
        let (root, table) = makeTable(source, height: 667)
        var most = table.subviews.filter { !$0.isHidden }.count
        var t = 0.0
        for _ in 0..<120 {  // 120 × 100 lines × 40 points = 480,000 points: through all 440,000
            try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 100), at: CGPoint(x: 10, y: 10)), at: t)
            root.layoutIfNeeded()
            most = max(most, table.subviews.filter { $0 is UITableViewCell && !$0.isHidden }.count)
            t += 1
        }
        #expect(table.contentOffset.y == CGFloat(10_000 * 44 - 667))  // the end
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 9_999, section: 0))
        #expect(table._reusableViewsCreated == most)
        #expect(most <= 18)
        #expect(table.subviews.count == most)  // hidden queued cells and shown ones: nothing else piles up
    }

    /// Rows measured while scrolling up from an estimated region change the heights above the row at the top,
    /// yet that row stays exactly where it was on screen, moved only by the scroll itself.
    @Test func correctingEstimatesDoesNotJump() throws {
        let source = ListSource([rowNames(1000)])
        let (root, table) = makeTable(source, height: 300)
        table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        root.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 500, section: 0))
        #expect(table.rectForRow(at: IndexPath(row: 500, section: 0)).minY == table.contentOffset.y)
        var t = 0.0
        for _ in 0..<20 {
            let anchor = table.indexPathsForVisibleRows!.first!
            let screenY = table.rectForRow(at: anchor).minY - table.contentOffset.y
            try root.send(.pointerScrolled(by: CGPoint(x: 0, y: -1), at: CGPoint(x: 10, y: 10)), at: t)
            root.layoutIfNeeded()
            t += 1
            // The row is 40 points lower on screen: the wheel's line, not a correction.
            #expect(table.rectForRow(at: anchor).minY - table.contentOffset.y == screenY + 40)
        }
    }

    /// A tap highlights the row while pressed (after the scroll view's touch delay) and selects it on release;
    /// tapping another row moves the selection and tells the delegate both.
    @Test func selectionByTouch() throws {
        let source = ListSource([rowNames(10)])
        source.identifier = "plain"
        source.fixedHeight = 50
        let (root, table) = makeTable(source)
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 100, y: 120)), at: 0)  // row 2: 100..<150
        try root.advance(to: 0.2)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(cell.isHighlighted && !cell.isSelected)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 100, y: 120)), at: 0.3)
        #expect(!cell.isHighlighted && cell.isSelected)
        #expect(source.selected == [IndexPath(row: 2, section: 0)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        // A quick tap on row 0 (released before the delay) selects it too.
        try root.send(.touchBegan(id: 2, at: CGPoint(x: 100, y: 10)), at: 1)
        try root.send(.touchEnded(id: 2, at: CGPoint(x: 100, y: 10)), at: 1.05)
        #expect(source.selected == [IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 0)])
        #expect(source.deselected == [IndexPath(row: 2, section: 0)])
        #expect(!cell.isSelected)
        // A drag scrolls and selects nothing.
        try root.send(.touchBegan(id: 3, at: CGPoint(x: 100, y: 150)), at: 2)
        try root.send(.touchMoved(id: 3, to: CGPoint(x: 100, y: 100)), at: 2.02)
        try root.send(.touchMoved(id: 3, to: CGPoint(x: 100, y: 50)), at: 2.04)
        try root.send(.touchEnded(id: 3, at: CGPoint(x: 100, y: 50)), at: 2.06)
        #expect(table.contentOffset.y > 0)
        #expect(source.selected.count == 2)
    }

    /// Plain-style headers stick to the top while their section scrolls by, and are pushed up by its end.
    @Test func stickyHeaders() {
        let source = ListSource([rowNames(4), rowNames(4), rowNames(4)])
        source.identifier = "plain"
        source.fixedHeight = 50
        source.titles = ["A", "B", "C"]
        let (root, table) = makeTable(source, height: 150)
        table.sectionHeaderHeight = 30
        table.estimatedRowHeight = 0
        root.layoutIfNeeded()
        // Sections are 30 + 4 × 50 = 230 tall (no footers): A at 0, B at 230, C at 460.
        #expect(table.contentSize.height == 690)
        table.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)  // stuck at the top
        table.contentOffset = CGPoint(x: 0, y: 215)
        root.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 200)  // pushed up: A's section ends at 230
        #expect(table.headerView(forSection: 1)?.frame.minY == 230)
        table.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(table.headerView(forSection: 1)?.frame.minY == 300)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "B")
        #expect(table.headerView(forSection: 0) == nil)
    }
}
