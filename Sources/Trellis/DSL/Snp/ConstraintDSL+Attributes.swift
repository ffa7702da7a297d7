import Foundation

/// The item's attributes as relation targets: `make.top.equalTo(other.snp.bottom)`.
extension ConstraintDSL {
    private func attributes(_ attributes: ConstraintAttributes) -> ConstraintItem {
        ConstraintItem(target: item, attributes: attributes)
    }

    /// The left edge.
    public var left: ConstraintItem { attributes(.left) }
    /// The top edge.
    public var top: ConstraintItem { attributes(.top) }
    /// The right edge.
    public var right: ConstraintItem { attributes(.right) }
    /// The bottom edge.
    public var bottom: ConstraintItem { attributes(.bottom) }
    /// The leading edge.
    public var leading: ConstraintItem { attributes(.leading) }
    /// The trailing edge.
    public var trailing: ConstraintItem { attributes(.trailing) }
    /// The width.
    public var width: ConstraintItem { attributes(.width) }
    /// The height.
    public var height: ConstraintItem { attributes(.height) }
    /// The horizontal center.
    public var centerX: ConstraintItem { attributes(.centerX) }
    /// The vertical center.
    public var centerY: ConstraintItem { attributes(.centerY) }
    /// The first baseline (views only).
    public var firstBaseline: ConstraintItem { attributes(.firstBaseline) }
    /// The last baseline (views only).
    public var lastBaseline: ConstraintItem { attributes(.lastBaseline) }
    /// The left margin.
    public var leftMargin: ConstraintItem { attributes(.leftMargin) }
    /// The top margin.
    public var topMargin: ConstraintItem { attributes(.topMargin) }
    /// The right margin.
    public var rightMargin: ConstraintItem { attributes(.rightMargin) }
    /// The bottom margin.
    public var bottomMargin: ConstraintItem { attributes(.bottomMargin) }
    /// The leading margin.
    public var leadingMargin: ConstraintItem { attributes(.leadingMargin) }
    /// The trailing margin.
    public var trailingMargin: ConstraintItem { attributes(.trailingMargin) }
    /// The horizontal center within the margins.
    public var centerXWithinMargins: ConstraintItem { attributes(.centerXWithinMargins) }
    /// The vertical center within the margins.
    public var centerYWithinMargins: ConstraintItem { attributes(.centerYWithinMargins) }
    /// Left, top, right and bottom.
    public var edges: ConstraintItem { attributes(.edges) }
    /// Left and right.
    public var horizontalEdges: ConstraintItem { attributes(.horizontalEdges) }
    /// Top and bottom.
    public var verticalEdges: ConstraintItem { attributes(.verticalEdges) }
    /// Leading, top, trailing and bottom.
    public var directionalEdges: ConstraintItem { attributes(.directionalEdges) }
    /// Width and height.
    public var size: ConstraintItem { attributes(.size) }
    /// Both centers.
    public var center: ConstraintItem { attributes(.center) }
    /// The four margins.
    public var margins: ConstraintItem { attributes(.margins) }
    /// Leading, top, trailing and bottom margin.
    public var directionalMargins: ConstraintItem { attributes(.directionalMargins) }
}
