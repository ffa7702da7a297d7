import Foundation

/// A list update or call that did not fit the list's data (UIKit raises `NSInternalInconsistencyException`):
/// what was wrong, and the section it concerns.
public struct UIListUpdateError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong, with the counts involved.
    public let message: String
    /// The section whose counts do not add up (nil: not about one section).
    public let section: Int?

    public var description: String { message }
}

/// What a table's cells and header views share for reuse.
protocol UITableViewReusable: UIView {
    func prepareForReuse()
}
