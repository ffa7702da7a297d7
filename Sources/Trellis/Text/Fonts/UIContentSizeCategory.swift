import Foundation

/// The reader's preferred text size (UIKit's `UIContentSizeCategory`, Dynamic Type): seven standard sizes from
/// extra small to extra extra extra large, then five accessibility sizes. ``large`` is the default.
///
/// Preferred fonts (``UIFont/preferredFont(forTextStyle:compatibleWith:)``) and ``UIFontMetrics`` scale by
/// UIKit's tables; a label or text view with `adjustsFontForContentSizeCategory` follows
/// ``UIContentSizeCategory/preferred`` when it changes.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest (the columns of the size tables).
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's column in the size tables (unspecified and unknown categories: large's).
    var column: Int { Self.ordered.firstIndex(of: self) ?? 3 }

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { column >= 7 }

    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.column < b.column }

    // MARK: The preferred category

    private nonisolated(unsafe) static var storedPreferred = UIContentSizeCategory.large
    private static let lock = NSLock()
    private nonisolated(unsafe) static var observers: [(id: Int, callback: @Sendable () -> Void)] = []
    private nonisolated(unsafe) static var nextObserver = 0

    /// The reader's preferred category, process-wide (UIKit's `UIApplication.preferredContentSizeCategory`;
    /// default ``large``). Setting it re-measures every label and text view that adjusts its font for the
    /// content size category.
    public static var preferred: UIContentSizeCategory {
        get { lock.withLock { storedPreferred } }
        set {
            let callbacks: [@Sendable () -> Void] = lock.withLock {
                guard storedPreferred != newValue else { return [] }
                storedPreferred = newValue
                return observers.map(\.callback)
            }
            for callback in callbacks { callback() }
        }
    }

    /// Calls `callback` whenever ``preferred`` changes, until the returned token is passed to
    /// ``removeObserver(_:)``.
    static func addObserver(_ callback: @escaping @Sendable () -> Void) -> Int {
        lock.withLock {
            nextObserver += 1
            observers.append((nextObserver, callback))
            return nextObserver
        }
    }

    static func removeObserver(_ token: Int) { lock.withLock { observers.removeAll { $0.id == token } } }
}
