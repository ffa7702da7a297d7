import Foundation

/// One boundary supplementary item laid out: where it is unpinned, and how it follows the visible bounds.
struct CompositionalSupplementaryFrame {
    /// Which visible edge a pinned item keeps to along the scrolling axis.
    enum Pin {
        case none, start, end
    }

    var kind: String
    /// Its frame in the collection view's content, unpinned.
    var frame: CGRect
    var zIndex: Int
    /// The sides its view sizes itself (estimated dimensions).
    var selfSizing: SelfSizingAxes
    var pin = Pin.none

    /// Its frame with the visible part of the collection view's content spanning `visible` along the scrolling
    /// axis (`vertical`), kept inside `bounds` — its section's (or the layout's) extent along that axis: a
    /// start-pinned item no higher than its place and keeping its distance from the section's start below the
    /// visible start, pushed up as the section's end comes; an end-pinned item the mirror image.
    func pinned(visible: Range<CGFloat>, bounds: Range<CGFloat>, vertical: Bool) -> CGRect {
        let origin = vertical ? frame.minY : frame.minX
        let length = vertical ? frame.height : frame.width
        var along = origin
        switch pin {
        case .none: return frame
        case .start:
            let stuck = min(visible.lowerBound + (origin - bounds.lowerBound), bounds.upperBound - length)
            along = max(origin, stuck)
        case .end:
            let gap = bounds.upperBound - (origin + length)
            let stuck = max(visible.upperBound - gap - length, bounds.lowerBound)
            along = min(origin, stuck)
        }
        var f = frame
        if vertical { f.origin.y = along } else { f.origin.x = along }
        return f
    }
}

/// Places the boundary supplementary items of a section (or of the whole layout) around its content: sizes
/// first (so the content knows where it starts), then frames once the content's extent is known.
struct BoundaryPlacement {
    let items: [NSCollectionLayoutBoundarySupplementaryItem]
    let vertical: Bool
    /// The length across the scrolling axis the items are placed in (the section less its insets).
    let across: CGFloat
    /// Per item: its size, and the sides it sizes itself.
    private(set) var sizes: [CGSize] = []
    private(set) var selfSizing: [SelfSizingAxes] = []
    /// The room the items extending the start (end) edge take along the scrolling axis.
    private(set) var startLength: CGFloat = 0
    private(set) var endLength: CGFloat = 0

    /// Sizes `items` in `container` (fractions of it), `preferred` standing for their estimated sides.
    init(items: [NSCollectionLayoutBoundarySupplementaryItem], preferred: [CGSize?], container: CGSize, vertical: Bool)
    {
        self.items = items
        self.vertical = vertical
        across = vertical ? container.width : container.height
        for (i, item) in items.enumerated() {
            var size = item.layoutSize.resolve(in: container)
            var axes: SelfSizingAxes = []
            if item.layoutSize.widthDimension.isEstimated { axes.insert(.width) }
            if item.layoutSize.heightDimension.isEstimated { axes.insert(.height) }
            if i < preferred.count, let p = preferred[i] {
                if axes.contains(.width) { size.width = p.width }
                if axes.contains(.height) { size.height = p.height }
            }
            size = CGSize(width: clean(size.width), height: clean(size.height))
            sizes.append(size)
            selfSizing.append(axes)
            guard item.extendsBoundary else { continue }
            if isStartEdge(item.alignment) {
                startLength += vertical ? size.height : size.width
            } else if isEndEdge(item.alignment) {
                endLength += vertical ? size.height : size.width
            }
        }
    }

    /// Whether `alignment` is on the edge where the section starts along the scrolling axis.
    private func isStartEdge(_ alignment: NSRectAlignment) -> Bool { vertical ? alignment.isTop : alignment.isLeading }
    /// Whether `alignment` is on the edge where the section ends.
    private func isEndEdge(_ alignment: NSRectAlignment) -> Bool {
        vertical ? alignment.isBottom : alignment.isTrailing
    }

    /// The items' frames for a section from `start` whose content spans `content` along the scrolling axis and
    /// whose items begin `acrossStart` in across it: extending items stacked in order before and after the
    /// content, the others aligned on the whole section.
    func frames(start: CGFloat, content: Range<CGFloat>, across acrossStart: CGFloat)
        -> [CompositionalSupplementaryFrame]
    {
        var before = start, after = content.upperBound
        let end = content.upperBound + endLength
        return items.enumerated().map { i, item in
            let size = sizes[i]
            let length = vertical ? size.height : size.width
            var slot = start..<end
            let startEdge = isStartEdge(item.alignment), endEdge = isEndEdge(item.alignment)
            if item.extendsBoundary && startEdge {
                slot = before..<before + length
                before += length
            } else if item.extendsBoundary && endEdge {
                slot = after..<after + length
                after += length
            }
            let rect =
                vertical
                ? CGRect(x: acrossStart, y: slot.lowerBound, width: across, height: slot.upperBound - slot.lowerBound)
                : CGRect(x: slot.lowerBound, y: acrossStart, width: slot.upperBound - slot.lowerBound, height: across)
            var origin = item.alignment.origin(of: size, in: rect)
            origin.x += item.offset.x
            origin.y += item.offset.y
            let pin: CompositionalSupplementaryFrame.Pin =
                !item.pinToVisibleBounds ? .none : startEdge ? .start : endEdge ? .end : .none
            // Its content insets shrink the view in its place (not on the sides it sizes itself).
            let frame = item.contentInsets.inset(
                CGRect(origin: origin, size: size), width: !selfSizing[i].contains(.width),
                height: !selfSizing[i].contains(.height))
            return CompositionalSupplementaryFrame(
                kind: item.elementKind, frame: frame, zIndex: item.zIndex,
                selfSizing: selfSizing[i], pin: pin)
        }
    }
}
