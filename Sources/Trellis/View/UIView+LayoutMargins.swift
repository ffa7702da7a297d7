import Foundation

// Margins that depend on geometry: preserved superview margins, and the readable-content guide.
extension UIView {
    /// The margins in effect: the view's own ``layoutMargins``, grown on each edge where the superview's
    /// margins (in effect, recursively) reach further into this view when ``preservesSuperviewLayoutMargins``
    /// is on — by the smallest amount that keeps content inside the superview's margins too, as UIKit does.
    ///
    /// For the left edge: `max(own.left, superview.left − (frame.minX − superview.bounds.minX))`; the other
    /// edges alike.
    public var effectiveLayoutMargins: UIEdgeInsets {
        var m = storedLayoutMargins
        guard preservesSuperviewLayoutMargins, let superview else { return m }
        let outer = superview.effectiveLayoutMargins, f = storedFrame, b = superview.bounds
        m.left = max(m.left, outer.left - (f.minX - b.minX))
        m.top = max(m.top, outer.top - (f.minY - b.minY))
        m.right = max(m.right, outer.right - (b.maxX - f.maxX))
        m.bottom = max(m.bottom, outer.bottom - (b.maxY - f.maxY))
        return m
    }

    /// Turns margin preservation on or off.
    func setPreservesSuperviewLayoutMargins(_ preserves: Bool) {
        guard preserves != preservesSuperviewLayoutMargins else { return }
        makeExtendedState().preservesSuperviewLayoutMargins = preserves
        layoutMarginsMayHaveChanged()
    }

    /// Re-reads the margins in effect: when they changed, the margins and readable-content guides move,
    /// ``layoutMarginsDidChange()`` is called and the view needs layout; then the subviews that preserve
    /// margins are checked in turn.
    func layoutMarginsMayHaveChanged() {
        let margins = effectiveLayoutMargins
        if margins != (extendedState?.appliedLayoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)) {
            makeExtendedState().appliedLayoutMargins = margins
            LayoutEngine.systemGuideChanged(self, .margins)
            LayoutEngine.systemGuideChanged(self, .readableContent)
            setNeedsLayout()
            layoutMarginsDidChange()
        }
        for subview in subviews where subview.preservesSuperviewLayoutMargins { subview.layoutMarginsMayHaveChanged() }
    }

    /// After a layout read-back: the insets of this view's guide of `kind` may have moved with the frames.
    func frameDependentInsetsMayHaveChanged(_ kind: UILayoutGuide.Kind) {
        switch kind {
        case .margins: if preservesSuperviewLayoutMargins { layoutMarginsMayHaveChanged() }
        default: LayoutEngine.systemGuideChanged(self, kind)
        }
    }

    // MARK: Readable content

    /// The widest readable text column (UIKit's readable width at the default text size).
    public static let readableContentWidth: CGFloat = 672

    /// A guide inside the margins whose width never exceeds a comfortable line length for reading
    /// (``readableContentWidth``), centered in the margins when the view is wider (UIKit's
    /// `readableContentGuide`). Its top and bottom are the margins'.
    public var readableContentGuide: UILayoutGuide {
        systemGuide(.readableContent, identifier: "UIViewReadableContentGuide")
    }

    /// The insets of ``readableContentGuide``: the margins, plus half the width beyond the readable width on
    /// each side.
    var readableContentInsets: UIEdgeInsets {
        var m = layoutMargins
        let extra = max(0, (storedFrame.width - m.left - m.right) - Self.readableContentWidth) / 2
        m.left += extra
        m.right += extra
        return m
    }
}
