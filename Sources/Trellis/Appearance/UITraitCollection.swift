import Foundation

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified: colors resolve as in the light appearance.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// Whether content sits on the base level or above it (UIKit's `UIUserInterfaceLevel`): in the dark
/// appearance, system backgrounds are lighter on the elevated level (a sheet, a popover).
public enum UIUserInterfaceLevel: Int, Sendable {
    /// Not specified: the base level.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above the main content.
    case elevated = 1
}

/// The direction of the user interface (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// A coarse class of available space (UIKit's `UIUserInterfaceSizeClass`). Trellis does not guess it from a
/// size: a host that knows its device sets it on the root (``UIRootView/hostTraitCollection``).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Little space (a phone's width in portrait).
    case compact = 1
    /// Ample space (a tablet's width).
    case regular = 2
}

/// The environment a view is shown in: its appearance, level, layout direction and size classes (UIKit's
/// `UITraitCollection`).
///
/// Every view has one (``UIView/traitCollection``): its superview's, with the view's
/// ``UIView/overrideUserInterfaceStyle`` applied; the root's comes from its host
/// (``UIRootView/hostTraitCollection``). Dynamic colors (``UIColor/init(dynamicProvider:)``, the system
/// colors) resolve against it when a view draws, through ``current``.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Base or elevated.
    public let userInterfaceLevel: UIUserInterfaceLevel
    /// Left to right or right to left.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// The tint color of the view being drawn (what ``UIColor/tintColor`` resolves to); internal.
    let tint: UIColor?

    init(
        style: UIUserInterfaceStyle = .unspecified, level: UIUserInterfaceLevel = .unspecified,
        direction: UITraitEnvironmentLayoutDirection = .unspecified,
        horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
        tint: UIColor? = nil
    ) {
        userInterfaceStyle = style
        userInterfaceLevel = level
        layoutDirection = direction
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        self.tint = tint
        super.init()
    }

    /// A collection with every trait unspecified.
    public override convenience init() { self.init(style: .unspecified) }

    /// A collection that specifies only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    /// A collection that specifies only the level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(level: userInterfaceLevel) }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }

    /// The traits of `collections` combined: for each trait, the last collection that specifies it wins.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, level = UIUserInterfaceLevel.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        for c in collections {
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.userInterfaceLevel != .unspecified { level = c.userInterfaceLevel }
            if c.layoutDirection != .unspecified { direction = c.layoutDirection }
            if c.horizontalSizeClass != .unspecified { horizontal = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { vertical = c.verticalSizeClass }
        }
        self.init(style: style, level: level, direction: direction, horizontal: horizontal, vertical: vertical)
    }

    /// The same collection with another appearance.
    func with(style: UIUserInterfaceStyle) -> UITraitCollection {
        style == userInterfaceStyle
            ? self
            : UITraitCollection(
                style: style, level: userInterfaceLevel, direction: layoutDirection, horizontal: horizontalSizeClass,
                vertical: verticalSizeClass, tint: tint)
    }

    /// The same collection with another layout direction.
    func with(direction: UITraitEnvironmentLayoutDirection) -> UITraitCollection {
        direction == layoutDirection
            ? self
            : UITraitCollection(
                style: userInterfaceStyle, level: userInterfaceLevel, direction: direction,
                horizontal: horizontalSizeClass, vertical: verticalSizeClass, tint: tint)
    }

    /// The same collection carrying `tint` (for ``UIColor/tintColor`` while a view draws).
    func with(tint: UIColor?) -> UITraitCollection {
        tint === self.tint
            ? self
            : UITraitCollection(
                style: userInterfaceStyle, level: userInterfaceLevel, direction: layoutDirection,
                horizontal: horizontalSizeClass, vertical: verticalSizeClass, tint: tint)
    }

    /// Whether every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.userInterfaceLevel == .unspecified || other.userInterfaceLevel == userInterfaceLevel)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
    }

    /// Whether a dynamic color could resolve differently in `other` (appearance or level differ).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || userInterfaceLevel != other.userInterfaceLevel
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return hasSameTraits(as: o)
    }

    /// Whether every trait equals `o`'s (``isEqual(_:)`` without the cast from `Any?`, for propagation, which
    /// compares two collections per view of every tree attached).
    func hasSameTraits(as o: UITraitCollection) -> Bool {
        self === o
            || (userInterfaceStyle == o.userInterfaceStyle && userInterfaceLevel == o.userInterfaceLevel
                && layoutDirection == o.layoutDirection && horizontalSizeClass == o.horizontalSizeClass
                && verticalSizeClass == o.verticalSizeClass)
    }

    public override var hash: Int {
        userInterfaceStyle.rawValue &* 31 &+ userInterfaceLevel.rawValue &* 7 &+ layoutDirection.rawValue
            &+ horizontalSizeClass.rawValue << 8 &+ verticalSizeClass.rawValue << 12
    }

    public override var description: String {
        "<UITraitCollection: userInterfaceStyle = \(userInterfaceStyle), userInterfaceLevel = \(userInterfaceLevel), "
            + "layoutDirection = \(layoutDirection), horizontalSizeClass = \(horizontalSizeClass), "
            + "verticalSizeClass = \(verticalSizeClass)>"
    }

    // MARK: The current collection

    /// The collection dynamic colors resolve against when asked for their components (``UIColor/cgColor``):
    /// the drawing view's while it draws (``UIView/draw(_:)``), in ``UIView/layoutSubviews()`` and in
    /// ``UIView/traitCollectionDidChange(_:)``; else unspecified (light). Per thread.
    public static var current: UITraitCollection {
        get { CurrentTraits.holder.collections.last ?? unspecified }
        set {
            let holder = CurrentTraits.holder
            if holder.collections.isEmpty {
                holder.collections.append(newValue)
            } else {
                holder.collections[holder.collections.count - 1] = newValue
            }
        }
    }

    /// Runs `actions` with this collection as ``current``, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let holder = CurrentTraits.holder
        holder.collections.append(self)
        defer { holder.collections.removeLast() }
        try actions()
    }

    /// The collection with nothing specified.
    static let unspecified = UITraitCollection()
}

