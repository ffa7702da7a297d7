import Foundation

/// A chain that has attributes and may name more (`make.left.right`, `make.top.bottom`) before its relation.
public final class ConstraintMakerExtendable: ConstraintMakerRelatable {
    private func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }

    /// Adds the left edge.
    public var left: ConstraintMakerExtendable { adding(.left) }
    /// Adds the top edge.
    public var top: ConstraintMakerExtendable { adding(.top) }
    /// Adds the right edge.
    public var right: ConstraintMakerExtendable { adding(.right) }
    /// Adds the bottom edge.
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    /// Adds the leading edge.
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    /// Adds the trailing edge.
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    /// Adds the width.
    public var width: ConstraintMakerExtendable { adding(.width) }
    /// Adds the height.
    public var height: ConstraintMakerExtendable { adding(.height) }
    /// Adds the horizontal center.
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    /// Adds the vertical center.
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    /// Adds the first baseline.
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }
    /// Adds the last baseline.
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }
    /// Adds the left margin.
    public var leftMargin: ConstraintMakerExtendable { adding(.leftMargin) }
    /// Adds the top margin.
    public var topMargin: ConstraintMakerExtendable { adding(.topMargin) }
    /// Adds the right margin.
    public var rightMargin: ConstraintMakerExtendable { adding(.rightMargin) }
    /// Adds the bottom margin.
    public var bottomMargin: ConstraintMakerExtendable { adding(.bottomMargin) }
    /// Adds the leading margin.
    public var leadingMargin: ConstraintMakerExtendable { adding(.leadingMargin) }
    /// Adds the trailing margin.
    public var trailingMargin: ConstraintMakerExtendable { adding(.trailingMargin) }
    /// Adds left, top, right and bottom.
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    /// Adds left and right.
    public var horizontalEdges: ConstraintMakerExtendable { adding(.horizontalEdges) }
    /// Adds top and bottom.
    public var verticalEdges: ConstraintMakerExtendable { adding(.verticalEdges) }
    /// Adds width and height.
    public var size: ConstraintMakerExtendable { adding(.size) }
    /// Adds both centers.
    public var center: ConstraintMakerExtendable { adding(.center) }
    /// Adds the four margins.
    public var margins: ConstraintMakerExtendable { adding(.margins) }
}
