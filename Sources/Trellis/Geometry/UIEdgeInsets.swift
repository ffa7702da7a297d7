import Foundation

/// Insets for each edge of a rectangle (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset of each edge.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    /// Makes insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Insets in leading/trailing terms, following the layout direction (UIKit's `NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset of each edge.
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    /// Makes insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
