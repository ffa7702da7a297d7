import Foundation

/// The bar of tabs at the bottom of a tab bar controller (UIKit's `UITabBar`): one button per item, its image
/// centered above its title in a 10-point font as UIKit draws them on a phone, the selected item in the tint
/// color, the others gray, and an item's badge as a red capsule at its image's top-right corner. Clicking or
/// tapping an item asks the controller to select it. The bar's content is ``contentHeight`` points tall at its
/// top edge; below that it extends under the bottom of the safe area.
open class UITabBar: UIView {
    /// The height of the bar's content (UIKit's standard tab bar: 49 points).
    public static let contentHeight: CGFloat = 49

    /// The items, leading first.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UITabBarItem]?

    /// The item shown selected.
    open var selectedItem: UITabBarItem? {
        didSet { refresh() }
    }

    /// One button per item, in order.
    public private(set) var itemButtons: [UIButton] = []
    /// Called when an item is tapped (the tab bar controller selects it).
    var onSelect: ((Int) -> Void)?

    /// A bar with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) { nil }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in storedItems ?? [] { item.onChange = nil }
        storedItems = items
        for button in itemButtons { button.removeFromSuperview() }
        itemButtons = (items ?? []).enumerated().map { index, item in
            item.onChange = { [weak self] in self?.refresh() }
            let button = TabBarButton()
            button.addAction(UIAction { [weak self] _ in self?.onSelect?(index) }, for: .primaryActionTriggered)
            addSubview(button)
            return button
        }
        refresh()
    }

    /// Shows each item's title, image and selection.
    func refresh() {
        for (item, button) in zip(storedItems ?? [], itemButtons) {
            let selected = item === selectedItem
            guard var configuration = button.configuration else { continue }
            configuration.title = item.shownTitle
            configuration.image = selected ? item.selectedImage ?? item.image : item.image
            configuration.baseForegroundColor = selected ? nil : .secondaryLabel  // nil: the tint
            button.configuration = configuration
            button.isSelected = selected
            (button as? TabBarButton)?.setBadge(item.badgeValue)
            button.isEnabled = item.isEnabled
            button.accessibilityLabel = item.shownTitle
            button.accessibilityValue = item.badgeValue
        }
        setNeedsLayout()
    }

    /// Places the buttons side by side in equal widths across the top ``contentHeight`` points (each centers
    /// its image over its title and places its badge).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !itemButtons.isEmpty else { return }
        let width = bounds.width / CGFloat(itemButtons.count)
        let height = min(bounds.height, Self.contentHeight)
        for (i, button) in itemButtons.enumerated() {
            button.frame = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: height)
        }
    }

    /// The hairline along the top edge.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.separator.resolvedColor(with: traitCollection).cgColor)
        context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 0.5))
    }
}
