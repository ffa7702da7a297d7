import Foundation

/// An object that manages a view hierarchy (UIKit's `UIViewController`): it loads its view on first use,
/// hears when the view appears and disappears, lays out and updates constraints around the view's own passes,
/// contains child controllers, and presents controllers modally.
///
/// ```swift
/// final class LoginViewController: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         title = "Sign in"
///         view.backgroundColor = .systemBackground
///         // add subviews and constraints to view.safeAreaLayoutGuide …
///     }
/// }
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
/// window.rootViewController = LoginViewController()
/// window.makeKeyAndVisible()
/// ```
///
/// The view is loaded lazily: reading ``view`` calls ``loadView()`` (the default makes a plain `UIView`) and
/// then ``viewDidLoad()``. A controller's view is the next responder after its view's subviews, and the
/// controller's next responder is its view's superview, as in UIKit.
open class UIViewController: UIResponder {
    // MARK: State (one place)

    /// The loaded view (nil until loaded).
    private var storedView: UIView?
    /// Whether ``loadView()`` is running (a read of ``view`` then would recurse).
    private var isLoadingView = false
    /// Where the controller is in its appearance cycle.
    var appearance = AppearanceState.disappeared
    /// Child controllers, in the order they were added.
    var childList: [UIViewController] = []
    /// The parent container (weak: the parent owns its children).
    weak var parentController: UIViewController?
    /// The controller this one presents (owned), and the one presenting it.
    var presentedController: UIViewController?
    weak var presentingController: UIViewController?
    /// Set while a presentation or a dismissal runs (``isBeingPresented``, ``isBeingDismissed``).
    var presentationPhase = PresentationPhase.none
    /// Whether the running presentation or dismissal animates: the did-callbacks wait for its end.
    var presentationAnimates = false
    /// The running animated presentation or dismissal of this controller (nil: none runs).
    var presentationTransition: PresentationTransition?
    /// Whether the current appearance transition was animated (its did-callback gets the same flag).
    var appearanceAnimated = false
    /// The window this controller is the root view controller of (weak: the window owns it).
    weak var windowOfRoot: UIWindow?
    private var storedAdditionalSafeAreaInsets = UIEdgeInsets.zero
    /// What navigation and tab bars show for the controller (made on first use; UIViewController+Containers).
    var storedNavigationItem: UINavigationItem?
    var storedTabBarItem: UITabBarItem?

    /// Where a controller is in its appearance cycle.
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    /// Whether a presentation or a dismissal is in progress.
    enum PresentationPhase { case none, presenting, dismissing }

    /// Makes a controller (UIKit's designated initializer; nib files do not exist in Trellis, so both
    /// arguments are ignored and the view comes from ``loadView()``).
    public init(nibName: String?, bundle: Bundle?) { super.init() }

    /// Makes a controller whose view comes from ``loadView()``.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    // MARK: The view

    /// The view this controller manages, loaded on first read (``loadView()``, then ``viewDidLoad()``).
    /// Setting it replaces the view (nil unloads it); a view that already belongs to another controller is
    /// refused with a report (``UIViewControllerError/viewOwnedByAnotherController(view:owner:controller:)``).
    open var view: UIView! {
        get {
            if let storedView { return storedView }
            if isLoadingView {
                report(.viewReadDuringLoadView(controller: misuseName(self)))
                attach(UIView())
                return storedView
            }
            loadViewIfNeeded()
            return storedView
        }
        set { attach(newValue) }
    }

    /// The view if it was loaded, else nil (never loads it).
    public var viewIfLoaded: UIView? { storedView }

    /// Whether the view was loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Makes the view (override to build your own and assign it to ``view``; do not call `super` then). The
    /// default makes a plain `UIView` that resizes with its superview.
    open func loadView() {
        let plain = UIView()
        plain.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = plain
    }

