import Foundation
import TrellisExamples

@testable import Trellis

/// The shared self-sizing card row (`TrellisExamples`' `CardTableCell`: a one-line 17-point title over a
/// multiline 15-point body, 8 from the content's top and bottom, 4 between, 16 at the sides), counting reuses.
final class FeedCell: CardTableCell {
    nonisolated(unsafe) static var reuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        FeedCell.reuseCount += 1
    }

    /// The height by hand, from the font metrics: margins, the title's line, the body's `lines` lines.
    static func expectedHeight(lines: Int) -> CGFloat { CardLayout.row.height(bodyLines: lines) }
}

/// A data source (and delegate) over an array of rows per section, with what it was told.
final class ListSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var titles: [String?] = []
    var identifier = "feed"
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var fixedHeight: CGFloat?

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        let text = sections[indexPath.section][indexPath.row]
        if let feed = cell as? FeedCell {
            feed.title.text = text
            // The body has as many lines as the row's number says modulo 3, plus one: "1", "1\n2", …
            let lines = (indexPath.row % 3) + 1
            feed.body.text = (1...lines).map(String.init).joined(separator: "\n")
        } else {
            cell.textLabel?.text = text
        }
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < titles.count ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        fixedHeight ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { deselected.append(indexPath) }
}

/// A root `width`×`height` with a plain table filling it, registered for `FeedCell` ("feed") and plain
/// cells ("plain"), showing `source`; laid out.
func makeTable(
    _ source: ListSource, width: CGFloat = 320, height: CGFloat = 200, style: UITableView.Style = .plain
) -> (UIRootView, UITableView) {
    let root = UIRootView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let table = UITableView(frame: root.bounds, style: style)
    table.register(FeedCell.self, forCellReuseIdentifier: "feed")
    table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
    table.dataSource = source
    table.delegate = source
    root.addSubview(table)
    root.layoutIfNeeded()
    return (root, table)
}

/// `n` row names: "r0", "r1", …
func rowNames(_ n: Int, prefix: String = "r") -> [String] { (0..<n).map { "\(prefix)\($0)" } }
