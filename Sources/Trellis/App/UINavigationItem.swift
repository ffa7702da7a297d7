import Foundation

/// What a navigation bar shows for one view controller (UIKit's `UINavigationItem`): its title and how the
/// back button that returns to it reads. Every controller has one (``UIViewController/navigationItem``); a
/// ``UINavigationController`` shows the top controller's.
open class UINavigationItem: NSObject {
    /// The title shown in the middle of the bar (nil: the controller's ``UIViewController/title``).
    open var title: String? {
        didSet { if oldValue != title { changed() } }
    }
    /// The back button's title while a controller pushed above this one is shown (nil: this item's title,
    /// else "Back").
    open var backButtonTitle: String? {
        didSet { if oldValue != backButtonTitle { changed() } }
    }
    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton = false {
        didSet { if oldValue != hidesBackButton { changed() } }
    }

    /// Called when something shown changed (the bar that shows the item refreshes).
    var onChange: (() -> Void)?
    /// The controller the item belongs to (its title is the fallback).
    weak var owner: UIViewController?

    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item without a title (the controller's title shows).
    public override init() { super.init() }

    /// The title the bar shows: the item's, else its controller's.
    var shownTitle: String? { title ?? owner?.title }

    private func changed() { onChange?() }
}
