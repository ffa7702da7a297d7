import Foundation

// What every controller knows about the containers it is in: its navigation and tab bar items, and the
// nearest navigation and tab bar controllers above it.
extension UIViewController {
    /// What a navigation bar shows for this controller (made on first use).
    public var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.owner = self
        storedNavigationItem = item
        return item
    }

    /// What a tab bar shows for this controller (made on first use, titled with the controller's title).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem()
            item.owner = self
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            newValue?.owner = self
            (parent as? UITabBarController)?.itemsDidChange()
        }
    }

    /// The nearest navigation controller above this one (nil when it is in none).
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest tab bar controller above this one (nil when it is in none).
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    private func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var current = parent
        while let c = current {
            if let found = c as? T { return found }
            current = c.parent
        }
        return nil
    }

    /// The title changed: the bars that show it refresh.
    func titleDidChange() {
        storedNavigationItem?.onChange?()
        storedTabBarItem?.onChange?()
    }
}
