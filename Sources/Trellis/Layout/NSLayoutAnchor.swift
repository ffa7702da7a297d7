import Foundation

/// One attribute of a view or layout guide, for making constraints (UIKit's `NSLayoutAnchor`).
///
/// `AnchorType` is the anchor's own kind, so only anchors of one kind relate: an x-axis anchor to x-axis
/// anchors, a y-axis anchor to y-axis anchors, a dimension to dimensions — mixing them does not compile.
/// Every factory returns an inactive constraint; activate it with `isActive = true` or
/// ``NSLayoutConstraint/activate(_:)``. Its identifier defaults to the caller's `File.swift:line`.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide.
    public let item: AnyObject
    /// The attribute of `item`.
    public let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, file: StaticString = #fileID, line: UInt = #line)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: 0, file: file, line: line)
    }
    /// `self == anchor + constant`.
    open func constraint(
        equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c, file: file, line: line)
    }
    /// `self >= anchor`.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0, file: file, line: line)
    }
    /// `self >= anchor + constant`.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c, file: file, line: line)
    }
    /// `self <= anchor`.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0, file: file, line: line)
    }
    /// `self <= anchor + constant`.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    )
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c, file: file, line: line)
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat, file: StaticString, line: UInt
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            object: item, attribute: attribute, relatedBy: relation, toObject: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant, file: file,
            line: line)
    }

    /// `ViewType.attribute`, e.g. `UIView.left`.
    open override var description: String { "\(NSLayoutConstraint.name(of: item)).\(attribute)" }
}

/// An anchor on the x axis: left, right, leading, trailing, centerX.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// An anchor on the y axis: top, bottom, centerY, firstBaseline, lastBaseline.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A size anchor: width or height. Dimensions also relate to constants and with multipliers.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line)
        -> NSLayoutConstraint
    { make(.equal, nil, constant: c, file: file, line: line) }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, nil, constant: c, file: file, line: line)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, nil, constant: c, file: file, line: line)
    }
    /// `self == multiplier · anchor`.
    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0, file: file, line: line)
    }
    /// `self == multiplier · anchor + constant`.
    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    )
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c, file: file, line: line)
    }
    /// `self >= multiplier · anchor`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0, file: file, line: line)
    }
    /// `self >= multiplier · anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line)
    }
    /// `self <= multiplier · anchor`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0, file: file, line: line)
    }
    /// `self <= multiplier · anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    )
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line)
    }
}
