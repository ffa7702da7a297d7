import Foundation

/// How text that does not fit on a line is wrapped or truncated (UIKit's `NSLineBreakMode`).
///
/// The wrapping modes say where lines may break; the truncating modes wrap at words and, when the text runs out
/// of lines (``UILabel/numberOfLines``), put an ellipsis into the last line: at its end, its start or its middle.
public enum NSLineBreakMode: Int, Sendable, CaseIterable {
    /// Break after whitespace (and after a hyphen); a word wider than the line breaks between characters.
    case byWordWrapping = 0
    /// Break between any two characters.
    case byCharWrapping = 1
    /// Wrap at words; the last line runs on and is clipped at the view's edge.
    case byClipping = 2
    /// Wrap at words; the last line shows its end, with an ellipsis in front: "…end of text".
    case byTruncatingHead = 3
    /// Wrap at words; the last line ends with an ellipsis: "Start of te…".
    case byTruncatingTail = 4
    /// Wrap at words; the last line keeps its start and end around an ellipsis: "Start…text".
    case byTruncatingMiddle = 5
    /// The seed's alphanumeric-word breaking: words are runs of letters and digits, and a line may break at
    /// any other character (after punctuation, slashes, dashes), not only at whitespace. Trellis's addition.
    case byAlphanumericWordWrapping = 100

    /// Whether the mode truncates the last line with an ellipsis.
    var truncates: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}

/// How lines of text sit between a view's left and right edges (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    /// Flush left.
    case left = 0
    /// Centered.
    case center = 1
    /// Flush right.
    case right = 2
    /// Flush left and right: the spaces of every line but a paragraph's last stretch to fill it.
    case justified = 3
    /// Left in left-to-right content, right in right-to-left content.
    case natural = 4
}
