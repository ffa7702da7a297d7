import Foundation

/// A vertical list of rows in sections (UIKit's `UITableView`): lazy, reusing and self-sizing.
///
/// The table asks its ``dataSource`` for cells only for the rows that intersect its bounds (plus
/// ``overscanDistance`` on each side); a cell that scrolls out goes back to a reuse queue and is handed out again
/// by ``dequeueReusableCell(withIdentifier:for:)`` (after ``UITableViewCell/prepareForReuse()``). Rows never
/// shown keep an estimated height (``estimatedRowHeight``); a row is measured the first time it is shown — with
/// ``rowHeight`` ``automaticDimension``, from its cell's constraints at the table's width
/// (`systemLayoutSizeFitting`) — and when a measured height differs from its estimate the content offset moves
/// so that what is on screen does not jump. Each cell is measured on its own; scrolling costs only the cells
/// that appear.
///
/// The delegate is the scroll view's ``UIScrollView/delegate``: assign an object that conforms to
/// ``UITableViewDelegate``.
open class UITableView: UIScrollView {
    /// The look of a table (UIKit's `UITableView.Style`).
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers stick to the top while their section scrolls by.
        case plain
        /// Sections apart on a grouped background; headers scroll with the rows.
        case grouped
        /// As grouped, with the sections inset from the sides and rounded.
        case insetGrouped
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row (UIKit's `UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the row.
        case none
        case top, middle, bottom
    }

    /// The separators' look (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// "Size from the content" for heights (UIKit's `UITableView.automaticDimension`).
    public static let automaticDimension: CGFloat = -1
    /// The estimate used for a row when ``estimatedRowHeight`` is ``automaticDimension`` (UIKit's 44).
    public static let defaultRowHeight: CGFloat = 44

    /// The table's style, fixed at creation.
    public let style: Style

    /// Supplies sections, rows and cells.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    /// The height of every row (default ``automaticDimension``: each row sized by its cell's constraints);
    /// the delegate's ``UITableViewDelegate/tableView(_:heightForRowAt:)`` overrides it per row.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    /// The height assumed for rows not measured yet (default ``automaticDimension``: 44). Zero turns estimates
    /// off: every row's height is asked for (and measured) when the data loads, as in UIKit.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    /// The height of section headers (default ``automaticDimension``: the header view's fitting height; none
    /// without a header view or title).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    /// The height of section footers (as ``sectionHeaderHeight``).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    /// The height assumed for headers not measured yet (``automaticDimension``: 28).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    /// The height assumed for footers not measured yet (``automaticDimension``: 0).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }

    /// Whether separators are drawn between rows.
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' color (default ``UIColor/separator``).
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// How far separators are inset from the cell's edges (default 16 on the left, as UIKit's).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }

    /// A view above the first section (sized by its frame's height; the table sets its width).
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    /// Whether the user can select rows (default true).
    open var allowsSelection = true
    /// Whether the user can select several rows at once; a tap toggles (default false).
    open var allowsMultipleSelection = false

    /// How far beyond its bounds, above and below, the table keeps cells ready (points; a Trellis setting).
    open var overscanDistance: CGFloat = 32 { didSet { setNeedsLayout() } }

    // MARK: State

    /// The cell classes and factories registered per reuse identifier.
    var registrations: [String: () -> UIView] = [:]
    /// Cells and header views that left the screen, per reuse identifier (last in, first out).
    var reuseQueues: [String: [UIView]] = [:]
    /// The views on screen, by slot, in slot order.
    var displayed: [(slot: Int, view: UIView)] = []
    /// The sections and slot lengths.
    var model = TableModel()
    /// Whether the data source must be asked again (``reloadData()`` happened).
    var needsReload = true
    /// The width the resolved heights were measured at.
    var measuredWidth: CGFloat = -1
    /// How many cells and header views the table had made through registrations (a test and benchmark probe).
    package internal(set) var _reusableViewsCreated = 0
    /// Selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// Set while the table moves its own content offset (anchoring), so that the change asks for no new pass.
    var isAnchoring = false
    /// How deep in `performBatchUpdates` / `beginUpdates` the caller is, and what it recorded so far.
    var batchDepth = 0
    var pendingUpdates = TableUpdates()
    /// Errors reported by updates that did not match the data source (see ``invalidUpdate``).
    let invalidUpdateEvent = UIViewEvent<UIListUpdateError>()

