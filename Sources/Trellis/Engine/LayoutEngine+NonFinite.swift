import Foundation

/// NaN and ±infinity never reach the solver or a frame.
///
/// UIKit logs a non-finite constant, priority, frame or inset and carries on; Trellis refuses the value where it
/// enters — a constraint's constant or priority, an activation, a frame, bounds or center, margins and the
/// root's safe-area insets, an intrinsic size — writes a `[LayoutConstraints]` message saying which value and
/// why, and leaves everything as it was. The one rule lives here; the properties call it.
extension LayoutEngine {
    /// Whether every value is finite; if not, reports `refusal` (what was refused, where) and returns false.
    static func acceptsFinite(_ values: CGFloat..., refusal: @autoclosure () -> String) -> Bool {
        if values.allSatisfy(\.isFinite) { return true }
        report("\(refusal()): not a finite number. The value is ignored; nothing changed.")
        return false
    }

    /// Whether the rectangle's origin and size are finite (see ``acceptsFinite(_:refusal:)``).
    static func acceptsFinite(_ rect: CGRect, refusal: @autoclosure () -> String) -> Bool {
        acceptsFinite(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height, refusal: refusal())
    }

    /// Whether the insets are finite (see ``acceptsFinite(_:refusal:)``).
    static func acceptsFinite(_ insets: UIEdgeInsets, refusal: @autoclosure () -> String) -> Bool {
        acceptsFinite(insets.top, insets.left, insets.bottom, insets.right, refusal: refusal())
    }

    /// A view's intrinsic size with non-finite lengths reported and read as ``UIView/noIntrinsicMetric``.
    static func finiteIntrinsicSize(_ size: CGSize, of view: UIView) -> CGSize {
        guard !size.width.isFinite || !size.height.isFinite else { return size }
        report(
            "Ignoring intrinsicContentSize \(size) of \(NSLayoutConstraint.name(of: view)): not a finite number; "
                + "read as noIntrinsicMetric.")
        return CGSize(
            width: size.width.isFinite ? size.width : UIView.noIntrinsicMetric,
            height: size.height.isFinite ? size.height : UIView.noIntrinsicMetric)
    }
}
