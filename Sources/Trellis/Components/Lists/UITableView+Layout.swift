import Foundation

// Virtualization: which slots (headers, rows, footers) are in view, the views shown for them, their heights
// resolved the first time they are shown, the content offset anchored so that nothing on screen jumps.
extension UITableView {
    /// The thickness of separators (points).
    public static let separatorThickness: CGFloat = 0.5

    /// One layout pass of the rows: reload if asked, resolve and show what is in view (until what is in view
    /// no longer changes: resolving heights can bring more rows in), place the views.
    func layoutRows() {
        if needsReload || bounds.width != measuredWidth { reloadModel() }
        layoutTableHeaderAndFooter()
        for _ in 0..<6 {
            let range = slotRange(in: visibleRect)
            let anchor = anchorSlot(in: range)
            let before = anchor.map { slotTop($0) }
            let skipped = show(range, anchor: anchor.flatMap { a in before.map { (a, $0) } })
            updateContentSize()
            if let anchor, let before {
                let shift = slotTop(anchor) - before
                if shift != 0 { moveOffsetKeepingAnchor(by: shift) }
            }
            // Rows skipped above the anchor come back into view when the offset could not move all the way
            // (the content's top): another round makes them.
            if !skipped && slotRange(in: visibleRect) == range { break }
        }
        placeDisplayedViews()
    }

    /// The part of the content to have views for: the bounds, grown by ``overscanDistance`` above and below.
    var visibleRect: CGRect {
        bounds.insetBy(dx: 0, dy: -overscanDistance)
    }

    /// Where the first section starts: below the table header view.
    var slotsTop: CGFloat { tableHeaderView?.frame.height ?? 0 }

    /// Where slot `slot` starts in the content.
    func slotTop(_ slot: Int) -> CGFloat { slotsTop + CGFloat(model.spans.offset(of: slot)) }

    /// The slot's frame in the content (the width of the cells).
    func slotFrame(_ slot: Int) -> CGRect {
        let inset = horizontalCellInset
        return CGRect(
            x: inset, y: slotTop(slot), width: max(0, bounds.width - 2 * inset),
            height: CGFloat(model.spans.lengths[slot]))
    }

    /// How far cells are inset from the table's sides (inset-grouped tables: 20).
    var horizontalCellInset: CGFloat { style == .insetGrouped ? 20 : 0 }

    /// The slots that start before `rect`'s bottom and end after its top (zero-length slots at its top count).
    func slotRange(in rect: CGRect) -> Range<Int> {
        let count = model.slotCount
        guard count > 0, rect.height > 0 else { return 0..<0 }
        let top = Double(rect.minY - slotsTop), bottom = Double(rect.maxY - slotsTop)
        var lower = model.spans.firstIndex(endingAfter: top)
        while lower > 0 && model.spans.lengths[lower - 1] == 0 && model.spans.offset(of: lower - 1) >= top {
            lower -= 1
        }
        var upper = min(count, model.spans.firstIndex(endingAfter: bottom) + 1)
        while upper > lower && model.spans.offset(of: upper - 1) >= bottom && model.spans.lengths[upper - 1] > 0 {
            upper -= 1
        }
        return lower..<max(lower, upper)
    }

    /// The slot whose place on screen must not move while heights are resolved: the first one shown that
    /// intersects the bounds, else the first in `range` that does.
    func anchorSlot(in range: Range<Int>) -> Int? {
        let top = Double(bounds.minY - slotsTop), bottom = Double(bounds.maxY - slotsTop)
        for entry in displayed where model.spans.offset(of: entry.slot) + model.spans.lengths[entry.slot] > top {
            guard model.spans.lengths[entry.slot] > 0 else { continue }
            // Below the bounds (a jump up, far from the rows shown): nothing shown is on screen.
            return model.spans.offset(of: entry.slot) < bottom ? entry.slot : range.first
        }
        return range.first
    }

