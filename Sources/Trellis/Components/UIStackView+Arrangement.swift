import Foundation

/// The constraints and guides a stack view maintains, grouped so that each change touches one group.
final class StackArrangement {
    /// The arranged views, in order (hidden ones included).
    var arranged: [UIView] = []
    /// The visible arranged views, in order, as of the last update.
    var visible: [UIView] = []
    /// The views the spacing chain runs through, in order, as of the last update: every arranged view (hidden
    /// ones collapse in place) except in the equal-gap distributions, where only the visible ones.
    var chain: [UIView] = []
    /// What changed since the last update.
    var pending: UIStackView.Pending = []
    /// The first view of the chain and the last visible view to the canvas along the axis
    /// (`UISV-canvas-connection`): hidden views before the first visible one collapse in front of it, those
    /// after the last one hang off the chain behind it, and with every view hidden nothing sets the stack's
    /// length.
    var canvasLeading: NSLayoutConstraint?
    var canvasTrailing: NSLayoutConstraint?
    /// The gap after each view of the chain but the last, keyed by that view.
    var gaps: [ObjectIdentifier: StackGap] = [:]
    /// Per visible view: its constraints across the axis.
    var alignment: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    /// Per visible view: its distribution constraints along the axis (fillEqually, fillProportionally).
    var distribution: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    /// Per hidden arranged view: its `UISV-hiding` constraints.
    var hiding: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    /// Per arranged view: its arrangement-order weight, strictly decreasing along ``arranged`` (see
    /// ``UIStackView/assignOrderWeights()``).
    var orderWeights: [ObjectIdentifier: CGFloat] = [:]
    /// The difference between the weights of adjacent views after the last renumbering.
    var orderStep: CGFloat = 0
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
    var orderedGaps: [StackGap] { ordered(gaps, of: chain).map(\.value) }

    /// Every constraint the stack holds for its arrangement, in arrangement order.
    var allConstraints: [NSLayoutConstraint] {
        [canvasLeading, canvasTrailing].compactMap { $0 } + orderedGaps.flatMap(\.constraints)
            + ordered(alignment, of: visible).flatMap(\.value) + ordered(distribution, of: visible).flatMap(\.value)
            + ordered(hiding, of: arranged).flatMap(\.value) + sharedAlignment + sharedDistribution
    }
}

