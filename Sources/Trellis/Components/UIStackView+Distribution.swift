import Foundation

/// The distribution's constraints: the spacing between adjacent views, the gap guides of equalSpacing and
/// equalCentering, and the per-view sizes of fillEqually and fillProportionally. Views and gaps are made equal
/// (or proportional) to one shared unit guide rather than to the first view, so that adding, removing or hiding
/// one view changes only its own constraints and the gap it splits or closes.
extension UIStackView {
    /// The priority of equal center-to-center distances in equalCentering: below compression resistance, so
    /// gaps shrink to their minimum before views do.
    static let equalCenteringPriority = UILayoutPriority(149)
    /// The priority of proportional sizes in fillProportionally: above hugging and compression resistance.
    static let fillProportionallyPriority = UILayoutPriority(999)
    /// The priority at which a stack with nothing else to set its size shrinks to fit its content.
    static let canvasFitPriority = UILayoutPriority(49)
    /// The priority of the arrangement-order tie-break: below everything else the stack makes.
    static let arrangementOrderPriority = UILayoutPriority(5)

    /// Whether the distribution keeps the views' sizes and spreads out the gaps.
    var distributesGaps: Bool { distribution == .equalSpacing || distribution == .equalCentering }
    /// Whether the distribution sizes the views (equal or proportional), with no arrangement-order tie-break.
    var distributesViews: Bool { distribution == .fillEqually || distribution == .fillProportionally }

    /// Installs the distribution constraints that concern no single view: the unit guide in place, and for
    /// the equal-gap distributions, the stack shrinking to fit along the axis when nothing sizes it.
    func installSharedDistribution() {
        var made: [NSLayoutConstraint] = []
        if distribution != .fill {
            let unit = UILayoutGuide()
            unit.identifier = "UISV-distribution-unit"
            addLayoutGuide(unit)
            arrangement.unitGuide = unit
            made += [
                stackConstraint(StackConstraintID.guidePlacement, unit, along.leading, self, along.leading),
                stackConstraint(StackConstraintID.guidePlacement, unit, across.leading, self, across.leading),
                stackConstraint(StackConstraintID.guidePlacement, unit, across.size, nil, .notAnAttribute),
            ]
        }
        if distributesGaps {
            made.append(
                stackConstraint(StackConstraintID.canvasFit, self, along.size, nil, .notAnAttribute,
                                priority: UIStackView.canvasFitPriority))
        }
        arrangement.sharedDistribution = made
        NSLayoutConstraint.activate(made)
    }

    /// The gap between two adjacent visible views (inactive): the spacing constraint, and the gap guide of the
    /// equal-gap distributions.
    func makeGap(from previous: UIView, to next: UIView) -> StackGap {
        let relation: NSLayoutConstraint.Relation = distributesGaps ? .greaterThanOrEqual : .equal
        let constant = resolvedSpacing(after: previous)
        let spacing = axis == .vertical && isBaselineRelativeArrangement
            ? stackConstraint(StackConstraintID.spacing, next, .firstBaseline, relation, previous, .lastBaseline, constant: constant)
            : stackConstraint(StackConstraintID.spacing, next, along.leading, relation, previous, along.trailing, constant: constant)
        guard distributesGaps, let unit = arrangement.unitGuide else {
            return StackGap(previous: previous, next: next, spacing: spacing, guide: nil, guideConstraints: [])
        }
        let guide = UILayoutGuide()
        guide.identifier = "UISV-gap"
        addLayoutGuide(guide)
        // equalSpacing spans edge to edge with equal gaps required; equalCentering spans center to center,
        // equal only as far as the minimum spacing and compression resistance allow.
        let (from, to, priority) = distribution == .equalSpacing
            ? (along.trailing, along.leading, UILayoutPriority.required)
            : (along.center, along.center, UIStackView.equalCenteringPriority)
        let placed = [
            stackConstraint(StackConstraintID.distributingEdge, guide, along.leading, previous, from),
            stackConstraint(StackConstraintID.distributingEdge, guide, along.trailing, next, to),
            stackConstraint(StackConstraintID.fillEqually, guide, along.size, unit, along.size, priority: priority),
            stackConstraint(StackConstraintID.guidePlacement, guide, across.leading, self, across.leading),
            stackConstraint(StackConstraintID.guidePlacement, guide, across.size, nil, .notAnAttribute),
        ]
        return StackGap(previous: previous, next: next, spacing: spacing, guide: guide, guideConstraints: placed)
    }

    /// A visible view's own distribution constraints (inactive): its length equal to the unit (fillEqually) or
    /// its intrinsic length times the unit (fillProportionally; none for a view without an intrinsic length);
    /// for the distributions that keep intrinsic sizes, the arrangement-order tie-break.
    func distributionConstraints(for view: UIView) -> [NSLayoutConstraint] {
        switch distribution {
        case .fill, .equalSpacing, .equalCentering:
            return [arrangementOrder(for: view)]
        case .fillEqually, .fillProportionally:
            return sizeConstraints(for: view)
        }
    }

