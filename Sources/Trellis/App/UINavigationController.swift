import Foundation

/// A container that shows a stack of view controllers, one at a time, under a navigation bar (UIKit's
/// `UINavigationController`): pushing slides a controller in over the current one, popping returns to the one
/// below, and the bar's back button (or ⌘[) pops.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: InboxViewController())
/// window.rootViewController = navigation
/// navigation.pushViewController(MessageViewController(), animated: true)
/// ```
/// The controllers are its children. Appearance follows UIKit's order: on a push the old top's
/// `viewWillDisappear` and the new one's `viewWillAppear`, then (after the slide, on the root's clock when
/// animated) the old one's `viewDidDisappear`, the new one's `viewDidAppear` and `didMove(toParent:)`; a pop
/// mirrors it. Only the top controller's view is in the tree between transitions. A push or pop while a
/// transition runs first finishes that transition.
open class UINavigationController: UIViewController {
    /// Seconds a push or pop slides for when animated (UIKit's is about a third of a second).
    public static let transitionDuration: TimeInterval = 0.35

    /// The bar at the top.
    public let navigationBar = UINavigationBar()
    /// Told before and after a controller is shown.
    open weak var delegate: UINavigationControllerDelegate?

    /// Whether the navigation bar is hidden (the top controller's view then fills the whole view).
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// The transition in flight: what finishes it (nil: none).
    private var finishTransition: (() -> Void)?
    /// A number that changes with every transition (an animation completion of an older one does nothing).
    private var transitionID = 0
    /// The controllers, bottom first.
    private var stack: [UIViewController] = []

