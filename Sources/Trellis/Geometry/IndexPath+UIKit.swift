import Foundation

// UIKit's table and collection view addressing on Foundation's `IndexPath`: `[section, row]` (or item).
extension IndexPath {
    /// An index path of a table view's row: `[section, row]` (UIKit's `init(row:section:)`).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// An index path of a collection view's item: `[section, item]` (UIKit's `init(item:section:)`).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index. Precondition (as in UIKit): the path has two indexes.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index. Precondition (as in UIKit): the path has two indexes.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section (a collection view's name for ``row``).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
