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
    /// The most frames per second the display shows (its refresh rate; 60 where the host cannot tell). A host
    /// draws animation frames at this rate, and a ``CADisplayLink`` fires at most this often.
    public var maximumFramesPerSecond: Int

    /// Makes a screen description (hosts make these; apps read ``main`` or ``UIWindow/screen``).
    /// A `maximumFramesPerSecond` under 1 is taken as 60.
    public init(bounds: CGRect, scale: CGFloat, maximumFramesPerSecond: Int = 60) {
        self.bounds = bounds
        self.scale = scale
        self.maximumFramesPerSecond = maximumFramesPerSecond > 0 ? maximumFramesPerSecond : 60
    }
}
