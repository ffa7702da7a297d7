import Foundation

/// A keyboard shortcut a responder offers (UIKit's `UIKeyCommand`), in closure form: Linux Swift has no
/// Objective-C runtime, so UIKit's `action: Selector` becomes a `handler` closure.
///
/// A key down runs the first command that matches, looking from the first responder (or the focused view)
/// up the responder chain through each responder's ``UIResponder/keyCommands``, before the press itself is
/// delivered.
///
/// ```swift
/// final class Editor: UIView {
///     override var keyCommands: [UIKeyCommand]? {
///         [UIKeyCommand(input: "s", modifierFlags: .command) { _ in self.save() }]
///     }
/// }
/// ```
open class UIKeyCommand: NSObject {
    /// What the key types ("s", "\r", " ") or a special input (``inputUpArrow`` …). Letters match whatever
    /// their case.
    public let input: String?
    /// The modifiers that must be held (exactly; Caps Lock and the keypad flag are ignored).
    public let modifierFlags: UIKeyModifierFlags
    /// A title for menus and the discoverability overlay.
    open var title: String
    /// A longer title for the discoverability overlay.
    open var discoverabilityTitle: String?
    /// Whether the command runs again while its key repeats (default: true).
    open var repeats = true
    /// The closure run when the command matches.
    public let handler: (UIKeyCommand) -> Void

    /// A shortcut: `input` with `modifierFlags` runs `handler`.
    public init(
        title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [],
        discoverabilityTitle: String? = nil, handler: @escaping (UIKeyCommand) -> Void
    ) {
        self.title = title
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }

    /// UIKit's selector form cannot exist on Linux (no Objective-C runtime).
    @available(
        *, unavailable, message: "Selectors need the Objective-C runtime: use init(input:modifierFlags:handler:)"
    )
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Any) {
        fatalError("unavailable")
    }

    /// Whether the command matches `key`.
    func matches(_ key: UIKey) -> Bool {
        guard let input, key.modifierFlags.shortcutRelevant == modifierFlags.shortcutRelevant else { return false }
        if let special = key.keyCode.keyCommandInput { return input == special }
        return input.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }

    /// The up arrow key.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    public static let inputEscape = "UIKeyInputEscape"
    /// The Home key.
    public static let inputHome = "UIKeyInputHome"
    /// The End key.
    public static let inputEnd = "UIKeyInputEnd"
    /// The Page Up key.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The forward Delete key.
    public static let inputDelete = "UIKeyInputDelete"
}
