import Foundation

extension UICollectionView {
    /// The axis a layout scrolls along (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// The kind of a flow layout's section header (UIKit's `UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footer.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// Per-item sizes and per-section spacing for a flow layout (UIKit's `UICollectionViewDelegateFlowLayout`);
/// the defaults are the layout's properties.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? {
        layout as? UICollectionViewFlowLayout
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        flow(collectionViewLayout)?.itemSize ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        flow(collectionViewLayout)?.sectionInset ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        flow(collectionViewLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        flow(collectionViewLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        flow(collectionViewLayout)?.footerReferenceSize ?? .zero
    }
}

/// Items in lines, line after line, with headers and footers per section (UIKit's
/// `UICollectionViewFlowLayout`).
///
/// Lines fill the width (vertical scrolling; the height when horizontal) less the section's insets, items
/// at least ``minimumInteritemSpacing`` apart; a full line spreads its extra space between its items, the
/// section's last line keeps the minimum spacing from the leading side, a lone item in a full line is
/// centred; items are centred across their line. With ``estimatedItemSize`` set, items start at the estimate
/// and take the size their cells prefer when they first show.
///
/// Right to left (the collection view's effective direction), the layout is mirrored across its content's
/// width, as UIKit flips it (``flipsHorizontallyInOppositeLayoutDirection`` is true): lines fill from the
/// right, the left inset is on the right, and a horizontally scrolling layout starts at its right end.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// "Size from the cell" for ``estimatedItemSize`` (the estimate used is ``itemSize``).
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The size assumed for items before their cells size themselves (`.zero`: items are ``itemSize``, not
    /// self-sizing; ``automaticSize``: self-sizing from ``itemSize``).
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// The header's size (its height when scrolling vertically, width when horizontally; zero: no header).
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

    /// The frames of the last prepare, per section: header, items, footer.
    private var headerFrames: [CGRect] = []
    private var footerFrames: [CGRect] = []
    private var itemFrames: [[CGRect]] = []
    /// Sizes cells gave (self-sizing), per section and item.
    private var preferredSizes: [[CGSize?]] = []
    private var contentSize = CGSize.zero
    /// Whether the last prepare was for a mirrored layout (the frames above are kept left to right; questions
    /// and answers are mirrored, ``flipped(_:)``).
    private var mirrored = false

    public override init() { super.init() }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// UIKit's flow layout mirrors itself right to left.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// A mirrored horizontally scrolling layout starts at its right end.
    override var startsAtEnd: Bool { mirrored && scrollDirection == .horizontal }

    /// `r` mirrored across the content's width when the layout is mirrored (its own inverse), else `r`.
    private func flipped(_ r: CGRect) -> CGRect {
        guard mirrored else { return r }
        return CGRect(x: contentSize.width - r.maxX, y: r.minY, width: r.width, height: r.height)
    }

    private var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// Items that stay through a batch update keep their self-sized sizes; new and reloaded ones are estimated.
    override func carryThrough(_ plan: TableUpdatePlan) { preferredSizes = plan.carry(preferredSizes) }

    /// Computes every frame (one pass over the items).
    open override func prepare() {
        guard let cv = collectionView else { return }
        let sections = cv.numberOfSections
        if preferredSizes.count != sections
            || (0..<sections).contains(where: { preferredSizes[$0].count != cv.numberOfItems(inSection: $0) })
        {
            preferredSizes = (0..<sections).map { Array(repeating: nil, count: cv.numberOfItems(inSection: $0)) }
        }
        let vertical = scrollDirection == .vertical
        let crossLength = vertical ? cv.bounds.width : cv.bounds.height
        let delegate = cv.delegate as? UICollectionViewDelegateFlowLayout
        mirrored = isFlippedHorizontally
        headerFrames = []
        footerFrames = []
        itemFrames = []
        var main: CGFloat = 0  // along the scrolling axis
        // (main, cross, mainLength, crossLength) → a rect in the content.
        func rect(_ m: CGFloat, _ c: CGFloat, _ ml: CGFloat, _ cl: CGFloat) -> CGRect {
            vertical ? CGRect(x: c, y: m, width: cl, height: ml) : CGRect(x: m, y: c, width: ml, height: cl)
        }
        for section in 0..<sections {
            let inset = delegate?.collectionView(cv, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing =
                delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let itemSpacing =
                delegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let header =
                delegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            let footer =
                delegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            let headerLength = vertical ? header.height : header.width
            headerFrames.append(rect(main, 0, headerLength, crossLength))
            main += headerLength + (vertical ? inset.top : inset.left)
            let crossStart = vertical ? inset.left : inset.top
            let available = crossLength - crossStart - (vertical ? inset.right : inset.bottom)
            let sizes = (0..<cv.numberOfItems(inSection: section)).map { item in
                size(ofItem: IndexPath(item: item, section: section), in: cv, delegate: delegate)
            }
            var frames = Array(repeating: CGRect.zero, count: sizes.count)
            var start = 0
            while start < sizes.count {
                // One line: as many items as fit (at least one).
                var end = start + 1
                var used = vertical ? sizes[start].width : sizes[start].height
                while end < sizes.count {
                    let next = vertical ? sizes[end].width : sizes[end].height
                    if used + itemSpacing + next > available { break }
                    used += itemSpacing + next
                    end += 1
                }
                let isLast = end == sizes.count
                let lineLength = sizes[start..<end].map { vertical ? $0.height : $0.width }.max() ?? 0
                var spacing = itemSpacing, cross = crossStart
                if !isLast && end - start > 1 {
                    spacing = itemSpacing + (available - used) / CGFloat(end - start - 1)
                } else if !isLast {
                    cross = crossStart + (available - used) / 2
                }
                for i in start..<end {
                    let s = sizes[i]
                    let (ml, cl) = vertical ? (s.height, s.width) : (s.width, s.height)
                    frames[i] = rect(main + (lineLength - ml) / 2, cross, ml, cl)
                    cross += cl + spacing
                }
                main += lineLength + (isLast ? 0 : lineSpacing)
                start = end
            }
            itemFrames.append(frames)
            main += vertical ? inset.bottom : inset.right
            let footerLength = vertical ? footer.height : footer.width
            footerFrames.append(rect(main, 0, footerLength, crossLength))
            main += footerLength
        }
        contentSize = vertical ? CGSize(width: crossLength, height: main) : CGSize(width: main, height: crossLength)
    }

    /// An item's size: the cell's preferred one once known, else the estimate (self-sizing), else the
    /// delegate's or ``itemSize``.
    private func size(
        ofItem indexPath: IndexPath, in cv: UICollectionView, delegate: UICollectionViewDelegateFlowLayout?
    ) -> CGSize {
        if isSelfSizing {
            if let preferred = preferredSizes[indexPath.section][indexPath.item] { return preferred }
            return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        }
        return delegate?.collectionView(cv, layout: self, sizeForItemAt: indexPath) ?? itemSize
    }

    open override func layoutAttributesForElements(in shown: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let rect = flipped(shown)  // the frames are kept left to right
        var result: [UICollectionViewLayoutAttributes] = []
        for section in itemFrames.indices {
            if headerFrames[section].height > 0 && headerFrames[section].width > 0
                && headerFrames[section].intersects(rect)
            {
                result.append(supplementary(UICollectionView.elementKindSectionHeader, section, headerFrames[section]))
            }
            let frames = itemFrames[section]
            // Frames are in line order along the scrolling axis: find the first that may meet `rect`.
            let vertical = scrollDirection == .vertical
            var low = 0, high = frames.count
            while low < high {
                let mid = (low + high) / 2
                if (vertical ? frames[mid].maxY : frames[mid].maxX) < (vertical ? rect.minY : rect.minX)
                    - maxLine(section)
                {
                    low = mid + 1
                } else {
                    high = mid
                }
            }
            var i = low
            while i < frames.count && (vertical ? frames[i].minY : frames[i].minX) < (vertical ? rect.maxY : rect.maxX)
            {
                if frames[i].intersects(rect) {
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: section))
                    a.frame = flipped(frames[i])
                    result.append(a)
                }
                i += 1
            }
            if footerFrames[section].height > 0 && footerFrames[section].width > 0
                && footerFrames[section].intersects(rect)
            {
                result.append(supplementary(UICollectionView.elementKindSectionFooter, section, footerFrames[section]))
            }
        }
        return result
    }

