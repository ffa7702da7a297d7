import Foundation

/// The modifier keys held with a key or a pointer event (UIKit's `UIKeyModifierFlags`, with UIKit's values).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Flags from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt) is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command (the GUI key: Windows, Super) is held.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The flags that choose a shortcut: shift, control, alternate and command (not Caps Lock or keypad).
    var shortcutRelevant: UIKeyModifierFlags { intersection([.shift, .control, .alternate, .command]) }
}
