import Foundation

/// A rectangle that takes part in layout without being a view (UIKit's `UILayoutGuide`): constrain to it to
/// describe empty space, margins or the safe area. Add it to a view with ``UIView/addLayoutGuide(_:)``; its
/// frame is in that view's coordinate space.
open class UILayoutGuide: NSObject, UIConstrainable {
    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?
    /// A name for logs and the debug overlay.
    open var identifier = ""
    /// The guide's frame in its owning view's coordinate space, as of the last layout pass.
    public internal(set) var layoutFrame: CGRect = .zero

    @exclusivity(unchecked) var layout = ViewLayout()
    /// What defines a system guide's frame (the margins, the safe area), or nil for a guide made by the app.
    var kind: Kind = .custom
    /// The constraints `snp.makeConstraints` made for this guide (see `ConstraintDSL`).
    var snpConstraints = SnpConstraintStore()

    enum Kind {
        case custom, margins, safeArea, scrollContent, scrollFrame, readableContent

        /// Whether the guide's insets depend on frames (refreshed after each layout read-back).
        var insetsFollowFrames: Bool { self == .safeArea || self == .margins || self == .readableContent }
    }

    /// Makes a guide; add it to a view to use it.
    public override init() { super.init() }
}

extension UILayoutGuide: LayoutItem {
    var layoutParent: UIView? { owningView }
    var hierarchyView: UIView? { owningView }
    var isRightToLeft: Bool { owningView?.isRightToLeft ?? false }
    func applyLayoutFrame(_ frame: CGRect) { layoutFrame = frame }
}

extension UIView {
    /// The layout guides added to this view.
    public var layoutGuides: [UILayoutGuide] { guides.filter { $0.kind == .custom } }

    /// Adds `guide` to this view (its frame is in this view's coordinate space).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        guides.append(guide)
    }

    /// Removes `guide`; the constraints that use it are deactivated.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        NSLayoutConstraint.deactivate(guide.layout.references)
        guide.layout.engine?.unregister(guide)
        guide.layout = ViewLayout()
        guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The guide of the view's bounds inset by ``layoutMargins``.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins, identifier: "UIViewLayoutMarginsGuide") }

    /// The guide of the part of the view not covered by the host's bars (the root's safe-area insets, as far
    /// as they reach into this view).
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide") }

    func systemGuide(_ kind: UILayoutGuide.Kind, identifier: String) -> UILayoutGuide {
        if let guide = guides.first(where: { $0.kind == kind }) { return guide }
        let guide = UILayoutGuide()
        guide.kind = kind
        guide.identifier = identifier
        guide.owningView = self
        guides.append(guide)
        return guide
    }

    /// The insets of ``layoutMarginsGuide`` (default 8 on every edge). With
    /// ``preservesSuperviewLayoutMargins`` on, reading gives the margins in effect: grown where the
    /// superview's margins reach further into this view (see ``UIView/effectiveLayoutMargins``).
    public var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set {
            guard newValue != storedLayoutMargins,
                LayoutEngine.acceptsFinite(
                    newValue, refusal: "Ignoring layoutMargins \(newValue) of \(NSLayoutConstraint.name(of: self))")
            else { return }
            storedLayoutMargins = newValue
            layoutMarginsMayHaveChanged()
        }
    }

    /// ``layoutMargins`` in leading/trailing terms.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return isRightToLeft
                ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins =
                isRightToLeft
                ? UIEdgeInsets(
                    top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(
                    top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// How far the root's safe-area insets reach into this view, from its current frame, plus the
    /// `additionalSafeAreaInsets` of the view controllers whose views are this view or its ancestors (each
    /// added on top of what that controller's view inherits, as UIKit does).
    public var safeAreaInsets: UIEdgeInsets {
        let top = topMostView
        guard let root = top as? UIRootView else { return .zero }
        // The safe rectangle in the root's coordinates, narrowed by each controller's view from the top down.
        let r = root.bounds
        let host = root.hostSafeAreaInsets
        var safe = (
            minX: r.minX + host.left, minY: r.minY + host.top, maxX: r.maxX - host.right, maxY: r.maxY - host.bottom
        )
        var owners: [UIView] = []
        var v: UIView? = self
        while let view = v {
            if view.owningViewController != nil { owners.append(view) }
            v = view.superview
        }
        for owner in owners.reversed() {
            let add = owner.controllerSafeAreaInsets
            guard add != .zero else { continue }
            let f = owner === root ? r : owner.convert(owner.bounds, to: root)
            safe = (
                max(safe.minX, f.minX) + add.left, max(safe.minY, f.minY) + add.top,
                min(safe.maxX, f.maxX) - add.right, min(safe.maxY, f.maxY) - add.bottom
            )
        }
        let f = self === root ? r : convert(bounds, to: root)
        return UIEdgeInsets(
            top: max(0, safe.minY - f.minY), left: max(0, safe.minX - f.minX),
            bottom: max(0, f.maxY - safe.maxY), right: max(0, f.maxX - safe.maxX))
    }
}
