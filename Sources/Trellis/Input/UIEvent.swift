import Foundation

/// An input event (UIKit's `UIEvent`): the touches, hover or scroll the root view is delivering, with the
/// time, the pointer buttons and the modifier keys. One event object is reused across a touch sequence, as in
/// UIKit: read what you need during the call.
open class UIEvent: NSObject {
    /// What kind of input the event carries (UIKit's `UIEvent.EventType`).
    public enum EventType: Int, Sendable {
        /// Touches: fingers, and pointers with a button held.
        case touches
        /// Device motion (not produced by Trellis).
        case motion
        /// Remote-control commands (not produced by Trellis).
        case remoteControl
        /// Key and button presses.
        case presses
        /// Wheel and trackpad scrolling.
        case scroll
        /// A pointer over the interface without a button held.
        case hover
        /// Trackpad pinch and rotation (not produced by Trellis yet).
        case transform
    }

    /// Pointer buttons (UIKit's `UIEvent.ButtonMask`): ``primary`` (left), ``secondary`` (right), and
    /// ``button(_:)`` for the others (3: middle, 4 and 5: the side buttons X1 and X2).
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// A mask from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary (left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// Button number `buttonNumber`, counting from 1 (1 is primary, 2 secondary, 3 the middle button).
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            ButtonMask(rawValue: 1 << max(0, buttonNumber - 1))
        }
    }

    /// The kind of event.
    @exclusivity(unchecked) public internal(set) var type: EventType
    /// When the event happened (the root's clock, in seconds).
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval
    /// The pointer buttons held.
    @exclusivity(unchecked) public internal(set) var buttonMask: ButtonMask = []
    /// The modifier keys held.
    @exclusivity(unchecked) public internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The touches of the event (live touches of a touch event; nil for other kinds).
    @exclusivity(unchecked) var touches: [UITouch] = []

    init(type: EventType, timestamp: TimeInterval) {
        self.type = type
        self.timestamp = timestamp
        super.init()
    }

    /// Every touch of the event.
    public var allTouches: Set<UITouch>? { type == .touches || type == .hover ? Set(touches) : nil }

    /// The touches delivered to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        let found = touches.filter { $0.view === view }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches `gestureRecognizer` receives.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        let found = touches.filter { touch in gestureRecognizer.trackedTouches.contains { $0 === touch } }
        return found.isEmpty ? nil : Set(found)
    }
}
