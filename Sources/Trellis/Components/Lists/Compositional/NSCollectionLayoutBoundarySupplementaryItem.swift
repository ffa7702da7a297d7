import Foundation

/// A header or footer of a compositional section or of the whole layout (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`), shown by the view the data source gives for its
/// ``NSCollectionLayoutSupplementaryItem/elementKind`` at index path (0, section) — (0, 0) for the layout's.
///
/// Its ``alignment`` puts it on an edge or corner of the section. On the edge where the section starts along
/// the scrolling axis (top when scrolling vertically, leading when horizontally) an item that
/// ``extendsBoundary`` comes before the section's content (items stacking in order); on the end edge, after
/// it; otherwise it lies over the section. Across the axis it is placed inside the section's content insets
/// and its fractional dimensions are relative to the section less those insets (unless the section's
/// ``NSCollectionLayoutSection/supplementariesFollowContentInsets`` is false: then the whole collection view
/// across); its own ``NSCollectionLayoutItem/contentInsets`` shrink its view inside its place. An estimated dimension is the estimate until its view shows, then
/// the size the view's Auto Layout content needs, as for cells. A ``pinToVisibleBounds`` item on the start
/// edge stays at the visible top while its section is on screen and is pushed away as the section ends (by the
/// next section's header); one on the end edge stays at the visible bottom.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge or corner of the section (or layout) the item is attached to.
    public let alignment: NSRectAlignment
    /// Moves the item from its aligned place (points, in the collection view's axes).
    public let offset: CGPoint
    /// Whether the item takes room of its own on its edge (true by default) rather than lying over the content.
    open var extendsBoundary = true
    /// Whether the item stays in view while its section is on screen (a sticky header or footer).
    open var pinToVisibleBounds = false

    /// A supplementary item of `elementKind`, `layoutSize`, at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A supplementary item of `elementKind`, `layoutSize`, at `alignment`, moved by `absoluteOffset`.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges, absoluteOffset: absoluteOffset),
            itemAnchor: nil)
    }
}
