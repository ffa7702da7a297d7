import Foundation

/// A display (UIKit's `UIScreen`): its size in points and its scale, the pixels per point. A host sets the
/// scale of the screen its windows are on (2 on a HiDPI display); ``main`` is the first display.
public final class UIScreen: @unchecked Sendable {
    /// The first display (a host updates it when it starts).
    public nonisolated(unsafe) static var main = UIScreen(
        bounds: CGRect(x: 0, y: 0, width: 1280, height: 800), scale: 1)

    /// The display's area in points.
    public var bounds: CGRect
    /// Pixels per point (1, 2 on HiDPI displays, or in between).
    public var scale: CGFloat
    /// The display's native pixels per point (the same as ``scale`` in Trellis).
    public var nativeScale: CGFloat { scale }

    /// Makes a screen description (hosts make these; apps read ``main`` or ``UIWindow/screen``).
    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
}
