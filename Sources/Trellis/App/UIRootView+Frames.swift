import Foundation

// What a host that draws on demand asks a root view: has anything changed since it last drew (a layout pass
// moved views, a view asked to be redrawn, traits changed, an animation runs), what must be drawn again
// (``takeDamagedRect()``, UIRootView+Damage.swift), and when is the next scheduled action due. An idle window
// then sleeps until an event or that time: it draws no frames and uses no CPU.
extension UIRootView {
    /// Whether something may have changed what the root shows since the host last called ``frameWasDrawn()``:
    /// a layout pass moved or resized views, `setNeedsDisplay` was called in the tree, traits changed, or
    /// ``setNeedsFrame()`` was called. A new root needs its first frame.
    public var needsFrame: Bool { frameRequested }

    /// Asks the host for a frame in which the whole picture is drawn again (``takeDamagedRect()`` returns all
    /// of it): for changes whose extent is not known.
    public func setNeedsFrame() {
        frameRequested = true
        frameDamage.isFull = true
    }

    /// Asks the host for a frame in which `rect` (the root's picture: its frame space, origin at its top-left
    /// corner) is drawn again, with what views marked with `setNeedsDisplay` and the places of views that
    /// moved. An empty rectangle only asks for the frame: a host calls it after an input event, whose effects
    /// the views mark themselves.
    public func setNeedsFrame(in rect: CGRect) {
        frameRequested = true
        frameDamage.add(rect)
    }

    /// The host drew the root: ``needsFrame`` is false until something changes.
    public func frameWasDrawn() { frameRequested = false }

    /// The time the earliest scheduled action (a recognizer's delay, ``schedule(at:_:)``) is due, if any: a
    /// host sleeps until then when nothing else happens.
    public var nextScheduledTime: TimeInterval? { inputIfLoaded?.clock.nextDeadline }
}
