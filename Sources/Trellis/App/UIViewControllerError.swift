import Foundation

/// Misuse of the app-level types (view controllers, windows) that UIKit answers with an exception and Trellis
/// answers with a report: the call is refused (or repaired, as noted per case) and nothing else changes.
/// Reports go to ``UIApplication/misuse``; without subscribers they are written to standard error.
public enum UIViewControllerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `view` was read inside `loadView()` before `loadView()` set it (UIKit recurses forever): the read gets
    /// a plain `UIView`, which becomes the controller's view.
    case viewReadDuringLoadView(controller: String)
    /// `loadView()` returned without setting `view`: the controller gets a plain `UIView`.
    case loadViewSetNoView(controller: String)
    /// A view was given to a controller while it is the view of another controller: refused.
    case viewOwnedByAnotherController(view: String, owner: String, controller: String)
    /// A controller was added as a child of a second parent. As UIKit documents, it was first removed from the
    /// old parent (`willMove(toParent: nil)`, `removeFromParent()`); reported because it is usually a bug.
    case childMovedFromAnotherParent(child: String, oldParent: String, newParent: String)
    /// A controller was added as a child of itself or of one of its own children: refused.
    case childWouldCloseCycle(child: String, parent: String)
    /// A window's root view controller or a presented controller was added as a child: refused (set the
    /// window's root to another controller, or dismiss it, first).
    case childIsRootOrPresented(child: String, parent: String)
    /// `present` was asked of a controller that already presents one, or for a controller already presented
    /// or in a container: refused (the completion is not called).
    case presentationRefused(controller: String, reason: String)
    /// A controller became a window's root view controller while it is a child or root elsewhere: refused.
    case rootViewControllerInUse(controller: String, reason: String)
    /// A controller could not go on a navigation stack (already on it, twice in a new stack, contained or
    /// presented elsewhere): the push or the new stack was refused.
    case navigationRefused(controller: String, reason: String)
    /// A tab bar controller could not take or select a controller (twice in the list, contained elsewhere, not
    /// one of its tabs, an index out of range): refused.
    case tabSelectionRefused(controller: String, reason: String)

    public var description: String {
        switch self {
        case .viewReadDuringLoadView(let c):
            return "\(c).view was read inside loadView() before loadView() set it; it gets a plain UIView "
                + "(set view first, or build the view in a local and assign it)"
        case .loadViewSetNoView(let c):
            return "\(c).loadView() did not set view; it gets a plain UIView (call super.loadView() or set view)"
        case .viewOwnedByAnotherController(let v, let o, let c):
            return "\(v) is the view of \(o) and cannot become the view of \(c); the assignment was refused"
        case .childMovedFromAnotherParent(let child, let old, let new):
            return "\(child) was added as a child of \(new) while a child of \(old); it was removed from \(old) "
                + "first (UIKit's behaviour), call removeFromParent() before moving it to silence this"
        case .childWouldCloseCycle(let child, let parent):
            return "\(child) cannot become a child of \(parent): \(parent) is \(child) or one of its descendants; "
                + "refused"
        case .childIsRootOrPresented(let child, let parent):
            return "\(child) cannot become a child of \(parent): it is a window's rootViewController or presented; "
                + "refused"
        case .presentationRefused(let c, let reason):
            return "present(\(c)) refused: \(reason)"
        case .rootViewControllerInUse(let c, let reason):
            return "\(c) cannot become a window's rootViewController: \(reason); refused"
        case .navigationRefused(let c, let reason):
            return "\(c) cannot go on the navigation stack: \(reason); refused"
        case .tabSelectionRefused(let c, let reason):
            return "\(c) cannot be a selected tab: \(reason); refused"
        }
    }
}

/// A short name for a controller or view in reports: its type, and a controller's title when it has one
/// (no addresses: the same calls give the same reports in every run).
func misuseName(_ object: AnyObject) -> String {
    if let controller = object as? UIViewController, let title = controller.title {
        return "\(type(of: object))(\(title.debugDescription))"
    }
    return "\(type(of: object))"
}
