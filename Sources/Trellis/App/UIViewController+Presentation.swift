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

    /// ``present(_:animated:completion:)``.
    func performPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
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
        let view: UIView = presented.view
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)  // the appearance cycle runs here (the view enters the window)
        presented.presentationPhase = .none
        completion?()
    }

    /// ``dismiss(animated:completion:)``.
    func performDismiss(animated: Bool, completion: (() -> Void)?) {
        guard let presented = presentedController ?? (presentingController != nil ? self : nil),
            let presenter = presented.presentingController
        else {
            completion?()
            return
        }
        // What the dismissed controller presents goes first (UIKit dismisses the whole stack above).
        if let above = presented.presentedController { above.performDismiss(animated: animated, completion: nil) }
        presented.presentationPhase = .dismissing
        presented.viewIfLoaded?.removeFromSuperview()  // the appearance cycle runs here
        presented.presentationPhase = .none
        presenter.presentedController = nil
        presented.presentingController = nil
        completion?()
    }
}