    /// Called once after the view was loaded: build the view hierarchy and constraints here.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil {
            report(.loadViewSetNoView(controller: misuseName(self)))
            attach(UIView())
        }
        viewDidLoad()
    }

    /// Makes `newView` the controller's view: links it back to the controller (``UIView/next``, layout and
    /// trait callbacks) and unlinks the previous one.
    private func attach(_ newView: UIView?) {
        guard newView !== storedView else { return }
        if let newView, let owner = newView.extendedState?.viewController, owner !== self {
            report(
                .viewOwnedByAnotherController(
                    view: misuseName(newView), owner: misuseName(owner), controller: misuseName(self)))
            return
        }
        if let old = storedView { old.extendedState?.viewController = nil }
        storedView = newView
        newView?.makeExtendedState().viewController = self
        if newView != nil, storedAdditionalSafeAreaInsets != .zero { safeAreaDidChange() }
    }

    // MARK: Description

    /// A name for the controller's content, shown by containers (a navigation bar, a window's title).
    open var title: String? {
        didSet {
            guard oldValue != title else { return }
            windowOfRoot?.rootTitleDidChange()
            titleDidChange()
        }
    }

    /// The size the controller would like its view to have when a container lays it out (a popover, a sheet);
    /// zero: no preference. A change tells the parent (``preferredContentSizeDidChange(forChildContentContainer:)``).
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard oldValue != preferredContentSize else { return }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// A child's ``preferredContentSize`` changed (override in containers; the default does nothing).
    open func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {}

    // MARK: Layout

    /// Called before the view's `layoutSubviews()` in a layout pass (the view's bounds are final).
    open func viewWillLayoutSubviews() {}

    /// Called after the view's `layoutSubviews()` in a layout pass.
    open func viewDidLayoutSubviews() {}

    /// Called when the view needs its constraints updated (`view.setNeedsUpdateConstraints()`): change
    /// constraints here, and call `super` last (it runs the view's `updateConstraints()`).
    open func updateViewConstraints() { storedView?.updateConstraints() }

    // MARK: Responder chain

    /// The next responder: the view's superview (UIKit's rule for a controller's next responder).
    open override var next: UIResponder? { storedView?.superview }

    // MARK: Traits

    /// The traits of the controller's view (unspecified before it is loaded).
    public var traitCollection: UITraitCollection { storedView?.traitCollection ?? UITraitCollection() }

    /// The view's traits changed (appearance, layout direction, size classes); `previousTraitCollection` is
    /// what they were. Called after the view's own `traitCollectionDidChange(_:)`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Safe area

    /// Insets added to the safe area of the controller's view, on top of what it inherits (a container's own
    /// bars, a game's HUD); the view's `safeAreaLayoutGuide` and `safeAreaInsets` include them.
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { storedAdditionalSafeAreaInsets }
        set {
            guard newValue != storedAdditionalSafeAreaInsets else { return }
            storedAdditionalSafeAreaInsets = newValue
            safeAreaDidChange()
        }
    }

    /// Brings the safe-area guides of the view's subtree up to date and asks for layout.
    private func safeAreaDidChange() {
        guard let storedView else { return }
        storedView.visitAllViews { LayoutEngine.systemGuideChanged($0, .safeArea) }
        storedView.setNeedsLayout()
    }

    // MARK: Appearance (the cycle: UIViewController+Appearance.swift)

    /// The view is about to be added to a visible window's tree (or its window is about to be shown).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view was added to a visible window's tree (or its window was shown).
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave a visible window's tree (or its window is about to be hidden).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left a visible window's tree (or its window was hidden).
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the controller's children hear of its appearance changes by themselves (UIKit's default: true).
    /// A container that returns false calls ``beginAppearanceTransition(_:animated:)`` and
    /// ``endAppearanceTransition()`` on its children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Containment (UIViewController+Containment.swift)

    /// Adds `childController` as a child: calls its ``willMove(toParent:)`` with this controller. Then add its
    /// view to this controller's view and call its ``didMove(toParent:)``. A controller that is a child of
    /// another parent is removed from it first (UIKit's behaviour, reported); a cycle is refused.
    open func addChild(_ childController: UIViewController) { performAddChild(childController) }

    /// Removes the controller from its parent and calls ``didMove(toParent:)`` with nil. Call
    /// ``willMove(toParent:)`` with nil and remove the view from its superview first.
    open func removeFromParent() { performRemoveFromParent() }

    /// Called before the controller is added to (`parent`) or removed from (nil) a container.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to (`parent`) or removed from (nil) a container.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` modally over this controller's window: its view covers the window
    /// (resizing with it) until ``dismiss(animated:completion:)``; `completion` runs when it has appeared.
    /// Refused with a report when this controller already presents one, is in no window, or the controller is
    /// presented or contained elsewhere.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents or, when it presents none, this controller itself (when it
    /// was presented); `completion` runs when its view has gone.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    // MARK: Reports

    /// Reports misuse to ``UIApplication/misuse``.
    func report(_ error: UIViewControllerError) { UIApplication.shared.report(error) }
}

extension UIView {
    /// The controller whose view this is (nil for most views). Internal: UIKit has no public API for it.
    var owningViewController: UIViewController? { extendedState?.viewController }

    /// The insets a controller adds to this view's safe area (zero for views no controller owns).
    var controllerSafeAreaInsets: UIEdgeInsets { owningViewController?.additionalSafeAreaInsets ?? .zero }
}
