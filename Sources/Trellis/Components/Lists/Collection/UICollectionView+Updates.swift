import Foundation

// Inserting, deleting, reloading and moving items and sections (UIKit's batch updates). Trellis does not
// animate: an update takes effect at once. The cells and supplementary views of the items and sections that
// stay are the same view objects afterwards (moved to their new places); the layout keeps what it knew of them
// (a flow layout, their self-sized sizes). The checks are the table's (`TableUpdatePlan`).
extension UICollectionView {
    /// Runs `updates` — calls to the insert, delete, reload and move methods, with the data source changed to
    /// match — as one update: deletions and reloads name items as they were before, insertions as they are
    /// after. A batch that does not match the data source's counts is reported on ``invalidUpdate`` (naming the
    /// section and the counts) and the collection view reloads. `completion` is called with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if batchDepth == 0 { reloadIfNeeded() }
        batchDepth += 1
        updates?()
        endBatch()
        completion?(true)
    }

    /// Closes one level of batch; the outermost applies the updates.
    private func endBatch() {
        batchDepth -= 1
        if batchDepth == 0 { applyPendingUpdates() }
    }

    /// Inserts items at `indexPaths` (their places after the update).
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedRows += indexPaths.map(Self.row) } }
    /// Deletes the items at `indexPaths` (their places before the update).
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedRows += indexPaths.map(Self.row) } }
    /// Asks the data source again for the items at `indexPaths` (their places before the update).
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedRows += indexPaths.map(Self.row) } }
    /// Moves the item at `indexPath` (before) to `newIndexPath` (after).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((Self.row(indexPath), Self.row(newIndexPath))) }
    }
    /// Inserts the sections at `sections` (their places after the update).
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections += Array(sections) } }
    /// Deletes the sections at `sections` (their places before the update).
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections += Array(sections) } }
    /// Asks the data source again for the sections at `sections`.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections += Array(sections) } }
    /// Moves the section at `section` (before) to `newSection` (after), with its items.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// An item index path as the plan reads it (section, row).
    private static func row(_ indexPath: IndexPath) -> IndexPath {
        indexPath.count == 2 ? IndexPath(row: indexPath.item, section: indexPath.section) : indexPath
    }

    /// Records one update in the open batch, or applies it alone.
    private func record(_ change: (inout TableUpdates) -> Void) {
        if batchDepth == 0 { reloadIfNeeded() }
        batchDepth += 1
        change(&pendingUpdates)
        endBatch()
    }

    /// Applies the recorded batch: checks it against the data source, then moves the views that stay.
    private func applyPendingUpdates() {
        let updates = pendingUpdates
        pendingUpdates = TableUpdates()
        guard !updates.isEmpty, !needsReload, let dataSource else { return }
        let before = itemCounts
        let sections = max(0, dataSource.numberOfSections(in: self))
        let after = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        switch TableUpdatePlan.make(before: before, updates: updates, after: after, terms: .collection) {
        case .failure(let error):
            misuseEvent.fire(error)
            reloadData()
        case .success(let plan):
            apply(plan, after: after)
        }
    }

    /// Moves to the plan's counts: views of items and sections that stay take their new index paths, the
    /// others go back to the reuse queues; the selection and the layout follow.
    private func apply(_ plan: TableUpdatePlan, after: [Int]) {
        var newSectionOfOld: [Int: Int] = [:]  // look-ups only
        var newIndexOfOld: [IndexPath: IndexPath] = [:]  // look-ups only (item index paths)
        for (section, source) in plan.sections.enumerated() {
            if case .old(let old) = source { newSectionOfOld[old] = section }
            for (item, rowSource) in plan.rows[section].enumerated() {
                if case .old(let from) = rowSource {
                    newIndexOfOld[IndexPath(item: from.row, section: from.section)] = IndexPath(
                        item: item, section: section)
                }
            }
        }
        var staying: [(key: ElementKey, view: UICollectionReusableView)] = []
        var leaving: [(key: ElementKey, view: UICollectionReusableView)] = []
        for entry in displayed {
            var key = entry.key
            if key.kind == nil {
                guard let to = newIndexOfOld[key.indexPath] else {
                    leaving.append(entry)
                    continue
                }
                key.indexPath = to
            } else {
                guard key.indexPath.count >= 1, let to = newSectionOfOld[key.indexPath[0]] else {
                    leaving.append(entry)
                    continue
                }
                key.indexPath[0] = to
            }
            staying.append((key, entry.view))
        }
        displayed = leaving
        recycleAllDisplayed()
        displayed = staying
        itemCounts = after
        selectedItems = selectedItems.compactMap { newIndexOfOld[$0] }
        for entry in displayed {
            if entry.key.kind == nil, let cell = entry.view as? UICollectionViewCell {
                cell.isSelected = selectedItems.contains(entry.key.indexPath)
            }
        }
        collectionViewLayout.carryThrough(plan)
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }
}
