import Foundation

/// A scrolling set of items placed by a layout object (UIKit's `UICollectionView`): lazy, reusing, and
/// self-sizing with layouts that support it (``UICollectionViewFlowLayout``'s `estimatedItemSize`).
///
/// Only the elements whose frames meet the bounds plus ``overscanDistance`` exist as views; the others are
/// queued for reuse. When a cell's preferred size (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``)
/// changes the layout, the content offset moves so that the first element on screen keeps its place.
open class UICollectionView: UIScrollView {
    /// Where ``scrollToItem(at:at:animated:)`` puts the item (UIKit's `UICollectionView.ScrollPosition`).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout (set at creation; replace it with ``setCollectionViewLayout(_:animated:)``).
    public private(set) var collectionViewLayout: UICollectionViewLayout

    /// Supplies the items.
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    /// Whether the user can select items (default true).
    open var allowsSelection = true
    /// Whether several items can be selected; a tap toggles (default false).
    open var allowsMultipleSelection = false
    /// How far beyond the bounds, on each side, cells are kept ready (points; a Trellis setting).
    open var overscanDistance: CGFloat = 32 { didSet { setNeedsLayout() } }

    /// The element a view shows: a cell (`kind` nil) or a supplementary view of `kind`, at an index path.
    struct ElementKey: Hashable {
        var kind: String?
        var indexPath: IndexPath
    }

    var registrations: [String: (UICollectionReusableView.Type, String)] = [:]  // by "kind|identifier"
    var reuseQueues: [String: [UICollectionReusableView]] = [:]
    /// The views shown, in the layout's order.
    var displayed: [(key: ElementKey, view: UICollectionReusableView)] = []
    var itemCounts: [Int] = []
    var needsReload = true
    var selectedItems: [IndexPath] = []
    var isAnchoring = false
    /// The size the layout was last prepared for.
    var lastLayoutSize = CGSize(width: -1, height: -1)
    /// How many reusable views were made (a test probe).
    package internal(set) var _reusableViewsCreated = 0
    let misuseEvent = UIViewEvent<UIListUpdateError>()
    /// The updates recorded in the open batch, and how deep batches nest (`UICollectionView+Updates.swift`).
    var pendingUpdates = TableUpdates()
    var batchDepth = 0
    /// The scroll views of orthogonal sections, by section (look-ups only), and their bands.
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    var orthogonalBands: [OrthogonalBand] = []

    /// A collection view with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// Replaces the layout (Trellis does not animate).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout.collectionView = nil
        collectionViewLayout = layout
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// Misuse (an unregistered identifier) is reported here with what was asked for.
    public var invalidUpdate: UIViewEvent<UIListUpdateError> { misuseEvent }

    /// The offset change lays out the items that come into view at the next layout pass.
    open override var contentOffset: CGPoint {
        didSet { if !isAnchoring && oldValue != contentOffset { setNeedsLayout() } }
    }

    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    // MARK: Registration and reuse

    /// Registers the cell class to make for `identifier` (a ``UICollectionViewCell`` subclass).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        register(cellClass, key: "|" + identifier, identifier: identifier)
    }

    /// Registers the supplementary view class for `kind` and `identifier`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        register(viewClass, key: elementKind + "|" + identifier, identifier: identifier)
    }

    private func register(_ viewClass: AnyClass?, key: String, identifier: String) {
        guard let viewClass else { return registrations[key] = nil }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return misuseEvent.fire(
                .init(message: "register: \(viewClass) is not a UICollectionReusableView", section: nil))
        }
        registrations[key] = (type, identifier)
    }

    /// A cell for `identifier`, reused or new. An unregistered identifier is reported on ``invalidUpdate``
    /// and a plain cell returned (UIKit raises).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = dequeue(key: "|" + identifier) as? UICollectionViewCell { return cell }
        misuseEvent.fire(
            .init(
                message:
                    "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(indexPath)): no class registered for \"\(identifier)\"",
                section: indexPath.section))
        return UICollectionViewCell(frame: .zero)
    }

    /// A supplementary view of `kind` for `identifier`, reused or new (misuse as for cells).
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = dequeue(key: elementKind + "|" + identifier) { return view }
        misuseEvent.fire(
            .init(
                message:
                    "dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\"): no class registered",
                section: indexPath.section))
        return UICollectionReusableView(frame: .zero)
    }

    private func dequeue(key: String) -> UICollectionReusableView? {
        if let view = reuseQueues[key]?.popLast() {
            view.isHidden = false
            view.prepareForReuse()
            return view
        }
        guard let (type, identifier) = registrations[key] else { return nil }
        _reusableViewsCreated += 1
        let view = type.init(frame: .zero)
        view.reuseIdentifier = identifier
        view.reuseKey = key
        return view
    }

    // MARK: Data

    /// Asks the data source again at the next layout pass.
    open func reloadData() {
        needsReload = true
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Reads the counts from the data source if a reload is pending.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        recycleAllDisplayed()
        guard let dataSource else { return itemCounts = [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        itemCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        selectedItems.removeAll { $0.section >= itemCounts.count || $0.item >= itemCounts[$0.section] }
    }

    /// The number of sections.
    public var numberOfSections: Int {
        reloadIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section` (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return section >= 0 && section < itemCounts.count ? itemCounts[section] : 0
    }

    /// Lays out the elements in view: see `UICollectionView+Layout.swift`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutElements()
    }
}

extension UIView {
    /// The reuse queue key of a collection view's reusable view ("kind|identifier").
    var reuseKey: String? {
        get { (self as? UICollectionReusableView)?.storedReuseKey }
        set { (self as? UICollectionReusableView)?.storedReuseKey = newValue }
    }
}
