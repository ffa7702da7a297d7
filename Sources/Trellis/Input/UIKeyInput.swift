import Foundation

/// A responder that takes typed text (UIKit's `UIKeyInput`): when it is the first responder, the root's text
/// events call ``insertText(_:)``, and Backspace and Return keys call ``deleteBackward()`` and
/// `insertText("\n")`.
public protocol UIKeyInput: UIResponder {
    /// Whether the responder holds any text.
    var hasText: Bool { get }
    /// Inserts committed text at the insertion point (replacing the marked text, if any).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (or the selection).
    func deleteBackward()
}

/// A text input that takes composition (marked) text from an input method: the part of UIKit's `UITextInput`
/// that input methods need. The root's marked-text events call ``setMarkedText(_:selectedRange:)``; the
/// committed result arrives as ``UIKeyInput/insertText(_:)``.
public protocol UITextInput: UIKeyInput {
    /// Replaces the marked text with `markedText` (empty: the composition was cancelled); `selectedRange` is
    /// the selection inside it, in UTF-16 units, as UIKit's.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text as it is.
    func unmarkText()
}
