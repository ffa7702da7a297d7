import Foundation

extension UIControl {
    /// A control's state (UIKit's `UIControl.State`, with UIKit's raw values). A control is in several at once
    /// (highlighted and selected); `normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// A state from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No flag: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down inside (with UIKit's slop), or the focused control's select key is held.
        public static let highlighted = State(rawValue: 1 << 0)
        /// ``UIControl/isEnabled`` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// ``UIControl/isSelected`` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has keyboard or game-pad focus.
        public static let focused = State(rawValue: 1 << 3)
        /// Flags free for the application.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Flags reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Things that happen to a control, that actions are added for (UIKit's `UIControl.Event`, with UIKit's raw
    /// values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// An event set from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (a tap count above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked touch moved inside the control's slop area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked touch moved outside the slop area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked touch came back into the slop area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked touch left the slop area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked touch lifted inside the slop area (a tap, a click).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked touch lifted outside the slop area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The tracked touch was cancelled (a gesture took it, the control left the tree).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch flipped, a slider moved).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap, the focused control's Space, Return or select press.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action ran (Trellis controls have no menus; present for source compatibility).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing (became first responder).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A text field ended editing with Return.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events free for the application.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How a control places its content horizontally (UIKit's `UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// How a control places its content vertically (UIKit's `UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }
}
