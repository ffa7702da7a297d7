import Foundation

// The appearance cycle. A controller has appeared exactly when its view is in a visible window's tree; the
// cycle moves when that changes — its view enters or leaves such a window (addSubview, removeFromSuperview,
// a window's rootViewController, present and dismiss) or its window is shown or hidden. Each move calls the
// will- and then the did- callback at once (Trellis has no transition animations yet). A container whose
// `shouldAutomaticallyForwardAppearanceMethods` is false drives its children by hand.
extension UIViewController {
    /// Whether the controller is appearing or has appeared.
    var isAppearingOrAppeared: Bool { appearance == .appearing || appearance == .appeared }

    /// Whether the view is in the tree of a window that is shown.
    var isViewInVisibleWindow: Bool { (viewIfLoaded?.topMostView as? UIWindow)?.isShown ?? false }

    /// Whether the automatic cycle applies: the parent (if any) forwards appearance to its children.
    private var appearsAutomatically: Bool { parent?.shouldAutomaticallyForwardAppearanceMethods ?? true }

    /// Starts an appearance change by hand (a container that does not forward appearance automatically):
    /// calls ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)`` when the state changes.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard !isAppearingOrAppeared else { return }
            appearance = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        } else {
            guard isAppearingOrAppeared else { return }
            appearance = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
    }

    /// Ends the change ``beginAppearanceTransition(_:animated:)`` started: calls ``viewDidAppear(_:)`` or
    /// ``viewDidDisappear(_:)``.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared: break
        }
    }

    /// Moves the cycle to match where the view is (in a shown window or not), when the automatic cycle
    /// applies.
    /// Inside an animated presentation or dismissal only the will-callback runs here; the transition's end
    /// calls the did-callback.
    func updateAppearance(animated: Bool = false) {
        guard appearsAutomatically else { return }
        let visible = isViewInVisibleWindow
        guard visible != isAppearingOrAppeared else { return }
        let held = isInAnimatedPresentation
        beginAppearanceTransition(visible, animated: animated || held)
        if !held { endAppearanceTransition() }
    }

    /// Starts disappearing for an animated dismissal (the view is still in the window while it slides out),
    /// when the automatic cycle applies.
    func beginDisappearingForDismissal() {
        guard appearsAutomatically, isAppearingOrAppeared else { return }
        beginAppearanceTransition(false, animated: true)
    }

    /// Ends an appearance change an animated presentation or dismissal held, when the automatic cycle applies
    /// (a container that drives its children ends theirs itself).
    func endHeldAppearance() {
        guard appearsAutomatically else { return }
        endAppearanceTransition()
    }

    /// Whether this controller or a container above it is being presented or dismissed with animation.
    private var isInAnimatedPresentation: Bool {
        var c: UIViewController? = self
        while let controller = c {
            if controller.presentationAnimates { return true }
            c = controller.parent
        }
        return false
    }
}

extension UIView {
    /// The controllers whose views are in this subtree, parents before children.
    var controllersInSubtree: [UIViewController] {
        var found: [UIViewController] = []
        visitAllViews { if let c = $0.owningViewController { found.append(c) } }
        return found
    }
}
