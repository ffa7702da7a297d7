import Foundation

/// One side of an item's, group's or supplementary's size in a compositional layout (UIKit's
/// `NSCollectionLayoutDimension`): a fraction of the container's width or height, an absolute length, or an
/// estimate the cell replaces with the size it prefers (self-sizing through Auto Layout).
///
/// The container is the enclosing group's content (its size less its ``NSCollectionLayoutItem/contentInsets``)
/// or, for a section's group, the collection view's size less the section's content insets.
public final class NSCollectionLayoutDimension: Sendable {
    /// How the length is given.
    enum Kind: Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, the absolute length or the estimate.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }
    /// A length in points until the content says what it needs (the cell's preferred size).
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is absolute.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `container` size (an estimate gives the estimate).
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return container.width * dimension
        case .fractionalHeight: return container.height * dimension
        case .absolute, .estimated: return dimension
        }
    }
}

/// The width and height of an item, group or supplementary (UIKit's `NSCollectionLayoutSize`).
public final class NSCollectionLayoutSize: Sendable {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of the two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }

    /// The size in a container of `container` size (estimates give their estimates).
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// The space between items of a group (UIKit's `NSCollectionLayoutSpacing`): exactly a length, or at least a
/// length with the group's space left over shared evenly between its items.
public final class NSCollectionLayoutSpacing: Sendable {
    /// The length (the minimum, when flexible).
    public let spacing: CGFloat
    /// Whether the spacing grows to share the space left over.
    public let isFlexible: Bool

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexible = flexible
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(fixedSpacing, flexible: false)
    }
    /// At least `flexibleSpacing` points, growing to share the space left over.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(flexibleSpacing, flexible: true)
    }
    /// Whether the spacing is exact.
    public var isFixed: Bool { !isFlexible }
}
