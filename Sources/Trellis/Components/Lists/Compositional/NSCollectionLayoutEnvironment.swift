import Foundation

/// The size a compositional layout lays a section out in (UIKit's `NSCollectionLayoutContainer`).
public protocol NSCollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The insets inside it.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The size less the insets.
    var effectiveContentSize: CGSize { get }
    /// The insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it is asked for a section (UIKit's `NSCollectionLayoutEnvironment`).
public protocol NSCollectionLayoutEnvironment {
    /// The collection view's size.
    var container: NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The collection view's bounds as a container (no insets of its own).
struct CollectionLayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentSize: CGSize { contentSize }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}

/// The environment handed to a section provider.
struct CollectionLayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer
    var traitCollection: UITraitCollection
}
