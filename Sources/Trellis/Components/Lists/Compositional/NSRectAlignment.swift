import Foundation

/// Where a supplementary item sits on the edge of what it is attached to (UIKit's `NSRectAlignment`): an edge
/// (centered along it), a corner, or `none`.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Whether the alignment touches the top edge.
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// Whether the alignment touches the bottom edge.
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
    /// Whether the alignment touches the leading edge.
    var isLeading: Bool { self == .leading || self == .topLeading || self == .bottomLeading }
    /// Whether the alignment touches the trailing edge.
    var isTrailing: Bool { self == .trailing || self == .topTrailing || self == .bottomTrailing }

    /// The edges the alignment touches.
    var edges: NSDirectionalRectEdge {
        var e: NSDirectionalRectEdge = []
        if isTop { e.insert(.top) }
        if isBottom { e.insert(.bottom) }
        if isLeading { e.insert(.leading) }
        if isTrailing { e.insert(.trailing) }
        return e
    }

    /// The origin of a `size` aligned in `rect` (left-to-right: leading is the left edge); centered along
    /// the edges it does not touch.
    func origin(of size: CGSize, in rect: CGRect) -> CGPoint {
        let x = isLeading ? rect.minX : isTrailing ? rect.maxX - size.width : rect.midX - size.width / 2
        let y = isTop ? rect.minY : isBottom ? rect.maxY - size.height : rect.midY - size.height / 2
        return CGPoint(x: x, y: y)
    }
}
