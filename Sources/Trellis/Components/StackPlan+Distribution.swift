import Foundation

/// The distribution's constraints: the unit guide and the stack's fit along the axis, the gap guides of
/// equalSpacing and equalCentering, and each view's length (equal, proportional, or the arrangement-order
/// tie-break). Views and gaps are made equal (or proportional) to one shared unit guide rather than to the first
/// view, so that adding, removing or hiding one view changes only its own constraints and the gap it splits or
/// closes.
extension StackPlan {
    /// The distribution constraints that concern no single view: the unit guide in place, and for the
    /// equal-gap distributions, the stack shrinking to fit along the axis when nothing sizes it.
    mutating func addSharedDistribution() {
        if configuration.distribution != .fill {
            add(
                key(.unitAlongLeading), StackConstraintID.guidePlacement, .unitGuide, along.leading, .equal, .stack,
                along.leading)
            add(
                key(.unitAcrossLeading), StackConstraintID.guidePlacement, .unitGuide, across.leading, .equal, .stack,
                across.leading)
            add(key(.unitAcrossSize), StackConstraintID.guidePlacement, .unitGuide, across.size)
        }
        if distributesGaps {
            add(
                key(.canvasFitAlong), StackConstraintID.canvasFit, .stack, along.size,
                priority: UIStackView.canvasFitPriority)
        }
    }

    /// The guide spanning a gap of an equal-gap distribution, and the constraints that make it equal to the
    /// unit: equalSpacing spans edge to edge with equal gaps required; equalCentering spans center to center,
    /// equal only as far as the minimum spacing and compression resistance allow.
    mutating func addGapGuide(from previous: Int, to next: Int) {
        let guide = Item.gapGuide(previous: previous, next: next)
        let (from, to, priority) =
            configuration.distribution == .equalSpacing
            ? (along.trailing, along.leading, UILayoutPriority.required)
            : (along.center, along.center, UIStackView.equalCenteringPriority)
        add(
            key(.gapLeading, previous, next), StackConstraintID.distributingEdge, guide, along.leading, .equal,
            .view(previous), from)
        add(
            key(.gapTrailing, previous, next), StackConstraintID.distributingEdge, guide, along.trailing, .equal,
            .view(next), to)
        add(
            key(.gapEqual, previous, next), StackConstraintID.fillEqually, guide, along.size, .equal, .unitGuide,
            along.size, priority: priority)
        add(
            key(.gapAcrossLeading, previous, next), StackConstraintID.guidePlacement, guide, across.leading, .equal,
            .stack, across.leading)
        add(key(.gapAcrossSize, previous, next), StackConstraintID.guidePlacement, guide, across.size)
    }

    /// A visible view's length along the axis: equal to the unit (fillEqually); its intrinsic length times the
    /// unit (fillProportionally; nothing for a view without an intrinsic length); otherwise the
    /// arrangement-order tie-break.
    mutating func addDistribution(of i: Int) {
        switch configuration.distribution {
        case .fill, .equalSpacing, .equalCentering:
            addOrderTieBreak(of: i)
        case .fillEqually:
            add(
                key(.fillEqually, i), StackConstraintID.fillEqually, .view(i), along.size, .equal, .unitGuide,
                along.size)
        case .fillProportionally:
            let length = configuration.intrinsicLengths[i]
            guard length > 0 else { return }
            add(
                key(.fillProportionally, i), StackConstraintID.fillProportionally, .view(i), along.size, .equal,
                .unitGuide, along.size, multiplier: length, priority: UIStackView.fillProportionallyPriority)
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
    mutating func addOrderTieBreak(of i: Int) {
        add(
            key(.orderTieBreak, i), StackConstraintID.arrangementOrder, .view(i), along.size, .equal, .view(i),
            along.size, multiplier: 1 - configuration.orderWeights[i], priority: UIStackView.arrangementOrderPriority)
    }
}
