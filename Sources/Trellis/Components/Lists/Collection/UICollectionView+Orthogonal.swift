import Foundation

/// The scroll view an orthogonal section's cells live in (UIKit embeds one the same way): it scrolls across the
/// collection view's axis, and a change of its offset lays the collection view out again. A paging section
/// snaps when a drag ends: by its own length (`paging`, the scroll view's paging), or to the group resting
/// offsets of its band (`groupPaging`, `groupPagingCentered`; `continuousGroupLeadingBoundary` to the one
/// nearest where its glide would stop).
final class OrthogonalScrollView: UIScrollView {
    weak var owner: UICollectionView?
    /// Where a group paging section comes to rest across (ascending; empty: it glides or pages by its length).
    var restingOffsets: [CGFloat] = []
    /// Whether the section scrolls horizontally (the collection view scrolls vertically).
    var scrollsHorizontally = true
    /// Whether the section glides to the resting offset nearest where its glide would stop, however far
    /// (`continuousGroupLeadingBoundary`), rather than paging one group at a time.
    var glidesToRest = false

    override var contentOffset: CGPoint {
        didSet { if oldValue != contentOffset { owner?.setNeedsLayout() } }
    }

    /// A group paging section rests on the resting offset nearest to where the drag let go, or after a flick
    /// the next one its way — at most one group from where the drag started (UIKit's group paging).
    override func restingOffsetAfterDrag(velocity: CGPoint, from start: CGPoint) -> CGPoint? {
        guard !restingOffsets.isEmpty else { return super.restingOffsetAfterDrag(velocity: velocity, from: start) }
        let along: (CGPoint) -> CGFloat = { [scrollsHorizontally] in scrollsHorizontally ? $0.x : $0.y }
        let offset = along(contentOffset), v = -along(velocity)  // the offset moves against the finger
        let snaps = restingOffsets.map { along(clampedContentOffset(point(along: $0))) }
        let nearest = { (x: CGFloat) in snaps.indices.min { abs(snaps[$0] - x) < abs(snaps[$1] - x) }! }
        let startIndex = nearest(along(start))
        var target: Int
        if glidesToRest {
            let rate = Double(decelerationRate.rawValue)
            target = nearest(offset + CGFloat(ScrollMotion.glideDistance(speed: Double(v), rate: rate)))
        } else if v > UIScrollView.pagingFlickVelocity {
            target = min(snaps.firstIndex { $0 > offset } ?? snaps.count - 1, startIndex + 1)
        } else if v < -UIScrollView.pagingFlickVelocity {
            target = max(snaps.lastIndex { $0 < offset } ?? 0, startIndex - 1)
        } else {
            target = nearest(offset)
        }
        target = min(max(target, 0), snaps.count - 1)
        return point(along: snaps[target])
    }

    /// The content offset `x` along the section's axis (zero across it).
    private func point(along x: CGFloat) -> CGPoint {
        scrollsHorizontally ? CGPoint(x: x, y: 0) : CGPoint(x: 0, y: x)
    }
}

// Orthogonal sections: a scroll view per section over its band; the section's views are its subviews, placed
// at their unscrolled frames relative to the band.
extension UICollectionView {
    /// How far the orthogonal section `section` is scrolled (zero for other sections).
    func orthogonalOffset(ofSection section: Int) -> CGPoint {
        orthogonalScrollers[section]?.contentOffset ?? .zero
    }

    /// Makes the scroll views match the layout's orthogonal bands (new ones start unscrolled; a section that
    /// stops being orthogonal loses its scroll view, its views going back to the collection view).
    func syncOrthogonalScrollers() {
        let bands = collectionViewLayout.orthogonalBands
        guard bands != orthogonalBands else { return }
        if bands.map(\.section) != orthogonalBands.map(\.section) { recycleAllDisplayed() }
        orthogonalBands = bands
        var next: [Int: OrthogonalScrollView] = [:]
        for band in bands {
            let existing = orthogonalScrollers[band.section]
            let scroller = existing ?? makeOrthogonalScroller()
            if scroller.frame != band.frame { scroller.frame = band.frame }
            if scroller.contentSize != band.contentSize { scroller.contentSize = band.contentSize }
            if existing == nil && band.startsAtEnd {
                scroller.contentOffset = CGPoint(x: max(0, band.contentSize.width - band.frame.width), y: 0)
            }
            scroller.isPagingEnabled = band.behavior == .paging
            scroller.restingOffsets = band.restingOffsets
            scroller.glidesToRest = band.behavior == .continuousGroupLeadingBoundary
            scroller.scrollsHorizontally = band.scrollsHorizontally
            scroller.contentOffset = scroller.clampedContentOffset(scroller.contentOffset)
            next[band.section] = scroller
        }
        for band in unusedScrollers(keeping: next) { band.removeFromSuperview() }
        orthogonalScrollers = next
    }

    /// The scroll views no longer used, in section order.
    private func unusedScrollers(keeping next: [Int: OrthogonalScrollView]) -> [OrthogonalScrollView] {
        orthogonalScrollers.keys.sorted().compactMap { next[$0] == nil ? orthogonalScrollers[$0] : nil }
    }

    private func makeOrthogonalScroller() -> OrthogonalScrollView {
        let scroller = OrthogonalScrollView(frame: .zero)
        scroller.owner = self
        scroller.backgroundColor = nil
        scroller.showsHorizontalScrollIndicator = false
        scroller.showsVerticalScrollIndicator = false
        insertSubview(scroller, at: 0)
        return scroller
    }

    /// The view an element's view belongs in: its section's scroll view for a cell or a supplementary attached
    /// to an item, or the collection view (headers and footers do not scroll with an orthogonal section).
    func container(for key: ElementKey) -> UIView {
        guard key.indexPath.count >= 1, let scroller = orthogonalScrollers[key.indexPath[0]] else { return self }
        if let kind = key.kind, !collectionViewLayout.isAttachedToItem(kind: kind, at: key.indexPath) { return self }
        return scroller
    }

    /// An element's frame in its container (the layout's frame less the band's origin in a scroll view).
    func localFrame(_ frame: CGRect, in container: UIView) -> CGRect {
        container === self ? frame : frame.offsetBy(dx: -container.frame.minX, dy: -container.frame.minY)
    }

    /// Whether a shown view meets the collection view's bounds where the user sees it.
    func isOnScreen(_ view: UIView) -> Bool {
        view.superview === self ? view.frame.intersects(bounds) : view.convert(view.bounds, to: self).intersects(bounds)
    }
}
