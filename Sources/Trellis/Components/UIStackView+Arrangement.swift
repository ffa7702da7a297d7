import Foundation

/// The constraints and guides a stack view maintains, grouped so that each change touches one group.
final class StackArrangement {
    /// The arranged views, in order (hidden ones included).
    var arranged: [UIView] = []
    /// The visible arranged views, in order: the ones the arrangement places.
    var visible: [UIView] = []
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

    func isArranged(_ view: UIView) -> Bool { arranged.contains { $0 === view } }

    /// Every constraint the stack holds for its arrangement (for tests and debugging).
    var allConstraints: [NSLayoutConstraint] {
        [canvasLeading, canvasTrailing].compactMap { $0 } + gaps.values.flatMap(\.constraints)
            + alignment.values.flatMap { $0 } + distribution.values.flatMap { $0 } + hiding.values.flatMap { $0 }
            + sharedAlignment + sharedDistribution
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

    // MARK: One view in, one view out

    /// Places an arranged view: a visible one joins the chain between its visible neighbours (only the gap it
    /// splits and, at an end, the canvas connection change); a hidden one only gets its hiding constraints.
    func attach(_ view: UIView) {
        let key = ObjectIdentifier(view)
        if view.isHidden {
            let made = hidingConstraints(for: view)
            arrangement.hiding[key] = made
            NSLayoutConstraint.activate(made)
            return
        }
        let (previous, next) = visibleNeighbours(of: view)
        var off: [NSLayoutConstraint] = []
        if let previous, next != nil, let gap = arrangement.gaps.removeValue(forKey: ObjectIdentifier(previous)) {
            off += retire(gap)
        }
        if previous == nil, let c = arrangement.canvasLeading { off.append(c) }
        if next == nil, let c = arrangement.canvasTrailing { off.append(c) }
        NSLayoutConstraint.deactivate(off)

        var on: [NSLayoutConstraint] = []
        if let previous { on += addGap(from: previous, to: view) } else { arrangement.canvasLeading = canvasConnection(leading: view); on.append(arrangement.canvasLeading!) }
        if let next { on += addGap(from: view, to: next) } else { arrangement.canvasTrailing = canvasConnection(trailing: view); on.append(arrangement.canvasTrailing!) }
        let aligned = alignmentConstraints(for: view), distributed = distributionConstraints(for: view)
        arrangement.alignment[key] = aligned
        arrangement.distribution[key] = distributed
        let index = next.flatMap { n in arrangement.visible.firstIndex { $0 === n } } ?? arrangement.visible.count
        arrangement.visible.insert(view, at: index)
        NSLayoutConstraint.activate(on + aligned + distributed)
    }

    /// Takes an arranged view out of the arrangement: its own constraints go, and its neighbours close the gap.
    func detach(_ view: UIView) {
        let key = ObjectIdentifier(view)
        if let hiding = arrangement.hiding.removeValue(forKey: key) {
            NSLayoutConstraint.deactivate(hiding)
            return
        }
        guard let index = arrangement.visible.firstIndex(where: { $0 === view }) else { return }
        let previous = index > 0 ? arrangement.visible[index - 1] : nil
        let next = index + 1 < arrangement.visible.count ? arrangement.visible[index + 1] : nil
        var off = (arrangement.alignment.removeValue(forKey: key) ?? [])
            + (arrangement.distribution.removeValue(forKey: key) ?? [])
        if let previous, let gap = arrangement.gaps.removeValue(forKey: ObjectIdentifier(previous)) { off += retire(gap) }
        if let gap = arrangement.gaps.removeValue(forKey: key) { off += retire(gap) }
        if previous == nil, let c = arrangement.canvasLeading { off.append(c) }
        if next == nil, let c = arrangement.canvasTrailing { off.append(c) }
        NSLayoutConstraint.deactivate(off)
        arrangement.visible.remove(at: index)

        var on: [NSLayoutConstraint] = []
        if let previous, let next { on += addGap(from: previous, to: next) }
        if previous == nil {
            arrangement.canvasLeading = next.map { canvasConnection(leading: $0) }
            on += [arrangement.canvasLeading].compactMap { $0 }
        }
        if next == nil {
            arrangement.canvasTrailing = previous.map { canvasConnection(trailing: $0) }
            on += [arrangement.canvasTrailing].compactMap { $0 }
        }
        NSLayoutConstraint.activate(on)
    }

    /// The nearest visible arranged views before and after `view` (which is not visible yet).
    private func visibleNeighbours(of view: UIView) -> (UIView?, UIView?) {
        guard let index = arrangement.arranged.firstIndex(where: { $0 === view }) else { return (nil, nil) }
        let isVisible = { (v: UIView) in self.arrangement.visible.contains { $0 === v } }
        let previous = arrangement.arranged[..<index].last(where: isVisible)
        let next = arrangement.arranged[(index + 1)...].first(where: isVisible)
        return (previous, next)
    }

    /// The first visible view's leading (top) edge to the canvas.
    private func canvasConnection(leading view: UIView) -> NSLayoutConstraint {
        stackConstraint(StackConstraintID.canvasConnection, view, along.leading, canvas, along.leading)
    }

    /// The last visible view's trailing (bottom) edge to the canvas.
    private func canvasConnection(trailing view: UIView) -> NSLayoutConstraint {
        stackConstraint(StackConstraintID.canvasConnection, view, along.trailing, canvas, along.trailing)
    }

    /// A hidden arranged view: no length along the axis, parked at the canvas's leading/top corner.
    private func hidingConstraints(for view: UIView) -> [NSLayoutConstraint] {
        [
            stackConstraint(StackConstraintID.hiding, view, along.size, nil, .notAnAttribute),
            stackConstraint(StackConstraintID.hiding, view, along.leading, canvas, along.leading),
            stackConstraint(StackConstraintID.hiding, view, across.leading, canvas, across.leading),
        ]
    }

    /// Makes, records and returns the gap between two adjacent visible views (inactive).
    private func addGap(from previous: UIView, to next: UIView) -> [NSLayoutConstraint] {
        let gap = makeGap(from: previous, to: next)
        arrangement.gaps[ObjectIdentifier(previous)] = gap
        return gap.constraints
    }

    /// Removes a gap's guide (if any) and returns its constraints to deactivate.
    private func retire(_ gap: StackGap) -> [NSLayoutConstraint] {
        if let guide = gap.guide { removeLayoutGuide(guide) }
        return gap.constraints
    }

    // MARK: Whole groups

    /// Remakes the whole arrangement (a new axis, or a new canvas).
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangement.allConstraints)
        for gap in arrangement.gaps.values { if let guide = gap.guide { removeLayoutGuide(guide) } }
        arrangement.gaps = [:]
        arrangement.alignment = [:]
        arrangement.distribution = [:]
        arrangement.hiding = [:]
        arrangement.canvasLeading = nil
        arrangement.canvasTrailing = nil
        arrangement.visible = []
        arrangement.sharedAlignment = []
        arrangement.sharedDistribution = []
        removeSharedGuides()
        installSharedAlignment()
        installSharedDistribution()
        for view in arrangement.arranged { attach(view) }
    }

    /// Replaces the distribution constraints (the gaps and the per-view sizes); the canvas connections and the
    /// alignment stay.
    func rebuildDistribution() {
        var off = arrangement.sharedDistribution + arrangement.distribution.values.flatMap { $0 }
        for gap in arrangement.gaps.values { off += retire(gap) }
        NSLayoutConstraint.deactivate(off)
        arrangement.gaps = [:]
        arrangement.sharedDistribution = []
        if let unit = arrangement.unitGuide { removeLayoutGuide(unit) }
        arrangement.unitGuide = nil
        installSharedDistribution()
        var on: [NSLayoutConstraint] = []
        for (previous, next) in zip(arrangement.visible, arrangement.visible.dropFirst()) {
            on += addGap(from: previous, to: next)
        }
        for view in arrangement.visible {
            let made = distributionConstraints(for: view)
            arrangement.distribution[ObjectIdentifier(view)] = made
            on += made
        }
        NSLayoutConstraint.activate(on)
    }

    /// Replaces the alignment constraints; the distribution stays.
    func rebuildAlignment() {
        NSLayoutConstraint.deactivate(arrangement.sharedAlignment + arrangement.alignment.values.flatMap { $0 })
        arrangement.sharedAlignment = []
        if let guide = arrangement.baselineGuide { removeLayoutGuide(guide) }
        arrangement.baselineGuide = nil
        installSharedAlignment()
        var on: [NSLayoutConstraint] = []
        for view in arrangement.visible {
            let made = alignmentConstraints(for: view)
            arrangement.alignment[ObjectIdentifier(view)] = made
            on += made
        }
        NSLayoutConstraint.activate(on)
    }

    /// Sets every spacing constraint's constant from ``spacing`` and the custom spacings (in place).
    func updateSpacingConstants() {
        for gap in arrangement.gaps.values { gap.spacing.constant = resolvedSpacing(after: gap.previous) }
    }

    private func removeSharedGuides() {
        if let guide = arrangement.unitGuide { removeLayoutGuide(guide) }
        if let guide = arrangement.baselineGuide { removeLayoutGuide(guide) }
        arrangement.unitGuide = nil
        arrangement.baselineGuide = nil
    }
}