    // MARK: Initializers

    /// A table with the given frame and style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// A plain table with the given frame.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The content offset; changing it lays out the rows that come into view at the next layout pass.
    open override var contentOffset: CGPoint {
        didSet { if !isAnchoring && oldValue != contentOffset { setNeedsLayout() } }
    }

    /// Lays out the rows in view: see `UITableView+Layout.swift`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// The delegate as a table delegate (nil when it is not one).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// Reports updates (``performBatchUpdates(_:completion:)``, ``insertRows(at:with:)``, …) whose counts
    /// do not match what the data source says afterwards: UIKit raises; Trellis reports here, names the section
    /// and the counts, and reloads from the data source so that the table shows what it says.
    public var invalidUpdate: UIViewEvent<UIListUpdateError> { invalidUpdateEvent }

    // MARK: Registration and reuse

    /// Registers the cell class to make for `identifier` (it must be a ``UITableViewCell`` subclass; its
    /// `init(style:reuseIdentifier:)` is called with `.default`). Nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return registrations[identifier] = nil }
        guard let type = cellClass as? UITableViewCell.Type else {
            reportMisuse("register(_:forCellReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a UITableViewCell")
            return
        }
        registrations[identifier] = { type.init(style: .default, reuseIdentifier: identifier) }
    }

    /// Registers the header or footer view class to make for `identifier` (a ``UITableViewHeaderFooterView``
    /// subclass). Nil unregisters.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { return registrations[identifier] = nil }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            reportMisuse(
                "register(_:forHeaderFooterViewReuseIdentifier: \"\(identifier)\"): \(aClass) is not a UITableViewHeaderFooterView"
            )
            return
        }
        registrations[identifier] = { type.init(reuseIdentifier: identifier) }
    }

    /// A reusable cell for `identifier`: one from the reuse queue (after its ``UITableViewCell/prepareForReuse()``),
    /// else a new one of the registered class. An identifier never registered is misuse (UIKit raises): it is
    /// reported on ``invalidUpdate`` and a plain cell is returned.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        reportMisuse(
            "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)): no class registered for \"\(identifier)\""
        )
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A reusable cell for `identifier` from the queue or the registration, or nil when neither has one.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueReusableView(identifier) as? UITableViewCell
    }

    /// A reusable header or footer view for `identifier`, or nil when none is queued or registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeueReusableView(identifier) as? UITableViewHeaderFooterView
    }

    /// A queued view for `identifier` (prepared for reuse), else a new registered one, else nil.
    func dequeueReusableView(_ identifier: String) -> UIView? {
        if let view = reuseQueues[identifier]?.popLast() {
            view.isHidden = false
            (view as? UITableViewReusable)?.prepareForReuse()
            return view
        }
        guard let make = registrations[identifier] else { return nil }
        _reusableViewsCreated += 1
        return make()
    }

    /// Reports misuse the way updates report theirs (see ``invalidUpdate``).
    func reportMisuse(_ message: String) {
        invalidUpdateEvent.fire(UIListUpdateError(message: message, section: nil))
    }

    // MARK: Reloading

    /// Forgets every row and asks the data source again at the next layout pass (UIKit's `reloadData`).
    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// Forgets the measured heights (a change of the height settings), keeping the rows.
    func invalidateHeights() {
        needsReload = true
        setNeedsLayout()
    }

    /// Swaps the table header or footer view.
    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsLayout()
    }
}
