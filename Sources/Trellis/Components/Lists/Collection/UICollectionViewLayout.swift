import Foundation

/// Decides where a collection view's cells and supplementary views go (UIKit's `UICollectionViewLayout`):
/// subclass it, or use ``UICollectionViewFlowLayout``.
///
/// The collection view calls ``prepare()`` after the layout was invalidated, then asks for the content size
/// and for the attributes of the elements in the rect it shows. Self-sizing: a cell's
/// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)`` is offered to
/// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``; when that says yes, the
/// layout was given the size and is prepared again.
open class UICollectionViewLayout {
    /// The collection view using the layout.
    public internal(set) weak var collectionView: UICollectionView?

    public init() {}

    /// Computes what the layout needs before questions are asked (override point; the default does nothing).
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the elements that intersect `rect`, in drawing order.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the bounds to `newBounds` needs a new layout (default: when the size changes).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? .zero)
    }

    /// Whether a cell's preferred attributes (its self-sized frame) change the layout; a layout that returns
    /// true records the size. The default: false.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Marks the layout as needing ``prepare()`` before the next question.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Whether the layout's frames are mirrored horizontally when the collection view's layout direction is not
    /// ``developmentLayoutDirection`` (UIKit's property; the default: false — the layout places everything
    /// itself. ``UICollectionViewFlowLayout`` says true).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's frames are written for (UIKit's property; Trellis's development region reads
    /// left to right).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the frames are to be mirrored now: the layout flips, and the collection view's direction is the
    /// other one.
    var isFlippedHorizontally: Bool {
        guard flipsHorizontallyInOppositeLayoutDirection, let cv = collectionView else { return false }
        return cv.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
    }

    /// The content offset to stop at for a proposed one (override point for paging layouts).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Carries what the layout knows per item through a batch update (`plan`: where each item after it comes
    /// from). The default keeps nothing.
    func carryThrough(_ plan: TableUpdatePlan) {}

    /// The collection view changed size: forgets the sizes cells gave, if they depend on it; returns whether
    /// it did (the cells in view are then measured again). The default keeps them.
    func dropMeasuredSizes() -> Bool { false }

    /// The sections that scroll across the collection view's axis, each shown in a scroll view of its own over
    /// `frame` (content coordinates; its cells' frames are unscrolled). The default: none.
    var orthogonalBands: [OrthogonalBand] { [] }

    /// Whether the supplementary view of `kind` at `indexPath` follows the visible bounds (a pinned header: it
    /// never anchors the content offset). The default: false.
    func isPinned(kind: String, at indexPath: IndexPath) -> Bool { false }

    /// Whether the supplementary view of `kind` at `indexPath` is attached to its item (a badge: it lives with
    /// the item's cell, in an orthogonal section's scroll view). The default: false.
    func isAttachedToItem(kind: String, at indexPath: IndexPath) -> Bool { false }

    /// Whether the content starts at its right end (a right-to-left horizontally scrolling layout): the
    /// collection view starts there, and keeps its distance from that end when the content's width changes.
    /// The default: false.
    var startsAtEnd: Bool { false }

    /// Whether ``prepare()`` must run before the next question.
    var needsPrepare = true

    /// Prepares if needed.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}

/// A section that scrolls across its collection view's axis: where its scroll view is, and how much it holds.
struct OrthogonalBand: Equatable {
    var section: Int
    var frame: CGRect
    var contentSize: CGSize
    /// How it scrolls, and where it comes to rest after a drag (see ``OrthogonalScrollView``).
    var behavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
    var restingOffsets: [CGFloat] = []
    /// Whether it scrolls horizontally (in a vertically scrolling collection view).
    var scrollsHorizontally = true
    /// Whether it starts scrolled to its end (a right-to-left section, whose leading edge is on the right).
    var startsAtEnd = false
}
