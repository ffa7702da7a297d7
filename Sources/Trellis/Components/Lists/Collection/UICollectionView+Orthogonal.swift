import Foundation

/// The scroll view an orthogonal section's cells live in (UIKit embeds one the same way): it scrolls across the
/// collection view's axis, and a change of its offset lays the collection view out again.
final class OrthogonalScrollView: UIScrollView {
    weak var owner: UICollectionView?

    override var contentOffset: CGPoint {
        didSet { if oldValue != contentOffset { owner?.setNeedsLayout() } }
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
            let scroller = orthogonalScrollers[band.section] ?? makeOrthogonalScroller()
            if scroller.frame != band.frame { scroller.frame = band.frame }
            if scroller.contentSize != band.contentSize { scroller.contentSize = band.contentSize }
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

    /// The view an element's view belongs in: its section's scroll view, or the collection view.
    func container(for key: ElementKey) -> UIView {
        guard key.indexPath.count >= 1, let scroller = orthogonalScrollers[key.indexPath[0]] else { return self }
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
