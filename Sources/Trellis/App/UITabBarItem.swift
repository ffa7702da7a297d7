import Foundation

/// What a tab bar shows for one view controller (UIKit's `UITabBarItem`): a title and an image, another image
/// while selected, and a badge. Every controller has one (``UIViewController/tabBarItem``).
open class UITabBarItem: NSObject {
    /// The title under the image (nil: the controller's ``UIViewController/title``).
    open var title: String? { didSet { onChange?() } }
    /// The image shown.
    open var image: UIImage? { didSet { onChange?() } }
    /// The image shown while the item is selected (nil: ``image``).
    open var selectedImage: UIImage? { didSet { onChange?() } }
    /// A number to find the item by.
    open var tag = 0
    /// Whether the item can be selected.
    open var isEnabled = true { didSet { onChange?() } }
    /// Short text in a badge at the image's corner (nil: none).
    open var badgeValue: String? { didSet { onChange?() } }

    /// Called when something shown changed (the bar that shows the item refreshes).
    var onChange: (() -> Void)?
    /// The controller the item belongs to (its title is the fallback).
    weak var owner: UIViewController?

    /// An item without title or image.
    public override init() { super.init() }

    /// An item with `title`, `image` and `tag`.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    /// An item with `title`, `image` and the image shown while selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    /// The title the bar shows: the item's, else its controller's.
    var shownTitle: String? { title ?? owner?.title }
}
