import Foundation

/// A key of a physical keyboard in a press (UIKit's `UIKey`): which key, what it types, and the modifiers held.
open class UIKey: NSObject {
    /// The physical key.
    public let keyCode: UIKeyboardHIDUsage
    /// The characters the key types with the modifiers held (for example "A" with Shift).
    public let characters: String
    /// The characters the key types without modifiers other than Shift being applied to the layout ("a" for
    /// Shift-A is the US layout's answer; the host decides).
    public let charactersIgnoringModifiers: String
    /// The modifiers held when the key went down.
    public let modifierFlags: UIKeyModifierFlags

    /// A key as a host reports it. Empty `characters` take the US layout's character of `keyCode`, so tests
    /// and hosts without a layout can pass just the key.
    public init(
        keyCode: UIKeyboardHIDUsage, characters: String = "", charactersIgnoringModifiers: String? = nil,
        modifierFlags: UIKeyModifierFlags = []
    ) {
        self.keyCode = keyCode
        let typed = characters.isEmpty ? keyCode.usLayoutCharacters : characters
        self.characters = typed
        self.charactersIgnoringModifiers =
            charactersIgnoringModifiers ?? (characters.isEmpty ? typed : characters.lowercased())
        self.modifierFlags = modifierFlags
        super.init()
    }

    open override var description: String {
        "UIKey(\(keyCode.rawValue), \"\(characters)\", modifiers: \(modifierFlags.rawValue))"
    }
}
