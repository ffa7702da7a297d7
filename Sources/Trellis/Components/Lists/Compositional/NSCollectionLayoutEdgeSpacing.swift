import Foundation

/// Space outside an item or nested group on each side, taken from its group's room (UIKit's
/// `NSCollectionLayoutEdgeSpacing`). Fixed spacing is added first; the group's room left over along its axis is
/// then shared equally between the flexible edges and flexible inter-item gaps (an item with flexible leading
/// and trailing edges is centered); across the axis a flexible edge takes the room the item leaves (both:
/// centered). The spacing of a section's top-level group is ignored.
public final class NSCollectionLayoutEdgeSpacing: Sendable {
    /// The space before the leading edge (nil: none).
    public let leading: NSCollectionLayoutSpacing?
    /// The space above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// The space after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The space below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing of the given sides (nil: none on that side).
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
