import Foundation

/// Which sides of a cell the layout leaves to the cell (estimated dimensions): the cell is measured with the
/// other sides fixed.
struct SelfSizingAxes: OptionSet, Sendable {
    let rawValue: UInt8
    static let width = SelfSizingAxes(rawValue: 1)
    static let height = SelfSizingAxes(rawValue: 2)
}

/// The frames of one compositional section: every item's, and each group's with the items it holds (groups in
/// order along the scrolling axis, so a rect is answered by a binary search).
struct CompositionalSectionFrames {
    /// Per item: its frame in the collection view's content.
    var items: [CGRect] = []
    /// Per item: the sides its cell sizes itself.
    var selfSizing: [SelfSizingAxes] = []
    /// Per top-level group: its place (grown to cover its items), and the items it holds.
    var groups: [(frame: CGRect, items: Range<Int>)] = []
    /// The section's extent along the scrolling axis, insets and boundary supplementary items included.
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// The extent of its content (insets included; an orthogonal section's band).
    var contentStart: CGFloat = 0
    var contentEnd: CGFloat = 0
    /// Its boundary supplementary items, in the section's order.
    var supplementaries: [CompositionalSupplementaryFrame] = []
    /// For a section that scrolls across the collection view's axis: its content's length across (insets
    /// included); its groups follow one another across, and are ordered that way. Nil: not orthogonal.
    var orthogonalLength: CGFloat?
    /// For an orthogonal section: how it scrolls, and its leading inset across (where a group paging section
    /// rests its groups' leading edges).
    var orthogonalBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    var orthogonalLeadingInset: CGFloat = 0
    /// Whether the section was mirrored for a right-to-left layout (its leading edges are on the right).
    var rightToLeft = false
    /// The supplementary items attached to items, in item order, and the farthest any reaches outside its
    /// item's cell (a search for the elements in a rect is widened by it).
    var itemSupplementaries: [CompositionalItemSupplementary] = []
    var supplementaryReach: CGFloat = 0

    /// The range of ``itemSupplementaries`` attached to the items `items` (a binary search: they are in item
    /// order).
    func supplementaries(of items: Range<Int>) -> Range<Int> {
        let list = itemSupplementaries
        func lowerBound(_ item: Int) -> Int {
            var low = 0, high = list.count
            while low < high {
                let mid = (low + high) / 2
                if list[mid].item < item { low = mid + 1 } else { high = mid }
            }
            return low
        }
        guard !list.isEmpty else { return 0..<0 }
        return lowerBound(items.lowerBound)..<lowerBound(items.upperBound)
    }

    /// The frame of the item supplementary at `index` in ``itemSupplementaries``.
    func supplementaryFrame(_ index: Int) -> CGRect {
        let s = itemSupplementaries[index]
        return s.place.offsetBy(dx: items[s.item].minX, dy: items[s.item].minY)
    }

    /// The offsets across at which an orthogonal section shown `length` long comes to rest after a drag, in
    /// order: a group's leading edge at the leading inset (`groupPaging`, `continuousGroupLeadingBoundary`), a
    /// group centered (`groupPagingCentered`); empty for the other behaviors (`paging` pages by the length
    /// itself).
    func restingOffsets(length: CGFloat, vertical: Bool) -> [CGFloat] {
        let leading: (CGRect) -> CGFloat = { vertical ? $0.minX : $0.minY }
        let extent: (CGRect) -> CGFloat = { vertical ? $0.width : $0.height }
        switch orthogonalBehavior {
        case .groupPaging, .continuousGroupLeadingBoundary:
            // Right to left: the group's right edge at the band's right less the leading inset.
            return groups.map {
                rightToLeft
                    ? $0.frame.maxX + orthogonalLeadingInset - length : leading($0.frame) - orthogonalLeadingInset
            }
        case .groupPagingCentered: return groups.map { leading($0.frame) + extent($0.frame) / 2 - length / 2 }
        case .none, .continuous, .paging: return []
        }
    }
}

extension CompositionalSectionFrames {
    /// Mirrors a vertically scrolling section for a right-to-left layout in a collection view `width` wide: its
    /// items and groups across the width (an orthogonal section's across its content's length, its groups
    /// reordered so they still ascend), its boundary items across the width.
    mutating func mirror(width: CGFloat) {
        let across = orthogonalLength ?? width
        let flip = { (r: CGRect, w: CGFloat) in CGRect(x: w - r.maxX, y: r.minY, width: r.width, height: r.height) }
        flipItemSupplementaries()
        items = items.map { flip($0, across) }
        groups = groups.map { (flip($0.frame, across), $0.items) }
        if orthogonalLength != nil { groups.reverse() }
        supplementaries = supplementaries.map {
            var s = $0
            s.frame = flip(s.frame, width)
            return s
        }
        rightToLeft = true
    }
}

