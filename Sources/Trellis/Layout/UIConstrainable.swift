import Foundation

/// Something constraints can be made to: a view or a layout guide (the seed's `IConstrainable`).
///
/// A constrainable has anchors but no view hierarchy of its own; it belongs to a view (a view belongs to
/// itself, a layout guide to its owning view).
public protocol UIConstrainable: AnyObject {
    /// The left edge.
    var leftAnchor: NSLayoutXAxisAnchor { get }
    /// The right edge.
    var rightAnchor: NSLayoutXAxisAnchor { get }
    /// The leading edge: left, or right in a right-to-left layout.
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    /// The trailing edge: right, or left in a right-to-left layout.
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    /// The horizontal center.
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    /// The top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The vertical center.
    var centerYAnchor: NSLayoutYAxisAnchor { get }
    /// The width.
    var widthAnchor: NSLayoutDimension { get }
    /// The height.
    var heightAnchor: NSLayoutDimension { get }
    /// The view the constrainable belongs to (itself for a view).
    var owningView: UIView? { get }
}

extension UIView: UIConstrainable {
    /// The view itself: a view belongs to itself.
    public var owningView: UIView? { self }
}
