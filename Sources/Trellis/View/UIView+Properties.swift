import Foundation

/// How a view's content is laid out: left to right, or mirrored (UIKit's `UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follow the layout direction of the surroundings (left to right in Trellis).
    case unspecified
    /// Media playback controls: always left to right.
    case playback
    /// Directional controls: always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

extension UIView {
    /// Whether leading means right for this view (its own or its nearest explicit ancestor's semantic content
    /// attribute).
    public var isRightToLeft: Bool { storedRightToLeft }
}
