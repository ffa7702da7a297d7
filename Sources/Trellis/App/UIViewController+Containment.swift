import Foundation

// Child view controllers (UIKit's containment): the parent owns its children; the container adds the
// child's view to its own view itself, between `addChild` and `didMove(toParent:)`.
extension UIViewController {
    /// The child controllers, in the order they were added.
    public var children: [UIViewController] { childList }

    /// The container this controller is a child of.
    public var parent: UIViewController? { parentController }

    /// Whether `controller` is this controller or one of its descendants (children, their children …).
    func isSelfOrDescendant(_ controller: UIViewController) -> Bool {
        var current: UIViewController? = controller
        while let c = current {
            if c === self { return true }
            current = c.parentController
        }
        return false
    }

    /// ``addChild(_:)``: refuses a cycle, moves a child of another parent (reported), then links it and calls
    /// `willMove(toParent:)`.
    func performAddChild(_ child: UIViewController) {
        if child.isSelfOrDescendant(self) {
            report(.childWouldCloseCycle(child: misuseName(child), parent: misuseName(self)))
            return
        }
        if child.windowOfRoot != nil || child.presentingController != nil {
            report(.childIsRootOrPresented(child: misuseName(child), parent: misuseName(self)))
            return
        }
        if let old = child.parentController {
            if old === self { return }
            report(
                .childMovedFromAnotherParent(
                    child: misuseName(child), oldParent: misuseName(old), newParent: misuseName(self)))
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        child.willMove(toParent: self)
        childList.append(child)
        child.parentController = self
    }

    /// ``removeFromParent()``: unlinks the controller from its parent and calls `didMove(toParent: nil)`.
    func performRemoveFromParent() {
        guard let parent = parentController else { return }
        parent.childList.removeAll { $0 === self }
        parentController = nil
        didMove(toParent: nil)
    }
}
