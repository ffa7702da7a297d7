import Foundation

/// One row of a table view (UIKit's `UITableViewCell`): a ``contentView`` for your subviews, the standard
/// labels and image of the cell styles, an accessory, selection and highlight.
///
/// Self-sizing rows measure ``contentView``: constrain your subviews to it (or to its margins) from top to
/// bottom, and the row takes the height the constraints give at the table's width.
///
/// Trellis has no Objective-C runtime, so the table makes registered cells through this *required*
/// initializer: a subclass that overrides `init(style:reuseIdentifier:)` writes `required` where UIKit code
/// writes `override`.
open class UITableViewCell: UIView, UITableViewReusable {
    /// The standard layouts (UIKit's `UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Sendable {
        /// An image and one label.
        case `default`
        /// A label on the left, a detail label right-aligned on the right.
        case value1
        /// A small right-aligned label, then the detail label.
        case value2
        /// A label with a smaller detail label below it.
        case subtitle
    }

    /// The standard accessories (UIKit's `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected cell looks (UIKit's `UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// The cell's style, fixed at creation.
    let cellStyle: CellStyle
    /// The view to add your subviews to: the cell's area but the accessory's.
    public let contentView = UIView()
    /// The table the cell is shown in (set while it is on screen).
    weak var owningTable: UITableView?
    /// The line at the cell's bottom (placed by ``layoutSubviews()``).
    let separatorView = UIView()
    /// The standard views, made on first use.
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?
    /// The accessory type's image view (when no ``accessoryView`` is set).
    private var accessoryImageView: UIImageView?
    /// The constraints of the standard layout, remade when a standard view appears.
    private var styleConstraints: [NSLayoutConstraint] = []
    private var styleNeedsUpdate = false
    // Content configuration (`UITableViewCell+ContentConfiguration.swift`).
    var storedContentConfiguration: (any UIContentConfiguration)?
    var configurationView: (any UIView & UIContentView)?
    var configurationConstraints: [NSLayoutConstraint] = []
    /// Whether a change of selection or highlight updates ``contentConfiguration`` for the new state.
    open var automaticallyUpdatesContentConfiguration = true

    /// A cell of `style`, reused under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        backgroundColor = .systemBackground
        contentView.layoutMargins = UITableViewCell.contentMargins
        contentView.frame = bounds
        addSubview(contentView)
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
    }

    /// A default-style cell with the given frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
        addSubview(separatorView)
    }

    /// The standard margins of a cell's content (UIKit's: 11 above and below, 16 at the sides).
    public static let contentMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)

    // MARK: Standard views

    /// The cell's main label (made on first use; every style has one).
    open var textLabel: UILabel? {
        if let label = storedTextLabel { return label }
        let label = makeStandardLabel()
        label.font = cellStyle == .value2 ? .boldSystemFont(ofSize: 12) : .systemFont(ofSize: UIFont.labelFontSize)
        if cellStyle == .value2 {
            label.textColor = .tintColor
            label.textAlignment = .right
        }
        storedTextLabel = label
        return label
    }

    /// The secondary label (nil in the `.default` style).
    open var detailTextLabel: UILabel? {
        if cellStyle == .default { return nil }
        if let label = storedDetailTextLabel { return label }
        let label = makeStandardLabel()
        switch cellStyle {
        case .subtitle:
            label.font = .systemFont(ofSize: 12)
            label.textColor = .secondaryLabel
        case .value1:
            label.font = .systemFont(ofSize: UIFont.labelFontSize)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: 12)
        }
        storedDetailTextLabel = label
        return label
    }

    /// The image at the cell's leading edge (made on first use; shown when it has an image).
    open var imageView: UIImageView? {
        if let view = storedImageView { return view }
        let view = UIImageView(image: nil)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.setContentHuggingPriority(.required, for: .horizontal)
        contentView.addSubview(view)
        storedImageView = view
        standardViewsChanged()
        return view
    }

    private func makeStandardLabel() -> UILabel {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        standardViewsChanged()
        return label
    }

    private func standardViewsChanged() {
        styleNeedsUpdate = true
        setNeedsUpdateConstraints()
    }

    /// Builds the standard layout's constraints when a standard view appeared.
    open override func updateConstraints() {
        if styleNeedsUpdate {
            styleNeedsUpdate = false
            NSLayoutConstraint.deactivate(styleConstraints)
            styleConstraints = CellStyleLayout.constraints(
                style: cellStyle, in: contentView, text: storedTextLabel, detail: storedDetailTextLabel,
                image: storedImageView)
            NSLayoutConstraint.activate(styleConstraints)
        }
        super.updateConstraints()
    }

    // MARK: Accessory

    /// The standard accessory shown at the trailing edge (ignored while ``accessoryView`` is set).
    open var accessoryType: AccessoryType = .none {
        didSet { if oldValue != accessoryType { updateAccessoryImage() } }
    }

    /// A custom accessory (a switch, a value): shown at the trailing edge instead of ``accessoryType``'s, at
    /// its frame's size.
    open var accessoryView: UIView? {
        didSet {
            guard oldValue !== accessoryView else { return }
            oldValue?.removeFromSuperview()
            if let view = accessoryView { addSubview(view) }
            accessoryImageView?.isHidden = accessoryView != nil
            setNeedsLayout()
        }
    }

    private func updateAccessoryImage() {
        let name: String?
        switch accessoryType {
        case .none: name = nil
        case .disclosureIndicator: name = "chevron.right"
        case .checkmark: name = "checkmark"
        case .detailButton, .detailDisclosureButton: name = "info.circle"
        }
        if let name {
            let view = accessoryImageView ?? UIImageView(image: nil)
            view.image = UIImage(systemName: name)
            view.tintColor = accessoryType == .disclosureIndicator ? .tertiaryLabel : nil
            if view.superview == nil { addSubview(view) }
            view.isHidden = accessoryView != nil
            accessoryImageView = view
        } else {
            accessoryImageView?.removeFromSuperview()
            accessoryImageView = nil
        }
        setNeedsLayout()
    }

    /// The accessory being shown and its size, if any.
    private var shownAccessory: (view: UIView, size: CGSize)? {
        if let view = accessoryView { return (view, view.frame.size) }
        guard let view = accessoryImageView else { return nil }
        let size = view.intrinsicContentSize
        return (view, CGSize(width: max(0, size.width), height: max(0, size.height)))
    }

    /// The content view's width in a cell `width` wide: what the accessory and its margin leave.
    func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
        guard let accessory = shownAccessory else { return width }
        return max(0, width - accessory.size.width - UITableViewCell.contentMargins.right)
    }

    // MARK: Selection and highlight

    /// How selection shows (default `.default`: a gray background; `.none`: nothing).
    open var selectionStyle: SelectionStyle = .default
    /// A view behind the content (nil: the background color).
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
    }
    /// The view shown behind the content while the cell is selected or highlighted (default: gray).
    open var selectedBackgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
    }
    /// Where the cell's separator is inset (nil: the table's ``UITableView/separatorInset``).
    open var separatorInset: UIEdgeInsets?

    /// Whether the cell shows as selected.
    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell shows as pressed.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var storedSelected = false
    private var storedHighlighted = false
    private var defaultSelectedBackground: UIView?

    /// Shows or hides the selected look (Trellis does not animate).
    open func setSelected(_ selected: Bool, animated: Bool) {
        storedSelected = selected
        updateSelectionLook()
    }

    /// Shows or hides the pressed look (Trellis does not animate).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        storedHighlighted = highlighted
        updateSelectionLook()
    }

    private func updateSelectionLook() {
        let shows = (storedSelected || storedHighlighted) && selectionStyle != .none
        if let custom = selectedBackgroundView, custom !== defaultSelectedBackground {
            custom.isHidden = !shows
            if automaticallyUpdatesContentConfiguration { updateContentConfigurationForState() }
            return
        }
        if shows && defaultSelectedBackground == nil {
            let view = UIView(frame: bounds)
            view.backgroundColor = .systemGray4
            view.isUserInteractionEnabled = false
            insertSubview(view, at: backgroundView == nil ? 0 : 1)
            defaultSelectedBackground = view
        }
        defaultSelectedBackground?.isHidden = !shows
        if automaticallyUpdatesContentConfiguration { updateContentConfigurationForState() }
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new {
            new.isUserInteractionEnabled = false
            insertSubview(new, at: index)
        }
        setNeedsLayout()
    }

    // MARK: Reuse

    /// Called before the table hands the cell out again: reset what configuring a row changes. The default
    /// clears the selected and highlighted looks (call `super`).
    open func prepareForReuse() {
        storedHighlighted = false
        storedSelected = false
        updateSelectionLook()
    }

    // MARK: Layout

    /// Places the content view, the accessory, the backgrounds and the separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let contentWidth = contentWidth(forCellWidth: size.width)
        contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: size.height)
        if let (view, accessorySize) = shownAccessory {
            view.frame = CGRect(
                x: contentWidth, y: ((size.height - accessorySize.height) / 2).rounded(),
                width: accessorySize.width, height: accessorySize.height)
        }
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        defaultSelectedBackground?.frame = bounds
        layoutSeparator()
    }

    /// The hairline at the bottom, inset as the cell or the table says.
    private func layoutSeparator() {
        guard let table = owningTable, table.separatorStyle == .singleLine else {
            separatorView.isHidden = true
            return
        }
        let inset = separatorInset ?? table.separatorInset
        let thickness = UITableView.separatorThickness
        separatorView.isHidden = false
        separatorView.backgroundColor = table.separatorColor
        separatorView.frame = CGRect(
            x: inset.left, y: bounds.height - thickness, width: max(0, bounds.width - inset.left - inset.right),
            height: thickness)
    }

    // MARK: Touches (highlight on press, select on release)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        owningTable?.cellPressBegan(self)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.contains { bounds.contains($0.location(in: self)) }
        owningTable?.cellPressEnded(self, inside: inside)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        owningTable?.cellPressEnded(self, inside: false)
    }
}
