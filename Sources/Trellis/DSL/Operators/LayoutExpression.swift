import Foundation

/// The right side of an operator equation: `multiplier · anchor + constant` at a priority, typed by the
/// anchor's kind so that x-axis anchors relate only to x-axis anchors, and so on (see `==`, `>=`, `<=`).
///
/// Made by the arithmetic on anchors: `a.topAnchor + 16`, `a.centerXAnchor - 20`, `4 * b.heightAnchor / 3`,
/// `200 ~ .high`. Multipliers exist only for dimensions, as in the anchor API.
public struct LayoutExpression<AnchorType: AnyObject> {
    /// The anchor, or nil for a constant alone (dimensions only).
    public let anchor: NSLayoutAnchor<AnchorType>?
    /// Multiplies the anchor.
    public var multiplier: CGFloat = 1
    /// Added to `multiplier · anchor`.
    public var constant: CGFloat = 0
    /// The priority of the constraint made from the expression.
    public var priority: UILayoutPriority = .required

    init(anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat = 0) {
        self.anchor = anchor
        self.multiplier = multiplier
        self.constant = constant
    }
}

// MARK: Constants (every kind of anchor)

/// `anchor + constant`.
public func + <T>(anchor: NSLayoutAnchor<T>, constant: CGFloat) -> LayoutExpression<T> {
    LayoutExpression(anchor: anchor, constant: constant)
}
/// `constant + anchor`.
public func + <T>(constant: CGFloat, anchor: NSLayoutAnchor<T>) -> LayoutExpression<T> {
    LayoutExpression(anchor: anchor, constant: constant)
}
/// `anchor − constant`.
public func - <T>(anchor: NSLayoutAnchor<T>, constant: CGFloat) -> LayoutExpression<T> {
    LayoutExpression(anchor: anchor, constant: -constant)
}
/// `expression + constant`.
public func + <T>(expression: LayoutExpression<T>, constant: CGFloat) -> LayoutExpression<T> {
    var e = expression
    e.constant += constant
    return e
}
/// `expression − constant`.
public func - <T>(expression: LayoutExpression<T>, constant: CGFloat) -> LayoutExpression<T> {
    var e = expression
    e.constant -= constant
    return e
}

// MARK: Multipliers (dimensions only)

/// `multiplier · dimension`.
public func * (multiplier: CGFloat, dimension: NSLayoutDimension) -> LayoutExpression<NSLayoutDimension> {
    LayoutExpression(anchor: dimension, multiplier: multiplier)
}
/// `dimension · multiplier`.
public func * (dimension: NSLayoutDimension, multiplier: CGFloat) -> LayoutExpression<NSLayoutDimension> {
    LayoutExpression(anchor: dimension, multiplier: multiplier)
}
/// `dimension / divisor`: the multiplier `1 / divisor`.
public func / (dimension: NSLayoutDimension, divisor: CGFloat) -> LayoutExpression<NSLayoutDimension> {
    LayoutExpression(anchor: dimension, multiplier: 1 / divisor)
}
/// `factor · expression` (multiplier and constant both scale).
public func * (factor: CGFloat, expression: LayoutExpression<NSLayoutDimension>) -> LayoutExpression<NSLayoutDimension>
{
    var e = expression
    e.multiplier *= factor
    e.constant *= factor
    return e
}
/// `expression · factor` (multiplier and constant both scale).
public func * (expression: LayoutExpression<NSLayoutDimension>, factor: CGFloat) -> LayoutExpression<NSLayoutDimension>
{
    factor * expression
}
/// `expression / divisor` (multiplier and constant both scale): `4 * b.heightAnchor / 3`.
public func / (expression: LayoutExpression<NSLayoutDimension>, divisor: CGFloat) -> LayoutExpression<NSLayoutDimension>
{
    var e = expression
    e.multiplier /= divisor
    e.constant /= divisor
    return e
}
