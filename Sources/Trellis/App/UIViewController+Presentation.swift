import Foundation

// Modal presentation: the presented controller's view covers the presenting controller's window, above
// everything in it, until it is dismissed. The presenting controller stays in the window (iOS 13's sheet
// behaviour: it does not disappear).
extension UIViewController {
    /// The controller this one presents, if any.
    public var presentedViewController: UIViewController? { presentedController }

    /// The controller that presented this one, if any.
    public var presentingViewController: UIViewController? { presentingController }

    /// Whether the controller is being presented (true in its `viewWillAppear` / `viewDidAppear` during
    /// ``present(_:animated:completion:)``).
    public var isBeingPresented: Bool { presentationPhase == .presenting }

    /// Whether the controller is being dismissed (true in its `viewWillDisappear` / `viewDidDisappear` during
    /// ``dismiss(animated:completion:)``).
    public var isBeingDismissed: Bool { presentationPhase == .dismissing }

    /// The window whose tree holds this controller's view (nil when not loaded or not in a window).
    var hostingWindow: UIWindow? { viewIfLoaded?.topMostView as? UIWindow }

    /// Seconds an animated presentation slides up, or a dismissal down, for (UIKit's is about half a second).
    static let presentationTransitionDuration: TimeInterval = 0.5

    /// ``present(_:animated:completion:)``: the presented view covers the window. Animated (and the window
    /// shown), it starts one window height below and slides up over ``presentationTransitionDuration`` on the
    /// root's clock (ease in and out); `viewWillAppear(true)` runs at once, `viewDidAppear(true)` and
    /// `completion` when it has arrived.
    func performPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        finishPresentationTransitions()
        let name = misuseName(presented)
        if presentedController != nil {
            return report(.presentationRefused(controller: name, reason: "\(misuseName(self)) already presents one"))
        }
        if presented === self || presented.presentingController != nil || presented.parentController != nil
            || presented.windowOfRoot != nil
        {
            return report(.presentationRefused(controller: name, reason: "it is presented, a child or a window's root"))
        }
        guard let window = hostingWindow else {
            return report(.presentationRefused(controller: name, reason: "\(misuseName(self)) is in no window"))
        }
        presentedController = presented
        presented.presentingController = self
        presented.presentationPhase = .presenting
        let animates = animated && !window.isHidden
        presented.presentationAnimates = animates
        let view: UIView = presented.view
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)  // the appearance cycle runs here (the view enters the window)
        let finish = {
            presented.presentationTransition = nil
            presented.viewIfLoaded?.layer.removeAllAnimations()
            presented.viewIfLoaded?.transform = .identity
            presented.presentationAnimates = false
            for c in presented.viewIfLoaded?.controllersInSubtree ?? [] { c.endHeldAppearance() }
            presented.presentationPhase = .none
            completion?()
        }
        guard animates else { return finish() }
        presented.slide(from: window.bounds.height, to: 0, finish: finish)
    }

    /// ``dismiss(animated:completion:)``: what the dismissed controller presents goes first (at once), then
    /// the controller itself. Animated, its view slides down out of the window first; `viewWillDisappear(true)`
    /// runs at once, `viewDidDisappear(true)` and `completion` when the view has gone.
    func performDismiss(animated: Bool, completion: (() -> Void)?) {
        finishPresentationTransitions()
        guard let presented = presentedController ?? (presentingController != nil ? self : nil),
            let presenter = presented.presentingController
        else {
            completion?()
            return
        }
        if let above = presented.presentedController { above.performDismiss(animated: false, completion: nil) }
        presented.presentationPhase = .dismissing
        let window = presented.hostingWindow
        let animates = animated && window.map { !$0.isHidden } ?? false
        let finish = {
            presented.presentationTransition = nil
            presented.viewIfLoaded?.layer.removeAllAnimations()
            presented.presentationAnimates = false
            presented.viewIfLoaded?.removeFromSuperview()  // the appearance cycle (or its end) runs here
            presented.viewIfLoaded?.transform = .identity
            for c in presented.viewIfLoaded?.controllersInSubtree ?? [] { c.endHeldAppearance() }
            presented.presentationPhase = .none
            presenter.presentedController = nil
            presented.presentingController = nil
            completion?()
        }
        guard animates, let window, let view = presented.viewIfLoaded else { return finish() }
        presented.presentationAnimates = true
        for c in view.controllersInSubtree { c.beginDisappearingForDismissal() }
        presented.slide(from: 0, to: window.bounds.height, finish: finish)
    }

    /// Ends every running animated presentation or dismissal in this controller's window at once (a new one
    /// starts from a settled state).
    private func finishPresentationTransitions() {
        var c: UIViewController? = hostingWindow?.rootViewController ?? self
        while let controller = c {
            let next = controller.presentedController
            controller.presentationTransition?.finish()
            c = next
        }
    }

    /// Slides the view vertically by a translation from `start` to `end` points, then calls `finish` (unless
    /// it was called before: a transition ended early).
    private func slide(from start: CGFloat, to end: CGFloat, finish: @escaping () -> Void) {
        let transition = PresentationTransition(finish: finish)
        presentationTransition = transition
        let view: UIView = self.view
        view.transform = CGAffineTransform(translationX: 0, y: start)
        UIView.animate(
            withDuration: Self.presentationTransitionDuration, delay: 0, options: [.curveEaseInOut],
            animations: { view.transform = CGAffineTransform(translationX: 0, y: end) },
            completion: { [weak self] _ in
                if let self, self.presentationTransition === transition { transition.finish() }
            })
    }
}
