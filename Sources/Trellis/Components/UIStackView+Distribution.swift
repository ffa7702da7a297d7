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
    /// compression-resistance) priorities are equal: each view's leading edge pulled towards the canvas's
    /// leading edge, at the lowest priority of the stack. The errors add up to Σ (count − 1 − index) · length
    /// (plus constants): a surplus goes to the last view, a shortage is taken from the first view first.
    ///
    /// The anchor is the leading edge because it stays put when views are appended; pulling towards the
    /// trailing edge (first view stretching) made each change at the end re-optimize the whole row.
    private func arrangementOrder(for view: UIView) -> NSLayoutConstraint {
        stackConstraint(
            StackConstraintID.arrangementOrder, view, along.leading, canvas, along.leading,
            priority: UIStackView.arrangementOrderPriority)
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
