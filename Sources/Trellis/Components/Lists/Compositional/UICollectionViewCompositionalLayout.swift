import Foundation

/// Options for a whole compositional layout (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis sections follow one another along (and the collection view scrolls).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The space between consecutive sections.
    open var interSectionSpacing: CGFloat = 0
    /// The whole layout's headers and footers: before the first section and after the last, across the whole
    /// collection view (see ``NSCollectionLayoutBoundarySupplementaryItem``; index path (0, 0)).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What the sections' content insets are measured from across the scrolling axis, for sections whose own
    /// reference is `automatic` (`automatic`, the default: the collection view's safe area).
    open var contentInsetsReference = UIContentInsetsReference.automatic

    /// The default configuration: vertical, no space between sections, insets from the safe area.
    public init() {}
}

/// A layout made of sections of repeated groups of items (UIKit's `UICollectionViewCompositionalLayout`):
/// every section the same (``init(section:)``) or one from a provider per section index
/// (``init(sectionProvider:)``).
///
/// Dimensions are fractions of their container, absolute, or estimated: an estimated side is the estimate
/// until the cell shows, then the size its Auto Layout content needs (``UICollectionViewCell``'s
/// `preferredLayoutAttributesFitting(_:)` measures it with the other sides fixed); the content offset keeps the
/// first element on screen where it was. Only the cells in view exist.
///
/// Right to left (the collection view's `effectiveUserInterfaceLayoutDirection`), a vertically scrolling
/// layout is mirrored: groups lay their items out from the right, leading insets and alignments are on the
/// right, and orthogonal sections start scrolled to their end and page to their groups' right edges. A
/// horizontally scrolling layout is mirrored across its whole content: the first section is at the right end,
/// where the collection view starts (its offset keeps its distance from the content's right end when the
/// content grows or shrinks), sections and groups follow one another to the left, and a pinned leading header
/// keeps to the visible right edge.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section for a section index (UIKit's `UICollectionViewCompositionalLayoutSectionProvider`).
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    /// The layout's options; setting it lays out again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    /// Per section: the frames of the last prepare.
    private var sections: [CompositionalSectionFrames] = []
    /// Per section and item: the size its cell preferred (its self-sizing sides only are used).
    private var preferredSizes: [[CGSize?]] = []
    /// Per section and boundary supplementary item, and for the layout's own: the size its view preferred.
    private var supplementarySizes: [[CGSize?]] = []
    private var globalSizes: [CGSize?] = []
    /// The layout's own boundary supplementary items, laid out.
    private var globalSupplementaries: [CompositionalSupplementaryFrame] = []
    private var contentSize = CGSize.zero
    /// Whether the last prepare mirrored the layout (the collection view's direction is right to left).
    private var rightToLeft = false

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// A layout whose every section is `section`, with `configuration`.
    public convenience init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }
    /// A layout asking `sectionProvider` for each section whenever it lays out.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// A layout asking `sectionProvider` for each section, with `configuration`.
    public init(
        sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    private var vertical: Bool { configuration.scrollDirection == .vertical }

    /// A horizontally scrolling layout right to left starts at its right end, where its first section is.
    override var startsAtEnd: Bool { rightToLeft && !vertical }

    /// Items that stay through a batch update keep their measured sizes; new and reloaded ones are estimated.
    /// Headers and footers are measured again.
    override func carryThrough(_ plan: TableUpdatePlan) {
        preferredSizes = plan.carry(preferredSizes)
        supplementarySizes = []
    }

    /// Fractional dimensions follow the collection view's size, so what cells measured at the old size is
    /// forgotten (estimates stand in until they are measured again).
    override func dropMeasuredSizes() -> Bool {
        preferredSizes = preferredSizes.map { Array(repeating: nil, count: $0.count) }
        supplementarySizes = []
        globalSizes = []
        return true
    }

    /// Asks for each section and places its items (one pass over the items).
    open override func prepare() {
        guard let cv = collectionView else { return }
        let count = cv.numberOfSections
        if preferredSizes.count != count
            || (0..<count).contains(where: { preferredSizes[$0].count != cv.numberOfItems(inSection: $0) })
        {
            preferredSizes = (0..<count).map { Array(repeating: nil, count: cv.numberOfItems(inSection: $0)) }
        }
        let size = cv.bounds.size
        let environment = CollectionLayoutEnvironment(
            container: CollectionLayoutContainer(contentSize: size), traitCollection: cv.traitCollection)
        if supplementarySizes.count != count { supplementarySizes = Array(repeating: [], count: count) }
        let global = configuration.boundarySupplementaryItems
        if globalSizes.count != global.count { globalSizes = Array(repeating: nil, count: global.count) }
        let boundary = BoundaryPlacement(items: global, preferred: globalSizes, container: size, vertical: vertical)
        sections = []
        sections.reserveCapacity(count)
        var cursor = boundary.startLength
        for index in 0..<count {
            if index > 0 { cursor += configuration.interSectionSpacing }
            var placement = CompositionalPlacement(preferred: preferredSizes[index], count: preferredSizes[index].count)
            if let section = provider(index, environment) {
                let items = section.boundarySupplementaryItems.count
                if supplementarySizes[index].count != items {
                    supplementarySizes[index] = Array(repeating: nil, count: items)
                }
                let reference =
                    section.contentInsetsReference == .automatic
                    ? configuration.contentInsetsReference : section.contentInsetsReference
                placement.layOut(
                    section, from: cursor, vertical: vertical, in: size, supplementarySizes: supplementarySizes[index],
                    reference: cv.insets(of: reference))
            } else {
                cv.misuseEvent.fire(
                    .init(
                        message:
                            "UICollectionViewCompositionalLayout: the section provider returned nil for section \(index), which has \(preferredSizes[index].count) items; the section is laid out empty",
                        section: index))
                placement.layOut(Self.emptySection, from: cursor, vertical: vertical, in: size, supplementarySizes: [])
            }
            sections.append(placement.frames)
            cursor = placement.frames.end
        }
        globalSupplementaries = boundary.frames(start: 0, content: boundary.startLength..<cursor, across: 0)
        cursor += boundary.endLength
        rightToLeft = cv.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if rightToLeft && vertical {
            for s in sections.indices { sections[s].mirror(width: size.width) }
            globalSupplementaries = globalSupplementaries.map {
                var item = $0
                item.frame.origin.x = size.width - item.frame.maxX
                return item
            }
        } else if rightToLeft {
            for s in sections.indices { sections[s].mirror(contentWidth: cursor) }
            let flip = { (r: CGRect) in CGRect(x: cursor - r.maxX, y: r.minY, width: r.width, height: r.height) }
            globalSupplementaries = globalSupplementaries.map { $0.mirrored(flip) }
        }
        contentSize = vertical ? CGSize(width: size.width, height: cursor) : CGSize(width: cursor, height: size.height)
    }

    /// What a section the provider did not give is laid out as: nothing holds its items.
    private static var emptySection: NSCollectionLayoutSection {
        let none = NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0))
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: none, subitems: []))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        for (s, section) in sections.enumerated() where section.end >= low && section.start <= high {
            for k in section.supplementaries.indices {
                let a = supplementaryAttributes(section.supplementaries[k], IndexPath(item: 0, section: s), section)
                if a.frame.intersects(rect) { result.append(a) }
            }
            // An orthogonal section's frames are unscrolled: look at `rect` where its scroll view shows it.
            var r = rect
            if section.orthogonalLength != nil, let offset = collectionView?.orthogonalOffset(ofSection: s) {
                r = rect.offsetBy(dx: offset.x, dy: offset.y)
            }
            // Groups follow one another along the scrolling axis (across it, when orthogonal): the first that
            // may meet `r`.
            let alongY = vertical == (section.orthogonalLength == nil)
            // Supplementaries reach out of their items: a group that far outside `r` may still have one in it.
            let reach = section.supplementaryReach
            let from = (alongY ? r.minY : r.minX) - reach, to = (alongY ? r.maxY : r.maxX) + reach
            let groups = section.groups
            var first = 0, last = groups.count
            while first < last {
                let mid = (first + last) / 2
                if (alongY ? groups[mid].frame.maxY : groups[mid].frame.maxX) < from {
                    first = mid + 1
                } else {
                    last = mid
                }
            }
            var g = first
            while g < groups.count && (alongY ? groups[g].frame.minY : groups[g].frame.minX) <= to {
                for item in groups[g].items where section.items[item].intersects(r) {
                    result.append(attributes(IndexPath(item: item, section: s), section))
                }
                for k in section.supplementaries(of: groups[g].items) where section.supplementaryFrame(k).intersects(r)
                {
                    result.append(itemSupplementaryAttributes(k, section: s))
                }
                g += 1
            }
        }
        for item in globalSupplementaries {
            let a = supplementaryAttributes(item, IndexPath(item: 0, section: 0), nil)
            if a.frame.intersects(rect) { result.append(a) }
        }
        return result
    }

    /// The bands of the orthogonal sections, with their content sizes.
    override var orthogonalBands: [OrthogonalBand] {
        let size = collectionView?.bounds.size ?? .zero
        return sections.enumerated().compactMap { s, section in
            guard let length = section.orthogonalLength else { return nil }
            let thick = section.contentEnd - section.contentStart
            let resting = section.restingOffsets(length: vertical ? size.width : size.height, vertical: vertical)
            return vertical
                ? OrthogonalBand(
                    section: s, frame: CGRect(x: 0, y: section.contentStart, width: size.width, height: thick),
                    contentSize: CGSize(width: length, height: thick), behavior: section.orthogonalBehavior,
                    restingOffsets: resting, scrollsHorizontally: true, startsAtEnd: section.rightToLeft)
                : OrthogonalBand(
                    section: s, frame: CGRect(x: section.contentStart, y: 0, width: thick, height: size.height),
                    contentSize: CGSize(width: thick, height: length), behavior: section.orthogonalBehavior,
                    restingOffsets: resting, scrollsHorizontally: false)
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].items.count
        else { return nil }
        return attributes(indexPath, sections[indexPath.section])
    }

    private func attributes(_ indexPath: IndexPath, _ section: CompositionalSectionFrames)
        -> UICollectionViewLayoutAttributes
    {
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = section.items[indexPath.item]
        a.selfSizingAxes = section.selfSizing[indexPath.item]
        return a
    }

    /// The supplementary of `elementKind` attached to the item at `indexPath`; else the header or footer of the
    /// section at `indexPath` (item 0), else of the layout; where it is now (pinned items follow the visible
    /// bounds).
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        if let k = itemSupplementary(elementKind, at: indexPath) {
            return itemSupplementaryAttributes(k, section: indexPath.section)
        }
        guard let (k, s) = supplementary(elementKind, at: indexPath) else { return nil }
        let items = s.map { sections[$0].supplementaries } ?? globalSupplementaries
        return supplementaryAttributes(items[k], indexPath, s.map { sections[$0] })
    }

    /// The index in its section's ``CompositionalSectionFrames/itemSupplementaries`` of the supplementary of
    /// `kind` attached to the item at `indexPath`.
    private func itemSupplementary(_ kind: String, at indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].items.count
        else { return nil }
        let section = sections[indexPath.section]
        return section.supplementaries(of: indexPath.item..<indexPath.item + 1).first {
            section.itemSupplementaries[$0].kind == kind
        }
    }

    /// The attributes of the item supplementary `k` of section `section`.
    private func itemSupplementaryAttributes(_ k: Int, section s: Int) -> UICollectionViewLayoutAttributes {
        let item = sections[s].itemSupplementaries[k]
        let a = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: item.kind, with: IndexPath(item: item.item, section: s))
        a.zIndex = item.zIndex
        a.selfSizingAxes = []
        a.frame = sections[s].supplementaryFrame(k)
        return a
    }

    /// Whether the view of `kind` at `indexPath` is attached to an item (it scrolls with an orthogonal section's
    /// cells).
    override func isAttachedToItem(kind: String, at indexPath: IndexPath) -> Bool {
        itemSupplementary(kind, at: indexPath) != nil
    }

    /// The index of the boundary item of `kind` at `indexPath`, and its section (nil: the layout's own).
    private func supplementary(_ kind: String, at indexPath: IndexPath) -> (Int, Int?)? {
        guard indexPath.count == 2, indexPath.item == 0 else { return nil }
        let s = indexPath.section
        if s >= 0, s < sections.count, let k = sections[s].supplementaries.firstIndex(where: { $0.kind == kind }) {
            return (k, s)
        }
        guard s == 0, let k = globalSupplementaries.firstIndex(where: { $0.kind == kind }) else { return nil }
        return (k, nil)
    }

    /// A boundary item's attributes, pinned within `section` (nil: within the content) to the visible bounds
    /// less the adjusted content inset.
    private func supplementaryAttributes(
        _ item: CompositionalSupplementaryFrame, _ indexPath: IndexPath, _ section: CompositionalSectionFrames?
    ) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.kind, with: indexPath)
        a.zIndex = item.zIndex
        a.selfSizingAxes = item.selfSizing
        a.frame = item.frame
        guard item.pin != .none, let cv = collectionView else { return a }
        let b = cv.bounds, inset = cv.adjustedContentInset
        let visible =
            vertical
            ? b.minY + inset.top..<max(b.minY + inset.top, b.maxY - inset.bottom)
            : b.minX + inset.left..<max(b.minX + inset.left, b.maxX - inset.right)
        let extent = section.map { $0.start..<$0.end } ?? 0..<(vertical ? contentSize.height : contentSize.width)
        a.frame = item.pinned(visible: visible, bounds: extent, vertical: vertical)
        return a
    }

    /// Whether the supplementary view of `kind` at `indexPath` follows the visible bounds.
    override func isPinned(kind: String, at indexPath: IndexPath) -> Bool {
        guard let (k, s) = supplementary(kind, at: indexPath) else { return false }
        return (s.map { sections[$0].supplementaries } ?? globalSupplementaries)[k].pin != .none
    }

    /// Self-sizing: records the cell's (or header's) preferred size when it differs on a side the layout leaves
    /// to it.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        let ip = originalAttributes.indexPath
        if let kind = originalAttributes.representedElementKind {
            return supplementaryPreferred(preferredAttributes.size, kind: kind, at: ip, was: originalAttributes.size)
        }
        guard ip.section < sections.count, ip.item < sections[ip.section].selfSizing.count else { return false }
        let axes = sections[ip.section].selfSizing[ip.item]
        let new = preferredAttributes.size, old = originalAttributes.size
        let changed =
            (axes.contains(.width) && new.width != old.width) || (axes.contains(.height) && new.height != old.height)
        guard !axes.isEmpty, preferredSizes[ip.section][ip.item] != new else { return false }
        preferredSizes[ip.section][ip.item] = new
        return changed
    }

    /// Records a header's or footer's preferred size; returns whether it changes a side it sizes.
    private func supplementaryPreferred(_ new: CGSize, kind: String, at indexPath: IndexPath, was old: CGSize)
        -> Bool
    {
        guard let (k, s) = supplementary(kind, at: indexPath) else { return false }
        let axes = (s.map { sections[$0].supplementaries } ?? globalSupplementaries)[k].selfSizing
        let changed =
            (axes.contains(.width) && new.width != old.width) || (axes.contains(.height) && new.height != old.height)
        guard changed else { return false }
        if let s { supplementarySizes[s][k] = new } else { globalSizes[k] = new }
        return true
    }
}
