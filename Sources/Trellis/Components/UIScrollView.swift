import Foundation

/// Receives a scroll view's scrolling (UIKit's `UIScrollViewDelegate`, the part Trellis drives).
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A view that shows a movable window onto content larger than itself (UIKit's `UIScrollView`; the seed's
/// scroll view with its content frame).
///
/// Subviews are laid out in content coordinates. Constraints between the scroll view's edges and its content
/// attach to the content area (``contentLayoutGuide``, the seed's `ContentFrame`), and so define
/// ``contentSize``; the scroll view's width and height are its frame's (``frameLayoutGuide``). Scrolling
/// changes ``contentOffset``, which is the bounds origin: it changes no constraint and costs no solver work,
/// whatever the content size.
open class UIScrollView: UIView {
    /// The content area: constrain content to it (its size is ``contentSize``; its origin is the content's).
    public var contentLayoutGuide: UILayoutGuide {
        systemGuide(.scrollContent, identifier: "UIScrollView-contentLayoutGuide")
    }

    /// The scroll view's frame, as a guide (its edges are the scroll view's own, unaffected by the content).
    /// Trellis measures it in the scroll view's frame, so it sizes content (`content.width ==
    /// frameLayoutGuide.width`) exactly as UIKit's; a view pinned to its top scrolls with the content.
    public var frameLayoutGuide: UILayoutGuide {
        systemGuide(.scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
    }

    var storedContentSize = CGSize.zero

    /// A scroll view with the given frame; it clips its content to its bounds (UIKit's default).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// The size of the content: what the constraints on ``contentLayoutGuide`` make it after a layout pass, or
    /// the size set here when no constraint defines it.
    open var contentSize: CGSize {
        get {
            let guide = contentLayoutGuide
            return guide.hasCurrentLayoutFrame ? guide.layoutFrame.size : storedContentSize
        }
        set {
            let size = CGSize(width: max(0, newValue.width), height: max(0, newValue.height))
            guard size != storedContentSize else { return }
            storedContentSize = size
            LayoutEngine.systemGuideChanged(self, .scrollContent)
        }
    }

    // MARK: Layout engine hooks

    /// The content guide spans the content area (see ``contentLayoutGuide``); the frame guide is the frame.
    override func systemGuideConstraints(for guide: UILayoutGuide) -> [GeneratedConstraint] {
        switch guide.kind {
        case .scrollContent: return GeneratedConstraint.contentArea(guide, of: self, size: storedContentSize)
        case .scrollFrame: return GeneratedConstraint.insetGuide(guide, in: self, by: .zero)
        default: return super.systemGuideConstraints(for: guide)
        }
    }

    /// UIKit's rule: a constraint between an edge (or center) of the scroll view and something inside it
    /// attaches to the content area, and so defines ``contentSize``; width and height stay the frame's.
    override func contentEdgeItem(for attribute: NSLayoutConstraint.Attribute) -> LayoutItem {
        attribute.isDimension ? self : contentLayoutGuide
    }

    /// The point of the content shown at the scroll view's top-left corner: the bounds origin. Setting it moves
    /// no view and solves nothing (as in UIKit, it is not clamped; ``scroll(by:)`` clamps).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != storedBoundsOrigin else { return }
            let old = storedBoundsOrigin
            storedBoundsOrigin = newValue
            animatableChanged(.boundsOrigin, from: AnimationVector(old))
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Sets ``contentOffset``; animated, the content moves there over ``scrollAnimationDuration`` on the root's
    /// clock (the offset itself changes every frame, as UIKit's). Either way, a glide in progress stops.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        if animated {
            animateContentOffset(to: contentOffset)
        } else {
            stopScrollMotion()
            self.contentOffset = contentOffset
        }
    }

    /// Extra space around the content that the scroll view can scroll to.
    open var contentInset = UIEdgeInsets.zero
    /// Whether the safe area adds to ``contentInset`` in ``adjustedContentInset`` (default automatic).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// The insets scrolling uses: ``contentInset`` plus the safe-area insets on the edges
    /// ``contentInsetAdjustmentBehavior`` adjusts (see `UIScrollView+ContentInsetAdjustment.swift`), so that
    /// content scrolled to an end stops clear of the host's bars and the home indicator.
    open var adjustedContentInset: UIEdgeInsets { contentInset + safeAreaAdjustment }

    /// Receives scroll events.
    open weak var delegate: UIScrollViewDelegate?

    /// Whether the user can scroll (``scroll(by:)`` does nothing when false).
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the scroll view's size.
    open var isPagingEnabled = false

    /// Where the content comes to rest after a drag released with `velocity` (finger points per second) that
    /// started at `start`: the page ``isPagingEnabled`` chooses, or nil to glide (internal hook: an orthogonal
    /// collection section snaps to its groups).
    func restingOffsetAfterDrag(velocity: CGPoint, from start: CGPoint) -> CGPoint? {
        isPagingEnabled ? pageTarget(velocity: velocity, from: start) : nil
    }
    /// Whether the horizontal and vertical indicators are drawn while the content scrolls (they fade out
    /// after it stops: see ``flashScrollIndicators()`` and `UIScrollView+IndicatorFade.swift`).
    open var showsHorizontalScrollIndicator = true
    open var showsVerticalScrollIndicator = true
    /// Whether dragging may go past the content's edges (rubber-banded) and glides bounce back from them
    /// (see `UIScrollView+Deceleration.swift`); wheel scrolling always stops at the edges.
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false

    /// The seed's scroll factor: how far one unit of ``scroll(by:)`` input moves the content (points).
    open var scrollFactor: CGFloat = 1
    /// The seed's per-axis switches: whether input scrolls each axis, and whether it scrolls it backwards.
    open var isHorizontalScrollEnabled = true
    open var isVerticalScrollEnabled = true
    open var reversesHorizontalScrolling = false
    open var reversesVerticalScrolling = false

    // MARK: Scrolling

    /// The smallest offset scrolling reaches: the top and left content insets, negated.
    public var minimumContentOffset: CGPoint {
        CGPoint(x: 0 - adjustedContentInset.left, y: 0 - adjustedContentInset.top)  // `0 −`: never −0.0
    }

    /// The largest offset scrolling reaches: the content's far edges (plus insets) at the scroll view's far
    /// edges, and never below the minimum.
    public var maximumContentOffset: CGPoint {
        let size = contentSize, inset = adjustedContentInset, min = minimumContentOffset
        return CGPoint(
            x: Swift.max(min.x, size.width + inset.right - bounds.width),
            y: Swift.max(min.y, size.height + inset.bottom - bounds.height))
    }

    /// `offset` moved into the valid range (``minimumContentOffset`` … ``maximumContentOffset``).
    public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset, high = maximumContentOffset
        return CGPoint(
            x: Swift.min(Swift.max(offset.x, low.x), high.x), y: Swift.min(Swift.max(offset.y, low.y), high.y))
    }

    /// Scrolls by an input delta (a wheel or a drag, in input units): scaled by ``scrollFactor``, per axis
    /// enabled and reversed as set, clamped to the content; with paging, one page per call in the delta's
    /// direction. Returns whether the offset changed.
    @discardableResult
    open func scroll(by delta: CGPoint) -> Bool {
        guard isScrollEnabled else { return false }
        var d = CGPoint(
            x: isHorizontalScrollEnabled ? delta.x * scrollFactor * (reversesHorizontalScrolling ? -1 : 1) : 0,
            y: isVerticalScrollEnabled ? delta.y * scrollFactor * (reversesVerticalScrolling ? -1 : 1) : 0)
        var target = CGPoint(x: contentOffset.x + d.x, y: contentOffset.y + d.y)
        if isPagingEnabled {
            func page(_ offset: CGFloat, _ delta: CGFloat, _ size: CGFloat) -> CGFloat {
                guard size > 0, delta != 0 else { return offset }
                return ((offset / size).rounded() + (delta > 0 ? 1 : -1)) * size
            }
            target = CGPoint(x: page(contentOffset.x, d.x, bounds.width), y: page(contentOffset.y, d.y, bounds.height))
            d = .zero
        }
        let clamped = clampedContentOffset(target)
        guard clamped != contentOffset else { return false }
        contentOffset = clamped
        scrollIndicatorsNoteScrolling()
        return true
    }

    /// The offset that shows page `index` (a page is the scroll view's size) along the paging axis — horizontal
    /// when the content is wider than the scroll view, else vertical — clamped.
    public func contentOffset(forPage index: Int) -> CGPoint {
        let size = contentSize
        if size.width > bounds.width {
            return clampedContentOffset(CGPoint(x: CGFloat(index) * bounds.width, y: contentOffset.y))
        }
        return clampedContentOffset(CGPoint(x: contentOffset.x, y: CGFloat(index) * bounds.height))
    }

    /// Scrolls as little as needed to show `rect` (content coordinates), clamped.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let visible = bounds
        if rect.minX < visible.minX {
            offset.x = rect.minX
        } else if rect.maxX > visible.maxX {
            offset.x = Swift.min(rect.minX, rect.maxX - visible.width)
        }
        if rect.minY < visible.minY {
            offset.y = rect.minY
        } else if rect.maxY > visible.maxY {
            offset.y = Swift.min(rect.minY, rect.maxY - visible.height)
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }
}
