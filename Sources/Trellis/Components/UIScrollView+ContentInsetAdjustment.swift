import Foundation

extension UIScrollView {
    /// How the safe area adjusts a scroll view's content insets (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// UIKit's default. Trellis has no navigation or tab bar controllers, whose content UIKit always adjusts
        /// vertically; without them UIKit adjusts the scrollable axes, and so does Trellis.
        case automatic = 0
        /// The safe area adjusts the insets along the axes the content scrolls on: vertically when it is, with
        /// ``contentInset``, taller than the scroll view (or ``alwaysBounceVertical``), horizontally when it is
        /// wider (or ``alwaysBounceHorizontal``); on neither when scrolling is off.
        case scrollableAxes
        /// No adjustment: ``adjustedContentInset`` is ``contentInset``.
        case never
        /// The safe area adjusts the insets on every edge.
        case always
    }

    /// What the safe area adds to ``contentInset`` under ``contentInsetAdjustmentBehavior``.
    var safeAreaAdjustment: UIEdgeInsets {
        let behavior = contentInsetAdjustmentBehavior
        guard behavior != .never else { return .zero }
        let safe = safeAreaInsets
        if behavior == .always { return safe }
        let size = contentSize, inset = contentInset
        let vertical =
            isScrollEnabled && (alwaysBounceVertical || size.height + inset.top + inset.bottom > bounds.height)
        let horizontal =
            isScrollEnabled && (alwaysBounceHorizontal || size.width + inset.left + inset.right > bounds.width)
        return UIEdgeInsets(
            top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0, bottom: vertical ? safe.bottom : 0,
            right: horizontal ? safe.right : 0)
    }
}

extension UIEdgeInsets {
    /// The insets added edge by edge.
    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