    /// Moves the content offset by `shift` without asking for a new pass (the anchor's screen position stays),
    /// then clamps it: at the ends of the content there is nothing to keep in place.
    func moveOffsetKeepingAnchor(by shift: CGFloat) {
        isAnchoring = true
        defer { isAnchoring = false }
        let moved = CGPoint(x: contentOffset.x, y: contentOffset.y + shift)
        contentOffset = CGPoint(x: moved.x, y: min(max(moved.y, minimumContentOffset.y), maximumContentOffset.y))
    }

    /// The content size: the table header, every slot, the table footer.
    func updateContentSize() {
        let height = slotsTop + CGFloat(model.spans.total()) + (tableFooterView?.frame.height ?? 0)
        let size = CGSize(width: bounds.width, height: height)
        if storedContentSize != size { contentSize = size }
    }

    /// The table header and footer views span the width, at the top and after the last section.
    private func layoutTableHeaderAndFooter() {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            let y = slotsTop + CGFloat(model.spans.total())
            footer.frame = CGRect(x: 0, y: y, width: bounds.width, height: footer.frame.height)
        }
    }

    // MARK: Showing slots

    /// The slots to show for `range`: those in it, and in a plain table the header of the section at the top
    /// (it sticks there while its section scrolls by).
    private func slotsToShow(_ range: Range<Int>) -> [Int] {
        var slots: [Int] = []
        if style == .plain, let first = range.first {
            let header = model.headerSlot(model.address(of: first).section)
            if header < first { slots.append(header) }
        }
        slots.append(contentsOf: range)
        return slots
    }

    /// Makes `displayed` hold exactly the views of the slots to show for `range`: views of slots that left go
    /// back to the reuse queues, slots that came in get views (and their heights resolved). `anchor` is the
    /// slot that keeps its place on screen, and where it starts now. Returns whether rows above the anchor were
    /// left without views (see ``viewsAbove(_:wanted:kept:)``).
    @discardableResult
    func show(_ range: Range<Int>, anchor: (slot: Int, top: CGFloat)? = nil) -> Bool {
        let wanted = slotsToShow(range)
        var kept: [(slot: Int, view: UIView)] = []
        kept.reserveCapacity(wanted.count)
        var w = 0
        for entry in displayed {
            while w < wanted.count && wanted[w] < entry.slot { w += 1 }
            if w < wanted.count && wanted[w] == entry.slot { kept.append(entry) } else { recycle(entry) }
        }
        let (above, skipped) = viewsAbove(anchor, wanted: wanted, kept: kept)
        var merged: [(slot: Int, view: UIView)] = []
        merged.reserveCapacity(wanted.count)
        // The kept views from the anchor on (those above it are in `above`).
        var k = above.isEmpty ? 0 : kept.firstIndex { $0.slot >= wanted[above.count] } ?? kept.count
        // The range came from estimates: slots resolved on the way push the ones after them down, so views are
        // made only while the slots still start above the rect's bottom (no cells made for rows that would
        // leave at once when estimates were short).
        let bottom = visibleRect.maxY
        for (i, slot) in wanted.enumerated() {
            if i < above.count {
                if let view = above[i] { merged.append((slot, view)) }
                continue
            }
            if k < kept.count && kept[k].slot == slot {
                merged.append(kept[k])
                k += 1
            } else if k >= kept.count && slot > range.lowerBound && slotTop(slot) >= bottom {
                break
            } else if let view = makeView(for: slot) {
                merged.append((slot, view))
            }
        }
        displayed = merged
        return skipped
    }

    /// The views of the wanted slots before `anchor` (by index in `wanted`; nil: not shown) and whether a row
    /// was skipped, made from the
    /// anchor upwards when it is in the rect. The anchor keeps its place on screen while their heights resolve,
    /// so they fill the rect from the anchor up: once the ones made reach the rect's top, the estimated rows further up would leave
    /// at once and are not made (scrolling up into rows never measured makes only the cells that fit).
    private func viewsAbove(
        _ anchor: (slot: Int, top: CGFloat)?, wanted: [Int], kept: [(slot: Int, view: UIView)]
    ) -> (views: [UIView?], skipped: Bool) {
        // An anchor below the rect (a jump up to rows far from those shown) leaves the rect to fill downwards.
        guard let anchor, anchor.top < visibleRect.maxY, let end = wanted.firstIndex(where: { $0 >= anchor.slot }),
            end > 0
        else { return ([], false) }
        var skipped = false
        var views = [UIView?](repeating: nil, count: end)
        var k = kept.lastIndex { $0.slot < anchor.slot } ?? -1
        var filled: CGFloat = 0
        let room = anchor.top - visibleRect.minY
        for i in stride(from: end - 1, through: 0, by: -1) {
            let slot = wanted[i]
            if k >= 0 && kept[k].slot == slot {
                views[i] = kept[k].view
                k -= 1
            } else if filled < room || !isRow(slot) {
                views[i] = makeView(for: slot)
            } else {
                skipped = true
                continue
            }
            filled += CGFloat(model.spans.lengths[slot])
        }
        return (views, skipped)
    }

    /// Whether the slot holds a row (not a header or footer).
    private func isRow(_ slot: Int) -> Bool {
        if case .row = model.address(of: slot).kind { return true }
        return false
    }

    /// The view for a slot coming into view (its height resolved first if it was an estimate), added to the
    /// table; nil for a header or footer with nothing to show.
    private func makeView(for slot: Int) -> UIView? {
        let (section, kind) = model.address(of: slot)
        let view: UIView?
        switch kind {
        case .row(let row):
            let indexPath = IndexPath(row: row, section: section)
            let cell = cellForRowFromDataSource(indexPath)
            if !model.resolved[slot] { model.resolve(slot, Double(resolvedHeight(ofRowAt: indexPath, cell: cell))) }
            cell.isSelected = selectedRows.contains(indexPath)
            view = cell
        case .header, .footer:
            let supplementary = supplementaryView(section, header: kind == .header)
            if !model.resolved[slot] {
                model.resolve(
                    slot, Double(resolvedHeight(ofSection: section, header: kind == .header, view: supplementary)))
            }
            view = model.spans.lengths[slot] > 0 ? supplementary : nil
            if view == nil, let supplementary { recycleView(supplementary) }
        }
        guard let view else { return nil }
        if view.superview !== self { addSubview(view) }
        view.isHidden = false
        if case .row(let row) = kind, let cell = view as? UITableViewCell {
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: IndexPath(row: row, section: section))
        }
        return view
    }

    /// Asks the data source for the cell of `indexPath` and ties it to the table.
    func cellForRowFromDataSource(_ indexPath: IndexPath) -> UITableViewCell {
        let cell = dataSource!.tableView(self, cellForRowAt: indexPath)
        cell.owningTable = self
        if cell.frame.width != bounds.width - 2 * horizontalCellInset {
            cell.frame.size.width = bounds.width - 2 * horizontalCellInset
        }
        return cell
    }

    /// The header or footer view of `section`: the delegate's, else a standard one with the data source's
    /// title, else nil.
    func supplementaryView(_ section: Int, header: Bool) -> UIView? {
        if let delegate = tableDelegate {
            let custom =
                header
                ? delegate.tableView(self, viewForHeaderInSection: section)
                : delegate.tableView(self, viewForFooterInSection: section)
            if let custom { return custom }
        }
        let title =
            header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let identifier = header ? "_UITableView.standardHeader" : "_UITableView.standardFooter"
        let view =
            reuseQueues[identifier]?.popLast() as? UITableViewHeaderFooterView
            ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        view.isHidden = false
        view.textLabel?.text = title
        if style != .plain || !header {
            view.textLabel?.font = .systemFont(ofSize: 13)
            view.textLabel?.textColor = .secondaryLabel
        }
        if style == .plain && header { view.backgroundColor = .secondarySystemBackground }
        return view
    }

    /// Sends a view that left the screen back to its reuse queue (hidden, kept in the table so that its
    /// constraints stay installed), or out of the table when it has no reuse identifier.
    func recycle(_ entry: (slot: Int, view: UIView)) {
        if let cell = entry.view as? UITableViewCell, case .row(let row) = model.address(of: entry.slot).kind {
            let section = model.address(of: entry.slot).section
            cell.isHighlighted = false
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: IndexPath(row: row, section: section))
        }
        recycleView(entry.view)
    }

    /// Hides `view` into its reuse queue (or removes it when it has no identifier).
    func recycleView(_ view: UIView) {
        let identifier =
            (view as? UITableViewCell)?.reuseIdentifier ?? (view as? UITableViewHeaderFooterView)?.reuseIdentifier
        guard let identifier else { return view.removeFromSuperview() }
        view.isHidden = true
        reuseQueues[identifier, default: []].append(view)
    }

    /// Recycles every view shown (a reload or an update: the slots they showed changed meaning).
    func recycleAllDisplayed() {
        for entry in displayed { recycle(entry) }
        displayed.removeAll()
    }

    // MARK: Heights

    /// The height of the row at `indexPath`, shown by `cell`: the delegate's (or ``rowHeight``), or with
    /// ``automaticDimension`` the cell's fitting height at the table's width.
    func resolvedHeight(ofRowAt indexPath: IndexPath, cell: UITableViewCell) -> CGFloat {
        let given = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if given != UITableView.automaticDimension { return max(0, given) }
        let fitted = Self.fittingHeight(of: cell, width: bounds.width - 2 * horizontalCellInset)
        return fitted > 0 ? fitted : UITableView.defaultRowHeight  // UIKit's fallback for a zero fitting height
    }

    /// The height of `section`'s header or footer: the delegate's (or the table's setting), or with
    /// ``automaticDimension`` the view's fitting height; without a view none (grouped tables: 18 of spacing).
    func resolvedHeight(ofSection section: Int, header: Bool, view: UIView?) -> CGFloat {
        let given: CGFloat
        if let delegate = tableDelegate {
            given =
                header
                ? delegate.tableView(self, heightForHeaderInSection: section)
                : delegate.tableView(self, heightForFooterInSection: section)
        } else {
            given = header ? sectionHeaderHeight : sectionFooterHeight
        }
        if given != UITableView.automaticDimension { return max(0, given) }
        guard let view else { return style == .plain ? 0 : UITableView.groupedSectionSpacing }
        return Self.fittingHeight(of: view, width: bounds.width - 2 * horizontalCellInset)
    }

    /// The space a grouped table leaves for a header or footer without a view.
    public static let groupedSectionSpacing: CGFloat = 18

    /// The height `view` takes at `width` by its constraints: a cell's or header's content view measured at the
    /// width it gets (UIKit's self-sizing: `systemLayoutSizeFitting` with the width required).
    static func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
        view.updateConstraintsIfNeeded()
        let measured: UIView
        var contentWidth = width
        if let cell = view as? UITableViewCell {
            measured = cell.contentView
            contentWidth = cell.contentWidth(forCellWidth: width)
        } else if let header = view as? UITableViewHeaderFooterView {
            measured = header.contentView
        } else {
            measured = view
        }
        return measured.systemLayoutSizeFitting(
            CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    // MARK: Placing

    /// Moves every shown view to its slot's frame; in a plain table the header of the section at the top sticks
    /// there until its section's end pushes it up. Headers and footers are kept above the cells.
    func placeDisplayedViews() {
        let top = bounds.minY + adjustedContentInset.top
        for entry in displayed {
            var frame = slotFrame(entry.slot)
            let (section, kind) = model.address(of: entry.slot)
            if kind == .header && style == .plain {
                let sectionEnd = slotTop(model.footerSlot(section))
                frame.origin.y = max(frame.minY, min(top, sectionEnd - frame.height))
            }
            if entry.view.frame != frame { entry.view.frame = frame }
            if case .row = kind { continue }
            bringSubviewToFront(entry.view)
        }
        if style == .insetGrouped { roundInsetGroupedCorners() }
    }

    /// Inset-grouped sections have rounded corners: the first and last cell of each section are rounded.
    private func roundInsetGroupedCorners() {
        for entry in displayed {
            guard let cell = entry.view as? UITableViewCell, case .row(let row) = model.address(of: entry.slot).kind
            else { continue }
            let section = model.address(of: entry.slot).section
            let isEnd = row == 0 || row == model.rowCounts[section] - 1
            cell.layer.cornerRadius = isEnd ? 10 : 0
            cell.layer.masksToBounds = isEnd
        }
    }
}
