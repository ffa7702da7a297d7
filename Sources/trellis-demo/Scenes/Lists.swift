import Foundation
import Trellis
import TrellisExamples

/// A table view that owns its data source (a table or collection view holds its data source weakly, as
/// UIKit's): the scene's source goes with the scene instead of staying in a global for good.
final class SourceOwningTableView: UITableView {
    var ownedSource: AnyObject?
}

/// A collection view that owns its data source (see ``SourceOwningTableView``).
final class SourceOwningCollectionView: UICollectionView {
    var ownedSource: AnyObject?
}

extension Scene {
    /// A grouped settings table: three sections, 30 rows with switches, values and disclosure indicators.
    static let settingsTable = Scene(
        name: "settings", title: "A settings table (UITableView, insetGrouped)",
        caption: "A UITableView in the insetGrouped style: section titles, value cells (UIListContentConfiguration) "
            + "with values and disclosure indicators, switch-like accessory views, separators inset to the text. Only the rows on "
            + "screen exist as cells; their heights come from the cells' constraints."
    ) { root, _ in
        let table = SourceOwningTableView(frame: root.bounds, style: .insetGrouped)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let source = SettingsSource()
        table.ownedSource = source
        table.dataSource = source
        root.addSubview(table)
    }

    /// A feed as a collection view: full-width self-sizing cards of different heights.
    static let listFeed = Scene(
        name: "listfeed", title: "A feed (UICollectionView, self-sizing)",
        caption: "A UICollectionView with a flow layout and estimatedItemSize: each card measures its multiline text "
            + "at the column's width (systemLayoutSizeFitting) and the layout flows the cards one under the other; "
            + "on the tablet two columns."
    ) { root, _ in
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        layout.minimumLineSpacing = 12
        layout.minimumInteritemSpacing = 12
        let columns: CGFloat = root.bounds.width > 600 ? 2 : 1
        layout.itemSize = CGSize(
            width: ((root.bounds.width - 24 - 12 * (columns - 1)) / columns).rounded(.down), height: 100)
        let cv = SourceOwningCollectionView(frame: root.bounds, collectionViewLayout: layout)
        cv.backgroundColor = SceneKit.canvas
        cv.register(FeedCardCell.self, forCellWithReuseIdentifier: "card")
        let source = FeedSource()
        cv.ownedSource = source
        cv.dataSource = source
        root.addSubview(cv)
    }
}

/// A switch's look (a green pill with a white knob), until the controls land: a view of UIKit's 51×31.
final class SwitchLook: UIView {
    init(on: Bool) {
        super.init(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        backgroundColor = on ? .systemGreen : .systemGray5
        layer.cornerRadius = 15.5
        let knob = UIView(frame: CGRect(x: on ? 22 : 2, y: 2, width: 27, height: 27))
        knob.backgroundColor = .white
        knob.layer.cornerRadius = 13.5
        addSubview(knob)
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class SettingsSource: UITableViewDataSource {
    let sections: [(String, [(String, String?, Bool?)])] = [
        (
            "Connectivity",
            [
                ("Airplane Mode", nil, false), ("Wi-Fi", "Home", nil), ("Bluetooth", "On", nil), ("Cellular", nil, nil),
                ("Personal Hotspot", "Off", nil), ("VPN", nil, true),
            ]
        ),
        (
            "Notifications",
            [
                ("Show Previews", "Always", nil), ("Sounds", nil, true), ("Badges", nil, true),
                ("Lock Screen", nil, true),
                ("Banners", nil, false), ("Summary", "8:00", nil), ("Focus", nil, nil), ("Screen Time", nil, nil),
            ]
        ),
        (
            "General",
            [
                ("About", nil, nil), ("Software Update", "iOS 18", nil), ("Storage", "64 GB", nil),
                ("AirDrop", "Contacts", nil),
                ("Background Refresh", nil, true), ("Date & Time", nil, nil), ("Keyboard", nil, nil),
                ("Fonts", nil, nil),
                ("Language & Region", "English", nil), ("Dictionary", nil, nil), ("VPN & Devices", nil, nil),
                ("Legal", nil, nil), ("Auto-Lock", "30 s", nil), ("Reset", nil, nil), ("Shut Down", nil, false),
                ("Haptics", nil, true),
            ]
        ),
    ]

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].0.uppercased()
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "value")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "value")
        let (title, value, toggle) = sections[indexPath.section].1[indexPath.row]
        var content = cell.defaultContentConfiguration()  // value1: a value cell
        content.text = title
        content.secondaryText = value
        cell.contentConfiguration = content
        cell.accessoryView = toggle.map { SwitchLook(on: $0) }
        cell.accessoryType = toggle == nil ? .disclosureIndicator : .none
        cell.selectionStyle = toggle == nil ? .default : .none
        return cell
    }
}

/// A feed card: the shared card cell (`TrellisExamples`' `CardCollectionCell`: a bold name, then multiline
/// text, 12 points in; its width is the layout's), on a rounded, bordered card.
final class FeedCardCell: CardCollectionCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = SceneKit.card
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class FeedSource: UICollectionViewDataSource {
    let posts = [
        ("Grace Hopper", "Found the bug in the layout: a moth in the constraint solver. Taped it into the logbook."),
        ("Alan Kay", "The best way to predict the layout is to invent it."),
        (
            "Ada Lovelace",
            "The engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves; "
                + "a table view weaves only the rows you can see."
        ),
        ("Edsger Dijkstra", "Simplicity is prerequisite for reliability."),
        (
            "Barbara Liskov",
            "A cell that is reused must behave like a new one: prepareForReuse resets what configuring "
                + "a row changed, and the substitution holds."
        ),
        ("Donald Knuth", "Premature optimization is the root of all evil; measure the visible rows first."),
        (
            "Margaret Hamilton",
            "Self-sizing cells measure themselves once, at the width they get, and the list keeps "
                + "what is on screen from jumping when an estimate is corrected. Looking good!"
        ),
        ("Linus Torvalds", "Talk is cheap. Show me the layout."),
    ]
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        posts.count * 3
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! FeedCardCell
        let post = posts[indexPath.item % posts.count]
        cell.title.text = post.0
        cell.body.text = post.1
        return cell
    }
}
