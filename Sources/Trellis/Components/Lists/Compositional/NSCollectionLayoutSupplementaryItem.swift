import Foundation

/// A supplementary view attached to an item (UIKit's `NSCollectionLayoutSupplementaryItem`): a badge on a
/// cell's corner, a frame around it. Give it to the item (``NSCollectionLayoutItem/init(layoutSize:supplementaryItems:)``);
/// the data source is asked for a view of ``elementKind`` at the item's index path.
///
/// Its size's fractional dimensions are fractions of the item's cell (the item's place less its content
/// insets); it is placed by its anchors on that cell (see ``NSCollectionLayoutAnchor``): with a
/// ``containerAnchor`` alone it sits inside the cell at the anchor's edges, then moves by the anchor's offset;
/// with an ``itemAnchor`` too, its own point at the item anchor's edges (and offset) is put on the cell's
/// point at the container anchor's. It lies over the items and takes no room; its ``contentInsets`` shrink the
/// view inside its place. ``zIndex`` orders it against the cells (0) and the other supplementary views. An
/// estimated dimension stays the estimate (such items do not size themselves). The subclass
/// ``NSCollectionLayoutBoundarySupplementaryItem`` is a section's or the layout's header or footer.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source's `collectionView(_:viewForSupplementaryElementOfKind:at:)` is asked for; unique
    /// among the supplementary items of a section and of the layout.
    public let elementKind: String
    /// Where on the item the supplementary item is attached.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary item goes on the container anchor's point (nil: the same edges, so the
    /// item lies inside them).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Which element is drawn above which: 1 by default, above cells (0).
    open var zIndex = 1

    /// A supplementary item of `elementKind` and `layoutSize` inside the item at `containerAnchor`.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item of `elementKind` and `layoutSize` whose point at `itemAnchor` is put on the item's
    /// point at `containerAnchor`.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
            itemAnchor: Optional(itemAnchor))
    }

    init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The frame of a supplementary item of `size` anchored on `container` (left to right).
    func frame(size: CGSize, on container: CGRect) -> CGRect {
        let on = containerAnchor.point(in: container.size, supplementary: size)
        let own = (itemAnchor ?? NSCollectionLayoutAnchor(edges: containerAnchor.edges)).point(
            in: size, supplementary: size)
        return CGRect(
            x: container.minX + on.x - own.x, y: container.minY + on.y - own.y, width: size.width,
            height: size.height)
    }
}
