import Foundation

// The sliding switch's thumb slides between its ends when the switch changes by the user's hand or by
// `setOn(_:animated: true)`: over `UISwitch.slideDuration`, eased in and out (Core Animation's
// `easeInEaseOut`), on the clock of the root the switch is under (time passed in), the track's color following
// the thumb from the off gray to the on tint. A change while it slides starts from where the thumb is
// (`.beginFromCurrentState`). Setting `isOn` (or `setOn(_:animated: false)`) jumps, as UIKit's.
extension UISwitch {
    /// How long the thumb takes from one end to the other (seconds).
    public static let slideDuration: TimeInterval = 0.25

    /// Where the thumb is drawn now, 0 (off end) to 1 (on end): the model state at rest, the eased slide while
    /// one runs on the root's clock — a Trellis addition for tests and custom drawing.
    public var thumbPosition: CGFloat { thumbPosition(at: root?.currentTime) }

    func thumbPosition(at time: TimeInterval?) -> CGFloat {
        let end: CGFloat = isOn ? 1 : 0
        guard let slide, let time else { return end }
        let f = (time - slide.start) / Self.slideDuration
        if f >= 1 { return end }
        if f <= 0 { return slide.from }
        return slide.from + (end - slide.from) * CGFloat(ScrollMotion.ease.progress(at: f))
    }

    /// Sets the state with the thumb sliding from where it is now (when under a root; else it jumps).
    func slide(to on: Bool) {
        guard on != isOn else { return }
        let now = root?.currentTime
        let from = thumbPosition(at: now)
        isOn = on  // (clears any slide)
        guard let now, style == .sliding else { return }
        slide = (from, now)
        let ticker =
            slideTicker ?? ViewClockTicker(view: self) { [unowned(unsafe) self] time in self.slideTick(at: time) }
        slideTicker = ticker
        ticker.isActive = true
    }

    /// One frame of the slide: redraws; ends it at the far end.
    private func slideTick(at time: TimeInterval) {
        setNeedsDisplay()
        guard let slide, time - slide.start >= Self.slideDuration else { return }
        self.slide = nil
        slideTicker?.isActive = false
    }

    /// `a` blended toward `b` by `f` (0: `a`, 1: `b`), component by component.
    static func blend(_ a: UIColor, _ b: UIColor, _ f: CGFloat) -> UIColor {
        if f <= 0 { return a }
        if f >= 1 { return b }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        return UIColor(
            red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
            alpha: mix(a.alpha, b.alpha))
    }
}
