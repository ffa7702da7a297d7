import Foundation

/// Whether an interface reads left to right or right to left (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right: leading is left.
    case leftToRight
    /// Right to left: leading is right, and views, stacks and text alignment mirror.
    case rightToLeft
}

extension UIView {
    /// The direction the view lays out in: from its own or its nearest ancestor's explicit
    /// ``semanticContentAttribute`` (``isRightToLeft``), else left to right. Leading and trailing anchors,
    /// directional margins, stack views and natural text alignment follow it.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        isRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction a semantic content attribute implies for an interface that is left to right otherwise
    /// (forceRightToLeft is right to left; every other attribute left to right).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Brings ``isRightToLeft`` up to date after this view's attribute or superview changed, and with it the
    /// views below that inherit it (only where it flips: O(1) when nothing changes).
    func refreshLayoutDirection() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            let rightToLeft: Bool
            switch view.semanticContentAttribute {
            case .forceRightToLeft: rightToLeft = true
            case .forceLeftToRight, .playback, .spatial: rightToLeft = false
            case .unspecified: rightToLeft = view.superview?.storedRightToLeft ?? false
            }
            guard rightToLeft != view.storedRightToLeft else { continue }
            view.storedRightToLeft = rightToLeft
            pending.append(contentsOf: view.subviews.lazy.filter { $0.semanticContentAttribute == .unspecified })
        }
    }
}
