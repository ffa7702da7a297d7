import Foundation

/// The rendered root's drawing space, for the overlay: where views, guides and anchors are, and what the
/// layout engine knows about broken constraints.
struct OverlaySpace {
    /// The view being rendered (its top-left corner is the origin).
    let root: UIView
    /// The views drawn: the root and its subtree without hidden views, pre-order.
    let visibleViews: [UIView]
    /// Every view of the tree, hidden or not (constraints are collected from all of them).
    let allViews: [UIView]
    /// The view the overlay looks at alone (``DebugOverlay/Options/highlightedView``), when it is drawn.
    var highlightedView: UIView?

    init(root: UIView) {
        self.root = root
        var visible: [UIView] = [], all: [UIView] = []
        func visit(_ view: UIView, hidden: Bool) {
            all.append(view)
            let hidden = hidden || view.isHidden
            if !hidden { visible.append(view) }
            for subview in view.subviews { visit(subview, hidden: hidden) }
        }
        visit(root, hidden: false)
        visibleViews = visible
        allViews = all
    }

    /// The part of the drawing space where a view's content shows: the root's bounds cut by every view at or
    /// above it that clips its subviews (a scroll view shows its content only inside its frame).
    func visibleRect(inside view: UIView?) -> CGRect {
        var visible = CGRect(origin: .zero, size: root.bounds.size)
        var current = view
        while let v = current, v !== root {
            if v.clipsToBounds || v is UIScrollView { visible = visible.intersection(rect(of: v)) }
            current = v.superview
        }
        return visible.isNull ? .zero : visible
    }

    /// Where the views' text is (labels and text views, as far as it shows): tags keep off it.
    var textAreas: [CGRect] {
        visibleViews.compactMap { view in
            guard view is UILabel || view is UITextView else { return nil }
            let r = rect(of: view).intersection(visibleRect(inside: view.superview))
            return r.isNull || r.isEmpty ? nil : r
        }
    }

    /// Whether a constraint was made by Trellis or a component rather than by the app: the engine's
    /// (intrinsic size, autoresizing, system guides) and the stack views' and offset guides' (`UISV-…`,
    /// `UIOffset-…`), which the overlay leaves out unless asked.
    static func isSystemMade(_ c: NSLayoutConstraint) -> Bool {
        if c.isGenerated { return true }
        guard let id = c.identifier else { return false }
        return id.hasPrefix("UISV-") || id.hasPrefix("UIOffset-")
    }

    /// A view's frame in the drawing space.
    func rect(of view: UIView) -> CGRect {
        let r = view.convert(view.bounds, to: root)
        return r.offsetBy(dx: -root.bounds.minX, dy: -root.bounds.minY)
    }

    /// The rectangle an item of a constraint occupies (a view, its margins for margin attributes, a guide).
    func rect(of item: AnyObject?, attribute: NSLayoutConstraint.Attribute) -> CGRect? {
        if let view = item as? UIView {
            guard view === root || view.isDescendant(of: root) else { return nil }
            let frame = rect(of: view)
            guard attribute.isMargin else { return frame }
            let m = view.layoutMargins
            return CGRect(
                x: frame.minX + m.left, y: frame.minY + m.top, width: max(0, frame.width - m.left - m.right),
                height: max(0, frame.height - m.top - m.bottom))
        }
        if let guide = item as? UILayoutGuide, let owner = guide.owningView,
            owner === root || owner.isDescendant(of: root)
        {
            return owner.convert(guide.layoutFrame, to: root).offsetBy(dx: -root.bounds.minX, dy: -root.bounds.minY)
        }
        return nil
    }

    /// The coordinate of a position attribute (x for horizontal ones, y for vertical ones).
    func position(of item: AnyObject?, attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
        guard let r = rect(of: item, attribute: attribute) else { return nil }
        let rightToLeft =
            (item as? UIView)?.isRightToLeft ?? (item as? UILayoutGuide)?.owningView?.isRightToLeft ?? false
        switch attribute.withoutMargins {
        case .left: return r.minX
        case .right: return r.maxX
        case .leading: return rightToLeft ? r.maxX : r.minX
        case .trailing: return rightToLeft ? r.minX : r.maxX
        case .centerX: return r.midX
        case .top: return r.minY
        case .bottom: return r.maxY
        case .centerY: return r.midY
        case .firstBaseline:
            return (item as? UIView)?.firstBaselineOffsetFromTop.map { r.minY + $0 } ?? r.maxY
        case .lastBaseline:
            return (item as? UIView)?.lastBaselineOffsetFromBottom.map { r.maxY - $0 } ?? r.maxY
        default: return nil
        }
    }

    /// A view's tag: its accessibility identifier, else its type name.
    func name(of view: UIView) -> String { view.accessibilityIdentifier ?? String(describing: type(of: view)) }

    /// A constraint item's short name.
    func name(of item: AnyObject?) -> String {
        if let view = item as? UIView { return name(of: view) }
        if let guide = item as? UILayoutGuide { return guide.identifier.isEmpty ? "guide" : guide.identifier }
        return "?"
    }

    /// The active constraints of the tree, each once, in the order their holders are visited.
    var constraints: [NSLayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        var result: [NSLayoutConstraint] = []
        for view in allViews {
            for c in view.constraints where seen.insert(ObjectIdentifier(c)).inserted { result.append(c) }
        }
        return result
    }

    /// Whether `c` relates `view` (or one of its layout guides) to something.
    func relates(_ c: NSLayoutConstraint, _ view: UIView) -> Bool {
        func isView(_ item: AnyObject?) -> Bool {
            item === view || (item as? UILayoutGuide)?.owningView === view
        }
        return isView(c.firstItem) || isView(c.secondItem)
    }

    /// The tree's broken constraints with their conflicting sets.
    var broken: [(constraint: NSLayoutConstraint, conflicts: [NSLayoutConstraint])] {
        constraints.filter(\.isBroken).map { ($0, $0.conflictingConstraints) }
    }
}
