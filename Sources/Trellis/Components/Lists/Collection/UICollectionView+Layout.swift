import Foundation

// Virtualization for collection views: the layout's attributes for the rect in view, views for the elements
// that came in, self-sizing cells offered to the layout, the content offset anchored on the first element on
// screen while sizes change.
extension UICollectionView {
    /// The rect to have views for: the bounds grown by ``overscanDistance`` on every side.
    var visibleRect: CGRect { bounds.insetBy(dx: -overscanDistance, dy: -overscanDistance) }

    /// One layout pass: prepare the layout, show the elements in view, let new cells size themselves (again
    /// while that changes the layout; bounded), place the views.
    func layoutElements() {
        reloadIfNeeded()
        let layout = collectionViewLayout
        if bounds.size != lastLayoutSize {
            let resized = lastLayoutSize.width >= 0
            lastLayoutSize = bounds.size
            layout.needsPrepare = true
            // Sizes measured at the old size no longer hold: the cells in view are made and measured again.
            if resized && layout.dropMeasuredSizes() { recycleAllDisplayed() }
        }
        var attributes: [UICollectionViewLayoutAttributes] = []
        for _ in 0..<6 {
            layout.prepareIfNeeded()
            syncOrthogonalScrollers()
            updateContentSize()
            attributes = layout.layoutAttributesForElements(in: visibleRect) ?? []
            let anchor = anchorElement()
            let sized = show(attributes)
            guard sized else { break }
            layout.needsPrepare = true
            layout.prepareIfNeeded()
            syncOrthogonalScrollers()
            updateContentSize(keepingEnd: false)
            if let anchor, let frame = self.frame(of: anchor.key) {
                let shift = CGPoint(x: frame.minX - anchor.origin.x, y: frame.minY - anchor.origin.y)
                if shift != .zero { moveOffsetKeepingAnchor(by: shift) }
            }
        }
        place(layout.layoutAttributesForElements(in: visibleRect) ?? attributes)
    }

    /// The content size the layout gives. A layout that starts at its end keeps the offset's distance from the
    /// content's right end (unless `keepingEnd` is false: the anchoring after self-sizing moves it then).
    private func updateContentSize(keepingEnd: Bool = true) {
        let size = collectionViewLayout.collectionViewContentSize
        guard storedContentSize != size else { return }
        let gap = max(0, storedContentSize.width - contentOffset.x - bounds.width)
        contentSize = size
        if keepingEnd && collectionViewLayout.startsAtEnd {
            moveOffsetKeepingAnchor(by: CGPoint(x: size.width - bounds.width - gap - contentOffset.x, y: 0))
        }
    }