    /// The tie-break UIKit documents as "according to arrangement order", for views whose hugging (or
    /// compression-resistance) priorities are equal: each view's length pulled towards zero at the lowest
    /// priority of the stack, with a weight that decreases along the arrangement, written as the
    /// self-referential `length == (1 − weight) · length` (its error is `weight · length`). The errors add up to
    /// Σ weightᵢ · lengthᵢ: a surplus goes to the last view (the smallest weight), a shortage is taken from the
    /// first view (the largest) first — the same outcome as pulling each leading edge to the canvas's, whose
    /// errors Σ (count − 1 − index) · length have the same order, but each row holds one variable instead of
    /// the whole chain before the view (which made building a long stack quadratic).
    private func arrangementOrder(for view: UIView) -> NSLayoutConstraint {
        let weight = arrangement.orderWeights[ObjectIdentifier(view)] ?? 1
        return stackConstraint(
            StackConstraintID.arrangementOrder, view, along.size, view, along.size, multiplier: 1 - weight,
            priority: UIStackView.arrangementOrderPriority)
    }

    /// The range the order weights live in, and the smallest difference kept between neighbours (far above
    /// the solver's relative tolerance of 1e-10).
    static let orderWeightRange: ClosedRange<CGFloat> = 1...3
    static let minimumOrderStep: CGFloat = 1e-6

    /// Gives every arranged view without an order weight one between its neighbours' (views are appended
    /// one step below the last, inserted halfway between their neighbours), so that no other view's weight
    /// (and tie-break constraint) changes. When there is no room left, renumbers every view: weights from 2
    /// down in steps of 1 / (2·count + 64), leaving room for as many appends again.
    ///
    /// - Returns: Whether every view was renumbered (their tie-break constraints must be remade).
    func assignOrderWeights() -> Bool {
        let views = arrangement.arranged
        var weights = arrangement.orderWeights
        var i = 0
        while i < views.count {
            guard weights[ObjectIdentifier(views[i])] == nil else {
                i += 1
                continue
            }
            var j = i
            while j < views.count, weights[ObjectIdentifier(views[j])] == nil { j += 1 }
            let before = i > 0 ? weights[ObjectIdentifier(views[i - 1])] : nil
            let after = j < views.count ? weights[ObjectIdentifier(views[j])] : nil
            let count = CGFloat(j - i)
            let first: CGFloat, step: CGFloat
            switch (before, after) {
            case let (a?, b?):
                step = UIStackView.dyadic((a - b) / (count + 1))
                first = a - step
            case let (a?, nil): (first, step) = (a - arrangement.orderStep, arrangement.orderStep)
            case let (nil, b?): (first, step) = (b + arrangement.orderStep * count, arrangement.orderStep)
            case (nil, nil): (first, step) = (0, 0)  // nothing numbered yet
            }
            let last = first - step * (count - 1)
            guard step >= UIStackView.minimumOrderStep, UIStackView.orderWeightRange.contains(first),
                UIStackView.orderWeightRange.contains(last)
            else {
                renumberOrderWeights()
                return true
            }
            for k in i..<j { weights[ObjectIdentifier(views[k])] = first - step * CGFloat(k - i) }
            i = j
        }
        arrangement.orderWeights = weights
        return false
    }

    /// The largest power of two not above `x` (> 0). Weights that are short dyadic fractions keep the solver's
    /// arithmetic on them exact (`1 − (1 − weight)` is `weight`, and products and quotients of whole lengths by
    /// them round back), so that lengths come out exact, as with the other constraints' unit coefficients.
    static func dyadic(_ x: CGFloat) -> CGFloat { CGFloat(sign: .plus, exponent: x.exponent, significand: 1) }

    /// Numbers every arranged view afresh (see ``assignOrderWeights()``).
    private func renumberOrderWeights() {
        let views = arrangement.arranged
        let step = UIStackView.dyadic(1 / CGFloat(2 * views.count + 64))
        arrangement.orderStep = step
        arrangement.orderWeights = [:]
        for (i, view) in views.enumerated() { arrangement.orderWeights[ObjectIdentifier(view)] = 2 - step * CGFloat(i) }
    }

    /// The per-view sizes of fillEqually and fillProportionally.
    private func sizeConstraints(for view: UIView) -> [NSLayoutConstraint] {
        guard let unit = arrangement.unitGuide else { return [] }
        switch distribution {
        case .fillEqually:
            return [stackConstraint(StackConstraintID.fillEqually, view, along.size, unit, along.size)]
        case .fillProportionally:
            let intrinsic = view.intrinsicContentSize
            let length = axis == .horizontal ? intrinsic.width : intrinsic.height
            guard length > 0 else { return [] }
            return [
                stackConstraint(StackConstraintID.fillProportionally, view, along.size, unit, along.size,
                                multiplier: length, priority: UIStackView.fillProportionallyPriority)
            ]
        case .fill, .equalSpacing, .equalCentering:
            return []
        }
    }

    /// An arranged view's intrinsic size changed: under fillProportionally its proportional constraint is
    /// remade with the new multiplier (a multiplier is fixed for the life of a constraint).
    func arrangedSubviewIntrinsicSizeChanged(_ view: UIView) {
        guard distribution == .fillProportionally, let old = arrangement.distribution[ObjectIdentifier(view)] else { return }
        NSLayoutConstraint.deactivate(old)
        let made = distributionConstraints(for: view)
        arrangement.distribution[ObjectIdentifier(view)] = made
        NSLayoutConstraint.activate(made)
    }
}
