import Foundation

/// One cell's place in a compositional layout (UIKit's `NSCollectionLayoutItem`): its size in the enclosing
/// group, and insets that shrink the cell inside that place.
open class NSCollectionLayoutItem {
    /// The item's size, relative to the enclosing group's content.
    public let layoutSize: NSCollectionLayoutSize
    /// Space taken from the item's place after it is positioned: the cell is smaller by these, the place (and
    /// so the items around it) is not. Ignored along an axis whose dimension is estimated (UIKit's rule).
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space outside the item in its group (see ``NSCollectionLayoutEdgeSpacing``; nil: none).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// The supplementary items attached to the item's cell (badges; see ``NSCollectionLayoutSupplementaryItem``).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` decorated by `supplementaryItems`.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
