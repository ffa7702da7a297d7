import Foundation

/// A table view's data source driven by snapshots of identifiers (UIKit's `UITableViewDiffableDataSource`).
///
/// Make one for a table with a cell provider (it becomes the table's ``UITableView/dataSource``; keep a strong
/// reference to it, the table holds it weakly), then ``apply(_:animatingDifferences:completion:)`` snapshots:
/// the data source works out which rows and sections were inserted, deleted, moved and reloaded (by
/// identifiers, the fewest moves) and hands the table that batch, so rows that stay keep their measured
/// heights and the content offset stays. Trellis does not animate: the end state shows at once either way.
///
/// Override ``tableView(_:titleForHeaderInSection:)`` and ``tableView(_:titleForFooterInSection:)`` in a
/// subclass for section titles, as in UIKit.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UITableViewDataSource
{
    /// Makes the cell for an item (dequeue one from the table and configure it).
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    /// The snapshot type this data source applies.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// How updates would animate (kept for source compatibility).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView`, whose cells `cellProvider` makes; it becomes the table's data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the data as last applied.
    open func snapshot() -> Snapshot { current }

    /// Makes `snapshot` the table's data: the differences from the current data are applied as one batch of
    /// updates (rows that stay keep their heights). Operations the snapshot refused are reported on the table's
    /// ``UITableView/invalidUpdate`` first. `completion` runs once the table shows the new data.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else {
            current = snapshot.applied
            completion?()
            return
        }
        for message in snapshot.errors { tableView.invalidUpdateEvent.fire(.init(message: message, section: nil)) }
        tableView.beginUpdates()  // loads the current data first if the table has not yet
        let diff = SnapshotDiff.between(current, snapshot)
        current = snapshot.applied
        tableView.record(diff)
        tableView.endUpdates()
        completion?()
    }

    /// Makes `snapshot` the table's data by reloading everything (no diff; every row measured again).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        if let tableView {
            for message in snapshot.errors { tableView.invalidUpdateEvent.fire(.init(message: message, section: nil)) }
        }
        current = snapshot.applied
        tableView?.reloadData()
        completion?()
    }

    /// The item shown at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where `identifier` is shown, or nil.
    open func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: identifier).map { IndexPath(row: $0.row, section: $0.section) }
    }

    /// The section shown at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }

    /// Where section `identifier` is shown, or nil.
    open func index(for identifier: SectionIdentifierType) -> Int? { current.indexOfSection(identifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell the provider makes; when it makes none (UIKit raises), the misuse is reported on
    /// ``UITableView/invalidUpdate`` and a blank cell stands in.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        tableView.invalidUpdateEvent.fire(
            .init(
                message: "UITableViewDiffableDataSource: the cell provider returned no cell for \(indexPath)",
                section: indexPath.section))
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

extension UITableView {
    /// Records the updates of a snapshot diff in the open batch.
    func record(_ diff: SnapshotDiff) {
        deleteSections(IndexSet(diff.deletedSections), with: .automatic)
        insertSections(IndexSet(diff.insertedSections), with: .automatic)
        reloadSections(IndexSet(diff.reloadedSections), with: .automatic)
        for move in diff.movedSections { moveSection(move.from, toSection: move.to) }
        deleteRows(at: diff.deletedRows, with: .automatic)
        insertRows(at: diff.insertedRows, with: .automatic)
        reloadRows(at: diff.reloadedRows, with: .automatic)
        for move in diff.movedRows { moveRow(at: move.from, to: move.to) }
    }
}
