import Foundation

// Inserting, deleting, reloading and moving rows and sections (UIKit's batch updates). Trellis does not
// animate: an update takes effect at once, keeps the heights of the rows that stay, and keeps the content
// offset; the rows shown are asked for again at the next layout pass.
extension UITableView {
    /// How an update would animate (kept for source compatibility; Trellis shows the end state at once).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle, automatic
    }

    /// Runs `updates` — calls to the insert, delete, reload and move methods, with the data source changed to
    /// match — as one update: deletions and reloads name rows as they were before, insertions as they are
    /// after. A batch that does not match the data source's counts is reported on ``invalidUpdate`` (naming the
    /// section and the counts) and the table reloads. `completion` is called with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Starts a batch (UIKit's older form of ``performBatchUpdates(_:completion:)``); batches nest.
    public func beginUpdates() {
        if batchDepth == 0 { reloadIfNeeded() }
        batchDepth += 1
    }

    /// Ends a batch; the outermost one applies the updates.
    public func endUpdates() {
        guard batchDepth > 0 else { return reportMisuse("endUpdates() without beginUpdates()") }
        batchDepth -= 1
        if batchDepth == 0 { applyPendingUpdates() }
    }

    /// Inserts rows at `indexPaths` (their places after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedRows += indexPaths }
    }

    /// Deletes the rows at `indexPaths` (their places before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedRows += indexPaths }
    }

    /// Asks the data source again for the rows at `indexPaths` (their places before the update); their
    /// heights are measured again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadedRows += indexPaths }
    }

    /// Moves the row at `indexPath` (before) to `newIndexPath` (after); it keeps its height.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections at `sections` (their places after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertedSections += Array(sections) }
    }

    /// Deletes the sections at `sections` (their places before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deletedSections += Array(sections) }
    }

    /// Moves the section at `section` (before) to `newSection` (after), with its rows and their heights.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Asks the data source again for the sections at `sections`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.reloadedSections += Array(sections) }
    }

    /// Records one update in the open batch, or applies it alone.
    private func record(_ change: (inout TableUpdates) -> Void) {
        beginUpdates()
        change(&pendingUpdates)
        endUpdates()
    }

    /// Applies the recorded batch: checks it against the data source, then rebuilds the slots keeping the
    /// heights of the rows and sections that stay and remapping the selection.
    private func applyPendingUpdates() {
        let updates = pendingUpdates
        pendingUpdates = TableUpdates()
        guard !updates.isEmpty, !needsReload else { return }
        let before = model.rowCounts
        let after = dataSourceRowCounts()
        switch TableUpdatePlan.make(before: before, updates: updates, after: after, terms: .table) {
        case .failure(let error):
            invalidUpdateEvent.fire(error)
            reloadData()
        case .success(let plan):
            apply(plan, after: after)
        }
    }

    /// Rebuilds the model from `plan`: slots that stay keep their lengths and resolved flags, new ones start at
    /// their estimates. Shown cells, headers and footers of rows and sections that stay (not reloaded) stay the
    /// same view objects at their new places, as in UIKit; the others go back to the reuse queues.
    private func apply(_ plan: TableUpdatePlan, after: [Int]) {
        let old = model
        var lengths: [Double] = [], resolved: [Bool] = []
        var newIndexOfOld: [IndexPath: IndexPath] = [:]  // look-ups only
        func carry(_ slot: Int?, estimate: @autoclosure () -> CGFloat) {
            if let slot {
                lengths.append(old.spans.lengths[slot])
                resolved.append(old.resolved[slot])
            } else {
                lengths.append(Double(estimate()))
                resolved.append(false)
            }
        }
        var newSectionOfOld: [Int: Int] = [:]  // look-ups only
        for (section, source) in plan.sections.enumerated() {
            let oldSection: Int? = if case .old(let s) = source { s } else { nil }
            if let oldSection { newSectionOfOld[oldSection] = section }
            carry(oldSection.map { old.headerSlot($0) }, estimate: estimatedHeight(ofSection: section, header: true))
            for (row, rowSource) in plan.rows[section].enumerated() {
                let indexPath = IndexPath(row: row, section: section)
                if case .old(let from) = rowSource {
                    newIndexOfOld[from] = indexPath
                    carry(old.slot(from), estimate: 0)
                } else {
                    let estimate =
                        tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
                    carry(nil, estimate: rowEstimate(estimate))
                }
            }
            carry(oldSection.map { old.footerSlot($0) }, estimate: estimatedHeight(ofSection: section, header: false))
        }
        let staying = keepDisplayedViews(newIndexOfOld: newIndexOfOld, newSectionOfOld: newSectionOfOld)
        model = TableModel(rowCounts: after, lengths: lengths)
        model.resolved = resolved
        displayed = staying.map { entry in
            let slot: Int
            switch entry.place {
            case .row(let indexPath): slot = model.slot(indexPath)
            case .header(let section): slot = model.headerSlot(section)
            case .footer(let section): slot = model.footerSlot(section)
            }
            return (slot, entry.view)
        }.sorted { $0.slot < $1.slot }
        selectedRows = selectedRows.compactMap { newIndexOfOld[$0] }
        if estimatedRowHeight == 0 { resolveUnresolvedSlots() }
        setNeedsLayout()
    }

    /// Where a view that stays through an update is shown after it.
    private enum StayingPlace {
        case row(IndexPath), header(Int), footer(Int)
    }

    /// Splits the shown views (still addressed by the old model) into those whose row or section stays — with
    /// their places after the update — and the rest, which go back to the reuse queues.
    private func keepDisplayedViews(
        newIndexOfOld: [IndexPath: IndexPath], newSectionOfOld: [Int: Int]
    ) -> [(place: StayingPlace, view: UIView)] {
        var staying: [(place: StayingPlace, view: UIView)] = []
        for entry in displayed {
            let (section, kind) = model.address(of: entry.slot)
            var place: StayingPlace?
            switch kind {
            case .row(let row): place = newIndexOfOld[IndexPath(row: row, section: section)].map { .row($0) }
            case .header: place = newSectionOfOld[section].map { .header($0) }
            case .footer: place = newSectionOfOld[section].map { .footer($0) }
            }
            if let place { staying.append((place, entry.view)) } else { recycle(entry) }
        }
        displayed = []
        return staying
    }
}
