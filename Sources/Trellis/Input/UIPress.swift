import Foundation

/// A press of a physical button or key (UIKit's `UIPress`). Keyboard presses carry their ``key``.
open class UIPress: NSObject {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        /// The key went down.
        case began
        /// The press changed (its force, for analog buttons).
        case changed
        /// The key is down and did not change.
        case stationary
        /// The key went up.
        case ended
        /// The press was cancelled (its responder left the tree).
        case cancelled
    }

    /// The kind of button (UIKit's `UIPress.PressType`); keyboard arrows, Return and Escape map to the game
    /// pad's directions, select and menu, so focus code can handle both alike.
    public enum PressType: Int, Sendable {
        /// Up (the up arrow key, the D-pad).
        case upArrow
        /// Down.
        case downArrow
        /// Left.
        case leftArrow
        /// Right.
        case rightArrow
        /// Select (Return, Enter, the pad's A button).
        case select
        /// Menu, back (Escape, the pad's B button).
        case menu
        /// Play / pause.
        case playPause
        /// Page up.
        case pageUp
        /// Page down.
        case pageDown
        /// Any other key (see ``UIPress/key``).
        case other = -1
    }

    /// The press's phase.
    public internal(set) var phase: Phase
    /// The kind of button.
    public let type: PressType
    /// The keyboard key, for keyboard presses.
    public let key: UIKey?
    /// When the press last changed (the root's clock).
    public internal(set) var timestamp: TimeInterval
    /// How hard the button is pressed (1 for keys).
    public internal(set) var force: CGFloat = 1
    /// The responder the press was delivered to (the start of the chain).
    public internal(set) weak var responder: UIResponder?
    /// The gesture recognizers receiving the press (Trellis delivers presses to responders only: none).
    public var gestureRecognizers: [UIGestureRecognizer]? { nil }

    init(key: UIKey, timestamp: TimeInterval) {
        self.key = key
        self.type = PressType(key.keyCode)
        self.phase = .began
        self.timestamp = timestamp
        super.init()
    }
}

extension UIPress.PressType {
    /// The press type of a keyboard key.
    init(_ keyCode: UIKeyboardHIDUsage) {
        switch keyCode {
        case .keyboardUpArrow: self = .upArrow
        case .keyboardDownArrow: self = .downArrow
        case .keyboardLeftArrow: self = .leftArrow
        case .keyboardRightArrow: self = .rightArrow
        case .keyboardReturnOrEnter, .keypadEnter: self = .select
        case .keyboardEscape: self = .menu
        case .keyboardPageUp: self = .pageUp
        case .keyboardPageDown: self = .pageDown
        default: self = .other
        }
    }
}

/// An event of presses (UIKit's `UIPressesEvent`).
open class UIPressesEvent: UIEvent {
    /// The presses of the event.
    public internal(set) var allPresses: Set<UIPress> = []
    /// Set by ``UIResponder``'s default press methods when the event left the end of the chain unhandled.
    var reachedEndOfChain = false

    init(timestamp: TimeInterval, modifierFlags: UIKeyModifierFlags) {
        super.init(type: .presses, timestamp: timestamp)
        self.modifierFlags = modifierFlags
    }

    /// The presses a gesture recognizer receives (none: Trellis delivers presses to responders only).
    public func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
