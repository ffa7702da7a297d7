import Foundation

extension UIView {
    /// The element's frame in the top view's coordinate space (UIKit: screen coordinates; Trellis has no
    /// screen, so the root's space). Derived from the frame, as UIKit's default for views.
    public var accessibilityFrame: CGRect { convert(bounds, to: nil) }

    /// The accessible elements in this subtree, in reading order (pre-order: a view before its subviews,
    /// subviews back to front): views whose ``isAccessibilityElement`` is on, skipping hidden views and
    /// subtrees with ``accessibilityElementsHidden``. An element's own subviews are not separate elements.
    public var accessibleElements: [UIView] {
        var elements: [UIView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, !view.accessibilityElementsHidden else { return }
            if view.isAccessibilityElement {
                elements.append(view)
                return
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return elements
    }
}
