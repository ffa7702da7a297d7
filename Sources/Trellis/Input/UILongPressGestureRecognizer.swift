import Foundation

/// Recognizes a press held in place (UIKit's `UILongPressGestureRecognizer`, a continuous gesture): it begins
/// when ``numberOfTouchesRequired`` touches stayed down for ``minimumPressDuration`` seconds without moving
/// more than ``allowableMovement`` points, changes as they move, and ends when they lift. With
/// ``numberOfTapsRequired`` > 0, that many taps come first (a tap-and-hold): each a touch lifted within
/// ``minimumPressDuration`` of going down — one held longer is a press, not a tap, and the gesture fails.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the touches must stay down (seconds; default 0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How many touches must press (default 1).
    open var numberOfTouchesRequired = 1
    /// How many taps come before the press (default 0).
    open var numberOfTapsRequired = 0
    /// How far the touches may move before the gesture begins (points; default 10).
    open var allowableMovement: CGFloat = 10

    private var tapsCompleted = 0
    private var timerCycle = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        timerCycle += 1
        let down = activeTouches.count
        if down > numberOfTouchesRequired {
            state = .failed
            return
        }
        guard down == numberOfTouchesRequired else { return }
        let cycle = timerCycle
        let tapping = tapsCompleted < numberOfTapsRequired
        scheduleTimer(after: minimumPressDuration) { [weak self] in
            guard let self, self.timerCycle == cycle, self.state == .possible,
                self.activeTouches.count == self.numberOfTouchesRequired
            else { return }
            // Held this long: the press begins — or, in a tap before it, the hold is no tap.
            self.state = tapping ? .failed : .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for touch in touches where touch.distanceFromStart > allowableMovement {
                state = .failed
                return
            }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            if activeTouches.count < numberOfTouchesRequired { state = .ended }
        case .possible:
            timerCycle += 1
            guard activeTouches.isEmpty, tapsCompleted < numberOfTapsRequired else {
                state = .failed
                return
            }
            tapsCompleted += 1  // a tap before the press; the next touch must come soon
            let cycle = timerCycle
            scheduleTimer(after: UITouch.maximumTapInterval) { [weak self] in
                guard let self, self.timerCycle == cycle, self.state == .possible else { return }
                self.state = .failed
            }
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        timerCycle += 1
    }
}
