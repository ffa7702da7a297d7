import Foundation

/// Where a collection view shows one element — a cell or a supplementary view — and how (UIKit's
/// `UICollectionViewLayoutAttributes`).
open class UICollectionViewLayoutAttributes {
    /// What kind of element the attributes place (UIKit's `UICollectionView.ElementCategory`).
    public enum ElementCategory: Int, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// The element's index path.
    open var indexPath: IndexPath
    /// Whether the element is a cell or a supplementary view.
    public let representedElementCategory: ElementCategory
    /// The supplementary kind (nil for cells).
    public let representedElementKind: String?
    /// The element's frame in the collection view's content.
    open var frame: CGRect
    /// Which element is drawn above which (higher above; supplementary views default to 10 over cells' 0).
    open var zIndex = 0
    /// Whether the element is hidden.
    open var isHidden = false
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// The sides the layout leaves to the cell (a compositional layout's estimated dimensions); nil: every side
    /// (a flow layout's `estimatedItemSize`).
    var selfSizingAxes: SelfSizingAxes?

    /// The frame's size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The frame's center.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
    }

    /// Attributes for the supplementary view of `kind` at `indexPath`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        frame = .zero
        zIndex = 10
    }

    /// A copy (the layout's attributes are never changed by the views).
    open func copy() -> UICollectionViewLayoutAttributes {
        let c =
            representedElementKind.map {
                UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath)
            }
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        c.frame = frame
        c.zIndex = zIndex
        c.isHidden = isHidden
        c.alpha = alpha
        c.selfSizingAxes = selfSizingAxes
        return c
    }
}