extension CompositionalSectionFrames {
    /// Mirrors a horizontally scrolling section for a right-to-left layout whose content is `width` long: every
    /// frame across the content (the first section ends up at the right end), groups reordered so they still
    /// ascend along x (an orthogonal section's follow one another down, and keep their order), its extent
    /// flipped, and pinned headers and footers keeping to the other visible edge.
    mutating func mirror(contentWidth width: CGFloat) {
        let flip = { (r: CGRect) in CGRect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) }
        flipItemSupplementaries()
        items = items.map(flip)
        groups = groups.map { (flip($0.frame), $0.items) }
        if orthogonalLength == nil { groups.reverse() }
        supplementaries = supplementaries.map { $0.mirrored(flip) }
        (start, end) = (width - end, width - start)
        (contentStart, contentEnd) = (width - contentEnd, width - contentStart)
    }
}

extension CompositionalSectionFrames {
    /// Flips the item supplementaries within their cells' widths (their places are relative to the cells).
    fileprivate mutating func flipItemSupplementaries() {
        for k in itemSupplementaries.indices {
            let s = itemSupplementaries[k]
            itemSupplementaries[k].place.origin.x = items[s.item].width - s.place.maxX
        }
    }
}

extension CompositionalSupplementaryFrame {
    /// The item with its frame through `flip` (a mirror along the scrolling axis), pinned to the other edge.
    func mirrored(_ flip: (CGRect) -> CGRect) -> CompositionalSupplementaryFrame {
        var s = self
        s.frame = flip(frame)
        s.pin = pin == .start ? .end : pin == .end ? .start : .none
        return s
    }
}

/// A supplementary item attached to an item, laid out: its place relative to the item's cell (so that moving
/// or mirroring the cell carries it).
struct CompositionalItemSupplementary {
    var item: Int
    var kind: String
    /// Its frame, its origin relative to the cell's origin.
    var place: CGRect
    var zIndex: Int
}

/// Places a section's items into its repeated group: a pure function of the section's description, the
/// container, the item count and the sizes cells preferred (see ``NSCollectionLayoutGroup`` for the rules).
struct CompositionalPlacement {
    /// Sizes cells gave for their self-sizing sides (nil: not measured yet; the estimate stands).
    let preferred: [CGSize?]
    /// The section's item count.
    let count: Int
    private(set) var frames = CompositionalSectionFrames()

    init(preferred: [CGSize?], count: Int) {
        self.preferred = preferred
        self.count = count
        frames.items.reserveCapacity(count)
        frames.selfSizing.reserveCapacity(count)
    }

    /// The section's insets in effect: its content insets, plus across the scrolling axis those of its content
    /// insets reference.
    private var insets = NSDirectionalEdgeInsets.zero

    /// Lays out `section` from `start` along the scrolling axis (`vertical`) in a collection view of `size`: its
    /// start-edge boundary items, its content, its end-edge items; `supplementarySizes` are the sizes its
    /// boundary items' views preferred; `reference` the insets its content insets are measured from.
    mutating func layOut(
        _ section: NSCollectionLayoutSection, from start: CGFloat, vertical: Bool, in size: CGSize,
        supplementarySizes: [CGSize?], reference: NSDirectionalEdgeInsets = .zero
    ) {
        insets = section.contentInsets
        if vertical {
            insets.leading += reference.leading
            insets.trailing += reference.trailing
        } else {
            insets.top += reference.top
            insets.bottom += reference.bottom
        }
        let insets = self.insets
        let container = CGSize(
            width: clean(size.width - insets.leading - insets.trailing),
            height: clean(size.height - insets.top - insets.bottom))
        // Headers and footers not following the insets have the whole collection view across.
        let follows = section.supplementariesFollowContentInsets
        let acrossContainer =
            follows
            ? container
            : vertical
                ? CGSize(width: size.width, height: container.height)
                : CGSize(width: container.width, height: size.height)
        let boundary = BoundaryPlacement(
            items: section.boundarySupplementaryItems, preferred: supplementarySizes, container: acrossContainer,
            vertical: vertical)
        layOutContent(section, from: start + boundary.startLength, vertical: vertical, container: container)
        let across = !follows ? 0 : vertical ? insets.leading : insets.top
        frames.supplementaries = boundary.frames(
            start: start, content: frames.contentStart..<frames.contentEnd, across: across)
        frames.start = start
        frames.end = frames.contentEnd + boundary.endLength
    }

