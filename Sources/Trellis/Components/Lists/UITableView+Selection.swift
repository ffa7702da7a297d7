import Foundation

// Selection: the user's (a press highlights the row, releasing inside selects it — through the root's input,
// delayed by the scroll view's content-touch delay so that a drag scrolls instead) and the program's.
extension UITableView {
    /// The selected row (the first selected, with multiple selection), or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows in the order they were selected, or nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects the row at `indexPath` (deselecting the others without multiple selection) and scrolls it to
    /// `scrollPosition`; the delegate is not told, as in UIKit. Nil deselects every row.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            for row in selectedRows { cellForRow(at: row)?.setSelected(false, animated: animated) }
            selectedRows.removeAll()
            return
        }
        guard model.contains(indexPath) else {
            return reportMisuse("selectRow(at: \(indexPath)): no such row")
        }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath {
                cellForRow(at: row)?.setSelected(false, animated: animated)
            }
            selectedRows.removeAll { $0 != indexPath }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath` (the delegate is not told).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    // MARK: The user's presses

    /// A press reached `cell`: it shows highlighted if the row can be selected and the delegate agrees.
    func cellPressBegan(_ cell: UITableViewCell) {
        guard allowsSelection || allowsMultipleSelection, let indexPath = indexPath(for: cell) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        cell.setHighlighted(true, animated: false)
    }

    /// The press on `cell` ended: released inside, it selects the row (or, with multiple selection, toggles
    /// it), asking the delegate first.
    func cellPressEnded(_ cell: UITableViewCell, inside: Bool) {
        let wasHighlighted = cell.isHighlighted
        cell.setHighlighted(false, animated: false)
        guard inside, wasHighlighted, let indexPath = indexPath(for: cell) else { return }
        if allowsMultipleSelection && selectedRows.contains(indexPath) {
            userDeselect(indexPath)
        } else {
            userSelect(indexPath)
        }
    }

    /// The user's selection of `indexPath`, as the delegate redirects it.
    private func userSelect(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        let redirected = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = redirected, model.contains(target)
        else { return }
        if !allowsMultipleSelection {
            for old in selectedRows where old != target { userDeselect(old) }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        cellForRow(at: target)?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    /// The user's deselection of `indexPath`, as the delegate redirects it.
    private func userDeselect(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        let redirected = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target = redirected else { return }
        selectedRows.removeAll { $0 == target }
        cellForRow(at: target)?.setSelected(false, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }
}
