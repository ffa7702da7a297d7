import Foundation

/// The `make` of `view.snp.makeConstraints { make in … }`: each attribute starts a chain
/// (`make.top.equalToSuperview().offset(16)`) recorded for the block's end, when all are made at once.
public final class ConstraintMaker {
    let item: SnpConstrainable
    private(set) var descriptions: [ConstraintDescription] = []

    init(item: SnpConstrainable) { self.item = item }

    private func start(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    /// The left edge.
    public var left: ConstraintMakerExtendable { start(.left) }
    /// The top edge.
    public var top: ConstraintMakerExtendable { start(.top) }
    /// The right edge.
    public var right: ConstraintMakerExtendable { start(.right) }
    /// The bottom edge.
    public var bottom: ConstraintMakerExtendable { start(.bottom) }
    /// The leading edge.
    public var leading: ConstraintMakerExtendable { start(.leading) }
    /// The trailing edge.
    public var trailing: ConstraintMakerExtendable { start(.trailing) }
    /// The width.
    public var width: ConstraintMakerExtendable { start(.width) }
    /// The height.
    public var height: ConstraintMakerExtendable { start(.height) }
    /// The horizontal center.
    public var centerX: ConstraintMakerExtendable { start(.centerX) }
    /// The vertical center.
    public var centerY: ConstraintMakerExtendable { start(.centerY) }
    /// The first baseline (views only).
    public var firstBaseline: ConstraintMakerExtendable { start(.firstBaseline) }
    /// The last baseline (views only).
    public var lastBaseline: ConstraintMakerExtendable { start(.lastBaseline) }
    /// The left margin.
    public var leftMargin: ConstraintMakerExtendable { start(.leftMargin) }
    /// The top margin.
    public var topMargin: ConstraintMakerExtendable { start(.topMargin) }
    /// The right margin.
    public var rightMargin: ConstraintMakerExtendable { start(.rightMargin) }
    /// The bottom margin.
    public var bottomMargin: ConstraintMakerExtendable { start(.bottomMargin) }
    /// The leading margin.
    public var leadingMargin: ConstraintMakerExtendable { start(.leadingMargin) }
    /// The trailing margin.
    public var trailingMargin: ConstraintMakerExtendable { start(.trailingMargin) }
    /// The horizontal center within the margins.
    public var centerXWithinMargins: ConstraintMakerExtendable { start(.centerXWithinMargins) }
    /// The vertical center within the margins.
    public var centerYWithinMargins: ConstraintMakerExtendable { start(.centerYWithinMargins) }
    /// Left, top, right and bottom.
    public var edges: ConstraintMakerExtendable { start(.edges) }
    /// Left and right.
    public var horizontalEdges: ConstraintMakerExtendable { start(.horizontalEdges) }
    /// Top and bottom.
    public var verticalEdges: ConstraintMakerExtendable { start(.verticalEdges) }
    /// Leading, top, trailing and bottom.
    public var directionalEdges: ConstraintMakerExtendable { start(.directionalEdges) }
    /// Leading and trailing.
    public var directionalHorizontalEdges: ConstraintMakerExtendable { start(.directionalHorizontalEdges) }
    /// Width and height.
    public var size: ConstraintMakerExtendable { start(.size) }
    /// The horizontal and vertical centers.
    public var center: ConstraintMakerExtendable { start(.center) }
    /// The four margins: left, top, right, bottom margin.
    public var margins: ConstraintMakerExtendable { start(.margins) }
    /// Leading, top, trailing and bottom margin.
    public var directionalMargins: ConstraintMakerExtendable { start(.directionalMargins) }
    /// Both centers within the margins.
    public var centerWithinMargins: ConstraintMakerExtendable { start(.centerWithinMargins) }

    /// The constraints of every complete chain (one with a relation), made but not activated, or the first
    /// error (a missing superview).
    func build() throws(ConstraintDSLError) -> [SnpConstraint] {
        var made: [SnpConstraint] = []
        for description in descriptions where description.relation != nil {
            made.append(try description.built.get())
        }
        return made
    }
}
