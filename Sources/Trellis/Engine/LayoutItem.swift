import Foundation

/// What the layout engine positions: views and layout guides. An item's `x`/`y` are relative to its layout
/// parent's coordinate space (a view's superview; a guide's owning view).
protocol LayoutItem: AnyObject {
    /// The item's state in the engine.
    var layout: ViewLayout { get set }
    /// The view whose coordinate space the item's position is in.
    var layoutParent: UIView? { get }
    /// The view that stands for the item in the hierarchy (itself for a view, the owning view for a guide).
    var hierarchyView: UIView? { get }
    /// Whether leading means right for the item.
    var isRightToLeft: Bool { get }
    /// Receives the solved frame (relative to the layout parent).
    func applyLayoutFrame(_ frame: CGRect)
}

extension UIView: LayoutItem {
    var layoutParent: UIView? { superview }
    var hierarchyView: UIView? { self }

    func applyLayoutFrame(_ frame: CGRect) {
        let old = storedFrame
        // Compared field by field: CGRect's `==` is an out-of-line call into Foundation, once per view.
        let sameSize = frame.size.width == old.size.width && frame.size.height == old.size.height
        guard !sameSize || frame.origin.x != old.origin.x || frame.origin.y != old.origin.y else { return }
        storedFrame = frame
        animatableChanged(.frame, from: AnimationVector(old))
        if !sameSize {
            markNeedsLayout()
            // Handlers run after the read-back (they may change the tree the read-back is walking).
            if wantsSizeChangeCallbacks { layout.engine?.pendingSizeEvents.append((self, old.size)) }
        }
    }
}
