import Foundation

/// A supplementary view's place in a compositional layout (UIKit's `NSCollectionLayoutSupplementaryItem`): a
/// size and the element kind the data source is asked for. Trellis lays out its subclass
/// ``NSCollectionLayoutBoundarySupplementaryItem`` (headers and footers).
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source's `collectionView(_:viewForSupplementaryElementOfKind:at:)` is asked for; unique
    /// among the supplementary items of a section and of the layout.
    public let elementKind: String
    /// Which element is drawn above which: 1 by default, above cells (0).
    open var zIndex = 1

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}
