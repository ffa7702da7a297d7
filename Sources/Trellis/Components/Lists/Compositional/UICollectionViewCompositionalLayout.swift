import Foundation

/// Options for a whole compositional layout (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis sections follow one another along (and the collection view scrolls).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The space between consecutive sections.
    open var interSectionSpacing: CGFloat = 0

    /// The default configuration: vertical, no space between sections.
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
    private var contentSize = CGSize.zero

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

    /// Items that stay through a batch update keep their measured sizes; new and reloaded ones are estimated.
    override func carryThrough(_ plan: TableUpdatePlan) { preferredSizes = plan.carry(preferredSizes) }

    /// Fractional dimensions follow the collection view's size, so what cells measured at the old size is
    /// forgotten (estimates stand in until they are measured again).
    override func dropMeasuredSizes() -> Bool {
        preferredSizes = preferredSizes.map { Array(repeating: nil, count: $0.count) }
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
        sections = []
        sections.reserveCapacity(count)
        var cursor: CGFloat = 0
        for index in 0..<count {
            if index > 0 { cursor += configuration.interSectionSpacing }
            var placement = CompositionalPlacement(preferred: preferredSizes[index], count: preferredSizes[index].count)
            if let section = provider(index, environment) {
                placement.layOut(section, from: cursor, vertical: vertical, in: size)
            } else {
                cv.misuseEvent.fire(
                    .init(
                        message:
                            "UICollectionViewCompositionalLayout: the section provider returned nil for section \(index), which has \(preferredSizes[index].count) items; the section is laid out empty",
                        section: index))
                placement.layOut(Self.emptySection, from: cursor, vertical: vertical, in: size)
            }
            sections.append(placement.frames)
            cursor = placement.frames.end
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
            // An orthogonal section's frames are unscrolled: look at `rect` where its scroll view shows it.
            var r = rect
            if section.orthogonalLength != nil, let offset = collectionView?.orthogonalOffset(ofSection: s) {
                r = rect.offsetBy(dx: offset.x, dy: offset.y)
            }
            // Groups follow one another along the scrolling axis (across it, when orthogonal): the first that
            // may meet `r`.
            let alongY = vertical == (section.orthogonalLength == nil)
            let from = alongY ? r.minY : r.minX, to = alongY ? r.maxY : r.maxX
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
                g += 1
            }
        }
        return result
    }

    /// The bands of the orthogonal sections, with their content sizes.
    override var orthogonalBands: [OrthogonalBand] {
        let size = collectionView?.bounds.size ?? .zero
        return sections.enumerated().compactMap { s, section in
            guard let length = section.orthogonalLength else { return nil }
            let thick = section.end - section.start
            let resting = section.restingOffsets(length: vertical ? size.width : size.height, vertical: vertical)
            return vertical
                ? OrthogonalBand(
                    section: s, frame: CGRect(x: 0, y: section.start, width: size.width, height: thick),
                    contentSize: CGSize(width: length, height: thick), behavior: section.orthogonalBehavior,
                    restingOffsets: resting, scrollsHorizontally: true)
                : OrthogonalBand(
                    section: s, frame: CGRect(x: section.start, y: 0, width: thick, height: size.height),
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

    /// Self-sizing: records the cell's preferred size when it differs on a side the layout leaves to the cell.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        let ip = originalAttributes.indexPath
        guard ip.section < sections.count, ip.item < sections[ip.section].selfSizing.count else { return false }
        let axes = sections[ip.section].selfSizing[ip.item]
        let new = preferredAttributes.size, old = originalAttributes.size
        let changed =
            (axes.contains(.width) && new.width != old.width) || (axes.contains(.height) && new.height != old.height)
        guard !axes.isEmpty, preferredSizes[ip.section][ip.item] != new else { return false }
        preferredSizes[ip.section][ip.item] = new
        return changed
    }
}
