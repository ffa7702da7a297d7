import Foundation

/// Supplies a table view's sections, rows and cells (UIKit's `UITableViewDataSource`).
///
/// Only ``tableView(_:numberOfRowsInSection:)`` and ``tableView(_:cellForRowAt:)`` are required; the others
/// have UIKit's defaults. The table asks for cells only for the rows it shows (plus a small overscan).
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`: dequeue one with ``UITableView/dequeueReusableCell(withIdentifier:for:)``
    /// and configure it.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (default 1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, shown in a standard header view (default none).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer (default none).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// Sizes, header views and selection of a table view (UIKit's `UITableViewDelegate`). Set it as the table's
/// ``UIScrollView/delegate``: it also receives the scroll view's messages.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath` (default: the table's ``UITableView/rowHeight``);
    /// ``UITableView/automaticDimension`` sizes the row from its cell's constraints.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height the table assumes for a row it has not measured yet (default: ``UITableView/estimatedRowHeight``).
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header (default: ``UITableView/sectionHeaderHeight``).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer (default: ``UITableView/sectionFooterHeight``).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A custom header view for `section` (default none: the data source's title, if any, in a standard view).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A custom footer view for `section` (default none).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// Called before `cell` is shown for the row at `indexPath`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Called after `cell` left the screen (it goes back to the reuse queue).
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Whether pressing the row highlights it (default true).
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row the user's selection should select instead of `indexPath`, or nil to select nothing (default:
    /// `indexPath`).
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row at `indexPath`.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row the user's action should deselect instead of `indexPath`, or nil to keep it (default: `indexPath`).
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user deselected the row at `indexPath`.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