    /// Lays out the section's groups from `start`, in `container` (the collection view less the insets).
    private mutating func layOutContent(
        _ section: NSCollectionLayoutSection, from start: CGFloat, vertical: Bool, container: CGSize
    ) {
        let insets = self.insets
        frames.contentStart = start
        if section.orthogonalScrollingBehavior != .none {
            return layOutOrthogonally(section, from: start, vertical: vertical, container: container)
        }
        var cursor = start + (vertical ? insets.top : insets.leading)
        var first = true
        while frames.items.count < count {
            if !first { cursor += section.interGroupSpacing }
            first = false
            let origin = vertical ? CGPoint(x: insets.leading, y: cursor) : CGPoint(x: cursor, y: insets.top)
            let before = frames.items.count
            let placed = place(section.group, at: origin, container: container, forced: nil)
            guard frames.items.count > before else { break }  // a group that holds nothing: stop
            // The group's extent covers its items too (an item may be larger than its group).
            let extent = frames.items[before...].reduce(CGRect(origin: origin, size: placed)) { $0.union($1) }
            frames.groups.append((extent, before..<frames.items.count))
            cursor += vertical ? placed.height : placed.width
        }
        // Items no group could hold (a group without subitems) get empty frames where the section ends.
        while frames.items.count < count {
            frames.items.append(
                CGRect(origin: vertical ? CGPoint(x: 0, y: cursor) : CGPoint(x: cursor, y: 0), size: .zero))
            frames.selfSizing.append([])
        }
        frames.contentEnd = cursor + (vertical ? insets.bottom : insets.trailing)
    }

    /// An orthogonal section: its groups side by side across the scrolling axis (one line, as thick as its
    /// thickest group), inside the section's insets; the items left over when a group holds none get empty
    /// frames.
    private mutating func layOutOrthogonally(
        _ section: NSCollectionLayoutSection, from start: CGFloat, vertical: Bool, container: CGSize
    ) {
        let insets = self.insets
        let lineStart = start + (vertical ? insets.top : insets.leading)
        var cursor = vertical ? insets.leading : insets.top
        var thickness: CGFloat = 0
        var first = true
        while frames.items.count < count {
            if !first { cursor += section.interGroupSpacing }
            first = false
            let origin = vertical ? CGPoint(x: cursor, y: lineStart) : CGPoint(x: lineStart, y: cursor)
            let before = frames.items.count
            let placed = place(section.group, at: origin, container: container, forced: nil)
            guard frames.items.count > before else { break }
            let extent = frames.items[before...].reduce(CGRect(origin: origin, size: placed)) { $0.union($1) }
            frames.groups.append((extent, before..<frames.items.count))
            cursor += vertical ? placed.width : placed.height
            thickness = max(thickness, vertical ? placed.height : placed.width)
        }
        while frames.items.count < count {
            frames.items.append(
                CGRect(
                    origin: vertical ? CGPoint(x: cursor, y: lineStart) : CGPoint(x: lineStart, y: cursor), size: .zero)
            )
            frames.selfSizing.append([])
        }
        frames.orthogonalLength = cursor + (vertical ? insets.trailing : insets.bottom)
        frames.orthogonalBehavior = section.orthogonalScrollingBehavior
        frames.orthogonalLeadingInset = vertical ? insets.leading : insets.top
        frames.contentEnd = lineStart + thickness + (vertical ? insets.bottom : insets.trailing)
    }

    /// Places `item` (a leaf or a group) with its place's top-left corner at `origin`, its fractional dimensions
    /// taken from `container`; `forced` overrides its length along one axis (a `count` group's equal shares).
    /// Returns the size of its place.
    private mutating func place(
        _ item: NSCollectionLayoutItem, at origin: CGPoint, container: CGSize,
        forced: (axis: NSCollectionLayoutGroup.Axis, length: CGFloat)?
    ) -> CGSize {
        var size = item.layoutSize.resolve(in: container)
        size = CGSize(width: clean(size.width), height: clean(size.height))
        var estimated: SelfSizingAxes = []
        if item.layoutSize.widthDimension.isEstimated { estimated.insert(.width) }
        if item.layoutSize.heightDimension.isEstimated { estimated.insert(.height) }
        if let forced {
            if forced.axis == .horizontal {
                size.width = forced.length
                estimated.remove(.width)
            } else {
                size.height = forced.length
                estimated.remove(.height)
            }
        }
        guard let group = item as? NSCollectionLayoutGroup else {
            return placeLeaf(item, at: origin, size: size, estimated: estimated)
        }
        return placeGroup(group, at: origin, size: size, estimated: estimated)
    }