    /// The longest item of a section along the scrolling axis (items of one line may end before the line).
    private func maxLine(_ section: Int) -> CGFloat {
        scrollDirection == .vertical
            ? itemFrames[section].map(\.height).max() ?? 0 : itemFrames[section].map(\.width).max() ?? 0
    }

    private func supplementary(_ kind: String, _ section: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        a.frame = flipped(frame)
        return a
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < itemFrames.count, indexPath.item < itemFrames[indexPath.section].count else {
            return nil
        }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = flipped(itemFrames[indexPath.section][indexPath.item])
        return a
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard indexPath.section < headerFrames.count else { return nil }
        let isHeader = elementKind == UICollectionView.elementKindSectionHeader
        return supplementary(
            elementKind, indexPath.section, isHeader ? headerFrames[indexPath.section] : footerFrames[indexPath.section]
        )
    }

    /// Self-sizing: records the cell's preferred size when it differs from the item's.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        let ip = originalAttributes.indexPath
        guard isSelfSizing, ip.section < preferredSizes.count, ip.item < preferredSizes[ip.section].count else {
            return false
        }
        guard preferredSizes[ip.section][ip.item] != preferredAttributes.size else { return false }
        preferredSizes[ip.section][ip.item] = preferredAttributes.size
        return preferredAttributes.size != originalAttributes.size
    }
}
