import Foundation

/// A container that shows one of several view controllers, chosen with a tab bar at the bottom (UIKit's
/// `UITabBarController`).
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [UINavigationController(rootViewController: InboxViewController()), SettingsViewController()]
/// window.rootViewController = tabs
/// ```
/// The controllers are its children; each shows its ``UIViewController/tabBarItem`` in the bar. Clicking an
/// item asks the ``delegate`` (`shouldSelect`), selects it and tells the delegate (`didSelect`); setting
/// ``selectedIndex`` or ``selectedViewController`` in code does not ask or tell it, as in UIKit. Switching calls
/// the old controller's `viewWillDisappear`, the new one's `viewWillAppear`, then their `did-` callbacks.
open class UITabBarController: UIViewController {
    /// The bar at the bottom.
    public let tabBar = UITabBar()
    /// Asked before a tab the user picks is selected, and told after.
    open weak var delegate: UITabBarControllerDelegate?

    private var controllers: [UIViewController] = []
    private var storedSelectedIndex = NSNotFound

    /// An empty tab bar controller.
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }

    // MARK: Controllers and selection

    /// The controllers, one per tab (nil: none). Setting it is ``setViewControllers(_:animated:)``.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selected controller stays selected when it is among the new ones, else the
    /// first is selected (UIKit's rule). Duplicates and controllers contained or presented elsewhere are
    /// refused with a report (nothing changes).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        for (i, c) in new.enumerated() {
            let reason: String? =
                new[..<i].contains { $0 === c }
                ? "it is in the list twice"
                : c.isSelfOrDescendant(self)
                    ? "it contains the tab bar controller"
                    : (c.parent != nil && c.parent !== self)
                        ? "it is a child of \(misuseName(c.parent!))"
                        : c.presentingViewController != nil
                            ? "it is presented"
                            : c.windowOfRoot != nil ? "it is the root of a window" : nil
            if let reason { return report(.tabSelectionRefused(controller: misuseName(c), reason: reason)) }
        }
        let old = controllers
        let oldSelected = selectedViewController
        let keep = oldSelected.flatMap { s in new.firstIndex { $0 === s } }
        let newSelected = keep.map { new[$0] } ?? new.first
        let removed = old.filter { c in !new.contains { $0 === c } }
        let added = new.filter { c in !old.contains { $0 === c } }
        for c in removed where c !== oldSelected {
            c.willMove(toParent: nil)
            c.removeFromParent()
        }
        for c in added { addChild(c) }
        controllers = new
        storedSelectedIndex = keep ?? (new.isEmpty ? NSNotFound : 0)
        show(newSelected, replacing: oldSelected)
        if let oldSelected, removed.contains(where: { $0 === oldSelected }) {
            oldSelected.willMove(toParent: nil)
            oldSelected.removeFromParent()
        }
        for c in added { c.didMove(toParent: self) }
        itemsDidChange()
    }

    /// The index of the selected tab (`NSNotFound`: none). Setting an index out of range is refused with a report.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set { select(index: newValue) }
    }

    /// The selected controller. Setting one that is not a tab is refused with a report.
    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(storedSelectedIndex) ? controllers[storedSelectedIndex] : nil }
        set {
            guard let newValue else { return }
            guard let index = controllers.firstIndex(where: { $0 === newValue }) else {
                return report(
                    .tabSelectionRefused(controller: misuseName(newValue), reason: "it is not one of the tabs"))
            }
            select(index: index)
        }
    }

    private func select(index: Int) {
        guard controllers.indices.contains(index) else {
            return report(
                .tabSelectionRefused(controller: "index \(index)", reason: "there are \(controllers.count) tabs"))
        }
        guard index != storedSelectedIndex else { return }
        let old = selectedViewController
        storedSelectedIndex = index
        show(controllers[index], replacing: old)
        tabBar.selectedItem = controllers[index].tabBarItem
    }

    /// A tab the user picked: asks the delegate, selects, tells the delegate.
    func userSelected(index: Int) {
        guard controllers.indices.contains(index) else { return }
        let controller = controllers[index]
        guard controller.tabBarItem.isEnabled else { return }
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        select(index: index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Shows `new`'s view in place of `old`'s, with the appearance callbacks when on screen.
    private func show(_ new: UIViewController?, replacing old: UIViewController?) {
        guard isViewLoaded, new !== old else { return }
        let onScreen = isAppearingOrAppeared
        if onScreen {
            old?.beginAppearanceTransition(false, animated: false)
            new?.beginAppearanceTransition(true, animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        if let new { install(new) }
        if onScreen {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
    }

    /// The tabs' items changed: the bar shows them again.
    func itemsDidChange() {
        tabBar.setItems(controllers.map { $0.tabBarItem }, animated: false)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    // MARK: The view

    /// The container: the selected controller's view above the tab bar.
    open override func loadView() {
        let container = TabBarContainerView()
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.tabBar = tabBar
        container.addSubview(tabBar)
        tabBar.onSelect = { [weak self] in self?.userSelected(index: $0) }
        view = container
        if let selected = selectedViewController { install(selected) }
        itemsDidChange()
    }

    private func install(_ controller: UIViewController) {
        guard let container = viewIfLoaded else { return }
        let content: UIView = controller.view
        content.autoresizingMask = []
        container.insertSubview(content, belowSubview: tabBar)
        container.setNeedsLayout()
    }

    /// The tab bar controller drives its children's appearance itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        selectedViewController?.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        selectedViewController?.endAppearanceTransition()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        selectedViewController?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        selectedViewController?.endAppearanceTransition()
    }

    /// The selected controller's shortcuts (a navigation controller's ⌘[ in a tab works with nothing focused).
    open override var keyCommands: [UIKeyCommand]? { selectedViewController?.keyCommands }
}

/// Asked and told about the tabs the user picks (UIKit's `UITabBarControllerDelegate`); the methods have
/// defaults (allow; nothing).
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController`, which the user picked, may be selected.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    /// The tab of `viewController`, which the user picked, was selected.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// A tab bar controller's view: the tab bar across the bottom (up from the safe area's bottom by the bar's
/// content height), every other subview — the selected controller's view — above it.
final class TabBarContainerView: UIView {
    weak var tabBar: UITabBar?

    override func layoutSubviews() {
        super.layoutSubviews()
        var contentBottom = bounds.height
        if let bar = tabBar {
            let height = safeAreaInsets.bottom + UITabBar.contentHeight
            bar.frame = CGRect(x: 0, y: max(0, bounds.height - height), width: bounds.width, height: height)
            if !bar.isHidden { contentBottom = bar.frame.minY }
        }
        let content = CGRect(x: 0, y: 0, width: bounds.width, height: contentBottom)
        for subview in subviews where subview !== tabBar { subview.frame = content }
    }
}
