import Foundation

extension UIView {
    /// Marks the whole view as needing to be drawn again (UIKit's `setNeedsDisplay()`).
    ///
    /// Trellis draws whole trees whenever they are rendered (nothing is cached), so this only records what
    /// changed for a host that redraws on demand: ``CALayer/needsDisplay()`` and ``CALayer/invalidatedRect``
    /// until the view is next drawn. A view whose ``contentMode`` is `.redraw` is marked when its size changes.
    public func setNeedsDisplay() { layer.setNeedsDisplay(bounds) }

    /// Marks `rect` (bounds coordinates) as needing to be drawn again (UIKit's `setNeedsDisplay(_:)`).
    public func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }
}
