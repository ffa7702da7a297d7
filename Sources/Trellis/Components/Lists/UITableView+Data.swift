import Foundation

// Loading the data source's shape, and the questions UIKit code asks about rows and their places.
extension UITableView {
    /// Asks the data source for its sections and rows and starts every slot at its estimated height (all
    /// heights are resolved now when estimates are off). Views shown go back to the reuse queues.
    func reloadModel() {
        needsReload = false
        measuredWidth = bounds.width
        recycleAllDisplayed()
        let counts = dataSourceRowCounts()
        var lengths: [Double] = []
        lengths.reserveCapacity(counts.reduce(counts.count * 2, +))
        for (section, count) in counts.enumerated() {
            lengths.append(Double(estimatedHeight(ofSection: section, header: true)))
            appendRowEstimates(section: section, count: count, to: &lengths)
            lengths.append(Double(estimatedHeight(ofSection: section, header: false)))
        }
        model = TableModel(rowCounts: counts, lengths: lengths)
        selectedRows.removeAll { !model.contains($0) }
        if estimatedRowHeight == 0 { resolveUnresolvedSlots() }
    }

    /// The rows per section, as the data source says now (none without a data source; negative counts are 0).
    func dataSourceRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    /// Appends section `section`'s `count` row estimates (one delegate call per row only when a delegate can
    /// estimate per row).
    private func appendRowEstimates(section: Int, count: Int, to lengths: inout [Double]) {
        if let delegate = tableDelegate {
            for row in 0..<count {
                let e = delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: row, section: section))
                lengths.append(Double(rowEstimate(e)))
            }
        } else {
            lengths.append(contentsOf: repeatElement(Double(rowEstimate(estimatedRowHeight)), count: count))
        }
    }

    /// A row estimate as given (``automaticDimension``: the fixed ``rowHeight``, else 44).
    func rowEstimate(_ given: CGFloat) -> CGFloat {
        if given > 0 { return given }
        return rowHeight >= 0 ? rowHeight : UITableView.defaultRowHeight
    }

    /// The height assumed for a header or footer before it is shown: the table's estimate, else its fixed
    /// height, else 28 for a header with a title or a delegate that may give a view (0 for a footer without a
    /// title), grouped tables' spacing when there is nothing to show.
    func estimatedHeight(ofSection section: Int, header: Bool) -> CGFloat {
        let estimate = header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
        if estimate >= 0 { return estimate }
        let fixed = header ? sectionHeaderHeight : sectionFooterHeight
        if fixed >= 0 { return fixed }
        let title =
            header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        if title != nil || (header && tableDelegate != nil) { return 28 }
        return style == .plain ? 0 : UITableView.groupedSectionSpacing
    }

    /// Estimates off: every row's height now (self-sizing rows are measured with a cell from the data source,
    /// which then goes back to its queue), and every header's and footer's, as UIKit does. Slots already
    /// resolved are left as they are.
    func resolveUnresolvedSlots() {
        for section in 0..<model.numberOfSections {
            for header in [true, false] {
                let slot = header ? model.headerSlot(section) : model.footerSlot(section)
                if model.resolved[slot] { continue }
                let view = supplementaryView(section, header: header)
                model.resolve(slot, Double(resolvedHeight(ofSection: section, header: header, view: view)))
                if let view { recycleView(view) }
            }
            for row in 0..<model.rowCounts[section] {
                let indexPath = IndexPath(row: row, section: section)
                if model.resolved[model.slot(indexPath)] { continue }
                let given = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                if given != UITableView.automaticDimension {
                    model.resolve(model.slot(indexPath), Double(max(0, given)))
                    continue
                }
                let cell = cellForRowFromDataSource(indexPath)
                model.resolve(model.slot(indexPath), Double(resolvedHeight(ofRowAt: indexPath, cell: cell)))
                if cell.superview !== self { addSubview(cell) }
                recycleView(cell)
            }
        }
    }

    /// Brings the model up to date with the data source if a reload is pending.
    func reloadIfNeeded() {
        if needsReload { reloadModel() }
    }

    // MARK: Questions about rows

    /// The number of sections (as last loaded).
    public var numberOfSections: Int {
        reloadIfNeeded()
        return model.numberOfSections
    }

    /// The number of rows in `section` (as last loaded; 0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return section >= 0 && section < model.numberOfSections ? model.rowCounts[section] : 0
    }

    /// The row's rectangle in the table's content (estimated height until the row is shown); `.zero` for a
    /// row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        return model.contains(indexPath) ? slotFrame(model.slot(indexPath)) : .zero
    }

    /// The header's rectangle of `section` in the content (where it scrolls to, not where it sticks).
    public func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        return section >= 0 && section < model.numberOfSections ? slotFrame(model.headerSlot(section)) : .zero
    }

    /// The footer's rectangle of `section` in the content.
    public func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        return section >= 0 && section < model.numberOfSections ? slotFrame(model.footerSlot(section)) : .zero
    }

    /// The rectangle of the whole of `section`: header, rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        let header = rectForHeader(inSection: section), footer = rectForFooter(inSection: section)
        return header.union(footer)
    }

    /// The row at `point` (content coordinates), or nil when no row is there.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        let slot = model.spans.firstIndex(endingAfter: Double(point.y - slotsTop))
        guard point.y >= slotsTop, slot < model.slotCount, case .row(let row) = model.address(of: slot).kind else {
            return nil
        }
        return IndexPath(row: row, section: model.address(of: slot).section)
    }

    /// The row `cell` shows, or nil when it shows none.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        guard let entry = displayed.first(where: { $0.view === cell }),
            case .row(let row) = model.address(of: entry.slot).kind
        else { return nil }
        return IndexPath(row: row, section: model.address(of: entry.slot).section)
    }

    /// The cell showing the row at `indexPath`, or nil when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard model.contains(indexPath) else { return nil }
        let slot = model.slot(indexPath)
        return displayed.first(where: { $0.slot == slot })?.view as? UITableViewCell
    }

    /// The header view shown for `section`, or nil.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        guard section >= 0 && section < model.numberOfSections else { return nil }
        let slot = model.headerSlot(section)
        return displayed.first(where: { $0.slot == slot })?.view as? UITableViewHeaderFooterView
    }

    /// The rows whose cells intersect the bounds, in order (rows kept ready in the overscan are not counted).
    public var indexPathsForVisibleRows: [IndexPath]? {
        visibleRowEntries.map { $0.indexPath }
    }

    /// The cells of ``indexPathsForVisibleRows``, in order.
    public var visibleCells: [UITableViewCell] {
        visibleRowEntries.map { $0.cell }
    }

    private var visibleRowEntries: [(indexPath: IndexPath, cell: UITableViewCell)] {
        let visible = bounds
        return displayed.compactMap { entry in
            guard let cell = entry.view as? UITableViewCell, case .row(let row) = model.address(of: entry.slot).kind
            else { return nil }
            let frame = slotFrame(entry.slot)
            guard frame.maxY > visible.minY && frame.minY < visible.maxY else { return nil }
            return (IndexPath(row: row, section: model.address(of: entry.slot).section), cell)
        }
    }

    // MARK: Scrolling to rows

    /// Scrolls so that the row at `indexPath` shows at `position` (clamped to the content). The row is
    /// measured first, so it lands exactly where asked even if it was an estimate.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard model.contains(indexPath) else {
            return reportMisuse("scrollToRow(at: \(indexPath)): no such row (\(model.numberOfSections) sections)")
        }
        for _ in 0..<3 {
            contentOffset = clampedContentOffset(offset(showing: slotFrame(model.slot(indexPath)), at: position))
            layoutIfNeeded()
            if model.resolved[model.slot(indexPath)] { break }
        }
        contentOffset = clampedContentOffset(offset(showing: slotFrame(model.slot(indexPath)), at: position))
    }

    /// The content offset that shows `frame` at `position`.
    private func offset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset
        let height = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch position {
        case .top: y = frame.minY - inset.top
        case .middle: y = frame.midY - inset.top - height / 2
        case .bottom: y = frame.maxY - inset.top - height
        case .none:
            y = contentOffset.y
            if frame.minY < contentOffset.y + inset.top {
                y = frame.minY - inset.top
            } else if frame.maxY > contentOffset.y + inset.top + height {
                y = frame.maxY - inset.top - height
            }
        }
        return CGPoint(x: contentOffset.x, y: y)
    }
}
