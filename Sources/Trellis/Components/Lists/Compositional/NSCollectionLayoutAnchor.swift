import Foundation

/// Where a supplementary item is attached to the item it decorates (UIKit's `NSCollectionLayoutAnchor`): an
/// edge, or a corner (two adjacent edges), and an offset from there.
///
/// As a supplementary item's ``NSCollectionLayoutSupplementaryItem/containerAnchor`` alone, the item sits
/// inside its container at those edges (a corner anchor puts the supplementary's corner on the container's
/// corner; an edge anchor centers it along that edge; no edge: centered), then moves by the offset: points,
/// or fractions of the supplementary item's own width and height (`fractionalOffset` (0.3, −0.3) on the top
/// trailing corner pushes a badge 30 % of its width out past the trailing edge and 30 % of its height above
/// the top). Leading is the left edge left to right and the right edge right to left, and a horizontal offset
/// is mirrored with it.
public final class NSCollectionLayoutAnchor: Sendable {
    /// The edges attached to (one edge, or two adjacent ones for a corner; none: the center).
    public let edges: NSDirectionalRectEdge
    /// The offset from the anchored place: points when ``isAbsoluteOffset``, else fractions of the
    /// supplementary item's size.
    public let offset: CGPoint
    /// Whether ``offset`` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether ``offset`` is in fractions of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor at `edges`, not offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }
    /// An anchor at `edges`, moved by `absoluteOffset` points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
    }
    /// An anchor at `edges`, moved by `fractionalOffset` times the supplementary item's width and height.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
    }

    /// The anchored point of a `size` placed with its origin at zero (left to right): 0, the middle or the
    /// far side along each axis, plus the offset in points.
    func point(in size: CGSize, supplementary: CGSize) -> CGPoint {
        let x =
            edges.contains(.leading) ? 0 : edges.contains(.trailing) ? size.width : size.width / 2
        let y = edges.contains(.top) ? 0 : edges.contains(.bottom) ? size.height : size.height / 2
        let d =
            isAbsoluteOffset
            ? offset : CGPoint(x: offset.x * supplementary.width, y: offset.y * supplementary.height)
        return CGPoint(x: x + d.x, y: y + d.y)
    }
}