    /// The element's frame in the layout now.
    func frame(of key: ElementKey) -> CGRect? {
        if let kind = key.kind {
            return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)?.frame
        }
        return collectionViewLayout.layoutAttributesForItem(at: key.indexPath)?.frame
    }

    /// The first shown element that meets the bounds, and where it is (pinned headers and footers stay where
    /// the bounds are: they anchor nothing).
    private func anchorElement() -> (key: ElementKey, origin: CGPoint)? {
        for entry in displayed where entry.view.superview === self && entry.view.frame.intersects(bounds) {
            if let kind = entry.key.kind, collectionViewLayout.isPinned(kind: kind, at: entry.key.indexPath) {
                continue
            }
            return (entry.key, entry.view.frame.origin)
        }
        return nil
    }

    /// Moves the offset by `shift` without asking for another pass, clamped to the content.
    private func moveOffsetKeepingAnchor(by shift: CGPoint) {
        isAnchoring = true
        defer { isAnchoring = false }
        contentOffset = clampedContentOffset(CGPoint(x: contentOffset.x + shift.x, y: contentOffset.y + shift.y))
    }

    /// Makes `displayed` the views of `attributes`' elements (recycling the rest); returns whether a new cell's
    /// preferred size changed the layout.
    private func show(_ attributes: [UICollectionViewLayoutAttributes]) -> Bool {
        var index: [ElementKey: Int] = [:]  // look-ups only
        for (i, entry) in displayed.enumerated() { index[entry.key] = i }
        var kept = Array(repeating: false, count: displayed.count)
        for a in attributes where !a.isHidden {
            if let i = index[ElementKey(kind: a.representedElementKind, indexPath: a.indexPath)] { kept[i] = true }
        }
        // Views that left go to the reuse queues first, so the ones coming in reuse them.
        for (i, entry) in displayed.enumerated() where !kept[i] { recycle(entry) }
        var next: [(key: ElementKey, view: UICollectionReusableView)] = []
        var sized = false
        for a in attributes where !a.isHidden {
            let key = ElementKey(kind: a.representedElementKind, indexPath: a.indexPath)
            if let i = index[key], kept[i] {
                kept[i] = false  // taken (an element listed twice gets a second view)
                next.append(displayed[i])
                continue
            }
            guard let view = makeView(for: a) else { continue }
            next.append((key, view))
            // Cells, and supplementary views the layout leaves sides to (a compositional estimated header).
            if key.kind == nil || !(a.selfSizingAxes ?? []).isEmpty {
                let preferred = view.preferredLayoutAttributesFitting(a)
                if preferred.frame != a.frame,
                    collectionViewLayout.shouldInvalidateLayout(
                        forPreferredLayoutAttributes: preferred, withOriginalAttributes: a)
                {
                    sized = true
                }
            }
        }
        displayed = next
        return sized
    }

    /// The view for an element coming into view, added to the collection view at the element's frame.
    private func makeView(for a: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let view: UICollectionReusableView
        if let kind = a.representedElementKind {
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: a.indexPath)
        } else {
            let cell = dataSource.collectionView(self, cellForItemAt: a.indexPath)
            cell.owningCollection = self
            cell.isSelected = selectedItems.contains(a.indexPath)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: a.indexPath)
            view = cell
        }
        let container = container(for: ElementKey(kind: a.representedElementKind, indexPath: a.indexPath))
        if view.superview !== container { container.addSubview(view) }
        view.isHidden = false
        view.frame = localFrame(a.frame, in: container)
        view.apply(a)
        return view
    }

    /// Sends a view that left into its reuse queue (hidden, kept in the collection view).
    private func recycle(_ entry: (key: ElementKey, view: UICollectionReusableView)) {
        let view = entry.view
        if let cell = view as? UICollectionViewCell { cell.isHighlighted = false }
        guard let key = view.storedReuseKey else { return view.removeFromSuperview() }
        view.isHidden = true
        reuseQueues[key, default: []].append(view)
    }

    /// Recycles every shown view.
    func recycleAllDisplayed() {
        for entry in displayed { recycle(entry) }
        displayed.removeAll()
    }

    /// Moves the shown views to their frames; supplementary views above cells.
    private func place(_ attributes: [UICollectionViewLayoutAttributes]) {
        var frames: [ElementKey: UICollectionViewLayoutAttributes] = [:]  // look-ups only
        for a in attributes { frames[ElementKey(kind: a.representedElementKind, indexPath: a.indexPath)] = a }
        for entry in displayed {
            guard let a = frames[entry.key] ?? attributesNow(entry.key) else { continue }
            let container = container(for: entry.key)
            let frame = localFrame(a.frame, in: container)
            if entry.view.superview !== container { container.addSubview(entry.view) }
            if entry.view.frame != frame { entry.view.frame = frame }
            entry.view.alpha = a.alpha
            if a.zIndex > 0 { container.bringSubviewToFront(entry.view) }
        }
    }

    private func attributesNow(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
        if let kind = key.kind {
            return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)
        }
        return collectionViewLayout.layoutAttributesForItem(at: key.indexPath)
    }

    // MARK: Questions

    /// The items whose cells meet the bounds, in the layout's order.
    public var indexPathsForVisibleItems: [IndexPath] {
        displayed.filter { $0.key.kind == nil && isOnScreen($0.view) }.map(\.key.indexPath)
    }

    /// The cells of ``indexPathsForVisibleItems``.
    public var visibleCells: [UICollectionViewCell] {
        displayed.filter { $0.key.kind == nil && isOnScreen($0.view) }.compactMap {
            $0.view as? UICollectionViewCell
        }
    }

    /// The cell shown for the item at `indexPath`, or nil.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        displayed.first { $0.key.kind == nil && $0.key.indexPath == indexPath }?.view as? UICollectionViewCell
    }

    /// The supplementary view shown for `kind` at `indexPath`, or nil.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        displayed.first { $0.key.kind == kind && $0.key.indexPath == indexPath }?.view
    }

    /// The item `cell` shows, or nil.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        displayed.first { $0.view === cell }?.key.indexPath
    }

    /// The item at `point` (content coordinates), or nil.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        collectionViewLayout.prepareIfNeeded()
        let rect = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: rect)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// The item's layout attributes.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        reloadIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Scrolls so that the item shows at `scrollPosition` (clamped).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        for _ in 0..<3 {
            guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
            var offset = contentOffset
            if scrollPosition.contains(.top) { offset.y = frame.minY }
            if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
            if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
            if scrollPosition.contains(.left) { offset.x = frame.minX }
            if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
            if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
            contentOffset = clampedContentOffset(offset)
            layoutIfNeeded()
        }
    }

    // MARK: Selection

    /// The selected items, in the order they were selected (nil when none).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

    /// Selects the item (the delegate is not told).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { cellForItem(at: item)?.isSelected = false }
            selectedItems.removeAll()
            return
        }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { cellForItem(at: item)?.isSelected = false }
            selectedItems.removeAll { $0 != indexPath }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item (the delegate is not told).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    func cellPressBegan(_ cell: UICollectionViewCell) {
        guard allowsSelection, let indexPath = indexPath(for: cell) else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        cell.isHighlighted = true
    }

    func cellPressEnded(_ cell: UICollectionViewCell, inside: Bool) {
        let was = cell.isHighlighted
        cell.isHighlighted = false
        guard inside, was, let indexPath = indexPath(for: cell) else { return }
        let delegate = collectionDelegate
        if allowsMultipleSelection && selectedItems.contains(indexPath) {
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedItems where old != indexPath {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
