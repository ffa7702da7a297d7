import Foundation

/// A visual format that cannot be read: what is wrong, and where, shown as UIKit shows it, with a caret under
/// the format:
///
/// ```
/// Unable to parse constraint format:
/// Expected ']' to end a view
/// H:|-[button-|
///            ^
/// ```
public struct VisualFormatError: Error, CustomStringConvertible, Equatable {
    /// What is wrong.
    public let message: String
    /// The format string.
    public let format: String
    /// The offset in `format` (in characters) where the problem was found.
    public let position: Int

    /// The message, the format and a caret under `position`.
    public var description: String {
        "Unable to parse constraint format: \n\(message)\n\(format)\n\(String(repeating: " ", count: position))^"
    }
}
