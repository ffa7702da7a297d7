import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// List content configurations in table cells, as a user sees them: the row heights the standard layouts give
/// (worked out from the font metrics), where the texts sit, and a reused cell updating its content view in
/// place.
@Suite struct UIListContentConfigurationTests {
    /// Rows configured by kind: 0 `cell()` with text only, 1 `subtitleCell()` with both texts and a long
    /// subtitle in row 3, 2 `valueCell()`.
    final class Source: UITableViewDataSource {
        var rows: [(kind: Int, text: String, secondary: String?)]
        init(_ rows: [(kind: Int, text: String, secondary: String?)]) { self.rows = rows }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            let row = rows[indexPath.row]
            var content: UIListContentConfiguration =
                switch row.kind {
                case 0: .cell()
                case 1: .subtitleCell()
                default: .valueCell()
                }
            content.text = row.text
            content.secondaryText = row.secondary
            cell.contentConfiguration = content
            return cell
        }
    }

    func table(_ source: Source, height: CGFloat = 400) -> (UIRootView, UITableView) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        root.addSubview(table)
        root.layoutIfNeeded()
        return (root, table)
    }

    func labels(in cell: UITableViewCell) -> [UILabel] {
        (cell.contentView.subviews.first?.subviews ?? []).compactMap { $0 as? UILabel }
    }

    /// Heights by hand: a one-line text alone is centred in at least 44 points (11 + 20 + 11 = 42 < 44); a
    /// subtitle pair is 11 + ⌈17-pt line⌉ + 2 + ⌈12-pt line⌉ + 11; a value pair sits side by side (44).
    @Test func standardLayoutsSizeTheRows() throws {
        let source = Source([(0, "Wi-Fi", nil), (1, "Grace", "Admiral"), (2, "Name", "Trellis")])
        let (_, table) = table(source)
        let body = UIFont.preferredFont(forTextStyle: .body).lineHeight.rounded(.up)
        let small = UIFont.systemFont(ofSize: 12).lineHeight.rounded(.up)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == max(44, 22 + body))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 22 + body + 2 + small)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == max(44, 22 + body))
        // The value cell: the text at the leading margin, the value's trailing edge at the trailing margin.
        let value = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let shown = labels(in: value)
        #expect(shown.map(\.text) == ["Name", "Trellis"])
        #expect(shown[0].frame.minX == 16)
        #expect(abs(shown[1].frame.maxX - (320 - 16)) < 1e-9)  // the solver's sum, to rounding
        #expect(shown[1].textColor == .secondaryLabel)
        // The subtitle sits 2 below the text, both at the leading margin.
        let subtitle = labels(in: try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))))
        #expect(subtitle[1].frame.minY == subtitle[0].frame.maxY + 2 && subtitle[1].frame.minX == 16)
        #expect(subtitle[0].frame.minY == 11)
    }

    /// A long secondary text wraps (`numberOfLines` 0 in `cell()`), and the row grows with it: three lines of
    /// the 15-point subheadline font under the text.
    @Test func wrappingSecondaryTextGrowsTheRow() throws {
        let words = "The quick brown fox jumps over the lazy dog again and again and again and again and again"
        let source = Source([(0, "Title", words)])
        let (_, table) = table(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let secondary = labels(in: cell)[1]
        // Lines as the label measures them at its width (288 = 320 − 2 × 16).
        #expect(secondary.frame.width == 288)
        let lines = secondary.textLayout(forWidth: 288).lines.count
        #expect(lines >= 2)
        let body = UIFont.preferredFont(forTextStyle: .body).lineHeight.rounded(.up)
        let sub = (CGFloat(lines) * UIFont.preferredFont(forTextStyle: .subheadline).lineHeight).rounded(.up)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 22 + body + 2 + sub)
    }

    /// Scrolling by the wheel reuses cells: the reused cell's content view is updated in place (the same view
    /// object) and shows the new row's texts.
    @Test func reusedCellsUpdateTheirContentViewInPlace() throws {
        let source = Source((0..<40).map { (1, "Row \($0)", "Detail \($0)") })
        let (root, table) = table(source, height: 200)
        let firstCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let firstView = try #require(firstCell.contentView.subviews.first)
        var t = 0.0
        for _ in 0..<10 {
            _ = try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 1), at: CGPoint(x: 10, y: 10)), at: t)
            root.layoutIfNeeded()
            t += 1
        }
        #expect(table.contentOffset.y > 200)
        let visible = try #require(table.indexPathsForVisibleRows)
        for indexPath in visible {
            let cell = try #require(table.cellForRow(at: indexPath))
            #expect(labels(in: cell).map(\.text) == ["Row \(indexPath.row)", "Detail \(indexPath.row)"])
            #expect(cell.contentView.subviews.count == 1)
        }
        // The first cell went back to the queue and came out again for a later row, with its one content view.
        #expect(firstCell.contentView.subviews.first === firstView)
        #expect(table._reusableViewsCreated <= 8)
    }

    /// `defaultContentConfiguration()` follows the cell's style.
    @Test func defaultConfigurationFollowsTheStyle() {
        let value = UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(value.prefersSideBySideTextAndSecondaryText)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(
            !subtitle.prefersSideBySideTextAndSecondaryText && subtitle.secondaryTextProperties.font.pointSize == 12)
        #expect(subtitle.textProperties.font.pointSize == 17)
    }
}
