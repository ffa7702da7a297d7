import Foundation

/// What kind of element an accessible view is and what state it is in (UIKit's `UIAccessibilityTraits`),
/// combined as an option set: `[.button, .selected]`.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    /// Makes traits from their bits (UIKit's values).
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Acts as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected (a tab, a segment).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Is a key of a keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Summarises the screen when it appears.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Changes its value often (a timer).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts media when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Can be adjusted up and down (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly (a drawing canvas).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns a page when read to its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// Is a heading.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Toggles between two states (a switch).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}
