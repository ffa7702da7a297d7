import Foundation
import Testing

@testable import Trellis

/// The standard cell styles, accessories and separators, as laid out in a table.
@Suite struct UITableViewCellTests {
    final class StyleSource: UITableViewDataSource {
        let style: UITableViewCell.CellStyle
        var accessory: UITableViewCell.AccessoryType = .none
        init(_ style: UITableViewCell.CellStyle) { self.style = style }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "s")
                ?? UITableViewCell(style: style, reuseIdentifier: "s")
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            cell.accessoryType = accessory
            return cell
        }
    }

    func table(_ source: StyleSource) -> (UIRootView, UITableView) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let table = UITableView(frame: root.bounds)
        table.dataSource = source
        root.addSubview(table)
        root.layoutIfNeeded()
        return (root, table)
    }

    /// value1: the title at the leading margin (16), the detail ending at the trailing margin (320 − 16), both
    /// centred in a 44-point row (one 17-point line and 11-point margins need less than the 44 minimum).
    @Test func value1() {
        let source = StyleSource(.value1)
        let (_, table) = table(source)
        let line = UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up)
        #expect(line + 22 < 44)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 44)
        let title = cell.textLabel!.frame, detail = cell.detailTextLabel!.frame
        #expect(title.minX == 16 && detail.maxX == 304)
        #expect(title.midY == 22 && detail.midY == 22)
        // The separator: a hairline at the bottom, inset 16 on the left.
        #expect(cell.separatorView.frame == CGRect(x: 16, y: 44 - 0.5, width: 304, height: 0.5))
    }

    /// A rebuild of the standard layout (here: an image view appearing after the first layout) replaces the
    /// guide that centres a subtitle cell's labels instead of adding another (it used to add one per rebuild,
    /// each keeping its constraints), and the layout still centres the pair beside the image.
    @Test func subtitleRebuildKeepsOneTextAreaGuide() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 80)
        root.addSubview(cell)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        root.layoutIfNeeded()
        func textAreaGuides() -> Int {
            cell.contentView.layoutGuides.filter { $0.identifier == "UITableViewCell-textArea" }.count
        }
        #expect(textAreaGuides() == 1)
        _ = cell.imageView  // a new standard view: the style's constraints are built again
        root.layoutIfNeeded()
        #expect(textAreaGuides() == 1)
        // Still centred in the 80-point row: the space above the title equals the space below the detail.
        let title = cell.textLabel!.frame, detail = cell.detailTextLabel!.frame
        #expect(title.minY == 80 - detail.maxY)
        #expect(detail.minY == title.maxY + 2)
    }

    /// subtitle: the detail 2 points under the title, the pair centred; the row grows when the pair needs more
    /// than 44: 11 + title line + 2 + detail line + 11.
    @Test func subtitle() {
        let (_, table) = table(StyleSource(.subtitle))
        let title = UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up)
        let detail = UIFont.systemFont(ofSize: 12).lineHeight.rounded(.up)
        let height = max(44, 11 + title + 2 + detail + 11)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == height)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.detailTextLabel!.frame.minY == cell.textLabel!.frame.maxY + 2)
        #expect(cell.textLabel!.frame.minY - 0 == height - cell.detailTextLabel!.frame.maxY)  // centred
    }

    /// A disclosure indicator takes the trailing edge: the content view ends 16 points before the chevron's
    /// width from the right.
    @Test func disclosureIndicator() {
        let source = StyleSource(.default)
        source.accessory = .disclosureIndicator
        let (_, table) = table(source)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let chevron = UIImage(systemName: "chevron.right")!.size
        #expect(cell.contentView.frame.width == 320 - chevron.width - 16)
        #expect(cell.subviews.contains { $0 is UIImageView && $0.frame.minX == 320 - chevron.width - 16 })
    }
}
