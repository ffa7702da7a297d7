import Foundation

/// How a compositional section scrolls across the collection view's axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`). Any case but `.none` puts the section's groups
/// side by side across the collection view's axis in a scroll view of their own (wheel, trackpad and drag
/// scroll it). When a drag ends, `paging` snaps to a multiple of the section's visible length, `groupPaging`
/// to a group's leading edge at the section's leading inset, `groupPagingCentered` to a group centered — the
/// nearest, or after a flick the next one, at most one from where the drag started;
/// `continuousGroupLeadingBoundary` to the group leading edge nearest where its glide would have stopped;
/// `continuous` glides.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// One section of a compositional layout (UIKit's `NSCollectionLayoutSection`): its group repeated for the
/// section's items, the groups ``interGroupSpacing`` apart, inside ``contentInsets``.
open class NSCollectionLayoutSection {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups; the group's container is the collection view less these.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// The space between consecutive groups.
    open var interGroupSpacing: CGFloat = 0
    /// Whether the section scrolls across the collection view's axis (see the type for what Trellis supports).
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The section's headers and footers (see ``NSCollectionLayoutBoundarySupplementaryItem`` for where they go).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the headers and footers keep inside the section's insets across the scrolling axis (true, the
    /// default: their fractional dimensions are fractions of the section less its insets, and they start at its
    /// leading inset — top inset when scrolling horizontally); false: they span the whole collection view
    /// across. Along the axis they come before and after the insets either way.
    open var supplementariesFollowContentInsets = true
    /// What ``contentInsets`` are measured from across the scrolling axis (`automatic`, the default: the layout
    /// configuration's reference).
    open var contentInsetsReference = UIContentInsetsReference.automatic

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