/// The space between two adjacent views of the chain: its spacing constraint and, for equalSpacing and
/// equalCentering, a guide spanning the gap with the constraints that place it and make it equal to the others.
final class StackGap {
    unowned let previous: UIView
    unowned let next: UIView
    /// `next.leading == previous.trailing + spacing` (`>=` for the equal-gap distributions); the constant is 0
    /// where the gap collapses next to hidden views.
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
            arrangement.chain = []
        }
        if !pending.isDisjoint(with: [.everything, .distribution]) {
            off += arrangement.sharedDistribution
                + arrangement.ordered(arrangement.distribution, of: arrangement.visible).flatMap(\.value)
            for gap in arrangement.orderedGaps { off += retire(gap) }
            // Which views the chain runs through, and so the hiding constraints, depend on the distribution.
            off += arrangement.ordered(arrangement.hiding, of: arrangement.arranged).flatMap(\.value)
            arrangement.hiding = [:]
            arrangement.chain = []
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

    /// Makes the per-view, per-gap and canvas constraints match the arranged views, touching only what
    /// changed, in an order that keeps every intermediate system anchored:
    ///
    /// 1. out: gaps and canvas connections that no longer join adjacent views (except the gaps, and the leading
    ///    connection, that only new views split from their views), the constraints of views whose visibility
    ///    changed;
    /// 2. the gap constants for the new state, with the new views in those splits collapsed (no spacing after
    ///    them);
    /// 3. in: hiding constraints, new gaps and canvas connections — the gaps still in place squeeze the new views
    ///    between their ends to zero length (overriding only their compression resistance; no required
    ///    constraint is redundant, so each one keeps a row of its own for later constant changes);
    /// 4. out: the gaps the new views split (their ends stay joined through the new views all along: removing
    ///    them first would leave the rest of the chain hanging from the stack's free trailing edge, and joining
    ///    it again costs the solver a substitution into every position of it — 181 ms instead of 1.1 ms for
    ///    an insert into 400 views, release build); then the hiding constraints of hidden new views in those splits;
    /// 5. the final constants (the new views expand), and the visible views' alignment and distribution
    ///    constraints.
    ///
    /// Hiding or showing a view in fill, fillEqually and fillProportionally changes no gap: its `UISV-hiding`
    /// constraints come or go and the spacing next to it changes its constant in place. (In equalSpacing and
    /// equalCentering, whose gap guides join visible views, a hidden view still leaves the chain.)
    private func reconcileViews() {
        let arranged = arrangement.arranged
        let visible = arranged.filter { !$0.isHidden }
        let chain = distributesGaps ? visible : arranged
        let renumbered = assignOrderWeights()
        let (later, split, entering) = retireStale(chain: chain, visible: visible, renumbered: renumbered)
        join(chain: chain, visible: visible, later: later, split: split, collapsed: entering)
        setGapConstants(chain, collapsed: [])
        installOwnConstraints(of: visible)
    }

    /// Step 1 of ``reconcileViews()``: deactivates what no longer applies and forgets it, except the gaps (and
    /// the leading connection) that only new views split, which it returns to retire once those are joined in.
    ///
    /// - Returns: The constraints to retire later, their gaps, and the new views in those splits.
    private func retireStale(chain: [UIView], visible: [UIView], renumbered: Bool)
        -> (later: [NSLayoutConstraint], split: [StackGap], entering: Set<ObjectIdentifier>)
    {
        let visibleKeys = Set(visible.map(ObjectIdentifier.init))
        let oldChain = arrangement.chain
        let oldKeys = Set(oldChain.map(ObjectIdentifier.init))
        var position: [ObjectIdentifier: Int] = [:]
        for (i, view) in chain.enumerated() { position[ObjectIdentifier(view)] = i }
        // Whether the views strictly between chain positions `i` and `j` (−1 stands for the canvas's leading
        // edge) are all new, so that the old constraint joining `i` and `j` can stay until they are joined in.
        var entering: Set<ObjectIdentifier> = []
        func splitOnlyByNewViews(_ i: Int?, _ j: Int?) -> Bool {
            guard !distributesGaps, !oldChain.isEmpty, let i, let j, i < j else { return false }
            let between = chain[(i + 1)..<j].map(ObjectIdentifier.init)
            guard oldKeys.isDisjoint(with: between) else { return false }
            entering.formUnion(between)
            return true
        }

        var off: [NSLayoutConstraint] = [], later: [NSLayoutConstraint] = [], split: [StackGap] = []
        for (key, made) in arrangement.ordered(arrangement.hiding, of: arrangement.arranged) where visibleKeys.contains(key) {
            off += made
            arrangement.hiding[key] = nil
        }
        let previous = arrangement.visible
        for (key, made) in arrangement.ordered(arrangement.alignment, of: previous) where !visibleKeys.contains(key) {
            off += made
            arrangement.alignment[key] = nil
        }
        for (key, made) in arrangement.ordered(arrangement.distribution, of: previous)
        where !visibleKeys.contains(key) || renumbered && !distributesViews {
            off += made
            arrangement.distribution[key] = nil
        }
        for (key, gap) in arrangement.ordered(arrangement.gaps, of: oldChain) where !isAdjacent(gap, position, chain) {
            if splitOnlyByNewViews(position[key], position[ObjectIdentifier(gap.next)]) {
                later += retire(gap)
                split.append(gap)
            } else {
                off += retire(gap)
            }
            arrangement.gaps[key] = nil
        }
        if let c = arrangement.canvasLeading, c.firstItem !== chain.first {
            if let item = c.firstItem as? UIView, splitOnlyByNewViews(-1, position[ObjectIdentifier(item)]) {
                later.append(c)
            } else {
                off.append(c)
            }
            arrangement.canvasLeading = nil
        }
        // The trailing connection can go first: the chain hangs from the leading one.
        if let c = arrangement.canvasTrailing, c.firstItem !== visible.last {
            off.append(c)
            arrangement.canvasTrailing = nil
        }
        NSLayoutConstraint.deactivate(off)
        return (later, split, entering)
    }

    /// Steps 2 to 4 of ``reconcileViews()``: the gap constants with the views in `collapsed` (new views in
    /// splits) treated as hidden; the hiding constraints, new gaps and canvas connections in; the split gaps
    /// (`later`) out; then the hiding constraints of hidden views in those splits.
    private func join(
        chain: [UIView], visible: [UIView], later: [NSLayoutConstraint], split: [StackGap], collapsed: Set<ObjectIdentifier>
    ) {
        var newGaps: [NSLayoutConstraint] = []
        arrangement.chain = chain
        for (p, n) in zip(chain, chain.dropFirst()) where arrangement.gaps[ObjectIdentifier(p)] == nil {
            let gap = makeGap(from: p, to: n)
            arrangement.gaps[ObjectIdentifier(p)] = gap
            newGaps += gap.constraints
        }
        setGapConstants(chain, collapsed: collapsed)
        for gap in split {
            let constant = gapConstant(after: gap.previous, in: chain, collapsed: collapsed)
            if gap.spacing.constant != constant { gap.spacing.constant = constant }
        }

        var on: [NSLayoutConstraint] = [], hidingLater: [NSLayoutConstraint] = []
        for view in arrangement.arranged where view.isHidden && arrangement.hiding[ObjectIdentifier(view)] == nil {
            let made = hidingConstraints(for: view, inChain: !distributesGaps)
            arrangement.hiding[ObjectIdentifier(view)] = made
            // A hidden new view in a split has no length already: its hiding width would be redundant.
            if collapsed.contains(ObjectIdentifier(view)) { hidingLater += made } else { on += made }
        }
        // The leading connection before the gaps: each new gap then hangs from an anchored chain.
        if arrangement.canvasLeading == nil, let first = chain.first {
            arrangement.canvasLeading = stackConstraint(StackConstraintID.canvasConnection, first, along.leading, canvas, along.leading)
            on.append(arrangement.canvasLeading!)
        }
        on += newGaps
        if arrangement.canvasTrailing == nil, let last = visible.last {
            arrangement.canvasTrailing = stackConstraint(StackConstraintID.canvasConnection, last, along.trailing, canvas, along.trailing)
            on.append(arrangement.canvasTrailing!)
        }
        NSLayoutConstraint.activate(on)
        NSLayoutConstraint.deactivate(later)
        NSLayoutConstraint.activate(hidingLater)
    }

    /// Step 5 of ``reconcileViews()``: the alignment and distribution constraints of the visible views that
    /// lack them.
    private func installOwnConstraints(of visible: [UIView]) {
        var on: [NSLayoutConstraint] = []
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
        }
        arrangement.visible = visible
        NSLayoutConstraint.activate(on)
    }

    /// Whether `gap` still joins two adjacent views of `chain` (`position` maps a view to its index there).
    private func isAdjacent(_ gap: StackGap, _ position: [ObjectIdentifier: Int], _ chain: [UIView]) -> Bool {
        guard let i = position[ObjectIdentifier(gap.previous)], i + 1 < chain.count else { return false }
        return chain[i + 1] === gap.next
    }

    /// The spacing after `view` in `chain` when the views in `collapsed` and the hidden views have no length:
    /// the view's spacing if it is shown and some shown view follows it, 0 otherwise. So the shown views on
    /// either side of a run of hidden views are exactly the spacing after the first of them apart (custom
    /// spacing after a hidden view is ignored, as UIKit's), and hidden views at either end add nothing.
    private func gapConstant(after view: UIView, in chain: [UIView], collapsed: Set<ObjectIdentifier>) -> CGFloat {
        func shown(_ v: UIView) -> Bool { !v.isHidden && !collapsed.contains(ObjectIdentifier(v)) }
        guard shown(view), let i = chain.lastIndex(where: { $0 === view }),
            chain[(i + 1)...].contains(where: shown)
        else { return 0 }
        return resolvedSpacing(after: view)
    }

    /// Sets the constant of every gap of `chain` (in place, and only where it differs), with the views in
    /// `collapsed` treated as hidden. One pass from the end, so O(count).
    private func setGapConstants(_ chain: [UIView], collapsed: Set<ObjectIdentifier>) {
        var shownAfter = false
        for view in chain.reversed() {
            let shown = !view.isHidden && !collapsed.contains(ObjectIdentifier(view))
            if let gap = arrangement.gaps[ObjectIdentifier(view)] {
                let constant = shown && shownAfter ? resolvedSpacing(after: view) : 0
                if gap.spacing.constant != constant { gap.spacing.constant = constant }
            }
            shownAfter = shownAfter || shown
        }
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

    /// A hidden arranged view's `UISV-hiding` constraints: no size on either axis, so that it adds nothing to the
    /// stack's size, and its leading (top) edge across the axis on the canvas's. In the chain (`inChain`) its
    /// place along the axis is the chain's; otherwise (the equal-gap distributions) it is parked at the canvas's
    /// leading (top) edge.
    private func hidingConstraints(for view: UIView, inChain: Bool) -> [NSLayoutConstraint] {
        var made = [
            stackConstraint(StackConstraintID.hiding, view, along.size, nil, .notAnAttribute),
            stackConstraint(StackConstraintID.hiding, view, across.size, nil, .notAnAttribute),
            stackConstraint(StackConstraintID.hiding, view, across.leading, canvas, across.leading),
        ]
        if !inChain { made.append(stackConstraint(StackConstraintID.hiding, view, along.leading, canvas, along.leading)) }
        return made
    }

    /// Removes a gap's guide (if any) and returns its constraints to deactivate.
    private func retire(_ gap: StackGap) -> [NSLayoutConstraint] {
        if let guide = gap.guide { removeLayoutGuide(guide) }
        return gap.constraints
    }

    /// Sets every spacing constraint's constant from ``spacing`` and the custom spacings (in place).
    func updateSpacingConstants() {
        setGapConstants(arrangement.chain, collapsed: [])
    }
}
