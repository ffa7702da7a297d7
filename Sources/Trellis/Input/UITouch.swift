import Foundation

/// A finger, pen or pointer on the screen (UIKit's `UITouch`): where it is, in which phase, since when.
///
/// A pointer (a mouse) becomes a touch of type ``TouchType/indirectPointer`` while a button is held: the
/// touch begins at the first button down and ends when the last button is released; ``buttonMask`` tells
/// which buttons. Locations are kept in the root view's coordinates and converted on request, through bounds
/// origins (scroll views) and surface transforms.
open class UITouch: NSObject {
    /// Where a touch is in its life (UIKit's `UITouch.Phase`).
    public enum Phase: Int, Sendable {
        /// The touch went down.
        case began
        /// The touch moved (or, for a pointer, its buttons changed).
        case moved
        /// The touch is down and did not move.
        case stationary
        /// The touch lifted (the pointer's last button was released).
        case ended
        /// The touch was cancelled (a gesture recognizer took it, its view left the tree, or the host cancelled it).
        case cancelled
        /// A pointer entered a view without a button held (hover).
        case regionEntered
        /// A pointer moved over a view without a button held.
        case regionMoved
        /// A pointer left a view without a button held.
        case regionExited
    }

    /// What made the touch (UIKit's `UITouch.TouchType`).
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen (a remote's touch surface).
        case indirect
        /// A pen.
        case pencil
        /// A mouse or trackpad pointer.
        case indirectPointer
    }

    /// The touch's phase.
    public internal(set) var phase: Phase
    /// When the touch last changed (the root's clock).
    public internal(set) var timestamp: TimeInterval
    /// How many taps in quick succession at about this place this touch is (1 for a single tap, 2 for the
    /// second touch of a double tap): within ``maximumTapInterval`` of the previous touch's end and
    /// ``maximumTapDistance`` of its start.
    public internal(set) var tapCount: Int
    /// What made the touch.
    public let type: TouchType
    /// The view the touch began in (the hit-tested view); it keeps the view while the touch lasts (a root view
    /// it holds weakly: a root the app drops while a finger is on it is freed).
    public internal(set) var view: UIView? {
        get { viewHold.object }
        set { viewHold = InputHold(newValue) }
    }
    private var viewHold = InputHold<UIView>(nil)
    /// The gesture recognizers receiving the touch: those of its view and the view's superviews, nearest first
    /// (as of when it began; recognizers since detached and freed drop out).
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizerReferences.compactMap(\.recognizer) }
        set { recognizerReferences = (newValue ?? []).map(WeakRecognizer.init) }
    }
    /// The recognizers, held weakly: a touch does not keep a removed view's recognizers alive.
    var recognizerReferences: [WeakRecognizer] = []
    /// The pointer buttons held (Trellis: also on the touch, so a handler need not keep the event).
    public internal(set) var buttonMask: UIEvent.ButtonMask
    /// The radius of the touched area (Trellis reports a point: 0).
    public var majorRadius: CGFloat { 0 }

    /// The greatest time between one touch's end and the next touch's start for the next to count as another
    /// tap (seconds).
    public static let maximumTapInterval: TimeInterval = 0.35
    /// The greatest distance between two touches' starts for the second to count as another tap (points).
    public static let maximumTapDistance: CGFloat = 10

    // MARK: Internal state

    /// The host's identifier: a touch id, or `-1 - pointer` for a pointer's button touch.
    let hostID: Int
    /// Where the touch is and was, in the root's coordinates.
    var rootLocation: CGPoint
    var previousRootLocation: CGPoint
    /// Where the touch began, in the root's coordinates.
    let startRootLocation: CGPoint
    /// View delivery: began delivered, finished (ended or cancelled delivered), cancelled by a recognizer
    /// or ignored, and the phases waiting while a recognizer delays them.
    var viewReceivedBegan = false
    var viewFinished = false
    var viewCancelled = false
    var pendingViewPhases: [Phase] = []
    /// Whether the host ended or cancelled the touch.
    var isOver = false

    init(
        hostID: Int, type: TouchType, at location: CGPoint, timestamp: TimeInterval,
        buttonMask: UIEvent.ButtonMask
    ) {
        self.hostID = hostID
        self.type = type
        self.rootLocation = location
        self.previousRootLocation = location
        self.startRootLocation = location
        self.timestamp = timestamp
        self.buttonMask = buttonMask
        self.phase = .began
        self.tapCount = 1
        super.init()
    }

    /// The touch's location in `view`'s bounds space (nil: the root view's).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return rootLocation }
        return view.convertFromRoot(rootLocation)
    }

    /// The touch's previous location (before the last move) in `view`'s bounds space (nil: the root's).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousRootLocation }
        return view.convertFromRoot(previousRootLocation)
    }

    open override var description: String {
        "UITouch(\(hostID), \(phase), (\(rootLocation.x), \(rootLocation.y)), taps \(tapCount))"
    }
}
