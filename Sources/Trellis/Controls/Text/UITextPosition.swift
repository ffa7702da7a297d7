import Foundation

/// A place in a text input's text (UIKit's `UITextPosition`): in Trellis, a UTF-16 offset.
open class UITextPosition: NSObject {
    /// The UTF-16 offset from the start of the text.
    public let offset: Int
    /// A position at `offset`.
    public init(offset: Int) {
        self.offset = offset
        super.init()
    }
    public override func isEqual(_ object: Any?) -> Bool { (object as? UITextPosition)?.offset == offset }
    public override var hash: Int { offset }
}

/// A range of a text input's text (UIKit's `UITextRange`).
open class UITextRange: NSObject {
    /// The start.
    public let start: UITextPosition
    /// The end (at or after the start).
    public let end: UITextPosition
    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { start.offset == end.offset }
    /// A range from `start` to `end` (swapped when reversed).
    public init(start: UITextPosition, end: UITextPosition) {
        self.start = start.offset <= end.offset ? start : end
        self.end = start.offset <= end.offset ? end : start
        super.init()
    }
    /// The range as UTF-16 offsets.
    var offsets: Range<Int> { start.offset..<end.offset }
    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITextRange else { return false }
        return o.start.offset == start.offset && o.end.offset == end.offset
    }
    public override var hash: Int { start.offset &* 31 &+ end.offset }
}
