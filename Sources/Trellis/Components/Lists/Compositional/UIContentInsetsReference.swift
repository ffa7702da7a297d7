import Foundation

/// The boundary a compositional section's content insets are measured from (UIKit's
/// `UIContentInsetsReference`), across the scrolling axis: the leading and trailing edges of a vertically
/// scrolling layout, the top and bottom of a horizontally scrolling one.
public enum UIContentInsetsReference: Int, Sendable {
    /// The system's choice: a section takes its layout configuration's; a configuration, the safe area.
    case automatic
    /// The collection view's edges.
    case none
    /// The collection view's safe area.
    case safeArea
    /// The collection view's layout margins.
    case layoutMargins
    /// The collection view's readable content guide.
    case readableContent
}

extension UICollectionView {
    /// The insets of the boundary `reference` names inside the collection view (leading/trailing terms;
    /// `automatic` is the safe area).
    func insets(of reference: UIContentInsetsReference) -> NSDirectionalEdgeInsets {
        let e: UIEdgeInsets
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: e = safeAreaInsets
        case .layoutMargins: e = layoutMargins
        case .readableContent: e = readableContentInsets
        }
        return isRightToLeft
            ? NSDirectionalEdgeInsets(top: e.top, leading: e.right, bottom: e.bottom, trailing: e.left)
            : NSDirectionalEdgeInsets(top: e.top, leading: e.left, bottom: e.bottom, trailing: e.right)
    }
}
