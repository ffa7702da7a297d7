import Foundation

/// Recognizes taps (UIKit's `UITapGestureRecognizer`, a discrete gesture), with the seed's button predicates
/// as UIKit's ``buttonMaskRequired``: a right-click recognizer is a tap with `.secondary`.
///
/// A tap is ``numberOfTouchesRequired`` touches that go down and up without moving more than
/// ``allowableMovement`` points; the gesture is ``numberOfTapsRequired`` taps, each beginning within
/// ``UITouch/maximumTapInterval`` seconds of the previous one's end and ``UITouch/maximumTapDistance`` points
/// of the first one. It is recognized when the last tap ends.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (default 1; 2 for a double tap).
    open var numberOfTapsRequired = 1
    /// How many touches each tap needs (default 1).
    open var numberOfTouchesRequired = 1
    /// The pointer buttons that must make the taps (default primary: the left button, or a finger).
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary
    /// How far a touch may move and still tap (points).
    public static let allowableMovement: CGFloat = 10

    private var tapsCompleted = 0
    private var touchesThisTap = 0
    private var firstTapStart: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        guard event.buttonMask == buttonMaskRequired else {
            state = .failed
            return
        }
        for touch in touches {
            if let first = firstTapStart,
                hypot(touch.rootLocation.x - first.x, touch.rootLocation.y - first.y) > UITouch.maximumTapDistance
            {
                state = .failed
                return
            }
            firstTapStart = firstTapStart ?? touch.rootLocation
        }
        touchesThisTap += touches.count
        if touchesThisTap > numberOfTouchesRequired { state = .failed }
        waitingTimerCycle += 1  // a new tap began in time: the inter-tap timer is void
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if event.buttonMask != buttonMaskRequired {
            state = .failed
            return
        }
        for touch in touches where touch.distanceFromStart > Self.allowableMovement {
            state = .failed
            return
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for touch in touches where touch.distanceFromStart > Self.allowableMovement {
            state = .failed
            return
        }
        guard activeTouches.isEmpty else { return }  // the tap ends when all its touches are up
        guard touchesThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        touchesThisTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
            return
        }
        // Wait for the next tap.
        waitingTimerCycle += 1
        let cycle = waitingTimerCycle
        scheduleTimer(after: UITouch.maximumTapInterval) { [weak self] in
            guard let self, self.waitingTimerCycle == cycle, self.state == .possible else { return }
            self.state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        touchesThisTap = 0
        firstTapStart = nil
        waitingTimerCycle += 1
    }

    private var waitingTimerCycle = 0
}

extension UITouch {
    /// How far the touch is from where it began (points, root space).
    var distanceFromStart: CGFloat {
        hypot(rootLocation.x - startRootLocation.x, rootLocation.y - startRootLocation.y)
    }
}
