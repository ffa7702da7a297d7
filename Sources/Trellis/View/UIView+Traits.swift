import Foundation

// Trait collections: each view's is its superview's with its own override applied; the top view's comes from
// its host (a root view's `hostTraitCollection`). They are propagated eagerly (cached per view) when a view
// moves, an override changes or the host's traits change, and `traitCollectionDidChange(_:)` is called top-down
// on every view whose collection changed.
extension UIView {
    /// The view's environment: appearance, level, layout direction, size classes (UIKit's `traitCollection`).
    public var traitCollection: UITraitCollection {
        if let cached = cachedTraitCollection { return cached }
        let computed = inheritedTraitCollection
        cachedTraitCollection = computed
        return computed
    }

    /// The appearance this view and its subtree use whatever the superview's (UIKit's
    /// `overrideUserInterfaceStyle`; `.unspecified`: inherit).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { extendedState?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            makeExtendedState().overrideUserInterfaceStyle = newValue
            propagateTraitCollection()
        }
    }

    /// The collection this view has given its superview (or host) and its override.
    private var inheritedTraitCollection: UITraitCollection {
        let base = superview?.traitCollection ?? topTraitCollection
        let style = overrideUserInterfaceStyle
        return style == .unspecified ? base : base.with(style: style)
    }

    /// The traits of a view at the top of a tree: its host's for a root view, else nothing specified.
    private var topTraitCollection: UITraitCollection {
        (self as? UIRootView)?.hostTraitCollection ?? .unspecified
    }

    /// Recomputes the trait collections of this subtree and calls ``traitCollectionDidChange(_:)``, top-down,
    /// on the views whose collection changed. A subtree whose top did not change is not visited.
    func propagateTraitCollection() {
        var changed: [(view: UIView, previous: UITraitCollection)] = []
        collectTraitChanges(into: &changed)
        for (view, _) in changed { view.setNeedsFrameOfBounds() }  // a new appearance is drawn where the view is
        for (view, previous) in changed {
            view.traitCollection.performAsCurrent {
                view.traitCollectionDidChange(previous)
                view.owningViewController?.traitCollectionDidChange(previous)
            }
            // A new appearance can change what is drawn but never the layout: nothing else to invalidate.
        }
    }

    /// Updates the cached collections below and at this view, noting the views whose collection changed
    /// (pre-order: each view before its subviews; a worklist, not recursion: trees may be 10,000 deep).
    private func collectTraitChanges(into changed: inout [(view: UIView, previous: UITraitCollection)]) {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            let previous = view.cachedTraitCollection ?? .unspecified
            let current = view.inheritedTraitCollection
            view.cachedTraitCollection = current
            guard !current.hasSameTraits(as: previous) else { continue }
            changed.append((view, previous))
            pending.append(contentsOf: view.subviews.reversed())  // (popped front first: pre-order)
        }
    }

    /// The view moved to a new superview (or out of one): its traits and inherited tint may differ.
    func appearanceDidMove() {
        propagateTraitCollection()
        tintMayHaveChanged()
    }
}

extension UIRootView {
    /// The traits the host gives the tree (UIKit's screen and window traits): by default the light
    /// appearance, base level, left to right, size classes unspecified. What the host sets is combined with
    /// those defaults: a host in dark mode sets `UITraitCollection(userInterfaceStyle: .dark)`.
    public var hostTraitCollection: UITraitCollection {
        get { extendedState?.hostTraitCollection ?? Self.defaultHostTraits }
        set {
            makeExtendedState().hostTraitCollection = UITraitCollection(traitsFrom: [Self.defaultHostTraits, newValue])
            propagateTraitCollection()
        }
    }

    /// What a root view's host provides unless told otherwise.
    static let defaultHostTraits = UITraitCollection(
        style: .light, level: .base, direction: .leftToRight, horizontal: .unspecified, vertical: .unspecified)
}

extension UIView {
    /// The view was just added to a superview: traits, tint and the superview's autoresizing bookkeeping.
    func movedIntoSuperview() {
        appearanceDidMove()
        if let superview, !autoresizingMask.isEmpty { superview.makeExtendedState().hasAutoresizingSubviews = true }
    }
}
