import Foundation

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`): the top item's title in the
/// middle and, when there is an item below it, a back button at the leading edge that pops to it.
///
/// A ``UINavigationController`` makes and manages its bar: it keeps ``items`` in step with its controllers
/// and pops when the back button is tapped. The bar's content is ``contentHeight`` points tall at its bottom
/// edge; above that it extends under the top of the safe area.
open class UINavigationBar: UIView {
    /// The height of the bar's content (UIKit's standard bar: 44 points).
    public static let contentHeight: CGFloat = 44

    /// The items, bottom first; the last one is shown.
    open var items: [UINavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UINavigationItem]?

    /// The item shown (the last of ``items``).
    public var topItem: UINavigationItem? { storedItems?.last }

    /// The item below the top one: the back button returns to it.
    public var backItem: UINavigationItem? {
        guard let items = storedItems, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// The back button (shown when there is a ``backItem`` and the top item does not hide it).
    public let backButton = UIButton(type: .system)
    /// The label showing the top item's title.
    public let titleLabel = UILabel()
    /// Called when the back button is tapped (the navigation controller pops).
    var onBack: (() -> Void)?

    /// A bar with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        titleLabel.textColor = .label
        backButton.setImage(UIImage(systemName: "chevron.left"), for: .normal)
        backButton.accessibilityIdentifier = "Back"
        backButton.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .primaryActionTriggered)
        addSubview(titleLabel)
        addSubview(backButton)
        refresh()
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) { nil }

    /// Replaces the items (the last is shown).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in storedItems ?? [] { item.onChange = nil }
        storedItems = items
        for item in items ?? [] { item.onChange = { [weak self] in self?.refresh() } }
        refresh()
    }

    /// Shows the top item's title and the back button for the item below it.
    func refresh() {
        titleLabel.text = topItem?.shownTitle
        if let back = backItem, !(topItem?.hidesBackButton ?? false) {
            backButton.isHidden = false
            backButton.setTitle(back.backButtonTitle ?? back.shownTitle ?? "Back", for: .normal)
        } else {
            backButton.isHidden = true
        }
        setNeedsLayout()
    }

    /// Places the back button at the leading edge and the title in the middle of the bottom
    /// ``contentHeight`` points, the title kept clear of the button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let top = max(0, bounds.height - Self.contentHeight)
        let height = min(bounds.height, Self.contentHeight)
        var backWidth: CGFloat = 0
        if !backButton.isHidden {
            let size = backButton.intrinsicContentSize
            backWidth = min(bounds.width / 3, max(0, size.width))
            backButton.frame = CGRect(x: 8, y: top, width: backWidth, height: height)
            backWidth += 8
        }
        let inset = max(backWidth, 16) + 8
        let titleWidth = min(max(0, titleLabel.intrinsicContentSize.width), max(0, bounds.width - 2 * inset))
        titleLabel.frame = CGRect(x: (bounds.width - titleWidth) / 2, y: top, width: titleWidth, height: height)
    }

    /// The hairline along the bottom edge.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.separator.resolvedColor(with: traitCollection).cgColor)
        context.fill(CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5))
    }
}
