import Foundation

// `anchorWithOffset(to:)`: the distance between two anchors of one axis as a dimension that constraints can
// relate (`a.anchorWithOffset(to: b).constraint(equalTo: c.anchorWithOffset(to: d))` keeps b − a = d − c).
// Trellis measures it with a layout guide spanning the two anchors, added to their closest common view (one
// guide per pair of anchors, reused). A guide's size is never negative, so the second anchor must not come
// before the first: a constraint that would need a negative distance is broken and logged.

/// The anchors an offset guide spans (look-ups only).
struct OffsetGuideKey: Equatable {
    let first: ObjectIdentifier, firstAttribute: NSLayoutConstraint.Attribute
    let second: ObjectIdentifier, secondAttribute: NSLayoutConstraint.Attribute
}

extension NSLayoutXAxisAnchor {
    /// The horizontal distance from this anchor to `otherAnchor`, as a width (UIKit's `anchorWithOffset(to:)`).
    /// Both anchors' items must be in one view hierarchy when this is called.
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        offsetGuide(to: otherAnchor, horizontal: true).widthAnchor
    }
}

extension NSLayoutYAxisAnchor {
    /// The vertical distance from this anchor to `otherAnchor`, as a height (UIKit's `anchorWithOffset(to:)`).
    /// Both anchors' items must be in one view hierarchy when this is called.
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        offsetGuide(to: otherAnchor, horizontal: false).heightAnchor
    }
}

extension NSLayoutAnchor {
    /// The guide that spans from this anchor to `other` along the axis (its other axis pinned to its view's
    /// top-left corner with no size), made on first use in the items' closest common view.
    func offsetGuide(to other: NSLayoutAnchor<AnchorType>, horizontal: Bool) -> UILayoutGuide {
        guard let a = Self.hierarchyView(of: item), let b = Self.hierarchyView(of: other.item),
            let owner = a.closestCommonAncestor(with: b)
        else {
            FileHandle.standardError.write(
                Data(
                    ("[LayoutConstraints] anchorWithOffset(to:) between \(self) and \(other): the anchors' items are not "
                        + "in one view hierarchy; add them to it first.\n").utf8))
            return UILayoutGuide()
        }
        let key = OffsetGuideKey(
            first: ObjectIdentifier(item), firstAttribute: attribute, second: ObjectIdentifier(other.item),
            secondAttribute: other.attribute)
        if let existing = owner.extendedState?.offsetGuides.first(where: { $0.key == key }) { return existing.guide }
        let guide = UILayoutGuide()
        guide.identifier = "offset(\(self) → \(other))"
        owner.addLayoutGuide(guide)
        owner.makeExtendedState().offsetGuides.append((key, guide))
        let (start, end): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.left, .right) : (.top, .bottom)
        let (crossStart, crossSize): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.top, .height) : (.left, .width)
        let constraints = [
            NSLayoutConstraint(
                item: guide, attribute: start, relatedBy: .equal, toItem: item, attribute: attribute,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: guide, attribute: end, relatedBy: .equal, toItem: other.item,
                attribute: other.attribute, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: guide, attribute: crossStart, relatedBy: .equal, toItem: owner,
                attribute: crossStart, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: guide, attribute: crossSize, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: 0),
        ]
        for c in constraints { c.identifier = "UIOffset-" + guide.identifier }
        NSLayoutConstraint.activate(constraints)
        return guide
    }

    /// The view an anchor's item stands for in the hierarchy (a guide's owning view).
    static func hierarchyView(of item: AnyObject) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }
}