    /// A cell: the preferred size on its estimated sides, the content insets on the others.
    private mutating func placeLeaf(
        _ item: NSCollectionLayoutItem, at origin: CGPoint, size proposed: CGSize, estimated: SelfSizingAxes
    ) -> CGSize {
        var size = proposed
        let index = frames.items.count
        if let p = preferred[index] {
            if estimated.contains(.width) { size.width = clean(p.width) }
            if estimated.contains(.height) { size.height = clean(p.height) }
        }
        let frame = item.contentInsets.inset(
            CGRect(origin: origin, size: size), width: !estimated.contains(.width),
            height: !estimated.contains(.height))
        frames.items.append(frame)
        frames.selfSizing.append(estimated)
        for supplementary in item.supplementaryItems { attach(supplementary, to: index, cell: frame) }
        return size
    }

    /// Lays out `supplementary` on the cell of item `index` (at `cell`).
    private mutating func attach(_ supplementary: NSCollectionLayoutSupplementaryItem, to index: Int, cell: CGRect) {
        let resolved = supplementary.layoutSize.resolve(in: cell.size)
        let size = CGSize(width: clean(resolved.width), height: clean(resolved.height))
        var place = supplementary.frame(size: size, on: CGRect(origin: .zero, size: cell.size))
        place = supplementary.contentInsets.inset(
            place, width: !supplementary.layoutSize.widthDimension.isEstimated,
            height: !supplementary.layoutSize.heightDimension.isEstimated)
        frames.itemSupplementaries.append(
            CompositionalItemSupplementary(
                item: index, kind: supplementary.elementKind, place: place, zIndex: supplementary.zIndex))
        let reach = max(-place.minX, -place.minY, place.maxX - cell.width, place.maxY - cell.height)
        frames.supplementaryReach = max(frames.supplementaryReach, reach)
    }

    /// A group: its subitems one after another along its axis inside its content insets, then sized on its
    /// estimated sides by what it holds.
    private mutating func placeGroup(
        _ group: NSCollectionLayoutGroup, at origin: CGPoint, size proposed: CGSize, estimated: SelfSizingAxes
    ) -> CGSize {
        var size = proposed
        let horizontal = group.axis == .horizontal
        let i = group.contentInsets
        let insetX = estimated.contains(.width) ? (0, 0) : (i.leading, i.trailing)
        let insetY = estimated.contains(.height) ? (0, 0) : (i.top, i.bottom)
        let inner = CGSize(
            width: clean(size.width - insetX.0 - insetX.1), height: clean(size.height - insetY.0 - insetY.1))
        let innerOrigin = CGPoint(x: origin.x + insetX.0, y: origin.y + insetY.0)
        let available = horizontal ? inner.width : inner.height
        let alongEstimated = estimated.contains(horizontal ? .width : .height)
        let spacing = clean(group.interItemSpacing?.spacing ?? 0)
        var forced: (axis: NSCollectionLayoutGroup.Axis, length: CGFloat)? = nil
        var limit = Int.max  // subitems to place
        if let n = group.count {
            limit = max(0, n)
            // Each of the n takes an equal share of what is left after the gaps and their edge spacing.
            let e = PlacedEdges(group.subitems.first?.edgeSpacing, horizontal: horizontal)
            let room = available - spacing * CGFloat(n - 1) - (e.before + e.after) * CGFloat(n)
            if n > 0 { forced = (group.axis, clean(room / CGFloat(n))) }
        } else if alongEstimated {
            limit = group.subitems.count
        }
        guard !group.subitems.isEmpty else { return size }
        var cursor: CGFloat = 0, thickness: CGFloat = 0
        var placed: [Range<Int>] = []  // the items each placed subitem holds
        var edges: [PlacedEdges] = []  // and its edge spacing
        while placed.count < limit && frames.items.count < count {
            let sub = group.subitems[placed.count % group.subitems.count]
            let e = PlacedEdges(sub.edgeSpacing, horizontal: horizontal)
            let start = cursor + (placed.isEmpty ? 0 : spacing) + e.before
            let before = frames.items.count
            let at =
                horizontal
                ? CGPoint(x: innerOrigin.x + start, y: innerOrigin.y + e.acrossBefore)
                : CGPoint(x: innerOrigin.x + e.acrossBefore, y: innerOrigin.y + start)
            let s = place(sub, at: at, container: inner, forced: forced)
            let end = start + (horizontal ? s.width : s.height) + e.after
            // Past the end (and not the first, nor a count or estimated group): take it back and stop.
            if !placed.isEmpty && group.count == nil && !alongEstimated && end > available + 1e-9 {
                frames.items.removeSubrange(before...)
                frames.selfSizing.removeSubrange(before...)
                while frames.itemSupplementaries.last.map({ $0.item >= before }) ?? false {
                    frames.itemSupplementaries.removeLast()
                }
                break
            }
            guard frames.items.count > before else { break }
            placed.append(before..<frames.items.count)
            var placedEdges = e
            placedEdges.across = e.acrossBefore + (horizontal ? s.height : s.width) + e.acrossAfter
            edges.append(placedEdges)
            cursor = end
            thickness = max(thickness, placedEdges.across)
        }
        if !alongEstimated {
            // The space left over along the axis, shared between the flexible gaps and edges: each subitem moves
            // by the shares before its leading edge.
            let flexibleGap = group.interItemSpacing?.isFlexible ?? false
            var slots = 0
            var shares: [Int] = []
            for (k, e) in edges.enumerated() {
                if k > 0 && flexibleGap { slots += 1 }
                if e.flexibleBefore { slots += 1 }
                shares.append(slots)
                if e.flexibleAfter { slots += 1 }
            }
            let share = slots > 0 ? max(0, available - cursor) / CGFloat(slots) : 0
            for (k, range) in placed.enumerated() where shares[k] > 0 && share > 0 {
                shift(range, by: share * CGFloat(shares[k]), horizontal: horizontal)
            }
        }
        // Across: a flexible edge takes the room the subitem leaves (both edges: half each).
        let room =
            estimated.contains(horizontal ? .height : .width) ? thickness : (horizontal ? inner.height : inner.width)
        for (k, e) in edges.enumerated() where e.flexibleAcrossBefore {
            let left = max(0, room - e.across)
            shift(placed[k], by: e.flexibleAcrossAfter ? left / 2 : left, horizontal: !horizontal)
        }
        if alongEstimated {
            if horizontal { size.width = cursor } else { size.height = cursor }
        }
        if estimated.contains(horizontal ? .height : .width) {
            if horizontal { size.height = thickness } else { size.width = thickness }
        }
        return size
    }
}

