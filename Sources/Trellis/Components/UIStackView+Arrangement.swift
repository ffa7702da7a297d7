import Foundation

/// The constraints and guides a stack view maintains, grouped so that each change touches one group.
final class StackArrangement {
    /// The arranged views, in order (hidden ones included).
    var arranged: [UIView] = []
    /// The visible arranged views, in order, as of the last update: the ones the arrangement places.
    var visible: [UIView] = []
    /// What changed since the last update.
    var pending: UIStackView.Pending = []
    /// The first and last visible views to the canvas along the axis (`UISV-canvas-connection`).
    var canvasLeading: NSLayoutConstraint?
    var canvasTrailing: NSLayoutConstraint?
    /// The gap after each visible view but the last, keyed by that view.
    var gaps: [ObjectIdentifier: StackGap] = [:]
    /// Per visible view: its constraints across the axis.
    var alignment: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    /// Per visible view: its distribution constraints along the axis (fillEqually, fillProportionally).
    var distribution: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    /// Per hidden arranged view: its `UISV-hiding` constraints.
    var hiding: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    /// Constraints of the alignment that concern no single view (canvas fit, the baseline guide's place).
    var sharedAlignment: [NSLayoutConstraint] = []
    /// Constraints of the distribution that concern no single view (canvas fit, the unit guide's place).
    var sharedDistribution: [NSLayoutConstraint] = []
    /// The length every view (fillEqually) or gap (equalSpacing, equalCentering) equals, or the scale of the
    /// intrinsic sizes (fillProportionally): a guide so that no view is the reference of the others.
    var unitGuide: UILayoutGuide?
    /// The line the baselines meet on (firstBaseline and lastBaseline alignments): the guide's top.
    var baselineGuide: UILayoutGuide?
    /// Custom spacing after an arranged view.
    var customSpacing: [ObjectIdentifier: CGFloat] = [:]
    /// The intrinsic-size subscription of each arranged view (fillProportionally follows the sizes).
    var subscriptions: [ObjectIdentifier: UIViewEventSubscription] = [:]

    /// Whether `view` is arranged (every arranged view has an intrinsic-size subscription).
    func isArranged(_ view: UIView) -> Bool { subscriptions[ObjectIdentifier(view)] != nil }

    /// The position of `view` in ``arranged`` (searched from the end: views are mostly appended).
    func arrangedIndex(of view: UIView) -> Int? { arranged.lastIndex { $0 === view } }

    /// The entries of a per-view table in arrangement order (never in hash order: the order constraints are
    /// added and removed in must not vary from run to run).
    func ordered<Value>(_ table: [ObjectIdentifier: Value], of views: [UIView]) -> [(key: ObjectIdentifier, value: Value)] {
        views.compactMap { view in table[ObjectIdentifier(view)].map { (ObjectIdentifier(view), $0) } }
    }

    /// The gaps, in arrangement order.
    var orderedGaps: [StackGap] { ordered(gaps, of: visible).map(\.value) }

    /// Every constraint the stack holds for its arrangement, in arrangement order.
    var allConstraints: [NSLayoutConstraint] {
        [canvasLeading, canvasTrailing].compactMap { $0 } + orderedGaps.flatMap(\.constraints)
            + ordered(alignment, of: visible).flatMap(\.value) + ordered(distribution, of: visible).flatMap(\.value)
            + ordered(hiding, of: arranged).flatMap(\.value) + sharedAlignment + sharedDistribution
    }
}

/// The space between two adjacent visible views: its spacing constraint and, for equalSpacing and
/// equalCentering, a guide spanning the gap with the constraints that place it and make it equal to the others.
final class StackGap {
    unowned let previous: UIView
    unowned let next: UIView
    /// `next.leading == previous.trailing + spacing` (`>=` for the equal-gap distributions).
    let spacing: NSLayoutConstraint
    /// The guide spanning the gap (edges to edges, or centers to centers), if the distribution uses one.
    let guide: UILayoutGuide?
    /// The guide's constraints.
    let guideConstraints: [NSLayoutConstraint]

    init(previous: UIView, next: UIView, spacing: NSLayoutConstraint, guide: UILayoutGuide?, guideConstraints: [NSLayoutConstraint]) {
        self.previous = previous
        self.next = next
        self.spacing = spacing
        self.guide = guide
        self.guideConstraints = guideConstraints
    }

    var constraints: [NSLayoutConstraint] { [spacing] + guideConstraints }
}

