import Foundation

/// Items (or nested groups) along one axis (UIKit's `NSCollectionLayoutGroup`).
///
/// A group made with `subitems` repeats them, in order, while the next one fits along its axis (at least
/// once); when its length along the axis is estimated it holds each subitem once and is as long as they are.
/// A group made with `subitem` and `count` holds `count` of it and gives each an equal share of its length
/// less the spacing, whatever the subitem's own dimension along the axis says. Across the axis a group whose
/// dimension is estimated is as thick as its thickest subitem. Subitems sit at the group's top (horizontal)
/// or leading edge (vertical). A section repeats its group for as many items as it has; the last group may
/// be partly filled and keeps its size.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The axis the subitems follow.
    enum Axis {
        case horizontal, vertical
    }

    let axis: Axis
    /// The subitems, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// With ``subitems`` a single item: how many the group holds (nil: as many as fit).
    let count: Int?
    /// The space between subitems along the axis (nil: none).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group of `subitems` side by side, repeated while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// A group of `count` equally wide `subitem`s side by side.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// A group of `count` `subitem`s side by side (iOS 16's name; the same as ``horizontal(layoutSize:subitem:count:)``).
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }
    /// A group of `subitems` one above the other, repeated while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// A group of `count` equally tall `subitem`s one above the other.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// A group of `count` `subitem`s one above the other (iOS 16's name).
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}
