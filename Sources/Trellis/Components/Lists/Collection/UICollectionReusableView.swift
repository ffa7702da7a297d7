import Foundation

/// A view a collection view reuses: a supplementary view, and the base of cells (UIKit's
/// `UICollectionReusableView`). Made by the collection view through the *required* `init(frame:)`: a
/// subclass that overrides it writes `required override` where UIKit code writes `override`.
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under (set when the collection view makes it).
    public internal(set) var reuseIdentifier: String?
    /// The collection view's queue key ("kind|identifier").
    var storedReuseKey: String?

    /// A view with the given frame.
    public required override init(frame: CGRect) { super.init(frame: frame) }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called before the collection view hands the view out again. The default does nothing.
    open func prepareForReuse() {}

    /// Applies layout attributes beyond the frame (override point).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's: the default keeps the layout's size for views
    /// that are not self-sizing, and for cells measures the content at the layout's size (see
    /// ``UICollectionViewCell``). Override it to fix one dimension (a full-width feed cell).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        updateConstraintsIfNeeded()
        return layoutAttributes.fitting(self)
    }
}

/// A collection view's cell (UIKit's `UICollectionViewCell`): a ``contentView`` for your subviews,
/// selection and highlight.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add your subviews to; it fills the cell.
    public let contentView = UIView()
    /// The collection view the cell is shown in.
    weak var owningCollection: UICollectionView?

    /// A cell with the given frame.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Whether the cell shows as selected.
    open var isSelected = false { didSet { updateBackgrounds() } }
    /// Whether the cell shows as pressed.
    open var isHighlighted = false { didSet { updateBackgrounds() } }
    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }
    /// The view behind the content while selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            updateBackgrounds()
        }
    }

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new {
            new.isUserInteractionEnabled = false
            insertSubview(new, at: index)
        }
        setNeedsLayout()
    }

    private func updateBackgrounds() { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) }

    /// Clears the selected and highlighted looks (call `super`).
    open override func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    /// The content view measured at the layout's size: the sides the layout leaves to the cell (all of them in a
    /// flow layout; the estimated ones in a compositional layout) at the fitting level, the others required.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        updateConstraintsIfNeeded()
        return layoutAttributes.fitting(contentView)
    }

    /// The content view and backgrounds fill the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        owningCollection?.cellPressBegan(self)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        owningCollection?.cellPressEnded(self, inside: touches.contains { bounds.contains($0.location(in: self)) })
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        owningCollection?.cellPressEnded(self, inside: false)
    }
}

extension UICollectionViewLayoutAttributes {
    /// A copy whose size is `view`'s Auto Layout size at this size: the self-sizing sides at the fitting level
    /// (the content decides), the others kept exactly.
    func fitting(_ view: UIView) -> UICollectionViewLayoutAttributes {
        let attributes = copy()
        let axes = selfSizingAxes ?? [.width, .height]
        let fitted = view.systemLayoutSizeFitting(
            size, withHorizontalFittingPriority: axes.contains(.width) ? .fittingSizeLevel : .required,
            verticalFittingPriority: axes.contains(.height) ? .fittingSizeLevel : .required)
        attributes.size = CGSize(
            width: axes.contains(.width) ? fitted.width : size.width,
            height: axes.contains(.height) ? fitted.height : size.height)
        return attributes
    }
}
