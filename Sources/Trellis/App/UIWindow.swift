import Foundation

/// The top of an app's user interface on one screen or desktop window (UIKit's `UIWindow`; the seed's root
/// view): it hosts a root view controller's view, owns a first responder and a clock (as every
/// ``UIRootView``), and is shown by a host — the SDL host opens one native window per shown `UIWindow`.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
/// window.rootViewController = LoginViewController()
/// window.makeKeyAndVisible()
/// ```
/// A window starts hidden, as in UIKit; ``makeKeyAndVisible()`` shows it and makes it the key window (the one
/// that receives keyboard input). Its frame is its size in points; a host resizes it with its native window.
open class UIWindow: UIRootView {
    /// The screen the window is on (its scale is the host's pixel density).
    public var screen: UIScreen = .main {
        didSet { if oldValue !== screen { setNeedsFrame() } }
    }

    /// Whether the window is registered with the application (shown once and not hidden since).
    private var isRegistered = false

    /// Makes a hidden window of `frame` (its size in points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        super.isHidden = true
    }

    /// Unarchiving does not exist in Trellis.
    public required init?(coder: NSCoder) { nil }

    // MARK: Root view controller

    /// The controller whose view fills the window. Setting it removes the previous controller's view (it
    /// disappears), loads the new one's view and adds it below anything presented, resizing with the window
    /// (it appears when the window is shown). A controller that is a child, presented, or the root of another
    /// window is refused with a report.
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set { setRootViewController(newValue) }
    }
    private var storedRootViewController: UIViewController?

    private func setRootViewController(_ controller: UIViewController?) {
        guard controller !== storedRootViewController else { return }
        if let controller {
            let reason: String? =
                controller.parentController != nil
                ? "it is a child of \(misuseName(controller.parentController!))"
                : controller.presentingController != nil
                    ? "it is presented"
                    : controller.windowOfRoot != nil ? "it is the root of another window" : nil
            if let reason {
                return report(.rootViewControllerInUse(controller: misuseName(controller), reason: reason))
            }
        }
        if let old = storedRootViewController {
            old.windowOfRoot = nil
            if old.viewIfLoaded?.superview === self { old.viewIfLoaded?.removeFromSuperview() }
        }
        storedRootViewController = controller
        guard let controller else { return setNeedsFrame() }
        controller.windowOfRoot = self
        let view: UIView = controller.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
        setNeedsFrame()
    }

    /// The title a host shows for the window: the root view controller's title.
    public var windowTitle: String? { storedRootViewController?.title }

    /// The root controller's title changed: the host shows it with the next frame.
    func rootTitleDidChange() { setNeedsFrame() }

    // MARK: Showing and key status

    /// Whether the window is hidden (windows start hidden). Showing it registers it with the application
    /// (``UIApplication/windows``) and makes the controllers in it appear; hiding it makes them disappear.
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden else { return }
            isRegistered = !isHidden
            UIApplication.shared.windowVisibilityChanged(self)
            for controller in controllersInSubtree { controller.updateAppearance() }
            setNeedsFrame()
        }
    }

    /// Whether the window is shown (not hidden).
    var isShown: Bool { !isHidden && isRegistered }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window: the one that receives keyboard input.
    open func makeKey() { UIApplication.shared.setKeyWindow(self) }

    /// Whether the window is the key window.
    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Called when the window became the key window.
    open func becomeKey() {}

    /// Called when the window stopped being the key window.
    open func resignKey() {}

    // MARK: Key commands

    /// With nothing focused, a key press looks for shortcuts from the window: it offers those of its top
    /// controller (the one presented last, else the root), so that a navigation controller's ⌘[ works before
    /// anything was clicked.
    open override var keyCommands: [UIKeyCommand]? {
        var top = rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top?.keyCommands
    }

    // MARK: Reports

    private func report(_ error: UIViewControllerError) { UIApplication.shared.report(error) }
}

extension UIView {
    /// The window whose tree the view is in (nil when it is in none).
    public var window: UIWindow? { topMostView as? UIWindow }
}