    /// A navigation controller whose stack is `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller (UIKit's designated initializer; nib files do not exist in Trellis).
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }

    // MARK: The stack

    /// The controllers on the stack, the root first and the top last. Setting it is
    /// ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view shows: the one the top controller presents, else the top controller.
    open var visibleViewController: UIViewController? {
        var shown = topViewController
        while let presented = shown?.presentedViewController { shown = presented }
        return shown
    }

    /// Pushes `viewController` onto the stack and shows it (sliding in from the trailing edge when animated and
    /// the navigation controller is on screen). A controller already on a stack, or contained or presented
    /// elsewhere, is refused with a report.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard accepts([viewController], replacing: []) else { return }
        setStack(stack + [viewController], animated: animated, direction: .forward)
    }

    /// Pops the top controller and shows the one below; returns the popped controller (nil when only the root
    /// is left).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let top = stack[stack.count - 1]
        setStack(Array(stack.dropLast()), animated: animated, direction: .backward)
        return top
    }

    /// Pops every controller above the root; returns them, bottom first (nil when the root is on top).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them, bottom first (nil when it is not on the
    /// stack or already on top).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else {
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        setStack(Array(stack[...index]), animated: animated, direction: .backward)
        return popped
    }

    /// Replaces the stack. The new top shows (animated like a push when it was not on the stack, else like a
    /// pop); controllers no longer on it leave the container. Duplicates, and controllers contained or presented
    /// elsewhere, are refused with a report (nothing changes).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard accepts(viewControllers, replacing: stack) else { return }
        let forward = !(viewControllers.last.map { new in stack.contains { $0 === new } } ?? true)
        setStack(viewControllers, animated: animated, direction: forward ? .forward : .backward)
    }

    /// Hides or shows the navigation bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard navigationBar.isHidden != hidden else { return }
        navigationBar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: The view

    /// The container: the bar at the top, the top controller's view below it.
    open override func loadView() {
        let container = NavigationContainerView()
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.navigationBar = navigationBar
        container.addSubview(navigationBar)
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        view = container
        if let top = topViewController { install(top) }
        refreshBar()
    }

    /// The navigation controller drives its children's appearance itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        finishTransition?()
        topViewController?.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        topViewController?.endAppearanceTransition()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        finishTransition?()
        topViewController?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        topViewController?.endAppearanceTransition()
    }

    /// ⌘[ goes back (UIKit's shortcut), when a controller is below the top one.
    open override var keyCommands: [UIKeyCommand]? {
        guard stack.count > 1 else { return nil }
        return [
            UIKeyCommand(title: "Back", input: "[", modifierFlags: .command) { [weak self] _ in
                self?.popViewController(animated: true)
            }
        ]
    }

    // MARK: Transitions

    enum Direction { case forward, backward }

    /// Whether `controllers` may become the stack (replacing `current`): no duplicates, none contained,
    /// presented or a window's root elsewhere, not this controller or one above it.
    private func accepts(_ controllers: [UIViewController], replacing current: [UIViewController]) -> Bool {
        for (i, c) in controllers.enumerated() {
            let name = misuseName(c)
            let reason: String? =
                controllers[..<i].contains { $0 === c }
                ? "it is on the new stack twice"
                : c.isSelfOrDescendant(self)
                    ? "it contains the navigation controller"
                    : (c.parent != nil && c.parent !== self)
                        ? "it is a child of \(misuseName(c.parent!))"
                        : (c.parent === self && !current.contains { $0 === c })
                            ? "it is already on the stack"
                            : c.presentingViewController != nil
                                ? "it is presented"
                                : c.windowOfRoot != nil ? "it is the root of a window" : nil
            if let reason {
                report(.navigationRefused(controller: name, reason: reason))
                return false
            }
        }
        return true
    }

    /// Makes `newStack` the stack: children added and removed, the new top shown in place of the old one,
    /// with the appearance callbacks in UIKit's order, sliding when animated and on screen.
    private func setStack(_ newStack: [UIViewController], animated: Bool, direction: Direction) {
        finishTransition?()
        let old = stack
        let oldTop = old.last, newTop = newStack.last
        let added = newStack.filter { c in !old.contains { $0 === c } }
        let removed = old.filter { c in !newStack.contains { $0 === c } }
        for c in added { addChild(c) }  // willMove(toParent: self)
        for c in removed { c.willMove(toParent: nil) }
        stack = newStack
        refreshBar()
        guard isViewLoaded, oldTop !== newTop else {
            if isViewLoaded, let newTop, newTop.viewIfLoaded?.superview !== view { install(newTop) }
            finish(added: added, removed: removed)
            return
        }
        let onScreen = isAppearingOrAppeared
        newTop?.loadViewIfNeeded()  // its viewDidLoad before its viewWillAppear, as in UIKit
        if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
        if onScreen {
            oldTop?.beginAppearanceTransition(false, animated: animated)
            newTop?.beginAppearanceTransition(true, animated: animated)
        }
        if let newTop { install(newTop, above: direction == .forward) }
        view.layoutIfNeeded()
        transitionID += 1
        let id = transitionID
        let complete = { [weak self] in
            guard let self, self.transitionID == id, self.finishTransition != nil else { return }
            self.finishTransition = nil
            for v in [oldTop?.viewIfLoaded, newTop?.viewIfLoaded] { v?.transform = .identity }
            if let oldTop, oldTop !== self.topViewController { oldTop.viewIfLoaded?.removeFromSuperview() }
            if onScreen {
                oldTop?.endAppearanceTransition()
                newTop?.endAppearanceTransition()
            }
            self.finish(added: added, removed: removed)
            if let newTop { self.delegate?.navigationController(self, didShow: newTop, animated: animated) }
        }
        finishTransition = complete
        guard animated, onScreen, view.window != nil, let newView = newTop?.viewIfLoaded else { return complete() }
        // The incoming view slides in over the outgoing one from the trailing edge (a pop: the outgoing slides
        // out to it); the one underneath moves a third of the way, as in UIKit.
        let width = view.bounds.width
        let oldView = oldTop?.viewIfLoaded
        let sign: CGFloat = direction == .forward ? 1 : -1
        newView.transform = CGAffineTransform(translationX: sign * (direction == .forward ? width : width / 3), y: 0)
        UIView.animate(
            withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                newView.transform = .identity
                oldView?.transform = CGAffineTransform(
                    translationX: -sign * (direction == .forward ? width / 3 : width), y: 0)
            },
            completion: { _ in complete() })
    }

    /// Ends a stack change: the removed controllers leave the container, the added ones settle in.
    private func finish(added: [UIViewController], removed: [UIViewController]) {
        for c in removed {
            if c.viewIfLoaded?.superview === viewIfLoaded { c.viewIfLoaded?.removeFromSuperview() }
            c.removeFromParent()  // didMove(toParent: nil)
        }
        for c in added { c.didMove(toParent: self) }
    }

    /// Puts `controller`'s view in the container, below the bar (above the other content when `above`).
    private func install(_ controller: UIViewController, above: Bool = true) {
        guard let container = viewIfLoaded as? NavigationContainerView else { return }
        let content: UIView = controller.view
        content.autoresizingMask = []
        if above {
            container.insertSubview(content, belowSubview: navigationBar)
        } else {
            container.insertSubview(content, at: 0)
        }
        container.setNeedsLayout()
    }

    /// Shows the stack's items in the bar.
    private func refreshBar() {
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
    }
}

/// Told when a navigation controller shows a controller (UIKit's `UINavigationControllerDelegate`); both
/// methods have empty defaults.
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before `viewController` is shown (its view is about to appear).
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After `viewController` was shown.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

/// A navigation controller's view: the bar across the top (down to the safe area's top plus the bar's
/// content height), every other subview — the controllers' views — below it.
final class NavigationContainerView: UIView {
    weak var navigationBar: UINavigationBar?

    override func layoutSubviews() {
        super.layoutSubviews()
        var contentTop: CGFloat = 0
        if let bar = navigationBar {
            let height = safeAreaInsets.top + UINavigationBar.contentHeight
            bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
            if !bar.isHidden { contentTop = height }
        }
        let content = CGRect(x: 0, y: contentTop, width: bounds.width, height: max(0, bounds.height - contentTop))
        for subview in subviews where subview !== navigationBar { subview.frame = content }
    }
}
