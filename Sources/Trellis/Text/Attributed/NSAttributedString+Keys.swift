import Foundation

/// UIKit's attribute keys for `NSAttributedString` (Foundation on Linux has the class and `Key`, UIKit adds
/// these), with UIKit's raw values so archived names match.
///
/// ```swift
/// let text = NSAttributedString(string: "Hello", attributes: [.font: UIFont.boldSystemFont(ofSize: 17),
///                                                             .foregroundColor: UIColor.red])
/// label.attributedText = text
/// ```
/// What ``TextLayout`` reads (other keys are kept and ignored): `.font` (``UIFont``), `.foregroundColor`,
/// `.backgroundColor`, `.underlineColor`, `.strikethroughColor` (``UIColor``), `.kern` and `.tracking` (points,
/// a number), `.paragraphStyle` (``NSParagraphStyle``), `.underlineStyle` and `.strikethroughStyle`
/// (``NSUnderlineStyle`` or its raw value), `.baselineOffset` (points, up), `.link` (`URL` or `String`; drawn
/// in ``UIColor/link`` and underlined unless the run has its own color).
extension NSAttributedString.Key {
    /// The font (``UIFont``; default: the system font at 12 points, UIKit's).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text color (``UIColor``; default black).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The color behind the text (``UIColor``; default none).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character, in points (a number; default 0).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Extra space after each character, in points, that ligatures do not survive (a number; default 0).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// The paragraph's layout (``NSParagraphStyle``; default ``NSParagraphStyle/default``).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An underline (``NSUnderlineStyle`` or its raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's color (``UIColor``; default: the text color).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A line through the text (``NSUnderlineStyle`` or its raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's color (``UIColor``; default: the text color).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// How far the text sits above its baseline, in points (a number; negative: below).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link (`URL` or `String`).
    public static let link = NSAttributedString.Key("NSLink")
}

/// The style of an underline or strikethrough (UIKit's `NSUnderlineStyle`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the default pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// Dotted.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashed.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Alternating dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not spaces.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// The direction a paragraph's text runs in (UIKit's `NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable {
    /// From the text: the first strong character (UAX #9 P2–P3), else the view's layout direction.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