/// The attributes of one axis of a stack: its two edges, its length and its center.
struct StackAxisAttributes {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute

    static let horizontal = StackAxisAttributes(leading: .leading, trailing: .trailing, size: .width, center: .centerX)
    static let vertical = StackAxisAttributes(leading: .top, trailing: .bottom, size: .height, center: .centerY)
}

extension UIStackView {
    /// The attributes along the stack's axis.
    var along: StackAxisAttributes { axis == .horizontal ? .horizontal : .vertical }
    /// The attributes across the stack's axis.
    var across: StackAxisAttributes { axis == .horizontal ? .vertical : .horizontal }
    /// What the arrangement is pinned to: the stack, or its margins guide.
    var canvas: AnyObject { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    /// A stack constraint `item.attribute == multiplier · other.otherAttribute + constant`, inactive.
    func stackConstraint(
        _ identifier: String, _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
        _ other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) -> NSLayoutConstraint {
        stackConstraint(
            identifier, item, attribute, .equal, other, otherAttribute, multiplier: multiplier, constant: constant,
            priority: priority)
    }

    /// A stack constraint `item.attribute relation multiplier · other.otherAttribute + constant`, inactive.
    func stackConstraint(
        _ identifier: String, _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation, _ other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(
            object: item, attribute: attribute, relatedBy: relation, toObject: other, attribute: otherAttribute,
            multiplier: multiplier, constant: constant, file: #fileID, line: #line)
        c.identifier = identifier
        c.priority = priority
        return c
    }

    // MARK: Bringing the constraints up to date

    /// What changed since the constraints were last brought up to date: the arranged views (or their
    /// visibility), the alignment, the distribution, or everything (axis, canvas).
    struct Pending: OptionSet {
        let rawValue: Int
        static let views = Pending(rawValue: 1)
        static let alignment = Pending(rawValue: 2)
        static let distribution = Pending(rawValue: 4)
        static let everything = Pending(rawValue: 8)
    }

    /// Notes a change; the constraints follow in the next `updateConstraints` (before the next layout or
    /// fitting-size calculation), as UIKit's stack view does, so that a batch of changes costs one update.
    func setNeedsArrangement(_ change: Pending) {
        arrangement.pending.insert(change)
        setNeedsUpdateConstraints()
    }

    /// Brings the constraints up to date with the arranged views and the properties, touching only what
    /// differs: a group whose property changed is replaced; otherwise each constraint that still joins the
    /// same views stays, and only the missing ones are made.
    func updateArrangement() {
        let pending = arrangement.pending
        guard !pending.isEmpty else { return }
        arrangement.pending = []
        var off: [NSLayoutConstraint] = []
        if pending.contains(.everything) {
            off += arrangement.allConstraints
            arrangement.canvasLeading = nil
            arrangement.canvasTrailing = nil
            arrangement.hiding = [:]
        }
        if !pending.isDisjoint(with: [.everything, .distribution]) {
            off += arrangement.sharedDistribution
                + arrangement.ordered(arrangement.distribution, of: arrangement.visible).flatMap(\.value)
            for gap in arrangement.orderedGaps { off += retire(gap) }
            arrangement.gaps = [:]
            arrangement.distribution = [:]
            arrangement.sharedDistribution = []
            if let guide = arrangement.unitGuide { removeLayoutGuide(guide) }
            arrangement.unitGuide = nil
        }
        if !pending.isDisjoint(with: [.everything, .alignment]) {
            off += arrangement.sharedAlignment
                + arrangement.ordered(arrangement.alignment, of: arrangement.visible).flatMap(\.value)
            arrangement.alignment = [:]
            arrangement.sharedAlignment = []
            if let guide = arrangement.baselineGuide { removeLayoutGuide(guide) }
            arrangement.baselineGuide = nil
        }
        NSLayoutConstraint.deactivate(off)
        if !pending.isDisjoint(with: [.everything, .distribution]) { installSharedDistribution() }
        if !pending.isDisjoint(with: [.everything, .alignment]) { installSharedAlignment() }
        reconcileViews()
    }

    /// Makes the per-view, per-gap and canvas constraints match the arranged views: the ones of views that
    /// left (or were hidden, or shown) go, the gaps whose neighbours changed are remade, the rest stay.
    private func reconcileViews() {
        let visible = arrangement.arranged.filter { !$0.isHidden }
        let hidden = arrangement.arranged.filter(\.isHidden)
        let visibleKeys = Set(visible.map(ObjectIdentifier.init)), hiddenKeys = Set(hidden.map(ObjectIdentifier.init))
        var next: [ObjectIdentifier: UIView] = [:]
        for (p, n) in zip(visible, visible.dropFirst()) { next[ObjectIdentifier(p)] = n }

        // Entries are visited in the previous arrangement order (views that left it forgot their own
        // constraints already; their gaps are keyed by views of the previous order).
        var off: [NSLayoutConstraint] = []
        for (key, made) in arrangement.ordered(arrangement.hiding, of: arrangement.arranged) where !hiddenKeys.contains(key) {
            off += made
            arrangement.hiding[key] = nil
        }
        let previous = arrangement.visible
        for (key, made) in arrangement.ordered(arrangement.alignment, of: previous) where !visibleKeys.contains(key) {
            off += made
            arrangement.alignment[key] = nil
        }
        for (key, made) in arrangement.ordered(arrangement.distribution, of: previous) where !visibleKeys.contains(key) {
            off += made
            arrangement.distribution[key] = nil
        }
        for (key, gap) in arrangement.ordered(arrangement.gaps, of: previous) where next[key] !== gap.next {
            off += retire(gap)
            arrangement.gaps[key] = nil
        }
        if let c = arrangement.canvasLeading, c.firstItem !== visible.first {
            off.append(c)
            arrangement.canvasLeading = nil
        }
        if let c = arrangement.canvasTrailing, c.firstItem !== visible.last {
            off.append(c)
            arrangement.canvasTrailing = nil
        }
        NSLayoutConstraint.deactivate(off)

        var on: [NSLayoutConstraint] = []
        for view in hidden where arrangement.hiding[ObjectIdentifier(view)] == nil {
            let made = hidingConstraints(for: view)
            arrangement.hiding[ObjectIdentifier(view)] = made
            on += made
        }
        for view in visible {
            let key = ObjectIdentifier(view)
            if arrangement.alignment[key] == nil {
                let made = alignmentConstraints(for: view)
                arrangement.alignment[key] = made
                on += made
            }
            if arrangement.distribution[key] == nil {
                let made = distributionConstraints(for: view)
                arrangement.distribution[key] = made
                on += made
            }
            if let n = next[key], arrangement.gaps[key] == nil {
                let gap = makeGap(from: view, to: n)
                arrangement.gaps[key] = gap
                on += gap.constraints
            }
        }
        if arrangement.canvasLeading == nil, let first = visible.first {
            arrangement.canvasLeading = stackConstraint(StackConstraintID.canvasConnection, first, along.leading, canvas, along.leading)
            on.append(arrangement.canvasLeading!)
        }
        if arrangement.canvasTrailing == nil, let last = visible.last {
            arrangement.canvasTrailing = stackConstraint(StackConstraintID.canvasConnection, last, along.trailing, canvas, along.trailing)
            on.append(arrangement.canvasTrailing!)
        }
        arrangement.visible = visible
        NSLayoutConstraint.activate(on)
    }

    /// Deactivates and forgets `view`'s own constraints (it leaves the arrangement): at once, so that its
    /// one-view constraints (a hiding width, say) do not travel with it to a new superview.
    func forgetOwnConstraints(of view: UIView) {
        let key = ObjectIdentifier(view)
        var off = arrangement.hiding.removeValue(forKey: key) ?? []
        off += arrangement.alignment.removeValue(forKey: key) ?? []
        off += arrangement.distribution.removeValue(forKey: key) ?? []
        NSLayoutConstraint.deactivate(off)
    }

    /// A hidden arranged view: no length along the axis, parked at the canvas's leading/top corner.
    private func hidingConstraints(for view: UIView) -> [NSLayoutConstraint] {
        [
            stackConstraint(StackConstraintID.hiding, view, along.size, nil, .notAnAttribute),
            stackConstraint(StackConstraintID.hiding, view, along.leading, canvas, along.leading),
            stackConstraint(StackConstraintID.hiding, view, across.leading, canvas, across.leading),
        ]
    }

    /// Removes a gap's guide (if any) and returns its constraints to deactivate.
    private func retire(_ gap: StackGap) -> [NSLayoutConstraint] {
        if let guide = gap.guide { removeLayoutGuide(guide) }
        return gap.constraints
    }

    /// Sets every spacing constraint's constant from ``spacing`` and the custom spacings (in place).
    func updateSpacingConstants() {
        for gap in arrangement.orderedGaps { gap.spacing.constant = resolvedSpacing(after: gap.previous) }
    }
}
