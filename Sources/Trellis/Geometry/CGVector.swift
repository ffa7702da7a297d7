import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`, which swift-corelibs-foundation lacks): a shadow's
/// offset, a velocity, a direction.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component (positive is down, as in UIKit).
    public var dy: CGFloat

    /// Makes a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Makes a vector from integer components.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// Makes a vector from `Double` components.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)

    /// `(dx, dy)`, as Core Graphics prints it.
    public var description: String { "(\(dx), \(dy))" }
}