extension CompositionalPlacement {
    /// Moves the frames of `range` by `d` along x (`horizontal`) or y.
    fileprivate mutating func shift(_ range: Range<Int>, by d: CGFloat, horizontal: Bool) {
        for j in range {
            if horizontal { frames.items[j].origin.x += d } else { frames.items[j].origin.y += d }
        }
    }
}

/// A placed subitem's edge spacing, along its group's axis (before, after) and across it.
private struct PlacedEdges {
    var before: CGFloat = 0, after: CGFloat = 0, acrossBefore: CGFloat = 0, acrossAfter: CGFloat = 0
    var flexibleBefore = false, flexibleAfter = false, flexibleAcrossBefore = false, flexibleAcrossAfter = false
    /// The subitem's thickness across with its spacing (set once placed).
    var across: CGFloat = 0

    init(_ spacing: NSCollectionLayoutEdgeSpacing?, horizontal: Bool) {
        guard let spacing else { return }
        let (b, a) = horizontal ? (spacing.leading, spacing.trailing) : (spacing.top, spacing.bottom)
        let (cb, ca) = horizontal ? (spacing.top, spacing.bottom) : (spacing.leading, spacing.trailing)
        before = clean(b?.spacing ?? 0)
        after = clean(a?.spacing ?? 0)
        acrossBefore = clean(cb?.spacing ?? 0)
        acrossAfter = clean(ca?.spacing ?? 0)
        flexibleBefore = b?.isFlexible ?? false
        flexibleAfter = a?.isFlexible ?? false
        flexibleAcrossBefore = cb?.isFlexible ?? false
        flexibleAcrossAfter = ca?.isFlexible ?? false
    }
}

extension NSDirectionalEdgeInsets {
    /// `rect` less the insets along x (`width`) and y (`height`), left to right; a side never below 0.
    func inset(_ rect: CGRect, width: Bool, height: Bool) -> CGRect {
        var r = rect
        if width {
            r.origin.x += leading
            r.size.width = clean(rect.width - leading - trailing)
        }
        if height {
            r.origin.y += top
            r.size.height = clean(rect.height - top - bottom)
        }
        return r
    }
}

/// A length that is a usable size: NaN, infinities and negatives are 0.
func clean(_ x: CGFloat) -> CGFloat { x.isFinite && x > 0 ? x : 0 }
