import Foundation

/// A collection view's data source driven by snapshots of identifiers (UIKit's
/// `UICollectionViewDiffableDataSource`).
///
/// Make one for a collection view with a cell provider (it becomes the collection view's data source; keep a
/// strong reference to it), then ``apply(_:animatingDifferences:completion:)`` snapshots. Trellis's collection
/// view applies any batch of updates as a reload of the items (see
/// ``UICollectionView/performBatchUpdates(_:completion:)``), so applying a snapshot shows it at once; the
/// snapshot's refused operations are reported on the collection view's ``UICollectionView/invalidUpdate``.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UICollectionViewDataSource
{
    /// Makes the cell for an item (dequeue one and configure it).
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind (a header, a footer…).
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    /// The snapshot type this data source applies.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// Makes supplementary views (nil: blank views).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView`, whose cells `cellProvider` makes; it becomes its data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the data as last applied.
    open func snapshot() -> Snapshot { current }

    /// Makes `snapshot` the collection view's data (shown at the next layout pass); `completion` runs after.
    /// The collection view is driven with the differences from the current data — deleted, inserted, reloaded
    /// and moved items and sections, by identifier, with the fewest moves — as one batch update, so the cells
    /// of the items that stay are kept (Trellis does not animate: `animatingDifferences` changes nothing).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView else {
            current = snapshot.applied
            completion?()
            return
        }
        for message in snapshot.errors { collectionView.misuseEvent.fire(.init(message: message, section: nil)) }
        collectionView.performBatchUpdates {  // loads the current data first if the view has not yet
            let diff = SnapshotDiff.between(self.current, snapshot)
            self.current = snapshot.applied
            collectionView.record(diff)
        }
        completion?()
    }

    /// Makes `snapshot` the collection view's data by reloading everything.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        if let collectionView {
            for message in snapshot.errors { collectionView.misuseEvent.fire(.init(message: message, section: nil)) }
        }
        current = snapshot.applied
        collectionView?.reloadData()
        completion?()
    }

    /// The item shown at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where `identifier` is shown, or nil.
    open func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: identifier).map { IndexPath(item: $0.row, section: $0.section) }
    }

    /// The section shown at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }

    /// Where section `identifier` is shown, or nil.
    open func index(for identifier: SectionIdentifierType) -> Int? { current.indexOfSection(identifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell the provider makes; when it makes none (UIKit raises), the misuse is reported on
    /// ``UICollectionView/invalidUpdate`` and a blank cell stands in.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        collectionView.misuseEvent.fire(
            .init(
                message: "UICollectionViewDiffableDataSource: the cell provider returned no cell for \(indexPath)",
                section: indexPath.section))
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}

extension UICollectionView {
    /// Records the updates of a snapshot diff in the open batch.
    func record(_ diff: SnapshotDiff) {
        deleteSections(IndexSet(diff.deletedSections))
        insertSections(IndexSet(diff.insertedSections))
        reloadSections(IndexSet(diff.reloadedSections))
        for move in diff.movedSections { moveSection(move.from, toSection: move.to) }
        deleteItems(at: diff.deletedRows)
        insertItems(at: diff.insertedRows)
        reloadItems(at: diff.reloadedRows)
        for move in diff.movedRows { moveItem(at: move.from, to: move.to) }
    }
}