/// The per-thread stack behind ``UITraitCollection/current``, kept under a POSIX thread-specific key: a view
/// added to a superview makes its collection current for ``UIView/traitCollectionDidChange(_:)``, so this is
/// looked up once per view of every tree built (a thread dictionary, keyed by a bridged string, cost more than
/// the rest of `addSubview`). The stack is mutated in place (no copy of the array per push).
private final class CurrentTraits {
    var collections: [UITraitCollection] = []

    /// The key; each thread's holder is retained by its slot and released when the thread ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { raw in
            guard let raw = raw as UnsafeMutableRawPointer? else { return }
            Unmanaged<CurrentTraits>.fromOpaque(raw).release()
        }
        precondition(status == 0, "UITraitCollection.current: pthread_key_create failed (\(status))")
        return key
    }()

    /// This thread's holder (made on first use).
    static var holder: CurrentTraits {
        if let raw = pthread_getspecific(key) { return Unmanaged<CurrentTraits>.fromOpaque(raw).takeUnretainedValue() }
        let holder = CurrentTraits()
        pthread_setspecific(key, Unmanaged.passRetained(holder).toOpaque())
        return holder
    }
}

extension UIUserInterfaceStyle: CustomStringConvertible {
    /// `light`, `dark` or `unspecified`.
    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .light: return "light"
        case .dark: return "dark"
        }
    }
}

extension UIUserInterfaceLevel: CustomStringConvertible {
    /// `base`, `elevated` or `unspecified`.
    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .base: return "base"
        case .elevated: return "elevated"
        }
    }
}

extension UITraitEnvironmentLayoutDirection: CustomStringConvertible {
    /// `leftToRight`, `rightToLeft` or `unspecified`.
    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .leftToRight: return "leftToRight"
        case .rightToLeft: return "rightToLeft"
        }
    }
}

extension UIUserInterfaceSizeClass: CustomStringConvertible {
    /// `compact`, `regular` or `unspecified`.
    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .compact: return "compact"
        case .regular: return "regular"
        }
    }
}
