import Foundation

extension CGRect {
    /// The rectangle with each edge moved inwards by its inset (UIKit's `inset(by:)`, which is
    /// `UIEdgeInsetsInsetRect`): the origin moves by the left and top insets, the size shrinks by the sums of
    /// opposite insets. Negative insets move edges outwards. As in UIKit, insets larger than the rectangle give
    /// a negative size (a null-sized rectangle to `standardized`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom))
    }
}
