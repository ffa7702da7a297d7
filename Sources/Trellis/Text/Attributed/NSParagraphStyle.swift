import Foundation

/// How a paragraph is laid out (UIKit's `NSParagraphStyle`): alignment, line breaking, spacing, indents and
/// direction. Immutable; ``NSMutableParagraphStyle`` is the editable kind.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The style with every value at its default.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines sit horizontally (default ``NSTextAlignment/natural``).
    open internal(set) var alignment: NSTextAlignment = .natural
    /// How lines wrap and the last one truncates (default ``NSLineBreakMode/byWordWrapping``).
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space after each line but a paragraph's last, in points (default 0).
    open internal(set) var lineSpacing: CGFloat = 0
    /// Extra space after the paragraph, in points (default 0).
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// Extra space before the paragraph (but the first), in points (default 0).
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// The first line's indent from the leading edge, in points (default 0).
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    /// Every other line's indent from the leading edge, in points (default 0).
    open internal(set) var headIndent: CGFloat = 0
    /// Positive: the lines' trailing end from the leading edge; zero or negative: the inset from the trailing
    /// edge (default 0).
    open internal(set) var tailIndent: CGFloat = 0
    /// The natural line height is multiplied by this (0, the default: by 1).
    open internal(set) var lineHeightMultiple: CGFloat = 0
    /// Lines are at least this tall (default 0).
    open internal(set) var minimumLineHeight: CGFloat = 0
    /// Lines are at most this tall (0, the default: no limit).
    open internal(set) var maximumLineHeight: CGFloat = 0
    /// The paragraph's direction (default ``NSWritingDirection/natural``).
    open internal(set) var baseWritingDirection: NSWritingDirection = .natural
    /// Whether the last line may be tightened before it truncates (default false).
    open internal(set) var allowsDefaultTighteningForTruncation = false

    /// A style with every value at its default.
    public override init() { super.init() }

    /// A style with `other`'s values.
    init(copying other: NSParagraphStyle) {
        super.init()
        setValues(from: other)
    }

    /// Takes every value of `other`.
    func setValues(from other: NSParagraphStyle) {
        alignment = other.alignment
        lineBreakMode = other.lineBreakMode
        lineSpacing = other.lineSpacing
        paragraphSpacing = other.paragraphSpacing
        paragraphSpacingBefore = other.paragraphSpacingBefore
        firstLineHeadIndent = other.firstLineHeadIndent
        headIndent = other.headIndent
        tailIndent = other.tailIndent
        lineHeightMultiple = other.lineHeightMultiple
        minimumLineHeight = other.minimumLineHeight
        maximumLineHeight = other.maximumLineHeight
        baseWritingDirection = other.baseWritingDirection
        allowsDefaultTighteningForTruncation = other.allowsDefaultTighteningForTruncation
    }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(copying: self) }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.setValues(from: self)
        return copy
    }

    /// The values compared in order (equality and hashing).
    private var values: [Double] {
        [
            Double(alignment.rawValue), Double(lineBreakMode.rawValue), lineSpacing, paragraphSpacing,
            paragraphSpacingBefore, firstLineHeadIndent, headIndent, tailIndent, lineHeightMultiple, minimumLineHeight,
            maximumLineHeight, Double(baseWritingDirection.rawValue), allowsDefaultTighteningForTruncation ? 1 : 0,
        ]
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }

    open override var hash: Int { values.reduce(0) { $0 &* 31 &+ Int(bitPattern: UInt($1.bitPattern & 0xFFFF_FFFF)) } }
}

/// A paragraph style whose values can be set (UIKit's `NSMutableParagraphStyle`).
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.lineSpacing = 4
/// style.alignment = .center
/// let text = NSAttributedString(string: "…", attributes: [.paragraphStyle: style])
/// ```
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = max(0, newValue) }
    }
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = max(0, newValue) }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = max(0, newValue) }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = max(0, newValue) }
    }
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = max(0, newValue) }
    }
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = max(0, newValue) }
    }
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = max(0, newValue) }
    }
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = max(0, newValue) }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection }
        set { super.baseWritingDirection = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation }
        set { super.allowsDefaultTighteningForTruncation = newValue }
    }

    /// Takes every value of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) { setValues(from: other) }
}
