import Foundation

@testable import Trellis

/// A self-sizing feed cell: a one-line title (17 pt) over a multiline body (15 pt), 8 points from the content
/// view's top and bottom, 4 between, 16 at the sides. Its height at any width whose lines fit is
/// `8 + ceil(title line) + 4 + ceil(lines × body line) + 8`.
final class FeedCell: UITableViewCell {
    nonisolated(unsafe) static var reuseCount = 0
    let title = UILabel()
    let body = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = .systemFont(ofSize: 17)
        body.font = .systemFont(ofSize: 15)
        body.numberOfLines = 0
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }

    override func prepareForReuse() {
        super.prepareForReuse()
        FeedCell.reuseCount += 1
    }

    /// The height by hand, from the font metrics: margins, the title's line, the body's `lines` lines.
    static func expectedHeight(lines: Int) -> CGFloat {
        8 + UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up) + 4
            + (CGFloat(lines) * UIFont.systemFont(ofSize: 15).lineHeight).rounded(.up) + 8
    }
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
