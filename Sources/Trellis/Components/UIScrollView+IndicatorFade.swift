import Foundation

// Scroll indicators come and go as UIKit's: hidden at rest, shown while the content scrolls by the user's hand
// or by the scroll view's own motion (a drag, the wheel, a glide, a bounce, an animated offset change or page
// snap), held fully visible for ``UIScrollView/scrollIndicatorHoldDuration`` after the last movement (all the
// while a drag holds them), then faded out linearly over ``UIScrollView/scrollIndicatorFadeDuration`` — all on
// the root's clock (time passed in). Setting ``UIScrollView/contentOffset`` from code shows nothing;
// ``UIScrollView/flashScrollIndicators()`` shows them on purpose.
extension UIScrollView {
    /// How long the indicators stay fully visible after the content stops moving (seconds).
    public static let scrollIndicatorHoldDuration: TimeInterval = 0.5
    /// How long they take to fade out after that (seconds).
    public static let scrollIndicatorFadeDuration: TimeInterval = 0.25
    /// How long ``flashScrollIndicators()`` holds them fully visible before they fade (seconds).
    public static let scrollIndicatorFlashDuration: TimeInterval = 0.75

    /// Shows the scroll indicators for a moment (UIKit's `flashScrollIndicators()`): fully visible for
    /// ``scrollIndicatorFlashDuration`` on the root's clock, then fading out. Call it when the scroll view
    /// comes into view, so the user sees that it scrolls. Outside a root view it does nothing.
    public func flashScrollIndicators() {
        showScrollIndicators(hold: Self.scrollIndicatorFlashDuration)
    }

    /// The opacity the indicators are drawn with now (0: hidden, 1: fully shown), on the root's clock — a
    /// Trellis addition for tests and custom drawing (UIKit keeps its indicators private).
    public var scrollIndicatorAlpha: CGFloat {
        guard let fade = animationState?.scrollIndicatorFade, let root = topMostView as? UIRootView else { return 0 }
        return fade.alpha(at: root.currentTime)
    }

    /// The content moved by the user's hand or the scroll view's own motion: shows the indicators and holds
    /// them (until the drag ends, while `whileDragging`).
    func scrollIndicatorsNoteScrolling(whileDragging: Bool = false) {
        showScrollIndicators(hold: whileDragging ? .infinity : Self.scrollIndicatorHoldDuration)
    }

    /// Shows the indicators now and holds them for `hold` seconds (or more, when already held longer), then
    /// lets them fade on the root's clock.
    private func showScrollIndicators(hold: TimeInterval) {
        guard showsHorizontalScrollIndicator || showsVerticalScrollIndicator, let root = topMostView as? UIRootView
        else { return }
        let now = root.currentTime
        let fade = animation.scrollIndicatorFade ?? ScrollIndicatorFade()
        animation.scrollIndicatorFade = fade
        // A finished drag replaces the open-ended hold; anything else only lengthens it.
        fade.holdUntil = fade.holdUntil == .infinity && hold != .infinity ? now + hold : max(fade.holdUntil, now + hold)
        if fade.drawnAlpha != 1 {
            fade.drawnAlpha = 1
            setNeedsDisplay()
        }
        // Frames are needed only while the fade can still change what is drawn.
        guard fade.tickerID == nil, fade.holdUntil != .infinity else { return }
        let clock = root.animationClock
        fade.tickerID = clock.addTicker { [weak self] time in self?.scrollIndicatorTick(at: time) }
    }

    /// One frame of the fade: redraws when the opacity changed; stops asking for frames once hidden.
    private func scrollIndicatorTick(at time: TimeInterval) {
        guard let fade = animationState?.scrollIndicatorFade else { return }
        let alpha = fade.alpha(at: time)
        if alpha != fade.drawnAlpha {
            fade.drawnAlpha = alpha
            setNeedsDisplay()
        }
        if alpha == 0 || fade.holdUntil == .infinity, let id = fade.tickerID {
            (topMostView as? UIRootView)?.animationClockIfLoaded?.removeTicker(id)
            fade.tickerID = nil
        }
    }
}

/// The fade state of a scroll view's indicators.
final class ScrollIndicatorFade {
    /// Fully visible until this time (infinity: while a drag lasts), then fading.
    var holdUntil: TimeInterval = -.infinity
    /// The opacity last drawn (to redraw only on change).
    var drawnAlpha: CGFloat = 0
    /// The root clock's ticker while the fade runs.
    var tickerID: Int?

    /// The opacity at `time`: 1 while held, then falling linearly to 0 over the fade duration.
    func alpha(at time: TimeInterval) -> CGFloat {
        if time <= holdUntil { return 1 }
        let f = (time - holdUntil) / UIScrollView.scrollIndicatorFadeDuration
        return f >= 1 ? 0 : CGFloat(1 - f)
    }
}
