import Foundation

extension UIScrollView: ForegroundDrawing {
    /// The indicators' thickness, their distance from the scroll view's edges, and their shortest length
    /// (UIKit's geometry).
    static let indicatorThickness: CGFloat = 3
    static let indicatorInset: CGFloat = 3
    static let indicatorMinimumLength: CGFloat = 36

    /// Where the scroll indicators are drawn when they show, in the scroll view's frame space (origin at its top-left
    /// corner): a bar along an axis when scrolling is enabled, the indicator is shown and the content is longer
    /// than the bounds on it (a text view sized to its text, scrolling off, shows none). Its
    /// length is the visible fraction of the track (the edge minus the insets, and minus the other indicator's
    /// corner when both show), its position the offset's fraction of the scrollable range.
    public var scrollIndicatorRects: (horizontal: CGRect?, vertical: CGRect?) {
        let size = bounds.size, content = contentSize
        let t = Self.indicatorThickness, inset = Self.indicatorInset
        let showsH = isScrollEnabled && showsHorizontalScrollIndicator && content.width > size.width + 1e-9
        let showsV = isScrollEnabled && showsVerticalScrollIndicator && content.height > size.height + 1e-9
        func bar(visible: CGFloat, content: CGFloat, offset: CGFloat, track: CGFloat) -> (
            start: CGFloat, length: CGFloat
        ) {
            let length = min(track, max(min(Self.indicatorMinimumLength, track), track * visible / content))
            let range = content - visible
            let fraction = range > 0 ? min(1, max(0, offset / range)) : 0
            return (fraction * (track - length), length)
        }
        var horizontal: CGRect?, vertical: CGRect?
        if showsH {
            let track = size.width - 2 * inset - (showsV ? t + inset : 0)
            let b = bar(visible: size.width, content: content.width, offset: contentOffset.x, track: max(0, track))
            horizontal = CGRect(x: inset + b.start, y: size.height - inset - t, width: b.length, height: t)
        }
        if showsV {
            let track = size.height - 2 * inset - (showsH ? t + inset : 0)
            let b = bar(visible: size.height, content: content.height, offset: contentOffset.y, track: max(0, track))
            vertical = CGRect(x: size.width - inset - t, y: inset + b.start, width: t, height: b.length)
        }
        return (horizontal, vertical)
    }

    /// Draws the indicators as rounded translucent dark bars above the content, while they show (at
    /// ``scrollIndicatorAlpha``: see `UIScrollView+IndicatorFade.swift`).
    func drawForeground(in context: CGContext) {
        let alpha = scrollIndicatorAlpha
        guard alpha > 0 else { return }
        let rects = scrollIndicatorRects
        for rect in [rects.horizontal, rects.vertical].compactMap({ $0 }) where rect.width > 0 && rect.height > 0 {
            context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 0.35 * alpha))
            context.addPath(UIBezierPath(roundedRect: rect, cornerRadius: Self.indicatorThickness / 2))
            context.fillPath()
        }
    }
}
